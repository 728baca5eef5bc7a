import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteFamily } from '../../domain/registration/routeDecision';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import type { AppTexts } from '../i18n/AppTexts';
import type { TextPart } from '../i18n/textParts';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { CentredLayout } from './CentredLayout';
import { FullWidthLayout } from './FullWidthLayout';
import { PageLoading } from './PageLoading';
import type { PageKind, ShellHandle } from './pageKind';
import { ROUTE_PATTERNS as ROUTE } from './routePatterns';
import { RouteGuard } from './RouteGuard';
import { ShellLayout } from './ShellLayout';

/** A page of a route family: its module is in the family's chunk, its texts are the family's (textParts.ts). */
interface FamilyPage {
  family: TextPart;
  load: () => Promise<{ default: ComponentType }>;
}

const inFamily = (family: TextPart, load: FamilyPage['load']): FamilyPage => ({ family, load });

const handle = (kind: PageKind): ShellHandle => ({ page: kind });

/** The routes of one guard family, behind the guard (SPEC section 2, registration guard). */
function guarded(family: RouteFamily, children: RouteObject[], step?: RegistrationStep): RouteObject {
  return { element: <RouteGuard family={family} step={step ?? null} />, children };
}

/** A layout's routes; a page that fails to load or render shows the unspecified error inside it. */
function laidOut(element: ReactNode, children: RouteObject[]): RouteObject {
  return { element, children: [{ errorElement: <RouteErrorPage />, children }] };
}

// Each route family is its own chunk (webpackChunkName), loaded on first visit with its texts:
// inFamily names the same family as the chunk.
const landing = inFamily('landing', () => import(/* webpackChunkName: "landing" */ '../landing/LandingPage'));
const terms = inFamily('terms', () => import(/* webpackChunkName: "terms" */ '../terms/TermsPage'));
const authorization = inFamily(
  'auth',
  () => import(/* webpackChunkName: "auth" */ '../auth/AuthorizationPage'),
);
const passwordResetStart = inFamily(
  'auth',
  () => import(/* webpackChunkName: "auth" */ '../auth/PasswordResetStartPage'),
);
const passwordResetResume = inFamily(
  'auth',
  () => import(/* webpackChunkName: "auth" */ '../auth/PasswordResetResumePage'),
);
const passwordResetSuccess = inFamily(
  'auth',
  () => import(/* webpackChunkName: "auth" */ '../auth/PasswordResetSuccessPage'),
);
const emailVerificationResult = inFamily(
  'verification',
  () => import(/* webpackChunkName: "verification" */ '../verification/EmailVerificationResultPage'),
);
const verifyEmail = inFamily(
  'verification',
  () => import(/* webpackChunkName: "verification" */ '../verification/VerifyEmailPage'),
);
const verifyMobile = inFamily(
  'verification',
  () => import(/* webpackChunkName: "verification" */ '../verification/VerifyMobilePage'),
);
const mobileSuccess = inFamily(
  'verification',
  () => import(/* webpackChunkName: "verification" */ '../verification/MobileSuccessPage'),
);
const personalInfo = inFamily(
  'registration',
  () => import(/* webpackChunkName: "registration" */ '../registration/PersonalInfoPage'),
);
const addressInfo = inFamily(
  'registration',
  () => import(/* webpackChunkName: "registration" */ '../registration/AddressInfoPage'),
);
const financialInfo = inFamily(
  'registration',
  () => import(/* webpackChunkName: "registration" */ '../registration/FinancialInfoPage'),
);
const kycRegistration = inFamily(
  'kyc',
  () => import(/* webpackChunkName: "kyc" */ '../kyc/KycRegistrationPage'),
);
const kycUpgrade = inFamily('kyc', () => import(/* webpackChunkName: "kyc" */ '../kyc/KycUpgradePage'));
const kycUpgradeInfo = inFamily(
  'kyc',
  () => import(/* webpackChunkName: "kyc" */ '../kyc/KycUpgradeInfoPage'),
);
const cards = inFamily('cards', () => import(/* webpackChunkName: "cards" */ '../cards/CardsPage'));
const buyCard = inFamily('cards', () => import(/* webpackChunkName: "cards" */ '../cards/BuyCardPage'));
const blockCard = inFamily('cards', () => import(/* webpackChunkName: "cards" */ '../cards/BlockCardPage'));
const deactivationChoice = inFamily(
  'deactivation',
  () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationChoicePage'),
);
const deactivationCancel = inFamily(
  'deactivation',
  () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/CancelCardPage'),
);
const deactivationTransfer = inFamily(
  'deactivation',
  () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/TransferTargetPage'),
);
const deactivationConfirmation = inFamily(
  'deactivation',
  () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationConfirmationPage'),
);
const deactivationSuccess = inFamily(
  'deactivation',
  () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationSuccessPage'),
);
const transaction = inFamily(
  'cards',
  () => import(/* webpackChunkName: "cards" */ '../transactions/TransactionDetailPage'),
);
const notFound = inFamily('errors', () => import(/* webpackChunkName: "errors" */ '../errors/NotFoundPage'));
const unspecifiedError = inFamily(
  'errors',
  () => import(/* webpackChunkName: "errors" */ '../errors/UnspecifiedErrorPage'),
);
const payment = inFamily('orders', () => import(/* webpackChunkName: "orders" */ '../payment/PaymentPage'));
const orders = inFamily('orders', () => import(/* webpackChunkName: "orders" */ '../orders/OrdersPage'));
const orderSuccess = inFamily(
  'orders',
  () => import(/* webpackChunkName: "orders" */ '../orderResult/OrderSuccessPage'),
);
const orderPending = inFamily(
  'orders',
  () => import(/* webpackChunkName: "orders" */ '../orderResult/OrderPendingPage'),
);
const orderError = inFamily(
  'orders',
  () => import(/* webpackChunkName: "orders" */ '../orderResult/OrderErrorPage'),
);
const orderCancel = inFamily(
  'orders',
  () => import(/* webpackChunkName: "orders" */ '../orderResult/OrderCancelPage'),
);
const orderInvestigation = inFamily(
  'orders',
  () => import(/* webpackChunkName: "orders" */ '../orderResult/OrderInvestigationPage'),
);
const orderInfoKyc = inFamily(
  'orders',
  () => import(/* webpackChunkName: "orders" */ '../orderResult/OrderInfoKycPage'),
);
const sandboxPayment = inFamily(
  'sandbox',
  () => import(/* webpackChunkName: "sandbox" */ '../sandbox/SandboxPaymentPage'),
);
const outbox = inFamily('sandbox', () => import(/* webpackChunkName: "sandbox" */ '../sandbox/OutboxPage'));

