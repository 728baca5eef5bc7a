import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Container } from 'inversify';
import { createI18n } from '../i18n/createI18n';
import { ContainerProvider, useInstance } from './ContainerContext';
import { LanguagePresenter } from './LanguagePresenter';
import { LanguageSync } from './LanguageSync';
import { APP_THEME, STILL_THEME } from './theme';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

type Router = ReturnType<typeof createBrowserRouter>;

const ANTD_LOCALES = { en: enUS, fr: frFR };

const LocalisedApp = observer(function LocalisedApp({ router }: { router: Router }) {
  const { language } = useInstance(LanguagePresenter);
  // One i18next instance for the app's life; LanguageSync switches its language.
  const [i18n] = useState(() => createI18n(language));
  const still = usePrefersReducedMotion();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        locale={ANTD_LOCALES[language]}
        theme={still ? STILL_THEME : APP_THEME}
        wave={{ disabled: still }}
      >
        <LanguageSync />
        <RouterProvider router={router} />
      </ConfigProvider>
    </I18nextProvider>
  );
});

export function App({ container, router }: { container: Container; router: Router }) {
  return (
    <ContainerProvider container={container}>
      <LocalisedApp router={router} />
    </ContainerProvider>
  );
}
