import type { Container } from 'inversify';
import { KYC_REDIRECT_AFTER_SUBMIT_MS, KYC_STATUS_POLL_MS } from '../../domain/timing';
import { SandboxError } from '../../adapters/sandbox/SandboxError';
import { KycStatusPoller } from '../../application/kyc/KycStatusPoller';
import { NEW_ORDER_STORE } from '../../application/orders/ports/NewOrderStore';
import { SANDBOX_TOOLS } from '../../application/config/SandboxTools';
import { SANDBOX_CONSOLE } from '../../application/sandbox/ports/SandboxConsole';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import {
  fillProfile,
  register,
  sandboxApp,
  signIn,
  verifyEmailAndMobile,
} from '../../composition/testing/sandboxApp';
import { KYC_LEVEL_1_PURCHASE_LIMIT } from '../../domain/orders/cardLimit';
import { AuthModalsPresenter, CardsPresenter } from '../testing/otherScreens';
import { OrderBoxPresenter } from '../widgets/orderBox/OrderBoxPresenter';
import { paths } from '../shell/paths';
import { ROUTES } from '../shell/routeTable';
import { destination } from '../testing/destination';
import { KycPresenter } from './KycPresenter';
import { SandboxWidgetPresenter } from './SandboxWidgetPresenter';

/** Enters the screen as the router does, from its row: the row gives the level. */
async function enterRow(container: Container, row: 'kyc' | 'kycUpgrade', selected?: string) {
  const search = new URLSearchParams(selected === undefined ? {} : { selected });
  const entered = await ROUTES[row].enter?.(container, { params: {}, search });
  if (!(entered?.presenter instanceof KycPresenter)) throw new Error(`${row} shows no KycPresenter`);
  return entered.presenter;
}

/** A registrant who has come to the level-1 identity check. */
async function registrant() {
  const app = sandboxApp();
  await register(app.container);
  await verifyEmailAndMobile(app.container);
  await fillProfile(app.container);
  return app;
}

/** A registrant at the level-1 identity check, the KYC screen entered. */
async function atLevel1() {
  const app = await registrant();
  let statusReads = 0;
  const kycStatus = app.sandbox.kycStatus.bind(app.sandbox);
  app.sandbox.kycStatus = (...args) => {
    statusReads += 1;
    return kycStatus(...args);
  };
  const presenter = await enterRow(app.container, 'kyc');
  if (presenter.started === null || presenter.started === 'failed')
    throw new Error('the widget did not start');
  const { reference } = presenter.started;
  const console = app.container.get(SANDBOX_CONSOLE);
  return {
    ...app,
    presenter,
    reference,
    console,
    statusReads: () => statusReads,
    where: () => destination(app.container),
  };
}

const kycLevel = (app: { container: ReturnType<typeof sandboxApp>['container'] }) =>
  app.container.get(ConsumerSession).current?.kycLevel;

