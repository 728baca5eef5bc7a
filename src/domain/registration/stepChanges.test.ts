import { aCompleteConsumer } from '../consumer/testing/aConsumer';
import { hasStepChanged, type StepValues } from './stepChanges';

const consumer = aCompleteConsumer();

const personal: StepValues<'personalInfo'> = { name: 'Jane', surname: 'Doe', dateOfBirth: '1990-04-12' };
const address: StepValues<'addressInfo'> = {
  addressLine1: '12 rue de la Paix',
  addressLine2: null,
  city: 'Paris',
  state: null,
  postCode: '75002',
  country: 'FR',
};
const financial: StepValues<'financialInfo'> = {
  occupation: 'FINANCE',
  sourceOfFunds: 'LABOUR_CONTRACT',
  sourceOfFundsOther: null,
  nationality: 'FR',
};

describe('hasStepChanged', () => {
  it('sees no change when the forms repeat the profile', () => {
    expect(hasStepChanged('personalInfo', consumer, personal)).toBe(false);
    expect(hasStepChanged('addressInfo', consumer, address)).toBe(false);
    expect(hasStepChanged('financialInfo', consumer, financial)).toBe(false);
  });

  it('ignores surrounding spaces', () => {
    expect(hasStepChanged('personalInfo', consumer, { ...personal, name: '  Jane ' })).toBe(false);
  });

  it('treats an empty optional field like an absent one', () => {
    expect(hasStepChanged('addressInfo', consumer, { ...address, addressLine2: '', state: '  ' })).toBe(
      false,
    );
  });

  it.each(Object.keys(personal) as (keyof typeof personal)[])('sees a changed %s', (field) => {
    expect(hasStepChanged('personalInfo', consumer, { ...personal, [field]: 'changed' })).toBe(true);
  });

  it.each(Object.keys(address) as (keyof typeof address)[])('sees a changed %s', (field) => {
    expect(hasStepChanged('addressInfo', consumer, { ...address, [field]: 'changed' })).toBe(true);
  });

  it.each(Object.keys(financial) as (keyof typeof financial)[])('sees a changed %s', (field) => {
    expect(hasStepChanged('financialInfo', consumer, { ...financial, [field]: 'changed' })).toBe(true);
  });

  it('sees a change on a profile that has nothing yet', () => {
    const blank = aCompleteConsumer({ name: null, surname: null, dateOfBirth: null });
    expect(hasStepChanged('personalInfo', blank, personal)).toBe(true);
  });

  it('only compares the fields of its own step', () => {
    const otherCity = aCompleteConsumer({ city: 'Lyon' });
    expect(hasStepChanged('personalInfo', otherCity, personal)).toBe(false);
  });
});
