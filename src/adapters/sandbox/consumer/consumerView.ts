import type { Consumer } from '../../../domain/consumer/Consumer';
import { KYC_LEVEL_1_PURCHASE_LIMIT, isCardLimitReached } from '../../../domain/orders/cardLimit';
import { resendAllowedAfter } from '../../../domain/session/resendWait';
import { consumerCards } from '../cards/cardView';
import type { AccountRecord, SandboxState, SessionRecord } from '../state/SandboxState';

function allowedAfter(sentAt: string | null): string | null {
  return sentAt === null ? null : resendAllowedAfter(new Date(sentAt));
}

/**
 * The consumer as the API returns it: the stored account plus what is derived on every read.
 * maxAllowedAmount is the level-1 purchase limit for anyone not fully known (the seeded level-1
 * account at its card limit still reads 5000); the account limit shows as isCardLimitReached.
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
    mobileCodeSentAt,
    createdAt: _createdAt,
    ...profile
  } = account;
  const isFullyKnown = account.kycLevel === 2;
  // Oldest first; the sort is stable, so cards created in the same second keep their issue order.
  const cards = consumerCards(state, account.id, isFullyKnown).sort((a, b) =>
    a.createdAt.date.localeCompare(b.createdAt.date),
  );
  return {
    ...structuredClone(profile),
    isFullyKnown,
    cards,
    isCardLimitReached: isCardLimitReached({ isFullyKnown, cards }),
    maxAllowedAmount: isFullyKnown ? null : { amount: KYC_LEVEL_1_PURCHASE_LIMIT },
    tokenExpires: session?.expiresAt ?? null,
    allowVerificationEmailAfter: allowedAfter(verificationEmailSentAt),
    allowVerificationSmsAfter: allowedAfter(mobileCodeSentAt),
  };
}
