import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ReadNews } from '../../application/news/usecases/ReadNews';
import type { Language } from '../../domain/language/Language';
import { newsExcerpt } from '../../domain/news/newsExcerpt';
import type { NewsPost } from '../../domain/news/NewsPost';
import { LanguagePresenter } from '../shell/LanguagePresenter';

export type NewsStatus = 'loading' | 'loaded' | 'failed';

/** A news post as the footer shows it. */
export interface FooterNewsItem {
  title: string;
  url: string;
  /** YYYY-MM-DD, for the machine-readable date */
  date: string;
  /** DD/MM/YYYY, as the shop writes dates */
  dateText: string;
  /** The description cut to 71 characters */
  excerpt: string;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateText(date: string): string {
  const match = YMD.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** The full footer's latest news (SPEC section 1), read once per language for the whole visit. */
@injectable('Singleton')
export class FooterPresenter {
  private posts: Partial<Record<Language, NewsPost[]>> = {};
  private statuses: Partial<Record<Language, NewsStatus>> = {};

  constructor(
    @inject(ReadNews) private readonly readNews: ReadNews,
    @inject(LanguagePresenter) private readonly languages: LanguagePresenter,
  ) {
    makeAutoObservable(this);
  }

  get status(): NewsStatus {
    return this.statuses[this.languages.language] ?? 'loading';
  }

  get news(): FooterNewsItem[] {
    return (this.posts[this.languages.language] ?? []).map((post) => ({
      title: post.title,
      url: post.url,
      date: post.date,
      dateText: dateText(post.date),
      excerpt: newsExcerpt(post.description),
    }));
  }

  /** Reads the news of the current language unless it is read or being read already. */
  async load(): Promise<void> {
    const { language } = this.languages;
    // A failed read is tried again the next time the footer appears.
    if (this.statuses[language] === 'loaded' || this.statuses[language] === 'loading') return;
    this.statuses[language] = 'loading';
    const result = await this.readNews.execute(language);
    runInAction(() => {
      if (result.ok) this.posts[language] = result.value;
      this.statuses[language] = result.ok ? 'loaded' : 'failed';
    });
  }
}
