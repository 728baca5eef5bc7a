import { Then, When } from '@cucumber/cucumber';

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
