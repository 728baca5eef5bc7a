import assert from 'node:assert/strict';
import type { ServiceIdentifier } from 'inversify';
import type { Language } from '../../../../src/domain/language/Language';
import type { Cents } from '../../../../src/domain/money/Cents';
import { formatMoney } from '../../../../src/domain/money/formatMoney';
import type { PriceBreakdown } from '../../../../src/domain/orders/priceBreakdown';
import { LoadConsumer } from '../../../../src/application/consumer/usecases/LoadConsumer';
import { ChooseLanguage } from '../../../../src/application/language/usecases/ChooseLanguage';
import { emailVerificationQuery, newestCode, signIn } from '../../../../src/composition/testing/sandboxApp';
import { BuyCardPresenter } from '../../../../src/presentation/cards/BuyCardPresenter';
import { CardsPresenter } from '../../../../src/presentation/cards/CardsPresenter';
import { AuthorizationPresenter } from '../../../../src/presentation/auth/AuthorizationPresenter';
import { KycPresenter } from '../../../../src/presentation/kyc/KycPresenter';
import { OrderBoxPresenter } from '../../../../src/presentation/widgets/orderBox/OrderBoxPresenter';
import { OrderSuccessPresenter } from '../../../../src/presentation/orders/results/OrderSuccessPresenter';
import { PaymentPresenter } from '../../../../src/presentation/orders/payment/PaymentPresenter';
import { AddressInfoPresenter } from '../../../../src/presentation/registration/AddressInfoPresenter';
import { FinancialInfoPresenter } from '../../../../src/presentation/registration/FinancialInfoPresenter';
import { PersonalInfoPresenter } from '../../../../src/presentation/registration/PersonalInfoPresenter';
import type { ProfileStepPresenter } from '../../../../src/presentation/registration/ProfileStepPresenter';
import { SandboxPaymentPresenter } from '../../../../src/presentation/sandbox/payment/SandboxPaymentPresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { paths } from '../../../../src/presentation/shell/paths';
import { ROUTES } from '../../../../src/presentation/shell/routeTable';
import { EmailVerificationResultPresenter } from '../../../../src/presentation/verification/EmailVerificationResultPresenter';
import { VerifyEmailPresenter } from '../../../../src/presentation/verification/VerifyEmailPresenter';
import { VerifyMobilePresenter } from '../../../../src/presentation/verification/VerifyMobilePresenter';
import { shownText } from '../../locale/shownText';
import { app, credentialsOf } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { ExpectedPrice, ExpectedPriceWithCreationFee, Journey } from './Journey';
import { JANE } from './newVisitor';
import { enterPage, placeOf, routeMatch, selectedCardOf, type Place } from './places';

type PresenterClass<T> = abstract new (...args: never[]) => T;

/**
 * The journey in-process, on the scenario's sandbox container: each screen is its presenter, asked
 * for when the route leads there and entered as its page enters it; the visitor's clicks are the
 * presenter's methods, and the route the app would show next is the one they answer.
 */
export class ApplicationJourney implements Journey {
  /** The route (path and query) the app shows now. */
  private route = '';
  /** The presenter of the screen shown now, when it has one. */
  private presenter: object | null = null;
  private leaveScreen: () => void = () => undefined;

  constructor(
    private readonly world: ShopWorld,
    private readonly language: Language,
  ) {}

  async openShop(): Promise<void> {
    // As a returning visitor whose choice of language is stored.
    this.service(ChooseLanguage).execute(this.language);
    await this.goTo(paths.home());
  }

  async signInToCards(person: string): Promise<void> {
    this.service(ChooseLanguage).execute(this.language);
    // Authorization's sign-in: the password, then the texted code; the code modal goes on to the cards.
    await signIn(this.container, credentialsOf(person));
    await this.goTo(paths.cards());
  }

  async chooseToBuyNewCard(): Promise<void> {
    const cards = this.screen(CardsPresenter);
    cards.buyCard();
    await this.follow(() => `the cards screen offers ${cards.buyOffer}, not buying`);
  }

  async chooseCardValue(value: Cents): Promise<void> {
    this.screen(BuyCardPresenter).box.entry.type(String(value / 100));
  }

  async goOnToPay(): Promise<void> {
    const box = this.screen(BuyCardPresenter).box;
    await box.submit();
    await this.follow(() => `Buy New Card did not move on: ${JSON.stringify(box.message)}`);
  }

  async chooseToCreateAccount(): Promise<void> {
    // The landing page's "Create my account" is a link to the register tab.
    this.assertOn('landing');
    await this.goTo(paths.auth({ register: true }));
  }

