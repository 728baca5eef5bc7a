import { inject, injectable } from 'inversify';
import dayjs from 'dayjs';
import { makeAutoObservable } from 'mobx';
import { attempt } from '../../application/shared/Result';
import {
  SANDBOX_CONSOLE,
  type OutboxMessage,
  type SandboxConsole,
} from '../../application/sandbox/ports/SandboxConsole';
import { Call } from '../calls/Call';
import type { PagePresenter } from '../shell/PageHost';

/** A message as the page shows it: the sending time in the shop's date format, to the second. */
export type OutboxItem = OutboxMessage & { sentAtText: string };

/** The sandbox outbox page: every e-mail and SMS the sandbox "sent", newest first. */
@injectable()
export class OutboxPresenter implements PagePresenter {
  /** What the last read brought: shown while the outbox is read again, and after a failed read. */
  private received: OutboxMessage[] = [];
  readonly reading = new Call<OutboxMessage[]>(
    { serverWords: 'never', otherwise: 'sandbox.outbox.failed' },
    { done: (messages) => (this.received = messages) },
  );

  constructor(@inject(SANDBOX_CONSOLE) private readonly sandbox: SandboxConsole) {
    // A port injected by token may be bound to a plain object: kept as it is, not made observable.
    makeAutoObservable<OutboxPresenter, 'sandbox'>(this, { sandbox: false });
  }

  /** Newest first; messages sent in the same instant keep the outbox's own order. */
  get messages(): OutboxItem[] {
    return [...this.received]
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
      .map((message) => ({ ...message, sentAtText: dayjs(message.sentAt).format('DD/MM/YYYY, HH:mm:ss') }));
  }

  get isEmpty(): boolean {
    return this.reading.state.status === 'done' && this.received.length === 0;
  }

  enter(): Promise<void> {
    return this.refresh();
  }

  async refresh(): Promise<void> {
    await this.reading.run(() => attempt(() => this.sandbox.outbox()));
  }
}
