import type { ServiceIdentifier } from 'inversify';
import { useEffect, useMemo, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePresenter } from './ContainerContext';
import { pageAt, type PageAt, type PageHostOf, type PagePresenter, type PageView } from './routeTable';

/** The page's address: its path parameters and the query parameters it names, the same object while their values hold. */
function useAddress<G = never>(queryNames: readonly string[], given?: G): PageAt<string, string, G> {
  const params = useParams();
  const [search] = useSearchParams();
  // The values, not their objects (made afresh at each navigation, a change of the query's other
  // parameters included).
  const address = JSON.stringify(pageAt({ params, search }, queryNames));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- address: the values params and search hold
  return useMemo(() => pageAt({ params, search }, queryNames, given), [address]);
}

/**
 * A page with a presenter, as the router shows it: the presenter is made for the visit, entered with
 * the address (again when its parameters, or the query parameters it names, change) and left when
 * the visitor goes; the view gets it as a prop. A page without one gets its address.
 */
export const pageHost: PageHostOf = Object.assign(
  <T extends PagePresenter<string, string, unknown>>(
    presenter: ServiceIdentifier<T>,
    View: PageView<T>,
    queryNames: readonly string[],
    given?: unknown,
  ) =>
    function PageHost() {
      const page = usePresenter(presenter);
      const at = useAddress(queryNames, given);
      useEffect(() => {
        void page.enter?.(at);
        return () => page.leave?.();
      }, [page, at]);
      return <View presenter={page} />;
    },
  {
    at: (View: ComponentType<{ at: PageAt<string> }>) =>
      function AddressedPage() {
        return <View at={useAddress([])} />;
      },
  },
);
