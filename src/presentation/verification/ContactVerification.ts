import { inject, injectable } from 'inversify';
import type { Consumer } from '../../domain/consumer/Consumer';
import { BACKEND_MODE, type BackendMode } from '../../application/config/BackendMode';
import type { ContactUpdate, SendResult } from '../../application/consumer/ports/ConsumerGateway';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import type { Result } from '../../application/shared/Result';
import { SCHEDULER, type Scheduler } from '../../application/shared/Scheduler';
import type { PagePresenter } from '../shell/PageHost';
import { SessionPresenter } from '../shell/SessionPresenter';
import { ChangeContactDialog, type ContactFields } from './ChangeContactDialog';
import { VerificationSender } from './VerificationSender';

/** What every verification screen takes from the container. */
@injectable()
export class VerificationServices {
  constructor(
    @inject(SessionPresenter) readonly session: SessionPresenter,
    @inject(CLOCK) readonly clock: Clock,
    @inject(SCHEDULER) readonly scheduler: Scheduler,
    @inject(BACKEND_MODE) readonly mode: BackendMode,
  ) {}
}

/** What sets Verify Email and Verify Mobile apart. */
interface Channel<F extends string> {
  send(): Promise<Result<SendResult>>;
  name: 'email' | 'mobile';
  fields: ContactFields<F>;
  isVerified(consumer: Consumer): boolean;
  allowAfter(consumer: Consumer): string | null;
}

/**
 * What Verify Email and Verify Mobile share (SPEC sections 2, 4 and 8): send on entry, Resend, change, Continue.
 * Its parts are observable themselves; its getters read observables, so its screens' observers follow them.
 */
export abstract class ContactVerification<F extends string> implements PagePresenter {
  readonly sender: VerificationSender;
  readonly changeDialog: ChangeContactDialog<F>;

  constructor(
    protected readonly services: VerificationServices,
    private readonly channel: Channel<F>,
  ) {
    this.sender = new VerificationSender(() => channel.send(), channel.name, services);
    this.changeDialog = new ChangeContactDialog(channel.fields, (update) => this.changed(update));
  }

  /** What the screen does once a change of contact is accepted. */
  protected abstract changed(update: ContactUpdate): void | Promise<void>;

  /** Opened again once verified: nothing to send, Continue instead. */
  get isVerified(): boolean {
    const consumer = this.services.session.consumer;
    return consumer !== null && this.channel.isVerified(consumer);
  }

  /** Outside production the message lands in the sandbox outbox, one link away. */
  get showsOutboxLink(): boolean {
    return this.services.mode === 'sandbox';
  }

  async enter(): Promise<void> {
    const consumer = this.services.session.consumer;
    if (consumer === null || this.channel.isVerified(consumer)) return;
    await this.sender.sendUnlessWaiting(this.channel.allowAfter(consumer));
  }

  leave(): void {
    this.sender.stop();
  }
}
