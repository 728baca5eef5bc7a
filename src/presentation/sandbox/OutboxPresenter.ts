import { inject, injectable } from 'inversify';
import dayjs from 'dayjs';
import { makeAutoObservable, runInAction } from 'mobx';
import { attempt } from '../../application/shared/Result';
import {
  SANDBOX_CONSOLE,
  type OutboxMessage,
  type SandboxConsole,
} from '../../application/sandbox/ports/SandboxConsole';

export type OutboxStatus = 'loading' | 'loaded' | 'failed';

/** A message as the page shows it: the sending time in the shop's date format, to the second. */
export interface OutboxItem extends OutboxMessage {
  sentAtText: string;
}

/** The sandbox outbox page: every e-mail and SMS the sandbox "sent", newest first. */
@injectable()
export class OutboxPresenter {
  private received: OutboxMessage[] = [];
  status: OutboxStatus = 'loading';

  constructor(@inject(SANDBOX_CONSOLE) private readonly sandbox: SandboxConsole) {
    makeAutoObservable<OutboxPresenter, 'sandbox'>(this, { sandbox: false });
  }

  /** Newest first; messages sent in the same instant keep the outbox's own order. */
  get messages(): OutboxItem[] {
    return [...this.received]
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
      .map((message) => ({ ...message, sentAtText: dayjs(message.sentAt).format('DD/MM/YYYY, HH:mm:ss') }));
  }

  get isEmpty(): boolean {
    return this.status === 'loaded' && this.received.length === 0;
  }

  /** Reads the outbox; also the refresh button's action. What was shown stays while it reloads. */
  async load(): Promise<void> {
    this.status = 'loading';
    const result = await attempt(() => this.sandbox.outbox());
    runInAction(() => {
      if (result.ok) this.received = result.value;
      this.status = result.ok ? 'loaded' : 'failed';
    });
  }
}
