import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a page tells its title when there is no document to set it on: the build's prerender of a page
 * (src/prerender.tsx) writes it into the page's <title>. In the browser there is no sink.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the browser tab's title from a locale key; it follows the language. */
export function usePageTitle(pageKey: string): void {
  const { t, i18n } = useTranslation();
  const title = t('common.pageTitle', { page: t(pageKey) });
  // A prerender has no document: the title goes into the page it writes (a render has no effects there).
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
