import { ContainerModule } from 'inversify';

/** The ordering, payment and order-result screens' presenters: one per screen visit. */
export const ordersPresenters = new ContainerModule(({ bind }) => {
  void bind;
});
