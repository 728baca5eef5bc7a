import type { Card } from '../../domain/cards/Card';
import type {
  SecureCardDisplay,
  SecureCardField,
  SecureCardLabels,
} from '../../application/cards/ports/SecureCardDisplay';
import { SandboxSecureCardDisplay, type WriteClipboardText } from '../browser/SandboxSecureCardDisplay';
import type { HttpTransport } from './HttpTransport';

/**
 * The card-details widget of HTTP mode: the sandbox widget, its digits detokenised by the local server's
 * vault. The widget reads its vault synchronously, so the secrets a call needs are fetched first and
 * held only until that call has rendered or copied them.
 */
export class HttpSecureCardDisplay implements SecureCardDisplay {
  /** The secrets of the calls under way, one map per call, dropped as each call ends. */
  private readonly inUse = new Set<ReadonlyMap<string, string>>();
  private readonly widget: SandboxSecureCardDisplay;

  constructor(
    private readonly http: HttpTransport,
    writeText?: WriteClipboardText,
  ) {
    this.widget = new SandboxSecureCardDisplay(
      { sandbox: async () => ({ reveal: (token: string) => this.heldSecret(token) }) },
      writeText,
    );
  }

  show(
    host: HTMLElement,
    card: Pick<Card, 'numberToken' | 'cvvToken' | 'expireDate'>,
    labels: SecureCardLabels,
  ): Promise<() => void> {
    return this.holding([card.numberToken, card.cvvToken], () => this.widget.show(host, card, labels));
  }

  copy(card: Pick<Card, 'numberToken' | 'cvvToken'>, field: SecureCardField): Promise<void> {
    const token = field === 'number' ? card.numberToken : card.cvvToken;
    return this.holding([token], () => this.widget.copy(card, field));
  }

  /** Fetches the secrets behind the tokens, runs `run` while they are held, then lets them go. */
  private async holding<T>(tokens: string[], run: () => Promise<T>): Promise<T> {
    const secrets = new Map(
      await Promise.all(tokens.map(async (token) => [token, await this.detokenise(token)] as const)),
    );
    this.inUse.add(secrets);
    try {
      return await run();
    } finally {
      this.inUse.delete(secrets);
    }
  }

  /**
   * The vault answers only the signed-in owner of the card (the transport sends the bearer token).
   * A failure (401 once the session has expired, say) arrives as a GatewayError.
   */
  private async detokenise(token: string): Promise<string> {
    const { secret } = await this.http.send('revealCardSecret', { body: { token } });
    return secret;
  }

  private heldSecret(token: string): string {
    for (const secrets of this.inUse) {
      const secret = secrets.get(token);
      if (secret !== undefined) return secret;
    }
    throw new Error('the widget asked for a token it was not given');
  }
}
