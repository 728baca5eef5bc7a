import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { CancelOption, Card, InactivityFeeData } from '../../src/domain/cards/Card';
import { afterUnblock } from '../../src/domain/cards/afterUnblock';
import { cardActions } from '../../src/domain/cards/cardActions';
import { cardChipColour, cardDisplayState } from '../../src/domain/cards/cardDisplayState';
import { formatExpiry } from '../../src/domain/cards/cardExpiry';
import {
  DEFAULT_CARD_FILTER,
  filterCards,
  isCardFilter,
  type CardFilter,
} from '../../src/domain/cards/cardFilter';
import { maskCardNumber } from '../../src/domain/cards/cardNumberMask';
import { DEFAULT_CARD_SORT, sortCards, type CardSort } from '../../src/domain/cards/cardSort';
import { deactivationFee } from '../../src/domain/cards/deactivationFees';
import { deactivationOptions } from '../../src/domain/cards/deactivationOptions';
import { optionForTarget, successCaseFor } from '../../src/domain/cards/deactivationOutcome';
import { inactivityBanner } from '../../src/domain/cards/inactivityBanner';
import { aCard } from '../../src/domain/cards/testing/aCard';
import { transferredAmount } from '../../src/domain/cards/transferredAmount';
import { canTransfer, transferTargets } from '../../src/domain/cards/transferTargets';
import type { Cents } from '../../src/domain/money/Cents';
import { eurosToCents } from '../../src/domain/money/euroConversion';
import { ScenarioKey, type ShopWorld } from '../support/world';

interface WalletState {
  cards: Card[];
  isFullyKnown: boolean;
  /** The card the scenario is about (display, actions, deactivation). */
  subjectId: string;
  filter: CardFilter;
  sort: CardSort;
  selected: string;
  chosenOption: CancelOption;
  receivers: Card[];
  confirmedOption: CancelOption | null;
}

/** The consumer's cards as the cards screen and the deactivation pages see them. */
const wallet = new ScenarioKey<WalletState>('cards wallet', () => ({
  cards: [],
  isFullyKnown: false,
  subjectId: '',
  filter: DEFAULT_CARD_FILTER,
  sort: DEFAULT_CARD_SORT,
  selected: '',
  chosenOption: 'just_cancel',
  receivers: [],
  confirmedOption: null,
}));

const WAYS: Record<string, CancelOption> = {
  'just cancel': 'just_cancel',
  'transfer to another card': 'transfer',
  'move to a new card': 'new_card',
};
const WAY_NAMES = new Map<CancelOption, string>(Object.entries(WAYS).map(([name, option]) => [option, name]));

const SORTS: Record<string, CardSort> = {
  'date created, oldest first': 'dateCreatedUp',
  'date created, newest first': 'dateCreatedDown',
  'value, lowest first': 'balanceUp',
  'value, highest first': 'balanceDown',
};

const SUCCESS_PAGES: Record<string, string> = {
  cancel: 'cancel',
  'old card': 'old_card',
  'new card': 'new_card',
};

function lookup<T>(table: Record<string, T>, name: string, what: string): T {
  const found = table[name];
  assert.ok(found !== undefined, `unknown ${what} "${name}"`);
  return found;
}

/** "10.00 EUR" → 1000 cents. */
function euros(text: string): Cents {
  const match = /^(-?\d+(?:\.\d{1,2})?) EUR$/.exec(text.trim());
  assert.ok(match?.[1], `not an amount in euros: "${text}"`);
  return eurosToCents(Number(match[1]));
}

function yesNo(text: string | undefined): boolean {
  return text === 'yes';
}

function list(text: string): string[] {
  return text === 'none' ? [] : text.split(',').map((item) => item.trim());
}

function subject(world: ShopWorld): Card {
  const state = world.state(wallet);
  const card = state.cards.find((c) => c.id === state.subjectId);
  assert.ok(card, 'no card to look at');
  return card;
}

function cardNamed(world: ShopWorld, id: string): Card {
  const card = world.state(wallet).cards.find((c) => c.id === id);
  assert.ok(card, `no card ${id}`);
  return card;
}

function replaceCard(world: ShopWorld, id: string, change: Partial<Card>): void {
  const state = world.state(wallet);
  state.cards = state.cards.map((card) => (card.id === id ? { ...card, ...change } : card));
}

function withValue(id: string, cents: Cents): Card {
  return aCard({ id, actualBalance: { amount: cents }, availableBalance: { amount: cents } });
}

