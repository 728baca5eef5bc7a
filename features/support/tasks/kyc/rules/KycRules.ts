import assert from 'node:assert/strict';
import type { KycLevel } from '../../../../../src/domain/consumer/Consumer';
import { aConsumer } from '../../../../../src/domain/consumer/testing/aConsumer';
import { kycTargetLevel, type KycTargetLevel } from '../../../../../src/domain/kyc/kycLevel';
import { kycScreen } from '../../../../../src/domain/kyc/kycScreen';
import { kycReducer, type KycEvent, type KycState } from '../../../../../src/domain/kyc/kycState';
import { localeText } from '../../../locale/shownText';

/** The stages of the check, as the product owner names them. */
export const STAGES: Record<string, KycState> = {
  'not started': 'empty',
  'checking documents': 'submitted',
  approved: 'approved',
  rejected: 'rejected',
};

/** The reports of the widget and of the status, as the product owner names them. */
export const REPORTS: Record<string, KycEvent> = {
  'the identity status reports nothing new': {
    type: 'statusReported',
    isPendingReview: false,
    isApproved: false,
  },
  'the identity status reports a review under way': {
    type: 'statusReported',
    isPendingReview: true,
    isApproved: false,
  },
  'the identity status reports approval': {
    type: 'statusReported',
    isPendingReview: false,
    isApproved: true,
  },
  'the identity widget reports the documents were submitted': { type: 'widgetSubmitted' },
  'the identity widget reports approval': { type: 'widgetApproved' },
  'the identity widget reports rejection': { type: 'widgetRejected' },
  'the identity widget cannot start while a review is under way': {
    type: 'initFailed',
    isPendingReview: true,
  },
  'the identity widget cannot start and no review is under way': {
    type: 'initFailed',
    isPendingReview: false,
  },
};

/** What the consumer passed before, as the product owner says it. */
export const PASSED: Record<string, KycLevel> = {
  'no identity check yet': 0,
  'the basic identity check': 1,
  'the full identity check': 2,
};

function stageOf(words: string): KycState {
  const state = STAGES[words];
  assert.ok(state, `unknown identity check stage "${words}"`);
  return state;
}

/** The identity check's rules, asked directly (for `Rule:` scenarios only). */
export class KycRules {
  private state: KycState = 'empty';
  private passed: KycLevel = 0;
  private target: KycTargetLevel | null = null;

  isAt(stage: string): void {
    this.state = stageOf(stage);
  }

  reported(report: string): void {
    const event = REPORTS[report];
    assert.ok(event, `unknown report "${report}"`);
    this.state = kycReducer(this.state, event);
  }

  /** The stage the check is at, as the product owner names it. */
  stage(): string {
    const found = Object.entries(STAGES).find(([, state]) => state === this.state);
    assert.ok(found);
    return found[0];
  }

  hasPassed(passed: string): void {
    const level = PASSED[passed];
    assert.ok(level !== undefined, `unknown level "${passed}"`);
    this.passed = level;
  }

  opensTheCheck(): void {
    this.target = kycTargetLevel(aConsumer({ kycLevel: this.passed }));
  }

  /** The level the check aims at: 1 or 2. */
  aimedLevel(): number {
    assert.ok(this.target, 'the identity check was not opened');
    return this.target === 'KYC_LEVEL_1' ? 1 : 2;
  }

  /** The title and description the screen shows for the level aimed at. */
  screenTexts(): { title: string; description: string } {
    assert.ok(this.target, 'the identity check was not opened');
    return textsOf(this.state, this.target);
  }

  /** The title and description of the check at a level: 1 or 2. */
  textsOfLevel(level: number): { title: string; description: string } {
    return textsOf(this.state, level === 1 ? 'KYC_LEVEL_1' : 'KYC_LEVEL_2');
  }
}

function textsOf(state: KycState, level: KycTargetLevel): { title: string; description: string } {
  const screen = kycScreen(state, level);
  return { title: localeText(screen.titleKey), description: localeText(screen.descriptionKey) };
}
