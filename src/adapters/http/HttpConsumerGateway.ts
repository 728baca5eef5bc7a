import type { Consumer } from '../../domain/consumer/Consumer';
import type {
  ConsumerGateway,
  ConsumerWithToken,
  ContactChange,
  ContactUpdate,
  ProfileUpdate,
  RegisterPayload,
  SendResult,
} from '../../application/consumer/ports/ConsumerGateway';
import type { HttpTransport } from './HttpTransport';

/** The consumer calls of SPEC section 7 over the REST contract (docs/openapi.yaml, tag Consumer). */
export class HttpConsumerGateway implements ConsumerGateway {
  constructor(private readonly http: HttpTransport) {}

  async register(payload: RegisterPayload): Promise<ConsumerWithToken> {
    const { consumer, token } = await this.http.send('register', { body: payload });
    return { consumer, token };
  }

  async fetch(): Promise<ConsumerWithToken> {
    const { consumer, token } = await this.http.send('fetchConsumer');
    return { consumer, token };
  }

  async updateContact(change: ContactChange): Promise<ContactUpdate> {
    const answer = await this.http.send('updateContact', { body: change });
    return {
      consumer: answer.consumer,
      token: answer.token ?? null,
      allowVerificationEmailAfter: answer.allowVerificationEmailAfter ?? null,
    };
  }

  async updateProfile(update: ProfileUpdate): Promise<Consumer> {
    const { consumer } = await this.http.send('updateProfile', { body: update });
    return consumer;
  }

  async sendVerificationEmail(): Promise<SendResult> {
    const { timeLeftForRetry } = await this.http.send('sendVerificationEmail');
    return { timeLeftForRetry };
  }

  async checkEmailCode(check: { nonce: string; cons: string }): Promise<{ verified: boolean }> {
    const { verified } = await this.http.send('checkEmailCode', {
      body: { nonce: check.nonce, cons: check.cons },
    });
    return { verified };
  }

  async addMobileDevice(): Promise<SendResult> {
    const { timeLeftForRetry } = await this.http.send('addMobileDevice');
    return { timeLeftForRetry };
  }

  async verifyMobileDevice(code: string): Promise<{ verified: boolean }> {
    const { verified } = await this.http.send('verifyMobileDevice', { body: { code } });
    return { verified };
  }

  async startPasswordReset(email: string): Promise<SendResult> {
    const { timeLeftForRetry } = await this.http.send('startPasswordReset', { body: { email } });
    return { timeLeftForRetry };
  }

  async resumePasswordReset(reset: { newPassword: string; nonce: string; email: string }): Promise<void> {
    await this.http.send('resumePasswordReset', {
      body: { newPassword: reset.newPassword, nonce: reset.nonce, email: reset.email },
    });
  }
}
