import type { NewsMerchant } from '../../domain/news/newsMerchant';
import type { NewsPost } from '../../domain/news/NewsPost';
import type { NewsGateway } from '../../application/news/ports/NewsGateway';
import { GatewayError } from '../../application/shared/GatewayError';
import type { HttpTransport } from './HttpTransport';

export const NEWS_QUERY =
  'query News($merchant: String!, $limit: Int!) { news(merchant: $merchant, limit: $limit) { title description url date } }';

interface NewsAnswer {
  data?: { news?: NewsPost[] | null } | null;
  errors?: { message?: unknown }[];
}

/** The store's news, read with the GraphQL query news(merchant, limit) over POST /graphql. */
export class HttpNewsGateway implements NewsGateway {
  constructor(private readonly http: HttpTransport) {}

  async latest(merchant: NewsMerchant, limit: number): Promise<NewsPost[]> {
    const answer = await this.http.send<NewsAnswer>({
      method: 'POST',
      path: '/graphql',
      body: { query: NEWS_QUERY, variables: { merchant, limit } },
    });
    const news = answer.data?.news;
    if (!Array.isArray(news)) throw queryFailed(answer);
    return news;
  }
}

/** GraphQL reports a failed query in the body of a 200 answer; without news it is a server failure. */
function queryFailed(answer: NewsAnswer): GatewayError {
  const reported = answer.errors?.[0]?.message;
  return new GatewayError(
    'ServerError',
    typeof reported === 'string'
      ? { errorMessage: reported }
      : { diagnostic: 'The news query answered no news' },
  );
}
