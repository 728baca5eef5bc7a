import { firstMissingStep } from '../../domain/registration/registrationStep';
import { register, sandboxApp, signIn, verifyEmailAndMobile } from '../../composition/testing/sandboxApp';
import { ConsumerSession } from '../session/ConsumerSession';
import { UpdateAddressInfo } from './usecases/UpdateAddressInfo';
import { UpdateFinancialInfo } from './usecases/UpdateFinancialInfo';
import { UpdatePersonalInfo } from './usecases/UpdatePersonalInfo';

const personal = { name: 'Jane', surname: 'Doe', dateOfBirth: '1990-04-12' };
const address = {
  addressLine1: '8 rue Lepic',
  addressLine2: '',
  city: 'Paris',
  state: '',
  postCode: '75018',
  country: 'FR',
};
const financial = {
  occupation: 'FREELANCER',
  sourceOfFunds: 'OTHER',
  sourceOfFundsOther: 'Prize money',
  nationality: 'FR',
} as const;

describe('the registration steps', () => {
  it('take the consumer from personal information to the identity check', async () => {
    const { container } = sandboxApp();
    await register(container);
    await verifyEmailAndMobile(container);
    const session = container.get(ConsumerSession);
    const steps: string[] = [];

    for (const send of [
      () => container.get(UpdatePersonalInfo).execute(personal),
      () => container.get(UpdateAddressInfo).execute(address),
      () => container.get(UpdateFinancialInfo).execute(financial),
    ]) {
      const result = await send();
      expect(result.ok).toBe(true);
      steps.push(session.current ? firstMissingStep(session.current) : 'none');
    }

    expect(steps).toEqual(['addressInfo', 'financialInfo', 'kyc']);
    expect(session.current).toMatchObject({ ...personal, city: 'Paris', sourceOfFundsOther: 'Prize money' });
  });

  it('skip the update of a step with no changes and hand back the consumer as it is', async () => {
    const { container, sandbox } = sandboxApp();
    const demo = await signIn(container);
    sandbox.failNext('updateProfile', 500);

    const unchanged = await container.get(UpdatePersonalInfo).execute({
      name: ` ${demo.name ?? ''} `,
      surname: demo.surname ?? '',
      dateOfBirth: demo.dateOfBirth ?? '',
    });
    const changed = await container.get(UpdatePersonalInfo).execute(personal);

    expect(unchanged).toEqual({ ok: true, value: demo });
    // The fault injected into the update was still waiting: the unchanged step sent nothing.
    expect(changed).toEqual({ ok: false, error: expect.objectContaining({ kind: 'ServerError' }) });
  });

  it('send the step when the profile is not loaded yet', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    container.get(ConsumerSession).clear();

    const result = await container.get(UpdateAddressInfo).execute({ ...address, city: 'Lyon' });

    expect(result.ok && result.value.city).toBe('Lyon');
  });
});
