import { NEWS_LIMIT } from '../../../domain/news/latestNews';
import type { NewsMerchant } from '../../../domain/news/newsMerchant';
import { SandboxError } from '../SandboxError';
import { news } from './news';
import { NEWS_CATALOGUE } from './newsCatalogue';

describe('news', () => {
  it.each(['shop_en', 'shop_fr'] as const)('holds at least five dated posts for %s', (merchant) => {
    expect(NEWS_CATALOGUE[merchant].length).toBeGreaterThanOrEqual(5);
    NEWS_CATALOGUE[merchant].forEach((post) => expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/));
  });

  it('gives the latest three posts of the English store, newest first', () => {
    const posts = news('shop_en', NEWS_LIMIT);
    expect(posts.map((post) => post.date)).toEqual(['2026-03-02', '2026-02-16', '2026-01-27']);
    expect(posts[0]?.title).toBe('Shop online without sharing your bank card');
  });

  it('gives French posts for the French store', () => {
    expect(news('shop_fr', 1)[0]?.title).toBe('Achetez en ligne sans partager votre carte bancaire');
  });

  it.each([
    [0, 0],
    [1, 1],
    [6, 6],
    [50, 6],
  ])('with limit %i gives %i posts', (limit, count) => {
    expect(news('shop_en', limit)).toHaveLength(count);
  });

  it('has no posts for an unknown store', () => {
    expect(news('shop_de' as NewsMerchant, 3)).toEqual([]);
  });

  it.each([-1, 1.5, Number.NaN])('rejects the limit %p with a 400', (limit) => {
    expect(() => news('shop_en', limit)).toThrow(SandboxError);
    try {
      news('shop_en', limit);
    } catch (error) {
      expect(error).toMatchObject({ status: 400, body: { errorCode: 'invalidLimit' } });
    }
  });

  it('returns copies: changing a post changes nothing in the store', () => {
    const first = news('shop_en', 1)[0];
    if (first) first.title = 'changed';
    expect(news('shop_en', 1)[0]?.title).toBe('Shop online without sharing your bank card');
  });
});
