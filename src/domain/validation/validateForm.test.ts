import { ValidateIf } from 'class-validator';
import type { FieldCheck } from './FieldCheck';
import { FieldRules } from './FieldRules';
import { isFormValid, validateField, validateForm } from './validateForm';
import { maxLength, required } from './checks';

const notBanana: FieldCheck = (value) => (value === 'banana' ? 'test.banana' : null);
const sameAsFirst: FieldCheck<{ first: string }> = (value, form) =>
  value === form.first ? null : 'test.differs';

class SampleForm {
  @FieldRules(required('test.first.required'), maxLength(3, 'test.first.tooLong'), notBanana)
  first = '';

  @FieldRules(notBanana, required('test.second.required'), sameAsFirst)
  second = '';

  @ValidateIf((form: SampleForm) => form.first === 'on')
  @FieldRules(required('test.third.required'))
  third = '';

  label = 'not validated';

  static from(first: string, second: string): SampleForm {
    const form = new SampleForm();
    form.first = first;
    form.second = second;
    return form;
  }
}

describe('validateForm', () => {
  it('returns nothing for a valid form', () => {
    expect(validateForm(SampleForm.from('abc', 'abc'))).toEqual({});
    expect(isFormValid(SampleForm.from('abc', 'abc'))).toBe(true);
  });

  it('gives one key per failing field', () => {
    expect(validateForm(SampleForm.from('', ''))).toEqual({
      first: 'test.first.required',
      second: 'test.second.required',
    });
    expect(isFormValid(SampleForm.from('', ''))).toBe(false);
  });

  it('reports the first failing rule in the order the rules are declared', () => {
    // 'banana' breaks both maxLength and notBanana on the first field: maxLength comes first.
    // On the second field notBanana is declared first, before the comparison.
    expect(validateForm(SampleForm.from('banana', 'banana'))).toEqual({
      first: 'test.first.tooLong',
      second: 'test.banana',
    });
  });

  it('lets a rule read other fields of the form', () => {
    expect(validateForm(SampleForm.from('abc', 'xyz'))).toEqual({ second: 'test.differs' });
  });

  it('skips a conditional field while its condition is false', () => {
    expect(validateForm(SampleForm.from('on', 'on'))).toEqual({ third: 'test.third.required' });
    const filled = SampleForm.from('on', 'on');
    filled.third = 'x';
    expect(validateForm(filled)).toEqual({});
  });

  it('gives the same answer every time', () => {
    const form = SampleForm.from('banana', '');
    expect(validateForm(form)).toEqual(validateForm(form));
  });
});

describe('validateField', () => {
  it('returns the key of one field, or null when that field is valid', () => {
    const form = SampleForm.from('', 'abc');
    expect(validateField(form, 'first')).toBe('test.first.required');
    expect(validateField(SampleForm.from('abc', 'abc'), 'second')).toBeNull();
  });
});
