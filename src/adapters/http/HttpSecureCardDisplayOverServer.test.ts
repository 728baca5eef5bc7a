import type { Card } from '../../domain/cards/Card';
import { DEMO, LEVEL1 } from '../contracts/support/accounts';
import { expectGatewayError } from '../contracts/support/expectGatewayError';
import { MemoryTokenStore } from '../contracts/support/MemoryTokenStore';
import { signIn } from '../contracts/support/signIn';
import { HttpSecureCardDisplay } from './HttpSecureCardDisplay';
import { HttpSessionGateway } from './HttpSessionGateway';
import { httpContractSandbox, transportTo } from './testing/httpFixture';
import { localApiServerForFile } from './testing/localApiServer';

const server = localApiServerForFile();

/** A browser of its own: a token store, the card display over it, and what it copied. */
function browser() {
  const tokens = new MemoryTokenStore();
  const http = transportTo(server(), tokens);
  const copied: string[] = [];
  const display = new HttpSecureCardDisplay(http, async (text) => {
    copied.push(text);
  });
  const sandbox = httpContractSandbox(server());
  return {
    tokens,
    display,
    copied,
    signIn: (account: typeof DEMO) =>
      signIn({ session: new HttpSessionGateway(http), tokens, sandbox }, account),
  };
}

async function demoCard(): Promise<Card> {
  const consumer = await browser().signIn(DEMO);
  const card = consumer.cards[0];
  if (card === undefined) throw new Error('the demo consumer has no card');
  return card;
}

describe('HttpSecureCardDisplay over the local API server: only the card’s owner reads its secrets', () => {
  beforeEach(() => httpContractSandbox(server()).reset());

  it('copies the number and the CVV for the signed-in owner', async () => {
    const owner = browser();
    const card = (await owner.signIn(DEMO)).cards[0];
    if (card === undefined) throw new Error('the demo consumer has no card');

    await owner.display.copy(card, 'number');
    await owner.display.copy(card, 'cvv');

    expect(owner.copied[0]).toMatch(new RegExp(`^\\d{12}${card.cardNumberLastFour}$`));
    expect(owner.copied[1]).toMatch(/^\d{3}$/);
  });

  it('refuses a browser with no session as Unauthorized', async () => {
    const card = await demoCard();
    const stranger = browser();

    await expectGatewayError(stranger.display.copy(card, 'number'), 'Unauthorized');
    expect(stranger.copied).toEqual([]);
  });

  it('refuses another signed-in consumer as NotFound, number and CVV alike', async () => {
    const card = await demoCard();
    const other = browser();
    await other.signIn(LEVEL1);

    await expectGatewayError(other.display.copy(card, 'number'), 'NotFound');
    await expectGatewayError(other.display.copy(card, 'cvv'), 'NotFound');
    expect(other.copied).toEqual([]);
  });
});
