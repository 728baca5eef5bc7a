import { ContainerModule, type DynamicValueBuilder } from 'inversify';
import { CARD_GATEWAY } from '../application/cards/ports/CardGateway';
import { SECURE_CARD_DISPLAY } from '../application/cards/ports/SecureCardDisplay';
import { CONSUMER_GATEWAY } from '../application/consumer/ports/ConsumerGateway';
import { KYC_GATEWAY } from '../application/kyc/ports/KycGateway';
import { ResolveLanguage } from '../application/language/usecases/ResolveLanguage';
import { NEWS_GATEWAY } from '../application/news/ports/NewsGateway';
import { ORDER_GATEWAY } from '../application/orders/ports/OrderGateway';
import { SANDBOX_CONSOLE } from '../application/sandbox/ports/SandboxConsole';
import { SESSION_GATEWAY } from '../application/session/ports/SessionGateway';
import { TOKEN_STORE } from '../application/session/ports/TokenStore';
import { SECURE_INPUT } from '../application/shared/SecureInput';
import { HttpCardGateway } from '../adapters/http/HttpCardGateway';
import { HttpConsumerGateway } from '../adapters/http/HttpConsumerGateway';
import { HttpKycGateway } from '../adapters/http/HttpKycGateway';
import { HttpNewsGateway } from '../adapters/http/HttpNewsGateway';
import { HttpOrderGateway } from '../adapters/http/HttpOrderGateway';
import { HttpSandboxConsole } from '../adapters/http/HttpSandboxConsole';
import { HttpSecureCardDisplay } from '../adapters/http/HttpSecureCardDisplay';
import { HttpSecureInput } from '../adapters/http/HttpSecureInput';
import { HttpSessionGateway } from '../adapters/http/HttpSessionGateway';
import { HttpTransport, type FetchFunction } from '../adapters/http/HttpTransport';
import type { RedirectAllowlist } from '../adapters/http/redirectAllowlist';

export interface HttpModuleOptions {
  /** The API's base URL: the build-time API_BASE_URL. */
  apiBaseUrl: string;
  /** Replaces the browser's fetch (tests). */
  fetch?: FetchFunction;
  /** Where a payment page may be, and the page a relative one is read against. */
  redirects: RedirectAllowlist;
}

/** An adapter built over the container's one transport. */
function overTransport<T>(make: (http: HttpTransport) => T): DynamicValueBuilder<T> {
  return (context) => make(context.get(HttpTransport));
}

/**
 * The issuer's ports over the REST contract, plus the local API server's vault (secure input and card
 * display) and sandbox tools. One transport reads the container's token store and the user's language.
 */
export function httpModule(options: HttpModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(HttpTransport)
      .toDynamicValue((context) => {
        const language = context.get(ResolveLanguage);
        return new HttpTransport({
          baseUrl: options.apiBaseUrl,
          tokens: context.get(TOKEN_STORE),
          language: () => language.execute(),
          fetch: options.fetch,
        });
      })
      .inSingletonScope();
    bind(CONSUMER_GATEWAY)
      .toDynamicValue(overTransport((http) => new HttpConsumerGateway(http)))
      .inSingletonScope();
    bind(SESSION_GATEWAY)
      .toDynamicValue(overTransport((http) => new HttpSessionGateway(http)))
      .inSingletonScope();
    bind(KYC_GATEWAY)
      .toDynamicValue(overTransport((http) => new HttpKycGateway(http)))
      .inSingletonScope();
    bind(ORDER_GATEWAY)
      .toDynamicValue(overTransport((http) => new HttpOrderGateway(http, options.redirects)))
      .inSingletonScope();
    bind(CARD_GATEWAY)
      .toDynamicValue(overTransport((http) => new HttpCardGateway(http)))
      .inSingletonScope();
    bind(NEWS_GATEWAY)
      .toDynamicValue(overTransport((http) => new HttpNewsGateway(http)))
      .inSingletonScope();
    bind(SANDBOX_CONSOLE)
      .toDynamicValue(overTransport((http) => new HttpSandboxConsole(http)))
      .inSingletonScope();
    bind(SECURE_INPUT)
      .toDynamicValue(overTransport((http) => new HttpSecureInput(http)))
      .inSingletonScope();
    bind(SECURE_CARD_DISPLAY)
      .toDynamicValue(overTransport((http) => new HttpSecureCardDisplay(http)))
      .inSingletonScope();
  });
}
