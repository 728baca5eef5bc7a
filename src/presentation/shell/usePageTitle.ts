import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a page tells its title in the build's prerender (src/prerender.tsx), which has no document. */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the browser tab's title from a locale key; it follows the language. */
export function usePageTitle(pageKey: string): void {
  const { t, i18n } = useTranslation();
  const title = t('common.pageTitle', { page: t(pageKey) });
  // A prerender runs no effects.
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
