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
import { Navigation } from '../shell/Navigation';
import type { PagePresenter } from '../shell/PageHost';
import { SessionPresenter } from '../shell/SessionPresenter';
import { guardTargetPath } from '../shell/paths';
import { ProfileDrafts } from './ProfileDrafts';

export interface ProfileStepConfig<F extends string, Form extends object> {
  step: ProfileStep;
  /** Its update's replay token, heard after sign-in. */
  action: Retried<Consumer>;
  fields: readonly F[];
  /** A field starts from its unsaved draft (ProfileDrafts), else this, else `defaults`, else ''. */
  saved: (Readonly<Partial<Record<F, string | null>>> & { id: string }) | null;
  defaults?: Partial<Record<F, string>>;
  /** The step's domain form, whose rules give a message key per failing field. */
  toForm(values: Record<F, string>): Form;
  /** The step's use case (which skips the call when nothing changed). */
  save(form: Form): Promise<Result<Consumer>>;
  next: string;
  words: FailureWords;
}

export const GENERAL_STEP_ERROR = 'registration.errors.general';

/** The general register text followed by the server's errorMessage (SPEC section 8). */
export const STEP_WORDS = {
  signIn: 'registration.errors.signInAgain',
  serverWords: 'after',
  otherwise: GENERAL_STEP_ERROR,
} as const satisfies FailureWords;

/** The financial step shows the general text alone (SPEC section 8). */
export const FINANCIAL_STEP_WORDS = { ...STEP_WORDS, serverWords: 'never' } as const satisfies FailureWords;

/** A registration step's values and their submission; what is not saved stays in ProfileDrafts for Back. */
export class ProfileStepForm<F extends string, Form extends object = object> {
  values: Record<F, string>;
  readonly submission: FormSubmission<F, Consumer>;

  constructor(
    private readonly config: ProfileStepConfig<F, Form>,
    private readonly replays: CallReplays,
    navigation: Navigation,
    private readonly drafts: ProfileDrafts,
  ) {
    const draft = drafts.draftOf(config.saved?.id ?? null, config.step);
    const start = (field: F) => draft?.[field] ?? config.saved?.[field] ?? config.defaults?.[field] ?? '';
    this.values = Object.fromEntries(config.fields.map((f) => [f, start(f)])) as Record<F, string>;
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

  /** The progress bar's percentage, as the registration shell shows it. */
  get progress(): number {
    return registrationProgress(this.config.step) ?? 0;
  }

  get backPath(): string | null {
    const target = backTarget(this.config.step);
    return target === null ? null : guardTargetPath(target);
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

  get saved(): Consumer | null {
    return this.session.consumer;
  }

  form<F extends string, Form extends object>(config: ProfileStepConfig<F, Form>): ProfileStepForm<F, Form> {
    return new ProfileStepForm(config, this.replays, this.navigation, this.drafts);
  }
}
