import { NEW_VISITOR } from '../../../../src/composition/testing/sandboxApp';

/**
 * What Jane, the new visitor, answers on the sign-up screens, whichever way the journey runs. The
 * lists hold codes; the browser picks them by the names the page shows.
 */
export const JANE = {
  email: NEW_VISITOR.email,
  /** French mobile number, the dial code France (+33) being chosen already. */
  number: NEW_VISITOR.number,
  password: NEW_VISITOR.password,
  name: 'Jane',
  surname: 'Doe',
  /** As typed: DD/MM/YYYY. */
  dateOfBirth: '12/04/1990',
  addressLine1: '8 rue Lepic',
  city: 'Paris',
  postCode: '75018',
  occupation: 'FREELANCER',
  sourceOfFunds: 'PERSONAL_SAVINGS',
  nationality: 'FR',
} as const;
