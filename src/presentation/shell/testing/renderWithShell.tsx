import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { isLanguage } from '../../../domain/language/Language';
import { LanguagePresenter } from '../LanguagePresenter';
import { createBundledI18n } from '../../i18n/testing/createBundledI18n';
import { ContainerProvider } from '../ContainerContext';

/** One component with what the shell gives it (container, translations, a router), without the routes. */
export function renderWithShell(container: Container, ui: ReactNode, path = '/') {
  const { language } = container.get(LanguagePresenter);
  const i18n = createBundledI18n(isLanguage(language) ? language : 'fr');
  return render(
    <ContainerProvider container={container}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </ContainerProvider>,
  );
}
