import { OCCUPATIONS, SOURCES_OF_FUNDS, type Consumer } from '../../../domain/consumer/Consumer';
import { parseDateOfBirth } from '../../../domain/consumer/dateOfBirth';
import { AddressInfoForm } from '../../../domain/consumer/forms/AddressInfoForm';
import { FinancialInfoForm } from '../../../domain/consumer/forms/FinancialInfoForm';
import { PersonalInfoForm } from '../../../domain/consumer/forms/PersonalInfoForm';
import type {
  AddressInfo,
  FinancialInfo,
  PersonalInfo,
  ProfileUpdate,
} from '../../../application/consumer/ports/ConsumerGateway';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import type { AccountRecord } from '../state/SandboxState';
import { conflict } from '../errors';
import { rejectInvalidForm } from './formErrors';

function orNull(text: string): string | null {
  return text === '' ? null : text;
}

/**
 * Once an identity check is approved, the identity it proved (name, surname, date of birth,
 * nationality) cannot change: 409 identityLocked. Sending the same values again is fine.
 */
function rejectIdentityChange(account: AccountRecord, changed: boolean): void {
  if (account.kycLevel > 0 && changed) {
    throw conflict(
      'identityLocked',
      'The identity check is approved: name, surname, date of birth and nationality can no longer change.',
    );
  }
}

function updatePersonalInfo(account: AccountRecord, info: PersonalInfo, today: Date): void {
  const form = PersonalInfoForm.from(info, today);
  rejectInvalidForm(form);
  const dateOfBirth = parseDateOfBirth(form.dateOfBirth);
  rejectIdentityChange(
    account,
    form.name !== account.name || form.surname !== account.surname || dateOfBirth !== account.dateOfBirth,
  );
  account.name = form.name;
  account.surname = form.surname;
  account.dateOfBirth = dateOfBirth;
}

function updateAddressInfo(account: AccountRecord, info: AddressInfo): void {
  const form = AddressInfoForm.from(info);
  rejectInvalidForm(form);
  account.addressLine1 = form.addressLine1;
  account.addressLine2 = orNull(form.addressLine2);
  account.city = form.city;
  account.state = orNull(form.state);
  account.postCode = form.postCode;
  account.country = form.country;
}

function updateFinancialInfo(account: AccountRecord, info: FinancialInfo): void {
  const form = FinancialInfoForm.from(info);
  rejectInvalidForm(form);
  rejectIdentityChange(account, form.nationality !== account.nationality);
  account.occupation = OCCUPATIONS.find((occupation) => occupation === form.occupation) ?? null;
  account.sourceOfFunds = SOURCES_OF_FUNDS.find((source) => source === form.sourceOfFunds) ?? null;
  account.sourceOfFundsOther = form.sourceOfFunds === 'OTHER' ? form.sourceOfFundsOther : null;
  account.nationality = form.nationality;
}

/** Update consumer (PUT): one registration step's payload, checked with that step's domain form. */
export function updateProfile(context: SandboxContext, bearer: Bearer, update: ProfileUpdate): Consumer {
  const account = context.requireSession(bearer);
  if ('name' in update) updatePersonalInfo(account, update, context.clock());
  else if ('addressLine1' in update) updateAddressInfo(account, update);
  else updateFinancialInfo(account, update);
  return context.consumerFor(bearer);
}