  async orderCard(value: Cents): Promise<void> {
    const box = this.screen(OrderBoxPresenter);
    box.entry.type(String(value / 100));
    await box.submit();
    await this.follow(() => `the order box did not move on: ${JSON.stringify(box.message)}`);
  }

  async register(): Promise<void> {
    const tab = this.screen(AuthorizationPresenter);
    assert.equal(tab.tab, 'register', 'the register tab is not open');
    tab.register.set('email', JANE.email);
    tab.register.set('number', JANE.number);
    tab.register.set('password', JANE.password);
    tab.setAcceptedTerms(true);
    await tab.submitRegister();
    await this.follow(() => `the registration was refused: ${JSON.stringify(tab.register.failure)}`);
  }

  async confirmEmailFromOutbox(): Promise<void> {
    this.screen(VerifyEmailPresenter);
    const { cons, nonce } = await emailVerificationQuery(this.container);
    await this.goTo(paths.emailVerificationResult(cons, nonce));
    const result = this.screen(EmailVerificationResultPresenter);
    assert.equal(result.state, 'verified', 'the link did not verify the e-mail address');
    await this.goTo(result.continuePath);
  }

  async confirmMobileFromOutbox(): Promise<void> {
    const mobile = this.screen(VerifyMobilePresenter);
    await mobile.typeCode(await newestCode(this.container, 'mobileCode'));
    await this.follow(() => 'the texted code was refused');
    // Mobile Success has one way on: Continue, to the personal information.
    this.assertOn('mobileVerified');
    await this.goTo(paths.personalInfo());
  }

  async giveProfile(): Promise<void> {
    await this.sendStep(this.screen(PersonalInfoPresenter), {
      name: JANE.name,
      surname: JANE.surname,
      dateOfBirth: JANE.dateOfBirth,
    });
    await this.sendStep(this.screen(AddressInfoPresenter), {
      addressLine1: JANE.addressLine1,
      city: JANE.city,
      postCode: JANE.postCode,
    });
    await this.sendStep(this.screen(FinancialInfoPresenter), {
      occupation: JANE.occupation,
      sourceOfFunds: JANE.sourceOfFunds,
      nationality: JANE.nationality,
    });
  }

  async passIdentityCheckWithSimulateSuccess(): Promise<void> {
    const check = this.screen(KycPresenter);
    assert.equal(check.isSandbox, true, 'Simulate Success is offered in the sandbox only');
    await check.simulate();
    await this.follow(() => `Simulate Success did not move on: ${JSON.stringify(check.simulation.failure)}`);
  }

  async choosePaymentMethod(name: string): Promise<void> {
    const page = this.screen(PaymentPresenter);
    const shown = page.visibleMethods;
    const method = shown.find((candidate) => candidate.name === name);
    assert.ok(method, `no method "${name}" among ${shown.map((candidate) => candidate.name).join(', ')}`);
    page.selectMethod(method.id);
  }

  async pay(): Promise<void> {
    const page = this.screen(PaymentPresenter);
    await page.pay();
    const exit = this.service(Navigation).take();
    assert.ok(
      exit?.kind === 'away',
      `Pay did not open the provider: ${JSON.stringify(page.payment.failure)}`,
    );
    const provider = new URL(exit.url);
    await this.goTo(provider.pathname + provider.search);
  }

  async approvePayment(): Promise<void> {
    const provider = this.screen(SandboxPaymentPresenter);
    await provider.complete('approve');
    await this.follow(
      () => `the provider did not send her back: ${JSON.stringify(provider.completion.failure)}`,
    );
  }

  async continueFromThankYou(): Promise<void> {
    await this.goTo(this.screen(OrderSuccessPresenter).continueTo);
  }

  async verifyLater(): Promise<void> {
    // The order's identity-verification information's Verify later: the cards, keeping the selected card.
    this.assertOn('orderIdentityInfo');
    await this.goTo(paths.cards({ selected: selectedCardOf(this.route) }));
  }

  async expectToBeOn(place: Place): Promise<void> {
    this.assertOn(place);
    if (place === 'thankYou') assert.equal(this.screen(OrderSuccessPresenter).screen, 'paid');
  }

  async expectPrice(price: ExpectedPrice): Promise<void> {
    const breakdown = this.breakdown();
    assert.deepEqual(
      {
        cardPrice: this.money(breakdown.cardPrice),
        serviceFee: this.money(breakdown.serviceFee),
        total: this.money(breakdown.total),
      },
      {
        cardPrice: this.money(price.cardPrice),
        serviceFee: this.money(price.serviceFee),
        total: this.money(price.total),
      },
    );
  }

