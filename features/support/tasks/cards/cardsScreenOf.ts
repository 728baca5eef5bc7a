import assert from 'node:assert/strict';
import { ScenarioKey, type ShopWorld } from '../../world';
import { ApplicationCardsScreen } from './ApplicationCardsScreen';
import type { CardsScreen } from './CardsScreen';

const screens = new ScenarioKey('cards screen', () => ({ screen: null as CardsScreen | null }));

/** The scenario's cards screen. No card scenario runs in the browser (none is tagged @ui). */
export function cardsScreenOf(world: ShopWorld): CardsScreen {
  assert.equal(
    world.assembly,
    'application',
    'the cards screen has no browser tasks: tag no card scenario @ui',
  );
  const state = world.state(screens);
  state.screen ??= new ApplicationCardsScreen(world);
  return state.screen;
}
