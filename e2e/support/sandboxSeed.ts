import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { PaymentOutcome } from '../../src/application/sandbox/ports/SandboxConsole';
import type { FaultStatus, SandboxCall } from '../../src/adapters/sandbox/SandboxApi';
import type { TransactionKind } from '../../src/domain/transactions/transactionKind';
import { storeBeforeVisit, type Language } from './app';

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
  /** The session ran out before the journey: a reload finds its token stored, and refused. */
  sessionExpired?: true;
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

interface SeederAnswer {
  id: number;
  seeded?: Record<string, SeededSandbox>;
  error?: string;
}

/**
 * The Node child that makes sandboxes (sandboxSeedScript.ts, through ts-node). It starts on the first
 * request and serves every later one of this process: compiling the sandbox takes seconds, making a
 * sandbox a few milliseconds.
 */
let seeder: ChildProcess | null = null;
const waiting = new Map<
  number,
  { resolve: (seeded: Record<string, SeededSandbox>) => void; reject: (error: Error) => void }
>();
let lastId = 0;

function seederProcess(): ChildProcess {
  if (seeder !== null) return seeder;
  const child = fork(path.join(__dirname, 'sandboxSeedScript.ts'), [], {
    cwd: path.join(__dirname, '..', '..'),
    execArgv: ['-r', 'ts-node/register/transpile-only'],
  });
  child.on('message', (answer: SeederAnswer) => {
    const request = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.seeded) request?.resolve(answer.seeded);
    else request?.reject(new Error(answer.error ?? 'the sandbox seeder answered nothing'));
  });
  child.on('exit', (code) => {
    seeder = null;
    for (const request of waiting.values()) request.reject(new Error(`the sandbox seeder exited (${code})`));
    waiting.clear();
  });
  // The child never keeps the test process alive on its own.
  child.unref();
  child.channel?.unref();
  seeder = child;
  return child;
}

/** Makes one fresh sandbox per request. */
export function seedSandboxes<Name extends string>(
  requests: Record<Name, SeedRequest>,
): Promise<Record<Name, SeededSandbox>> {
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (seeded: Record<string, SeededSandbox>) => void, reject });
    seederProcess().send({ id, requests });
  });
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
  await storeBeforeVisit(page, { sandbox: seeded.sandboxState, token: seeded.token, language });
  await page.goto(path);
}
