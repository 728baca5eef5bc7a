import { createContext } from 'react';

/**
 * Where a page tells its title when there is no document to set it on: the build's prerender of a page
 * (src/prerender.tsx) writes it into the page's <title>. In the browser there is no sink.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);
