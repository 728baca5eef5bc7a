/** @jest-environment jest-fixed-jsdom */
import { DEMO_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { TOKEN_LIFETIME_MINUTES } from '../../adapters/sandbox/session/sessionRules';
import { newestCode, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import { CARD_DETAILS_SHOWN_MS } from '../../domain/timing';
import { SANDBOX_CONSOLE } from '../../application/sandbox/ports/SandboxConsole';
import { SESSION_GATEWAY } from '../../application/session/ports/SessionGateway';
import { TOKEN_STORE } from '../../application/session/ports/TokenStore';
import { unexpectedResponse } from '../../application/shared/testing/unexpectedResponse';
import { AuthModalsPresenter } from '../testing/otherScreens';
import { CardsPresenter } from './CardsPresenter';
import { CardDetailsPresenter } from './CardDetailsPresenter';

const LABELS = { number: 'Card number', expiry: 'Expiry date', cvv: 'CVV', language: 'en' } as const;
const ACTIVE = 'card-demo-active';

/** A host for the widget whose closed shadow root the test keeps, as the page's own code cannot. */
function spiedHost(): { host: HTMLElement; widgetText: () => string } {
  const host = document.createElement('div');
  document.body.append(host);
  const attach = host.attachShadow.bind(host);
  let root: ShadowRoot | undefined;
  jest.spyOn(host, 'attachShadow').mockImplementation((init) => (root = attach(init)));
  return { host, widgetText: () => root?.textContent ?? '' };
}

/** Camille signed in on the cards screen, with a clock the test moves (fake timers drive the app and the sandbox). */
async function setUp() {
  const app = sandboxApp();
  await signIn(app.container);
  const presenter = app.container.get(CardDetailsPresenter);
  const outbox = () => app.container.get(SANDBOX_CONSOLE).outbox();
  const codesSent = async () => (await outbox()).filter((message) => message.kind === 'oneTimeCode').length;
  /** Types the newest one-time code, as Camille reads it from her phone. */
  const typeCode = async () => {
    presenter.type(await newestCode(app.container, 'oneTimeCode'));
    await jest.advanceTimersByTimeAsync(0);
  };
  return { ...app, presenter, codesSent, typeCode, modals: app.container.get(AuthModalsPresenter) };
}

/** Opens the modal for the active card, types the code and lets the widget draw. */
async function reveal(app: Awaited<ReturnType<typeof setUp>>) {
  const widget = spiedHost();
  await app.presenter.show(ACTIVE);
  app.presenter.attachHost(widget.host, LABELS);
  await app.typeCode();
  return widget;
}

describe('Card details', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('asks for a fresh one-time code before it shows anything', async () => {
    const app = await setUp();
    const before = await app.codesSent();

    await app.presenter.show(ACTIVE);

    expect(app.presenter.open).toBe(true);
    expect(app.presenter.step).toBe('code');
    expect(app.presenter.lastFour).toMatch(/^\d{4}$/);
    expect(await app.codesSent()).toBe(before + 1);
  });

  it('is not offered for a blocked or a cancelled card, and does not open for one', async () => {
    const app = await setUp();
    const { tiles } = app.container.get(CardsPresenter);
    const offered = Object.fromEntries(tiles.map((tile) => [tile.id, tile.actions.details]));

    expect(offered).toMatchObject({
      'card-demo-active': true,
      'card-demo-blocked': false,
      'card-demo-cancelled': false,
    });
    await app.presenter.show('card-demo-blocked');
    expect(app.presenter.open).toBe(false);
  });

  it('stays open and says why when the card was blocked or deactivated elsewhere meanwhile (another tab)', async () => {
    const app = await setUp();
    const widget = spiedHost();
    await app.presenter.show(ACTIVE);
    app.presenter.attachHost(widget.host, LABELS);
    const lastFour = app.presenter.lastFour;
    // Blocked from another tab: this one learns it from the consumer the code's answer brings back.
    app.sandbox.blockCard(app.container.get(TOKEN_STORE).load(), ACTIVE);

    await app.typeCode();

    expect(app.presenter.open).toBe(true);
    expect(app.presenter.unavailable).toBe('blocked');
    expect(app.presenter.lastFour).toBe(lastFour);
    expect(widget.widgetText()).toBe('');
    app.presenter.close();
    expect(app.presenter.open).toBe(false);
    expect(app.presenter.unavailable).toBeNull();
  });

  it('shows number, expiry and CVV in the widget once the code is right, never in the page', async () => {
    const app = await setUp();

    const widget = await reveal(app);

    expect(app.presenter.step).toBe('shown');
    const text = widget.widgetText();
    expect(text).toMatch(new RegExp(`Card number(\\d{4} ){3}${app.presenter.lastFour}`));
    expect(text).toMatch(/Expiry date\d{2}\/\d{2}/);
    expect(text).toMatch(/CVV\d{3}$/);
    expect(document.body.innerHTML).toBe('<div></div>');
  });

  it('says so when the code is wrong, and only a new code helps once it is spent', async () => {
    const app = await setUp();
    await app.presenter.show(ACTIVE);
    const right = await newestCode(app.container, 'oneTimeCode');
    const wrong = right.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

    for (let attempt = 0; attempt < 5; attempt += 1) {
      app.presenter.type(wrong);
      await jest.advanceTimersByTimeAsync(0);
    }

    expect(app.presenter.entry.spent).toBe(true);
    expect(app.presenter.entry.message).toEqual({ key: 'auth.errors.oneTimeCode.spent' });
    // The spent code was texted a moment ago: the next one comes once its minute is over.
    await app.presenter.requestNewCode();
    expect(app.presenter.entry.spent).toBe(true);
    expect(app.presenter.entry.message).toEqual({ key: 'auth.errors.tooEarly', values: { count: 60 } });
    await jest.advanceTimersByTimeAsync(60_000);
    await app.presenter.requestNewCode();
    expect(app.presenter.entry.spent).toBe(false);
    expect(app.presenter.entry.newCodeSent).toBe(true);
  });

  it('opened again within the minute, says when a new code may come and takes the one already texted', async () => {
    const app = await setUp();
    await app.presenter.show(ACTIVE);
    app.presenter.close();
    const widget = spiedHost();

    await jest.advanceTimersByTimeAsync(15_000);
    await app.presenter.show(ACTIVE);
    app.presenter.attachHost(widget.host, LABELS);

    expect(app.presenter.entry.message).toEqual({ key: 'auth.errors.tooEarly', values: { count: 45 } });
    // The code texted 15 seconds ago is still the one to type: no "no code could be sent".
    expect(app.presenter.entry.spent).toBe(false);
    expect(app.presenter.failure).toBeNull();
    await app.typeCode();
    expect(app.presenter.step).toBe('shown');
  });

  it('hides the details again after 60 seconds, and a new code shows them again', async () => {
    const app = await setUp();
    const widget = await reveal(app);

    await jest.advanceTimersByTimeAsync(CARD_DETAILS_SHOWN_MS - 1);
    expect(app.presenter.step).toBe('shown');
    await jest.advanceTimersByTimeAsync(1);

    expect(app.presenter.step).toBe('hidden');
    expect(widget.widgetText()).toBe('');
    await app.presenter.requestNewCode();
    await app.typeCode();
    expect(app.presenter.step).toBe('shown');
    expect(widget.widgetText()).toContain(app.presenter.lastFour);
  });

  it('hides the details when the modal closes, and no timer is left behind', async () => {
    const app = await setUp();
    const widget = await reveal(app);

    app.presenter.close();

    expect(app.presenter.open).toBe(false);
    expect(widget.widgetText()).toBe('');
    expect(jest.getTimerCount()).toBe(0);
  });

  describe('copy buttons', () => {
    it.each([
      ['number', 'cardDetails.copy.numberCopied', /^\d{16}$/],
      ['cvv', 'cardDetails.copy.cvvCopied', /^\d{3}$/],
    ] as const)('copy the %s and say so', async (field, key, copied) => {
      const writeText = jest.fn((_text: string) => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const app = await setUp();
      await reveal(app);

      await app.presenter.copy(field);

      expect(writeText).toHaveBeenCalledWith(expect.stringMatching(copied));
      expect(app.presenter.copyFeedback).toEqual({ ok: true, message: { key } });
    });

    it('say "Oops! There was an error…" when the clipboard refuses', async () => {
      const app = await setUp();
      await reveal(app);

      await app.presenter.copy('number');

      expect(app.presenter.copyFeedback).toEqual({
        ok: false,
        message: { key: 'cardDetails.copy.failed' },
      });
    });
  });

  describe('faults', () => {
    it('a 401 opens the login modal and the reveal resumes once after sign-in', async () => {
      const app = await setUp();
      app.sandbox.failNext('revealCardSecret', 401);

      const widget = await reveal(app);

      expect(app.presenter.step).toBe('signInRequired');
      expect(app.modals.login.open).toBe(true);
      await signIn(app.container);
      expect(app.presenter.step).toBe('shown');
      expect(widget.widgetText()).toContain(app.presenter.lastFour);
    });

    it('asks for the password again once it was given a session length ago, then resumes', async () => {
      const app = await setUp();
      await jest.advanceTimersByTimeAsync((TOKEN_LIFETIME_MINUTES - 1) * 60_000);
      const widget = spiedHost();
      await app.presenter.show(ACTIVE);
      await app.typeCode();
      await jest.advanceTimersByTimeAsync(2 * 60_000);

      app.presenter.attachHost(widget.host, LABELS);
      await jest.advanceTimersByTimeAsync(0);

      expect(app.presenter.step).toBe('signInRequired');
      expect(app.modals.login.open).toBe(true);
      expect(app.modals.login.form.values.email).toBe(DEMO_CREDENTIALS.email);
      await signIn(app.container);
      expect(app.presenter.step).toBe('shown');
    });

    it('a 401 while asking for the code resumes with a new code after sign-in', async () => {
      const app = await setUp();
      app.sandbox.failNext('requestOneTimeCode', 401);

      await app.presenter.show(ACTIVE);
      expect(app.presenter.step).toBe('signInRequired');
      await signIn(app.container);

      expect(app.presenter.step).toBe('code');
      expect(app.presenter.entry.newCodeSent).toBe(true);
    });

    it('a server error says so and keeps the modal where it was; trying again shows the details', async () => {
      const app = await setUp();
      app.sandbox.failNext('revealCardSecret', 500);

      const widget = await reveal(app);

      expect(app.presenter.open).toBe(true);
      expect(app.presenter.step).toBe('failed');
      expect(app.presenter.failure).toEqual({ key: 'cardDetails.errors.server' });
      await app.presenter.retry();
      expect(app.presenter.step).toBe('shown');
      expect(widget.widgetText()).toContain(app.presenter.lastFour);
    });

    type App = Awaited<ReturnType<typeof setUp>>;
    it.each([
      [
        'no connection',
        (app: App) => app.sandbox.failNext('verifyOneTimeCode', 'network'),
        'cardDetails.errors.network',
      ],
      [
        'a server fault',
        (app: App) => app.sandbox.failNext('verifyOneTimeCode', 500),
        'cardDetails.errors.server',
      ],
      [
        'an answer the API document does not allow',
        (app: App) =>
          jest
            .spyOn(app.container.get(SESSION_GATEWAY), 'verifyOneTimeCode')
            .mockRejectedValueOnce(unexpectedResponse()),
        'cardDetails.errors.server',
      ],
    ] as const)(
      'keeps the code typed when %s stops its check; sent again, it shows the details',
      async (_what, fail, key) => {
        const app = await setUp();
        const widget = spiedHost();
        await app.presenter.show(ACTIVE);
        app.presenter.attachHost(widget.host, LABELS);
        fail(app);
        await app.typeCode();

        expect(app.presenter.step).toBe('code');
        expect(app.presenter.entry.code).toMatch(/^\d\d-\d\d-\d\d$/);
        expect(app.presenter.entry.message).toEqual({ key });
        await app.presenter.submit();
        await jest.advanceTimersByTimeAsync(0);
        expect(app.presenter.step).toBe('shown');
        expect(widget.widgetText()).toContain(app.presenter.lastFour);
      },
    );

    it('does not claim a code was texted when sending it failed; a new code is then on its way', async () => {
      const app = await setUp();
      app.sandbox.failNext('requestOneTimeCode', 'network');

      await app.presenter.show(ACTIVE);
      expect(app.presenter.step).toBe('code');
      expect(app.presenter.codeRequest.failure).toEqual({ key: 'cardDetails.errors.network' });

      await app.presenter.requestNewCode();
      expect(app.presenter.entry.newCodeSent).toBe(true);
      expect(app.presenter.failure).toBeNull();
    });

    it('no connection says so clearly', async () => {
      const app = await setUp();
      app.sandbox.failNext('revealCardSecret', 'network');

      await reveal(app);

      expect(app.presenter.step).toBe('failed');
      expect(app.presenter.failure).toEqual({ key: 'cardDetails.errors.network' });
    });
  });
});
