import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { PaymentOutcome } from '../../src/application/sandbox/ports/SandboxConsole';
import type { FaultStatus, SandboxCall } from '../../src/adapters/sandbox/SandboxApi';
import type { TransactionKind } from '../../src/domain/transactions/transactionKind';
import type { Language } from './app';

/**
 * Journeys that start signed in, in a sandbox made beforehand in Node: what a reload finds in local
 * storage (the sandbox's state under `sandbox`, the session `token`). Only the new visitor's journey
 * goes through every registration page; the others start where they have something to show.
 */

/**
 * Who is signed in: a new consumer who verified e-mail and mobile but has no profile yet, a new
 * consumer who passed KYC level 1 (purchases capped at 50 EUR, no card yet), demo@example.com (fully
 * known, has cards), or level1@example.com (KYC level 1, at the card limit).
 */
export type SeedRequest = (
  { consumer: 'newVerified' | 'newLevelOne'; email: string } | { consumer: 'demo' | 'level1' }
) & {
  /** An order the consumer made, and how the provider settled its VISA payment (unpaid when absent). */
  order?: { cents: number; outcome?: PaymentOutcome };
  /** A sandbox call that fails once, the first time the app makes it (e.g. a 500 on the transactions). */
  failNext?: { call: SandboxCall; status: FaultStatus };
  /** Transactions the issuer records on the consumer's cards besides the seeded ones, made just now. */
  transactions?: ExtraTransaction[];
  /**
   * The issuer's records changed before the journey, for cases no purchase reaches: the consumer no
   * longer fully known (KYC level 1) and the balances (actual and available, cents) of named cards.
   */
  records?: { fullyKnown?: false; balances?: Record<string, number> };
  /**
   * Many more cards for the consumer, as a heavy user has (the Cards screen's benchmark): copies of
   * the consumer's first card, each with its own id and last four digits (9000, 9001 …), sharing the
   * transactions: half on the first copy, the rest spread evenly over the others.
   */
  bulk?: { cards: number; transactions: number };
};

/** A transaction on a card, as a merchant named it (commas, quotes…); spending is negative. */
export interface ExtraTransaction {
  cardId: string;
  merchant: string;
  cents: number;
  kind: TransactionKind;
}

/** A card of the signed-in consumer, as the Cards screen shows it. */
export interface SeededCard {
  id: string;
  lastFour: string;
  /** MMYY */
  expireDate: string;
  /** The available balance, in cents. */
  available: number;
}

export interface SeededSandbox {
  sandboxState: string;
  token: string;
  orderId: string | null;
  /** Where the provider sent the browser back, e.g. /order/<id>/error (null: not settled). */
  returnPath: string | null;
  /** When the provider settled the payment (ms since the epoch): the pending page's 30 seconds count from here. */
  settledAt: number | null;
  /** The consumer's cards once seeded (and paid for, when the order was approved). */
  cards: SeededCard[];
}

/** Makes one fresh sandbox per request, in a single Node child. */
export function seedSandboxes<Name extends string>(
  requests: Record<Name, SeedRequest>,
): Record<Name, SeededSandbox> {
  const output = execFileSync(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', path.join(__dirname, 'sandboxSeedScript.ts')],
    {
      cwd: path.join(__dirname, '..', '..'),
      env: { ...process.env, E2E_SEED: JSON.stringify(requests) },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(output) as Record<Name, SeededSandbox>;
}

/** The order a seeded sandbox holds; a journey that needs one fails plainly without it. */
export function orderOf(seeded: SeededSandbox): { orderId: string; returnPath: string } {
  if (seeded.orderId === null) throw new Error('this sandbox was seeded without an order');
  return { orderId: seeded.orderId, returnPath: seeded.returnPath ?? `/order/${seeded.orderId}/payment` };
}

/**
 * Puts the sandbox, the session and the language in the tab once, then opens the path; later loads
 * and reloads keep what the app has written since.
 */
export async function openSignedIn(page: Page, seeded: SeededSandbox, language: Language, path: string) {
  await page.addInitScript(
    ({ sandboxState, token, lng }) => {
      if (window.sessionStorage.getItem('e2e-seeded') !== null) return;
      window.localStorage.setItem('sandbox', sandboxState);
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('language', lng);
      window.sessionStorage.setItem('e2e-seeded', 'yes');
    },
    { sandboxState: seeded.sandboxState, token: seeded.token, lng: language },
  );
  await page.goto(path);
}
