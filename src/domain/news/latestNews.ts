import type { NewsPost } from './NewsPost';

export const NEWS_LIMIT = 3;

/** The newest posts first, at most NEWS_LIMIT; posts of the same day keep their given order. */
export function latestNews(posts: readonly NewsPost[]): NewsPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, NEWS_LIMIT);
}
