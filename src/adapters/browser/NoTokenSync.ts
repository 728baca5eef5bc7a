import type { TokenSync } from '../../application/session/ports/TokenSync';

/** Where there are no other tabs (Node: Cucumber, the API server), the token never changes elsewhere. */
export class NoTokenSync implements TokenSync {
  subscribe(_onChange: (token: string | null) => void): () => void {
    return () => undefined;
  }
}
