import { validateForm } from '../../validation/validateForm';
import { AddressInfoForm, type AddressInfoValues } from './AddressInfoForm';

const valid: AddressInfoValues = {
  addressLine1: '12 rue de la Paix',
  addressLine2: '',
  city: 'Paris',
  state: '',
  postCode: '75002',
  country: 'FR',
};

function errorsFor(changes: Partial<AddressInfoValues>) {
  return validateForm(AddressInfoForm.from({ ...valid, ...changes }));
}

/** A street line of `length` characters with a number and a name. */
function streetOf(length: number): string {
  return ('1 ' + 'a'.repeat(length)).slice(0, length);
}

describe('AddressInfoForm', () => {
  it('accepts a valid address with the optional fields empty', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('reports every missing required field at once', () => {
    expect(validateForm(AddressInfoForm.from({ country: '' }))).toEqual({
      addressLine1: 'register.errors.addressLine1.required',
      city: 'register.errors.city.required',
      postCode: 'register.errors.postCode.required',
      country: 'register.errors.country.required',
    });
  });

  it('defaults the country to France', () => {
    expect(AddressInfoForm.from({}).country).toBe('FR');
  });

  it.each([
    [streetOf(50), undefined],
    [streetOf(51), 'register.errors.addressLine1.tooLong'],
    ['rue de la Paix', 'register.errors.addressLine1.needsLettersAndDigits'],
    ['12 34', 'register.errors.addressLine1.needsLettersAndDigits'],
    ['<b>12 rue</b>', 'register.errors.noTags'],
    ['12 rue <b>', 'register.errors.noTags'],
    ['<b>', 'register.errors.noTags'],
    ['', 'register.errors.addressLine1.required'],
  ])('address line 1 %p: %p', (addressLine1, key) => {
    expect(errorsFor({ addressLine1 }).addressLine1).toBe(key);
  });

  it.each([
    ['', undefined],
    ['b'.repeat(50), undefined],
    ['b'.repeat(51), 'register.errors.addressLine2.tooLong'],
    ['Bâtiment B', undefined],
    ['<b>', 'register.errors.noTags'],
  ])('address line 2 %p: %p', (addressLine2, key) => {
    expect(errorsFor({ addressLine2 }).addressLine2).toBe(key);
  });

  it.each([
    ['c'.repeat(20), undefined],
    ['c'.repeat(21), 'register.errors.city.tooLong'],
    ['Saint-Étienne', undefined],
    ['<b>Paris', 'register.errors.noTags'],
    ['', 'register.errors.city.required'],
  ])('city %p: %p', (city, key) => {
    expect(errorsFor({ city }).city).toBe(key);
  });

  it.each([
    ['1'.repeat(10), undefined],
    ['1'.repeat(11), 'register.errors.postCode.tooLong'],
    ['SW1A 1AA', undefined],
    ['1000-001', undefined],
    ['75002!', 'register.errors.postCode.invalid'],
    ['<b>', 'register.errors.postCode.invalid'],
    ['', 'register.errors.postCode.required'],
  ])('postal code %p: %p', (postCode, key) => {
    expect(errorsFor({ postCode }).postCode).toBe(key);
  });

  it.each([
    ['', undefined],
    ['s'.repeat(50), undefined],
    ['s'.repeat(51), 'register.errors.state.tooLong'],
    ['Île-de-France', undefined],
    ['<b>', 'register.errors.noTags'],
  ])('state %p: %p', (state, key) => {
    expect(errorsFor({ state }).state).toBe(key);
  });

  it.each([
    ['FR', undefined],
    ['GB', undefined],
    ['RO', undefined],
    ['US', 'register.errors.country.unsupported'],
    ['', 'register.errors.country.required'],
  ])('country %p: %p', (country, key) => {
    expect(errorsFor({ country }).country).toBe(key);
  });

  it('drops surrounding spaces, so they do not count towards a limit', () => {
    const form = AddressInfoForm.from({ ...valid, city: `  ${'c'.repeat(20)}  ` });
    expect(form.city).toBe('c'.repeat(20));
    expect(validateForm(form)).toEqual({});
  });
});
