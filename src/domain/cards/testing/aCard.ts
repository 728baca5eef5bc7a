import type { Card } from '../Card';

/**
 * A complete, ordinary card for tests: active, not blocked, not cancelled, 10.00 EUR on it,
 * every deactivation option allowed and no inactivity fee. Override only what a test is about.
 */
export function aCard(overrides: Partial<Card> = {}): Card {
  return {
    id: 'card-1',
    cardId: 'C-0001',
    numberToken: 'number-token-1',
    cvvToken: 'cvv-token-1',
    expireDate: '1227',
    cardNumberLastFour: '1234',
    state: 'ACTIVE',
    isBlocked: false,
    isCancelled: false,
    createdAt: { date: '2026-01-15 10:00:00' },
    actualBalance: { amount: 1000 },
    availableBalance: { amount: 1000 },
    cancelOptions: ['just_cancel', 'transfer', 'new_card'],
    inactivityFeeData: null,
    ...overrides,
  };
}
