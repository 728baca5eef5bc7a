import assert from 'node:assert/strict';
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
import type { ProfileStepPresenter } from '../../../../src/presentation/registration/ProfileStepPresenter';
import { guardTargetPath } from '../../../../src/presentation/shell/paths';
import { app, service } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import { PLACE_NAMES } from './places';
import type { RegistrationStepsTasks } from './RegistrationStepsTasks';

const STEP_SCREENS: Record<string, (world: ShopWorld) => ProfileStepPresenter<string>> = {
  'personal information': (world) => service(world, PersonalInfoPresenter),
  'address information': (world) => service(world, AddressInfoPresenter),
  'financial information': (world) => service(world, FinancialInfoPresenter),
};

/** The information steps in-process: each step is its presenter's form, over the scenario's sandbox. */
export class ApplicationRegistrationSteps implements RegistrationStepsTasks {
  private step: ProfileStepPresenter<string> | null = null;
  private updates = 0;

  constructor(private readonly world: ShopWorld) {}

  openStep(step: string): Promise<void> {
    const open = STEP_SCREENS[step];
    assert.ok(open, `no information step called "${step}"`);
    this.step = open(this.world);
    return Promise.resolve();
  }

  progress(): Promise<number> {
    return Promise.resolve(this.current().progress);
  }

  backLeadsTo(): Promise<string> {
    const back = this.current().backPath;
    const found = Object.entries(PLACE_NAMES).find(([, target]) => guardTargetPath(target) === back);
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

  private current(): ProfileStepPresenter<string> {
    assert.ok(this.step, 'no information step is open');
    return this.step;
  }
}
