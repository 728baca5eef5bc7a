import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Card } from '../../domain/cards/Card';
import { cardActions } from '../../domain/cards/cardActions';
import { CARD_DETAILS_SHOWN_MS } from '../../domain/timing';
import type { CardDetailsShown } from '../../application/cards/CardDetailsShown';
import type { SecureCardField, SecureCardLabels } from '../../application/cards/ports/SecureCardDisplay';
import { ConfirmCardDetailsCode } from '../../application/cards/usecases/ConfirmCardDetailsCode';
import { CopyCardDetail } from '../../application/cards/usecases/CopyCardDetail';
import { RequestCardDetailsCode } from '../../application/cards/usecases/RequestCardDetailsCode';
import { ShowCardDetails } from '../../application/cards/usecases/ShowCardDetails';
import { PendingAction } from '../../application/session/PendingAction';
import { SCHEDULER, type Scheduler } from '../../application/shared/Scheduler';
import type { AppError, Result } from '../../application/shared/Result';
import { failureMessage } from '../auth/authMessages';
import { tooManyRequestsMessage } from '../messages/waitMessage';
import { CodeEntry } from '../widgets/CodeEntry';
import { messageOf, type Message } from '../messages/Message';
import { SessionPresenter } from '../shell/SessionPresenter';

/**
 * Where the card-details modal is:
 * - code: a fresh one-time code was texted; the consumer types it;
 * - showing: the code was right, the secure widget is drawing the details;
 * - shown: number, expiry and CVV are in the widget, and can be copied, for CARD_DETAILS_SHOWN_MS;
 * - hidden: they were hidden again after that time;
 * - signInRequired: a call met Unauthorized; the login modal is open and the step resumes after it;
 * - failed: the widget could not show the details (server error, no connection); the consumer may try again.
 */
export type CardDetailsStep = 'code' | 'showing' | 'shown' | 'hidden' | 'signInRequired' | 'failed';

export const CARD_DETAILS_KEYS = {
  numberCopied: 'cardDetails.copy.numberCopied',
  cvvCopied: 'cardDetails.copy.cvvCopied',
  copyFailed: 'cardDetails.copy.failed',
  server: 'cardDetails.errors.server',
  network: 'cardDetails.errors.network',
  newCodeAfterSignIn: 'cardDetails.errors.newCodeAfterSignIn',
  general: 'cardDetails.errors.general',
} as const;

/** Why an open modal can no longer show the card's details: the card was blocked or deactivated meanwhile. */
export type DetailsUnavailable = 'blocked' | 'deactivated';

/** What a copy button tells the consumer (SPEC section 8, copy feedback). */
export interface CopyFeedback {
  ok: boolean;
  message: Message;
}

/**
 * The card-details modal of the cards screen (SPEC sections 2 and 8): a fresh one-time code first,
 * then number, expiry and CVV in the secure widget, which hides them again after
 * CARD_DETAILS_SHOWN_MS or when the modal closes, with copy buttons for number and CVV. The digits
 * never reach this presenter: the widget draws them into a host the view hands over and copies them
 * itself. A 401 opens the login modal (the widget's vault also asks for it when the password was given
 * longer than a session ago) and the reveal resumes after sign-in.
 */
