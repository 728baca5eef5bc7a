import type { TokenStore } from '../../../application/session/ports/TokenStore';
import type { SignedInFixture } from '../../contracts/support/ContractFixture';
import type { ContractSandbox } from '../../contracts/support/ContractSandbox';
import { MemoryTokenStore } from '../../contracts/support/MemoryTokenStore';
import { createSandbox } from '../../sandbox/createSandbox';
import type { SandboxApi } from '../../sandbox/SandboxApi';
import { callSandbox } from '../callSandbox';
import { InMemorySessionGateway } from '../InMemorySessionGateway';

/** The in-memory fixture also hands out its sandbox, to build more adapters over the same one. */
export interface InMemoryFixture<G> extends SignedInFixture<G> {
  api: SandboxApi;
}

/** The sandbox tools of the contract suites, reached in-process, with a clock the suite moves by hand. */
export function contractSandbox(api: SandboxApi, advance: (ms: number) => void): ContractSandbox {
  return {
    outbox: () => callSandbox(() => api.outbox()),
    reset: () => callSandbox(() => api.reset()),
    failNext: (call, status) => callSandbox(() => api.failNext(call, status)),
    completePayment: (paymentId, outcome) => callSandbox(() => api.completePayment(paymentId, outcome)),
    completeIdentityCheck: (reference, outcome) =>
      callSandbox(() => api.completeIdentityCheck(reference, outcome)),
    advanceClock: async (ms) => advance(ms),
    tokenise: (secret) => callSandbox(() => api.tokenise(secret)),
  };
}

/** A fresh seeded sandbox on a hand-moved clock, an empty token store, and the adapter under test over them. */
export function inMemoryFixture<G>(
  makeGateway: (api: SandboxApi, tokens: TokenStore) => G,
): InMemoryFixture<G> {
  let now = Date.now();
  const api = createSandbox({ clock: () => new Date(now) });
  const tokens = new MemoryTokenStore();
  return {
    api,
    gateway: makeGateway(api, tokens),
    tokens,
    session: new InMemorySessionGateway(api, tokens),
    sandbox: contractSandbox(api, (ms) => {
      now += ms;
    }),
  };
}
