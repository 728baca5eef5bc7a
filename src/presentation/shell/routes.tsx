import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteFamily } from '../../domain/registration/routeDecision';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { CentredLayout } from './CentredLayout';
import { FullWidthLayout } from './FullWidthLayout';
import { PageLoading } from './PageLoading';
import type { PageKind, ShellHandle } from './pageKind';
import { paths } from './paths';
import { RouteGuard } from './RouteGuard';
import { ShellLayout } from './ShellLayout';

/** A page module's default export, loaded on the first visit to its route. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const handle = (kind: PageKind): ShellHandle => ({ page: kind });

/** The routes of one guard family, behind the guard (SPEC section 2, registration guard). */
function guarded(family: RouteFamily, children: RouteObject[], step?: RegistrationStep): RouteObject {
  return { element: <RouteGuard family={family} step={step ?? null} />, children };
}

/** A layout's routes; a page that fails to load or render shows the unspecified error inside it. */
function laidOut(element: ReactNode, children: RouteObject[]): RouteObject {
  return { element, children: [{ errorElement: <RouteErrorPage />, children }] };
}

// Each route family is its own chunk (webpackChunkName), loaded on first visit.
const landing = page(() => import(/* webpackChunkName: "landing" */ '../landing/LandingPage'));
const terms = page(() => import(/* webpackChunkName: "terms" */ '../terms/TermsPage'));
const authorization = page(() => import(/* webpackChunkName: "auth" */ '../auth/AuthorizationPage'));
const passwordResetStart = page(
  () => import(/* webpackChunkName: "auth" */ '../auth/PasswordResetStartPage'),
);
const passwordResetResume = page(
  () => import(/* webpackChunkName: "auth" */ '../auth/PasswordResetResumePage'),
);
const passwordResetSuccess = page(
  () => import(/* webpackChunkName: "auth" */ '../auth/PasswordResetSuccessPage'),
);
const emailVerificationResult = page(
  () => import(/* webpackChunkName: "verification" */ '../verification/EmailVerificationResultPage'),
);
const verifyEmail = page(
  () => import(/* webpackChunkName: "verification" */ '../verification/VerifyEmailPage'),
);
const verifyMobile = page(
  () => import(/* webpackChunkName: "verification" */ '../verification/VerifyMobilePage'),
);
const mobileSuccess = page(
  () => import(/* webpackChunkName: "verification" */ '../verification/MobileSuccessPage'),
);
const personalInfo = page(
  () => import(/* webpackChunkName: "registration" */ '../registration/PersonalInfoPage'),
);
const addressInfo = page(
  () => import(/* webpackChunkName: "registration" */ '../registration/AddressInfoPage'),
);
const financialInfo = page(
  () => import(/* webpackChunkName: "registration" */ '../registration/FinancialInfoPage'),
);
const kycRegistration = page(() => import(/* webpackChunkName: "kyc" */ '../kyc/KycRegistrationPage'));
const kycUpgrade = page(() => import(/* webpackChunkName: "kyc" */ '../kyc/KycUpgradePage'));
const kycUpgradeInfo = page(() => import(/* webpackChunkName: "kyc" */ '../kyc/KycUpgradeInfoPage'));
const cards = page(() => import(/* webpackChunkName: "cards" */ '../cards/CardsPage'));
const notFound = page(() => import(/* webpackChunkName: "errors" */ '../errors/NotFoundPage'));
const unspecifiedError = page(
  () => import(/* webpackChunkName: "errors" */ '../errors/UnspecifiedErrorPage'),
);
const payment = page(() => import(/* webpackChunkName: "orders" */ '../payment/PaymentPage'));
const orderSuccess = page(() => import(/* webpackChunkName: "orders" */ '../orderResult/OrderSuccessPage'));
const orderPending = page(() => import(/* webpackChunkName: "orders" */ '../orderResult/OrderPendingPage'));
const orderError = page(() => import(/* webpackChunkName: "orders" */ '../orderResult/OrderErrorPage'));
const orderCancel = page(() => import(/* webpackChunkName: "orders" */ '../orderResult/OrderCancelPage'));
const orderInvestigation = page(
  () => import(/* webpackChunkName: "orders" */ '../orderResult/OrderInvestigationPage'),
);
const orderInfoKyc = page(() => import(/* webpackChunkName: "orders" */ '../orderResult/OrderInfoKycPage'));
const sandboxPayment = page(() => import(/* webpackChunkName: "sandbox" */ '../sandbox/SandboxPaymentPage'));
const outbox = page(() => import(/* webpackChunkName: "sandbox" */ '../sandbox/OutboxPage'));

