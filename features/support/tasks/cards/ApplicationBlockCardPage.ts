import assert from 'node:assert/strict';
import { LogIn } from '../../../../src/application/session/usecases/LogIn';
import { VerifyOneTimeCode } from '../../../../src/application/session/usecases/VerifyOneTimeCode';
import { newestCode } from '../../../../src/composition/testing/sandboxApp';
import { BlockCardPresenter } from '../../../../src/presentation/cards/BlockCardPresenter';
import { CardsPresenter } from '../../../../src/presentation/cards/CardsPresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { paths } from '../../../../src/presentation/shell/paths';
import { enterPage } from '../journey/places';
import { app, credentialsOf, service } from '../../scenarioApp';
import { askedToSignInAgain, signInAgainOverThePage } from '../signing-in/signInAgainOverThePage';
import type { ShopWorld } from '../../world';
import type { BlockCardPage, BlockOutcome } from './BlockCardPage';
import { CAMILLES_CARDS } from './camillesCards';

/**
 * The Block Card page in-process: its presenter, and the app's sign-in window (AuthModalsPresenter)
 * when the session has ended. Every block the shop is asked for is counted at the sandbox.
 */
export class ApplicationBlockCardPage implements BlockCardPage {
  private page: BlockCardPresenter | null = null;
  private cardId: string | null = null;
  private landedOn: string | null = null;
  private blockCalls = 0;

  constructor(private readonly world: ShopWorld) {
    const { sandbox } = app(world);
    const blockCard = sandbox.blockCard.bind(sandbox);
    sandbox.blockCard = (...args) => {
      this.blockCalls += 1;
      return blockCard(...args);
    };
  }

  async block(person: string, card: string): Promise<void> {
    assert.equal(person, 'Camille', 'only Camille’s cards are known by name');
    const cardId = CAMILLES_CARDS[card];
    assert.ok(cardId, `Camille has no ${card} card`);
    this.cardId = cardId;
    const { presenter } = await enterPage(app(this.world).container, paths.blockCard(cardId));
    assert.ok(presenter instanceof BlockCardPresenter, 'the block route shows no Block Card page');
    this.page = presenter;
    assert.equal(
      this.page.card?.blockable,
      'yes',
      `the Block Card page does not offer to block her ${card} card`,
    );
    await this.page.confirm();
    this.follow();
  }

  async askedToSignInAgain(): Promise<boolean> {
    return askedToSignInAgain(this.world);
  }

  async signInAgain(person: string): Promise<void> {
    await signInAgainOverThePage(this.world, person);
    this.follow();
  }

  async outcome(): Promise<BlockOutcome> {
    const tile = service(this.world, CardsPresenter).tiles.find((candidate) => candidate.id === this.cardId);
    return { landedOn: this.landedOn, status: tile?.displayState ?? null };
  }

  async signInOnceMore(person: string): Promise<number> {
    const before = this.blockCalls;
    const loggedIn = await service(this.world, LogIn).execute(credentialsOf(person));
    assert.ok(loggedIn.ok, `${person}'s password was refused`);
    const { container } = app(this.world);
    const verified = await container
      .get(VerifyOneTimeCode)
      .execute(await newestCode(container, 'oneTimeCode'));
    assert.ok(verified.ok, `${person} could not sign in with the texted code`);
    this.follow();
    return this.blockCalls - before;
  }

  /** Where the page sent the consumer, as the shell follows it. */
  private follow(): void {
    const destination = service(this.world, Navigation).take();
    if (destination?.kind === 'app') this.landedOn = destination.path;
  }
}
