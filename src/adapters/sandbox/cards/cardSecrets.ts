import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { notFound, unauthorized } from '../errors';
import { CARD_SECRETS_PASSWORD_MAX_AGE_MINUTES } from '../session/sessionRules';

/**
 * The card-details widget's read of the vault: the number or CVV behind a token of one of the signed-in
 * consumer's own cards. 401 without a verified, live session, or when the password was given more than
 * CARD_SECRETS_PASSWORD_MAX_AGE_MINUTES ago (the app then asks for it again). Any other token answers
 * 404 alike (unknown, a password's, another consumer's card), so an answer never tells whether a token exists.
 */
export function revealCardSecret(context: SandboxContext, bearer: Bearer, token: string): string {
  const session = context.requireSessionRecord(bearer);
  const passwordAgeMs = context.clock().getTime() - Date.parse(session.passwordGivenAt);
  if (!(passwordAgeMs < CARD_SECRETS_PASSWORD_MAX_AGE_MINUTES * 60 * 1000)) throw unauthorized();
  const card = context.state.cards.find(
    (candidate) => candidate.numberToken === token || candidate.cvvToken === token,
  );
  if (card === undefined || card.consumerId !== session.consumerId) throw notFound('card secret');
  return context.detokenise(token);
}
