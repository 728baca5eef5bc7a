/** A form as the features name it: its fields by the label the visitor reads, and values that pass. */
export interface NamedForm {
  fields: Record<string, string>;
  correct: Record<string, string>;
}

/** The forms the validation features name, shared by the screen tasks and the rule tasks. */
export const NAMED_FORMS = {
  'sign-up': {
    fields: {
      'E-mail': 'email',
      'Dial country': 'countryIso',
      'Mobile number': 'number',
      Password: 'password',
      'Terms and conditions': 'acceptedTerms',
    },
    correct: {
      email: 'jane@example.com',
      countryIso: 'FR',
      number: '6 12 34 56 78',
      password: 'secret123',
      acceptedTerms: 'ticked',
    },
  },
  'sign-in': {
    fields: { 'E-mail': 'email', Password: 'password' },
    correct: { email: 'jane@example.com', password: 'secret123' },
  },
  'password reset': { fields: { 'E-mail': 'email' }, correct: { email: 'jane@example.com' } },
  'new password': { fields: { 'New password': 'newPassword' }, correct: { newPassword: 'secret123' } },
  code: { fields: { Code: 'code' }, correct: { code: '12-34-56' } },
  'personal information': {
    fields: { Name: 'name', Surname: 'surname', 'Date of birth': 'dateOfBirth' },
    correct: { name: 'Jane', surname: 'Doe', dateOfBirth: '15/06/1990' },
  },
  address: {
    fields: {
      'Address line 1': 'addressLine1',
      'Address line 2': 'addressLine2',
      City: 'city',
      Region: 'state',
      'Postal code': 'postCode',
      Country: 'country',
    },
    correct: { addressLine1: '12 rue de la Paix', city: 'Paris', postCode: '75002', country: 'FR' },
  },
  'financial information': {
    fields: {
      Occupation: 'occupation',
      'Source of funds': 'sourceOfFunds',
      'Other source of funds': 'sourceOfFundsOther',
      Nationality: 'nationality',
    },
    correct: { occupation: 'FINANCE', sourceOfFunds: 'PERSONAL_SAVINGS', nationality: 'FR' },
  },
  'e-mail change': { fields: { 'New e-mail': 'email' }, correct: { email: 'jane.new@example.com' } },
  'phone change': {
    fields: { 'Dial country': 'countryIso', 'Mobile number': 'number' },
    correct: { countryIso: 'FR', number: '6 12 34 56 78' },
  },
} satisfies Record<string, NamedForm>;
