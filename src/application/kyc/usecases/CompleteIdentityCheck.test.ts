import type { StoredOrderOutcome } from '../../orders/StoredOrderOutcome';
import type { ResumeStoredOrder } from '../../orders/usecases/ResumeStoredOrder';
import { fail, ok, type Result } from '../../shared/Result';
import { CompleteIdentityCheck } from './CompleteIdentityCheck';

/** The check completed, with the stored amount's order answering `resumed`. */
function completing(resumed: Result<StoredOrderOutcome>) {
  const resumes = { count: 0 };
  const resume = {
    execute: async () => {
      resumes.count += 1;
      return resumed;
    },
  } as ResumeStoredOrder;
  return { check: new CompleteIdentityCheck(resume), resumes };
}

describe('CompleteIdentityCheck: the next step once the identity check is approved', () => {
  it('at level 1, pays the order made of the amount chosen before registering', async () => {
    const { check } = completing(ok({ kind: 'created', orderId: 'order-9' }));

    expect(await check.execute('KYC_LEVEL_1')).toEqual({
      step: { next: 'payment', orderId: 'order-9' },
      failure: null,
    });
  });

  it('at level 1 with no amount waiting, goes to the cards', async () => {
    const { check } = completing(ok({ kind: 'nothingStored' }));

    expect(await check.execute('KYC_LEVEL_1')).toEqual({ step: { next: 'cards' }, failure: null });
  });

  it('offers a refused amount again on Buy New Card, saying why it was refused', async () => {
    const refusal = { kind: 'InvalidFields', errorCode: 'accountLimitReached' } as const;
    const { check } = completing(fail(refusal));

    expect(await check.execute('KYC_LEVEL_1')).toEqual({ step: { next: 'buyCard' }, failure: refusal });
  });

  it('goes to the cards at an ended session: the login window asks and the amount waits', async () => {
    const { check } = completing(fail({ kind: 'Unauthorized' }));

    expect((await check.execute('KYC_LEVEL_1')).step).toEqual({ next: 'cards' });
  });

  it('at level 2 (the upgrade), goes to the cards and leaves any stored amount alone', async () => {
    const { check, resumes } = completing(ok({ kind: 'created', orderId: 'order-9' }));

    expect(await check.execute('KYC_LEVEL_2')).toEqual({ step: { next: 'cards' }, failure: null });
    expect(resumes.count).toBe(0);
  });
});
