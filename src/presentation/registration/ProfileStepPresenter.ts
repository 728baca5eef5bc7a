import { inject, injectable } from 'inversify';
import type { Consumer } from '../../domain/consumer/Consumer';
import { backTarget, registrationProgress } from '../../domain/registration/registrationProgress';
import type { ProfileStep } from '../../domain/registration/stepChanges';
import type { Retried } from '../../application/session/PendingAction';
import type { Result } from '../../application/shared/Result';
import { CallReplays } from '../calls/CallReplays';
import type { FailureWords } from '../calls/failureMessage';
import { FormModel } from '../forms/FormModel';
import { Navigation } from '../shell/Navigation';
import type { PagePresenter } from '../shell/PageHost';
import { SessionPresenter } from '../shell/SessionPresenter';
import { guardTargetPath } from '../shell/paths';
import { ProfileDrafts } from './ProfileDrafts';

export interface ProfileStepConfig<F extends string, Form extends object> {
  step: ProfileStep;
  /** Its update's replay token, heard after sign-in. */
  action: Retried<Consumer>;
  fields: readonly (F & keyof Consumer)[];
  /** A field starts from its unsaved draft (ProfileDrafts), else the consumer's, else this, else ''. */
  defaults?: Partial<Record<F, string>>;
  /** The step's domain form, whose rules give a message key per failing field. */
  toForm(values: Record<F, string>): Form;
  /** The step's use case (which skips the call when nothing changed). */
  save(form: Form): Promise<Result<Consumer>>;
  next: string;
  /** STEP_WORDS unless the step says otherwise. */
  words?: FailureWords;
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

/** A registration step: its form (observable itself), whose unsaved values stay in ProfileDrafts for Back. */
export class ProfileStepPresenter<F extends string, Form extends object = object> implements PagePresenter {
  readonly step: ProfileStep;
  readonly submission: FormModel<Record<F, string>, Form, Consumer>;

  constructor(
    private readonly steps: ProfileSteps,
    private readonly config: ProfileStepConfig<F, Form>,
  ) {
    this.step = config.step;
    const saved = steps.session.consumer;
    const draft = steps.drafts.draftOf(saved?.id ?? null, config.step);
    const start = (field: F & keyof Consumer) =>
      draft?.[field] ?? saved?.[field] ?? config.defaults?.[field] ?? '';
    this.submission = new FormModel(
      config.words ?? STEP_WORDS,
      Object.fromEntries(config.fields.map((f) => [f, start(f)])) as Record<F, string>,
      {
        rules: config.toForm,
        done: () => {
          steps.drafts.forget(config.step);
          steps.navigation.goTo(config.next);
        },
      },
    );
  }

  /** The progress bar's percentage, as the registration shell shows it. */
  get progress(): number {
    return registrationProgress(this.step) ?? 0;
  }

  get backPath(): string | null {
    const target = backTarget(this.step);
    return target === null ? null : guardTargetPath(target);
  }

  set(field: F, value: string): void {
    this.submission.set(field, value);
    this.steps.drafts.keep(this.steps.session.consumer?.id ?? null, this.step, this.submission.values);
  }

  /** While the step is shown, an update kept at a 401 goes on once replayed after sign-in. */
  enter(): void {
    this.steps.replays.hear(this.submission, this.config.action);
  }

  leave(): void {
    this.steps.replays.leave();
  }

  async submit(): Promise<void> {
    await this.submission.submit((form) => this.config.save(form));
  }
}

/** What every profile step takes from the container: one per step shown (its replays are its own). */
@injectable()
export class ProfileSteps {
  constructor(
    @inject(SessionPresenter) readonly session: SessionPresenter,
    @inject(CallReplays) readonly replays: CallReplays,
    @inject(Navigation) readonly navigation: Navigation,
    @inject(ProfileDrafts) readonly drafts: ProfileDrafts,
  ) {}
}
