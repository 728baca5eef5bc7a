import { KYC_RETRY_COUNT, KYC_RETRY_DELAY_MS } from '../../../domain/timing';
import {
  fillProfile,
  register,
  sandboxApp,
  verifyEmailAndMobile,
} from '../../../composition/testing/sandboxApp';
import { SANDBOX_CONSOLE } from '../../sandbox/ports/SandboxConsole';
import { unexpectedResponse } from '../../shared/testing/unexpectedResponse';
import { KYC_GATEWAY } from '../ports/KycGateway';
import { StartKyc } from './StartKyc';

async function atTheIdentityCheck() {
  const app = sandboxApp();
  await register(app.container);
  await verifyEmailAndMobile(app.container);
  await fillProfile(app.container);
  return app;
}

describe('StartKyc', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('hands back the reference that opens the hosted widget', async () => {
    const { container } = await atTheIdentityCheck();

    const result = await container.get(StartKyc).execute('KYC_LEVEL_1');

    expect(result).toEqual({ ok: true, value: { kind: 'widget', reference: expect.any(String) } });
  });

  it('tries a failing start again after 1 second', async () => {
    const { container, sandbox } = await atTheIdentityCheck();
    sandbox.failNext('initiateKyc', 500);

    const starting = container.get(StartKyc).execute('KYC_LEVEL_1');
    await jest.advanceTimersByTimeAsync(KYC_RETRY_DELAY_MS);

    expect(await starting).toMatchObject({ ok: true, value: { kind: 'widget' } });
  });

  it('tries a start again after 1 second when its answer broke the API document', async () => {
    const { container } = await atTheIdentityCheck();
    jest.spyOn(container.get(KYC_GATEWAY), 'initiate').mockRejectedValueOnce(unexpectedResponse());

    const starting = container.get(StartKyc).execute('KYC_LEVEL_1');
    await jest.advanceTimersByTimeAsync(KYC_RETRY_DELAY_MS);

    expect(await starting).toMatchObject({ ok: true, value: { kind: 'widget' } });
  });

  it(`gives up after ${KYC_RETRY_COUNT} retries, and tells whether a review is under way`, async () => {
    const { container, sandbox } = await atTheIdentityCheck();
    const started = await container.get(StartKyc).execute('KYC_LEVEL_1');
    if (!started.ok || started.value.kind !== 'widget') throw new Error('the widget did not start');
    await container.get(SANDBOX_CONSOLE).completeIdentityCheck(started.value.reference, 'submit');

    sandbox.failNext('initiateKyc', 'network');
    const starting = container.get(StartKyc).execute('KYC_LEVEL_1');
    for (let retry = 0; retry < KYC_RETRY_COUNT; retry++) {
      await jest.advanceTimersByTimeAsync(0);
      sandbox.failNext('initiateKyc', 'network');
      await jest.advanceTimersByTimeAsync(KYC_RETRY_DELAY_MS);
    }

    expect(await starting).toEqual({
      ok: true,
      value: {
        kind: 'initFailed',
        event: { type: 'initFailed', isPendingReview: true },
        error: expect.objectContaining({ kind: 'NetworkError' }),
      },
    });
  });

  it('does not try a refused start again', async () => {
    const { container, sandbox } = await atTheIdentityCheck();
    sandbox.failNext('initiateKyc', 400);

    const result = await container.get(StartKyc).execute('KYC_LEVEL_1');

    expect(result).toMatchObject({
      ok: true,
      value: { kind: 'initFailed', event: { isPendingReview: false }, error: { kind: 'InvalidFields' } },
    });
  });
});
