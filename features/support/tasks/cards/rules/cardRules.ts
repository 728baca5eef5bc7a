import assert from 'node:assert/strict';
import type { CancelOption, Card } from '../../../../../src/domain/cards/Card';
import { cardActions } from '../../../../../src/domain/cards/cardActions';
import { DEFAULT_CARD_FILTER, filterCards, isCardFilter } from '../../../../../src/domain/cards/cardFilter';
import { DEFAULT_CARD_SORT, sortCards, type CardSort } from '../../../../../src/domain/cards/cardSort';
import { deactivationFee } from '../../../../../src/domain/cards/deactivationFees';
import { deactivationOptions } from '../../../../../src/domain/cards/deactivationOptions';
import { aCard } from '../../../../../src/domain/cards/testing/aCard';
import { transferredAmount } from '../../../../../src/domain/cards/transferredAmount';
import { canTransfer, transferTargets } from '../../../../../src/domain/cards/transferTargets';
import { eurosToCents } from '../../../../../src/domain/money/euroConversion';
import type { Cents } from '../../../../../src/domain/money/Cents';
import type { ShopWorld } from '../../../world';
import { cardsOnHand, type CardOnHand } from '../cardsOnHand';

// The shop's card rules asked directly, for the Rule: scenarios of the card features whose screen
// is not built yet (the card actions, filter and sort, deactivation).

/** The ways to deactivate a card, as the features name them. */
const WAYS: Record<string, CancelOption> = {
  'just cancel': 'just_cancel',
  'transfer to another card': 'transfer',
  'move to a new card': 'new_card',
};

const SORTS: Record<string, CardSort> = {
  'date created, oldest first': 'dateCreatedUp',
  'date created, newest first': 'dateCreatedDown',
  'value, lowest first': 'balanceUp',
  'value, highest first': 'balanceDown',
};

/** The actions the card allows, in the order the features list them. */
const ACTIONS = ['activate', 'details', 'block', 'unblock', 'deactivate'] as const;

function wayOf(name: string): CancelOption {
  const way = WAYS[name];
  assert.ok(way, `unknown way to deactivate "${name}"`);
  return way;
}

function nameOfWay(option: CancelOption): string {
  const found = Object.entries(WAYS).find(([, way]) => way === option);
  assert.ok(found, `no name for the way ${option}`);
  return found[0];
}

/** An amount as the features write it ("10.00 EUR"), in cents. */
export function amountIn(text: string): Cents {
  return cents(text);
}

function cents(text: string | undefined): Cents {
  if (text === undefined) return 0;
  const match = /^(-?\d+(?:\.\d{1,2})?) EUR$/.exec(text.trim());
  assert.ok(match?.[1], `not an amount in euros: "${text}"`);
  return eurosToCents(Number(match[1]));
}

function asCard(card: CardOnHand): Card {
  const value = cents(card.value);
  return aCard({
    id: card.name,
    state: card.state === 'inactive' ? 'INACTIVE' : 'ACTIVE',
    isBlocked: card.blocked ?? false,
    isCancelled: card.cancelled ?? false,
    createdAt: { date: card.created ?? '2026-01-15 10:00:00' },
    actualBalance: { amount: value },
    availableBalance: { amount: value - cents(card.held) },
    ...(card.ways === undefined ? {} : { cancelOptions: card.ways.map(wayOf) }),
  });
}

function cards(world: ShopWorld): Card[] {
  return cardsOnHand(world).cards.map(asCard);
}

function subject(world: ShopWorld): Card {
  const { subject: name } = cardsOnHand(world);
  const card = cards(world).find((candidate) => candidate.id === name);
  assert.ok(card, `no card ${name}`);
  return card;
}

function named(world: ShopWorld, name: string): Card {
  const card = cards(world).find((candidate) => candidate.id === name);
  assert.ok(card, `no card ${name}`);
  return card;
}

function consumer(world: ShopWorld) {
  return { isFullyKnown: cardsOnHand(world).fullyVerified };
}

/** What the card the scenario is about allows, e.g. ["details", "block"]. */
export function allowedActions(world: ShopWorld): string[] {
  const actions = cardActions(subject(world));
  return ACTIONS.filter((action) => actions[action]);
}

/** The cards a filter keeps, by name (the filter by its name: all, active, deactivated, blocked). */
export function cardsKeptBy(world: ShopWorld, filter: string): string[] {
  assert.ok(isCardFilter(filter), `unknown card filter "${filter}"`);
  return sortCards(filterCards(cards(world), filter), DEFAULT_CARD_SORT).map((card) => card.id);
}

/** The cards in an order by its name, or in the default order. */
export function cardsInOrder(world: ShopWorld, order: string | 'default'): string[] {
  const sort = order === 'default' ? DEFAULT_CARD_SORT : SORTS[order];
  assert.ok(sort, `unknown card order "${order}"`);
  return sortCards(filterCards(cards(world), DEFAULT_CARD_FILTER), sort).map((card) => card.id);
}

/** The ways offered to deactivate the card the scenario is about, by name. */
export function waysOffered(world: ShopWorld): string[] {
  return deactivationOptions(subject(world), cards(world), consumer(world)).map(nameOfWay);
}

/** Whether moving the balance onto another card is possible, asked both ways the shop asks it. */
export function transferPossible(world: ShopWorld): { canTransfer: boolean; offered: boolean } {
  const source = subject(world);
  return {
    canTransfer: canTransfer(source, cards(world), consumer(world)),
    offered: deactivationOptions(source, cards(world), consumer(world)).includes('transfer'),
  };
}

/** The cards that may receive the balance of a card, by name. */
export function receiversOf(world: ShopWorld, name: string): string[] {
  return transferTargets(named(world, name), cards(world), consumer(world)).map((card) => card.id);
}

/** What deactivating the card the scenario is about costs, and what reaches the receiving card. */
export function deactivationBy(world: ShopWorld, way: string): { fee: Cents; moved: Cents } {
  const option = wayOf(way);
  return {
    fee: deactivationFee(option),
    moved: transferredAmount(subject(world), option),
  };
}
