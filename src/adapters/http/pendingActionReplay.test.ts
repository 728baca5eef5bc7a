import type { Container } from 'inversify';
import { startApiTestServer, type ApiTestServer } from '../../../server/testing/apiTestServer';
import { BlockCard } from '../../application/cards/usecases/BlockCard';
import { CARD_GATEWAY } from '../../application/cards/ports/CardGateway';
import { ReadInactivityFees } from '../../application/cards/usecases/ReadInactivityFees';
import { SANDBOX_CONSOLE } from '../../application/sandbox/ports/SandboxConsole';
import { PendingAction } from '../../application/session/PendingAction';
import { LogIn } from '../../application/session/usecases/LogIn';
import { VerifyOneTimeCode, type CodeVerified } from '../../application/session/usecases/VerifyOneTimeCode';
import { createContainer } from '../../composition/createContainer';
import { MemoryStorage } from '../browser/MemoryStorage';
import { DEMO } from '../contracts/support/accounts';
import { TOKEN_LIFETIME_MINUTES } from '../sandbox/session/sessionRules';

const ACTIVE_CARD = 'card-demo-active';

let server: ApiTestServer;
let app: Container;

beforeEach(async () => {
  server = await startApiTestServer();
  app = createContainer('http', { apiBaseUrl: server.baseUrl, storage: new MemoryStorage() });
});

afterEach(() => server.close());

/** LogIn, then VerifyOneTimeCode with the newest one-time code of the outbox, as the consumer would. */
async function signIn(): Promise<CodeVerified> {
  const loggedIn = await app.get(LogIn).execute(DEMO);
  if (!loggedIn.ok) throw new Error(`login failed: ${loggedIn.error.kind}`);
  const outbox = await app.get(SANDBOX_CONSOLE).outbox();
  const code = outbox.find((message) => message.kind === 'oneTimeCode')?.code;
  if (!code) throw new Error('no one-time code in the outbox');
  const verified = await app.get(VerifyOneTimeCode).execute(code);
  if (!verified.ok) throw new Error(`one-time code refused: ${verified.error.kind}`);
  return verified.value;
}

function letTheSessionExpire(): void {
  server.clock.advance(TOKEN_LIFETIME_MINUTES * 60 * 1000 + 1000);
}

/** The server's log lines for one method and path, whatever their status and duration. */
function requestsTo(method: string, path: string): string[] {
  return server.logs.filter((line) => line.startsWith(`${method} ${path} `));
}

describe('an action met by an expired session, over the local API server', () => {
  it('is kept, replayed exactly once after the next sign-in, and never again', async () => {
    const first = await signIn();
    expect(first.replayed).toBeNull();
    const before = await app.get(CARD_GATEWAY).get(ACTIVE_CARD);
    expect(before.isBlocked).toBe(false);
    letTheSessionExpire();

    const blocked = await app.get(BlockCard).execute(ACTIVE_CARD);
    expect(blocked.ok ? null : blocked.error.kind).toBe('Unauthorized');
    expect(app.get(PendingAction).keptName).toBe('blockCard');

    const second = await signIn();
    expect(second.replayed?.name).toBe('blockCard');
    expect(second.replayed?.result.ok).toBe(true);
    expect(app.get(PendingAction).keptName).toBeNull();
    const card = await app.get(CARD_GATEWAY).get(ACTIVE_CARD);
    expect(card.isBlocked).toBe(true);
    const blockCalls = requestsTo('POST', `/api/card/${ACTIVE_CARD}/block`);
    expect(blockCalls.map((line) => line.split(' ')[2])).toEqual(['401', '200']);

    const third = await signIn();
    expect(third.replayed).toBeNull();
    expect(requestsTo('POST', `/api/card/${ACTIVE_CARD}/block`)).toHaveLength(2);
  });

  it('is not kept nor replayed when it is not one of the retried actions', async () => {
    await signIn();
    letTheSessionExpire();

    const fees = await app.get(ReadInactivityFees).execute();
    expect(fees.ok ? null : fees.error.kind).toBe('Unauthorized');
    expect(app.get(PendingAction).keptName).toBeNull();

    const again = await signIn();
    expect(again.replayed).toBeNull();
    expect(requestsTo('GET', '/api/card/inactivity-fee-data')).toHaveLength(1);
  });
});
