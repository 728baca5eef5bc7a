import type { BrowserLanguages } from '../../application/language/ports/BrowserLanguages';

/** The browser's preferred languages; none where there is no browser (Node: Cucumber, the API server). */
export class NavigatorBrowserLanguages implements BrowserLanguages {
  constructor(private readonly navigator: Pick<Navigator, 'languages' | 'language'> | undefined) {}

  preferred(): readonly string[] {
    if (this.navigator === undefined) return [];
    const { languages, language } = this.navigator;
    return languages.length > 0 ? languages : [language];
  }
}
