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

interface ContactAnswer {
  consumer: Consumer;
  token?: string | null;
  allowVerificationEmailAfter?: string | null;
}

/** The consumer calls of SPEC section 7 over the REST contract. */
export class HttpConsumerGateway implements ConsumerGateway {
  constructor(private readonly http: HttpTransport) {}

  async register(payload: RegisterPayload): Promise<ConsumerWithToken> {
    const { consumer, token } = await this.http.send<ConsumerWithToken>({
      method: 'POST',
      path: '/api/consumer/register',
      body: payload,
      auth: false,
      reads: ['consumer', 'token'],
    });
    return { consumer, token };
  }

  async fetch(): Promise<ConsumerWithToken> {
    const { consumer, token } = await this.http.send<ConsumerWithToken>({
      method: 'GET',
      path: '/api/consumer',
      reads: ['consumer', 'token'],
    });
    return { consumer, token };
  }

  async updateContact(change: ContactChange): Promise<ContactUpdate> {
    const answer = await this.http.send<ContactAnswer>({
      method: 'POST',
      path: '/api/consumer/update',
      body: change,
      reads: ['consumer'],
    });
    return {
      consumer: answer.consumer,
      token: answer.token ?? null,
      allowVerificationEmailAfter: answer.allowVerificationEmailAfter ?? null,
    };
  }

  async updateProfile(update: ProfileUpdate): Promise<Consumer> {
    const { consumer } = await this.http.send<{ consumer: Consumer }>({
      method: 'PUT',
      path: '/api/consumer',
      body: update,
      reads: ['consumer'],
    });
    return consumer;
  }

  sendVerificationEmail(): Promise<SendResult> {
    return this.sendResult('/api/consumer/verify-email/send-email');
  }

  async checkEmailCode(check: { nonce: string; cons: string }): Promise<{ verified: boolean }> {
    const { verified } = await this.http.send<{ verified: boolean }>({
      method: 'POST',
      path: '/api/consumer/verify-email/check-code',
      body: { nonce: check.nonce, cons: check.cons },
      reads: ['verified'],
    });
    return { verified };
  }

  addMobileDevice(): Promise<SendResult> {
    return this.sendResult('/api/consumer/otp-device/add');
  }

  async verifyMobileDevice(code: string): Promise<{ verified: boolean }> {
    const { verified } = await this.http.send<{ verified: boolean }>({
      method: 'POST',
      path: '/api/consumer/otp-device/verify',
      body: { code },
      reads: ['verified'],
    });
    return { verified };
  }

  async startPasswordReset(email: string): Promise<SendResult> {
    const { timeLeftForRetry } = await this.http.send<SendResult>({
      method: 'POST',
      path: '/api/consumer/lost-password/start',
      body: { email },
      reads: ['timeLeftForRetry'],
    });
    return { timeLeftForRetry };
  }

  async resumePasswordReset(reset: { newPassword: string; nonce: string; email: string }): Promise<void> {
    await this.http.send({
      method: 'POST',
      path: '/api/consumer/lost-password/resume',
      body: { newPassword: reset.newPassword, nonce: reset.nonce, email: reset.email },
    });
  }

  /** The two "send me a code" calls, which answer how long to wait before the next send. */
  private async sendResult(path: string): Promise<SendResult> {
    const { timeLeftForRetry } = await this.http.send<SendResult>({
      method: 'GET',
      path,
      reads: ['timeLeftForRetry'],
    });
    return { timeLeftForRetry };
  }
}
