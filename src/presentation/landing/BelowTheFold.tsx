import { lazy, memo, Suspense, useState, useSyncExternalStore } from 'react';
import { onDemand } from '../shell/onDemand';
import { whenIdle } from '../shell/whenIdle';

/** The sections, downloaded once: the prerender (Node) renders them with the rest of the page. */
const SECTIONS = onDemand(() =>
  import(/* webpackChunkName: "landing-more" */ './LandingMore').then((module) => module.default),
);
const prerendering = typeof window === 'undefined';
if (prerendering) void SECTIONS.load();

/** For React's lazy: the sections, or the failed download's error for the route's error boundary. */
const load = () =>
  SECTIONS.load().then((Sections) => {
    if (Sections === null) throw new Error("the landing's lower sections could not be downloaded");
    return { default: Sections };
  });

/**
 * Once the browser is idle after the page's first screen (its order box), or sooner if the visitor
 * scrolls towards what lies below.
 */
function idleOrScrolled(): Promise<void> {
  return new Promise((resolve) => {
    let cancelIdle = () => {};
    const go = () => {
      window.removeEventListener('scroll', go);
      cancelIdle();
      resolve();
    };
    window.addEventListener('scroll', go, { passive: true });
    cancelIdle = whenIdle(go);
  });
}

/** Where the page is taken over from its prerendered HTML: once the browser is idle, or scrolled. */
const SectionsWhenIdle = lazy(() => idleOrScrolled().then(load));
/** Where the browser draws the page itself: at once. */
const SectionsAtOnce = lazy(load);

const unchanging = () => () => {};

/** Whether React is hydrating (taking over a prerendered page) or rendering on the server. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}

/**
 * The landing's sections below its first screen, downloaded apart from it (the fees and questions'
 * accordions, the press logos, the reviews): a first visit downloads only what its first screen shows.
 *
 * A prerendered page keeps them as painted until their code is there, which it asks for once the
 * browser is idle: React hydrates a suspended boundary later, leaving its HTML in place. The element
 * is made once and memoised without props, so the boundary gets no update meanwhile (an update would
 * make React draw it afresh). A page the browser draws itself (another language, signed in, or a visit
 * from another page) asks for them at once, and they take a window's height until they come, so that
 * the footer shows only once they are there.
 */
export const BelowTheFold = memo(function BelowTheFold() {
  const hydrating = useHydrating();
  const [sections] = useState(() => {
    if (prerendering && SECTIONS.loaded === null)
      throw new Error('the prerender renders the landing whole: its lower sections were not loaded in time');
    const Sections = SECTIONS.loaded ?? (hydrating ? SectionsWhenIdle : SectionsAtOnce);
    return (
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        <Sections />
      </Suspense>
    );
  });
  return sections;
});
