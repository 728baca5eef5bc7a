import { generatePath } from 'react-router-dom';
import type { Cents } from '../../domain/money/Cents';
import type { TransactionKind } from '../../domain/transactions/transactionKind';
import type { GuardTarget } from '../../domain/registration/routeDecision';
import type { DeactivationSuccessCase } from '../../domain/cards/deactivationOutcome';
import { ROUTE_PATTERNS as ROUTE } from './routePatterns';

/**
 * The landing's query parameter naming the amount its order box opens with, in whole euros as the
 * box shows it. Decision: SPEC section 2 names only video=true for Home; the footer's popular
 * products need their amount carried to the box, and an address keeps it across a reload or a link.
 */
export const HOME_AMOUNT_PARAM = 'amount';

/** A query string of the parameters that have a value. */
const query = (params: Record<string, string | null | undefined>): string => {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};

/** The address of every route, filled in from its pattern, so no screen spells a URL by hand. */
export const paths = {
  /** `amount` (cents, whole euros) opens the order box with it (the footer's popular products). */
  home: (options: { video?: boolean; amount?: Cents } = {}) =>
    `${ROUTE.home}${query({
      video: options.video ? 'true' : null,
      [HOME_AMOUNT_PARAM]: options.amount === undefined ? null : String(options.amount / 100),
    })}`,
  terms: () => ROUTE.terms,
  auth: (options: { register?: boolean; kyc?: boolean } = {}) =>
    `${ROUTE.auth}${query({ reg: options.register ? 'true' : null, kyc: options.kyc ? 'true' : null })}`,
  twoFactor: () => ROUTE.twoFactor,
  passwordResetStart: () => ROUTE.passwordResetStart,
  passwordResetResume: (nonce: string, email: string) =>
    generatePath(ROUTE.passwordResetResume, { nonce, email }),
  passwordResetSuccess: () => ROUTE.passwordResetSuccess,
  emailVerificationResult: (cons: string, nonce: string) =>
    `${ROUTE.emailVerificationResult}${query({ cons, nonce })}`,
  verifyEmail: () => ROUTE.verifyEmail,
  verifyMobile: () => ROUTE.verifyMobile,
  mobileSuccess: () => ROUTE.mobileSuccess,
  personalInfo: () => ROUTE.personalInfo,
  addressInfo: () => ROUTE.addressInfo,
  financialInfo: () => ROUTE.financialInfo,
  kyc: () => ROUTE.kyc,
  /** selected: the card the Cards screen showed, selected again when the upgrade is done. */
  kycUpgrade: (selected?: string | null) => `${ROUTE.kycUpgrade}${query({ selected })}`,
  kycUpgradeInfo: (selected?: string | null) => `${ROUTE.kycUpgradeInfo}${query({ selected })}`,
  /** filter and sort: the Cards screen's filter and sort bar; the defaults are left out. */
  cards: (
    options: {
      selected?: string | null;
      transactionId?: string | null;
      status?: string | null;
      filter?: string | null;
      sort?: string | null;
    } = {},
  ) => `${ROUTE.cards}${query(options)}`,
  buyCard: () => ROUTE.buyCard,
  orders: () => ROUTE.orders,
  transaction: (cardId: string, transactionId: string, status: TransactionKind) =>
    generatePath(ROUTE.transaction, { cardId, transactionId, status }),
  blockCard: (cardId: string) => generatePath(ROUTE.blockCard, { cardId }),
  deactivate: (cardId: string) => generatePath(ROUTE.deactivate, { cardId }),
  deactivateCancel: (cardId: string) => generatePath(ROUTE.deactivateCancel, { cardId }),
  deactivateTransfer: (cardId: string) => generatePath(ROUTE.deactivateTransfer, { cardId }),
  /** targetCardId is a card id or the literal new_card. */
  deactivateConfirmation: (cardId: string, targetCardId: string) =>
    generatePath(ROUTE.deactivateConfirmation, { cardId, targetCardId }),
  deactivateSuccess: (cardId: string, successCase: DeactivationSuccessCase, targetCardId: string) =>
    generatePath(ROUTE.deactivateSuccess, { cardId, successCase, targetCardId }),
  orderPayment: (orderId: string) => generatePath(ROUTE.orderPayment, { orderId }),
  orderSuccess: (orderId: string) => generatePath(ROUTE.orderSuccess, { orderId }),
  orderPending: (orderId: string) => generatePath(ROUTE.orderPending, { orderId }),
  orderCancel: (orderId: string) => generatePath(ROUTE.orderCancel, { orderId }),
  orderError: (orderId: string, errorMessage?: string) =>
    errorMessage
      ? generatePath(ROUTE.orderErrorWithMessage, { orderId, errorMessage })
      : generatePath(ROUTE.orderError, { orderId }),
  orderInvestigation: (orderId: string) => generatePath(ROUTE.orderInvestigation, { orderId }),
  orderInfoKyc: (orderId: string, selected?: string | null) =>
    `${generatePath(ROUTE.orderInfoKyc, { orderId })}${query({ selected })}`,
  unspecifiedError: () => ROUTE.unspecifiedError,
  notFound: () => ROUTE.notFound,
  sandboxOutbox: () => ROUTE.sandboxOutbox,
  sandboxPayment: (paymentId: string) => generatePath(ROUTE.sandboxPayment, { paymentId }),
} as const;

/** Where the guard's decision sends the visitor. */
export function guardTargetPath(target: GuardTarget): string {
  switch (target) {
    case 'auth':
      return paths.auth();
    case 'authKyc':
      return paths.auth({ kyc: true });
    case 'verifyEmail':
      return paths.verifyEmail();
    case 'verifyMobile':
      return paths.verifyMobile();
    case 'personalInfo':
      return paths.personalInfo();
    case 'addressInfo':
      return paths.addressInfo();
    case 'financialInfo':
      return paths.financialInfo();
    case 'kyc':
      return paths.kyc();
    case 'cards':
      return paths.cards();
  }
}