function feeData(row: Record<string, string>): InactivityFeeData | null {
  const notice = row['inactivity notice'];
  if (!notice) return null;
  return {
    display: lookup(
      { notification: 'NOTIFICATION', warning: 'WARNING' } as const,
      notice,
      'inactivity notice',
    ),
    startingDate: row['fee starts'] ?? '',
    feeValue: { amount: euros(row['monthly fee'] ?? '') },
  };
}

function cardFromRow(row: Record<string, string>): Card {
  const value = row['value'] ? euros(row['value']) : 0;
  return aCard({
    id: row['card'] ?? 'card',
    state: row['state'] === 'inactive' ? 'INACTIVE' : 'ACTIVE',
    isBlocked: yesNo(row['blocked']),
    isCancelled: yesNo(row['cancelled']),
    createdAt: { date: row['created'] ?? '2026-01-15 10:00:00' },
    actualBalance: { amount: value },
    availableBalance: { amount: value },
    inactivityFeeData: feeData(row),
  });
}

function listedCards(world: ShopWorld): string {
  const state = world.state(wallet);
  return sortCards(filterCards(state.cards, state.filter), state.sort)
    .map((card) => card.id)
    .join(', ');
}

function offeredWays(world: ShopWorld): string {
  const state = world.state(wallet);
  const ways = deactivationOptions(subject(world), state.cards, state).map((option) => WAY_NAMES.get(option));
  return ways.length === 0 ? 'none' : ways.join(', ');
}

// --- The consumer and their cards ---

Given('the consumer holds these prepaid cards:', function (this: ShopWorld, table: DataTable) {
  this.state(wallet).cards = table.hashes().map(cardFromRow);
});

Given(
  /^a card in the (active|inactive) state that is (blocked|not blocked) and (cancelled|not cancelled)$/,
  function (this: ShopWorld, state: string, blocked: string, cancelled: string) {
    const card = aCard({
      id: 'subject',
      state: state === 'active' ? 'ACTIVE' : 'INACTIVE',
      isBlocked: blocked === 'blocked',
      isCancelled: cancelled === 'cancelled',
    });
    Object.assign(this.state(wallet), { cards: [card], subjectId: card.id });
  },
);

Given('a card whose number ends in {string}', function (this: ShopWorld, lastFour: string) {
  Object.assign(this.state(wallet), {
    cards: [aCard({ id: 'subject', cardNumberLastFour: lastFour })],
    subjectId: 'subject',
  });
});

Given('a card whose expiry is {string}', function (this: ShopWorld, expireDate: string) {
  Object.assign(this.state(wallet), { cards: [aCard({ id: 'subject', expireDate })], subjectId: 'subject' });
});

Given('the card owner has completed full identity verification', function (this: ShopWorld) {
  this.state(wallet).isFullyKnown = true;
});

Given('the card owner has not completed full identity verification', function (this: ShopWorld) {
  this.state(wallet).isFullyKnown = false;
});

// --- Display ---

Then(
  'the card shows the status {word} on a {word} chip',
  function (this: ShopWorld, status: string, colour: string) {
    const shown = cardDisplayState(subject(this));
    assert.equal(shown, status);
    assert.equal(cardChipColour(shown), colour);
  },
);

Then('the card number reads {string}', function (this: ShopWorld, shown: string) {
  assert.equal(maskCardNumber(subject(this).cardNumberLastFour), shown);
});

Then('the card expiry reads {string}', function (this: ShopWorld, shown: string) {
  assert.equal(formatExpiry(subject(this).expireDate), shown);
});

Then('no inactivity fee banner is shown', function (this: ShopWorld) {
  assert.equal(inactivityBanner(this.state(wallet).cards), null);
});

Then(
  /^an inactivity fee (notification|warning) is shown for card (\S+), starting ([\d-]+), of (\d+\.\d{2} EUR)$/,
  function (this: ShopWorld, level: string, cardId: string, startingDate: string, fee: string) {
    assert.deepEqual(inactivityBanner(this.state(wallet).cards), {
      level,
      startingDate,
      feeValue: euros(fee),
      cardId,
    });
  },
);

// --- Actions, filter, sort, unblock ---

Given('the issuer allows no way to deactivate that card', function (this: ShopWorld) {
  replaceCard(this, this.state(wallet).subjectId, { cancelOptions: [] });
});

Then('the card offers the actions {string}', function (this: ShopWorld, expected: string) {
  const actions = cardActions(subject(this));
  const shown = (['details', 'block', 'unblock', 'deactivate'] as const).filter((action) => actions[action]);
  assert.deepEqual(shown, list(expected));
});

When('the consumer filters the cards on {string}', function (this: ShopWorld, filter: string) {
  assert.ok(isCardFilter(filter), `unknown card filter "${filter}"`);
  this.state(wallet).filter = filter;
});

