import { defineParameterType } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ServiceIdentifier } from 'inversify';
import type { FileToSave } from '../../src/adapters/browser/linkDownload';
import type { Consumer } from '../../src/domain/consumer/Consumer';
import type { KycProgress, KycStatusPoller } from '../../src/application/kyc/KycStatusPoller';
import type { LoggedIn } from '../../src/application/session/usecases/LogIn';
import type { PendingPaymentProgress } from '../../src/application/orders/PendingPaymentWatcher';
import type { PaymentSuccess } from '../../src/application/orders/PaymentSuccess';
import type { PaymentStart } from '../../src/application/orders/PaymentStart';
import type { Result } from '../../src/application/shared/Result';
import { SCHEDULER, type Scheduler } from '../../src/application/shared/Scheduler';
import { NEW_VISITOR, sandboxApp, type SandboxApp } from '../../src/composition/testing/sandboxApp';
import { ScenarioKey, type ShopWorld } from './world';

// The in-process shop a scenario of the application profile drives: one sandbox container per
// scenario, on the scenario's own time, shared by every steps file.

/**
 * The scenario's time: the app and the sandbox read their clock from it, and every timer the app
 * sets waits here until a step lets time pass.
 */
export class ManualTime implements Scheduler {
  private current = Date.parse('2025-03-01T10:00:00.000Z');
  private timers: { at: number; ms: number; run: () => void }[] = [];

  readonly now = (): Date => new Date(this.current);

  after(ms: number, run: () => void): () => void {
    const timer = { at: this.current + ms, ms, run };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((candidate) => candidate !== timer);
    };
  }

  /** The delays of the timers still waiting. */
  waitingDelays(): number[] {
    return this.timers.map((timer) => timer.ms);
  }

  /** Moves time on, running each timer when its moment comes and letting the work it starts finish. */
  async advance(ms: number): Promise<void> {
    const end = this.current + ms;
    await settle();
    for (let due = this.nextDue(end); due !== undefined; due = this.nextDue(end)) {
      this.timers = this.timers.filter((timer) => timer !== due);
      this.current = due.at;
      due.run();
      await settle();
    }
    this.current = end;
  }

  private nextDue(end: number) {
    return this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
  }
}

/** Lets every pending promise of the in-process sandbox calls run to its end. */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Lets the in-process work run until `done`, or fails naming what never happened; bounded, so a stuck flow fails. */
export async function until(done: () => boolean, what: string): Promise<void> {
  for (let round = 0; round < 100 && !done(); round += 1) await settle();
  assert.ok(done(), `${what} never happened`);
}

export const flow = new ScenarioKey('flows', () => ({
  time: new ManualTime(),
  app: null as SandboxApp | null,
  /** The answer of the latest action a Then step judges. */
  last: null as Result<unknown> | null,
  login: null as Result<LoggedIn> | null,
  created: null as Result<unknown> | null,
  orderId: null as string | null,
  returnPath: null as string | null,
  paymentStart: null as Result<PaymentStart> | null,
  success: null as PaymentSuccess | null,
  pending: [] as PendingPaymentProgress[],
  kycReference: null as string | null,
  kycPoller: null as KycStatusPoller | null,
  kyc: [] as KycProgress[],
  before: null as Consumer | null,
  oldToken: null as string | null,
  /** What the shop copied to the clipboard, oldest first (Node has no clipboard). */
  clipboard: [] as string[],
  /** The files the shop downloaded, oldest first (Node has no page to download to). */
  downloads: [] as FileToSave[],
}));

export type Flow = ReturnType<typeof flow.create>;

/** The scenario's one container, built on first use over the scenario's time. */
export function app(world: ShopWorld): SandboxApp {
  const state = world.state(flow);
  if (state.app === null) {
    state.app = sandboxApp({
      clock: state.time.now,
      clipboard: async (text) => {
        state.clipboard.push(text);
      },
      saveFile: (file) => {
        state.downloads.push(file);
      },
    });
    state.app.container.rebind(SCHEDULER).toConstantValue(state.time);
  }
  return state.app;
}

export function service<T>(world: ShopWorld, id: ServiceIdentifier<T>): T {
  return app(world).container.get(id);
}

// ---------------------------------------------------------------- people

const CREDENTIALS: Record<string, { email: string; password: string }> = {
  Camille: { email: 'demo@example.com', password: 'Demo1234' },
  Lucas: { email: 'level1@example.com', password: 'Level1234' },
  Jane: { email: NEW_VISITOR.email, password: NEW_VISITOR.password },
};

defineParameterType({ name: 'person', regexp: /Camille|Lucas|Jane/, transformer: (name: string) => name });

export function credentialsOf(person: string): { email: string; password: string } {
  const credentials = CREDENTIALS[person];
  assert.ok(credentials, `unknown person ${person}`);
  return credentials;
}
