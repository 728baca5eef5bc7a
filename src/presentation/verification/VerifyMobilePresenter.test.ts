import type { Container } from 'inversify';
import { CONSUMER_GATEWAY, type ConsumerGateway } from '../../application/consumer/ports/ConsumerGateway';
import { SandboxBotCheck } from '../../adapters/browser/SandboxBotCheck';
import { BOT_CHECK } from '../../application/shared/BotCheck';
import { CheckEmailVerification } from '../../application/consumer/usecases/CheckEmailVerification';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { SANDBOX_CONSOLE } from '../../application/sandbox/ports/SandboxConsole';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { PendingAction } from '../../application/session/PendingAction';
import { AuthModalsPresenter } from '../testing/otherScreens';
import {
  emailVerificationQuery,
  newestCode,
  register,
  sandboxApp,
} from '../../composition/testing/sandboxApp';
import { dialCountries } from '../../domain/consumer/dialCodes';
import { ALERT_DISPLAY_MS, RESEND_WAIT_SECONDS } from '../../domain/timing';
import { VerifyMobilePresenter } from './VerifyMobilePresenter';
import { destination } from '../testing/destination';

async function mobileCodes(container: Container) {
  const outbox = await container.get(SANDBOX_CONSOLE).outbox();
  return outbox.filter((message) => message.kind === 'mobileCode');
}

/** A registrant with a verified e-mail, on Verify Mobile. */
async function setUp() {
  const app = sandboxApp();
  await register(app.container);
  await app.container.get(SendVerificationEmail).execute();
  await app.container.get(CheckEmailVerification).execute(await emailVerificationQuery(app.container));
  const presenter = app.container.get(VerifyMobilePresenter);
  return { ...app, presenter, dialog: presenter.changeDialog };
}

/** A code that is not the one texted. */
const wrong = (code: string) => code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

