import { inject, injectable } from 'inversify';
import type { Language } from '../../../domain/language/Language';
import { latestNews, NEWS_LIMIT } from '../../../domain/news/latestNews';
import type { NewsPost } from '../../../domain/news/NewsPost';
import { newsMerchant } from '../../../domain/news/newsMerchant';
import { attempt, type Result } from '../../shared/Result';
import { NEWS_GATEWAY, type NewsGateway } from '../ports/NewsGateway';

/** The footer's latest news of the store that speaks the visitor's language. */
@injectable()
export class ReadNews {
  constructor(@inject(NEWS_GATEWAY) private readonly news: NewsGateway) {}

  execute(language: Language): Promise<Result<NewsPost[]>> {
    return attempt(async () => latestNews(await this.news.latest(newsMerchant(language), NEWS_LIMIT)));
  }
}
