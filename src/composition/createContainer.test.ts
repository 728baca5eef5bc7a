import type { Container } from 'inversify';
import { CARD_GATEWAY } from '../application/cards/ports/CardGateway';
import { CONSUMER_GATEWAY } from '../application/consumer/ports/ConsumerGateway';
import { KYC_GATEWAY } from '../application/kyc/ports/KycGateway';
import { NEWS_GATEWAY } from '../application/news/ports/NewsGateway';
import { ORDER_GATEWAY } from '../application/orders/ports/OrderGateway';
import { SANDBOX_CONSOLE } from '../application/sandbox/ports/SandboxConsole';
import { SESSION_GATEWAY } from '../application/session/ports/SessionGateway';
import { TOKEN_STORE } from '../application/session/ports/TokenStore';
import { CLOCK } from '../application/shared/Clock';
import { InMemoryConsumerGateway } from '../adapters/in-memory/InMemoryConsumerGateway';
import { InMemorySessionGateway } from '../adapters/in-memory/InMemorySessionGateway';
import { InMemoryKycGateway } from '../adapters/in-memory/InMemoryKycGateway';
import { InMemoryOrderGateway } from '../adapters/in-memory/InMemoryOrderGateway';
import { InMemoryCardGateway } from '../adapters/in-memory/InMemoryCardGateway';
import { InMemoryNewsGateway } from '../adapters/in-memory/InMemoryNewsGateway';
import { InMemorySandboxConsole } from '../adapters/in-memory/InMemorySandboxConsole';
import { MemoryStorage } from '../adapters/browser/MemoryStorage';
import { createSandbox } from '../adapters/sandbox/createSandbox';
import { BACKEND_MODE } from '../application/config/BackendMode';
import { SANDBOX_TOOLS } from '../application/config/SandboxTools';
import { SECURE_CARD_DISPLAY } from '../application/cards/ports/SecureCardDisplay';
import { ChooseLanguage } from '../application/language/usecases/ChooseLanguage';
import { ListOrders } from '../application/orders/usecases/ListOrders';
import { VerifyOneTimeCode } from '../application/session/usecases/VerifyOneTimeCode';
import { SECURE_INPUT } from '../application/shared/SecureInput';
import { TOKEN_LIFETIME_MS } from '../adapters/contracts/support/tokenLifetime';
import { HttpCardGateway } from '../adapters/http/HttpCardGateway';
import { HttpConsumerGateway } from '../adapters/http/HttpConsumerGateway';
import { HttpKycGateway } from '../adapters/http/HttpKycGateway';
import { HttpNewsGateway } from '../adapters/http/HttpNewsGateway';
import { HttpOrderGateway } from '../adapters/http/HttpOrderGateway';
import { HttpSandboxConsole } from '../adapters/http/HttpSandboxConsole';
import { HttpSecureCardDisplay } from '../adapters/http/HttpSecureCardDisplay';
import { HttpSecureInput } from '../adapters/http/HttpSecureInput';
import { HttpSessionGateway } from '../adapters/http/HttpSessionGateway';
import type { FetchFunction } from '../adapters/http/HttpTransport';
import { httpContractSandbox } from '../adapters/http/testing/httpFixture';
import { localApiServerForFile } from '../adapters/http/testing/localApiServer';
import type { ContainerOptions } from './containerWith';
import { createContainer } from './createContainer';

const DEMO = { email: 'demo@example.com', password: 'Demo1234' };

/** Signs the container's session in as the demo consumer, storing the token as the use cases do. */
async function signInDemo(container: Container): Promise<void> {
  const session = container.get(SESSION_GATEWAY);
  const tokens = container.get(TOKEN_STORE);
  tokens.save((await session.login(DEMO)).token);
  const [message] = await container.get(SANDBOX_CONSOLE).outbox();
  tokens.save((await session.verifyOneTimeCode(message?.code ?? '')).token);
}

