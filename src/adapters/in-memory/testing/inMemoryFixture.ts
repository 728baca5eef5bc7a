import type { TokenStore } from '../../../application/session/ports/TokenStore';
import type { SignedInFixture } from '../../contracts/support/ContractFixture';
import type { ContractSandbox } from '../../contracts/support/ContractSandbox';
import { MemoryTokenStore } from '../../contracts/support/MemoryTokenStore';
import { createSandbox } from '../../sandbox/createSandbox';
import type { SandboxApi } from '../../sandbox/SandboxApi';
import { callSandbox, sandboxAtHand, type SandboxSource } from '../callSandbox';
import { InMemorySessionGateway } from '../InMemorySessionGateway';

/** The in-memory fixture also hands out its sandbox, to build more adapters over the same one. */
export interface InMemoryFixture<G> extends SignedInFixture<G> {
  api: SandboxApi;
}

/** The sandbox tools of the contract suites, reached in-process, with a clock the suite moves by hand. */
export function contractSandbox(
  source: SandboxSource<SandboxApi>,
  advance: (ms: number) => void,
): ContractSandbox {
  return {
    outbox: () => callSandbox(source, (sandbox) => sandbox.outbox()),
    reset: () => callSandbox(source, (sandbox) => sandbox.reset()),
    failNext: (call, status) => callSandbox(source, (sandbox) => sandbox.failNext(call, status)),
    completePayment: (paymentId, outcome) =>
      callSandbox(source, (sandbox) => sandbox.completePayment(paymentId, outcome)),
    completeIdentityCheck: (reference, outcome) =>
      callSandbox(source, (sandbox) => sandbox.completeIdentityCheck(reference, outcome)),
    advanceClock: async (ms) => advance(ms),
    tokenise: (secret) => callSandbox(source, (sandbox) => sandbox.tokenise(secret)),
  };
}

/** A fresh seeded sandbox on a hand-moved clock, an empty token store, and the adapter under test over them. */
export function inMemoryFixture<G>(
  makeGateway: (sandbox: SandboxSource<SandboxApi>, tokens: TokenStore) => G,
): InMemoryFixture<G> {
  let now = Date.now();
  const api = createSandbox({ clock: () => new Date(now) });
  const tokens = new MemoryTokenStore();
  const source = sandboxAtHand(api);
  return {
    api,
    gateway: makeGateway(source, tokens),
    tokens,
    session: new InMemorySessionGateway(source, tokens),
    sandbox: contractSandbox(source, (ms) => {
      now += ms;
    }),
  };
}