describe('the KYC screen', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('starts the widget with its reference, titled for level 1', async () => {
    const { presenter } = await atLevel1();
    expect(presenter.state).toBe('empty');
    expect(presenter.widget).toBeInstanceOf(SandboxWidgetPresenter);
    expect(presenter.screen).toMatchObject({
      titleKey: 'kyc.level1.title',
      descriptionKey: 'kyc.level1.description',
      statusKey: null,
      rejectedAlertKey: null,
      showsRedirectButton: false,
    });
    expect(presenter.isSandbox).toBe(true);
    expect(presenter.offersSimulation).toBe(true);
    expect(presenter.canSignOut).toBe(true);
    presenter.leave();
  });

  it('offers Simulate Success no more once the check is approved', async () => {
    const { presenter, reference, console } = await atLevel1();
    await console.completeIdentityCheck(reference, 'approve');
    presenter.widgetReported({ type: 'widgetApproved' });
    expect(presenter.state).toBe('approved');
    expect(presenter.offersSimulation).toBe(false);
    presenter.leave();
  });

  it('asks for the status every 5 seconds, and no more once the screen is left', async () => {
    const { presenter, statusReads } = await atLevel1();
    const first = statusReads();
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS);
    expect(statusReads()).toBe(first + 1);
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS);
    expect(statusReads()).toBe(first + 2);
    presenter.leave();
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS * 3);
    expect(statusReads()).toBe(first + 2);
  });

  it('checks documents once the widget reports submission, offering the cards only with the approval at level 1', async () => {
    const app = await atLevel1();
    const { presenter, reference, console, where } = app;
    await console.completeIdentityCheck(reference, 'submit');
    presenter.widgetReported({ type: 'widgetSubmitted' });
    expect(presenter.state).toBe('submitted');
    expect(presenter.screen.statusKey).toBe('kyc.checkingDocuments');
    // The registration guard keeps a registrant without level 1 from the cards: no way round by the button.
    expect(presenter.screen.showsRedirectButton).toBe(false);
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS);
    presenter.goToCards();
    expect(where()).toBeNull();
    await console.completeIdentityCheck(reference, 'approve');
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS);
    expect(presenter.screen.showsRedirectButton).toBe(true);
    expect(where()).toBe('/consumer/cards');
    expect(kycLevel(app)).toBe(1);
    presenter.leave();
  });

  it('at level 2 offers the cards 15 seconds after the documents are in', async () => {
    const app = sandboxApp();
    await signIn(app.container, { email: 'level1@example.com', password: 'Level1234' });
    const presenter = await enterRow(app.container, 'kycUpgrade');
    presenter.widgetReported({ type: 'widgetSubmitted' });
    expect(presenter.screen.showsRedirectButton).toBe(true);
    expect(presenter.cardsReady).toBe(false);
    presenter.goToCards();
    expect(destination(app.container)).toBeNull();
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS - 1);
    expect(presenter.cardsReady).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(presenter.cardsReady).toBe(true);
    presenter.goToCards();
    expect(destination(app.container)).toBe('/consumer/cards');
    presenter.leave();
  });

  it('shows a review under way found by the status call', async () => {
    const { presenter, reference, console } = await atLevel1();
    await console.completeIdentityCheck(reference, 'submit');
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS);
    expect(presenter.state).toBe('submitted');
    presenter.leave();
  });

  it('moves on to the cards 15 seconds after approval by the widget, the level brought up to date', async () => {
    const app = await atLevel1();
    const { presenter, reference, console, where } = app;
    await console.completeIdentityCheck(reference, 'approve');
    presenter.widgetReported({ type: 'widgetApproved' });
    await jest.advanceTimersByTimeAsync(0);
    expect(presenter.state).toBe('approved');
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS - 1);
    expect(where()).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(where()).toBe('/consumer/cards');
    expect(kycLevel(app)).toBe(1);
    presenter.leave();
  });

  it('moves on at approval found by the status call', async () => {
    const app = await atLevel1();
    await app.console.completeIdentityCheck(app.reference, 'approve');
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS);
    expect(app.presenter.state).toBe('approved');
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS);
    expect(app.where()).toBe('/consumer/cards');
    expect(kycLevel(app)).toBe(1);
    app.presenter.leave();
  });

  it('leaves nothing scheduled when the screen is left at the moment of approval', async () => {
    const app = await atLevel1();
    app.presenter.leave();
    const poller = app.container.get(KycStatusPoller);
    poller.start('KYC_LEVEL_1', (progress) => {
      if (progress.type === 'state' && progress.state === 'approved') poller.stop();
    });
    await jest.advanceTimersByTimeAsync(0);
    poller.report({ type: 'widgetApproved' });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('turns a stored amount into an order at level-1 approval and goes to its payment', async () => {
    const app = await atLevel1();
    app.container.get(NEW_ORDER_STORE).save(3000);
    await app.console.completeIdentityCheck(app.reference, 'approve');
    app.presenter.widgetReported({ type: 'widgetApproved' });
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS);
    expect(app.where()).toMatch(/^\/order\/[^/]+\/payment$/);
    expect(app.container.get(NEW_ORDER_STORE).load()).toBeNull();
    app.presenter.leave();
  });

  it('offers a stored amount above what level 1 may buy again on Buy New Card, keeping it', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = await atLevel1();
    app.container.get(NEW_ORDER_STORE).save(10000);
    await app.console.completeIdentityCheck(app.reference, 'approve');
    app.presenter.widgetReported({ type: 'widgetApproved' });
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS);
    expect(app.where()).toBe(paths.buyCard());
    expect(app.container.get(NEW_ORDER_STORE).load()).toBe(10000);
    expect(warned).toHaveBeenCalledWith('KYC stored order failed: InvalidFields (invalidFields)');
    warned.mockRestore();
    app.presenter.leave();
  });

  it('shows the rejected alert at rejection, without the redirect button', async () => {
    const { presenter, reference, console, statusReads, where } = await atLevel1();
    await console.completeIdentityCheck(reference, 'reject');
    presenter.widgetReported({ type: 'widgetRejected' });
    expect(presenter.state).toBe('rejected');
    expect(presenter.screen.rejectedAlertKey).toBe('kyc.rejected');
    expect(presenter.screen.showsRedirectButton).toBe(false);
    expect(presenter.widget).toBeNull();
    const reads = statusReads();
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS * 2);
    expect(statusReads()).toBe(reads);
    expect(where()).toBeNull();
    presenter.leave();
  });

  describe('Simulate Success', () => {
    it('passes the check at once and goes to the cards', async () => {
      const app = await atLevel1();
      await app.presenter.simulate();
      expect(app.where()).toBe('/consumer/cards');
      expect(kycLevel(app)).toBe(1);
      app.presenter.leave();
    });

    it("shows the server's errorMessage when the simulation fails", async () => {
      const { presenter, sandbox, where } = await atLevel1();
      sandbox.failNext('simulateKyc', 500);
      await presenter.simulate();
      expect(presenter.simulation.failure).toEqual({ detail: 'Fault injected into simulateKyc.' });
      expect(where()).toBeNull();
      presenter.leave();
    });

    it('is withdrawn, saying why, once the API answers that it is not a sandbox (403 sandboxToolsDisabled)', async () => {
      const { presenter, sandbox, where } = await atLevel1();
      // An app built with SANDBOX_TOOLS=on, talking to an API that runs as production.
      sandbox.simulateKyc = () => {
        throw new SandboxError(403, {
          errorCode: 'sandboxToolsDisabled',
          errorMessage: 'The sandbox tools are turned off on this server.',
        });
      };
      expect(presenter.offersSimulation).toBe(true);

      await presenter.simulate();

      expect(presenter.offersSimulation).toBe(false);
      expect(presenter.simulation.failure).toEqual({ key: 'kyc.simulate.unavailable' });
      expect(presenter.widget).toBeInstanceOf(SandboxWidgetPresenter);
      expect(where()).toBeNull();
      presenter.leave();
    });

    it("says 'Simulation failed' when there is no errorMessage", async () => {
      const { presenter, sandbox } = await atLevel1();
      sandbox.failNext('simulateKyc', 'network');
      await presenter.simulate();
      expect(presenter.simulation.failure).toEqual({ key: 'kyc.simulate.failed' });
      presenter.leave();
    });
  });

  it('titles level 2 and makes the consumer fully known by simulation', async () => {
    const app = sandboxApp();
    await signIn(app.container, { email: 'level1@example.com', password: 'Level1234' });
    const presenter = await enterRow(app.container, 'kycUpgrade');
    expect(presenter.screen.titleKey).toBe('kyc.level2.title');
    expect(presenter.screen.descriptionKey).toBe('kyc.level2.description');
    await presenter.simulate();
    expect(destination(app.container)).toBe('/consumer/cards');
    expect(app.container.get(ConsumerSession).current?.isFullyKnown).toBe(true);
    presenter.leave();
  });

  it('from the Cards prompt: back to the selected card after Simulate Success, buying above 50 EUR then offered', async () => {
    const app = sandboxApp();
    await signIn(app.container, { email: 'level1@example.com', password: 'Level1234' });
    expect(app.container.get(CardsPresenter).buyOffer).toBe('kycUpgrade');
    const presenter = await enterRow(app.container, 'kycUpgrade', 'card-level1-second');
    await presenter.simulate();
    expect(destination(app.container)).toBe(paths.cards({ selected: 'card-level1-second' }));
    const cards = app.container.get(CardsPresenter);
    expect(cards.buyOffer).toBe('buy');
    expect(cards.selectedFor('card-level1-second')?.id).toBe('card-level1-second');
    const order = app.container.get(OrderBoxPresenter);
    order.showIn('ordering');
    expect(order.entry.bounds.max).toBeGreaterThan(KYC_LEVEL_1_PURCHASE_LIMIT);
    presenter.leave();
  });

  it('keeps the selected card for the redirect button after submission', async () => {
    const app = sandboxApp();
    await signIn(app.container, { email: 'level1@example.com', password: 'Level1234' });
    const presenter = await enterRow(app.container, 'kycUpgrade', 'card-level1-third');
    presenter.widgetReported({ type: 'widgetSubmitted' });
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS);
    presenter.goToCards();
    expect(destination(app.container)).toBe(paths.cards({ selected: 'card-level1-third' }));
    presenter.leave();
  });

  it('opens the login modal when the session has expired', async () => {
    const app = await atLevel1();
    app.sandbox.failNext('kycStatus', 401);
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS);
    expect(app.container.get(AuthModalsPresenter).login.open).toBe(true);
    app.presenter.leave();
  });

  it("shows the provider's widget, not the sandbox's, where the sandbox tools are off", async () => {
    const app = await registrant();
    app.container.rebind(SANDBOX_TOOLS).toConstantValue(false);
    const presenter = await enterRow(app.container, 'kyc');
    expect(presenter.widget).toBe('hosted');
    expect(presenter.offersSimulation).toBe(false);
    presenter.leave();
  });

  it('reports a failed widget start', async () => {
    const app = await registrant();
    app.sandbox.failNext('initiateKyc', 400);
    const warn = jest.spyOn(globalThis.console, 'warn').mockImplementation(() => undefined);
    const presenter = await enterRow(app.container, 'kyc');
    expect(presenter.started).toBe('failed');
    expect(presenter.showsWidgetFailure).toBe(true);
    expect(warn).toHaveBeenCalledWith('KYC start failed: InvalidFields (injectedFault)');
    warn.mockRestore();
    presenter.leave();
  });
});

