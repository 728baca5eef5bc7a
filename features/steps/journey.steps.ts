import { Given, Then, When } from '@cucumber/cucumber';
import type { Language } from '../../src/domain/language/Language';
import type { Cents } from '../../src/domain/money/Cents';
import { BROWSER_TIMEOUT } from '../support/browserHooks';
import { beginJourney, journeyOf } from '../support/tasks/journey/journeyOf';
import type { Journey } from '../support/tasks/journey/Journey';
import type { Place } from '../support/tasks/journey/places';
import type { ShopWorld } from '../support/world';

// The journeys (features/journeys/): a new visitor's, and a returning consumer buying another card.
// Each step says what she does or sees and hands it to the scenario's Journey: in-process on the
// application profile, through Chromium on the ui profile, where pages take their time to load.

/** A step may pass several screens in the browser: a generous timeout, harmless in-process. */
const step = { timeout: 2 * BROWSER_TIMEOUT };

const cents = (euros: number): Cents => Math.round(euros * 100);

/** Register, both confirmations, the profile and the identity check, each screen reached in turn. */
async function signUp(journey: Journey): Promise<void> {
  await journey.register();
  await journey.expectToBeOn('verifyEmail');
  await journey.confirmEmailFromOutbox();
  await journey.expectToBeOn('verifyMobile');
  await journey.confirmMobileFromOutbox();
  await journey.giveProfile();
  await journey.expectToBeOn('identityCheck');
  await journey.passIdentityCheckWithSimulateSuccess();
}

// ---------------------------------------------------------------- what she does

/** The shop's languages, as a scenario names them. */
const LANGUAGES: Record<string, Language> = { English: 'en', French: 'fr' };

Given(
  /^Jane is new to the shop and opens the landing page in (English|French)$/,
  step,
  async function (this: ShopWorld, name: string) {
    const language = LANGUAGES[name];
    if (language === undefined) throw new Error(`no language ${name}`);
    await beginJourney(this, language).openShop();
  },
);

When('she chooses to create her account', step, async function (this: ShopWorld) {
  await journeyOf(this).chooseToCreateAccount();
});

When(
  'she orders a card of {int} EUR on the landing page',
  step,
  async function (this: ShopWorld, euros: number) {
    await journeyOf(this).orderCard(cents(euros));
  },
);

When(
  'she registers with her e-mail address, mobile number and a password',
  step,
  async function (this: ShopWorld) {
    await journeyOf(this).register();
  },
);

When('she opens the link in the e-mail the shop sent her', step, async function (this: ShopWorld) {
  await journeyOf(this).confirmEmailFromOutbox();
});

When('she enters the code the shop texted her', step, async function (this: ShopWorld) {
  await journeyOf(this).confirmMobileFromOutbox();
});

When(
  'she gives her personal information, her address and her financial information',
  step,
  async function (this: ShopWorld) {
    await journeyOf(this).giveProfile();
  },
);

When('she passes the identity check with Simulate Success', step, async function (this: ShopWorld) {
  await journeyOf(this).passIdentityCheckWithSimulateSuccess();
});

When(
  'she signs up and passes the identity check with Simulate Success',
  step,
  async function (this: ShopWorld) {
    await signUp(journeyOf(this));
  },
);

When('she chooses to pay by {word}', step, async function (this: ShopWorld, method: string) {
  await journeyOf(this).choosePaymentMethod(method);
});

When('she pays', step, async function (this: ShopWorld) {
  await journeyOf(this).pay();
});

When('she approves the payment there', step, async function (this: ShopWorld) {
  await journeyOf(this).approvePayment();
});

When('she continues', step, async function (this: ShopWorld) {
  await journeyOf(this).continueFromThankYou();
});

When('she chooses to verify later', step, async function (this: ShopWorld) {
  await journeyOf(this).verifyLater();
});

// ---------------------------------------------------------------- a returning consumer buys another card

Given('{person} signs in and opens her cards', step, async function (this: ShopWorld, person: string) {
  await beginJourney(this, 'en').signInToCards(person);
});

When('she chooses to buy a new card', step, async function (this: ShopWorld) {
  await journeyOf(this).chooseToBuyNewCard();
});

When('she chooses a card of {int} EUR', step, async function (this: ShopWorld, euros: number) {
  await journeyOf(this).chooseCardValue(cents(euros));
});

When('she goes on to pay', step, async function (this: ShopWorld) {
  await journeyOf(this).goOnToPay();
});

Then(
  'Buy New Card shows a card price of {float} EUR, a card creation fee of {float} EUR, a service fee of {float} EUR and a total of {float} EUR',
  step,
  async function (
    this: ShopWorld,
    cardPrice: number,
    creationFee: number,
    serviceFee: number,
    total: number,
  ) {
    await journeyOf(this).expectPriceBeforePaying({
      cardPrice: cents(cardPrice),
      creationFee: cents(creationFee),
      serviceFee: cents(serviceFee),
      total: cents(total),
    });
  },
);

// ---------------------------------------------------------------- what she sees

/** Where she is now, in the words of the scenarios. */
const ARRIVALS: Record<string, Place> = {
  'is on the register tab': 'registerTab',
  'is asked to confirm her e-mail address': 'verifyEmail',
  'is asked to confirm her mobile number': 'verifyMobile',
  'is asked for her personal information': 'personalInfo',
  'is asked to pass the identity check': 'identityCheck',
  'is on Buy New Card': 'buyNewCard',
  'is on the payment page': 'payment',
  'sees the thank-you page': 'thankYou',
  'is offered to verify her identity fully': 'orderIdentityInfo',
  'lands on her cards': 'cards',
};

Then(
  new RegExp(`^she (${Object.keys(ARRIVALS).join('|')})$`),
  step,
  async function (this: ShopWorld, arrival: string) {
    const place = ARRIVALS[arrival];
    if (place === undefined) throw new Error(`no place for "${arrival}"`);
    await journeyOf(this).expectToBeOn(place);
  },
);

Then(
  'the payment page shows a card price of {float} EUR, a service fee of {float} EUR and a total of {float} EUR',
  step,
  async function (this: ShopWorld, cardPrice: number, serviceFee: number, total: number) {
    await journeyOf(this).expectPrice({
      cardPrice: cents(cardPrice),
      serviceFee: cents(serviceFee),
      total: cents(total),
    });
  },
);

Then(
  'the order box offers {float} EUR and says {string}',
  step,
  async function (this: ShopWorld, euros: number, words: string) {
    await journeyOf(this).expectOrderBoxOffering(cents(euros), words);
  },
);

Then('the payment page shows the card creation as free', step, async function (this: ShopWorld) {
  await journeyOf(this).expectFreeCardCreation();
});

Then('she cannot pay before she chooses a payment method', step, async function (this: ShopWorld) {
  await journeyOf(this).expectPayAvailable(false);
});

Then('she can pay', step, async function (this: ShopWorld) {
  await journeyOf(this).expectPayAvailable(true);
});

Then(
  "she is on the payment provider's page, asked for {float} EUR",
  step,
  async function (this: ShopWorld, euros: number) {
    const journey = journeyOf(this);
    await journey.expectToBeOn('paymentProvider');
    await journey.expectProviderAsks(cents(euros));
  },
);

Then(
  'she lands on her cards with the new card selected, holding {float} EUR',
  step,
  async function (this: ShopWorld, euros: number) {
    await journeyOf(this).expectSelectedCardHolding(cents(euros));
  },
);
