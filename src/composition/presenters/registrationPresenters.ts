import { ContainerModule } from 'inversify';

/** The registration screens' presenters: one per screen visit unless a screen says otherwise. */
export const registrationPresenters = new ContainerModule(({ bind }) => {
  void bind;
});
