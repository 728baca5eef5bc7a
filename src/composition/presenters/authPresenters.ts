import { ContainerModule } from 'inversify';

/** The auth screens' presenters: one per screen visit unless a screen says otherwise. */
export const authPresenters = new ContainerModule(({ bind }) => {
  void bind;
});
