import { DataTable, Given, Then, When } from '@cucumber/cucumber';

// Sentences of scenarios tagged @pending-screen: their screens are not built yet, so each sentence
// is pending (features/support/pendingScreen.ts reports the scenario as pending, never as passed).
// Give a sentence a real definition, through a task that drives the screen, as its screen is built.

const awaitingItsScreen = (): 'pending' => 'pending';

// ---------------------------------------------------------------- The deactivation pages (/cards/{cardId}/deactivate/…), issue "Deactivation and transfer of funds".

When('the consumer deactivates it by {string} on the deactivation pages', (_string: string) =>
  awaitingItsScreen(),
);
Then('the consumer ends on the {string} success page', (_string: string) => awaitingItsScreen());
When('the transfer confirmation is opened for a new card', () => awaitingItsScreen());
Then('the confirmation is for {string}', (_string: string) => awaitingItsScreen());
When('the transfer confirmation is opened for card B', () => awaitingItsScreen());
When('{person} deactivates her inactive card by {string}', (_person: string, _string: string) =>
  awaitingItsScreen(),
);
Then("{person}'s inactive card is deactivated with nothing left on it", (_person: string) =>
  awaitingItsScreen(),
);
Then('the deactivation ends on the {string} success page', (_string: string) => awaitingItsScreen());
Then("{person}'s active card holds {float} EUR more", (_person: string, _float: number) =>
  awaitingItsScreen(),
);
Then('{person} has a new card holding {float} EUR', (_person: string, _float: number) => awaitingItsScreen());
When('{person} deactivates her blocked card by {string}', (_person: string, _string: string) =>
  awaitingItsScreen(),
);
Then('the deactivation page says this card cannot be deactivated', () => awaitingItsScreen());
Then('the deactivation page says the balance cannot go to that card', () => awaitingItsScreen());

// ---------------------------------------------------------------- The Orders page (/consumer/orders), issue "Orders screen, Buy New Card".

Given('the consumer has an order that is {string}', (_string: string) => awaitingItsScreen());
When('the consumer opens the orders page', () => awaitingItsScreen());
Then('the order is listed under {string}', (_string: string) => awaitingItsScreen());
Then('the order amount on the orders page is shown plainly', () => awaitingItsScreen());
Then('clicking the order opens the payment page', () => awaitingItsScreen());
Then('clicking the order opens the order success page', () => awaitingItsScreen());
Then('clicking the order opens the investigation page', () => awaitingItsScreen());
Then('the order amount on the orders page is struck through', () => awaitingItsScreen());
Then('clicking the order opens nothing', () => awaitingItsScreen());
Given('the consumer placed no orders', () => awaitingItsScreen());
Then('the {string} section lists no orders', (_string: string) => awaitingItsScreen());
Given('the consumer placed these orders:', (_dataTable: DataTable) => awaitingItsScreen());
Then('the {string} section lists the orders {int}, {int}', (_string: string, _int: number, _int2: number) =>
  awaitingItsScreen(),
);
Then(
  'the {string} section lists the orders {int}, {int}, {int}, {int}',
  (_string: string, _int: number, _int2: number, _int3: number, _int4: number) => awaitingItsScreen(),
);

// ---------------------------------------------------------------- The Cards screen's filter bar and card actions (block, unblock), issue "Card management".

Given('the consumer filters the cards on {string}', (_string: string) => awaitingItsScreen());
When('card B is unblocked successfully', () => awaitingItsScreen());
Then('the cards listed are {string}', (_string: string) => awaitingItsScreen());
Then('card B is the selected card', () => awaitingItsScreen());
When('{person} blocks her active card', (_person: string) => awaitingItsScreen());
Then("{person}'s active card is blocked", (_person: string) => awaitingItsScreen());

// ---------------------------------------------------------------- Blocking a card after the session ran out (the block action on the Cards screen), issue "Card management".

Then('{person} is asked to sign in again', (_person: string) => awaitingItsScreen());
When('{person} signs in with the one-time code from the outbox', (_person: string) => awaitingItsScreen());
Then('signing in once more repeats nothing', () => awaitingItsScreen());
