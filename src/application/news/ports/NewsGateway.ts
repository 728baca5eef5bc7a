import type { ServiceIdentifier } from 'inversify';
import type { NewsPost } from '../../../domain/news/NewsPost';
import type { NewsMerchant } from '../../../domain/news/newsMerchant';

/** The store's news, read with the GraphQL query news(merchant, limit). */
export interface NewsGateway {
  latest(merchant: NewsMerchant, limit: number): Promise<NewsPost[]>;
}

export const NEWS_GATEWAY: ServiceIdentifier<NewsGateway> = Symbol.for('NewsGateway');
