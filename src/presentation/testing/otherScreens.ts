// The presenters of other screens that a screen's tests check after its own work: the sign-in window it
// opens over the page, the cards page it returns to. Tests reach them here, so no screen folder imports
// another (`screens-import-no-other-screen` covers tests too).
export { AuthModalsPresenter } from '../auth/AuthModalsPresenter';
export { CardsPresenter } from '../cards/CardsPresenter';
