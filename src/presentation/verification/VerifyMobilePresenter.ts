import { inject, injectable } from 'inversify';
import type { ContactUpdate } from '../../application/consumer/ports/ConsumerGateway';
import {
  CHANGE_MOBILE_NUMBER,
  ChangeMobileNumber,
} from '../../application/consumer/usecases/ChangeMobileNumber';
import { SendMobileCode } from '../../application/consumer/usecases/SendMobileCode';
import { VerifyMobileCode } from '../../application/consumer/usecases/VerifyMobileCode';
import { CallReplays } from '../calls/CallReplays';
import { Call } from '../calls/Call';
import { CodeEntry } from '../widgets/CodeEntry';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { phoneFields, type PhoneField } from './ChangeContactDialog';
import { ContactVerification, VerificationServices } from './ContactVerification';
import { SEND_WORDS } from './failure';

/** Verify Mobile (SPEC sections 2, 4, 5 and 8): the texted code, sent at the sixth digit; Resend; a change of number. */
@injectable()
export class VerifyMobilePresenter extends ContactVerification<PhoneField> {
  readonly entry = new CodeEntry();
  readonly verify = new Call<{ verified: boolean }>(SEND_WORDS, {
    done: ({ verified }) => {
      if (verified) this.navigation.goTo(paths.mobileSuccess());
    },
  });

  constructor(
    @inject(VerificationServices) services: VerificationServices,
    @inject(SendMobileCode) sendMobileCode: SendMobileCode,
    @inject(VerifyMobileCode) private readonly verifyMobileCode: VerifyMobileCode,
    @inject(ChangeMobileNumber) changeMobileNumber: ChangeMobileNumber,
    @inject(CallReplays) readonly replays: CallReplays,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    super(services, {
      send: () => sendMobileCode.execute(),
      name: 'mobile',
      fields: phoneFields(changeMobileNumber, () => services.session.consumer?.countryCode),
      isVerified: (consumer) => consumer.isMobileVerified,
      allowAfter: (consumer) => consumer.allowVerificationSmsAfter,
    });
  }

  /** The number the code goes to, as '+33 612345678'. */
  get phone(): string {
    const consumer = this.services.session.consumer;
    return consumer ? `+${consumer.countryCode} ${consumer.number}` : '';
  }

  override enter(): Promise<void> {
    this.replays.hear(this.changeDialog.change, CHANGE_MOBILE_NUMBER);
    return super.enter();
  }

  get wrongCode(): boolean {
    return this.verify.value?.verified === false;
  }

  async typeCode(text: string): Promise<void> {
    this.verify.reset();
    if (this.entry.type(text)) await this.submitCode();
  }

  async submitCode(): Promise<void> {
    const digits = this.entry.digitsToSend();
    if (digits !== null) await this.verify.run(() => this.verifyMobileCode.execute(digits));
  }

  /** A new number needs a new code, which may be sent at once. */
  protected async changed(update: ContactUpdate): Promise<void> {
    this.entry.reset();
    this.verify.reset();
    this.sender.changed('verify.mobileChanged', null);
    if (!update.consumer.isMobileVerified) await this.sender.send();
  }
}
