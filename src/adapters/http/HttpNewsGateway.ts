import type { NewsMerchant } from '../../domain/news/newsMerchant';
import type { NewsPost } from '../../domain/news/NewsPost';
import type { NewsGateway } from '../../application/news/ports/NewsGateway';
import { NewsQueryResult } from './generated/answerChecks';
import type { HttpTransport } from './HttpTransport';

export const NEWS_QUERY =
  'query News($merchant: String!, $limit: Int!) { news(merchant: $merchant, limit: $limit) { title description url date } }';

/**
 * The store's news, read with the GraphQL query news(merchant, limit) over POST /graphql. The document
 * leaves a GraphQL answer's data open (it follows the query): the answer is checked as this query's.
 */
export class HttpNewsGateway implements NewsGateway {
  constructor(private readonly http: HttpTransport) {}

  async latest(merchant: NewsMerchant, limit: number): Promise<NewsPost[]> {
    const { data } = await this.http.send('graphql', {
      body: { query: NEWS_QUERY, variables: { merchant, limit } },
      answer: NewsQueryResult,
    });
    return data.news;
  }
}
