import { expect, type Locator, type Page } from '@playwright/test';
import { expectHeading, text, type Language } from './app';
import { newestCode, newestLink } from './outbox';

/**
 * Signing up through the pages, as a new visitor does (SPEC section 2, "Verification and
 * registration flow"): the register tab, the e-mail link and the SMS code read in the sandbox
 * outbox, the three profile steps, and the level-1 identity check passed with Simulate Success.
 */

/** How the visitor works the pages: with the keyboard alone (Tab, Enter, Space, typing) or with a pointer. */
export type InputMode = 'keyboard' | 'pointer';

export interface Visitor {
  /** Activates a button or a link. */
  press(control: Locator): Promise<void>;
  check(box: Locator): Promise<void>;
  fill(field: Locator, typed: string): Promise<void>;
  /** Types into the field one key at a time (code boxes, the date picker). */
  typeKeys(field: Locator, typed: string): Promise<void>;
  /** Picks an option of a list box by its text. */
  choose(field: Locator, option: string): Promise<void>;
}

/**
 * Moves the keyboard focus to a control with Tab alone: Tab is pressed until the control (or
 * something inside it) has the focus.
 */
async function tabTo(page: Page, control: Locator, most = 120) {
  await expect(control).toBeVisible();
  for (let presses = 0; presses < most; presses += 1) {
    const focused = await control.evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

/** The open drop-down of a list box (antd renders its options in a pop-up). */
export const openDropdown = (page: Page) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

export function visitor(page: Page, mode: InputMode): Visitor {
  if (mode === 'pointer') {
    return {
      press: (control) => control.click(),
      check: (box) => box.check(),
      fill: (field, typed) => field.fill(typed),
      typeKeys: async (field, typed) => {
        await field.click();
        await page.keyboard.type(typed);
      },
      choose: async (field, option) => {
        await field.fill(option);
        await openDropdown(page).locator(`[title="${option}"]`).click();
        await expect(openDropdown(page)).toHaveCount(0);
      },
    };
  }
  const typeKeys = async (field: Locator, typed: string) => {
    await tabTo(page, field);
    await page.keyboard.type(typed);
  };
  return {
    press: async (control) => {
      await tabTo(page, control);
      await page.keyboard.press('Enter');
    },
    check: async (box) => {
      await tabTo(page, box);
      await page.keyboard.press('Space');
    },
    fill: typeKeys,
    typeKeys,
    // Typing narrows the options to the one wanted; Enter takes it and the list closes.
    choose: async (field, option) => {
      await typeKeys(field, option);
      await expect(openDropdown(page).locator(`[title="${option}"]`)).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(openDropdown(page)).toHaveCount(0);
    },
  };
}

/** What the new visitor answers, in their language's words for the lists. */
export function answersFor(language: Language) {
  return {
    email: `new.${language}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    number: '612345678',
    password: 'Secret123',
    name: language === 'en' ? 'Jane' : 'Jeanne',
    surname: language === 'en' ? "O'Brien" : 'Lefèvre',
    dateOfBirth: '12/04/1990',
    addressLine1: '8 rue Lepic',
    city: 'Paris',
    postCode: '75018',
    occupation: text(language, 'registration.financialInfo.occupations.FREELANCER'),
    sourceOfFunds: text(language, 'registration.financialInfo.sourcesOfFunds.PERSONAL_SAVINGS'),
    nationality: 'France',
  };
}

export type SignUpAnswers = ReturnType<typeof answersFor>;

/** The screens of the sign-up, each announced once it shows what the visitor filled in, before it is left. */
export type SignUpStep =
  | 'register'
  | 'verifyEmail'
  | 'outbox'
  | 'emailVerified'
  | 'verifyMobile'
  | 'mobileVerified'
  | 'datePicker'
  | 'personalInfo'
  | 'addressInfo'
  | 'financialInfo'
  | 'kyc';

/** Who signs up: the tab, the language, how they work the pages, what they answer. */
export interface Registrant {
  page: Page;
  language: Language;
  user: Visitor;
  answers: SignUpAnswers;
  /** axe, or a closer look at a screen; nothing by default. */
  atStep?: (step: SignUpStep) => Promise<void>;
}

const t = (registrant: Registrant, key: string, values?: Record<string, string | number>) =>
  text(registrant.language, key, values);

async function reached(registrant: Registrant, step: SignUpStep) {
  await registrant.atStep?.(step);
}

/** The register tab (open): e-mail, mobile number, password, terms; the e-mail verification page follows. */
export async function submitRegistration(registrant: Registrant) {
  const { page, user, answers } = registrant;
  await user.fill(page.getByLabel(t(registrant, 'signin.register.email')), answers.email);
  await user.fill(page.getByLabel(t(registrant, 'signin.register.number')), answers.number);
  await user.fill(
    page.getByLabel(t(registrant, 'signin.register.password'), { exact: true }),
    answers.password,
  );
  await user.check(page.getByRole('tabpanel').getByRole('checkbox'));
  await reached(registrant, 'register');
  await user.press(page.getByRole('button', { name: t(registrant, 'signin.register.submit') }));
  await expect(page).toHaveURL(/\/consumer\/verification\/email$/);
  await expectHeading(page, t(registrant, 'verification.email.title'));
}

/** Verify Email (open, the message sent on entry): the link is opened from the outbox; Mobile verification follows. */
export async function verifyEmailFromOutbox(registrant: Registrant) {
  const { page, user, answers } = registrant;
  await expect(
    page.getByText(t(registrant, 'verification.email.sentTo', { email: answers.email })),
  ).toBeVisible();
  await reached(registrant, 'verifyEmail');
  await user.press(page.getByRole('link', { name: t(registrant, 'verification.sandbox.outbox') }));
  await expectHeading(page, t(registrant, 'sandbox.outbox.title'));
  await reached(registrant, 'outbox');
  await user.press(await newestLink(page, registrant.language, 'emailVerification'));
  await expect(page).toHaveURL(/\/consumer\/verify\?cons=.+&nonce=.+/);
  await expectHeading(page, t(registrant, 'verification.result.verifiedTitle'));
  await reached(registrant, 'emailVerified');
  await user.press(page.getByRole('link', { name: t(registrant, 'verification.result.continue') }));
  await expect(page).toHaveURL(/\/consumer\/verification\/mobile$/);
  await expectHeading(page, t(registrant, 'verification.mobile.title'));
}

/** Verify Mobile (open): the code texted is read in the outbox and typed; Personal Info follows. */
export async function verifyMobileFromOutbox(registrant: Registrant) {
  const { page, user } = registrant;
  await reached(registrant, 'verifyMobile');
  const code = await newestCode(page.context(), registrant.language, 'mobileCode');
  await user.typeKeys(page.getByLabel(t(registrant, 'verification.mobile.codeLabel')), code);
  await expect(page).toHaveURL(/\/consumer\/verification\/mobile-success$/);
  await expectHeading(page, t(registrant, 'verification.mobileSuccess.title'));
  await reached(registrant, 'mobileVerified');
  await user.press(page.getByRole('link', { name: t(registrant, 'verification.mobileSuccess.continue') }));
  await expect(page).toHaveURL(/\/consumer\/register\/personal-info$/);
  await expectHeading(page, t(registrant, 'registration.personalInfo.title'));
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33.33');
}

/** Personal Info (open): the date typed as DD/MM/YYYY into the date picker, Enter confirms it. */
export async function submitPersonalInfo(registrant: Registrant) {
  const { page, user, answers } = registrant;
  await user.fill(
    page.getByLabel(t(registrant, 'registration.personalInfo.name'), { exact: true }),
    answers.name,
  );
  await user.fill(
    page.getByLabel(t(registrant, 'registration.personalInfo.surname'), { exact: true }),
    answers.surname,
  );
  const dateOfBirth = page.getByLabel(t(registrant, 'registration.personalInfo.dateOfBirth'));
  // The calendar's code follows the page (a text box stands in till then): typed once it is there.
  await expect(page.locator('.ant-picker').filter({ has: dateOfBirth })).toBeVisible();
  await user.typeKeys(dateOfBirth, answers.dateOfBirth);
  await expect(
    page.getByRole('button', { name: t(registrant, 'registration.personalInfo.cancel') }),
  ).toBeVisible();
  await reached(registrant, 'datePicker');
  await page.keyboard.press('Enter');
  await expect(dateOfBirth).toHaveValue(answers.dateOfBirth);
  await reached(registrant, 'personalInfo');
  await user.press(page.getByRole('button', { name: t(registrant, 'registration.personalInfo.submit') }));
  await expect(page).toHaveURL(/\/consumer\/register\/address-info$/);
  await expectHeading(page, t(registrant, 'registration.addressInfo.title'));
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
}

/** Address Info (open, France chosen already). */
export async function submitAddressInfo(registrant: Registrant) {
  const { page, user, answers } = registrant;
  await user.fill(
    page.getByLabel(t(registrant, 'registration.addressInfo.addressLine1')),
    answers.addressLine1,
  );
  await user.fill(page.getByLabel(t(registrant, 'registration.addressInfo.city')), answers.city);
  await user.fill(page.getByLabel(t(registrant, 'registration.addressInfo.postCode')), answers.postCode);
  await reached(registrant, 'addressInfo');
  await user.press(page.getByRole('button', { name: t(registrant, 'registration.addressInfo.submit') }));
  await expect(page).toHaveURL(/\/consumer\/register\/financial-info$/);
  await expectHeading(page, t(registrant, 'registration.financialInfo.title'));
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
}

/** Financial Info (open); the level-1 identity check follows. */
export async function submitFinancialInfo(registrant: Registrant) {
  const { page, user, answers } = registrant;
  await user.choose(
    page.getByLabel(t(registrant, 'registration.financialInfo.occupation')),
    answers.occupation,
  );
  await user.choose(
    page.getByLabel(t(registrant, 'registration.financialInfo.sourceOfFunds')),
    answers.sourceOfFunds,
  );
  await user.choose(
    page.getByLabel(t(registrant, 'registration.financialInfo.nationality')),
    answers.nationality,
  );
  await reached(registrant, 'financialInfo');
  await user.press(page.getByRole('button', { name: t(registrant, 'registration.financialInfo.submit') }));
  await expect(page).toHaveURL(/\/consumer\/register\/kyc$/);
  await expectHeading(page, t(registrant, 'kyc.level1.title'));
}

/** The level-1 identity check (open), passed with Simulate Success; where it leads is the caller's to check. */
export async function passKycWithSimulateSuccess(registrant: Registrant) {
  const { page, user } = registrant;
  await expect(
    page.getByRole('heading', { level: 2, name: t(registrant, 'kyc.sandboxWidget.title') }),
  ).toBeVisible();
  await expect(page.getByText(t(registrant, 'kyc.simulate.note'))).toBeVisible();
  await reached(registrant, 'kyc');
  await user.press(page.getByRole('button', { name: t(registrant, 'kyc.simulate.button') }));
}

/** From the register tab (open) up to Personal Info: the account made, e-mail and mobile verified. */
export async function registerAndVerifyContact(registrant: Registrant) {
  await submitRegistration(registrant);
  await verifyEmailFromOutbox(registrant);
  await verifyMobileFromOutbox(registrant);
}

/** The whole sign-up, from the register tab (open) to pressing Simulate Success on the identity check. */
export async function signUp(registrant: Registrant) {
  await registerAndVerifyContact(registrant);
  await submitPersonalInfo(registrant);
  await submitAddressInfo(registrant);
  await submitFinancialInfo(registrant);
  await passKycWithSimulateSuccess(registrant);
}
