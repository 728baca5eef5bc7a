import type { ServiceIdentifier } from 'inversify';
import type { ComponentType } from 'react';
import { matchRoutes, type PathParam } from 'react-router-dom';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import type { RouteFamily } from '../../domain/registration/routeDecision';
import type { TextPart } from '../i18n/textParts';
import type { PageType } from './analytics';
import {
  addressedPage,
  hostedPage,
  leavePage,
  pageAt,
  type Address,
  type PageAt,
  type PagePresenter,
  type PageView,
} from './PageHost';

/** A page's modules: a chunk's `import()`, named after its family (`webpackChunkName`). */
type Lazy<T> = () => Promise<T>;

/** A page entered outside the browser (the feature tasks): its presenter, and how it is left. */
export interface EnteredPage {
  presenter: object;
  leave(): void;
}

/** One row of the route table, as the router, the path builders and the feature tasks read it. */
export interface Page<Path extends string = string, Kind extends string = string> {
  /** The pattern the router matches (SPEC section 2). */
  readonly path: Path;
  /** Centred unless said. */
  readonly layout?: 'fullWidth' | 'centred';
  /** The guard family (src/domain/registration/routeDecision.ts), with its step for a registration step. */
  readonly guard: RouteFamily;
  readonly step?: RegistrationStep;
  /** The page's chunk (webpackChunkName) and the texts it downloads with it (i18n/textParts.ts). */
  readonly family: TextPart;
  /** What the shell's header, menus and layouts see (pageKind.ts). */
  readonly kind: Kind;
  /** The analytics page type pushed on entering it (SPEC section 2), if any. */
  readonly pageType?: PageType;
  /** With the HTTP backend its path is not found. */
  readonly sandboxOnly?: true;
  /** The component the router shows, its modules downloaded; none for a path the guard only redirects. */
  readonly load?: () => Promise<ComponentType>;
  /** Enters the page's presenter outside the browser, as the router would; none for a page without one. */
  readonly enter?: (
    container: { get<T>(id: ServiceIdentifier<T>): T },
    address: Address,
  ) => Promise<EnteredPage>;
}

/** A row as written: a page but for what the helpers below make of it. */
type Row<Path extends string, Kind extends string> = Omit<Page<Path, Kind>, 'load' | 'enter'>;

/** A page whose view needs no presenter from the router; without a view, a path the guard only redirects. */
function page<Path extends string, Kind extends string>(
  row: Row<Path, Kind> & { view?: Lazy<{ default: ComponentType<{ at: PageAt<PathParam<Path>> }> }> },
): Page<Path, Kind> {
  const { view, ...rest } = row;
  return view === undefined ? rest : { ...rest, load: async () => addressedPage((await view()).default) };
}

/** A page presenter's module: the presenter is its one export named `…Presenter`, its class's name. */
type PresenterModule<T> = Readonly<Record<`${string}Presenter`, ServiceIdentifier<T>>>;

export async function presenterIn<T>(module: Lazy<PresenterModule<T>>): Promise<ServiceIdentifier<T>> {
  const [presenter, ...others] = Object.entries(await module()).filter(([key]) => key.endsWith('Presenter'));
  if (presenter === undefined || others.length > 0)
    throw new Error(`a page presenter's module exports one …Presenter: ${presenter?.[0]}`);
  return presenter[1];
}

/**
 * A page whose presenter the router enters with the address and leaves, handing it to the view
 * (`query`: the query parameters it is entered with; the others are the view's, such as a filter).
 */
function presentedPage<
  Path extends string,
  Kind extends string,
  Q extends string,
  T extends PagePresenter<PathParam<Path>, Q, G>,
  G = never,
>(
  row: Row<Path, Kind> & {
    query?: readonly Q[];
    given?: G;
    entersAfterPaint?: boolean;
    presenter: Lazy<PresenterModule<T>>;
    view: Lazy<{ default: PageView<T> }>;
  },
): Page<Path, Kind> {
  const { view, presenter, query = [], given, entersAfterPaint, ...rest } = row;
  return {
    ...rest,
    load: async () => {
      const [id, { default: component }] = await Promise.all([presenterIn(presenter), view()]);
      return hostedPage(id, component, { query, given, entersAfterPaint });
    },
    enter: async (container, address) => {
      const entered = container.get(await presenterIn(presenter));
      await entered.enter?.(pageAt(address, query, given));
      return { presenter: entered, leave: () => leavePage(entered) };
    },
  };
}

