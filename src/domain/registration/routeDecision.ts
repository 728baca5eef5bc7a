import type { Consumer } from '../consumer/Consumer';
import { firstMissingStep, isStepBefore, type RegistrationStep } from './registrationStep';

/**
 * The families of routes the guard tells apart (SPEC section 2):
 * - public: home, terms, password reset, e-mail verification result, error pages;
 * - auth: the Authorization page;
 * - verification: /consumer/verification/* (verify e-mail, verify mobile, mobile success);
 * - registration: the profile steps and the level-1 KYC under /consumer/register;
 * - kycUpgrade: /consumer/kyc/upgrade and /consumer/kyc/upgrade-info;
 * - protected: every other signed-in page (cards, orders, order result, card pages).
 */
export type RouteFamily = 'public' | 'auth' | 'verification' | 'registration' | 'kycUpgrade' | 'protected';

export interface GuardSession {
  hasToken: boolean;
  /** null when nobody is signed in or the profile could not be loaded. */
  consumer: Consumer | null;
}

/** 'auth' is the Authorization page; 'authKyc' is the same page with kyc=true. */
export type GuardTarget = RegistrationStep | 'auth' | 'authKyc';

/**
 * allow: the page shows; redirect: another page instead; logout: signed out, to Authorization;
 * signInOverPage: the login window opens over the page, which keeps its address and shows once the
 * consumer has signed in again.
 */
export type RouteDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: GuardTarget } | { kind: 'logout' } | { kind: 'signInOverPage' };

const allow: RouteDecision = { kind: 'allow' };
/**
 * A stored token whose profile could not be read (SPEC section 8: a 401 with a token stored, on a
 * route that needs sign-in, opens the login window over the page): the session has expired, or the
 * token is not one the server knows. The page keeps its address, query included.
 */
const signInOverPage: RouteDecision = { kind: 'signInOverPage' };
const redirect = (to: GuardTarget): RouteDecision => ({ kind: 'redirect', to });

/**
 * Whether a route may be shown for this session, or where to go instead.
 * `step` is the registration step the route shows (registration family only); a consumer may
 * go back to any step up to the first missing one, never beyond it.
 */
export function routeDecision(
  family: RouteFamily,
  session: GuardSession,
  step: RegistrationStep | null = null,
): RouteDecision {
  const { consumer } = session;
  switch (family) {
    case 'public':
      return allow;
    case 'auth':
      return consumer !== null && firstMissingStep(consumer) === 'cards' ? redirect('cards') : allow;
    case 'kycUpgrade':
      if (consumer === null) return session.hasToken ? signInOverPage : redirect('authKyc');
      if (firstMissingStep(consumer) !== 'cards') return redirect(firstMissingStep(consumer));
      return consumer.isFullyKnown ? redirect('cards') : allow;
    default:
      if (consumer === null) return session.hasToken ? signInOverPage : { kind: 'logout' };
      return signedInDecision(family, consumer, step);
  }
}

function signedInDecision(
  family: 'verification' | 'registration' | 'protected',
  consumer: Consumer,
  step: RegistrationStep | null,
): RouteDecision {
  const missing = firstMissingStep(consumer);
  switch (family) {
    case 'verification':
      return missing === 'cards' ? redirect('cards') : allow;
    case 'registration':
      if (missing === 'cards') return redirect('cards');
      return step !== null && !isStepBefore(missing, step) ? allow : redirect(missing);
    case 'protected':
      return missing === 'cards' ? allow : redirect(missing);
  }
}