describe('Verify Mobile', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('texts a code on entry to the number shown, and waits 60 seconds before another', async () => {
    const { container, presenter } = await setUp();
    await presenter.enter();
    const sent = await mobileCodes(container);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('+33 612000000');
    expect(presenter.phone).toBe('+33 612000000');
    expect(presenter.sender.countdown.secondsLeft).toBe(RESEND_WAIT_SECONDS);
    presenter.leave();
  });

  it('shows xx-xx-xx while typing and verifies by itself at the sixth digit', async () => {
    const { container, presenter } = await setUp();
    await presenter.enter();
    const code = await newestCode(container, 'mobileCode');
    await presenter.typeCode(code.slice(0, 4));
    expect(destination(container)).toBeNull();
    expect(presenter.entry.code).toBe(`${code.slice(0, 2)}-${code.slice(2, 4)}`);
    await presenter.typeCode(`${presenter.entry.code}${code.slice(4)}`);
    expect(destination(container)).toBe('/consumer/verification/mobile-success');
    expect(presenter.entry.code).toBe(`${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`);
    expect(container.get(ConsumerSession).current?.isMobileVerified).toBe(true);
    presenter.leave();
  });

  it("says 'Invalid Code' for a wrong code and verifies nothing", async () => {
    const { container, presenter } = await setUp();
    await presenter.enter();
    const code = await newestCode(container, 'mobileCode');
    await presenter.typeCode(wrong(code));
    expect(destination(container)).toBeNull();
    expect(presenter.wrongCode).toBe(true);
    expect(presenter.entry.code).toBe(
      `${wrong(code).slice(0, 2)}-${wrong(code).slice(2, 4)}-${wrong(code).slice(4)}`,
    );
    expect(container.get(ConsumerSession).current?.isMobileVerified).toBe(false);
    // Editing the code clears the message.
    await presenter.typeCode(code.slice(0, 5));
    expect(presenter.wrongCode).toBe(false);
    presenter.leave();
  });

  it('checks the code before sending it: six digits only', async () => {
    const { presenter, container } = await setUp();
    await presenter.typeCode('12-3');
    await presenter.submitCode();
    expect(destination(container)).toBeNull();
    expect(presenter.entry.message).toEqual({ key: 'verify.mobileCodeIncorrect' });
  });

  it('keeps letters out of the code box and says the code takes digits only, at once', async () => {
    const { presenter } = await setUp();
    await presenter.typeCode('12a');
    expect(presenter.entry.code).toBe('12');
    expect(presenter.entry.message).toEqual({ key: 'verify.mobileInputCode' });
    await presenter.typeCode('124');
    expect(presenter.entry.code).toBe('12-4');
    expect(presenter.entry.message).toBeNull();
  });

  it('resends a code after the wait and says so for 8 seconds', async () => {
    const { container, presenter } = await setUp();
    await presenter.enter();
    expect(presenter.sender.canResend).toBe(false);
    await jest.advanceTimersByTimeAsync(RESEND_WAIT_SECONDS * 1000);
    expect(presenter.sender.canResend).toBe(true);
    await presenter.sender.resend();
    expect(await mobileCodes(container)).toHaveLength(2);
    expect(presenter.sender.alert.message).toEqual({ key: 'verification.mobile.resent' });
    await jest.advanceTimersByTimeAsync(ALERT_DISPLAY_MS);
    expect(presenter.sender.alert.message).toBeNull();
    presenter.leave();
  });

  it("shows the server's words when the code cannot be sent", async () => {
    const { sandbox, presenter } = await setUp();
    sandbox.failNext('addMobileDevice', 400);
    await presenter.enter();
    expect(presenter.sender.failure).toEqual({ detail: 'Fault injected into addMobileDevice.' });
    presenter.leave();
  });

  it("says 'Invalid Captcha' when the bot check doubts the visitor", async () => {
    const { container } = await setUp();
    container.rebind(BOT_CHECK).toConstantValue(new SandboxBotCheck({ score: 0.8 }));
    const presenter = container.get(VerifyMobilePresenter);
    await presenter.enter();
    expect(presenter.sender.failure).toEqual({ key: 'verification.errors.captcha' });
    presenter.leave();
  });

  describe('changing the number', () => {
    it('starts with the current dial country, FR first in the list', async () => {
      const { presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      expect(dialog.change.values.countryIso).toBe('FR');
      expect(
        dialCountries()
          .slice(0, 6)
          .map((entry) => entry.country),
      ).toEqual(['FR', 'AT', 'BE', 'BG', 'HR', 'CY']);
      expect(dialCountries()[0]?.dialCode).toBe('33');
    });

    it('drops leading zeros, e, + and - while typing', async () => {
      const { presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      dialog.change.set('number', '0-6e12+');
      expect(dialog.change.values.number).toBe('612');
    });

    it.each([
      ['', 'verify.mobileEnterNumber'],
      ['61234', 'verify.mobileNumberShort'],
      ['6123456789012345', 'verify.mobileNumberBig'],
    ])('refuses %p on the number field, keeping it', async (typed, key) => {
      const { presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      dialog.change.set('number', typed);
      await dialog.submit();
      expect(dialog.change.fieldMessage('number')).toEqual({ key });
      expect(dialog.change.values.number).toBe(typed);
      expect(dialog.open).toBe(true);
    });

    it('changes it, says verify.mobileChanged and texts a code to the new number', async () => {
      const { container, presenter, dialog } = await setUp();
      await presenter.enter();
      await jest.advanceTimersByTimeAsync(10_000);
      presenter.changeDialog.show();
      dialog.change.set('countryIso', 'BE');
      dialog.change.set('number', '470123456');
      await dialog.submit();
      expect(dialog.open).toBe(false);
      expect(presenter.sender.alert.message).toEqual({ key: 'verify.mobileChanged' });
      expect(presenter.phone).toBe('+32 470123456');
      const sent = await mobileCodes(container);
      expect(sent[0]?.to).toBe('+32 470123456');
      expect(presenter.sender.countdown.secondsLeft).toBe(RESEND_WAIT_SECONDS);
      presenter.leave();
    });

    it('texts the new number a code even while the first code is still on its way', async () => {
      const { container, presenter, dialog } = await setUp();
      const gateway = container.get<ConsumerGateway>(CONSUMER_GATEWAY);
      const addMobileDevice = gateway.addMobileDevice.bind(gateway);
      let reached = () => {};
      const firstReached = new Promise<void>((resolve) => (reached = resolve));
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      // The first code reaches the old number; its answer is slow to come back.
      jest.spyOn(gateway, 'addMobileDevice').mockImplementationOnce(async () => {
        const result = await addMobileDevice();
        reached();
        await answered;
        return result;
      });
      const entered = presenter.enter();
      await firstReached;
      presenter.changeDialog.show();
      dialog.change.set('countryIso', 'BE');
      dialog.change.set('number', '470123456');
      const changed = dialog.submit();
      // The change is accepted while the first code's answer is still awaited.
      for (let tries = 0; dialog.open && tries < 100; tries += 1) await jest.advanceTimersByTimeAsync(10);
      expect(dialog.open).toBe(false);
      answer();
      await Promise.all([entered, changed]);
      expect((await mobileCodes(container)).map((message) => message.to)).toEqual(
        expect.arrayContaining(['+33 612000000', '+32 470123456']),
      );
      presenter.leave();
    });

    it('says in its own words that a second change needs support, keeping what was typed', async () => {
      const { presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      dialog.change.set('number', '612345678');
      await dialog.submit();
      presenter.changeDialog.show();
      dialog.change.set('number', '612345679');

      await dialog.submit();

      expect(dialog.change.failure).toEqual({ key: 'verification.errors.changePending' });
      expect(dialog.open).toBe(true);
      expect(dialog.change.values.number).toBe('612345679');
      expect(presenter.phone).toBe('+33 612345678');
    });

    it("shows the server's errorMessage in the dialog", async () => {
      const { sandbox, presenter, dialog } = await setUp();
      presenter.changeDialog.show();
      dialog.change.set('number', '612345678');
      sandbox.failNext('updateContact', 500);
      await dialog.submit();
      expect(dialog.change.failure).toEqual({ detail: 'Fault injected into updateContact.' });
      expect(dialog.open).toBe(true);
      expect(dialog.change.values.number).toBe('612345678');
    });

    it('keeps the change at an expired session and finishes it when it is replayed after sign-in', async () => {
      const { container, sandbox, presenter, dialog } = await setUp();
      await presenter.enter();
      presenter.changeDialog.show();
      dialog.change.set('number', '611223344');
      sandbox.failNext('updateContact', 401);
      await dialog.submit();
      expect(dialog.change.waitsForSignIn).toBe(true);
      expect(dialog.open).toBe(true);
      expect(container.get(AuthModalsPresenter).login.open).toBe(true);
      await container.get(PendingAction).replay();
      await jest.advanceTimersByTimeAsync(0);
      expect(dialog.change.waitsForSignIn).toBe(false);
      expect(dialog.open).toBe(false);
      expect(presenter.sender.alert.message).toEqual({ key: 'verify.mobileChanged' });
      expect(presenter.phone).toBe('+33 611223344');
      presenter.leave();
    });
  });
});