/**
 * Every route of SPEC section 2 whose screen exists, by layout and guard family (the families of
 * src/domain/registration/routeDecision.ts). Paths come from paths.ts, except the password-reset
 * pattern with parameters, which paths.ts cannot build. /2fa is "not shown" (the one-time-code
 * modal does its job) and falls to Not Found like every unknown path.
 */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    HydrateFallback: PageLoading,
    children: [
      laidOut(<FullWidthLayout />, [
        guarded('public', [
          { index: true, handle: handle('home'), lazy: landing },
          { path: paths.terms(), handle: handle('terms'), lazy: terms },
        ]),
      ]),
      laidOut(<CentredLayout />, [
        guarded('auth', [{ path: paths.auth(), handle: handle('auth'), lazy: authorization }]),
        guarded('public', [
          { path: paths.passwordResetStart(), handle: handle('passwordReset'), lazy: passwordResetStart },
          { path: paths.passwordResetSuccess(), handle: handle('passwordReset'), lazy: passwordResetSuccess },
          {
            path: `${paths.passwordResetStart()}/:nonce/:email`,
            handle: handle('passwordReset'),
            lazy: passwordResetResume,
          },
          {
            path: paths.emailVerificationResult('', ''),
            handle: handle('emailVerificationResult'),
            lazy: emailVerificationResult,
          },
          { path: paths.unspecifiedError(), handle: handle('error'), lazy: unspecifiedError },
          { path: paths.notFound(), handle: handle('error'), lazy: notFound },
          { path: paths.sandboxOutbox(), handle: handle('outbox'), lazy: outbox },
          { path: '/sandbox/payment/:paymentId', handle: handle('sandboxPayment'), lazy: sandboxPayment },
          { path: '*', handle: handle('error'), lazy: notFound },
        ]),
        guarded('verification', [
          { path: paths.verifyEmail(), handle: handle('verification'), lazy: verifyEmail },
          { path: paths.verifyMobile(), handle: handle('verification'), lazy: verifyMobile },
          { path: paths.mobileSuccess(), handle: handle('verification'), lazy: mobileSuccess },
        ]),
        // Each registration step is guarded with its own step: no step beyond the first missing one.
        guarded(
          'registration',
          [{ path: paths.personalInfo(), handle: handle('registration'), lazy: personalInfo }],
          'personalInfo',
        ),
        guarded(
          'registration',
          [{ path: paths.addressInfo(), handle: handle('registration'), lazy: addressInfo }],
          'addressInfo',
        ),
        guarded(
          'registration',
          [{ path: paths.financialInfo(), handle: handle('registration'), lazy: financialInfo }],
          'financialInfo',
        ),
        guarded('registration', [{ path: paths.kyc(), handle: handle('kyc'), lazy: kycRegistration }], 'kyc'),
        // /consumer/register alone has no screen (paths.ts builds no URL for it): the guard sends the
        // consumer on to the first missing step.
        { path: '/consumer/register', element: <RouteGuard family="registration" /> },
        guarded('kycUpgrade', [
          { path: paths.kycUpgrade(), handle: handle('kycUpgrade'), lazy: kycUpgrade },
          { path: paths.kycUpgradeInfo(), handle: handle('kycUpgrade'), lazy: kycUpgradeInfo },
        ]),
        guarded('protected', [
          { path: paths.cards(), handle: handle('cards'), lazy: cards },
          { path: '/order/:orderId/payment', handle: handle('order'), lazy: payment },
          { path: '/order/:orderId/success', handle: handle('order'), lazy: orderSuccess },
          { path: '/order/:orderId/pending', handle: handle('order'), lazy: orderPending },
          { path: '/order/:orderId/error', handle: handle('order'), lazy: orderError },
          { path: '/order/:orderId/error/:errorMessage', handle: handle('order'), lazy: orderError },
          { path: '/order/:orderId/error/:errDomain/:errCode', handle: handle('order'), lazy: orderError },
          { path: '/order/:orderId/cancel', handle: handle('order'), lazy: orderCancel },
          { path: '/order/:orderId/investigation', handle: handle('order'), lazy: orderInvestigation },
          { path: '/order/:orderId/infoKYC', handle: handle('order'), lazy: orderInfoKyc },
        ]),
      ]),
    ],
  },
];
