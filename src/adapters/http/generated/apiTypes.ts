// Generated from docs/openapi.yaml by `npm run generate:api`: do not edit.
export interface paths {
  '/api/consumer/register': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a consumer
     * @description Opens an account and its first session; the verification e-mail goes at once. Never carries the
     *     bearer header. The e-mail address must meet the pattern of the shop's forms (SPEC section 5: no
     *     quoted local part, display name or IP address), here as at a contact change, sign-in and password
     *     reset. Refusals: 400 `invalidFields` (a form rule's key per field: `email`, `number`, `password`
     *     …), 409 `emailTaken` (with the field error `auth.errors.email.taken`), 429 past 50 registrations
     *     an hour from one address.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Read the signed-in consumer
     * @description The consumer and the session's token. **Decided:** SPEC section 7 says the profile fetch is a
     *     store action; this is its call.
     */
    get: operations['fetchConsumer'];
    /**
     * Save one registration step of the profile
     * @description **Decided:** SPEC section 7 calls it "Update consumer (PUT, path not shown)"; the path is the
     *     consumer's own. The body is one of the three steps, told apart by its first field: `name`
     *     (personal), `addressLine1` (address), otherwise financial. Refusals: 400 `invalidFields` (the
     *     form rules' keys), 409 `identityLocked` (name, surname, date of birth or nationality changed after
     *     an approved identity check).
     */
    put: operations['updateProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/update': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the e-mail address or the mobile number
     * @description A new e-mail, or a new country code and number. **Decided:** a change takes `code`, a one-time
     *     code the session asked for (`POST /api/consumer/otp/request`) less than 10 minutes before, used
     *     once: without it 409 `freshCodeRequired`, a wrong or stale one 400 `otpInvalid` (counted towards
     *     the wrong-code lock). Only the registration's own contact, never verified and never changed,
     *     changes once without it, and only while no other change is pending: once a contact has been
     *     replaced, changing it again (from any session) or changing the other needs the code until the new
     *     one is verified. A new e-mail is sent its verification link at once. Refusals: 400
     *     `invalidFields` or `otpInvalid`, 409 `emailTaken` or `freshCodeRequired`, 429 past 10 changes
     *     per consumer in 15 minutes or after too many wrong codes.
     */
    post: operations['updateContact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/verify-email/send-email': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Send the e-mail verification link
     * @description Sends the link to the consumer's address. Within 60 seconds of the last one: 400 `tooEarly` with
     *     `timeLeftForRetry`. **Decided:** SPEC section 7's `error` field is the 4xx refusal.
     */
    get: operations['sendVerificationEmail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/verify-email/check-code': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check an e-mail verification link
     * @description The link's consumer id (`cons`) and `nonce`. Public: the link may be opened in a browser with no
     *     session (the bearer header goes along when the shop holds a token). A link unknown, older than 24
     *     hours or sent to an address since changed answers `verified: false`.
     */
    post: operations['checkEmailCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/otp-device/add': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Text the mobile verification code
     * @description Texts a code to the consumer's mobile number. Within 60 seconds of the last one: 400 `tooEarly`
     *     with `timeLeftForRetry`.
     */
    get: operations['addMobileDevice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/otp-device/verify': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify the mobile number with its code
     * @description A wrong code answers `verified: false`; too many wrong codes 429 `tooManyWrongCodes`.
     */
    post: operations['verifyMobileDevice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/lost-password/start': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a password reset link
     * @description Public. Answers the same for an address no account uses, so nobody learns which addresses
     *     exist. Within 60 seconds of the last link: 400 `tooEarly` with `timeLeftForRetry`.
     */
    post: operations['startPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/lost-password/resume': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password from a reset link
     * @description Public. `newPassword` is a secure-input token, never the password itself. Refusals: 400
     *     `resetLinkInvalid` (a link never sent, used or expired), 400 `invalidFields` (the password rules'
     *     keys on `passwordToken`). **Decided:** SPEC section 7 shows no answer; it is an empty object.
     */
    post: operations['resumePasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/login': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password
     * @description Right credentials answer a login token that opens only the one-time-code calls and sign-out, and
     *     text the one-time code at once; the consumer comes with the verified code. Never carries the
     *     bearer header. Wrong credentials: 400 `invalidCredentials`, without saying which one was wrong.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/otp/request': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Text a new one-time code
     * @description Takes a login token or a session's. **Decided:** SPEC section 7 shows neither payload nor answer;
     *     there is no body and the answer is an empty object. Within 60 seconds of the last code: 400
     *     `tooEarly`.
     */
    post: operations['requestOneTimeCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/otp/verify': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete the sign-in with the one-time code
     * @description **Decided:** SPEC section 7 shows no answer; it is the consumer and the session's token. A wrong
     *     code: 400 `otpInvalid`; a code spent by too many wrong tries: 400 `otpSpent`; too many wrong
     *     codes for the consumer: 429 `tooManyWrongCodes`.
     */
    post: operations['verifyOneTimeCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/token': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Sign out
     * @description Ends the session (or the login waiting for its code). **Decided:** SPEC section 7 shows no
     *     answer; it is an empty object.
     */
    delete: operations['logout'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/kyc': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Start the identity check
     * @description Starts (or resumes) a check; the reference authorises the identity-check provider's hosted
     *     widget. **Decided:** SPEC section 7 calls it "KYC initiation (path not shown)"; this path is the
     *     one SPEC section 7 lists with the answer `data`. Refusals: 400 `kycCheckClosed`.
     */
    get: operations['initiateKyc'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/kyc-status': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Read the identity check's status for a level
     * @description Approved once the level is reached; the consumer comes with an approval only.
     */
    get: operations['kycStatus'];
    /** Read the consumer as the latest check left them */
    put: operations['refreshKycStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/simulate-kyc': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Approve the identity check without the widget (Simulate Success)
     * @description The sandbox's Simulate Success (SPEC section 7 lists the call; only a sandbox issuer offers it):
     *     level 1 gives KYC level 1, level 2 makes the consumer fully known. A server whose sandbox tools
     *     are off refuses it with 403 `sandboxToolsDisabled`.
     */
    get: operations['simulateKyc'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/declined-kyc-transactions': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * List the payments declined for want of a full identity check
     * @description Asked only while the consumer is not fully known (SPEC section 7).
     */
    get: operations['declinedKycTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consumer/orders': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * List the consumer's orders
     * @description **Decided:** SPEC section 7 says "Orders list path: not shown"; this path is the one its call
     *     table lists. At most 10 lists a minute per consumer, whichever of their sessions asks: then 429
     *     `tooManyRequests`, after a one-second pause.
     */
    get: operations['listOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/create': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Order a card
     * @description The card value in **whole euros** (SPEC section 7: "amount (euro)"), the one place besides the
     *     amount change where money is not in cents. Refusals: 400 `invalidFields` (`cards.order.integer`,
     *     the minimum and maximum, the identity level's limits), 400 `registrationIncomplete`, 409
     *     `tooManyUnpaidOrders` when the consumer already holds 10 orders awaiting payment.
     */
    post: operations['createOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    /** Read an order */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}/amount': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Change an unpaid order's card value
     * @description The new card value in **whole euros**, as at creation. **Decided:** SPEC section 7 shows the
     *     payload as "amount" without its unit; it is the create call's. Refusals: 400 `invalidFields`, 400
     *     when the order may no longer change (`orderPaid`, `orderBlocked`, `orderSuspicious`,
     *     `orderCancelled`, `paymentPending`, `orderPartiallyPaid`), 409 `paymentOpen`.
     */
    put: operations['changeOrderAmount'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}/discount': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply a promo code
     * @description Refusals: 400 `promoInvalid` (unknown or already used), the order-state refusals of the amount
     *     change, 409 `paymentOpen`; 429 past the failed-promo-code limit.
     */
    post: operations['applyDiscount'];
    /**
     * Remove a promo code
     * @description The code to remove travels in the body (SPEC section 7). Refusals: 400 `promoNotApplied`, the
     *     order-state refusals of the amount change, 409 `paymentOpen`.
     */
    delete: operations['removeDiscount'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}/payment-methods': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    /** List the ways to pay an order */
    get: operations['paymentMethods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}/payment': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start paying an order
     * @description Opens a payment at the provider for the order's amount at this moment and answers the provider's
     *     page. **Decided:** the call carries an `Idempotency-Key` (400 `idempotencyKeyMissing` without
     *     one); a replay with the same key answers the first answer, the same key for another request is
     *     409 `idempotencyKeyReused`. Keys are each consumer's own (another consumer's same key is another
     *     request), kept 24 hours or while their payment is open. A consumer has at most 5 payments open
     *     at the provider (a new one on another order: 409 `tooManyOpenPayments`; paying an order again
     *     replaces its own open payment) and starts at most 50 payments in 24 hours (409
     *     `tooManyPaymentAttempts`). If the order asks for another amount when the money arrives, the
     *     payment fails (no card) and `GET /api/order/{orderId}/error` says why. Refusals: 400
     *     `unknownPaymentMethod`, `orderPaid`, `orderBlocked`, `orderSuspicious`, `orderCancelled`,
     *     `paymentPending`.
     */
    post: operations['startPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}/process': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    /**
     * Read an order while its payment is processed
     * @description Settles a pending payment whose time has come, then answers the order.
     */
    get: operations['processOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}/cards': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    /** List the cards an order issued */
    get: operations['orderCards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}/error': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    /**
     * Read why an order's payment failed
     * @description **Decided:** SPEC section 7 shows no answer; it is `errorMessage`, an English sentence (null when
     *     nothing failed).
     */
    get: operations['orderError'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}/success': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    /** Read a paid order for its success page */
    get: operations['orderSuccess'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}/pending': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Tell the issuer the shop shows the order as pending
     * @description **Decided:** SPEC section 7 shows no answer; it is an empty object. A pending payment settles
     *     once this notice is posted (or 30 seconds after the provider left it pending).
     */
    post: operations['notifyPending'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/order/{orderId}/cancel': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an unpaid order
     * @description **Decided:** SPEC section 7 shows no answer; it is an empty object. A paid order: 409 `orderPaid`.
     */
    post: operations['cancelOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card/inactivity-fee-data': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * List the inactivity-fee notices of the consumer's cards
     * @description One entry per card with a notice, by card id; the shop merges them into the cards.
     */
    get: operations['inactivityFeeData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card/{cardId}': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    /** Read a card */
    get: operations['getCard'];
    put?: never;
    post?: never;
    /**
     * Deactivate a card
     * @description `just_cancel` cancels it, `transfer` moves its balance (less the fee) to `transferTo`, `new_card`
     *     moves it to a new card. **Decided:** SPEC section 7 also names a "Deactivate (store action, path
     *     not shown)" with `cardIdToTransferTo`; it is this call, the target travelling as `transferTo`.
     *     Refusals: 400 `optionNotAvailable`, `invalidTransferTarget`, `cardCancelled`, `cardBlocked`.
     */
    delete: operations['deactivateCard'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card/{cardId}/block': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Block a card
     * @description Refusals: 400 `cardAlreadyBlocked`, `cardCancelled`.
     */
    post: operations['blockCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card/{cardId}/unblock': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unblock a card
     * @description Refusals: 400 `cardNotBlocked`, `cardCancelled`.
     */
    post: operations['unblockCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card/{cardId}/activate': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate an inactive card
     * @description **Decided:** SPEC section 7 has no call to activate a card, yet its terms say a card issued inactive is activated online, in the account. It answers like unblock: the consumer, whose card is then `ACTIVE`. Refusals: 400 `cardAlreadyActive`, `cardBlocked` (unblock it first), `cardCancelled`; 403 for another consumer's card.
     */
    post: operations['activateCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card/{cardId}/transactions': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    /** List a card's transactions */
    get: operations['cardTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card/{cardId}/settlement': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    /**
     * Read a settled transaction
     * @description For a transaction whose status is `isSettled` (SPEC section 7); other statuses use the authorisation.
     */
    get: operations['settlement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card/{cardId}/authorisation': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    /**
     * Read a transaction that is not settled
     * @description For a transaction declined, not settled or blocked (SPEC section 7).
     */
    get: operations['authorisation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/graphql': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run a GraphQL query (the store's news)
     * @description A GraphQL endpoint over HTTP POST, public. Its schema has one query, the news of SPEC section 7:
     *
     *     ```graphql
     *     type NewsPost { title: String!  description: String!  url: String!  date: String! } # date YYYY-MM-DD
     *     type Query { news(merchant: String!, limit: Int!): [NewsPost!]! } # merchant shop_en or shop_fr
     *     ```
     *
     *     The shop asks `query News($merchant: String!, $limit: Int!) { news(merchant: $merchant, limit:
     *     $limit) { title description url date } }` with its language's store (`shop_en`, `shop_fr`) and
     *     a limit of 3, and reads the answer as `NewsQueryResult`. A query that fails (syntax, unknown
     *     field, wrong variables, an unknown merchant) is 400 `invalidQuery` with GraphQL's `errors`. Before
     *     any work grows with what is sent: more than 30 queries a minute from one client address are 429
     *     `tooManyRequests` (after a one-second pause, before the body is read); a body over 8 kB is 400
     *     `bodyTooLarge` unread; a query over 1024 bytes is 400 `invalidQuery` unparsed, and so is one
     *     of more than 200 tokens, more than 5 levels deep, or writing or selecting more than 20 fields
     *     (aliases and fragment definitions included), before it runs. GraphQL's own validation stops at
     *     10 errors. **Decided:** SPEC section 7 names the query only; the path, the limits and the 400
     *     are this server's.
     */
    post: operations['graphql'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox-api/vault/tokenise': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn a typed secret into a vault token (the secure input)
     * @description The secure-input service of SPEC section 7: a password becomes a token, so the password itself
     *     never travels in an API call. Needs no session; the token answered is the vault's, never a
     *     session token. At most 100 tokenisations per client address in 15 minutes (429
     *     `tooManyRequests` after a one-second pause, before the body is read): the vault keeps its 500
     *     newest secure-input tokens.
     */
    post: operations['tokenise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox-api/vault/card-secret': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read the number or CVV behind a card token (the card-details display)
     * @description Only to the signed-in owner of the card: 401 without a live session or when the password was
     *     given too long ago, 404 for any other token (unknown, a password's, another consumer's card).
     *     Passwords are never read back.
     */
    post: operations['revealCardSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox-api/outbox': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    /**
     * Read the messages the sandbox "sent"
     * @description E-mails and text messages, newest first, with their links and codes.
     */
    get: operations['outbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox-api/reset': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bring the sandbox back to its seeded state
     * @description Also forgets the rate limits' counts.
     */
    post: operations['reset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox-api/payment/{paymentId}': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The payment's id at the simulated provider (in the payment page's address). */
        paymentId: components['parameters']['PaymentId'];
      };
      cookie?: never;
    };
    /** Read a payment at the simulated provider */
    get: operations['paymentSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox-api/payment/{paymentId}/complete': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The payment's id at the simulated provider (in the payment page's address). */
        paymentId: components['parameters']['PaymentId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Settle a payment at the simulated provider
     * @description Refusals: 400 `paymentClosed` for a payment already settled.
     */
    post: operations['completePayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox-api/identity-check/{reference}': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The check's reference, as `GET /api/consumer/kyc` answered it. */
        reference: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report the simulated identity-check widget's outcome
     * @description Refusals: 400 `kycCheckClosed`.
     */
    post: operations['completeIdentityCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox-api/fail-next': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make the next call of a kind fail (tests)
     * @description The next call named `call` (an operationId of this document, `news` for the GraphQL query)
     *     fails once with `status` and the body `{ errorCode: injectedFault }`, even a status that call's
     *     description does not list; `network` closes the connection without an answer.
     */
    post: operations['failNext'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sandbox-api/clock/advance': {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move the test clock forward (tests)
     * @description Served only when the server runs on a test clock (its tests); otherwise 404.
     */
    post: operations['advanceClock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description Every refusal's body. **Decided:** the shape, shared by every 4xx and 5xx answer; SPEC section 7
     *     names `errorMessage`, `invalidFields` and `timeLeftForRetry` among the answers.
     */
    ErrorBody: {
      /** @description An English sentence for developers; the shop shows it only where no translation exists. */
      errorMessage?: string;
      /** @description A stable code the shop translates (`invalidFields`, `promoInvalid`, `orderPaid` …). */
      errorCode?: string;
      /** @description The fields refused, each with the locale keys of its messages. */
      invalidFields?: components['schemas']['InvalidField'][];
      /** @description Seconds before a new try (a resend, or any try after a 429). */
      timeLeftForRetry?: number;
    };
    InvalidField: {
      /** @example email */
      fieldName: string;
      /** @description Locale keys of the shop, or the server's own words for a key it does not know. */
      errors: string[];
    };
    /** @description A refused GraphQL query; `errors` are GraphQL's own. */
    GraphQLErrorBody: components['schemas']['ErrorBody'] & {
      errors?: components['schemas']['GraphQLError'][];
    };
    /** @description An amount of money in **integer euro cents** (`1250` is €12.50). */
    Amount: {
      /** @description Cents; negative for spending and discounts. */
      amount: number;
    };
    /** @description When something was created, as `YYYY-MM-DD HH:MM:SS`. */
    WireDateTime: {
      date: components['schemas']['DateTimeText'];
    };
    /**
     * @description `YYYY-MM-DD HH:MM:SS`
     * @example 2026-11-27 10:15:00
     */
    DateTimeText: string;
    /** @description An empty object. */
    Empty: Record<string, never>;
    /** Format: date-time */
    NullableTimestamp: string | null;
    /** @description The consumer profile (SPEC section 3), with the cards. Unknown fields are ignored. */
    Consumer: {
      id: string;
      email: string;
      /**
       * @description The dial code without its plus sign.
       * @example 33
       */
      countryCode: string;
      /** @description The national number, digits only. */
      number: string;
      name: string | null;
      surname: string | null;
      /**
       * Format: date
       * @description `YYYY-MM-DD`
       */
      dateOfBirth: string | null;
      addressLine1: string | null;
      addressLine2: string | null;
      city: string | null;
      state: string | null;
      postCode: string | null;
      /** @description ISO 3166-1 alpha-2. */
      country: string | null;
      occupation: components['schemas']['Occupation'] | null;
      sourceOfFunds: components['schemas']['SourceOfFunds'] | null;
      sourceOfFundsOther: string | null;
      /** @description ISO 3166-1 alpha-2. */
      nationality: string | null;
      isEmailVerified: boolean;
      isMobileVerified: boolean;
      /** @description True exactly at KYC level 2. */
      isFullyKnown: boolean;
      /**
       * @description The identity level reached: 0 none yet, 1 after the first check, 2 fully known. **Decided:**
       *     SPEC section 3 names the levels but gives the consumer no field for them.
       * @enum {integer}
       */
      kycLevel: 0 | 1 | 2;
      cards: components['schemas']['Card'][];
      /** @description Not even the smallest card fits under the identity level's limits. */
      isCardLimitReached: boolean;
      /** @description The most a new card may load below full KYC; null when unlimited. */
      maxAllowedAmount: components['schemas']['Amount'] | null;
      /** @description When the session's token expires. */
      tokenExpires: components['schemas']['NullableTimestamp'];
      /** @description No new verification e-mail before this instant. */
      allowVerificationEmailAfter: components['schemas']['NullableTimestamp'];
      /** @description No new mobile code before this instant. */
      allowVerificationSmsAfter: components['schemas']['NullableTimestamp'];
    };
    /** @enum {string} */
    Occupation:
      | 'ACCOUNTING'
      | 'AUDIT'
      | 'FINANCE'
      | 'PUBLIC_SECTOR_ADMINISTRATION'
      | 'ART_ENTERTAINMENT'
      | 'AUTO_AVIATION'
      | 'BANKING_LENDING'
      | 'BUSINESS_CONSULTANCY_LEGAL'
      | 'CONSTRUCTION_REPAIR'
      | 'EDUCATION_PROFESSIONAL_SERVICES'
      | 'INFORMATIONAL_TECHNOLOGIES'
      | 'TOBACCO_ALCOHOL'
      | 'GAMING_GAMBLING'
      | 'MEDICAL_SERVICES'
      | 'MANUFACTURING'
      | 'PR_MARKETING'
      | 'PRECIOUS_GOODS_JEWELRY'
      | 'NON_GOVERNMENTAL_ORGANIZATION'
      | 'INSURANCE_SECURITY'
      | 'RETAIL_WHOLESALE'
      | 'TRAVEL_TOURISM'
      | 'FREELANCER';
    /** @enum {string} */
    SourceOfFunds:
      | 'PERSONAL_SAVINGS'
      | 'FAMILY_SAVINGS'
      | 'LABOUR_CONTRACT'
      | 'CIVIL_CONTRACT'
      | 'RENT'
      | 'FUNDS_FROM_OTHER_AUXILIARY_SOURCES'
      | 'SALE_OF_MOVABLE_ASSETS'
      | 'SALE_OF_REAL_ESTATE'
      | 'ORDINARY_BUSINESS_ACTIVITY'
      | 'DIVIDENDS'
      | 'LOAN_FROM_FINANCIAL_INSTITUTIONS_CREDIT_UNIONS'
      | 'LOAN_FROM_THIRD_PARTIES'
      | 'INHERITANCE'
      | 'SALE_OF_COMPANY_SHARES_BUSINESS'
      | 'OTHER';
    ConsumerWithToken: {
      consumer: components['schemas']['Consumer'];
      /** @description The session's token. */
      token: string;
    };
    ConsumerAnswer: {
      consumer: components['schemas']['Consumer'];
    };
    ContactUpdateAnswer: {
      consumer: components['schemas']['Consumer'];
      /** @description A renewed session token, when the issuer renews it. */
      token?: string | null;
      /** @description After a new e-mail, when its link may be sent again. */
      allowVerificationEmailAfter?: components['schemas']['NullableTimestamp'];
    };
    SendResult: {
      /** @description Seconds before the next send; 0 when sent now. */
      timeLeftForRetry: number;
    };
    Verified: {
      verified: boolean;
    };
    Registration: {
      email: string;
      /** @description The dial code without its plus sign. */
      countryCode: string;
      number: string;
      acceptedTerms: boolean;
      /** @description A secure-input token (`POST /sandbox-api/vault/tokenise`), never the password itself. */
      password: string;
    };
    /** @description The personal step. */
    PersonalInfo: {
      name: string;
      surname: string;
      /** @description `YYYY-MM-DD` */
      dateOfBirth: string;
    };
    /** @description The address step. */
    AddressInfo: {
      addressLine1: string;
      /** @description Absent or null reads as empty. */
      addressLine2?: string | null;
      city: string;
      postCode: string;
      /** @description Absent or null reads as empty. */
      state?: string | null;
      /** @description ISO 3166-1 alpha-2. */
      country: string;
    };
    /** @description The financial step. */
    FinancialInfo: {
      occupation: components['schemas']['Occupation'];
      sourceOfFunds: components['schemas']['SourceOfFunds'];
      /** @description What the other source is, for `OTHER`; absent or null reads as empty. */
      sourceOfFundsOther?: string | null;
      /** @description ISO 3166-1 alpha-2. */
      nationality: string;
    };
    /**
     * @description A profile update with `name` is the personal step, whatever else it holds. Each step of
     *     `PUT /api/consumer` is chosen by its first field (`if`), so a body is refused with the chosen
     *     step's own missing or mistyped fields (each step's `else` refuses without naming fields, so the
     *     other steps' fields stay out of the answer).
     */
    PersonalStep: components['schemas']['PersonalInfo'];
    /** @description A profile update with `addressLine1` and no `name` is the address step. */
    AddressStep: components['schemas']['AddressInfo'];
    /** @description A profile update with neither `name` nor `addressLine1` is the financial step. */
    FinancialStep: components['schemas']['FinancialInfo'];
    /**
     * @description A contact change with `email` is a new e-mail address; one without is a new mobile number
     *     (`MobileChange`), so a body is refused with that change's own missing or mistyped fields.
     */
    EmailChange: components['schemas']['NewEmail'];
    /** @description A contact change without `email` is a new mobile number. */
    MobileChange: components['schemas']['NewMobile'];
    NewEmail: {
      email: string;
      /** @description A fresh one-time code, to replace a verified address. */
      code?: string | null;
    };
    NewMobile: {
      countryCode: string;
      number: string;
      /** @description A fresh one-time code, to replace a verified number. */
      code?: string | null;
    };
    EmailCheck: {
      nonce: string;
      /** @description The consumer's id, from the link. */
      cons: string;
    };
    Code: {
      /** @description The six digits texted. */
      code: string;
    };
    EmailOnly: {
      email: string;
    };
    PasswordResume: {
      /** @description A secure-input token, never the password itself. */
      newPassword: string;
      nonce: string;
      email: string;
    };
    Credentials: {
      email: string;
      /** @description The password, or a secure-input token for it. */
      password: string;
    };
    LoginAnswer: {
      /** @description The login token, which opens only the one-time-code calls and sign-out. */
      token: string;
      /**
       * @description SPEC section 7 lists `consumer` among what login answers. **Decided:** this server answers
       *     null; the shop reads the consumer only from the verified one-time code's answer, whatever
       *     comes here.
       */
      consumer?: components['schemas']['Consumer'] | null;
    };
    /** @enum {string} */
    KycTargetLevel: 'KYC_LEVEL_1' | 'KYC_LEVEL_2';
    KycInitiation: {
      data: {
        /** @description Authorises the hosted identity-check widget, with the consumer's token. */
        reference: string;
      };
    };
    KycStatus: {
      isPendingReview: boolean;
      isApproved: boolean;
      /** @description Sent with an approval; null (or absent) otherwise. */
      consumer?: components['schemas']['Consumer'] | null;
    };
    DeclinedTransactionsAnswer: {
      declinedTransactions: components['schemas']['Transaction'][];
    };
    /**
     * @description A card value in **whole euros** (`20` is €20), the one exception to cents. A JSON number: a value
     *     that is not whole euros is refused with the field error `cards.order.integer`, the minimum and
     *     maximum with their own keys.
     */
    EuroAmount: {
      /** @example 20 */
      amount: number;
    };
    Discount: {
      /** @example WELCOME5 */
      discountCode: string;
    };
    PaymentStart: {
      /** @description A payment method's `id`, from the payment methods. */
      paymethodId: string;
    };
    /** @enum {string} */
    OrderStatus:
      | 'created'
      | 'pending_payment'
      | 'pending_card_creation'
      | 'investigation'
      | 'allegations_unsubstantiated'
      | 'refund_initialized'
      | 'card_creation_postponed'
      | 'pending_transfer_of_funds'
      | 'failed_transfer_of_funds'
      | 'cancelled'
      | 'completed';
    /** @enum {string} */
    ClusterStatus: 'paid' | 'unpaid' | 'partially_paid' | 'blocked' | 'suspicious';
    OrderLine: {
      id: string;
      /** @enum {string} */
      type: 'product' | 'fee' | 'discount';
      /** @description For fees `card_creation` or `service`; for discounts `fixed` or `double_purchase`. */
      description: string;
      /** @description In cents; negative on a discount line. */
      amount: components['schemas']['Amount'];
      discountCode: string | null;
      /** @description Only on a `double_purchase` discount, the discount before its cap. */
      originalAmount?: components['schemas']['Amount'];
    };
    Order: {
      id: string;
      status: components['schemas']['OrderStatus'];
      clusterStatus: components['schemas']['ClusterStatus'];
      /** @description The total to pay, in cents. */
      amount: components['schemas']['Amount'];
      createdAt: components['schemas']['WireDateTime'];
      orderLines: components['schemas']['OrderLine'][];
      /** @description The consumer, once the order is paid; null before. */
      consumer: components['schemas']['Consumer'] | null;
    };
    OrderAnswer: {
      order: components['schemas']['Order'];
    };
    OrdersAnswer: {
      orders: components['schemas']['Order'][];
    };
    OrderCreated: {
      /** @description SPEC section 7 reads only `order.id`. */
      order: {
        id: string;
      };
    };
    PaymentMethod: {
      id: string;
      label: string;
      name: string;
      /** @description The address of the provider's logo. */
      logo: string;
    };
    PaymentMethodsAnswer: {
      paymethods: components['schemas']['PaymentMethod'][];
      order: components['schemas']['Order'];
    };
    PaymentRedirect: {
      /**
       * @description The provider's payment page, absolute or relative to the shop. The shop follows it only on an
       *     origin it allows (its own, unless the build lists others).
       */
      redirectUrl: string;
    };
    OrderErrorAnswer: {
      /** @description Why the payment failed, in English; null (or absent) when nothing failed. */
      errorMessage?: string | null;
    };
    /** @enum {string} */
    CardState: 'ACTIVE' | 'INACTIVE';
    /** @enum {string} */
    CancelOption: 'just_cancel' | 'transfer' | 'new_card';
    InactivityFeeData: {
      /** @enum {string} */
      display: 'NOTIFICATION' | 'WARNING';
      /**
       * Format: date
       * @description `YYYY-MM-DD`: the day the monthly fee starts (or started) to be charged.
       */
      startingDate: string;
      feeValue: components['schemas']['Amount'];
    };
    /** @description A prepaid virtual card (SPEC section 3); its number and CVV appear only as vault tokens. */
    Card: {
      id: string;
      cardId: string;
      numberToken: string;
      cvvToken: string;
      /** @description `MMYY` */
      expireDate: string;
      cardNumberLastFour: string;
      state: components['schemas']['CardState'];
      isBlocked: boolean;
      isCancelled: boolean;
      createdAt: components['schemas']['WireDateTime'];
      actualBalance: components['schemas']['Amount'];
      availableBalance: components['schemas']['Amount'];
      /** @description The deactivation options the issuer allows for this card now. */
      cancelOptions: components['schemas']['CancelOption'][];
      inactivityFeeData: components['schemas']['InactivityFeeData'] | null;
    };
    CardAnswer: {
      card: components['schemas']['Card'];
    };
    CardsAnswer: {
      cards: components['schemas']['Card'][];
    };
    /** @description A card's inactivity-fee notice, with the card's `id`. */
    CardInactivity: components['schemas']['InactivityFeeData'] & {
      id: string;
    };
    InactivityAnswer: {
      inactivityData: components['schemas']['CardInactivity'][];
    };
    /** @description Exactly one flag is expected to be true. */
    TransactionStatus: {
      isSettled: boolean;
      isDeclined: boolean;
      isNotSettled: boolean;
      isBlocked: boolean;
    };
    Transaction: {
      id: string;
      merchant: string;
      date: components['schemas']['DateTimeText'];
      /** @description Signed, in cents; spending is negative. */
      transactionAmount: components['schemas']['Amount'];
      status: components['schemas']['TransactionStatus'];
    };
    TransactionsAnswer: {
      transactions: components['schemas']['Transaction'][];
    };
    TransactionWithCard: {
      transaction: components['schemas']['Transaction'];
      card: components['schemas']['Card'];
    };
    GraphQLRequest: {
      query: string;
      /** @description The query's variables, by name. */
      variables?: {
        [key: string]: unknown;
      } | null;
      operationName?: string | null;
    };
    GraphQLResult: {
      /** @description Shaped by the query. */
      data: {
        [key: string]: unknown;
      };
    };
    GraphQLError: {
      message: string;
      locations?: {
        line?: number;
        column?: number;
      }[];
      path?: (string | number)[];
      extensions?: {
        [key: string]: unknown;
      };
    };
    NewsPost: {
      title: string;
      description: string;
      url: string;
      /**
       * Format: date
       * @description `YYYY-MM-DD`
       */
      date: string;
    };
    /** @description The answer to the shop's news query (a `GraphQLResult`). */
    NewsQueryResult: {
      data: {
        news: components['schemas']['NewsPost'][];
      };
    };
    Secret: {
      secret: string;
    };
    VaultToken: {
      token: string;
    };
    CardSecret: {
      /** @description The card's number or CVV. */
      secret: string;
    };
    OutboxMessage: {
      id: string;
      /** @enum {string} */
      channel: 'email' | 'sms';
      /** @enum {string} */
      kind: 'emailVerification' | 'passwordReset' | 'mobileCode' | 'oneTimeCode' | 'kycResult';
      /** @description An e-mail address or `+<dial code> <number>`. */
      to: string;
      /** Format: date-time */
      sentAt: string;
      /** @description The shop's path to open, for e-mails carrying a link. */
      link: string | null;
      /** @description The six-digit code, for text messages and one-time codes. */
      code: string | null;
    };
    OutboxAnswer: {
      /** @description Newest first. */
      messages: components['schemas']['OutboxMessage'][];
    };
    PaymentSession: {
      paymentId: string;
      orderId: string;
      /** @description What the provider collects, in **integer cents** (a bare number, not an `Amount`). */
      amount: number;
      paymethodId: string;
    };
    PaymentSessionAnswer: {
      session: components['schemas']['PaymentSession'];
    };
    /** @enum {string} */
    PaymentOutcome: 'approve' | 'decline' | 'cancel' | 'pending' | 'blocked' | 'suspicious' | 'investigation';
    PaymentCompletion: {
      outcome: components['schemas']['PaymentOutcome'];
    };
    ReturnPath: {
      /** @example /order/order-7/success */
      returnPath: string;
    };
    IdentityCheckCompletion: {
      /** @enum {string} */
      outcome: 'submit' | 'approve' | 'reject';
    };
    Fault: {
      /**
       * @description The call to fail, by its sandbox name.
       * @enum {string}
       */
      call:
        | 'register'
        | 'fetchConsumer'
        | 'updateContact'
        | 'updateProfile'
        | 'sendVerificationEmail'
        | 'checkEmailCode'
        | 'addMobileDevice'
        | 'verifyMobileDevice'
        | 'startPasswordReset'
        | 'resumePasswordReset'
        | 'login'
        | 'requestOneTimeCode'
        | 'verifyOneTimeCode'
        | 'logout'
        | 'initiateKyc'
        | 'kycStatus'
        | 'refreshKycStatus'
        | 'simulateKyc'
        | 'declinedKycTransactions'
        | 'createOrder'
        | 'getOrder'
        | 'listOrders'
        | 'changeOrderAmount'
        | 'applyDiscount'
        | 'removeDiscount'
        | 'paymentMethods'
        | 'startPayment'
        | 'processOrder'
        | 'orderCards'
        | 'orderError'
        | 'orderSuccess'
        | 'notifyPending'
        | 'cancelOrder'
        | 'getCard'
        | 'blockCard'
        | 'unblockCard'
        | 'activateCard'
        | 'deactivateCard'
        | 'cardTransactions'
        | 'inactivityFeeData'
        | 'settlement'
        | 'authorisation'
        | 'news'
        | 'tokenise'
        | 'revealCardSecret';
      /**
       * @description The status to answer, or `network` for no answer at all.
       * @enum {unknown}
       */
      status: 400 | 401 | 403 | 404 | 409 | 500 | 'network';
    };
    ClockAdvance: {
      /** @description Milliseconds to move the clock forward. */
      ms: number;
    };
    ClockNow: {
      /** Format: date-time */
      now: string;
    };
  };
  responses: {
    /** @description The consumer and the session's token (which the shop stores). */
    ConsumerWithToken: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ConsumerWithToken'];
      };
    };
    /** @description The consumer as the call left them. */
    ConsumerAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ConsumerAnswer'];
      };
    };
    /** @description Sent now; how long to wait before the next send. */
    SendResult: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SendResult'];
      };
    };
    /** @description Whether the code or link verified the contact. */
    Verified: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Verified'];
      };
    };
    /** @description The order as the call left it. */
    OrderAnswer: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['OrderAnswer'];
      };
    };
    /** @description The transaction, and the card it belongs to. */
    TransactionWithCard: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TransactionWithCard'];
      };
    };
    /** @description Done. **Decided:** an empty object where SPEC section 7 shows no answer. */
    Empty: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Empty'];
      };
    };
    /**
     * @description Refused input, which changed nothing: `invalidFields` (a missing field `request.fieldRequired`,
     *     a mistyped one `request.wrongType`, or the form rules' keys), `malformedJson`, `bodyTooLarge`
     *     (over 100 kB), `malformedCompressedBody`, `unreadableBody`, `malformedPath` (a bad percent escape),
     *     `idempotencyKeyMissing`, `tooEarly` (with `timeLeftForRetry`), or the call's own codes listed
     *     in its description. SPEC section 8: the shop shows the field errors on their fields, the others
     *     as the form's error.
     */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description No token, or one unknown or expired (`unauthorized`), checked before the body is read. SPEC
     *     section 8: the shop keeps the action and opens the sign-in.
     */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description Another consumer's order or card (`forbidden`). SPEC section 8 shows /err/not-found. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The server's sandbox tools are off (`sandboxToolsDisabled`), as on a real issuer. */
    SandboxToolsDisabled: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description The server's sandbox tools are off (`sandboxToolsDisabled`), or this state-changing tool was
     *     called from a page of another origin (`foreignOrigin`: only the app's own pages may reset or
     *     approve anything).
     */
    SandboxToolRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description No such id (`notFound`). SPEC section 8 shows /err/not-found. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description Well formed, but it clashes with the state of what it names (`emailTaken`, `freshCodeRequired`,
     *     `identityLocked`, `paymentOpen`, `orderPaid`, `idempotencyKeyReused`), or past what one consumer
     *     may hold open (`tooManyUnpaidOrders`, `tooManyOpenPayments`, `tooManyPaymentAttempts`, said in the
     *     shop's words). Shown as 400 is (SPEC section 8).
     */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description A body in a `Content-Encoding` other than gzip, deflate or br (`unsupportedEncoding`), in a
     *     charset other than UTF-8 (`unsupportedCharset`), or, to a state-changing sandbox tool, a body
     *     that is not JSON (`jsonRequired`).
     */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description **Decided:** the local API server answers only to loopback host names (`localhost`, `127.0.0.1`,
     *     `[::1]`); another `Host` (a page rebinding its DNS name to the machine) is `unknownHost`.
     */
    MisdirectedRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description Past a rate limit (`tooManyRequests`) or too many wrong codes (`tooManyWrongCodes`); wait
     *     `timeLeftForRetry` seconds. docs/security.md lists the limits. The shop says "try again in N
     *     seconds".
     */
    TooManyRequests: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description Any other status, as the sandbox's fault injection (`POST /sandbox-api/fail-next`) makes any call
     *     answer (`injectedFault`), whatever statuses the call itself lists. **Decided:** a real issuer
     *     answers only the statuses listed; the shop treats any other one as SPEC section 8's unspecified
     *     error.
     */
    InjectedFault: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /**
     * @description Anything unexpected: `{ errorMessage: 'Internal error' }`, never a stack trace. SPEC section 8:
     *     the shop shows /err/unspecified unless the screen handles the failure itself.
     */
    InternalError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
  };
  parameters: {
    /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
    AcceptLanguage: string;
    /**
     * @description A key the shop makes per payment attempt; replaying the request with it answers the first answer
     *     and never pays twice. **Decided:** SPEC section 7 does not name it.
     */
    IdempotencyKey: string;
    /** @description The order's id. */
    OrderId: string;
    /** @description The card's `id`. */
    CardId: string;
    /** @description The payment's id at the simulated provider (in the payment page's address). */
    PaymentId: string;
    /** @description The level the check aims at. */
    KycLevelQuery: components['schemas']['KycTargetLevel'];
  };
  requestBodies: {
    Registration: {
      content: {
        'application/json': components['schemas']['Registration'];
      };
    };
    Code: {
      content: {
        'application/json': components['schemas']['Code'];
      };
    };
    EuroAmount: {
      content: {
        'application/json': components['schemas']['EuroAmount'];
      };
    };
    Discount: {
      content: {
        'application/json': components['schemas']['Discount'];
      };
    };
  };
  headers: {
    /** @description Seconds to wait before trying again (the same as `timeLeftForRetry`). */
    RetryAfter: number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  register: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Registration'];
    responses: {
      200: components['responses']['ConsumerWithToken'];
      400: components['responses']['BadRequest'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  fetchConsumer: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ConsumerWithToken'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | components['schemas']['PersonalStep']
          | components['schemas']['AddressStep']
          | components['schemas']['FinancialStep'];
      };
    };
    responses: {
      200: components['responses']['ConsumerAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  updateContact: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailChange'] | components['schemas']['MobileChange'];
      };
    };
    responses: {
      /** @description The consumer as changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactUpdateAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  sendVerificationEmail: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SendResult'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  checkEmailCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailCheck'];
      };
    };
    responses: {
      200: components['responses']['Verified'];
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  addMobileDevice: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SendResult'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  verifyMobileDevice: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Code'];
    responses: {
      200: components['responses']['Verified'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  startPasswordReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailOnly'];
      };
    };
    responses: {
      200: components['responses']['SendResult'];
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  resumePasswordReset: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResume'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Credentials'];
      };
    };
    responses: {
      /** @description The login token, waiting for its one-time code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  requestOneTimeCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  verifyOneTimeCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Code'];
    responses: {
      200: components['responses']['ConsumerWithToken'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  initiateKyc: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reference of the check. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KycInitiation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  kycStatus: {
    parameters: {
      query: {
        /** @description The level the check aims at. */
        level: components['parameters']['KycLevelQuery'];
      };
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The check's status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KycStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  refreshKycStatus: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ConsumerAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  simulateKyc: {
    parameters: {
      query: {
        /** @description The level the check aims at. */
        level: components['parameters']['KycLevelQuery'];
      };
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ConsumerAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SandboxToolsDisabled'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  declinedKycTransactions: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The declined payments, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeclinedTransactionsAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  listOrders: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The orders, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrdersAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['EuroAmount'];
    responses: {
      /** @description The new order's id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderCreated'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OrderAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  changeOrderAmount: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['EuroAmount'];
    responses: {
      200: components['responses']['OrderAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  applyDiscount: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['Discount'];
    responses: {
      200: components['responses']['OrderAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  removeDiscount: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['Discount'];
    responses: {
      200: components['responses']['OrderAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  paymentMethods: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payment methods, and the order they would pay. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentMethodsAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  startPayment: {
    parameters: {
      query?: never;
      header: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
        /**
         * @description A key the shop makes per payment attempt; replaying the request with it answers the first answer
         *     and never pays twice. **Decided:** SPEC section 7 does not name it.
         */
        'Idempotency-Key': components['parameters']['IdempotencyKey'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentStart'];
      };
    };
    responses: {
      /** @description Where to send the browser to pay. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentRedirect'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  processOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OrderAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  orderCards: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order's cards (none before it is paid). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardsAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  orderError: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Why the payment failed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderErrorAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  orderSuccess: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['OrderAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  notifyPending: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  cancelOrder: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The order's id. */
        orderId: components['parameters']['OrderId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  inactivityFeeData: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notices. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InactivityAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  getCard: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The card, with tokens instead of its number and CVV. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  deactivateCard: {
    parameters: {
      query: {
        /** @description How to deactivate it. */
        option: components['schemas']['CancelOption'];
        /** @description The card that receives the balance, for `transfer`. */
        transferTo?: string;
      };
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ConsumerAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  blockCard: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ConsumerAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  unblockCard: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ConsumerAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  activateCard: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ConsumerAnswer'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  cardTransactions: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The card's transactions, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionsAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  settlement: {
    parameters: {
      query: {
        /** @description The transaction's id. */
        settlementId: string;
      };
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TransactionWithCard'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  authorisation: {
    parameters: {
      query: {
        /** @description The transaction's id. */
        authorisationId: string;
      };
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The card's `id`. */
        cardId: components['parameters']['CardId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['TransactionWithCard'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  graphql: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GraphQLRequest'];
      };
    };
    responses: {
      /** @description The query's data, shaped by the query. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['NewsQueryResult'] | components['schemas']['GraphQLResult'];
        };
      };
      /** @description A query GraphQL refused, or a body without a query. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GraphQLErrorBody'];
        };
      };
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  tokenise: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Secret'];
      };
    };
    responses: {
      /** @description The vault token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VaultToken'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['SandboxToolRefused'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  revealCardSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VaultToken'];
      };
    };
    responses: {
      /** @description The secret. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardSecret'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['SandboxToolRefused'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  outbox: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The outbox. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboxAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['SandboxToolsDisabled'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  reset: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Empty'];
      400: components['responses']['BadRequest'];
      403: components['responses']['SandboxToolRefused'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  paymentSession: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The payment's id at the simulated provider (in the payment page's address). */
        paymentId: components['parameters']['PaymentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payment as the provider's page shows it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentSessionAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['SandboxToolsDisabled'];
      404: components['responses']['NotFound'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  completePayment: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The payment's id at the simulated provider (in the payment page's address). */
        paymentId: components['parameters']['PaymentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaymentCompletion'];
      };
    };
    responses: {
      /** @description The shop's path the provider sends the browser back to. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReturnPath'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['SandboxToolRefused'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  completeIdentityCheck: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path: {
        /** @description The check's reference, as `GET /api/consumer/kyc` answered it. */
        reference: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IdentityCheckCompletion'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
      400: components['responses']['BadRequest'];
      403: components['responses']['SandboxToolRefused'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  failNext: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Fault'];
      };
    };
    responses: {
      200: components['responses']['Empty'];
      400: components['responses']['BadRequest'];
      403: components['responses']['SandboxToolRefused'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
  advanceClock: {
    parameters: {
      query?: never;
      header?: {
        /** @description The user's language, `en` or `fr`, on every call (the introduction's Transport notes say how it is read). */
        'Accept-Language'?: components['parameters']['AcceptLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClockAdvance'];
      };
    };
    responses: {
      /** @description The clock's new time. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClockNow'];
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['SandboxToolRefused'];
      404: components['responses']['NotFound'];
      415: components['responses']['UnsupportedMediaType'];
      421: components['responses']['MisdirectedRequest'];
      500: components['responses']['InternalError'];
      default: components['responses']['InjectedFault'];
    };
  };
}
