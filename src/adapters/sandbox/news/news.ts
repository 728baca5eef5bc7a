import type { NewsMerchant } from '../../../domain/news/newsMerchant';
import type { NewsPost } from '../../../domain/news/NewsPost';
import { SandboxError } from '../SandboxError';
import { NEWS_CATALOGUE } from './newsCatalogue';

/**
 * The news query news(merchant, limit): the store's `limit` newest posts, newest first (posts of the
 * same day keep the catalogue's order). An unknown store has no posts; a limit that is not a whole
 * number of at least zero is a 400.
 */
export function news(merchant: NewsMerchant, limit: number): NewsPost[] {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new SandboxError(400, {
      errorCode: 'invalidLimit',
      errorMessage: 'The news limit must be a whole number of at least zero.',
    });
  }
  const posts: readonly NewsPost[] = NEWS_CATALOGUE[merchant] ?? [];
  return [...posts]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, limit)
    .map((post) => ({ ...post }));
}
