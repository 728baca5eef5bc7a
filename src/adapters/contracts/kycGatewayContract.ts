import type { KycGateway } from '../../application/kyc/ports/KycGateway';
import { DEMO, LEVEL1 } from './support/accounts';
import { useFixture, type MakeFixture, type SignedInFixture } from './support/ContractFixture';
import { expectGatewayError } from './support/expectGatewayError';
import { signIn, type SignInTools } from './support/signIn';
import { TOKEN_LIFETIME_MS } from './support/tokenLifetime';

const NOT_STARTED = { isPendingReview: false, isApproved: false, consumer: null };

/** The contract every KycGateway keeps: the identity check, its status, the simulation and declined payments. */
export function kycGatewayContract(makeFixture: MakeFixture<SignedInFixture<KycGateway>>): void {
  describe('KycGateway contract', () => {
    const fixture = useFixture(makeFixture);
    const gateway = (): KycGateway => fixture().gateway;
    const tools = (): SignInTools => fixture();

    /** Signs in as the level-1 consumer and opens the level-2 check; answers its reference. */
    async function openUpgradeCheck(): Promise<string> {
      await signIn(tools(), LEVEL1);
      return (await gateway().initiate()).reference;
    }

    describe('initiate', () => {
      it('answers a reference for the hosted widget, the same one while the check is open', async () => {
        const reference = await openUpgradeCheck();

        expect(reference).toEqual(expect.any(String));
        await expect(gateway().initiate()).resolves.toEqual({ reference });
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().initiate(), 'Unauthorized');
      });

      it('fails with ServerError when the server fails', async () => {
        await signIn(tools(), LEVEL1);
        await fixture().sandbox.failNext('initiateKyc', 500);

        await expectGatewayError(gateway().initiate(), 'ServerError');
      });
    });

    describe('status', () => {
      it('is neither pending nor approved before the documents are submitted', async () => {
        await openUpgradeCheck();

        await expect(gateway().status('KYC_LEVEL_2')).resolves.toEqual(NOT_STARTED);
      });

      it('is pending review once the widget reports the submission', async () => {
        const reference = await openUpgradeCheck();

        await fixture().sandbox.completeIdentityCheck(reference, 'submit');

        await expect(gateway().status('KYC_LEVEL_2')).resolves.toEqual({
          ...NOT_STARTED,
          isPendingReview: true,
        });
      });

      it('is approved, with the now fully known consumer, once the reviewer approves', async () => {
        const reference = await openUpgradeCheck();
        await fixture().sandbox.completeIdentityCheck(reference, 'submit');

        await fixture().sandbox.completeIdentityCheck(reference, 'approve');

        const status = await gateway().status('KYC_LEVEL_2');
        expect(status).toEqual({ isPendingReview: false, isApproved: true, consumer: expect.any(Object) });
        expect(status.consumer).toEqual(
          expect.objectContaining({ email: LEVEL1.email, kycLevel: 2, isFullyKnown: true }),
        );
      });

      it('is neither pending nor approved after a rejection', async () => {
        const reference = await openUpgradeCheck();
        await fixture().sandbox.completeIdentityCheck(reference, 'submit');

        await fixture().sandbox.completeIdentityCheck(reference, 'reject');

        await expect(gateway().status('KYC_LEVEL_2')).resolves.toEqual(NOT_STARTED);
      });

      it('is approved for a level already reached', async () => {
        await signIn(tools(), LEVEL1);

        await expect(gateway().status('KYC_LEVEL_1')).resolves.toEqual(
          expect.objectContaining({ isApproved: true, isPendingReview: false }),
        );
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().status('KYC_LEVEL_2'), 'Unauthorized');
      });

      it('refuses an expired token', async () => {
        await signIn(tools(), LEVEL1);
        await fixture().sandbox.advanceClock(TOKEN_LIFETIME_MS);

        await expectGatewayError(gateway().status('KYC_LEVEL_2'), 'Unauthorized');
      });

      it('fails with NetworkError when no answer comes', async () => {
        await signIn(tools(), LEVEL1);
        await fixture().sandbox.failNext('kycStatus', 'network');

        await expectGatewayError(gateway().status('KYC_LEVEL_2'), 'NetworkError');
      });
    });

    describe('refreshStatus', () => {
      it('answers the consumer as the latest check left them', async () => {
        const reference = await openUpgradeCheck();
        await expect(gateway().refreshStatus()).resolves.toEqual(
          expect.objectContaining({ email: LEVEL1.email, kycLevel: 1, isFullyKnown: false }),
        );

        await fixture().sandbox.completeIdentityCheck(reference, 'approve');

        await expect(gateway().refreshStatus()).resolves.toEqual(
          expect.objectContaining({ kycLevel: 2, isFullyKnown: true }),
        );
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().refreshStatus(), 'Unauthorized');
      });
    });

    describe('simulate', () => {
      it('approves the level at once: level 2 makes the consumer fully known, lifting the level-1 caps', async () => {
        await signIn(tools(), LEVEL1);

        const consumer = await gateway().simulate('KYC_LEVEL_2');

        expect(consumer).toEqual(
          expect.objectContaining({
            email: LEVEL1.email,
            kycLevel: 2,
            isFullyKnown: true,
            isCardLimitReached: false,
          }),
        );
        await expect(gateway().status('KYC_LEVEL_2')).resolves.toEqual(
          expect.objectContaining({ isApproved: true }),
        );
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().simulate('KYC_LEVEL_2'), 'Unauthorized');
      });
    });

    describe('declinedTransactions', () => {
      it('answers the payments refused for want of identity checks to a level-1 consumer', async () => {
        await signIn(tools(), LEVEL1);

        const declined = await gateway().declinedTransactions();

        expect(declined.length).toBeGreaterThan(0);
        for (const transaction of declined) {
          expect(transaction).toEqual(
            expect.objectContaining({ id: expect.any(String), merchant: expect.any(String) }),
          );
          expect(transaction.status.isDeclined || transaction.status.isBlocked).toBe(true);
        }
      });

      it('answers none to a fully known consumer', async () => {
        await signIn(tools(), DEMO);

        await expect(gateway().declinedTransactions()).resolves.toEqual([]);
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().declinedTransactions(), 'Unauthorized');
      });

      it('returns copies, not shared instances', async () => {
        await signIn(tools(), LEVEL1);
        const first = await gateway().declinedTransactions();
        const original = structuredClone(first);
        first.forEach((transaction) => (transaction.merchant = 'changed by the caller'));
        first.pop();

        await expect(gateway().declinedTransactions()).resolves.toEqual(original);
      });
    });
  });
}
