import { ContainerModule } from 'inversify';
import { CARD_GATEWAY } from '../application/cards/ports/CardGateway';
import { CONSUMER_GATEWAY } from '../application/consumer/ports/ConsumerGateway';
import { KYC_GATEWAY } from '../application/kyc/ports/KycGateway';
import { NEWS_GATEWAY } from '../application/news/ports/NewsGateway';
import { ORDER_GATEWAY } from '../application/orders/ports/OrderGateway';
import { SANDBOX_CONSOLE } from '../application/sandbox/ports/SandboxConsole';
import { SESSION_GATEWAY } from '../application/session/ports/SessionGateway';
import { TOKEN_STORE } from '../application/session/ports/TokenStore';
import { InMemoryCardGateway } from '../adapters/in-memory/InMemoryCardGateway';
import { InMemoryConsumerGateway } from '../adapters/in-memory/InMemoryConsumerGateway';
import { InMemoryKycGateway } from '../adapters/in-memory/InMemoryKycGateway';
import { InMemoryNewsGateway } from '../adapters/in-memory/InMemoryNewsGateway';
import { InMemoryOrderGateway } from '../adapters/in-memory/InMemoryOrderGateway';
import { InMemorySandboxConsole } from '../adapters/in-memory/InMemorySandboxConsole';
import { InMemorySessionGateway } from '../adapters/in-memory/InMemorySessionGateway';
import type { SandboxSource } from '../adapters/in-memory/callSandbox';
import type { SandboxApi } from '../adapters/sandbox/SandboxApi';

/**
 * The issuer's ports answered by the in-process sandbox (loaded, in the browser, by the first call). The adapters read the bearer token from
 * the container's TokenStore (bound by the browser module), so they are built when first asked for.
 */
export function sandboxModule(sandbox: SandboxSource<SandboxApi>): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CONSUMER_GATEWAY)
      .toDynamicValue((context) => new InMemoryConsumerGateway(sandbox, context.get(TOKEN_STORE)))
      .inSingletonScope();
    bind(SESSION_GATEWAY)
      .toDynamicValue((context) => new InMemorySessionGateway(sandbox, context.get(TOKEN_STORE)))
      .inSingletonScope();
    bind(KYC_GATEWAY)
      .toDynamicValue((context) => new InMemoryKycGateway(sandbox, context.get(TOKEN_STORE)))
      .inSingletonScope();
    bind(ORDER_GATEWAY)
      .toDynamicValue((context) => new InMemoryOrderGateway(sandbox, context.get(TOKEN_STORE)))
      .inSingletonScope();
    bind(CARD_GATEWAY)
      .toDynamicValue((context) => new InMemoryCardGateway(sandbox, context.get(TOKEN_STORE)))
      .inSingletonScope();
    bind(NEWS_GATEWAY).toConstantValue(new InMemoryNewsGateway(sandbox));
    bind(SANDBOX_CONSOLE).toConstantValue(new InMemorySandboxConsole(sandbox));
  });
}