describe('createContainer', () => {
  it('binds every port of the issuer to the sandbox in sandbox mode', () => {
    const container = createContainer('sandbox');

    expect(container.get(CONSUMER_GATEWAY)).toBeInstanceOf(InMemoryConsumerGateway);
    expect(container.get(SESSION_GATEWAY)).toBeInstanceOf(InMemorySessionGateway);
    expect(container.get(KYC_GATEWAY)).toBeInstanceOf(InMemoryKycGateway);
    expect(container.get(ORDER_GATEWAY)).toBeInstanceOf(InMemoryOrderGateway);
    expect(container.get(CARD_GATEWAY)).toBeInstanceOf(InMemoryCardGateway);
    expect(container.get(NEWS_GATEWAY)).toBeInstanceOf(InMemoryNewsGateway);
    expect(container.get(SANDBOX_CONSOLE)).toBeInstanceOf(InMemorySandboxConsole);
  });

  it('has the gateways send the token the container stores', async () => {
    const container = createContainer('sandbox');

    await signInDemo(container);

    await expect(container.get(CONSUMER_GATEWAY).fetch()).resolves.toEqual(
      expect.objectContaining({ consumer: expect.objectContaining({ email: DEMO.email }) }),
    );
  });

  it('keeps the sandbox in the storage it is given, so a reload loses nothing', async () => {
    const storage = new MemoryStorage();
    await signInDemo(createContainer('sandbox', { storage }));

    const reloaded = createContainer('sandbox', { storage });

    await expect(reloaded.get(CONSUMER_GATEWAY).fetch()).resolves.toEqual(
      expect.objectContaining({ consumer: expect.objectContaining({ email: DEMO.email }) }),
    );
  });

  it('lets containers share one sandbox', async () => {
    const sandbox = createSandbox();
    const first = createContainer('sandbox', { sandbox });
    const second = createContainer('sandbox', { sandbox });

    await first.get(SESSION_GATEWAY).login(DEMO);

    await expect(second.get(SANDBOX_CONSOLE).outbox()).resolves.toEqual([
      expect.objectContaining({ kind: 'oneTimeCode' }),
    ]);
  });

  it('gives the app and the sandbox the clock it is given', async () => {
    const now = new Date('2031-02-03T04:05:06.000Z');
    const container = createContainer('sandbox', { clock: () => now });

    await signInDemo(container);

    expect(container.get(CLOCK).now()).toBe(now);
    await expect(container.get(CONSUMER_GATEWAY).fetch()).resolves.toEqual(
      expect.objectContaining({
        consumer: expect.objectContaining({ tokenExpires: '2031-02-03T04:25:06.000Z' }),
      }),
    );
  });

  it('has the payment page URL start with the origin it is given', async () => {
    const container = createContainer('sandbox', { origin: 'http://127.0.0.1:9000' });
    await signInDemo(container);
    const orders = container.get(ORDER_GATEWAY);
    const { orderId } = await orders.create(2000);
    const { paymethods } = await orders.paymentMethods(orderId);

    const { redirectUrl } = await orders.startPayment(orderId, paymethods[0]?.id ?? '', 'key-1');

    expect(redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:9000\/sandbox\/payment\/[^/]+$/);
  });

  describe('in HTTP mode', () => {
    const server = localApiServerForFile();
    beforeEach(() => httpContractSandbox(server()).reset());

    /** Every request the container sends, as `METHOD /path`, with its headers. */
    function recordingFetch(): { fetch: FetchFunction; sent: { call: string; headers: Headers }[] } {
      const sent: { call: string; headers: Headers }[] = [];
      return {
        sent,
        fetch: (url, init) => {
          sent.push({ call: `${init.method} ${new URL(url).pathname}`, headers: new Headers(init.headers) });
          return fetch(url, init);
        },
      };
    }

    function httpContainer(options: Omit<ContainerOptions, 'apiBaseUrl'> = {}): Container {
      return createContainer('http', {
        apiBaseUrl: server().baseUrl,
        origin: server().appOrigin,
        ...options,
      });
    }

    it('binds every port of the issuer, the secure input and the card display to the HTTP adapters', () => {
      const container = httpContainer();

      expect(container.get(CONSUMER_GATEWAY)).toBeInstanceOf(HttpConsumerGateway);
      expect(container.get(SESSION_GATEWAY)).toBeInstanceOf(HttpSessionGateway);
      expect(container.get(KYC_GATEWAY)).toBeInstanceOf(HttpKycGateway);
      expect(container.get(ORDER_GATEWAY)).toBeInstanceOf(HttpOrderGateway);
      expect(container.get(CARD_GATEWAY)).toBeInstanceOf(HttpCardGateway);
      expect(container.get(NEWS_GATEWAY)).toBeInstanceOf(HttpNewsGateway);
      expect(container.get(SANDBOX_CONSOLE)).toBeInstanceOf(HttpSandboxConsole);
      expect(container.get(SECURE_INPUT)).toBeInstanceOf(HttpSecureInput);
      expect(container.get(SECURE_CARD_DISPLAY)).toBeInstanceOf(HttpSecureCardDisplay);
      expect(container.get(BACKEND_MODE)).toBe('http');
    });

    it('offers the sandbox tools (Simulate Success) only when told its API is the local sandbox server', () => {
      expect(httpContainer().get(SANDBOX_TOOLS)).toBe(false);
      expect(httpContainer({ sandboxTools: true }).get(SANDBOX_TOOLS)).toBe(true);
      expect(createContainer('sandbox').get(SANDBOX_TOOLS)).toBe(true);
    });

    it('needs the API base URL', () => {
      expect(() => createContainer('http')).toThrow('HTTP mode needs the API base URL (API_BASE_URL)');
    });

    it('signs the demo consumer in over HTTP and lists the cards with their balances', async () => {
      const container = httpContainer();

      await signInDemo(container);

      const { consumer } = await container.get(CONSUMER_GATEWAY).fetch();
      expect(consumer.cards.some((card) => card.availableBalance.amount > 0)).toBe(true);
    });

    it('sends the stored token and the chosen language with each call', async () => {
      const api = recordingFetch();
      const container = httpContainer({ fetch: api.fetch });
      container.get(ChooseLanguage).execute('en');
      await signInDemo(container);

      await container.get(CONSUMER_GATEWAY).fetch();

      const last = api.sent.at(-1);
      expect(last?.call).toBe('GET /api/consumer');
      expect(last?.headers.get('Authorization')).toBe(`Bearer ${container.get(TOKEN_STORE).load()}`);
      expect(last?.headers.get('Accept-Language')).toBe('en');
    });

    it('replays the action that met Unauthorized exactly once, after signing in again', async () => {
      const api = recordingFetch();
      const container = httpContainer({ fetch: api.fetch });
      await signInDemo(container);
      await httpContractSandbox(server()).advanceClock(TOKEN_LIFETIME_MS);
      const orderLoads = () => api.sent.filter(({ call }) => call === 'GET /api/consumer/orders').length;

      await expect(container.get(ListOrders).execute()).resolves.toEqual({
        ok: false,
        error: expect.objectContaining({ kind: 'Unauthorized' }),
      });
      const tokens = container.get(TOKEN_STORE);
      tokens.save((await container.get(SESSION_GATEWAY).login(DEMO)).token);
      const [message] = await container.get(SANDBOX_CONSOLE).outbox();
      const verified = await container.get(VerifyOneTimeCode).execute(message?.code ?? '');

      expect(verified).toEqual({
        ok: true,
        value: expect.objectContaining({
          replayed: { name: 'listOrders', result: expect.objectContaining({ ok: true }) },
        }),
      });
      expect(orderLoads()).toBe(2);
      await signInDemo(container);
      expect(orderLoads()).toBe(2);
    });

    it('follows the payment page only on an allowed origin', async () => {
      const container = httpContainer({ allowedRedirectOrigins: ['https://shop.example.com'] });
      await signInDemo(container);
      const orders = container.get(ORDER_GATEWAY);
      const { orderId } = await orders.create(2000);
      const { paymethods } = await orders.paymentMethods(orderId);

      await expect(orders.startPayment(orderId, paymethods[0]?.id ?? '', 'key-1')).rejects.toMatchObject({
        kind: 'InvalidFields',
        details: { errorCode: 'redirectNotAllowed' },
      });
    });
  });
});
