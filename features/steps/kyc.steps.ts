import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { KycLevel } from '../../src/domain/consumer/Consumer';
import { aConsumer } from '../../src/domain/consumer/testing/aConsumer';
import { kycTargetLevel, type KycTargetLevel } from '../../src/domain/kyc/kycLevel';
import { kycScreen } from '../../src/domain/kyc/kycScreen';
import {
  kycReducer,
  shouldPoll,
  showsRedirectButton,
  type KycEvent,
  type KycState,
} from '../../src/domain/kyc/kycState';
import { KYC_REDIRECT_AFTER_SUBMIT_MS, KYC_STATUS_POLL_MS } from '../../src/domain/timing';
import { ScenarioKey, type ShopWorld } from '../support/world';

const kyc = new ScenarioKey('identity check', () => ({
  state: 'empty' as KycState,
  consumerLevel: 0 as KycLevel,
  target: null as KycTargetLevel | null,
}));

const STATES: Record<string, KycState> = {
  'not started': 'empty',
  'checking documents': 'submitted',
  approved: 'approved',
  rejected: 'rejected',
};

function stateNamed(words: string): KycState {
  const state = STATES[words];
  assert.ok(state, `unknown identity check state "${words}"`);
  return state;
}

function report(world: ShopWorld, event: KycEvent): void {
  const s = world.state(kyc);
  s.state = kycReducer(s.state, event);
}

Given(
  /^the identity check is (not started|checking documents|approved|rejected)$/,
  function (this: ShopWorld, words: string) {
    this.state(kyc).state = stateNamed(words);
  },
);

Then(
  /^the identity check is (?:now|still) (not started|checking documents|approved|rejected)$/,
  function (this: ShopWorld, words: string) {
    assert.equal(this.state(kyc).state, stateNamed(words));
  },
);

When('the identity status reports nothing new', function (this: ShopWorld) {
  report(this, { type: 'statusReported', isPendingReview: false, isApproved: false });
});

When('the identity status reports a review under way', function (this: ShopWorld) {
  report(this, { type: 'statusReported', isPendingReview: true, isApproved: false });
});

When('the identity status reports approval', function (this: ShopWorld) {
  report(this, { type: 'statusReported', isPendingReview: false, isApproved: true });
});

When('the identity widget reports the documents were submitted', function (this: ShopWorld) {
  report(this, { type: 'widgetSubmitted' });
});

When('the identity widget reports approval', function (this: ShopWorld) {
  report(this, { type: 'widgetApproved' });
});

When('the identity widget reports rejection', function (this: ShopWorld) {
  report(this, { type: 'widgetRejected' });
});

When('the identity widget cannot start while a review is under way', function (this: ShopWorld) {
  report(this, { type: 'initFailed', isPendingReview: true });
});

When('the identity widget cannot start and no review is under way', function (this: ShopWorld) {
  report(this, { type: 'initFailed', isPendingReview: false });
});

Then(
  'the identity status is still asked for every {int} seconds',
  function (this: ShopWorld, seconds: number) {
    assert.equal(shouldPoll(this.state(kyc).state), true);
    assert.equal(KYC_STATUS_POLL_MS, seconds * 1000);
  },
);

Then('the identity status is no longer asked for', function (this: ShopWorld) {
  assert.equal(shouldPoll(this.state(kyc).state), false);
});

Then(/^the button to go to my cards is (shown|hidden)$/, function (this: ShopWorld, how: string) {
  assert.equal(showsRedirectButton(this.state(kyc).state), how === 'shown');
});

Then('it moves to my cards after {int} seconds', function (this: ShopWorld, seconds: number) {
  assert.equal(KYC_REDIRECT_AFTER_SUBMIT_MS, seconds * 1000);
});

const SCREEN_MESSAGES: Record<string, { statusKey: string | null; rejectedAlertKey: string | null }> = {
  'no message': { statusKey: null, rejectedAlertKey: null },
  'that the documents are being checked': { statusKey: 'kyc.checkingDocuments', rejectedAlertKey: null },
  'that the consumer does not meet the criteria': { statusKey: null, rejectedAlertKey: 'kyc.rejected' },
};

Then(
  /^the identity check screen shows (no message|that the documents are being checked|that the consumer does not meet the criteria)$/,
  function (this: ShopWorld, message: string) {
    const screen = kycScreen(this.state(kyc).state, 'KYC_LEVEL_1');
    assert.deepEqual(
      { statusKey: screen.statusKey, rejectedAlertKey: screen.rejectedAlertKey },
      SCREEN_MESSAGES[message],
    );
  },
);

const PASSED: Record<string, KycLevel> = {
  'no identity check yet': 0,
  'the basic identity check': 1,
  'the full identity check': 2,
};

Given(
  /^a consumer who has passed (no identity check yet|the basic identity check|the full identity check)$/,
  function (this: ShopWorld, passed: string) {
    const level = PASSED[passed];
    assert.ok(level !== undefined);
    this.state(kyc).consumerLevel = level;
  },
);

When('the consumer opens the identity check', function (this: ShopWorld) {
  const s = this.state(kyc);
  s.target = kycTargetLevel(aConsumer({ kycLevel: s.consumerLevel }));
});

Then('the identity check aims at level {int}', function (this: ShopWorld, level: number) {
  assert.equal(this.state(kyc).target, `KYC_LEVEL_${level}`);
});

Then(
  'the identity check screen has the title and description of level {int}',
  function (this: ShopWorld, level: number) {
    const s = this.state(kyc);
    assert.ok(s.target);
    const screen = kycScreen(s.state, s.target);
    assert.equal(screen.titleKey, `kyc.level${level}.title`);
    assert.equal(screen.descriptionKey, `kyc.level${level}.description`);
  },
);
