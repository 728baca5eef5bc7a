import type { OutboxMessage } from '../../application/sandbox/ports/SandboxConsole';
import { nextId } from './state/ids';
import type { SandboxState } from './state/SandboxState';

export type OutgoingMessage = Omit<OutboxMessage, 'id' | 'sentAt'>;

/** "Sends" an e-mail or SMS: it lands on top of the outbox (newest first). */
export function sendToOutbox(state: SandboxState, message: OutgoingMessage, now: Date): OutboxMessage {
  const sent: OutboxMessage = { id: nextId(state, 'message'), sentAt: now.toISOString(), ...message };
  state.outbox.unshift(sent);
  return sent;
}

/** '+33 612345678', as SMS recipients are shown. */
export function phoneRecipient(countryCode: string, number: string): string {
  return `+${countryCode} ${number}`;
}
