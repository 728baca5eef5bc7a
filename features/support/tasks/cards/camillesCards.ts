/** Camille's seeded cards (the sandbox's demo consumer), by the word a scenario uses for them ("her active card"). */
export const CAMILLES_CARDS: Readonly<Record<string, string>> = {
  active: 'card-demo-active',
  inactive: 'card-demo-inactive',
  blocked: 'card-demo-blocked',
  notification: 'card-demo-notification',
  warning: 'card-demo-warning',
};
