import { makeAutoObservable, runInAction } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import { backTarget, registrationProgress } from '../../domain/registration/registrationProgress';
import type { ProfileStep } from '../../domain/registration/stepChanges';
import { validateForm } from '../../domain/validation/validateForm';
import type { PendingAction, Retried } from '../../application/session/PendingAction';
import type { AppError, Result } from '../../application/shared/Result';
import { failureMessage, type FailureWords } from '../calls/failureMessage';
import { messageOf, serverFieldMessage, type Message } from '../messages/Message';
import type { Navigation } from '../shell/Navigation';
import { guardTargetPath } from '../shell/paths';
import type { ProfileDrafts } from './ProfileDrafts';

export type FieldErrors<F extends string> = Partial<Record<F, Message>>;

/** What sets one profile step apart from the others. */
export interface ProfileStepConfig<F extends string, Form extends object> {
  step: ProfileStep;
  /** The name the step's update is kept under when it meets an expired session. */
  action: Retried<Consumer>;
  fields: readonly F[];
  /**
   * The consumer as last saved: each field starts from what they typed and left unsaved on this step
   * (ProfileDrafts), else from the saved value, else from `defaults`, else ''.
   */
  saved: (Readonly<Partial<Record<F, string | null>>> & { id: string }) | null;
  defaults?: Partial<Record<F, string>>;
  /** The step's domain form, whose rules give a message key per failing field. */
  toForm(values: Record<F, string>): Form;
  /** The step's use case (which skips the call when nothing changed), given the checked form. */
  save(form: Form): Promise<Result<Consumer>>;
  /** Where the consumer goes once the step is saved. */
  next: string;
  /** The step's words for a failure (SPEC section 8: the general register text, then the server's words or not). */
  words: FailureWords;
}

export const GENERAL_STEP_ERROR = 'registration.errors.general';
export const SIGN_IN_AGAIN = 'registration.errors.signInAgain';

/** The general register text followed by the server's errorMessage (SPEC section 8). */
export const STEP_WORDS = {
  serverWords: 'after',
  otherwise: GENERAL_STEP_ERROR,
} as const satisfies FailureWords;

/** The financial step shows the general text alone (SPEC section 8). */
export const FINANCIAL_STEP_WORDS = {
  serverWords: 'never',
  otherwise: GENERAL_STEP_ERROR,
} as const satisfies FailureWords;

function initialValues<F extends string>(
  config: Pick<ProfileStepConfig<F, object>, 'fields' | 'saved' | 'defaults' | 'step'>,
  drafts: ProfileDrafts,
): Record<F, string> {
  const draft = drafts.draftOf(config.saved?.id ?? null, config.step);
  const entries = config.fields.map((field) => [
    field,
    draft?.[field] ?? config.saved?.[field] ?? config.defaults?.[field] ?? '',
  ]);
  return Object.fromEntries(entries) as Record<F, string>;
}

/**
 * The form state of one registration step (Personal, Address or Financial Info): the values as
 * typed, one message per field, the step's failure, and the 401 rule (SPEC section 8: the update is
 * kept, the login modal opens, and the update is sent once more after sign-in). Every value stays as
 * typed whatever goes wrong; a field's message goes when that field is edited. Once saved (or
 * replayed after sign-in), the consumer goes on to the next step. What is typed and not saved is
 * kept for the step (ProfileDrafts): Back and then Continue find it again.
 */
export class ProfileStepForm<F extends string, Form extends object = object> {
  values: Record<F, string>;
  errors: FieldErrors<F> = {};
  failure: Message | null = null;
  submitting = false;
  /** The update met an expired session and waits for the consumer to sign in again. */
  awaitingSignIn = false;
  /** How many submissions ended with messages on fields (the view then focuses the first of them). */
  refusals = 0;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly config: ProfileStepConfig<F, Form>,
    private readonly pending: PendingAction,
    private readonly navigation: Navigation,
    private readonly drafts: ProfileDrafts,
  ) {
    this.values = initialValues(config, drafts);
    makeAutoObservable<
      ProfileStepForm<F, Form>,
      'config' | 'pending' | 'navigation' | 'drafts' | 'stopListening'
    >(this, {
      config: false,
      pending: false,
      navigation: false,
      drafts: false,
      stopListening: false,
    });
  }

  /** The progress bar: 33.33, 66 or 100 percent. */
  get progress(): number {
    return registrationProgress(this.config.step) ?? 0;
  }

  /** Where Back leads. */
  get backPath(): string | null {
    const target = backTarget(this.config.step);
    return target === null ? null : guardTargetPath(target);
  }

  get hasErrors(): boolean {
    return Object.values(this.errors).some((message) => message !== undefined);
  }

  set(field: F, value: string): void {
    this.values[field] = value;
    this.drafts.keep(this.config.saved?.id ?? null, this.config.step, this.values);
    if (this.errors[field] !== undefined) {
      const { [field]: _cleared, ...others } = this.errors;
      this.errors = others as FieldErrors<F>;
    }
    this.failure = null;
  }

  /** Listens for the replay of an update kept at a 401 (the screen is shown). */
  start(): void {
    this.stopListening ??= this.pending.onReplay(this.config.action, (result) => {
      if (this.awaitingSignIn) this.settle(result);
    });
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  /** Checks the step and sends it; the step shows messages, or the consumer goes on. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    const form = this.config.toForm(this.values);
    this.errors = this.fieldErrors(form);
    this.failure = null;
    this.awaitingSignIn = false;
    if (this.hasErrors) {
      this.refusals += 1;
      return;
    }
    this.submitting = true;
    this.settle(await this.config.save(form));
  }

  private settle(result: Result<Consumer>): void {
    runInAction(() => {
      this.submitting = false;
      this.awaitingSignIn = false;
      if (result.ok) {
        this.drafts.forget(this.config.step);
        this.navigation.goTo(this.config.next);
      } else this.showFailure(result.error);
    });
  }

  /** The form's rules: the first failing message key of each of the step's fields. */
  private fieldErrors(form: Form): FieldErrors<F> {
    const failing: Partial<Record<string, string>> = validateForm(form);
    const errors: FieldErrors<F> = {};
    for (const field of this.config.fields) {
      const key = failing[field];
      if (key !== undefined) errors[field] = messageOf(key);
    }
    return errors;
  }

  private showFailure(error: AppError): void {
    if (error.kind === 'Unauthorized') {
      // Kept by the use case, which asked for sign-in: the update is sent again afterwards.
      this.awaitingSignIn = true;
      this.failure = messageOf(SIGN_IN_AGAIN);
      return;
    }
    const fieldErrors: FieldErrors<F> = {};
    for (const field of error.invalidFields ?? []) {
      const name = this.config.fields.find((candidate) => candidate === field.fieldName);
      const first = field.errors[0];
      if (name !== undefined && first !== undefined) fieldErrors[name] = serverFieldMessage(first);
    }
    if (Object.keys(fieldErrors).length > 0) {
      this.errors = fieldErrors;
      this.refusals += 1;
      return;
    }
    this.failure = failureMessage(error, this.config.words);
  }
}
