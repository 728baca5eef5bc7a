import { aCompleteConsumer, aConsumer } from '../../../domain/consumer/testing/aConsumer';
import type { StoredOrderOutcome } from '../../orders/StoredOrderOutcome';
import type { ResumeStoredOrder } from '../../orders/usecases/ResumeStoredOrder';
import { fail, ok, type Result } from '../../shared/Result';
import { NextStepAfterSignIn } from './NextStepAfterSignIn';

/** A sign-in, with the stored amount's order answering `resumed`. */
function signingIn(resumed: Result<StoredOrderOutcome>) {
  const resumes = { count: 0 };
  const resume = {
    execute: async () => {
      resumes.count += 1;
      return resumed;
    },
  } as ResumeStoredOrder;
  return { next: new NextStepAfterSignIn(resume), resumes };
}

describe('NextStepAfterSignIn: where a sign-in on the Authorization page leads', () => {
  it('pays the order made of the amount chosen before signing in', async () => {
    const { next } = signingIn(ok({ kind: 'created', orderId: 'order-9' }));

    expect(await next.execute(aCompleteConsumer())).toEqual({ next: 'payment', orderId: 'order-9' });
  });

  it.each<[string, Result<StoredOrderOutcome>]>([
    ['no amount waits', ok({ kind: 'nothingStored' })],
    [
      'the order is refused (the amount stays)',
      fail({ kind: 'InvalidFields', errorCode: 'accountLimitReached' }),
    ],
  ])('goes to the cards when %s', async (_case, resumed) => {
    expect(await signingIn(resumed).next.execute(aCompleteConsumer())).toEqual({ next: 'cards' });
  });

  it('sends a consumer who has not finished registering to the cards (the guard leads on) without ordering', async () => {
    const { next, resumes } = signingIn(ok({ kind: 'created', orderId: 'order-9' }));

    expect(await next.execute(aConsumer())).toEqual({ next: 'cards' });
    expect(resumes.count).toBe(0);
  });
});
