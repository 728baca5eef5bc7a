import type { CancelOption } from './Card';
import {
  DEACTIVATION_SUCCESS_CASES,
  isDeactivationSuccessCase,
  NEW_CARD_TARGET,
  optionForTarget,
  successCaseFor,
} from './deactivationOutcome';

describe('successCaseFor', () => {
  it.each<[CancelOption, string]>([
    ['just_cancel', 'cancel'],
    ['new_card', 'new_card'],
    ['transfer', 'old_card'],
  ])('%s ends on the %s success page', (option, successCase) => {
    expect(successCaseFor(option)).toBe(successCase);
  });
});

describe('isDeactivationSuccessCase', () => {
  it.each([...DEACTIVATION_SUCCESS_CASES])('recognises %s', (value) => {
    expect(isDeactivationSuccessCase(value)).toBe(true);
  });

  it.each(['', 'transfer', 'just_cancel', 'CANCEL'])('does not recognise %j', (value) => {
    expect(isDeactivationSuccessCase(value)).toBe(false);
  });
});

describe('optionForTarget', () => {
  it('reads the literal new_card as a new replacement card', () => {
    expect(NEW_CARD_TARGET).toBe('new_card');
    expect(optionForTarget('new_card')).toBe('new_card');
  });

  it.each(['card-2', 'new_card_2', ''])('reads %j as a transfer to that card', (target) => {
    expect(optionForTarget(target)).toBe('transfer');
  });
});
