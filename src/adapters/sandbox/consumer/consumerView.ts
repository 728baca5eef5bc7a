import type { Consumer } from '../../../domain/consumer/Consumer';
import { isCardLimitReached, maxOrderAmountFor } from '../../../domain/orders/cardLimit';
import { resendAllowedAfter } from '../../../domain/session/resendWait';
import { consumerCards } from '../cards/cardView';
import { consumerFunds } from '../orders/cardsHeldAndOwed';
import type { AccountRecord, SandboxState, SessionRecord } from '../state/SandboxState';
import { mobileCodeWaitStart } from '../session/codeResendWait';

function allowedAfter(sentAt: string | null): string | null {
  return sentAt === null ? null : resendAllowedAfter(new Date(sentAt));
}

/**
 * The consumer as the API returns it: the stored account plus what is derived on every read. Below
 * full KYC, maxAllowedAmount is the most a new card may load (the 50 EUR purchase limit, or what is
 * left under the 150 EUR account limit when less) and isCardLimitReached says not even a 5 EUR card
 * fits: both read the cards held and those owed on orders under investigation, as the order checks
 * do, so the shop never offers an amount it would refuse.
 */
export function consumerView(
  state: SandboxState,
  account: AccountRecord,
  session: SessionRecord | null,
): Consumer {
  const {
    password: _password,
    kyc: _kyc,
    verificationEmailSentAt,
    mobileCodeSentAt: _mobileCodeSentAt,
    createdAt: _createdAt,
    ...profile
  } = account;
  const isFullyKnown = account.kycLevel === 2;
  const funds = consumerFunds(state, account.id);
  const maxAllowed = maxOrderAmountFor(funds);
  // Oldest first; the sort is stable, so cards created in the same second keep their issue order.
  const cards = consumerCards(state, account.id, isFullyKnown).sort((a, b) =>
    a.createdAt.date.localeCompare(b.createdAt.date),
  );
  return {
    ...structuredClone(profile),
    isFullyKnown,
    cards,
    isCardLimitReached: isCardLimitReached(funds),
    maxAllowedAmount: maxAllowed === null ? null : { amount: maxAllowed },
    tokenExpires: session?.expiresAt ?? null,
    allowVerificationEmailAfter: allowedAfter(verificationEmailSentAt),
    allowVerificationSmsAfter: allowedAfter(mobileCodeWaitStart(state, account)),
  };
}
