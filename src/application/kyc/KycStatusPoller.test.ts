import type { Container } from 'inversify';
import { KYC_REDIRECT_AFTER_SUBMIT_MS, KYC_STATUS_POLL_MS } from '../../domain/timing';
import {
  fillProfile,
  register,
  sandboxApp,
  verifyEmailAndMobile,
} from '../../composition/testing/sandboxApp';
import { SANDBOX_CONSOLE } from '../sandbox/ports/SandboxConsole';
import { ConsumerSession } from '../session/ConsumerSession';
import { KycStatusPoller, type KycProgress } from './KycStatusPoller';
import { StartKyc } from './usecases/StartKyc';

/** A consumer at the identity check step, the widget started, and a poller following the check. */
async function atTheIdentityCheck() {
  const { container, sandbox } = sandboxApp();
  await register(container);
  await verifyEmailAndMobile(container);
  await fillProfile(container);
  const started = await container.get(StartKyc).execute('KYC_LEVEL_1');
  if (!started.ok || started.value.kind !== 'widget') throw new Error('the widget did not start');
  const heard: KycProgress[] = [];
  const poller = container.get(KycStatusPoller);
  poller.start('KYC_LEVEL_1', (progress) => heard.push(progress));
  await jest.advanceTimersByTimeAsync(0);
  return { container, sandbox, poller, heard, reference: started.value.reference };
}

const reviewer = (container: Container, reference: string) => ({
  submits: () => container.get(SANDBOX_CONSOLE).completeIdentityCheck(reference, 'submit'),
  approves: () => container.get(SANDBOX_CONSOLE).completeIdentityCheck(reference, 'approve'),
});

const states = (heard: KycProgress[]) => heard.flatMap((p) => (p.type === 'state' ? [p.state] : []));
const wentToCards = (heard: KycProgress[]) => heard.some((p) => p.type === 'goToCards');

describe('KycStatusPoller', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('starts empty and keeps asking for the status every 5 seconds', async () => {
    const { poller, heard } = await atTheIdentityCheck();

    await jest.advanceTimersByTimeAsync(3 * KYC_STATUS_POLL_MS);

    expect(poller.current).toBe('empty');
    expect(heard).toEqual([]);
    expect(jest.getTimerCount()).toBe(1);
  });

  it('shows the documents being checked at the first status read after the submission', async () => {
    const { container, poller, heard, reference } = await atTheIdentityCheck();
    await reviewer(container, reference).submits();

    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS - 1);
    const before = poller.current;
    await jest.advanceTimersByTimeAsync(1);

    expect(before).toBe('empty');
    expect(states(heard)).toEqual(['submitted']);
  });

  it('once submitted, waits 15 seconds, updates the KYC status and goes to the cards', async () => {
    const { container, heard, reference } = await atTheIdentityCheck();
    await reviewer(container, reference).submits();
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS);

    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS - 1);
    const tooSoon = wentToCards(heard);
    await jest.advanceTimersByTimeAsync(1);

    expect(tooSoon).toBe(false);
    expect(heard.at(-1)).toEqual({
      type: 'goToCards',
      consumer: expect.objectContaining({ email: 'jane@example.com' }),
    });
  });

  it('stops polling on approval, keeps the approved consumer, and goes to the cards 15 seconds later', async () => {
    const { container, poller, heard, reference } = await atTheIdentityCheck();
    await reviewer(container, reference).approves();

    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS);

    expect(poller.current).toBe('approved');
    expect(container.get(ConsumerSession).current?.kycLevel).toBe(1);
    expect(jest.getTimerCount()).toBe(1); // only the redirect wait is left
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS);
    expect(heard.at(-1)).toEqual({ type: 'goToCards', consumer: expect.objectContaining({ kycLevel: 1 }) });
  });

  it('an approval that comes after the 15-second wait updates the KYC level and goes to the cards at once', async () => {
    const { container, heard, reference } = await atTheIdentityCheck();
    await reviewer(container, reference).submits();
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS + KYC_REDIRECT_AFTER_SUBMIT_MS);
    const afterTheWait = heard.filter((p) => p.type === 'goToCards').length;

    await reviewer(container, reference).approves();
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS);

    expect(afterTheWait).toBe(1);
    expect(states(heard)).toEqual(['submitted', 'approved']);
    expect(heard.at(-1)).toEqual({ type: 'goToCards', consumer: expect.objectContaining({ kycLevel: 1 }) });
    expect(container.get(ConsumerSession).current?.kycLevel).toBe(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('follows the widget: a rejection after the submission stops polling and takes the redirect back', async () => {
    const { poller, heard } = await atTheIdentityCheck();
    poller.report({ type: 'widgetSubmitted' });

    poller.report({ type: 'widgetRejected' });
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS + KYC_STATUS_POLL_MS);

    expect(states(heard)).toEqual(['submitted', 'rejected']);
    expect(wentToCards(heard)).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps a widget report that arrives while a status read is under way', async () => {
    const { poller } = await atTheIdentityCheck();
    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS - 1);

    jest.advanceTimersByTime(1); // the read starts and is still waiting for its answer
    poller.report({ type: 'widgetApproved' });
    await jest.advanceTimersByTimeAsync(0);

    expect(poller.current).toBe('approved');
  });

  it('reports a failed status read and keeps polling', async () => {
    const { sandbox, poller, heard } = await atTheIdentityCheck();
    sandbox.failNext('kycStatus', 500);

    await jest.advanceTimersByTimeAsync(KYC_STATUS_POLL_MS);

    expect(heard).toEqual([{ type: 'error', error: expect.objectContaining({ kind: 'ServerError' }) }]);
    expect(poller.current).toBe('empty');
    expect(jest.getTimerCount()).toBe(1);
  });

  it('reports nothing once stopped', async () => {
    const { poller, heard } = await atTheIdentityCheck();
    poller.report({ type: 'widgetSubmitted' });

    poller.stop();
    poller.report({ type: 'widgetApproved' });
    await jest.advanceTimersByTimeAsync(KYC_REDIRECT_AFTER_SUBMIT_MS);

    expect(states(heard)).toEqual(['submitted']);
    expect(jest.getTimerCount()).toBe(0);
  });
});