  async expectPriceBeforePaying(price: ExpectedPriceWithCreationFee): Promise<void> {
    const preview = this.screen(BuyCardPresenter).preview;
    assert.ok(preview, 'Buy New Card shows no price');
    const { cardPrice, creationFee, serviceFee, total } = preview;
    assert.deepEqual({ cardPrice, creationFee, serviceFee, total }, price);
  }

  async expectFreeCardCreation(): Promise<void> {
    // The price box shows a creation fee of nothing as free.
    assert.equal(this.breakdown().creationFee, 0);
  }

  async expectOrderBoxOffering(amount: Cents, words: string): Promise<void> {
    const { box } = this.screen(BuyCardPresenter);
    assert.deepEqual(
      { amount: box.entry.amountCents, says: shownText(box.message, this.language) },
      { amount, says: words },
    );
  }

  async expectPayAvailable(available: boolean): Promise<void> {
    assert.equal(this.screen(PaymentPresenter).canPay, available);
  }

  async expectProviderAsks(amount: Cents): Promise<void> {
    const payment = this.screen(SandboxPaymentPresenter).payment.value;
    assert.ok(payment, 'the provider shows no payment');
    assert.equal(this.money(payment.amount), this.money(amount));
  }

  async expectSelectedCardHolding(balance: Cents): Promise<void> {
    this.assertOn('cards');
    const selected = selectedCardOf(this.route);
    assert.ok(selected, `no card is selected on ${this.route}`);
    const consumer = await this.service(LoadConsumer).execute();
    assert.ok(consumer.ok, 'the cards could not load the consumer');
    const card = consumer.value.cards.find((candidate) => candidate.id === selected);
    assert.ok(card, `the selected card ${selected} is not among her cards`);
    assert.equal(this.money(card.availableBalance.amount), this.money(balance));
  }

  // ---------------------------------------------------------------- the screens

  /**
   * Shows a route: the screen's presenter is asked for and entered, as the router does (the route
   * table's row says how); a screen whose row does not name its presenter yet is entered below.
   */
  private async goTo(route: string): Promise<void> {
    // Leaving a screen stops its timers and listeners, as the router does when its page goes.
    this.leaveScreen();
    this.leaveScreen = () => undefined;
    this.route = route;
    this.presenter = null;
    const match = routeMatch(route);
    if (match !== null && ROUTES[match.name].enter !== undefined) {
      const entered = await enterPage(this.container, route);
      this.show(entered.presenter, entered.leave);
      return;
    }
    switch (placeOf(route)) {
      case 'landing':
        this.presenter = this.service(OrderBoxPresenter);
        return;
      default:
        // Mobile Success and the order's identity-verification information: their links and what
        // the use cases answer are all a journey needs of them.
        return;
    }
  }

  /** Follows where the screen sent the visitor, as the shell does; `refused` says why it did not move. */
  private async follow(refused: () => string): Promise<void> {
    const next = this.service(Navigation).take();
    assert.ok(next?.kind === 'app', refused());
    await this.goTo(next.path);
  }

  private show(presenter: object, leave: () => void): void {
    this.presenter = presenter;
    this.leaveScreen = leave;
  }

  /** A registration step: the fields typed in (the others as they are), then sent; it answers where next. */
  private async sendStep<F extends string>(
    form: ProfileStepPresenter<F>,
    typed: Partial<Record<F, string>>,
  ): Promise<void> {
    for (const field of Object.keys(typed) as F[]) form.set(field, typed[field] ?? '');
    await form.submit();
    const { errors, failure } = form.submission;
    await this.follow(() => `the step was refused: ${JSON.stringify({ errors, failure })}`);
  }

  /** The presenter of the screen shown now, which must be of that kind. */
  private screen<T>(kind: PresenterClass<T>): T {
    assert.ok(
      this.presenter instanceof kind,
      `expected the ${kind.name} screen, but the app shows ${this.route}`,
    );
    return this.presenter;
  }

  private breakdown(): PriceBreakdown {
    const breakdown = this.screen(PaymentPresenter).breakdown;
    assert.ok(breakdown, 'the payment page shows no price');
    return breakdown;
  }

  private assertOn(place: Place): void {
    assert.equal(placeOf(this.route), place, `expected ${place}, but the app shows ${this.route}`);
  }

  private get container() {
    return app(this.world).container;
  }

  private service<T>(id: ServiceIdentifier<T>): T {
    return this.container.get(id);
  }

  private money(cents: Cents): string {
    return formatMoney(cents, this.language);
  }
}
