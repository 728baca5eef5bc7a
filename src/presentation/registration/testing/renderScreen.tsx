import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import frFR from 'antd/locale/fr_FR';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { Language } from '../../../domain/language/Language';
import enKyc from '../../../../locales/en/kyc.json';
import enRegister from '../../../../locales/en/register.json';
import enRegistration from '../../../../locales/en/registration.json';
import enValidation from '../../../../locales/en/validation.json';
import enVerification from '../../../../locales/en/verification.json';
import enVerify from '../../../../locales/en/verify.json';
import frKyc from '../../../../locales/fr/kyc.json';
import frRegister from '../../../../locales/fr/register.json';
import frRegistration from '../../../../locales/fr/registration.json';
import frValidation from '../../../../locales/fr/validation.json';
import frVerification from '../../../../locales/fr/verification.json';
import frVerify from '../../../../locales/fr/verify.json';
import { createI18n } from '../../i18n/createI18n';
import { ContainerProvider } from '../../shell/ContainerContext';

/** The texts the screens of this area show, for assertions. */
export const TEXTS = {
  en: { ...enVerification, ...enRegistration, ...enKyc, ...enVerify, ...enRegister, ...enValidation },
  fr: { ...frVerification, ...frRegistration, ...frKyc, ...frVerify, ...frRegister, ...frValidation },
};

/** Where the app went: the path and query, shown by the catch-all route. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one screen at its path inside the providers the app gives it (container, i18n, antd
 * locale, router); any other path shows where the app navigated to.
 */
export function renderScreen(
  container: Container,
  {
    path,
    element,
    at = path,
    language = 'en',
  }: { path: string; element: ReactNode; at?: string; language?: Language },
) {
  const i18n = createI18n(language);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [at] },
  );
  const utils = render(
    <ContainerProvider container={container}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={language === 'en' ? enUS : frFR}>
          <RouterProvider router={router} />
        </ConfigProvider>
      </I18nextProvider>
    </ContainerProvider>,
  );
  return { ...utils, router, i18n };
}