/*
 * What the pages of a family behind one guard share: rows spread them, and name the rest. The password
 * reset pages are a family apart from Authorization, whose first visit then downloads its own tabs only.
 */
const PASSWORD_RESET = { guard: 'public', family: 'passwordReset', kind: 'passwordReset' } as const;
const ERROR_PAGE = { guard: 'public', family: 'errors', kind: 'error' } as const;
const VERIFICATION = { guard: 'verification', family: 'verification', kind: 'verification' } as const;
const REGISTRATION = { guard: 'registration', family: 'registration', kind: 'registration' } as const;
const KYC_UPGRADE = { guard: 'kycUpgrade', family: 'kyc', kind: 'kycUpgrade' } as const;
const DEACTIVATION = {
  guard: 'protected',
  family: 'deactivation',
  kind: 'card',
  pageType: 'account',
} as const;
/** The payment page and the result pages: families apart from the orders list, each downloading only its own. */
const ORDER = { guard: 'protected', family: 'orderPayment', kind: 'order' } as const;
const ORDER_RESULT = { ...ORDER, family: 'orderResults', pageType: 'account' } as const;
const CARD_PAGE = { guard: 'protected', family: 'cards', pageType: 'account' } as const;
/** The pages the Cards screen leads to: a family apart, so the screen's first visit does not download them. */
const FROM_CARDS = { ...CARD_PAGE, family: 'cardPages' } as const;

/** What a page shown at several addresses is at each: its presenter and its view. */
const KYC_SCREEN = {
  presenter: () => import(/* webpackChunkName: "kyc" */ '../kyc/KycPresenter'),
  view: () => import(/* webpackChunkName: "kyc" */ '../kyc/KycPage'),
};
/** The Cancel page is the confirmation of just cancelling. */
const DEACTIVATION_CONFIRMATION = {
  ...DEACTIVATION,
  presenter: () =>
    import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationConfirmationPresenter'),
  view: () =>
    import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationConfirmationPage'),
};
const ORDER_ERROR = {
  ...ORDER_RESULT,
  presenter: () => import(/* webpackChunkName: "orderResults" */ '../orders/results/OrderErrorPresenter'),
  view: () => import(/* webpackChunkName: "orderResults" */ '../orders/results/OrderErrorPage'),
};

/**
 * Every route of SPEC section 2, a row per page: the router (routes.tsx), the path builders (paths.ts),
 * the page kinds and the feature tasks' navigation are made from it. Each page's modules are its
 * family's chunk (textParts.test.ts checks). /2fa has no row: it is "not shown" (the one-time-code
 * modal does its job) and falls to Not Found. Adding a page: docs/presentation.md, "Add a page".
 */
