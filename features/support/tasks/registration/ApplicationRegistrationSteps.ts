import assert from 'node:assert/strict';
import { backTarget, registrationProgress } from '../../../../src/domain/registration/registrationProgress';
import type { ProfileStep } from '../../../../src/domain/registration/stepChanges';
import { UpdateAddressInfo } from '../../../../src/application/consumer/usecases/UpdateAddressInfo';
import {
  PARIS_PROFILE,
  fillProfile,
  register,
  verifyEmailAndMobile,
} from '../../../../src/composition/testing/sandboxApp';
import { AddressInfoPresenter } from '../../../../src/presentation/registration/AddressInfoPresenter';
import { FinancialInfoPresenter } from '../../../../src/presentation/registration/FinancialInfoPresenter';
import { PersonalInfoPresenter } from '../../../../src/presentation/registration/PersonalInfoPresenter';
import type { ProfileStepForm } from '../../../../src/presentation/registration/ProfileStepForm';
import { app, service } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import { PLACE_NAMES } from './places';
import type { RegistrationStepsTasks } from './RegistrationStepsTasks';

type StepScreen = { step: ProfileStep; form: (world: ShopWorld) => ProfileStepForm<string> };

const STEP_SCREENS: Record<string, StepScreen> = {
  'personal information': {
    step: 'personalInfo',
    form: (world) => service(world, PersonalInfoPresenter).form,
  },
  'address information': { step: 'addressInfo', form: (world) => service(world, AddressInfoPresenter).form },
  'financial information': {
    step: 'financialInfo',
    form: (world) => service(world, FinancialInfoPresenter).form,
  },
};

/** The information steps in-process: each step is its presenter's form, over the scenario's sandbox. */
export class ApplicationRegistrationSteps implements RegistrationStepsTasks {
  private step: (StepScreen & { shown: ProfileStepForm<string> }) | null = null;
  private updates = 0;

  constructor(private readonly world: ShopWorld) {}

  openStep(step: string): Promise<void> {
    const open = STEP_SCREENS[step];
    assert.ok(open, `no information step called "${step}"`);
    this.step = { ...open, shown: open.form(this.world) };
    return Promise.resolve();
  }

  /** What the registration shell's bar shows for the step. */
  progress(): Promise<number> {
    return Promise.resolve(registrationProgress(this.opened().step) ?? 0);
  }

  /** Where the registration shell's Back link leads from the step. */
  backLeadsTo(): Promise<string> {
    const back = backTarget(this.opened().step);
    const found = Object.entries(PLACE_NAMES).find(([, target]) => target === back);
    assert.ok(found, `Back leads to ${String(back)}, no place the feature names`);
    return Promise.resolve(found[0]);
  }

  async fullyRegisteredLivingIn(city: string): Promise<void> {
    const { container, sandbox } = app(this.world);
    await register(container);
    await verifyEmailAndMobile(container);
    await fillProfile(container);
    if (city !== PARIS_PROFILE.address.city) {
      await container.get(UpdateAddressInfo).execute({ ...PARIS_PROFILE.address, city });
    }
    // From here on, every profile update the shop sends is counted.
    const update = sandbox.updateProfile.bind(sandbox);
    sandbox.updateProfile = (...args) => {
      this.updates += 1;
      return update(...args);
    };
  }

  async sendAddressStepWithCity(city: string): Promise<void> {
    await this.openStep('address information');
    const form = this.current();
    form.set('city', city);
    await form.submit();
    assert.deepEqual(form.submission.errors, {}, 'the address step refused its answers');
  }

  profileUpdatesSent(): Promise<number> {
    return Promise.resolve(this.updates);
  }

  private current(): ProfileStepForm<string> {
    return this.opened().shown;
  }

  private opened(): StepScreen & { shown: ProfileStepForm<string> } {
    assert.ok(this.step, 'no information step is open');
    return this.step;
  }
}
