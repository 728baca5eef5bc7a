import { firstMissingStep } from '../../../domain/registration/registrationStep';
import {
  fillProfile,
  register,
  sandboxApp,
  signIn,
  verifyEmailAndMobile,
} from '../../../composition/testing/sandboxApp';
import { ConsumerSession } from '../../session/ConsumerSession';
import { RefreshKycStatus } from './RefreshKycStatus';
import { SimulateKyc } from './SimulateKyc';

describe('SimulateKyc', () => {
  it('passes the basic check at once, which completes the registration', async () => {
    const { container } = sandboxApp();
    await register(container);
    await verifyEmailAndMobile(container);
    await fillProfile(container);

    const result = await container.get(SimulateKyc).execute('KYC_LEVEL_1');

    expect(result.ok && result.value.kycLevel).toBe(1);
    const consumer = container.get(ConsumerSession).current;
    expect(consumer && firstMissingStep(consumer)).toBe('cards');
  });

  it('makes a level-1 consumer fully known through the upgrade', async () => {
    const { container } = sandboxApp();
    await signIn(container, { email: 'level1@example.com', password: 'Level1234' });

    await container.get(SimulateKyc).execute('KYC_LEVEL_2');
    const refreshed = await container.get(RefreshKycStatus).execute();

    expect(refreshed.ok && refreshed.value.isFullyKnown).toBe(true);
  });
});
