import type { ServiceIdentifier } from 'inversify';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePresenter } from './ContainerContext';
import { pageAt, type PageHostOf, type PagePresenter, type PageView } from './routeTable';

/**
 * A page with a presenter, as the router shows it: the presenter is made for the visit, entered with
 * the address (again when its parameters, or the query parameters it names, change) and left when
 * the visitor goes; the view gets it as a prop.
 */
export const pageHost: PageHostOf = <T extends PagePresenter<string, string, unknown>>(
  presenter: ServiceIdentifier<T>,
  View: PageView<T>,
  queryNames: readonly string[],
  given?: unknown,
) =>
  function PageHost() {
    const page = usePresenter(presenter);
    const params = useParams();
    const [search] = useSearchParams();
    // The page is entered again when the values it is entered with change, not their objects (made
    // afresh at each navigation, a change of the query's other parameters included).
    const address = JSON.stringify(pageAt({ params, search }, queryNames));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- address: the values params and search hold
    const at = useMemo(() => pageAt({ params, search }, queryNames, given), [address]);
    useEffect(() => {
      void page.enter?.(at);
      return () => page.leave?.();
    }, [page, at]);
    return <View presenter={page} />;
  };