describe('the sandbox identity widget', () => {
  async function widget() {
    const app = await atLevel1();
    const { widget } = app.presenter;
    if (!(widget instanceof SandboxWidgetPresenter)) throw new Error('the sandbox widget did not start');
    return { ...app, widget };
  }

  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('asks for a document type and a file before submitting', async () => {
    const { widget: w, presenter } = await widget();
    await w.submit();
    expect(w.errors).toEqual({
      documentType: { key: 'kyc.sandboxWidget.documentTypeRequired' },
      file: { key: 'kyc.sandboxWidget.fileRequired' },
    });
    expect(presenter.state).toBe('empty');
    presenter.leave();
  });

  it('submits the documents and reports it', async () => {
    const { widget: w, presenter } = await widget();
    w.chooseDocumentType('passport');
    w.chooseFile('passport.jpg');
    await w.submit();
    expect(w.submitted).toBe(true);
    expect(presenter.state).toBe('submitted');
    presenter.leave();
  });

  it('approves and rejects as the sandbox reviewer', async () => {
    const approved = await widget();
    await approved.widget.complete('approve');
    expect(approved.presenter.state).toBe('approved');
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS);
    expect(approved.where()).toBe('/consumer/cards');
    approved.presenter.leave();

    const rejected = await widget();
    await rejected.widget.complete('reject');
    expect(rejected.presenter.state).toBe('rejected');
    // The check is over: the sandbox refuses another outcome.
    await rejected.widget.complete('approve');
    expect(rejected.widget.step.failure).toEqual({ key: 'kyc.sandboxWidget.failed' });
    expect(rejected.presenter.state).toBe('rejected');
    rejected.presenter.leave();
  });
});
