import type { TransactionKind } from '../../domain/transactions/transactionKind';
import type { GuardTarget } from '../../domain/registration/routeDecision';
import type { DeactivationSuccessCase } from '../../domain/cards/deactivationOutcome';

/** Every route of SPEC section 2, built in one place so no screen spells a URL by hand. */
const query = (params: Record<string, string | null | undefined>): string => {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};
const seg = encodeURIComponent;

export const paths = {
  home: (options: { video?: boolean } = {}) => `/${query({ video: options.video ? 'true' : null })}`,
  terms: () => '/terms-and-conditions',
  auth: (options: { register?: boolean; kyc?: boolean } = {}) =>
    `/auth${query({ reg: options.register ? 'true' : null, kyc: options.kyc ? 'true' : null })}`,
  twoFactor: () => '/2fa',
  passwordResetStart: () => '/consumer/set-password',
  passwordResetResume: (nonce: string, email: string) => `/consumer/set-password/${seg(nonce)}/${seg(email)}`,
  passwordResetSuccess: () => '/consumer/set-password/success',
  emailVerificationResult: (cons: string, nonce: string) => `/consumer/verify${query({ cons, nonce })}`,
  verifyEmail: () => '/consumer/verification/email',
  verifyMobile: () => '/consumer/verification/mobile',
  mobileSuccess: () => '/consumer/verification/mobile-success',
  personalInfo: () => '/consumer/register/personal-info',
  addressInfo: () => '/consumer/register/address-info',
  /** Decision: the spec does not show this path; it follows the other two steps. */
  financialInfo: () => '/consumer/register/financial-info',
  kyc: () => '/consumer/register/kyc',
  kycUpgrade: () => '/consumer/kyc/upgrade',
  kycUpgradeInfo: (selected?: string | null) => `/consumer/kyc/upgrade-info${query({ selected })}`,
  cards: (
    options: { selected?: string | null; transactionId?: string | null; status?: string | null } = {},
  ) => `/consumer/cards${query(options)}`,
  buyCard: () => '/consumer/cards/new',
  orders: () => '/consumer/orders',
  transaction: (cardId: string, transactionId: string, status: TransactionKind) =>
    `/cards/${seg(cardId)}/transactions/${seg(transactionId)}/${status}`,
  blockCard: (cardId: string) => `/cards/${seg(cardId)}/block`,
  deactivate: (cardId: string) => `/cards/${seg(cardId)}/deactivate`,
  deactivateCancel: (cardId: string) => `/cards/${seg(cardId)}/deactivate/cancel`,
  deactivateTransfer: (cardId: string) => `/cards/${seg(cardId)}/deactivate/transfer`,
  /** targetCardId is a card id or the literal new_card. */
  deactivateConfirmation: (cardId: string, targetCardId: string) =>
    `/cards/${seg(cardId)}/deactivate/${seg(targetCardId)}/confirmation`,
  deactivateSuccess: (cardId: string, successCase: DeactivationSuccessCase, targetCardId: string) =>
    `/cards/${seg(cardId)}/deactivate/${successCase}/${seg(targetCardId)}/success`,
  orderPayment: (orderId: string) => `/order/${seg(orderId)}/payment`,
  orderSuccess: (orderId: string) => `/order/${seg(orderId)}/success`,
  orderPending: (orderId: string) => `/order/${seg(orderId)}/pending`,
  orderCancel: (orderId: string) => `/order/${seg(orderId)}/cancel`,
  orderError: (orderId: string, errorMessage?: string) =>
    `/order/${seg(orderId)}/error${errorMessage ? `/${seg(errorMessage)}` : ''}`,
  orderInvestigation: (orderId: string) => `/order/${seg(orderId)}/investigation`,
  orderInfoKyc: (orderId: string, selected?: string | null) =>
    `/order/${seg(orderId)}/infoKYC${query({ selected })}`,
  unspecifiedError: () => '/err/unspecified',
  notFound: () => '/err/not-found',
  sandboxOutbox: () => '/sandbox/outbox',
  sandboxPayment: (paymentId: string) => `/sandbox/payment/${seg(paymentId)}`,
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
