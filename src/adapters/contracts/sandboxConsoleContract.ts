import type { KycGateway } from '../../application/kyc/ports/KycGateway';
import type { OrderGateway } from '../../application/orders/ports/OrderGateway';
import type { SandboxConsole } from '../../application/sandbox/ports/SandboxConsole';
import { DEMO, LEVEL1 } from './support/accounts';
import { useFixture, type MakeFixture, type SignedInFixture } from './support/ContractFixture';
import { expectGatewayError } from './support/expectGatewayError';
import { logIn, signIn, type SignInTools } from './support/signIn';
import { startPaying } from './support/payments';

/** The console's fixture also holds the gateways whose payments and identity checks it completes. */
export interface SandboxConsoleFixture extends SignedInFixture<SandboxConsole> {
  orders: OrderGateway;
  kyc: KycGateway;
}

/** The contract every SandboxConsole keeps: the outbox, the reset, the payment page and the identity-check widget. */
export function sandboxConsoleContract(makeFixture: MakeFixture<SandboxConsoleFixture>): void {
  describe('SandboxConsole contract', () => {
    const fixture = useFixture(makeFixture);
    const sandboxConsole = (): SandboxConsole => fixture().gateway;
    const tools = (): SignInTools => fixture();

    describe('outbox', () => {
      it('holds every message sent, newest first', async () => {
        await logIn(tools(), DEMO);
        await logIn(tools(), LEVEL1);

        const [newest, previous] = await sandboxConsole().outbox();

        expect(newest).toEqual({
          id: expect.any(String),
          channel: 'sms',
          kind: 'oneTimeCode',
          to: '+33 698765432',
          sentAt: expect.any(String),
          link: null,
          code: expect.stringMatching(/^\d{6}$/),
        });
        expect(previous).toEqual(expect.objectContaining({ kind: 'oneTimeCode', to: '+33 612345678' }));
        expect(Date.parse(newest?.sentAt ?? '')).not.toBeNaN();
      });

      it('returns copies, not shared instances', async () => {
        await logIn(tools(), DEMO);
        const first = await sandboxConsole().outbox();
        const original = structuredClone(first);
        first.forEach((message) => (message.code = null));
        first.pop();

        await expect(sandboxConsole().outbox()).resolves.toEqual(original);
      });
    });

    describe('reset', () => {
      it('brings back the seeded state: sessions end, messages and new orders are gone', async () => {
        const seededOutbox = await sandboxConsole().outbox();
        await signIn(tools(), DEMO);
        const { orderId } = await fixture().orders.create(2000);

        await sandboxConsole().reset();

        await expectGatewayError(fixture().orders.get(orderId), 'Unauthorized');
        await expect(sandboxConsole().outbox()).resolves.toEqual(seededOutbox);
        await signIn(tools(), DEMO);
        await expectGatewayError(fixture().orders.get(orderId), 'NotFound');
      });
    });

    describe('paymentSession and completePayment', () => {
      it('shows the payment page what is being paid, then sends the browser back to the result page', async () => {
        await signIn(tools(), DEMO);
        const { orderId, paymentId } = await startPaying(fixture().orders, 2000);
        const order = await fixture().orders.get(orderId);

        await expect(sandboxConsole().paymentSession(paymentId)).resolves.toEqual({
          paymentId,
          orderId,
          amount: order.amount.amount,
          paymethodId: expect.any(String),
        });
        await expect(sandboxConsole().completePayment(paymentId, 'approve')).resolves.toEqual({
          returnPath: `/order/${orderId}/success`,
        });
      });

      it('refuses to complete a payment twice', async () => {
        await signIn(tools(), DEMO);
        const { paymentId } = await startPaying(fixture().orders, 2000);
        await sandboxConsole().completePayment(paymentId, 'decline');

        await expectGatewayError(sandboxConsole().completePayment(paymentId, 'approve'), 'InvalidFields');
      });

      it('answers NotFound for an unknown payment', async () => {
        await expectGatewayError(sandboxConsole().paymentSession('no-such-payment'), 'NotFound');
        await expectGatewayError(sandboxConsole().completePayment('no-such-payment', 'approve'), 'NotFound');
      });
    });

    describe('completeIdentityCheck', () => {
      it('reports the widget’s outcome for a reference', async () => {
        await signIn(tools(), LEVEL1);
        const { reference } = await fixture().kyc.initiate();

        await sandboxConsole().completeIdentityCheck(reference, 'approve');

        await expect(fixture().kyc.status('KYC_LEVEL_2')).resolves.toEqual(
          expect.objectContaining({ isApproved: true }),
        );
        await expect(sandboxConsole().outbox()).resolves.toEqual(
          expect.arrayContaining([expect.objectContaining({ kind: 'kycResult', to: LEVEL1.email })]),
        );
      });

      it('refuses a check already finished', async () => {
        await signIn(tools(), LEVEL1);
        const { reference } = await fixture().kyc.initiate();
        await sandboxConsole().completeIdentityCheck(reference, 'reject');

        await expectGatewayError(
          sandboxConsole().completeIdentityCheck(reference, 'approve'),
          'InvalidFields',
        );
      });

      it('answers NotFound for an unknown reference', async () => {
        await expectGatewayError(
          sandboxConsole().completeIdentityCheck('no-such-reference', 'approve'),
          'NotFound',
        );
      });
    });
  });
}
