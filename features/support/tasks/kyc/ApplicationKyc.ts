import assert from 'node:assert/strict';
import type { KycEvent } from '../../../../src/domain/kyc/kycState';
import { fillProfile, register, verifyEmailAndMobile } from '../../../../src/composition/testing/sandboxApp';
import { KycPresenter } from '../../../../src/presentation/kyc/KycPresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { paths } from '../../../../src/presentation/shell/paths';
import { localeText } from '../../locale/shownText';
import { enterPageAs } from '../journey/places';
import { app, service, settle, flow } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { KycTasks } from './KycTasks';

/** How the widget brings the check to a stage, as the consumer goes through it. */
const WIDGET_REPORTS: Record<string, KycEvent | null> = {
  'not started': null,
  'checking documents': { type: 'widgetSubmitted' },
  approved: { type: 'widgetApproved' },
  rejected: { type: 'widgetRejected' },
};

/** Longest wait the tasks watch for, in seconds. */
const WATCH_SECONDS = 30;

/** The identity check screen in-process: KycPresenter on the scenario's sandbox and time. */
export class ApplicationKyc implements KycTasks {
  private presenter: KycPresenter | null = null;
  private statusReads: number[] = [];

  constructor(private readonly world: ShopWorld) {}

  async checkAt(stage: string, check: 'basic' | 'full'): Promise<void> {
    assert.ok(stage in WIDGET_REPORTS, `unknown identity check stage "${stage}"`);
    const { container, sandbox } = app(this.world);
    await register(container);
    await verifyEmailAndMobile(container);
    await fillProfile(container);
    if (check === 'full') await this.passBasicCheck();
    const kycStatus = sandbox.kycStatus.bind(sandbox);
    sandbox.kycStatus = (...args) => {
      this.statusReads.push(this.time().now().getTime());
      return kycStatus(...args);
    };
    const { page: presenter } = await enterPageAs(
      container,
      check === 'full' ? paths.kycUpgrade() : paths.kyc(),
      KycPresenter,
    );
    this.presenter = presenter;
    const report = WIDGET_REPORTS[stage];
    if (report) presenter.widgetReported(report);
    await settle();
    service(this.world, Navigation).take();
  }

  async statusAskedEvery(): Promise<number | null> {
    const from = this.statusReads.length;
    for (let second = 0; second < WATCH_SECONDS; second += 1) await this.time().advance(1000);
    const reads = this.statusReads.slice(from);
    const [first, second] = reads;
    if (first === undefined || second === undefined) return null;
    return (second - first) / 1000;
  }

  cardsButtonShown(): Promise<boolean> {
    return Promise.resolve(this.current().screen.showsRedirectButton);
  }

  message(): Promise<string | null> {
    const { statusKey, rejectedAlertKey } = this.current().screen;
    const key = statusKey ?? rejectedAlertKey;
    return Promise.resolve(key === null ? null : localeText(key));
  }

  async buttonMovesOn(): Promise<{ seconds: number; to: string }> {
    const presenter = this.current();
    let seconds = 0;
    while (!presenter.cardsReady && seconds < WATCH_SECONDS) {
      await this.time().advance(1000);
      seconds += 1;
    }
    presenter.goToCards();
    const destination = service(this.world, Navigation).take();
    assert.ok(destination?.kind === 'app', 'the button to my cards led nowhere');
    return { seconds, to: destination.path === paths.cards() ? 'my cards' : destination.path };
  }

  /** The registrant passes the basic check on its screen, with Simulate Success, and goes on to the cards. */
  private async passBasicCheck(): Promise<void> {
    const { page: basic, leave } = await enterPageAs(app(this.world).container, paths.kyc(), KycPresenter);
    await basic.simulate();
    await settle();
    leave();
    assert.equal(service(this.world, Navigation).take()?.kind, 'app', 'the basic check did not pass');
  }

  private time() {
    return this.world.state(flow).time;
  }

  private current(): KycPresenter {
    assert.ok(this.presenter, 'the identity check screen is not open');
    return this.presenter;
  }
}
