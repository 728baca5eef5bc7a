import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import { backTarget, registrationProgress } from '../../domain/registration/registrationProgress';
import type { ProfileStep } from '../../domain/registration/stepChanges';
import { validateForm } from '../../domain/validation/validateForm';
import type { Retried } from '../../application/session/PendingAction';
import type { Result } from '../../application/shared/Result';
import { CallReplays } from '../calls/CallReplays';
import type { FailureWords } from '../calls/failureMessage';
import { FormSubmission } from '../forms/FormSubmission';
import type { Message } from '../messages/Message';
import { Navigation } from '../shell/Navigation';
import type { PagePresenter } from '../shell/routeTable';
import { SessionPresenter } from '../shell/SessionPresenter';
import { guardTargetPath } from '../shell/paths';
import { ProfileDrafts } from './ProfileDrafts';

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
  signIn: SIGN_IN_AGAIN,
  serverWords: 'after',
  otherwise: GENERAL_STEP_ERROR,
} as const satisfies FailureWords;

/** The financial step shows the general text alone (SPEC section 8). */
export const FINANCIAL_STEP_WORDS = {
  signIn: SIGN_IN_AGAIN,
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
 * The form state of one registration step: the values as typed and their submission, replayed after
 * sign-in at a 401 (SPEC section 8). What is typed and not saved stays in ProfileDrafts for Back.
 */
export class ProfileStepForm<F extends string, Form extends object = object> {
  values: Record<F, string>;
  readonly submission: FormSubmission<F, Consumer>;

  constructor(
    private readonly config: ProfileStepConfig<F, Form>,
    private readonly replays: CallReplays,
    navigation: Navigation,
    private readonly drafts: ProfileDrafts,
  ) {
    this.values = initialValues(config, drafts);
    this.submission = new FormSubmission(config.words, {
      serverFields: Object.fromEntries(config.fields.map((field) => [field, field])),
      done: () => {
        drafts.forget(config.step);
        navigation.goTo(config.next);
      },
    });
    // The step's configuration is a plain object of functions: kept as it is.
    makeAutoObservable<ProfileStepForm<F, Form>, 'config'>(this, { config: false });
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

  get errors(): Partial<Record<F, Message>> {
    return this.submission.errors;
  }

  get failure(): Message | null {
    return this.submission.failure;
  }

  get hasErrors(): boolean {
    return Object.values(this.errors).some((message) => message !== undefined);
  }

  set(field: F, value: string): void {
    this.values[field] = value;
    this.drafts.keep(this.config.saved?.id ?? null, this.config.step, this.values);
    this.submission.edited(field);
  }

  /** While the step is shown, an update kept at a 401 goes on once replayed after sign-in. */
  start(): void {
    this.replays.hear(this.submission, this.config.action);
  }

  stop(): void {
    this.replays.leave();
  }

  /** Checks the step and sends it; the step shows messages, or the consumer goes on. */
  async submit(): Promise<void> {
    const form = this.config.toForm(this.values);
    await this.submission.submit(this.fieldErrors(form), () => this.config.save(form));
  }

  /** The form's rules: the first failing message key of each of the step's fields. */
  private fieldErrors(form: Form): Partial<Record<F, string>> {
    const failing: Partial<Record<string, string>> = validateForm(form);
    return Object.fromEntries(
      this.config.fields.flatMap((field) => (failing[field] === undefined ? [] : [[field, failing[field]]])),
    ) as Partial<Record<F, string>>;
  }
}

/** A profile step's page: its form hears its update's replay after sign-in while the step is shown. */
export class ProfileStepPresenter<F extends string> implements PagePresenter {
  constructor(readonly form: ProfileStepForm<F>) {}

  enter(): void {
    this.form.start();
  }

  leave(): void {
    this.form.stop();
  }
}

/** What every profile step takes from the container to make its form: one per step shown (its replays are its own). */
@injectable()
export class ProfileSteps {
  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(CallReplays) private readonly replays: CallReplays,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(ProfileDrafts) private readonly drafts: ProfileDrafts,
  ) {}

  /** The consumer as last saved, which the step's fields start from. */
  get saved(): Consumer | null {
    return this.session.consumer;
  }

  form<F extends string, Form extends object>(config: ProfileStepConfig<F, Form>): ProfileStepForm<F, Form> {
    return new ProfileStepForm(config, this.replays, this.navigation, this.drafts);
  }
}
