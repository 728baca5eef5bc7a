import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { LanguagePresenter } from './LanguagePresenter';
import { useInstance } from './ContainerContext';

/** Applies the chosen language to i18next, dayjs and the page's lang attribute. */
export const LanguageSync = observer(function LanguageSync() {
  const { language } = useInstance(LanguagePresenter);
  const { i18n } = useTranslation();
  useEffect(() => {
    void i18n.changeLanguage(language);
    dayjs.locale(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  return null;
});
