import { NEWS_LIMIT, latestNews } from './latestNews';
import type { NewsPost } from './NewsPost';

const post = (title: string, date: string): NewsPost => ({
  title,
  description: `About ${title}`,
  url: `https://news.example.com/${title}`,
  date,
});

describe('latestNews', () => {
  it('shows 3 posts at most', () => {
    expect(NEWS_LIMIT).toBe(3);
  });

  it('keeps the 3 newest posts, newest first', () => {
    const posts = [
      post('a', '2026-01-10'),
      post('b', '2026-02-01'),
      post('c', '2025-12-31'),
      post('d', '2026-01-31'),
    ];
    expect(latestNews(posts).map((p) => p.title)).toEqual(['b', 'd', 'a']);
  });

  it.each([0, 1, 2, 3])('shows all of %i posts', (n) => {
    const posts = Array.from({ length: n }, (_, i) => post(`p${i}`, `2026-01-0${i + 1}`));
    expect(latestNews(posts)).toHaveLength(n);
  });

  it('keeps the given order for posts of the same day', () => {
    const posts = [post('first', '2026-01-01'), post('second', '2026-01-01')];
    expect(latestNews(posts).map((p) => p.title)).toEqual(['first', 'second']);
  });

  it('leaves the given list untouched', () => {
    const posts = [post('old', '2025-01-01'), post('new', '2026-01-01')];
    latestNews(posts);
    expect(posts.map((p) => p.title)).toEqual(['old', 'new']);
  });
});