@injectable()
export class CardDetailsPresenter {
  /** The card whose details the modal is for; null while closed. */
  cardId: string | null = null;
  /** Its last four digits when the modal opened, still named if the card goes meanwhile. */
  private openedLastFour = '';
  step: CardDetailsStep = 'code';
  readonly entry = new CodeEntry();
  requesting = false;
  /** The last request for a code failed: no code is on its way, so the modal must not say one was texted. */
  codeNotSent = false;
  verifying = false;
  /** Why the details could not be shown or a code sent; null when nothing went wrong. */
  failure: Message | null = null;
  copyFeedback: CopyFeedback | null = null;
  private host: { element: HTMLElement; labels: SecureCardLabels } | null = null;
  private shown: CardDetailsShown | null = null;
  private cancelHide: (() => void) | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(RequestCardDetailsCode) private readonly requestCode: RequestCardDetailsCode,
    @inject(ConfirmCardDetailsCode) private readonly confirmCode: ConfirmCardDetailsCode,
    @inject(ShowCardDetails) private readonly showDetails: ShowCardDetails,
    @inject(CopyCardDetail) private readonly copyDetail: CopyCardDetail,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<
      CardDetailsPresenter,
      | 'session'
      | 'requestCode'
      | 'confirmCode'
      | 'showDetails'
      | 'copyDetail'
      | 'pending'
      | 'scheduler'
      | 'host'
      | 'shown'
      | 'cancelHide'
      | 'stopListening'
    >(this, {
      entry: false,
      session: false,
      requestCode: false,
      confirmCode: false,
      showDetails: false,
      copyDetail: false,
      pending: false,
      scheduler: false,
      host: false,
      shown: false,
      cancelHide: false,
      stopListening: false,
    });
  }

  /**
   * Open from show() until close(). A card blocked or deactivated meanwhile (from another tab: this
   * one learns it from the consumer a later answer brings) keeps it open, saying so (unavailable),
   * rather than the modal vanishing under the code the consumer just typed.
   */
  get open(): boolean {
    return this.cardId !== null;
  }

  /** Why the open modal can no longer show the card's details; null while it can, or when closed. */
  get unavailable(): DetailsUnavailable | null {
    if (this.cardId === null || this.card !== null) return null;
    const card = this.session.consumer?.cards.find((candidate) => candidate.id === this.cardId);
    return card !== undefined && card.isBlocked && !card.isCancelled ? 'blocked' : 'deactivated';
  }

  /** The card as the profile holds it now; null when closed, or once the card is gone or no longer shows details. */
  get card(): Card | null {
    const card = this.session.consumer?.cards.find((candidate) => candidate.id === this.cardId);
    return card !== undefined && cardActions(card).details ? card : null;
  }

  get lastFour(): string {
    return this.card?.cardNumberLastFour ?? this.openedLastFour;
  }

  /** How long the details stay, for the note under them. */
  get shownForSeconds(): number {
    return CARD_DETAILS_SHOWN_MS / 1000;
  }

  /** As shown in the box: 12-34-56. */
  get code(): string {
    return this.entry.code;
  }

  /** The message under the code box. */
  get codeMessage(): Message | null {
    return this.entry.message;
  }

  /** Five wrong codes: only a new code helps. */
  get spent(): boolean {
    return this.entry.spent;
  }

  get newCodeSent(): boolean {
    return this.entry.newCodeSent;
  }

  /** Whether the eye button shows for the card: not for a blocked or cancelled one (SPEC section 4). */
  offersDetails(card: Pick<Card, 'state' | 'isBlocked' | 'isCancelled' | 'cancelOptions'>): boolean {
    return cardActions(card).details;
  }

  /** offersDetails, for a card of the signed-in consumer named by its id. */
  offersDetailsFor(cardId: string): boolean {
    const card = this.session.consumer?.cards.find((candidate) => candidate.id === cardId);
    return card !== undefined && this.offersDetails(card);
  }

  /** Opens the modal for a card that shows details and texts a fresh one-time code. */
  async show(cardId: string): Promise<void> {
    this.close();
    this.cardId = cardId;
    const card = this.card;
    if (card === null) {
      this.cardId = null;
      return;
    }
    this.openedLastFour = card.cardNumberLastFour;
    this.stopListening = this.listenForReplays();
    await this.sendCode(false);
  }

  /** Closes the modal: the details are hidden and forgotten. */
  close(): void {
    this.hideDetails();
    this.stopListening?.();
    this.stopListening = null;
    this.cardId = null;
    this.openedLastFour = '';
    this.step = 'code';
    this.entry.reset();
    this.requesting = false;
    this.codeNotSent = false;
    this.failure = null;
  }

  type(text: string): void {
    if (this.step !== 'code' || this.verifying || this.spent) return;
    if (this.entry.type(text)) void this.submit();
  }

  async submit(): Promise<void> {
    if (this.step !== 'code' || this.verifying || this.spent) return;
    this.failure = null;
    const digits = this.entry.digitsToSend();
    if (digits === null) return;
    this.verifying = true;
    const cardId = this.cardId;
    const result = await this.confirmCode.execute(digits);
    runInAction(() => {
      this.verifying = false;
      if (this.cardId !== cardId) return;
      if (result.ok) {
        this.entry.reset();
        this.step = 'showing';
        void this.reveal();
      } else this.codeRefused(result.error);
    });
  }

  /** A new code, when the last one was spent, never came, or the details were hidden. */
  async requestNewCode(): Promise<void> {
    await this.sendCode(true);
  }

  /** After a failed reveal: tries again (the code was already confirmed). */
  async retry(): Promise<void> {
    if (this.step !== 'failed') return;
    this.failure = null;
    this.step = 'showing';
    await this.reveal();
  }

  /** The view's host for the secure widget, with the labels the widget prints; null when it unmounts. */
  attachHost(element: HTMLElement | null, labels: SecureCardLabels): void {
    if (element === null) {
      this.host = null;
      this.hideDetails();
      return;
    }
    this.host = { element, labels };
    if (this.step === 'showing') void this.reveal();
  }

  async copy(field: SecureCardField): Promise<void> {
    const card = this.card;
    if (card === null || this.step !== 'shown') return;
    this.copyFeedback = null;
    const result = await this.copyDetail.execute(card, field);
    runInAction(() => {
      const copied = result.ok && result.value === 'copied';
      const key = field === 'number' ? CARD_DETAILS_KEYS.numberCopied : CARD_DETAILS_KEYS.cvvCopied;
      this.copyFeedback = { ok: copied, message: messageOf(copied ? key : CARD_DETAILS_KEYS.copyFailed) };
    });
  }

  private async sendCode(again: boolean): Promise<void> {
    if (this.requesting || this.cardId === null) return;
    const wasSpent = this.spent;
    this.hideDetails();
    this.step = 'code';
    this.entry.reset();
    this.failure = null;
    this.requesting = true;
    const cardId = this.cardId;
    const result = await this.requestCode.execute();
    runInAction(() => {
      this.requesting = false;
      if (this.cardId !== cardId) return;
      this.codeSent(result, again, wasSpent);
    });
  }

  /**
   * After asking for a code. Too early (a code was texted to the phone less than a minute ago): the
   * box says how long to wait and still takes the code already texted, unless that one was spent.
   */
  private codeSent(result: Result<undefined>, again: boolean, wasSpent = false): void {
    this.step = 'code';
    // Too early is no failure to send: the code texted less than a minute ago is still on its way.
    this.codeNotSent =
      !result.ok && result.error.kind !== 'Unauthorized' && result.error.errorCode !== 'tooEarly';
    if (result.ok) {
      this.entry.reset(again);
      return;
    }
    if (result.error.kind === 'Unauthorized') this.step = 'signInRequired';
    else if (result.error.errorCode === 'tooEarly')
      this.entry.refuse(failureMessage(result.error), { kind: result.error.kind, spent: wasSpent });
    else this.failure = this.problem(result.error);
  }

  private async reveal(): Promise<void> {
    const card = this.card;
    const host = this.host;
    // The view has not mounted the host yet: attachHost reveals once it does.
    if (card === null || host === null || this.step !== 'showing') return;
    const result = await this.showDetails.execute({ host: host.element, card, labels: host.labels });
    runInAction(() => this.revealed(result));
  }

  private revealed(result: Result<CardDetailsShown>): void {
    if (this.card === null || this.host === null) {
      // Closed, or the card blocked or deactivated, meanwhile: nothing may stay on show.
      if (result.ok) result.value.hide();
      return;
    }
    if (result.ok) {
      this.hideDetails();
      this.shown = result.value;
      this.step = 'shown';
      this.cancelHide = this.scheduler.after(CARD_DETAILS_SHOWN_MS, () =>
        runInAction(() => {
          this.hideDetails();
          this.step = 'hidden';
        }),
      );
      return;
    }
    if (result.error.kind === 'Unauthorized') {
      this.step = 'signInRequired';
      return;
    }
    this.step = 'failed';
    this.failure = this.problem(result.error);
  }

  /** While the modal is open, the steps kept at a 401 resume once the consumer has signed in again. */
  private listenForReplays(): () => void {
    const stopCode = this.pending.onReplay('requestCardDetailsCode', (result) =>
      runInAction(() => {
        if (this.step === 'signInRequired') this.codeSent(result, true);
      }),
    );
    const stopShow = this.pending.onReplay('showCardDetails', (result) =>
      runInAction(() => {
        if (this.step === 'signInRequired') this.revealed(result);
        else if (result.ok) result.value.hide();
      }),
    );
    return () => {
      stopCode();
      stopShow();
    };
  }

  private codeRefused(error: AppError): void {
    if (error.kind === 'Unauthorized') {
      // The code belonged to the session that ended: a new one is needed after signing in.
      this.entry.refuse(messageOf(CARD_DETAILS_KEYS.newCodeAfterSignIn), { kind: error.kind, spent: false });
      return;
    }
    const failure = error.kind === 'InvalidFields' ? failureMessage(error) : this.problem(error);
    this.entry.refuse(failure, { kind: error.kind, spent: error.errorCode === 'otpSpent' });
  }

  private problem(error: AppError): Message {
    switch (error.kind) {
      case 'NetworkError':
        return messageOf(CARD_DETAILS_KEYS.network);
      case 'ServerError':
      case 'UnexpectedResponse':
        return messageOf(CARD_DETAILS_KEYS.server);
      case 'TooManyRequests':
        return tooManyRequestsMessage(error);
      default:
        return messageOf(CARD_DETAILS_KEYS.general);
    }
  }

  private hideDetails(): void {
    this.cancelHide?.();
    this.cancelHide = null;
    this.shown?.hide();
    this.shown = null;
    this.copyFeedback = null;
  }
}
