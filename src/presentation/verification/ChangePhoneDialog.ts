import { makeAutoObservable, runInAction } from 'mobx';
import { orderedCountries, type SupportedCountry } from '../../domain/consumer/countries';
import {
  DEFAULT_DIAL_COUNTRY,
  DIAL_CODES,
  dialCountries,
  type DialCountry,
} from '../../domain/consumer/dialCodes';
import { ChangePhoneForm } from '../../domain/consumer/forms/ChangePhoneForm';
import { nationalNumber, normalisePhoneTyping } from '../../domain/consumer/phone';
import { validateForm } from '../../domain/validation/validateForm';
import type { ContactUpdate } from '../../application/consumer/ports/ConsumerGateway';
import {
  CHANGE_MOBILE_NUMBER,
  type ChangeMobileNumber,
} from '../../application/consumer/usecases/ChangeMobileNumber';
import type { PendingAction } from '../../application/session/PendingAction';
import type { Result } from '../../application/shared/Result';
import { messageOf, serverFieldMessage, type Message } from '../messages/Message';
import { failureMessage } from '../calls/failureMessage';
import { CHANGE_PHONE_WORDS, serverFieldError } from './failure';

export type PhoneField = 'countryIso' | 'number';

function dialCountryOf(countryCode: string | undefined): SupportedCountry {
  const match = orderedCountries().find((country) => DIAL_CODES[country] === countryCode);
  return match ?? DEFAULT_DIAL_COUNTRY;
}

/**
 * The change-of-number dialog of Verify Mobile (SPEC sections 5 and 8): dial code and number, the
 * server's words in the dialog, and the 401 rule (the change is kept, the login modal opens, and
 * the change is sent again once the consumer has signed in). It stays open until accepted.
 */
export class ChangePhoneDialog {
  open = false;
  countryIso: string = DEFAULT_DIAL_COUNTRY;
  number = '';
  errors: Partial<Record<PhoneField, Message>> = {};
  failure: Message | null = null;
  changing = false;
  /** The change met an expired session: it is kept and sent again once the consumer signs in. */
  awaitingSignIn = false;
  private stopListening: (() => void) | null = null;

  /**
   * @param currentCountryCode the dial code of the number being verified, to start from.
   * @param changed told of an accepted change, replayed or not.
   */
  constructor(
    private readonly changeMobileNumber: ChangeMobileNumber,
    private readonly pending: PendingAction,
    private readonly currentCountryCode: () => string | undefined,
    private readonly changed: (update: ContactUpdate) => Promise<void>,
  ) {
    makeAutoObservable<
      ChangePhoneDialog,
      'changeMobileNumber' | 'pending' | 'currentCountryCode' | 'changed' | 'stopListening'
    >(this, {
      changeMobileNumber: false,
      pending: false,
      currentCountryCode: false,
      changed: false,
      stopListening: false,
    });
  }

  /** The dial countries, priority countries first. */
  get dialCountries(): DialCountry[] {
    return dialCountries();
  }

  /** Hears a change kept at a 401 being sent again after sign-in (while the screen is shown). */
  start(): void {
    this.stopListening ??= this.pending.onReplay(CHANGE_MOBILE_NUMBER, (result) => {
      if (this.awaitingSignIn) void this.settle(result);
    });
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  show(): void {
    this.open = true;
    this.countryIso = dialCountryOf(this.currentCountryCode());
    this.number = '';
    this.errors = {};
    this.failure = null;
  }

  close(): void {
    this.open = false;
  }

  chooseDialCountry(country: string): void {
    this.countryIso = country;
    this.errors = { ...this.errors, countryIso: undefined };
    this.failure = null;
  }

  /** Leading zeros, e, + and - are dropped while typing (SPEC section 5), and a pasted dial code. */
  typeNumber(text: string): void {
    this.number = normalisePhoneTyping(text, this.countryIso);
    this.errors = { ...this.errors, number: undefined };
    this.failure = null;
  }

  async submit(): Promise<void> {
    if (this.changing) return;
    const form = ChangePhoneForm.from({ countryIso: this.countryIso, number: this.number });
    const problems = validateForm(form);
    if (Object.keys(problems).length > 0) {
      this.errors = Object.fromEntries(
        Object.entries(problems).map(([field, key]) => [field, messageOf(key)]),
      );
      return;
    }
    this.changing = true;
    this.failure = null;
    this.awaitingSignIn = false;
    const countryCode = DIAL_CODES[form.countryIso as SupportedCountry];
    const number = nationalNumber(form.number, form.countryIso) ?? form.number;
    await this.settle(await this.changeMobileNumber.execute({ countryCode, number }));
  }

  /** An accepted change closes the dialog and is passed on (the screen texts a new code). */
  private async settle(result: Result<ContactUpdate>): Promise<void> {
    if (result.ok) {
      runInAction(() => {
        this.changing = false;
        this.awaitingSignIn = false;
        this.open = false;
      });
      await this.changed(result.value);
      return;
    }
    runInAction(() => {
      this.changing = false;
      this.awaitingSignIn = false;
      const { error } = result;
      if (error.kind === 'Unauthorized') {
        // Kept by ChangeMobileNumber, which asked for sign-in: sent again once the consumer is back.
        this.awaitingSignIn = true;
        return;
      }
      const numberError = serverFieldError(error, 'number');
      const countryError = serverFieldError(error, 'countryCode');
      if (numberError || countryError) {
        this.errors = {
          ...(numberError ? { number: serverFieldMessage(numberError) } : {}),
          ...(countryError ? { countryIso: serverFieldMessage(countryError) } : {}),
        };
        return;
      }
      this.failure = failureMessage(error, CHANGE_PHONE_WORDS);
    });
  }
}