/**
 * Every route of SPEC section 2 whose screen exists, by layout and guard family (the families of
 * src/domain/registration/routeDecision.ts), on the patterns of routePatterns.ts. /2fa is "not
 * shown" (the one-time-code modal does its job) and falls to Not Found like every unknown path.
 * A page is shown once its module and its family's texts are both downloaded.
 */
export function createRoutes(texts: AppTexts): RouteObject[] {
  const page =
    ({ family, load }: FamilyPage): RouteObject['lazy'] =>
    async () => {
      const [{ default: Component }] = await Promise.all([load(), texts.need(family)]);
      return { Component };
    };
  return [
    {
      element: <ShellLayout />,
      HydrateFallback: PageLoading,
      children: [
        laidOut(<FullWidthLayout />, [
          guarded('public', [
            { index: true, handle: handle('home'), lazy: page(landing) },
            { path: ROUTE.terms, handle: handle('terms'), lazy: page(terms) },
          ]),
        ]),
        laidOut(<CentredLayout />, [
          guarded('auth', [{ path: ROUTE.auth, handle: handle('auth'), lazy: page(authorization) }]),
          guarded('public', [
            {
              path: ROUTE.passwordResetStart,
              handle: handle('passwordReset'),
              lazy: page(passwordResetStart),
            },
            {
              path: ROUTE.passwordResetSuccess,
              handle: handle('passwordReset'),
              lazy: page(passwordResetSuccess),
            },
            {
              path: ROUTE.passwordResetResume,
              handle: handle('passwordReset'),
              lazy: page(passwordResetResume),
            },
            {
              path: ROUTE.emailVerificationResult,
              handle: handle('emailVerificationResult'),
              lazy: page(emailVerificationResult),
            },
            { path: ROUTE.unspecifiedError, handle: handle('error'), lazy: page(unspecifiedError) },
            { path: ROUTE.notFound, handle: handle('error'), lazy: page(notFound) },
            { path: ROUTE.sandboxOutbox, handle: handle('outbox'), lazy: page(outbox) },
            { path: ROUTE.sandboxPayment, handle: handle('sandboxPayment'), lazy: page(sandboxPayment) },
            { path: ROUTE.anyOther, handle: handle('error'), lazy: page(notFound) },
          ]),
          guarded('verification', [
            { path: ROUTE.verifyEmail, handle: handle('verification'), lazy: page(verifyEmail) },
            { path: ROUTE.verifyMobile, handle: handle('verification'), lazy: page(verifyMobile) },
            { path: ROUTE.mobileSuccess, handle: handle('verification'), lazy: page(mobileSuccess) },
          ]),
          // Each registration step is guarded with its own step: no step beyond the first missing one.
          guarded(
            'registration',
            [{ path: ROUTE.personalInfo, handle: handle('registration'), lazy: page(personalInfo) }],
            'personalInfo',
          ),
          guarded(
            'registration',
            [{ path: ROUTE.addressInfo, handle: handle('registration'), lazy: page(addressInfo) }],
            'addressInfo',
          ),
          guarded(
            'registration',
            [{ path: ROUTE.financialInfo, handle: handle('registration'), lazy: page(financialInfo) }],
            'financialInfo',
          ),
          guarded(
            'registration',
            [{ path: ROUTE.kyc, handle: handle('kyc'), lazy: page(kycRegistration) }],
            'kyc',
          ),
          // /consumer/register alone has no screen: the guard sends the consumer on to the first missing step.
          { path: ROUTE.register, element: <RouteGuard family="registration" /> },
          guarded('kycUpgrade', [
            { path: ROUTE.kycUpgrade, handle: handle('kycUpgrade'), lazy: page(kycUpgrade) },
            { path: ROUTE.kycUpgradeInfo, handle: handle('kycUpgrade'), lazy: page(kycUpgradeInfo) },
          ]),
          guarded('protected', [
            { path: ROUTE.cards, handle: handle('cards'), lazy: page(cards) },
            { path: ROUTE.buyCard, handle: handle('buyCard'), lazy: page(buyCard) },
            { path: ROUTE.orders, handle: handle('orders'), lazy: page(orders) },
            { path: ROUTE.blockCard, handle: handle('card'), lazy: page(blockCard) },
            { path: ROUTE.deactivate, handle: handle('card'), lazy: page(deactivationChoice) },
            { path: ROUTE.deactivateCancel, handle: handle('card'), lazy: page(deactivationCancel) },
            { path: ROUTE.deactivateTransfer, handle: handle('card'), lazy: page(deactivationTransfer) },
            {
              path: ROUTE.deactivateConfirmation,
              handle: handle('card'),
              lazy: page(deactivationConfirmation),
            },
            { path: ROUTE.deactivateSuccess, handle: handle('card'), lazy: page(deactivationSuccess) },
            { path: ROUTE.transaction, handle: handle('transaction'), lazy: page(transaction) },
            { path: ROUTE.orderPayment, handle: handle('order'), lazy: page(payment) },
            { path: ROUTE.orderSuccess, handle: handle('order'), lazy: page(orderSuccess) },
            { path: ROUTE.orderPending, handle: handle('order'), lazy: page(orderPending) },
            { path: ROUTE.orderError, handle: handle('order'), lazy: page(orderError) },
            { path: ROUTE.orderErrorWithMessage, handle: handle('order'), lazy: page(orderError) },
            { path: ROUTE.orderErrorWithCode, handle: handle('order'), lazy: page(orderError) },
            { path: ROUTE.orderCancel, handle: handle('order'), lazy: page(orderCancel) },
            { path: ROUTE.orderInvestigation, handle: handle('order'), lazy: page(orderInvestigation) },
            { path: ROUTE.orderInfoKyc, handle: handle('order'), lazy: page(orderInfoKyc) },
          ]),
        ]),
      ],
    },
  ];
}
