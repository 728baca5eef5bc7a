import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { isLanguage } from '../../domain/language/Language';
import { useAppTexts } from '../i18n/AppTextsContext';
import { LanguagePresenter } from './LanguagePresenter';
import { useInstance } from './ContainerContext';

/**
 * Applies the chosen language to i18next, dayjs and the page's lang once its texts (the shell's and
 * every part's shown so far) are fetched; the page keeps the current language meanwhile.
 */
export const LanguageSync = observer(function LanguageSync() {
  const presenter = useInstance(LanguagePresenter);
  const { language } = presenter;
  const { i18n } = useTranslation();
  const texts = useAppTexts();
  useEffect(() => {
    let chosen = true;
    texts.prepare(language).then(
      () => {
        // Another language chosen while these loaded wins.
        if (!chosen) return;
        // Changing to the language already shown would redraw every text of the page for nothing.
        if (i18n.language !== language) void i18n.changeLanguage(language);
        dayjs.locale(language);
        document.documentElement.lang = language;
      },
      () => {
        // Offline: the switch goes back to the language still shown, so it tells the truth and can be tried again.
        if (chosen && isLanguage(i18n.language)) presenter.choose(i18n.language);
      },
    );
    return () => {
      chosen = false;
    };
  }, [i18n, language, presenter, texts]);
  return null;
});
