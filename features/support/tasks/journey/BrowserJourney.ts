import { expect, type Locator, type Page } from '@playwright/test';
import { speakIn, text } from '../../../../e2e/support/app';
import { enterNewestOneTimeCode, signInWithPassword } from '../../../../e2e/support/signIn';
import type { Language } from '../../../../src/domain/language/Language';
import type { Cents } from '../../../../src/domain/money/Cents';
import { formatMoney } from '../../../../src/domain/money/formatMoney';
import { countryName } from '../../../../src/presentation/registration/countryNames';
import { credentialsOf } from '../../scenarioApp';
import type { ExpectedPrice, ExpectedPriceWithCreationFee, Journey } from './Journey';
import { JANE } from './newVisitor';
import { placeOf, selectedCardOf, type Place } from './places';

/** A route family's first visit loads its chunk of the bundle: a busy machine may take a while. */
const soon = expect.configure({ timeout: 20_000 });

/** The level-1 heading of each screen the journey checks. */
const HEADINGS: Record<Place, string> = {
  landing: 'landing.title',
  registerTab: 'signin.authorization.registerTitle',
  verifyEmail: 'verification.email.title',
  emailVerified: 'verification.result.verifiedTitle',
  verifyMobile: 'verification.mobile.title',
  mobileVerified: 'verification.mobileSuccess.title',
  personalInfo: 'registration.personalInfo.title',
  addressInfo: 'registration.addressInfo.title',
  financialInfo: 'registration.financialInfo.title',
  identityCheck: 'kyc.level1.title',
  payment: 'payment.title',
  paymentProvider: 'payment.sandbox.title',
  thankYou: 'orderResult.success.title',
  orderIdentityInfo: 'orderResult.infoKyc.title',
  cards: 'cards.page.title',
  buyNewCard: 'cards.buyPage.title',
};

