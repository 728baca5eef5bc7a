import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title from a locale key; it follows the language. */
export function usePageTitle(pageKey: string): void {
  const { t, i18n } = useTranslation();
  const title = t('common.pageTitle', { page: t(pageKey) });
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
