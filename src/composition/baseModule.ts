import { ContainerModule } from 'inversify';
import { ChooseLanguage } from '../application/language/usecases/ChooseLanguage';
import { ResolveLanguage } from '../application/language/usecases/ResolveLanguage';
import { LanguagePresenter } from '../presentation/shell/LanguagePresenter';

/** Use cases and presenters: the same in every mode. */
export const baseModule = new ContainerModule(({ bind }) => {
  bind(ResolveLanguage).toSelf();
  bind(ChooseLanguage).toSelf();
  bind(LanguagePresenter).toSelf().inSingletonScope();
});
