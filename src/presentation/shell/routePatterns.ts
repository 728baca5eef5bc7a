/**
 * Every route of SPEC section 2, as the router matches it: the one place a path is spelled. The
 * router (routes.tsx) uses these patterns and the link builders (paths.ts) fill them in.
 */
export const ROUTE_PATTERNS = {
  home: '/',
  terms: '/terms-and-conditions',
  auth: '/auth',
  twoFactor: '/2fa',
  passwordResetStart: '/consumer/set-password',
  passwordResetResume: '/consumer/set-password/:nonce/:email',
  passwordResetSuccess: '/consumer/set-password/success',
  emailVerificationResult: '/consumer/verify',
  verifyEmail: '/consumer/verification/email',
  verifyMobile: '/consumer/verification/mobile',
  mobileSuccess: '/consumer/verification/mobile-success',
  /** No screen of its own: the registration guard sends the consumer on to the first missing step. */
  register: '/consumer/register',
  personalInfo: '/consumer/register/personal-info',
  addressInfo: '/consumer/register/address-info',
  /** Decision: the spec does not show this path; it follows the other two steps. */
  financialInfo: '/consumer/register/financial-info',
  kyc: '/consumer/register/kyc',
  kycUpgrade: '/consumer/kyc/upgrade',
  kycUpgradeInfo: '/consumer/kyc/upgrade-info',
  cards: '/consumer/cards',
  buyCard: '/consumer/cards/new',
  orders: '/consumer/orders',
  transaction: '/cards/:cardId/transactions/:transactionId/:status',
  blockCard: '/cards/:cardId/block',
  deactivate: '/cards/:cardId/deactivate',
  deactivateCancel: '/cards/:cardId/deactivate/cancel',
  deactivateTransfer: '/cards/:cardId/deactivate/transfer',
  /** targetCardId is a card id or the literal new_card. */
  deactivateConfirmation: '/cards/:cardId/deactivate/:targetCardId/confirmation',
  deactivateSuccess: '/cards/:cardId/deactivate/:successCase/:targetCardId/success',
  orderPayment: '/order/:orderId/payment',
  orderSuccess: '/order/:orderId/success',
  orderPending: '/order/:orderId/pending',
  orderCancel: '/order/:orderId/cancel',
  orderError: '/order/:orderId/error',
  orderErrorWithMessage: '/order/:orderId/error/:errorMessage',
  /** The spec's alias of the error route. */
  orderErrorWithCode: '/order/:orderId/error/:errDomain/:errCode',
  orderInvestigation: '/order/:orderId/investigation',
  orderInfoKyc: '/order/:orderId/infoKYC',
  unspecifiedError: '/err/unspecified',
  notFound: '/err/not-found',
  sandboxOutbox: '/sandbox/outbox',
  sandboxPayment: '/sandbox/payment/:paymentId',
  /** Any other path: Not Found. */
  anyOther: '*',
} as const;
