import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../domain/kyc/kycLevel';
import { kycScreen, type KycScreen } from '../../domain/kyc/kycScreen';
import { INITIAL_KYC_STATE, isFinalKycState, type KycEvent, type KycState } from '../../domain/kyc/kycState';
import { SANDBOX_TOOLS } from '../../application/config/SandboxTools';
import { SANDBOX_CONSOLE, type SandboxConsole } from '../../application/sandbox/ports/SandboxConsole';
import { KycStatusPoller, type KycProgress } from '../../application/kyc/KycStatusPoller';
import { CompleteIdentityCheck } from '../../application/kyc/usecases/CompleteIdentityCheck';
import { SimulateKyc } from '../../application/kyc/usecases/SimulateKyc';
import { StartKyc } from '../../application/kyc/usecases/StartKyc';
import type { AppError } from '../../application/shared/Result';
import { Call } from '../calls/Call';
import type { FailureWords } from '../calls/failureMessage';
import { sessionRefused } from '../calls/sessionRefused';
import { Navigation } from '../shell/Navigation';
import type { PageAt } from '../shell/PageHost';
import { SessionPresenter } from '../shell/SessionPresenter';
import { nextStepPath, paths } from '../shell/paths';
import { SandboxWidgetPresenter } from './SandboxWidgetPresenter';

/** The API refuses its sandbox tools: it runs as production, whatever the app was built to expect. */
const SANDBOX_TOOLS_DISABLED = 'sandboxToolsDisabled';

const SIMULATION_WORDS: FailureWords = {
  codes: { [SANDBOX_TOOLS_DISABLED]: 'kyc.simulate.unavailable' },
  otherwise: 'kyc.simulate.failed',
};

/** KYC widget and status errors are logged only (SPEC section 8); never with any token or code. */
function logKycError(what: string, error: AppError): void {
  console.warn(`KYC ${what} failed: ${error.kind}${error.errorCode ? ` (${error.errorCode})` : ''}`);
}

/** The check as started: the reference that authorises the widget and, outside production, the sandbox's stand-in for it. */
type StartedCheck = { reference: string; widget: SandboxWidgetPresenter | null } | 'failed';

/** The identity check (SPEC sections 2, 4 and 8) at the row's level: 1 when registering, 2 as the upgrade. */
@injectable()
export class KycPresenter {
  level: KycTargetLevel = 'KYC_LEVEL_1';
  state: KycState = INITIAL_KYC_STATE;
  /** Null until StartKyc answers. */
  started: StartedCheck | null = null;
  /** The 15-second wait after submission is over: the button to the cards can be used. */
  cardsReady = false;
  readonly simulation = new Call<Consumer>(SIMULATION_WORDS);
  /** The card the Cards screen showed before the check, selected again on the way back (null: none). */
  private selected: string | null = null;
  private finishing = false;

  constructor(
    @inject(StartKyc) private readonly startKyc: StartKyc,
    @inject(KycStatusPoller) private readonly poller: KycStatusPoller,
    @inject(SimulateKyc) private readonly simulateKyc: SimulateKyc,
    @inject(CompleteIdentityCheck) private readonly completeIdentityCheck: CompleteIdentityCheck,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    /** Outside production: the Simulate Success button and the sandbox note (and the sandbox widget). */
    @inject(SANDBOX_TOOLS) readonly isSandbox: boolean,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(SANDBOX_CONSOLE) private readonly sandbox: SandboxConsole,
  ) {
    makeAutoObservable<KycPresenter, 'sandbox'>(this, { sandbox: false });
  }

  get screen(): KycScreen {
    return kycScreen(this.state, this.level);
  }

  /** Simulate Success, until the check is approved or the API says it is no sandbox (a 403, then said). */
  get offersSimulation(): boolean {
    const refused = this.simulation.error?.errorCode === SANDBOX_TOOLS_DISABLED;
    return this.isSandbox && !refused && this.state !== 'approved';
  }

  /** Sign out is offered only when the consumer has an e-mail address (SPEC section 2). */
  get canSignOut(): boolean {
    return Boolean(this.session.consumer?.email);
  }

  /** The widget while the check goes on: the sandbox's stand-in, or the provider's ('hosted'). */
  get widget(): SandboxWidgetPresenter | 'hosted' | null {
    if (this.started === null || this.started === 'failed' || isFinalKycState(this.state)) return null;
    return this.started.widget ?? 'hosted';
  }

  /** The widget's failure is worth saying only while nothing else is known about the check. */
  get showsWidgetFailure(): boolean {
    return this.started === 'failed' && this.state === 'empty';
  }

  async enter({ query, given }: PageAt<never, 'selected', KycTargetLevel>): Promise<void> {
    const level = given ?? 'KYC_LEVEL_1';
    this.level = level;
    this.selected = query.selected ?? null;
    this.state = INITIAL_KYC_STATE;
    this.started = null;
    this.cardsReady = false;
    this.finishing = false;
    this.poller.start(level, (progress) => this.progressed(progress));
    const started = await this.startKyc.execute(level);
    // StartKyc fails only at an ended session, having asked for sign-in; other failures are only logged (SPEC section 8).
    const start = started.ok ? started.value : null;
    runInAction(() => {
      this.started = start?.kind === 'widget' ? this.startedWith(start.reference) : 'failed';
    });
    if (start?.kind !== 'initFailed') return;
    logKycError('start', start.error);
    this.poller.report(start.event);
  }

  leave(): void {
    this.poller.stop();
  }

  widgetReported(event: KycEvent): void {
    this.poller.report(event);
  }

  goToCards(): void {
    if (this.cardsReady && this.screen.showsRedirectButton)
      this.navigation.goTo(paths.cards({ selected: this.selected }));
  }

  async simulate(): Promise<void> {
    if (this.finishing) return;
    const result = await this.simulation.run(() => this.simulateKyc.execute(this.level));
    if (result?.ok) await this.finish();
  }

  private progressed(progress: KycProgress): void {
    switch (progress.type) {
      case 'state':
        this.state = progress.state;
        return;
      case 'goToCards':
        this.cardsReady = true;
        // The poller has brought the level up to date by now.
        if (this.state === 'approved') void this.finish();
        return;
      case 'error':
        if (!sessionRefused(progress.error)) logKycError('status', progress.error);
    }
  }

  /** Approved: after the redirect wait, or at once when simulated. */
  private async finish(): Promise<void> {
    if (this.finishing) return;
    this.finishing = true;
    this.poller.stop();
    const { step, failure } = await this.completeIdentityCheck.execute(this.level);
    if (failure !== null) logKycError('stored order', failure);
    runInAction(() => {
      this.state = 'approved';
    });
    this.navigation.goTo(nextStepPath(step, this.selected));
  }

  private startedWith(reference: string): StartedCheck {
    const report = (event: KycEvent) => this.widgetReported(event);
    const widget = this.isSandbox ? new SandboxWidgetPresenter(this.sandbox, reference, report) : null;
    return { reference, widget };
  }
}
