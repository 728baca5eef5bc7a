import { ContainerModule } from 'inversify';

/** The shell screens' presenters: one per screen visit unless a screen says otherwise. */
export const shellPresenters = new ContainerModule(({ bind }) => {
  void bind;
});