export const ROUTES = {
  home: page({
    path: '/',
    layout: 'fullWidth',
    guard: 'public',
    family: 'landing',
    kind: 'home',
    pageType: 'homepage',
    view: () => import(/* webpackChunkName: "landing" */ '../landing/LandingPage'),
  }),
  terms: page({
    path: '/terms-and-conditions',
    layout: 'fullWidth',
    guard: 'public',
    family: 'terms',
    kind: 'terms',
    view: () => import(/* webpackChunkName: "terms" */ '../terms/TermsPage'),
  }),
  auth: presentedPage({
    path: '/auth',
    guard: 'auth',
    family: 'auth',
    kind: 'auth',
    pageType: 'account',
    query: ['reg', 'kyc'],
    presenter: () => import(/* webpackChunkName: "auth" */ '../auth/AuthorizationPresenter'),
    view: () => import(/* webpackChunkName: "auth" */ '../auth/AuthorizationPage'),
  }),
  passwordResetStart: presentedPage({
    ...PASSWORD_RESET,
    path: '/consumer/set-password',
    presenter: () => import(/* webpackChunkName: "passwordReset" */ '../auth/PasswordResetStartPresenter'),
    view: () => import(/* webpackChunkName: "passwordReset" */ '../auth/PasswordResetStartPage'),
  }),
  passwordResetSuccess: page({
    ...PASSWORD_RESET,
    path: '/consumer/set-password/success',
    view: () => import(/* webpackChunkName: "passwordReset" */ '../auth/PasswordResetSuccessPage'),
  }),
  passwordResetResume: presentedPage({
    ...PASSWORD_RESET,
    path: '/consumer/set-password/:nonce/:email',
    presenter: () => import(/* webpackChunkName: "passwordReset" */ '../auth/PasswordResetResumePresenter'),
    view: () => import(/* webpackChunkName: "passwordReset" */ '../auth/PasswordResetResumePage'),
  }),
  emailVerificationResult: presentedPage({
    path: '/consumer/verify',
    guard: 'public',
    family: 'verification',
    kind: 'emailVerificationResult',
    query: ['cons', 'nonce'],
    presenter: () =>
      import(/* webpackChunkName: "verification" */ '../verification/EmailVerificationResultPresenter'),
    view: () => import(/* webpackChunkName: "verification" */ '../verification/EmailVerificationResultPage'),
  }),
  unspecifiedError: page({
    ...ERROR_PAGE,
    path: '/err/unspecified',
    view: () => import(/* webpackChunkName: "errors" */ '../errors/UnspecifiedErrorPage'),
  }),
  notFound: page({
    ...ERROR_PAGE,
    path: '/err/not-found',
    view: () => import(/* webpackChunkName: "errors" */ '../errors/NotFoundPage'),
  }),
  sandboxOutbox: presentedPage({
    path: '/sandbox/outbox',
    guard: 'public',
    family: 'sandbox',
    kind: 'outbox',
    sandboxOnly: true,
    presenter: () => import(/* webpackChunkName: "sandbox" */ '../sandbox/OutboxPresenter'),
    view: () => import(/* webpackChunkName: "sandbox" */ '../sandbox/OutboxPage'),
  }),
  sandboxPayment: presentedPage({
    path: '/sandbox/payment/:paymentId',
    guard: 'public',
    family: 'sandbox',
    kind: 'sandboxPayment',
    presenter: () => import(/* webpackChunkName: "sandbox" */ '../sandbox/payment/SandboxPaymentPresenter'),
    view: () => import(/* webpackChunkName: "sandbox" */ '../sandbox/SandboxPaymentPage'),
  }),
  /** Any other path: Not Found. */
  anyOther: page({
    ...ERROR_PAGE,
    path: '*',
    view: () => import(/* webpackChunkName: "errors" */ '../errors/NotFoundPage'),
  }),
  verifyEmail: presentedPage({
    ...VERIFICATION,
    path: '/consumer/verification/email',
    pageType: 'email_validate',
    presenter: () => import(/* webpackChunkName: "verification" */ '../verification/VerifyEmailPresenter'),
    view: () => import(/* webpackChunkName: "verification" */ '../verification/VerifyEmailPage'),
  }),
  verifyMobile: presentedPage({
    ...VERIFICATION,
    path: '/consumer/verification/mobile',
    presenter: () => import(/* webpackChunkName: "verification" */ '../verification/VerifyMobilePresenter'),
    view: () => import(/* webpackChunkName: "verification" */ '../verification/VerifyMobilePage'),
  }),
  mobileSuccess: page({
    ...VERIFICATION,
    path: '/consumer/verification/mobile-success',
    view: () => import(/* webpackChunkName: "verification" */ '../verification/MobileSuccessPage'),
  }),
  // Each registration step is guarded with its own step: no step beyond the first missing one.
  personalInfo: presentedPage({
    ...REGISTRATION,
    path: '/consumer/register/personal-info',
    step: 'personalInfo',
    presenter: () => import(/* webpackChunkName: "registration" */ '../registration/PersonalInfoPresenter'),
    view: () => import(/* webpackChunkName: "registration" */ '../registration/PersonalInfoPage'),
  }),
  addressInfo: presentedPage({
    ...REGISTRATION,
    path: '/consumer/register/address-info',
    step: 'addressInfo',
    presenter: () => import(/* webpackChunkName: "registration" */ '../registration/AddressInfoPresenter'),
    view: () => import(/* webpackChunkName: "registration" */ '../registration/AddressInfoPage'),
  }),
  /** Decision: the spec does not show this path; it follows the other two steps. */
  financialInfo: presentedPage({
    ...REGISTRATION,
    path: '/consumer/register/financial-info',
    step: 'financialInfo',
    presenter: () => import(/* webpackChunkName: "registration" */ '../registration/FinancialInfoPresenter'),
    view: () => import(/* webpackChunkName: "registration" */ '../registration/FinancialInfoPage'),
  }),
  kyc: presentedPage({
    path: '/consumer/register/kyc',
    guard: 'registration',
    step: 'kyc',
    family: 'kyc',
    kind: 'kyc',
    given: 'KYC_LEVEL_1',
    ...KYC_SCREEN,
  }),
  /** No screen of its own: the registration guard sends the consumer on to the first missing step. */
  register: page({
    ...REGISTRATION,
    path: '/consumer/register',
  }),
  kycUpgrade: presentedPage({
    ...KYC_UPGRADE,
    path: '/consumer/kyc/upgrade',
    query: ['selected'],
    given: 'KYC_LEVEL_2',
    ...KYC_SCREEN,
  }),
  kycUpgradeInfo: page({
    ...KYC_UPGRADE,
    path: '/consumer/kyc/upgrade-info',
    view: () => import(/* webpackChunkName: "kyc" */ '../kyc/KycUpgradeInfoPage'),
  }),
  cards: presentedPage({
    path: '/consumer/cards',
    ...CARD_PAGE,
    kind: 'cards',
    // The fee call brings the notices below the card: the card and its balance paint first.
    entersAfterPaint: true,
    presenter: () => import(/* webpackChunkName: "cards" */ '../cards/CardsPresenter'),
    view: () => import(/* webpackChunkName: "cards" */ '../cards/CardsPage'),
  }),
  buyCard: presentedPage({
    path: '/consumer/cards/new',
    ...FROM_CARDS,
    // Apart from the other pages Cards leads to: only it draws the order box (its slider, form and field).
    family: 'buyCard',
    kind: 'buyCard',
    query: ['selected'],
    presenter: () => import(/* webpackChunkName: "buyCard" */ '../cards/BuyCardPresenter'),
    view: () => import(/* webpackChunkName: "buyCard" */ '../cards/BuyCardPage'),
  }),
  orders: presentedPage({
    path: '/consumer/orders',
    guard: 'protected',
    family: 'orders',
    kind: 'orders',
    pageType: 'account',
    presenter: () => import(/* webpackChunkName: "orders" */ '../orders/OrdersPresenter'),
    view: () => import(/* webpackChunkName: "orders" */ '../orders/OrdersPage'),
  }),
  blockCard: presentedPage({
    path: '/cards/:cardId/block',
    ...FROM_CARDS,
    kind: 'card',
    presenter: () => import(/* webpackChunkName: "cardPages" */ '../cards/BlockCardPresenter'),
    view: () => import(/* webpackChunkName: "cardPages" */ '../cards/BlockCardPage'),
  }),
  deactivate: presentedPage({
    ...DEACTIVATION,
    path: '/cards/:cardId/deactivate',
    presenter: () =>
      import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationChoicePresenter'),
    view: () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationChoicePage'),
  }),
  deactivateCancel: presentedPage({
    ...DEACTIVATION_CONFIRMATION,
    path: '/cards/:cardId/deactivate/cancel',
    given: 'just_cancel',
  }),
  deactivateTransfer: presentedPage({
    ...DEACTIVATION,
    path: '/cards/:cardId/deactivate/transfer',
    presenter: () =>
      import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/TransferTargetPresenter'),
    view: () => import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/TransferTargetPage'),
  }),
  /** targetCardId is a card id or the literal new_card. */
  deactivateConfirmation: presentedPage({
    ...DEACTIVATION_CONFIRMATION,
    path: '/cards/:cardId/deactivate/:targetCardId/confirmation',
  }),
  deactivateSuccess: presentedPage({
    ...DEACTIVATION,
    path: '/cards/:cardId/deactivate/:successCase/:targetCardId/success',
    presenter: () =>
      import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationSuccessPresenter'),
    view: () =>
      import(/* webpackChunkName: "deactivation" */ '../cards/deactivation/DeactivationSuccessPage'),
  }),
  transaction: presentedPage({
    path: '/cards/:cardId/transactions/:transactionId/:status',
    ...FROM_CARDS,
    kind: 'transaction',
    presenter: () =>
      import(/* webpackChunkName: "cardPages" */ '../cards/transactions/TransactionDetailPresenter'),
    view: () => import(/* webpackChunkName: "cardPages" */ '../cards/transactions/TransactionDetailPage'),
  }),
  orderPayment: presentedPage({
    ...ORDER,
    path: '/order/:orderId/payment',
    presenter: () => import(/* webpackChunkName: "orderPayment" */ '../orders/payment/PaymentPresenter'),
    view: () => import(/* webpackChunkName: "orderPayment" */ '../orders/payment/PaymentPage'),
  }),
  orderSuccess: presentedPage({
    ...ORDER_RESULT,
    path: '/order/:orderId/success',
    presenter: () => import(/* webpackChunkName: "orderResults" */ '../orders/results/OrderSuccessPresenter'),
    view: () => import(/* webpackChunkName: "orderResults" */ '../orders/results/OrderSuccessPage'),
  }),
  orderPending: presentedPage({
    ...ORDER_RESULT,
    path: '/order/:orderId/pending',
    presenter: () => import(/* webpackChunkName: "orderResults" */ '../orders/results/OrderPendingPresenter'),
    view: () => import(/* webpackChunkName: "orderResults" */ '../orders/results/OrderPendingPage'),
  }),
  orderError: presentedPage({
    ...ORDER_ERROR,
    path: '/order/:orderId/error',
  }),
  orderErrorWithMessage: presentedPage({
    ...ORDER_ERROR,
    path: '/order/:orderId/error/:errorMessage',
  }),
  /** The spec's alias of the error route. */
  orderErrorWithCode: presentedPage({
    ...ORDER_ERROR,
    path: '/order/:orderId/error/:errDomain/:errCode',
  }),
  orderCancel: presentedPage({
    ...ORDER_RESULT,
    path: '/order/:orderId/cancel',
    presenter: () => import(/* webpackChunkName: "orderResults" */ '../orders/results/OrderCancelPresenter'),
    view: () => import(/* webpackChunkName: "orderResults" */ '../orders/results/OrderCancelPage'),
  }),
  orderInvestigation: page({
    ...ORDER_RESULT,
    path: '/order/:orderId/investigation',
    view: () => import(/* webpackChunkName: "orderResults" */ '../orders/results/OrderInvestigationPage'),
  }),
  orderInfoKyc: page({
    ...ORDER_RESULT,
    path: '/order/:orderId/infoKYC',
    view: () => import(/* webpackChunkName: "orderResults" */ '../orders/results/OrderInfoKycPage'),
  }),
} as const;

export type RouteName = keyof typeof ROUTES;

/**
 * The row whose page shows at `pathname`, matched as the router matches a path; none for Not Found or a
 * path the guard only redirects. The app's start downloads its modules early (prepareApp.ts).
 */
export function pageShownAt(pathname: string): Page | undefined {
  const pages: Page[] = Object.values(ROUTES);
  const [match] =
    matchRoutes(
      pages.map(({ path }) => ({ path })),
      pathname,
    ) ?? [];
  return pages.find((page) => page.path === match?.route.path && page.load !== undefined);
}

/** What kind of page a route shows, as the shell's layouts and menus tell pages apart: the rows' kinds. */
export type PageKind = (typeof ROUTES)[RouteName]['kind'];
