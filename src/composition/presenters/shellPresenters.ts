import { ContainerModule } from 'inversify';
import { BuyCardPresenter } from '../../presentation/cards/BuyCardPresenter';
import { CardDetailsPresenter } from '../../presentation/cards/CardDetailsPresenter';
import { BlockCardPresenter } from '../../presentation/cards/BlockCardPresenter';
import { CardsPresenter } from '../../presentation/cards/CardsPresenter';
import { ErrorPagePresenter } from '../../presentation/errors/ErrorPagePresenter';
import { FooterPresenter } from '../../presentation/footer/FooterPresenter';
import { OutboxPresenter } from '../../presentation/sandbox/OutboxPresenter';
import { SandboxResetPresenter } from '../../presentation/sandbox/SandboxResetPresenter';
import { AlertPresenter } from '../../presentation/shell/AlertPresenter';
import { HeaderPresenter } from '../../presentation/shell/HeaderPresenter';
import { Navigation } from '../../presentation/shell/Navigation';
import { UserMenuPresenter } from '../../presentation/shell/UserMenuPresenter';

/** The shell screens' presenters: one per screen visit unless a screen says otherwise. */
export const shellPresenters = new ContainerModule(({ bind }) => {
  // App-wide: where presenters send the visitor; one alert area for every page; the footer's news,
  // read once per language per visit.
  bind(Navigation).toSelf().inSingletonScope();
  bind(AlertPresenter).toSelf().inSingletonScope();
  bind(FooterPresenter).toSelf().inSingletonScope();
  // One per header, menu or page.
  bind(HeaderPresenter).toSelf();
  bind(UserMenuPresenter).toSelf();
  bind(ErrorPagePresenter).toSelf();
  bind(CardsPresenter).toSelf();
  bind(BuyCardPresenter).toSelf();
  bind(CardDetailsPresenter).toSelf();
  bind(BlockCardPresenter).toSelf();
  // Sandbox mode only: they need the sandbox console, which only the sandbox module binds.
  bind(OutboxPresenter).toSelf();
  bind(SandboxResetPresenter).toSelf();
});
