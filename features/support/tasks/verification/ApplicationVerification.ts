import assert from 'node:assert/strict';
import type { ServiceIdentifier } from 'inversify';
import { CheckEmailVerification } from '../../../../src/application/consumer/usecases/CheckEmailVerification';
import { SendVerificationEmail } from '../../../../src/application/consumer/usecases/SendVerificationEmail';
import { emailVerificationQuery, newestCode, register } from '../../../../src/composition/testing/sandboxApp';
import { EmailVerificationResultPresenter } from '../../../../src/presentation/verification/EmailVerificationResultPresenter';
import { VerifyEmailPresenter } from '../../../../src/presentation/verification/VerifyEmailPresenter';
import { VerifyMobilePresenter } from '../../../../src/presentation/verification/VerifyMobilePresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { paths } from '../../../../src/presentation/shell/paths';
import { localeText, shownText } from '../../locale/shownText';
import { app } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { VerificationTasks } from './VerificationTasks';

/** In-process: each verification page is its presenter, over the scenario's sandbox container and time. */
export class ApplicationVerification implements VerificationTasks {
  private emailPage: VerifyEmailPresenter | null = null;
  private linkPage: EmailVerificationResultPresenter | null = null;
  private mobilePage: VerifyMobilePresenter | null = null;
  private movedOn: string | null = null;

  constructor(private readonly world: ShopWorld) {}

  async registered(): Promise<void> {
    await register(app(this.world).container);
  }

  async emailVerified(): Promise<void> {
    // Done before the scenario's screens, as the e-mail verification scenarios show it.
    const sent = await this.service(SendVerificationEmail).execute();
    assert.ok(sent.ok, 'the verification e-mail was not sent');
    const verified = await this.service(CheckEmailVerification).execute(
      await emailVerificationQuery(app(this.world).container),
    );
    assert.ok(verified.ok && verified.value.verified, 'the e-mail address was not verified');
  }

  async openEmailPage(): Promise<void> {
    const page = this.service(VerifyEmailPresenter);
    this.emailPage = page;
    await page.enter();
  }

  async resendEmail(): Promise<void> {
    await this.email().sender.resend();
  }

  canResendEmail(): boolean {
    return this.email().sender.canResend;
  }

  emailPageSays(): string[] {
    const page = this.email();
    const said: string[] = [];
    // The view names the wait next to Resend, then the alerts.
    if (page.sender.countdown.isRunning)
      said.push(localeText('verification.email.resendWait', 'en', { time: page.sender.countdown.display }));
    const alert = shownText(page.sender.alert.message);
    if (alert !== null) said.push(alert);
    const failure = shownText(page.sender.failure);
    if (failure !== null) said.push(failure);
    return said;
  }

  async openEmailLink(sent: boolean): Promise<void> {
    const { cons, nonce } = await emailVerificationQuery(app(this.world).container);
    const page = this.service(EmailVerificationResultPresenter);
    this.linkPage = page;
    await page.enter({ params: {}, query: { cons, nonce: sent ? nonce : 'never-sent' } });
  }

  linkVerified(): boolean {
    const page = this.link();
    assert.notEqual(page.state, 'checking', 'the link is still being checked');
    return page.state === 'verified';
  }

  linkContinuesToMobile(): boolean {
    return this.link().continuePath === paths.verifyMobile();
  }

  async openMobilePage(): Promise<void> {
    const page = this.service(VerifyMobilePresenter);
    this.mobilePage = page;
    await page.enter();
  }

  async typeMobileCode(right: boolean): Promise<void> {
    const texted = await newestCode(app(this.world).container, 'mobileCode');
    await this.mobile().typeCode(right ? texted : texted === '123456' ? '654321' : '123456');
    const next = this.service(Navigation).take();
    this.movedOn = next?.kind === 'app' ? next.path : null;
  }

  mobileCodeRefused(): boolean {
    return this.mobile().wrongCode;
  }

  movedToMobileSuccess(): boolean {
    return this.movedOn === paths.mobileSuccess();
  }

  private email(): VerifyEmailPresenter {
    assert.ok(this.emailPage, 'the e-mail verification page was not opened');
    return this.emailPage;
  }

  private link(): EmailVerificationResultPresenter {
    assert.ok(this.linkPage, 'no verification link was opened');
    return this.linkPage;
  }

  private mobile(): VerifyMobilePresenter {
    assert.ok(this.mobilePage, 'the mobile verification page was not opened');
    return this.mobilePage;
  }

  private service<T>(id: ServiceIdentifier<T>): T {
    return app(this.world).container.get(id);
  }
}
