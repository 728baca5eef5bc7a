import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../domain/language/Language';
import { useAppTexts } from '../i18n/AppTextsContext';
import { LanguagePresenter } from './LanguagePresenter';
import { useInstance } from './ContainerContext';

/**
 * Applies the chosen language to i18next and the page's lang once its texts (the shell's and every
 * part's shown so far) are fetched; the page keeps the current language meanwhile. Not to dayjs: the app
 * formats its dates in figures, and antd's date picker names its language to dayjs itself (so dayjs
 * stays out of the entry every route downloads).
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
