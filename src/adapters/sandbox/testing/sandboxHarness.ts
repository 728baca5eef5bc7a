import type { OutboxKind, OutboxMessage } from '../../../application/sandbox/ports/SandboxConsole';
import { register } from '../consumer/registration';
import { SandboxContext } from '../SandboxContext';
import { seedAccounts } from '../seed/accounts';
import { requestOneTimeCode } from '../session/oneTimeCode';
import { initialState } from '../state/initialState';
import type { AccountRecord } from '../state/SandboxState';

export const HARNESS_START = '2025-03-01T10:00:00.000Z';

/**
 * A sandbox context for service tests: the seeded accounts (without cards), a clock the test
 * moves by hand, and shortcuts to register someone and read the outbox.
 */
const HARNESS_RANDOM_SEED = 20240601;

export function sandboxHarness(start: string = HARNESS_START) {
  let now = new Date(start);
  // Seeded: a unit test gets the same codes and card numbers on every run.
  const holder = { state: initialState(HARNESS_RANDOM_SEED) };
  holder.state.accounts = seedAccounts();
  const context = new SandboxContext(holder, { clock: () => now, origin: 'http://localhost:8080' });

  return {
    context,
    get state() {
      return holder.state;
    },
    advanceSeconds(seconds: number): void {
      now = new Date(now.getTime() + seconds * 1000);
    },
    /** The newest message of that kind, or undefined. */
    lastMessage(kind: OutboxKind): OutboxMessage | undefined {
      return holder.state.outbox.find((message) => message.kind === kind);
    },
    account(consumerId: string): AccountRecord {
      const account = holder.state.accounts.find((candidate) => candidate.id === consumerId);
      if (account === undefined) throw new Error(`no account ${consumerId}`);
      return account;
    },
    /** A one-time code the session asks for just before a sensitive change (a contact replaced). */
    freshCode(token: string): string {
      requestOneTimeCode(context, token);
      return holder.state.outbox.find((message) => message.kind === 'oneTimeCode')?.code ?? '';
    },
    /** Registers jane@example.com / Secret123 with +33 612000000; returns her token and id. */
    registerJane(email = 'jane@example.com'): { token: string; consumerId: string } {
      const { consumer, token } = register(context, {
        email,
        countryCode: '33',
        number: '612000000',
        acceptedTerms: true,
        password: context.tokenise('Secret123'),
      });
      return { token, consumerId: consumer.id };
    },
  };
}

export type SandboxHarness = ReturnType<typeof sandboxHarness>;

/** The error a call throws (or fails the test when it throws none). */
export function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}
