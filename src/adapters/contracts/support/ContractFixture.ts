import type { SessionGateway } from '../../../application/session/ports/SessionGateway';
import type { TokenStore } from '../../../application/session/ports/TokenStore';
import type { ContractSandbox } from './ContractSandbox';

/** A fresh gateway over a fresh, seeded sandbox, with the token store its calls read. */
export interface ContractFixture<G> {
  gateway: G;
  tokens: TokenStore;
  sandbox: ContractSandbox;
  /** Releases what the fixture holds (a server, a port); called after each case. */
  dispose?(): Promise<void>;
}

/** Ports whose calls need a signed-in consumer also get the SessionGateway, to sign in as the app does. */
export interface SignedInFixture<G> extends ContractFixture<G> {
  session: SessionGateway;
}

export type MakeFixture<F> = () => F | Promise<F>;

/** Builds a fresh fixture before each case and disposes of it after; returns a reader for the current one. */
export function useFixture<F extends ContractFixture<unknown>>(makeFixture: MakeFixture<F>): () => F {
  let current: F | null = null;
  beforeEach(async () => {
    current = await makeFixture();
  });
  afterEach(async () => {
    await current?.dispose?.();
    current = null;
  });
  return () => {
    if (current === null) throw new Error('the fixture is only available inside a test');
    return current;
  };
}
