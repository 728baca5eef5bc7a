import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Card } from '../../domain/cards/Card';
import type { Consumer } from '../../domain/consumer/Consumer';
import { cardOutOfUse, type CardOutOfUse } from '../../domain/cards/cardDisplayState';
import type { CardDetailsShown } from '../../application/cards/CardDetailsShown';
import type { SecureCardField, SecureCardLabels } from '../../application/cards/ports/SecureCardDisplay';
import { ConfirmCardDetailsCode } from '../../application/cards/usecases/ConfirmCardDetailsCode';
import { CopyCardDetail } from '../../application/cards/usecases/CopyCardDetail';
import {
  REQUEST_CARD_DETAILS_CODE,
  RequestCardDetailsCode,
} from '../../application/cards/usecases/RequestCardDetailsCode';
import { SHOW_CARD_DETAILS, ShowCardDetails } from '../../application/cards/usecases/ShowCardDetails';
import type { AppError } from '../../application/shared/Result';
import { SCHEDULER, type Scheduler } from '../../application/shared/Scheduler';
import { Call } from '../calls/Call';
import { CallReplays } from '../calls/CallReplays';
import type { FailureWords } from '../calls/failureMessage';
import { CodeEntry } from '../widgets/CodeEntry';
import { messageOf, type Message } from '../messages/Message';
import { SessionPresenter } from '../shell/SessionPresenter';
import { SecureDetailsHost } from './details/SecureDetailsHost';

export type CardDetailsStep = 'code' | 'showing' | 'shown' | 'hidden' | 'signInRequired' | 'failed';

const DETAILS_WORDS: FailureWords = {
  offline: 'cardDetails.errors.network',
  serverFault: 'cardDetails.errors.server',
  serverWords: 'never',
  otherwise: 'cardDetails.errors.general',
};

/** A code checked after the session ended belonged to it: a new one is needed after signing in. */
const CONFIRM_WORDS: FailureWords = { ...DETAILS_WORDS, signIn: 'cardDetails.errors.newCodeAfterSignIn' };