When('the card list is shown in its default order', function (this: ShopWorld) {
  this.state(wallet).sort = DEFAULT_CARD_SORT;
});

When('the consumer sorts the cards by {string}', function (this: ShopWorld, order: string) {
  this.state(wallet).sort = lookup(SORTS, order, 'card order');
});

Then('the cards listed are {string}', function (this: ShopWorld, expected: string) {
  assert.equal(listedCards(this), expected);
});

When('card {word} is unblocked successfully', function (this: ShopWorld, cardId: string) {
  replaceCard(this, cardId, { isBlocked: false });
  Object.assign(this.state(wallet), afterUnblock(cardId));
});

Then('card {word} is the selected card', function (this: ShopWorld, cardId: string) {
  assert.equal(this.state(wallet).selected, cardId);
});

// --- Deactivation and transfer ---

Given('a card to deactivate holding {float} EUR', function (this: ShopWorld, balance: number) {
  const source = withValue('source', eurosToCents(balance));
  Object.assign(this.state(wallet), { cards: [source], subjectId: source.id });
});

Given(
  'a card to deactivate holding {float} EUR and another card holding {float} EUR',
  function (this: ShopWorld, balance: number, otherBalance: number) {
    const source = withValue('source', eurosToCents(balance));
    const other = withValue('other', eurosToCents(otherBalance));
    Object.assign(this.state(wallet), { cards: [source, other], subjectId: source.id });
  },
);

Given(
  'a card to deactivate holding {float} EUR and no other card',
  function (this: ShopWorld, balance: number) {
    const source = withValue('source', eurosToCents(balance));
    Object.assign(this.state(wallet), { cards: [source], subjectId: source.id });
  },
);

Given('the issuer allows only {string} for the card to deactivate', function (this: ShopWorld, ways: string) {
  const cancelOptions = list(ways).map((way) => lookup(WAYS, way, 'way to deactivate'));
  replaceCard(this, this.state(wallet).subjectId, { cancelOptions });
});

Given(
  /^the card to deactivate is (blocked|not blocked) and (cancelled|not cancelled)$/,
  function (this: ShopWorld, blocked: string, cancelled: string) {
    replaceCard(this, this.state(wallet).subjectId, {
      isBlocked: blocked === 'blocked',
      isCancelled: cancelled === 'cancelled',
    });
  },
);

When('the consumer chooses to deactivate it by {string}', function (this: ShopWorld, way: string) {
  this.state(wallet).chosenOption = lookup(WAYS, way, 'way to deactivate');
});

Then('the deactivation costs {float} EUR', function (this: ShopWorld, fee: number) {
  assert.equal(deactivationFee(this.state(wallet).chosenOption), eurosToCents(fee));
});

Then('{float} EUR reaches the receiving card', function (this: ShopWorld, moved: number) {
  assert.equal(transferredAmount(subject(this), this.state(wallet).chosenOption), eurosToCents(moved));
});

Then('the consumer ends on the {string} success page', function (this: ShopWorld, page: string) {
  assert.equal(successCaseFor(this.state(wallet).chosenOption), lookup(SUCCESS_PAGES, page, 'success page'));
});

When(
  'the consumer looks for a card to receive the balance of card {word}',
  function (this: ShopWorld, cardId: string) {
    const state = this.state(wallet);
    state.subjectId = cardId;
    state.receivers = transferTargets(cardNamed(this, cardId), state.cards, state);
  },
);

Then('the cards offered to receive it are {string}', function (this: ShopWorld, expected: string) {
  assert.deepEqual(
    this.state(wallet).receivers.map((card) => card.id),
    list(expected),
  );
});

Then(
  /^transferring to the other card is (offered|not offered)$/,
  function (this: ShopWorld, offered: string) {
    const state = this.state(wallet);
    const source = subject(this);
    assert.equal(canTransfer(source, state.cards, state), offered === 'offered');
    assert.equal(deactivationOptions(source, state.cards, state).includes('transfer'), offered === 'offered');
  },
);

Then('the ways offered to deactivate it are {string}', function (this: ShopWorld, expected: string) {
  assert.equal(offeredWays(this), expected);
});

When(
  'the transfer confirmation is opened for the receiver {string}',
  function (this: ShopWorld, receiver: string) {
    this.state(wallet).confirmedOption = optionForTarget(receiver);
  },
);

Then('the confirmation is for {string}', function (this: ShopWorld, way: string) {
  assert.equal(this.state(wallet).confirmedOption, lookup(WAYS, way, 'way to deactivate'));
});
