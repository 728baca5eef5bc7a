import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import { ReadDeclinedKycTransactions } from './ReadDeclinedKycTransactions';

describe('ReadDeclinedKycTransactions', () => {
  it('lists the payments declined for want of identity verification', async () => {
    const { container } = sandboxApp();
    await signIn(container, { email: 'level1@example.com', password: 'Level1234' });

    const result = await container.get(ReadDeclinedKycTransactions).execute();

    expect(result.ok && result.value.map((t) => t.merchant)).toEqual([
      'Lottery Online',
      'Bet Online Sports',
      'Casino Royale Online',
    ]);
  });

  it('asks nothing for a fully known consumer, who has none', async () => {
    const { container, sandbox } = sandboxApp();
    await signIn(container);
    sandbox.failNext('declinedKycTransactions', 500);

    const result = await container.get(ReadDeclinedKycTransactions).execute();

    expect(result).toEqual({ ok: true, value: [] });
  });
});
