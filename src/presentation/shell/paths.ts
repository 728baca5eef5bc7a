import { generatePath } from 'react-router-dom';
import type { Cents } from '../../domain/money/Cents';
import type { TransactionKind } from '../../domain/transactions/transactionKind';
import type { GuardTarget } from '../../domain/registration/routeDecision';
import type { DeactivationSuccessCase } from '../../domain/cards/deactivationOutcome';
import { ROUTES } from './routeTable';

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
    `${ROUTES.home.path}${query({
      video: options.video ? 'true' : null,
      [HOME_AMOUNT_PARAM]: options.amount === undefined ? null : String(options.amount / 100),
    })}`,
  terms: () => ROUTES.terms.path,
  auth: (options: { register?: boolean; kyc?: boolean } = {}) =>
    `${ROUTES.auth.path}${query({ reg: options.register ? 'true' : null, kyc: options.kyc ? 'true' : null })}`,
  passwordResetStart: () => ROUTES.passwordResetStart.path,
  passwordResetResume: (nonce: string, email: string) =>
    generatePath(ROUTES.passwordResetResume.path, { nonce, email }),
  passwordResetSuccess: () => ROUTES.passwordResetSuccess.path,
  emailVerificationResult: (cons: string, nonce: string) =>
    `${ROUTES.emailVerificationResult.path}${query({ cons, nonce })}`,
  verifyEmail: () => ROUTES.verifyEmail.path,
  verifyMobile: () => ROUTES.verifyMobile.path,
  mobileSuccess: () => ROUTES.mobileSuccess.path,
  personalInfo: () => ROUTES.personalInfo.path,
  addressInfo: () => ROUTES.addressInfo.path,
  financialInfo: () => ROUTES.financialInfo.path,
  kyc: () => ROUTES.kyc.path,
  /** selected: the card the Cards screen showed, selected again when the upgrade is done. */
  kycUpgrade: (selected?: string | null) => `${ROUTES.kycUpgrade.path}${query({ selected })}`,
  kycUpgradeInfo: (selected?: string | null) => `${ROUTES.kycUpgradeInfo.path}${query({ selected })}`,
  /** filter and sort: the Cards screen's filter and sort bar; the defaults are left out. */
  cards: (
    options: {
      selected?: string | null;
      transactionId?: string | null;
      status?: string | null;
      filter?: string | null;
      sort?: string | null;
    } = {},
  ) => `${ROUTES.cards.path}${query(options)}`,
  buyCard: () => ROUTES.buyCard.path,
  orders: () => ROUTES.orders.path,
  transaction: (cardId: string, transactionId: string, status: TransactionKind) =>
    generatePath(ROUTES.transaction.path, { cardId, transactionId, status }),
  blockCard: (cardId: string) => generatePath(ROUTES.blockCard.path, { cardId }),
  deactivate: (cardId: string) => generatePath(ROUTES.deactivate.path, { cardId }),
  deactivateCancel: (cardId: string) => generatePath(ROUTES.deactivateCancel.path, { cardId }),
  deactivateTransfer: (cardId: string) => generatePath(ROUTES.deactivateTransfer.path, { cardId }),
  /** targetCardId is a card id or the literal new_card. */
  deactivateConfirmation: (cardId: string, targetCardId: string) =>
    generatePath(ROUTES.deactivateConfirmation.path, { cardId, targetCardId }),
  deactivateSuccess: (cardId: string, successCase: DeactivationSuccessCase, targetCardId: string) =>
    generatePath(ROUTES.deactivateSuccess.path, { cardId, successCase, targetCardId }),
  orderPayment: (orderId: string) => generatePath(ROUTES.orderPayment.path, { orderId }),
  orderSuccess: (orderId: string) => generatePath(ROUTES.orderSuccess.path, { orderId }),
  orderPending: (orderId: string) => generatePath(ROUTES.orderPending.path, { orderId }),
  orderCancel: (orderId: string) => generatePath(ROUTES.orderCancel.path, { orderId }),
  orderError: (orderId: string, errorMessage?: string) =>
    errorMessage
      ? generatePath(ROUTES.orderErrorWithMessage.path, { orderId, errorMessage })
      : generatePath(ROUTES.orderError.path, { orderId }),
  orderInvestigation: (orderId: string) => generatePath(ROUTES.orderInvestigation.path, { orderId }),
  orderInfoKyc: (orderId: string, selected?: string | null) =>
    `${generatePath(ROUTES.orderInfoKyc.path, { orderId })}${query({ selected })}`,
  unspecifiedError: () => ROUTES.unspecifiedError.path,
  notFound: () => ROUTES.notFound.path,
  sandboxOutbox: () => ROUTES.sandboxOutbox.path,
  sandboxPayment: (paymentId: string) => generatePath(ROUTES.sandboxPayment.path, { paymentId }),
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
