import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Language } from '../../domain/language/Language';
import { ChooseLanguage } from '../../application/language/usecases/ChooseLanguage';
import { ResolveLanguage } from '../../application/language/usecases/ResolveLanguage';

/** The language the whole app speaks; the shell applies it to i18next, antd and <html lang>. */
@injectable('Singleton')
export class LanguagePresenter {
  language: Language;

  constructor(
    @inject(ResolveLanguage) resolveLanguage: ResolveLanguage,
    @inject(ChooseLanguage) private readonly chooseLanguage: ChooseLanguage,
  ) {
    this.language = resolveLanguage.execute();
    makeAutoObservable<LanguagePresenter, 'chooseLanguage'>(this, { chooseLanguage: false });
  }

  choose(language: Language): void {
    this.language = this.chooseLanguage.execute(language);
  }
}
