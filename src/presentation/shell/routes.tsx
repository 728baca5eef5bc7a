import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteFamily } from '../../domain/registration/routeDecision';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { CentredLayout } from './CentredLayout';
import { FullWidthLayout } from './FullWidthLayout';
import { PageLoading } from './PageLoading';
import type { PageKind, ShellHandle } from './pageKind';
import { ROUTE_PATTERNS as ROUTE } from './routePatterns';
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
const buyCard = page(() => import(/* webpackChunkName: "cards" */ '../cards/BuyCardPage'));
const blockCard = page(() => import(/* webpackChunkName: "cards" */ '../cards/BlockCardPage'));
const deactivationChoice = page(
  () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationChoicePage'),
);
const deactivationCancel = page(
  () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/CancelCardPage'),
);
const deactivationTransfer = page(
  () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/TransferTargetPage'),
);
const deactivationConfirmation = page(
  () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationConfirmationPage'),
);
const deactivationSuccess = page(
  () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationSuccessPage'),
);
const transaction = page(
  () => import(/* webpackChunkName: "cards" */ '../transactions/TransactionDetailPage'),
);
const notFound = page(() => import(/* webpackChunkName: "errors" */ '../errors/NotFoundPage'));
const unspecifiedError = page(
  () => import(/* webpackChunkName: "errors" */ '../errors/UnspecifiedErrorPage'),
);
const payment = page(() => import(/* webpackChunkName: "orders" */ '../payment/PaymentPage'));
const orders = page(() => import(/* webpackChunkName: "orders" */ '../orders/OrdersPage'));
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
 * src/domain/registration/routeDecision.ts), on the patterns of routePatterns.ts. /2fa is "not
 * shown" (the one-time-code modal does its job) and falls to Not Found like every unknown path.
 */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    HydrateFallback: PageLoading,
    children: [
      laidOut(<FullWidthLayout />, [
        guarded('public', [
          { index: true, handle: handle('home'), lazy: landing },
          { path: ROUTE.terms, handle: handle('terms'), lazy: terms },
        ]),
      ]),
      laidOut(<CentredLayout />, [
        guarded('auth', [{ path: ROUTE.auth, handle: handle('auth'), lazy: authorization }]),
        guarded('public', [
          { path: ROUTE.passwordResetStart, handle: handle('passwordReset'), lazy: passwordResetStart },
          { path: ROUTE.passwordResetSuccess, handle: handle('passwordReset'), lazy: passwordResetSuccess },
          {
            path: ROUTE.passwordResetResume,
            handle: handle('passwordReset'),
            lazy: passwordResetResume,
          },
          {
            path: ROUTE.emailVerificationResult,
            handle: handle('emailVerificationResult'),
            lazy: emailVerificationResult,
          },
          { path: ROUTE.unspecifiedError, handle: handle('error'), lazy: unspecifiedError },
          { path: ROUTE.notFound, handle: handle('error'), lazy: notFound },
          { path: ROUTE.sandboxOutbox, handle: handle('outbox'), lazy: outbox },
          { path: ROUTE.sandboxPayment, handle: handle('sandboxPayment'), lazy: sandboxPayment },
          { path: ROUTE.anyOther, handle: handle('error'), lazy: notFound },
        ]),
        guarded('verification', [
          { path: ROUTE.verifyEmail, handle: handle('verification'), lazy: verifyEmail },
          { path: ROUTE.verifyMobile, handle: handle('verification'), lazy: verifyMobile },
          { path: ROUTE.mobileSuccess, handle: handle('verification'), lazy: mobileSuccess },
        ]),
        // Each registration step is guarded with its own step: no step beyond the first missing one.
        guarded(
          'registration',
          [{ path: ROUTE.personalInfo, handle: handle('registration'), lazy: personalInfo }],
          'personalInfo',
        ),
        guarded(
          'registration',
          [{ path: ROUTE.addressInfo, handle: handle('registration'), lazy: addressInfo }],
          'addressInfo',
        ),
        guarded(
          'registration',
          [{ path: ROUTE.financialInfo, handle: handle('registration'), lazy: financialInfo }],
          'financialInfo',
        ),
        guarded('registration', [{ path: ROUTE.kyc, handle: handle('kyc'), lazy: kycRegistration }], 'kyc'),
        // /consumer/register alone has no screen: the guard sends the consumer on to the first missing step.
        { path: ROUTE.register, element: <RouteGuard family="registration" /> },
        guarded('kycUpgrade', [
          { path: ROUTE.kycUpgrade, handle: handle('kycUpgrade'), lazy: kycUpgrade },
          { path: ROUTE.kycUpgradeInfo, handle: handle('kycUpgrade'), lazy: kycUpgradeInfo },
        ]),
        guarded('protected', [
          { path: ROUTE.cards, handle: handle('cards'), lazy: cards },
          { path: ROUTE.buyCard, handle: handle('buyCard'), lazy: buyCard },
          { path: ROUTE.orders, handle: handle('orders'), lazy: orders },
          { path: ROUTE.blockCard, handle: handle('card'), lazy: blockCard },
          { path: ROUTE.deactivate, handle: handle('card'), lazy: deactivationChoice },
          { path: ROUTE.deactivateCancel, handle: handle('card'), lazy: deactivationCancel },
          { path: ROUTE.deactivateTransfer, handle: handle('card'), lazy: deactivationTransfer },
          { path: ROUTE.deactivateConfirmation, handle: handle('card'), lazy: deactivationConfirmation },
          { path: ROUTE.deactivateSuccess, handle: handle('card'), lazy: deactivationSuccess },
          { path: ROUTE.transaction, handle: handle('transaction'), lazy: transaction },
          { path: ROUTE.orderPayment, handle: handle('order'), lazy: payment },
          { path: ROUTE.orderSuccess, handle: handle('order'), lazy: orderSuccess },
          { path: ROUTE.orderPending, handle: handle('order'), lazy: orderPending },
          { path: ROUTE.orderError, handle: handle('order'), lazy: orderError },
          { path: ROUTE.orderErrorWithMessage, handle: handle('order'), lazy: orderError },
          { path: ROUTE.orderErrorWithCode, handle: handle('order'), lazy: orderError },
          { path: ROUTE.orderCancel, handle: handle('order'), lazy: orderCancel },
          { path: ROUTE.orderInvestigation, handle: handle('order'), lazy: orderInvestigation },
          { path: ROUTE.orderInfoKyc, handle: handle('order'), lazy: orderInfoKyc },
        ]),
      ]),
    ],
  },
];
