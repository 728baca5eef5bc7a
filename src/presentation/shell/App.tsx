import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Container } from 'inversify';
import type { AppTexts } from '../i18n/AppTexts';
import { AppTextsContext, useAppTexts } from '../i18n/AppTextsContext';
import { useLanguage } from '../i18n/useLanguage';
import { ContainerProvider } from './ContainerContext';
import { DECORATIVE_ICONS } from './decorativeIcons';
import { LanguageSync } from './LanguageSync';
import { PageShownContext } from './PageShown';
import { APP_THEME, MOTION_SWITCH_THEME, STILL_THEME } from './theme';
import { usePrefersReducedMotion } from './useMediaQuery';

/** antd in the language the texts are shown in (they switch together, once the texts are loaded). */
function ThemedApp({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const texts = useAppTexts();
  const still = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={MOTION_SWITCH_THEME}>
      <ConfigProvider
        locale={texts.antdLocale(language)}
        {...DECORATIVE_ICONS}
        theme={still ? STILL_THEME : APP_THEME}
        wave={{ disabled: still }}
      >
        <LanguageSync />
        {children}
      </ConfigProvider>
    </ConfigProvider>
  );
}

/**
 * The app's providers around its router (the browser's, a test's or the prerender's); `texts` hold at
 * least the shell's texts in the language LanguagePresenter starts in (startApp.tsx downloads them).
 */
export function App({
  container,
  texts,
  children,
  onShown,
}: {
  container: Container;
  texts: AppTexts;
  children: ReactNode;
  /** Called once a page is on screen (startApp.tsx tells the page it was taken over). */
  onShown?: () => void;
}) {
  return (
    <ContainerProvider container={container}>
      <PageShownContext.Provider value={onShown ?? null}>
        {/* One i18next instance for the app's life (AppTexts'); LanguageSync switches its language. */}
        <AppTextsContext.Provider value={texts}>
          <I18nextProvider i18n={texts.i18n}>
            <ThemedApp>{children}</ThemedApp>
          </I18nextProvider>
        </AppTextsContext.Provider>
      </PageShownContext.Provider>
    </ContainerProvider>
  );
}