/** The route (path and query) a page shows. */
function routeOf(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The journey through the pages of the production build in Chromium, as a person uses them: by
 * the roles, labels and texts the locale files give the page. The sandbox lives in the tab's
 * storage, so the outbox is read in a second tab of the same browser context.
 */
export class BrowserJourney implements Journey {
  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {}

  async openShop(): Promise<void> {
    await this.speakTheLanguage();
    await this.page.goto('/');
    await this.expectToBeOn('landing');
  }

  async signInToCards(person: string): Promise<void> {
    await this.speakTheLanguage();
    await this.page.goto('/auth');
    await soon(this.page.getByRole('heading', { level: 1 })).toHaveText(
      this.t('signin.authorization.signInTitle'),
    );
    const codeModal = await signInWithPassword(this.page, this.language, credentialsOf(person));
    await enterNewestOneTimeCode(this.page, this.language, codeModal);
    await this.expectToBeOn('cards');
  }

  async chooseToBuyNewCard(): Promise<void> {
    await this.page.getByRole('link', { name: this.t('cards.buy.button'), exact: true }).click();
  }

  async chooseCardValue(value: Cents): Promise<void> {
    await this.page.getByLabel(this.t('landing.order.label')).fill(String(value / 100));
  }

  async goOnToPay(): Promise<void> {
    await this.submit('landing.order.submit');
  }

  async expectPriceBeforePaying(price: ExpectedPriceWithCreationFee): Promise<void> {
    const list = this.page.getByRole('region', { name: this.t('cards.buyPage.priceTitle') });
    await soon(list.getByRole('definition')).toHaveText(
      [price.cardPrice, price.creationFee, price.serviceFee, price.total].map((cents) => this.money(cents)),
    );
  }

  async chooseToCreateAccount(): Promise<void> {
    await this.page.getByRole('link', { name: this.t('landing.signup.cta'), exact: true }).click();
  }

  async orderCard(value: Cents): Promise<void> {
    await this.page.getByLabel(this.t('landing.order.label')).fill(String(value / 100));
    await this.page.getByRole('button', { name: this.t('landing.order.submit'), exact: true }).click();
  }

  async register(): Promise<void> {
    const page = this.page;
    await page.getByLabel(this.t('signin.register.email')).fill(JANE.email);
    await page.getByLabel(this.t('signin.register.number')).fill(JANE.number);
    await page.getByLabel(this.t('signin.register.password'), { exact: true }).fill(JANE.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: this.t('signin.register.submit'), exact: true }).click();
  }

  async confirmEmailFromOutbox(): Promise<void> {
    const page = this.page;
    await page.getByRole('link', { name: this.t('verification.sandbox.outbox') }).click();
    const newest = await this.newestMessage(page, 'emailVerification');
    await newest.getByRole('link', { name: this.t('sandbox.outbox.kinds.emailVerification.link') }).click();
    await this.expectToBeOn('emailVerified');
    await page.getByRole('link', { name: this.t('verification.result.continue'), exact: true }).click();
  }

  async confirmMobileFromOutbox(): Promise<void> {
    const page = this.page;
    const code = await this.textedCode();
    await page.getByLabel(this.t('verification.mobile.codeLabel')).pressSequentially(code);
    // The sixth digit sends the code.
    await this.expectToBeOn('mobileVerified');
    await page
      .getByRole('link', { name: this.t('verification.mobileSuccess.continue'), exact: true })
      .click();
  }

  async giveProfile(): Promise<void> {
    const page = this.page;
    await this.expectToBeOn('personalInfo');
    await page.getByLabel(this.t('registration.personalInfo.name'), { exact: true }).fill(JANE.name);
    await page.getByLabel(this.t('registration.personalInfo.surname'), { exact: true }).fill(JANE.surname);
    // The date picker takes the date typed as DD/MM/YYYY; Enter confirms it.
    const dateOfBirth = page.getByLabel(this.t('registration.personalInfo.dateOfBirth'));
    await dateOfBirth.click();
    await page.keyboard.type(JANE.dateOfBirth);
    await page.keyboard.press('Enter');
    await soon(dateOfBirth).toHaveValue(JANE.dateOfBirth);
    await this.submit('registration.personalInfo.submit');

    await this.expectToBeOn('addressInfo');
    await page.getByLabel(this.t('registration.addressInfo.addressLine1')).fill(JANE.addressLine1);
    await page.getByLabel(this.t('registration.addressInfo.city')).fill(JANE.city);
    await page.getByLabel(this.t('registration.addressInfo.postCode')).fill(JANE.postCode);
    await this.submit('registration.addressInfo.submit');

    await this.expectToBeOn('financialInfo');
    await this.choose(
      'registration.financialInfo.occupation',
      this.t(`registration.financialInfo.occupations.${JANE.occupation}`),
    );
    await this.choose(
      'registration.financialInfo.sourceOfFunds',
      this.t(`registration.financialInfo.sourcesOfFunds.${JANE.sourceOfFunds}`),
    );
    await this.choose('registration.financialInfo.nationality', countryName(JANE.nationality, this.language));
    await this.submit('registration.financialInfo.submit');
  }

  async passIdentityCheckWithSimulateSuccess(): Promise<void> {
    await this.submit('kyc.simulate.button');
  }

  async choosePaymentMethod(name: string): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: this.t('payment.methods.label') })
      .getByRole('radio', { name, exact: true })
      .check();
  }

  async pay(): Promise<void> {
    await this.payButton().click();
  }

  async approvePayment(): Promise<void> {
    await this.submit('payment.sandbox.outcomes.approve');
  }

  async continueFromThankYou(): Promise<void> {
    await this.page.getByRole('link', { name: this.t('orderResult.success.continue'), exact: true }).click();
  }

  async verifyLater(): Promise<void> {
    await this.page.getByRole('link', { name: this.t('orderResult.infoKyc.later'), exact: true }).click();
  }

  async expectToBeOn(place: Place): Promise<void> {
    await soon
      .poll(() => placeOf(routeOf(this.page.url())), { message: `the browser should show ${place}` })
      .toBe(place);
    await soon(this.page.getByRole('heading', { level: 1 })).toHaveText(this.t(HEADINGS[place]));
  }

  async expectPrice(price: ExpectedPrice): Promise<void> {
    await soon(this.priceOf('payment.breakdown.cardPrice')).toHaveText(this.money(price.cardPrice));
    await expect(this.priceOf('payment.breakdown.serviceFee')).toHaveText(this.money(price.serviceFee));
    await expect(this.priceOf('payment.breakdown.total')).toHaveText(this.money(price.total));
  }

  async expectFreeCardCreation(): Promise<void> {
    await soon(this.priceOf('payment.breakdown.creationFee')).toHaveText(
      this.t('payment.breakdown.creationFeeFree'),
    );
  }

  async expectOrderBoxOffering(amount: Cents, words: string): Promise<void> {
    await soon(this.page.getByLabel(this.t('landing.order.label'))).toHaveValue(String(amount / 100));
    await soon(this.page.getByText(words, { exact: true })).toBeVisible();
  }

  async expectPayAvailable(available: boolean): Promise<void> {
    if (available) await soon(this.payButton()).toBeEnabled();
    else await soon(this.payButton()).toBeDisabled();
  }

  async expectProviderAsks(amount: Cents): Promise<void> {
    const term = this.page
      .getByRole('main')
      .locator('dt')
      .filter({
        hasText: new RegExp(`^${escaped(this.t('payment.sandbox.amount'))}$`),
      });
    await soon(term.locator('xpath=following-sibling::dd')).toHaveText(this.money(amount));
  }

  async expectSelectedCardHolding(balance: Cents): Promise<void> {
    await this.expectToBeOn('cards');
    expect(selectedCardOf(routeOf(this.page.url())), 'a card is selected in the address').not.toBeNull();
    await soon(
      this.page.getByRole('main').getByText(this.money(balance), { exact: true }).first(),
    ).toBeVisible();
  }

  // ---------------------------------------------------------------- helpers

  /** Every tab speaks the language, as for a returning visitor whose choice is stored (before the page is opened). */
  private async speakTheLanguage(): Promise<void> {
    await speakIn(this.page, this.language);
  }

  private t(key: string): string {
    return text(this.language, key);
  }

  private money(cents: Cents): string {
    return formatMoney(cents, this.language);
  }

  /** A line of the price box by how its term starts (a fee's term also holds its hidden explanation). */
  private priceTerm(key: string): Locator {
    return this.page
      .getByRole('region', { name: this.t('payment.breakdown.title') })
      .locator('dt')
      .filter({ hasText: new RegExp(`^${escaped(this.t(key))}`) });
  }

  private priceOf(key: string): Locator {
    return this.priceTerm(key).locator('xpath=following-sibling::dd');
  }

  private payButton(): Locator {
    return this.page.getByRole('button', { name: this.t('payment.pay'), exact: true });
  }

  private async submit(key: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t(key), exact: true }).click();
  }

  /** A list box (antd's select): typing narrows its options to the one wanted, Enter takes it. */
  private async choose(labelKey: string, option: string): Promise<void> {
    const openList = this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await this.page.getByLabel(this.t(labelKey)).click();
    await this.page.keyboard.type(option);
    await soon(openList.locator(`[title="${option}"]`)).toBeVisible();
    await this.page.keyboard.press('Enter');
    await soon(openList).toHaveCount(0);
  }

  /** The newest message of the outbox page shown in a tab, once it is of the kind awaited. */
  private async newestMessage(
    tab: Page,
    kind: 'emailVerification' | 'mobileCode',
    timeout = 20_000,
  ): Promise<Locator> {
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(this.t('sandbox.outbox.title'), {
      timeout,
    });
    const newest = tab
      .getByRole('list', { name: this.t('sandbox.outbox.listLabel') })
      .getByRole('listitem')
      .first();
    await expect(newest.getByRole('heading', { level: 2 })).toHaveText(
      this.t(`sandbox.outbox.kinds.${kind}.title`),
      { timeout },
    );
    return newest;
  }

  /**
   * The newest texted code, read as a tester reads a phone: on the sandbox outbox in another tab of
   * the same browser, closed afterwards.
   */
  private async textedCode(): Promise<string> {
    const outbox = await this.page.context().newPage();
    try {
      // The outbox page reads the sandbox once, on load: it is opened again until the text is in.
      await expect(async () => {
        await outbox.goto('/sandbox/outbox');
        await this.newestMessage(outbox, 'mobileCode', 2_000);
      }).toPass({ timeout: 20_000 });
      const newest = await this.newestMessage(outbox, 'mobileCode');
      const code = ((await newest.locator('dd').last().textContent()) ?? '').trim();
      expect(code, 'the texted code').toMatch(/^\d{6}$/);
      return code;
    } finally {
      await outbox.close();
    }
  }
}
