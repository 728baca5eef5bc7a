import { validateForm } from '../../validation/validateForm';
import { PersonalInfoForm, type PersonalInfoValues } from './PersonalInfoForm';

const today = new Date(2024, 5, 15, 9, 30);
const valid: PersonalInfoValues = { name: 'Jane', surname: 'Doe', dateOfBirth: '15/06/1990' };

function errorsFor(changes: Partial<PersonalInfoValues>, on: Date = today) {
  return validateForm(PersonalInfoForm.from({ ...valid, ...changes }, on));
}

describe('PersonalInfoForm', () => {
  it('accepts valid details', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('reports every missing field at once', () => {
    expect(validateForm(PersonalInfoForm.from({}, today))).toEqual({
      name: 'register.errors.name.required',
      surname: 'register.errors.surname.required',
      dateOfBirth: 'register.errors.dateOfBirth.required',
    });
  });

  it.each([
    ['a'.repeat(20), undefined],
    ['a'.repeat(21), 'register.errors.name.tooLong'],
    ['   ', 'register.errors.name.required'],
    ['Jean-Édouard', undefined],
    ["O'Brien", undefined],
    ['D’Artagnan', undefined],
    ['Dr. Smith, Jr.', undefined],
    ['Ñúñez Øster', undefined],
    ['Łukasz Żółć', undefined],
    ['Ștefan Țărnă', undefined],
    ['Jane2', 'register.errors.name.invalidCharacters'],
    ['Jane_Doe', 'register.errors.name.invalidCharacters'],
    ['<b>Jane</b>', 'register.errors.name.invalidCharacters'],
    ['Jane × 2', 'register.errors.name.invalidCharacters'],
    ['Иван', 'register.errors.name.invalidCharacters'],
    ['a'.repeat(21) + '1', 'register.errors.name.tooLong'],
  ])('name %p: %p', (name, key) => {
    expect(errorsFor({ name }).name).toBe(key);
  });

  it.each([
    ['b'.repeat(20), undefined],
    ['b'.repeat(21), 'register.errors.surname.tooLong'],
    ['', 'register.errors.surname.required'],
    ['Doe3', 'register.errors.surname.invalidCharacters'],
  ])('surname %p: %p', (surname, key) => {
    expect(errorsFor({ surname }).surname).toBe(key);
  });

  it('drops surrounding spaces and composes accents before checking', () => {
    const decomposed = 'Jose\u0301'; // e + combining acute accent
    const form = PersonalInfoForm.from({ ...valid, name: `  ${decomposed}  ` }, today);
    expect(form.name).toBe('José');
    expect(validateForm(form)).toEqual({});
  });

  it.each([
    ['16/06/2006', 'minAgeRequired'],
    ['15/06/2006', undefined],
    ['2006-06-16', 'minAgeRequired'],
    ['2006-06-15', undefined],
    ['31/02/2000', 'register.errors.dateOfBirth.invalid'],
    ['not a date', 'register.errors.dateOfBirth.invalid'],
  ])('date of birth %p on 15 June 2024: %p', (dateOfBirth, key) => {
    expect(errorsFor({ dateOfBirth }).dateOfBirth).toBe(key);
  });

  it('checks the age on the day it is given, not on the clock', () => {
    expect(errorsFor({ dateOfBirth: '29/02/2004' }, new Date(2022, 1, 28)).dateOfBirth).toBe(
      'minAgeRequired',
    );
    expect(errorsFor({ dateOfBirth: '29/02/2004' }, new Date(2022, 2, 1)).dateOfBirth).toBeUndefined();
  });
});
