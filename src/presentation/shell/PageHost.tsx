import type { ServiceIdentifier } from 'inversify';
import { useEffect, useMemo, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { whenIdleAfterPaint } from './whenIdle';
import { usePresenter } from './ContainerContext';

/** What a page's presenter is entered with (docs/presentation.md, "Lifecycle"): its address's parameters. */
export interface PageAt<P extends string = never, Q extends string = never, G = never> {
  readonly params: Readonly<Record<P, string>>;
  readonly query: Readonly<Record<Q, string | null>>;
  /** What the row tells the presenter it names with others (the KYC screen: its level). */
  readonly given?: G;
}

export interface PagePresenter<P extends string = never, Q extends string = never, G = never> {
  enter?(at: PageAt<P, Q, G>): void | Promise<void>;
  leave?(): void;
  /** The page's read (calls/PageLoad) and its calls' replays (calls/CallReplays), left with the page. */
  readonly load?: { leave(): void };
  readonly replays?: { leave(): void };
}

/** Leaves a page: its presenter, its read and its calls' replays. */
export function leavePage(page: Pick<PagePresenter, 'leave' | 'load' | 'replays'>): void {
  page.leave?.();
  page.load?.leave();
  page.replays?.leave();
}

export type PageView<T> = ComponentType<{ presenter: T }>;

/** An address as the router matched it. */
export interface Address {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** What a page is entered with: its path's parameters, and the query parameters it names (null: absent). */
export function pageAt<G>(
  { params, search }: Address,
  queryNames: readonly string[],
  given?: G,
): PageAt<string, string, G> {
  return {
    params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value ?? ''])),
    query: Object.fromEntries(queryNames.map((name) => [name, search.get(name)])),
    given,
  };
}

/** The page's address (pageAt), the same object while its values hold. */
function useAddress<G = never>(queryNames: readonly string[], given?: G): PageAt<string, string, G> {
  const params = useParams();
  const [search] = useSearchParams();
  // The values, not their objects: the router makes them afresh at each navigation.
  const address = JSON.stringify(pageAt({ params, search }, queryNames));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- address: the values params and search hold
  return useMemo(() => pageAt({ params, search }, queryNames, given), [address]);
}

/** How a page is entered, besides its presenter and view. */
export interface PageEntry {
  /** The query parameters it is entered with. */
  query: readonly string[];
  /** What the row tells the presenter it names with others. */
  given?: unknown;
  /**
   * Entered once the page has painted what it shows from its first render, when the browser is idle
   * after that paint: its calls bring what is below that, and would otherwise hold that paint back
   * (Cards' fee call, issue 42).
   */
  entersAfterPaint?: boolean;
}

/**
 * A page as the router shows it: its presenter made for the visit, entered with the address (again
 * when that changes) and left when the visitor goes.
 */
export function hostedPage<T extends PagePresenter<string, string, unknown>>(
  presenter: ServiceIdentifier<T>,
  View: PageView<T>,
  { query, given, entersAfterPaint = false }: PageEntry,
): ComponentType {
  return function PageHost() {
    const page = usePresenter(presenter);
    const at = useAddress(query, given);
    useEffect(() => {
      const enter = () => void page.enter?.(at);
      if (!entersAfterPaint) {
        enter();
        return () => leavePage(page);
      }
      const cancelEntry = whenIdleAfterPaint(enter);
      return () => {
        cancelEntry();
        leavePage(page);
      };
    }, [page, at]);
    return <View presenter={page} />;
  };
}

/** A page without a presenter, handed its address's path parameters. */
export function addressedPage(View: ComponentType<{ at: PageAt<string> }>): ComponentType {
  return function AddressedPage() {
    return <View at={useAddress([])} />;
  };
}
