import { messageValues } from './messageValues';

describe('messageValues', () => {
  it.each([
    ['auth.errors.password.tooShort', { min: 8 }],
    // The bound of the field the customer types in (the secure input), as the hint says.
    ['auth.errors.password.tooLong', { max: 20 }],
    ['auth.errors.password.invalid', { min: 8, max: 20 }],
    ['verify.mobileNumberShort', { min: 6 }],
    ['verify.mobileNumberBig', { max: 15 }],
    ['verify.mobileCodeIncorrect', { length: 6 }],
    ['register.errors.name.tooLong', { max: 20 }],
    ['register.errors.surname.tooLong', { max: 20 }],
    ['minAgeRequired', { min: 18 }],
    ['register.errors.addressLine1.tooLong', { max: 50 }],
    ['register.errors.addressLine2.tooLong', { max: 50 }],
    ['register.errors.city.tooLong', { max: 20 }],
    ['register.errors.postCode.tooLong', { max: 10 }],
    ['register.errors.state.tooLong', { max: 50 }],
    ['register.errors.sourceOfFundsOther.tooLong', { max: 50 }],
  ])('names the bound of %s', (key, values) => {
    expect(messageValues(key)).toEqual(values);
  });

  it('gives nothing for a message without a bound', () => {
    expect(messageValues('auth.errors.email.empty')).toEqual({});
  });
});
