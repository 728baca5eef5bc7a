import type { Consumer } from '../../domain/consumer/Consumer';
import type { OutboxMessage } from '../../application/sandbox/ports/SandboxConsole';
import type { Bearer } from './SandboxApi';
import { consumerView } from './consumer/consumerView';
import { sendToOutbox, type OutgoingMessage } from './outbox';
import { accountOf, requireVerifiedSession } from './session/sessions';
import { nextId } from './state/ids';
import { randomDigits, randomText } from './state/random';
import type { AccountRecord, SandboxState, SessionRecord } from './state/SandboxState';
import { detokenise, tokenise, tokeniseCardSecret } from './vault';

/** Where the live state is kept; a reset swaps the whole state, so services read it through here. */
export interface StateHolder {
  state: SandboxState;
}

export interface SandboxContextOptions {
  clock: () => Date;
  /** The app's origin, for absolute URLs such as the payment redirect. */
  origin: string;
}

/**
 * What every sandbox service receives: the current state, the clock, and the shared helpers
 * (ids, randomness, sessions, the outbox, the vault, the consumer as the API shows it).
 * Services mutate `state` directly; the sandbox saves it after each call.
 */
export class SandboxContext {
  readonly clock: () => Date;
  readonly origin: string;

  constructor(
    private readonly holder: StateHolder,
    options: SandboxContextOptions,
  ) {
    this.clock = options.clock;
    this.origin = options.origin;
  }

  get state(): SandboxState {
    return this.holder.state;
  }

  /** 'prefix-N', counted per prefix. */
  nextId(prefix: string): string {
    return nextId(this.state, prefix);
  }

  randomDigits(length: number): string {
    return randomDigits(this.state, length);
  }

  randomText(length: number): string {
    return randomText(this.state, length);
  }

  /** The account behind a verified, unexpired token; SandboxError 401 otherwise. */
  requireSession(bearer: Bearer): AccountRecord {
    return accountOf(this.state, this.requireSessionRecord(bearer));
  }

  requireSessionRecord(bearer: Bearer): SessionRecord {
    return requireVerifiedSession(this.state, bearer, this.clock());
  }

  /** The signed-in consumer as the API returns it (with tokenExpires of this session). */
  consumerFor(bearer: Bearer): Consumer {
    const session = this.requireSessionRecord(bearer);
    return consumerView(this.state, accountOf(this.state, session), session);
  }

  sendToOutbox(message: OutgoingMessage): OutboxMessage {
    return sendToOutbox(this.state, message, this.clock());
  }

  tokenise(secret: string): string {
    return tokenise(this.state, secret);
  }

  /** A card number or CVV, behind an unguessable token. */
  tokeniseCardSecret(secret: string): string {
    return tokeniseCardSecret(this.state, secret);
  }

  detokenise(token: string): string {
    return detokenise(this.state, token);
  }
}
