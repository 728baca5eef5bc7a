import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ReadNews } from '../../application/news/usecases/ReadNews';
import { formatDay } from '../../domain/calendarDay';
import type { Language } from '../../domain/language/Language';
import { newsExcerpt } from '../../domain/news/newsExcerpt';
import type { NewsPost } from '../../domain/news/NewsPost';
import { Call } from '../calls/Call';
import { LanguagePresenter } from '../shell/LanguagePresenter';

/** A news post as the footer shows it: its date as the shop writes dates, its description cut to 71 characters. */
export type FooterNewsItem = NewsPost & { dateText: string; excerpt: string };

/** The full footer's latest news (SPEC section 1), read once per language for the whole visit. */
@injectable('Singleton')
export class FooterPresenter {
  /** A read per language; a failed one is tried again the next time the footer appears. */
  private readonly reads: Partial<Record<Language, Call<NewsPost[]>>> = {};

  constructor(
    @inject(ReadNews) private readonly readNews: ReadNews,
    @inject(LanguagePresenter) private readonly languages: LanguagePresenter,
  ) {
    makeAutoObservable(this);
  }

  private get read(): Call<NewsPost[]> | undefined {
    return this.reads[this.languages.language];
  }

  get status(): 'loading' | 'loaded' | 'failed' {
    if (this.read?.failure) return 'failed';
    return this.read?.value ? 'loaded' : 'loading';
  }

  get news(): FooterNewsItem[] {
    return (this.read?.value ?? []).map((post) => ({
      ...post,
      dateText: formatDay(post.date),
      excerpt: newsExcerpt(post.description),
    }));
  }

  async load(): Promise<void> {
    const { language } = this.languages;
    const read = (this.reads[language] ??= new Call<NewsPost[]>({ otherwise: 'footer.news.failed' }));
    if (!read.running && read.value === null) await read.run(() => this.readNews.execute(language));
  }
}
