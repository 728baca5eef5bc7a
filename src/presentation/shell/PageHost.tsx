import type { ServiceIdentifier } from 'inversify';
import { useEffect, useMemo, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePresenter } from './ContainerContext';
import { pageAt, type PageAt, type PageHostOf, type PagePresenter, type PageView } from './routeTable';

/** The page's address (pageAt), the same object while its values hold. */
function useAddress<G = never>(queryNames: readonly string[], given?: G): PageAt<string, string, G> {
  const params = useParams();
  const [search] = useSearchParams();
  // The values, not their objects: the router makes them afresh at each navigation.
  const address = JSON.stringify(pageAt({ params, search }, queryNames));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- address: the values params and search hold
  return useMemo(() => pageAt({ params, search }, queryNames, given), [address]);
}

/**
 * A page as the router shows it: its presenter made for the visit, entered with the address (again
 * when that changes) and left when the visitor goes. A page without one gets its address.
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
