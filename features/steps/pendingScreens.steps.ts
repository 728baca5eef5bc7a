// Sentences of scenarios tagged @pending-screen: their screens are not built yet, so each sentence
// is pending (features/support/pendingScreen.ts reports the scenario as pending, never as passed).
// Give a sentence a real definition, through a task that drives the screen, as its screen is built.
//
// No sentence waits for its screen at present. One that does is written here as
//   When('…', () => 'pending');
// importing When or Then from '@cucumber/cucumber'.
