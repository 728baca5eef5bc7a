import assert from 'node:assert/strict';
import type { ServiceIdentifier } from 'inversify';
import { SANDBOX_CONSOLE } from '../../../../src/application/sandbox/ports/SandboxConsole';
import { fillProfile, register, verifyEmailAndMobile } from '../../../../src/composition/testing/sandboxApp';
import { KycPresenter } from '../../../../src/presentation/kyc/KycPresenter';
import { SandboxWidgetPresenter } from '../../../../src/presentation/kyc/SandboxWidgetPresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { SessionPresenter } from '../../../../src/presentation/shell/SessionPresenter';
import { paths } from '../../../../src/presentation/shell/paths';
import { localeText } from '../../locale/shownText';
import { enterPageAs } from '../journey/places';
import { app, flow } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { IdentityCheckTasks } from './IdentityCheckTasks';

/** In-process: the screen is KycPresenter, the widget SandboxWidgetPresenter, on the scenario's time. */
export class ApplicationIdentityCheck implements IdentityCheckTasks {
  private screen: KycPresenter | null = null;
  private widget: SandboxWidgetPresenter | null = null;
  private movedTo: string | null = null;

  constructor(private readonly world: ShopWorld) {}

  async readyForTheCheck(): Promise<void> {
    const { container } = app(this.world);
    await register(container);
    await verifyEmailAndMobile(container);
    await fillProfile(container);
  }

  async open(): Promise<void> {
    const { page: screen } = await enterPageAs(app(this.world).container, paths.kyc(), KycPresenter);
    this.screen = screen;
    assert.ok(screen.widget instanceof SandboxWidgetPresenter, 'the identity widget did not start');
    this.widget = screen.widget;
  }

  async submitDocuments(): Promise<void> {
    const widget = this.openWidget();
    widget.chooseDocumentType('passport');
    widget.chooseFile('passport.jpg');
    await widget.submit();
    assert.equal(widget.submitted, true, 'the widget did not take the documents');
  }

  async widgetRejects(): Promise<void> {
    await this.openWidget().complete('reject');
  }

  async reviewerApproves(): Promise<void> {
    await this.service(SANDBOX_CONSOLE).completeIdentityCheck(this.openWidget().reference, 'approve');
  }

  async simulateSuccess(): Promise<void> {
    await this.kyc().simulate();
    this.takeNavigation();
  }

  says(): string[] {
    const { statusKey, rejectedAlertKey } = this.kyc().screen;
    return [statusKey, rejectedAlertKey].filter((key) => key !== null).map((key) => localeText(key));
  }

  async wait(ms: number): Promise<void> {
    await this.world.state(flow).time.advance(ms);
    this.takeNavigation();
  }

  offersCards(): boolean {
    return this.kyc().screen.showsRedirectButton && this.kyc().cardsReady;
  }

  /** On the cards page, and let in by the registration guard rather than sent back. */
  movedToCards(): boolean {
    return (
      this.movedTo === paths.cards() && this.service(SessionPresenter).decide('protected').kind === 'allow'
    );
  }

  anythingScheduled(): boolean {
    return this.world.state(flow).time.waitingDelays().length > 0;
  }

  levelPassed(): number | null {
    return this.service(SessionPresenter).consumer?.kycLevel ?? null;
  }

  private takeNavigation(): void {
    const next = this.service(Navigation).take();
    if (next?.kind !== 'app') return;
    this.movedTo = next.path;
    // Leaving the screen stops its timers, as its page does on unmount.
    this.kyc().leave();
  }

  private kyc(): KycPresenter {
    assert.ok(this.screen, 'the identity check was not opened');
    return this.screen;
  }

  private openWidget(): SandboxWidgetPresenter {
    assert.ok(this.widget, 'the identity widget was not opened');
    return this.widget;
  }

  private service<T>(id: ServiceIdentifier<T>): T {
    return app(this.world).container.get(id);
  }
}
