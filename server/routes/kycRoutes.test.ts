import { describeBadInput } from '../testing/describeBadInput';
import { apiTestServerPerFile } from '../testing/apiTestServerPerFile';

const context = apiTestServerPerFile();
const server = () => context().server;

describe('kyc routes', () => {
  describeBadInput(context, {
    unknownPath: '/api/consumer/kyc/no-such-call',
    // The level-1 consumer, whom a simulated approval would change.
    signedInAs: 'level1',
    routes: [
      { method: 'GET', path: '/api/consumer/kyc', needsToken: true },
      {
        method: 'GET',
        path: '/api/consumer/kyc-status',
        query: 'level=KYC_LEVEL_2',
        wrongQuery: 'level=KYC_LEVEL_9',
        needsToken: true,
      },
      { method: 'PUT', path: '/api/consumer/kyc-status', needsToken: true },
      {
        method: 'GET',
        path: '/api/consumer/simulate-kyc',
        query: 'level=KYC_LEVEL_2',
        // A repeated parameter is a list, not a level.
        wrongQuery: 'level=KYC_LEVEL_2&level=KYC_LEVEL_1',
        needsToken: true,
      },
      { method: 'GET', path: '/api/consumer/declined-kyc-transactions', needsToken: true },
    ],
  });

  it('starts a check whose approval through the widget the status then reports', async () => {
    const token = context().tokens.level1;
    const initiated = await server().call('GET', '/api/consumer/kyc', { token });
    expect(initiated).toEqual({ status: 200, body: { data: { reference: expect.any(String) } } });
    const { reference } = (initiated.body as { data: { reference: string } }).data;

    await expect(
      server().call('POST', `/sandbox-api/identity-check/${reference}`, { body: { outcome: 'approve' } }),
    ).resolves.toEqual({ status: 200, body: {} });

    await expect(
      server().call('GET', '/api/consumer/kyc-status?level=KYC_LEVEL_2', { token }),
    ).resolves.toEqual({
      status: 200,
      body: {
        isPendingReview: false,
        isApproved: true,
        consumer: expect.objectContaining({ isFullyKnown: true }),
      },
    });
    await expect(server().call('PUT', '/api/consumer/kyc-status', { token })).resolves.toEqual({
      status: 200,
      body: { consumer: expect.objectContaining({ isFullyKnown: true }) },
    });
  });

  it('simulates an approval and answers the declined payments', async () => {
    const token = context().tokens.level1;
    const declinedBefore = server().sandbox.declinedKycTransactions(token);

    const declined = await server().call('GET', '/api/consumer/declined-kyc-transactions', { token });
    const simulated = await server().call('GET', '/api/consumer/simulate-kyc?level=KYC_LEVEL_2', { token });

    expect(declined).toEqual({
      status: 200,
      body: { declinedTransactions: declinedBefore },
    });
    expect(declinedBefore).not.toHaveLength(0);
    expect(simulated).toEqual({
      status: 200,
      body: { consumer: expect.objectContaining({ isFullyKnown: true }) },
    });
  });
});