/** The card-details modal (SPEC sections 2 and 8); the digits never reach it: the secure widget draws them. */
@injectable()
export class CardDetailsPresenter {
  cardId: string | null = null;
  /** Its last four digits when the modal opened, still named if the card goes meanwhile. */
  lastFour = '';
  private phase: 'code' | 'showing' | 'shown' | 'hidden' = 'code';
  /** The code asked for is a new one, said under the box once it is sent. */
  private resend = false;
  readonly entry = new CodeEntry();
  readonly codeRequest = new Call<undefined>(DETAILS_WORDS, { done: () => this.codeSent() });
  readonly confirm = new Call<Consumer>(CONFIRM_WORDS);
  readonly reveal = new Call<CardDetailsShown>(DETAILS_WORDS, { done: (shown) => this.revealed(shown) });
  /** What the last copy said, while these details are on show. */
  private copied: { ok: boolean; message: Message } | null = null;
  private readonly host: SecureDetailsHost;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(RequestCardDetailsCode) private readonly requestCode: RequestCardDetailsCode,
    @inject(ConfirmCardDetailsCode) private readonly confirmCode: ConfirmCardDetailsCode,
    @inject(ShowCardDetails) private readonly showDetails: ShowCardDetails,
    @inject(CopyCardDetail) private readonly copyDetail: CopyCardDetail,
    @inject(CallReplays) private readonly replays: CallReplays,
    @inject(SCHEDULER) scheduler: Scheduler,
  ) {
    this.host = new SecureDetailsHost(scheduler);
    makeAutoObservable(this);
  }

  get step(): CardDetailsStep {
    if (this.codeRequest.waitsForSignIn || this.reveal.waitsForSignIn) return 'signInRequired';
    return this.reveal.failure === null ? this.phase : 'failed';
  }

  get copyFeedback(): { ok: boolean; message: Message } | null {
    return this.step === 'shown' ? this.copied : null;
  }

  get failure(): Message | null {
    return this.codeRequest.failure ?? this.reveal.failure;
  }

  get open(): boolean {
    return this.cardId !== null;
  }

  /** A card blocked or deactivated meanwhile keeps it open, saying so, rather than vanishing under the code. */
  get unavailable(): CardOutOfUse | null {
    if (this.cardId === null) return null;
    return this.held === undefined ? 'deactivated' : cardOutOfUse(this.held);
  }

  /** The card as the profile holds it now; null when closed or once it is out of use. */
  get card(): Card | null {
    return this.unavailable === null ? (this.held ?? null) : null;
  }

  private get held(): Card | undefined {
    return this.session.consumer?.cards.find((candidate) => candidate.id === this.cardId);
  }

  async show(cardId: string): Promise<void> {
    this.close();
    this.cardId = cardId;
    const card = this.card;
    if (card === null) {
      this.cardId = null;
      return;
    }
    this.lastFour = card.cardNumberLastFour;
    this.replays.hear(this.codeRequest, REQUEST_CARD_DETAILS_CODE);
    // A replay no reveal waited for (an earlier opening's) must not stay on show.
    this.replays.hear(this.reveal, SHOW_CARD_DETAILS, (result) => result.ok && result.value.hide());
    await this.requestNewCode(false);
  }

  close(): void {
    this.host.hide();
    this.replays.leave();
    this.cardId = null;
    this.lastFour = '';
    this.phase = 'code';
    this.entry.reset();
    this.codeRequest.reset();
    this.confirm.reset();
    this.reveal.reset();
  }

  type(text: string): void {
    if (this.step !== 'code' || this.confirm.running || this.entry.spent) return;
    if (this.entry.type(text)) void this.submit();
  }

  async submit(): Promise<void> {
    if (this.step !== 'code' || this.confirm.running || this.entry.spent) return;
    this.codeRequest.reset();
    const digits = this.entry.digitsToSend();
    if (digits === null) return;
    const cardId = this.cardId;
    const result = await this.confirm.run(() => this.confirmCode.execute(digits));
    if (result !== null && this.cardId === cardId) this.confirmed(result.ok ? null : result.error);
  }

  /** After a failed reveal (the code was already confirmed). */
  async retry(): Promise<void> {
    if (this.step !== 'failed') return;
    this.reveal.reset();
    await this.showNow();
  }

  /** Null when the view unmounts the host. */
  attachHost(element: HTMLElement | null, labels: SecureCardLabels): void {
    this.host.attach(element, labels);
    if (element === null) this.copied = null;
    else void this.showNow();
  }

  async copy(field: SecureCardField): Promise<void> {
    const card = this.card;
    if (card === null || this.step !== 'shown') return;
    this.copied = null;
    const result = await this.copyDetail.execute(card, field);
    const copied = result.ok && result.value === 'copied';
    const key = copied ? `cardDetails.copy.${field}Copied` : 'cardDetails.copy.failed';
    runInAction(() => (this.copied = { ok: copied, message: messageOf(key) }));
  }

  /** `again` unless opening: the box then says a new code was sent. */
  async requestNewCode(again = true): Promise<void> {
    if (this.codeRequest.running || this.cardId === null) return;
    const wasSpent = this.entry.spent;
    this.host.hide();
    this.phase = 'code';
    this.entry.reset();
    this.reveal.reset();
    this.resend = again;
    const cardId = this.cardId;
    const result = await this.codeRequest.run(() => this.requestCode.execute());
    if (result !== null && this.cardId === cardId)
      this.codeAnswered(result.ok ? null : result.error, wasSpent);
  }

  /** Too early is no failure: the box says how long to wait and still takes the code texted, unless spent. */
  private codeAnswered(error: AppError | null, wasSpent: boolean): void {
    // After sign-in, the code asked for is a new one.
    if (this.codeRequest.waitsForSignIn) this.resend = true;
    if (error?.errorCode !== 'tooEarly') return;
    this.codeRequest.reset();
    this.entry.refused(error, wasSpent);
  }

  private codeSent(): void {
    this.phase = 'code';
    this.entry.reset(this.resend);
  }

  private confirmed(error: AppError | null): void {
    if (error === null) {
      this.entry.reset();
      this.phase = 'showing';
      void this.showNow();
    } else if (error.kind === 'InvalidFields') this.entry.refused(error);
    else
      this.entry.refuse(this.confirm.failure ?? messageOf('cardDetails.errors.general'), {
        kind: error.kind,
        spent: false,
      });
  }

  /** Draws the details once the code is confirmed and the view has mounted the host, whichever comes last. */
  private async showNow(): Promise<void> {
    const card = this.card;
    const request = card === null ? null : this.host.request(card);
    if (request === null || this.step !== 'showing') return;
    await this.reveal.run(() => this.showDetails.execute(request));
  }

  private revealed(shown: CardDetailsShown): void {
    // Closed, or the card blocked or deactivated, meanwhile: nothing may stay on show.
    if (this.card === null || !this.host.attached) {
      shown.hide();
      return;
    }
    this.copied = null;
    this.host.keep(shown, () => runInAction(() => (this.phase = 'hidden')));
    this.phase = 'shown';
  }
}
