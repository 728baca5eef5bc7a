import { NEWS_EXCERPT_LENGTH, newsExcerpt } from './newsExcerpt';

const letters = (n: number): string => 'x'.repeat(n);

describe('newsExcerpt', () => {
  it('allows 71 characters', () => {
    expect(NEWS_EXCERPT_LENGTH).toBe(71);
  });

  it.each([0, 1, 70, 71])('keeps a text of %i characters whole', (n) => {
    expect(newsExcerpt(letters(n))).toBe(letters(n));
  });

  it('cuts a 72-character word to 70 characters and an ellipsis', () => {
    expect(newsExcerpt(letters(72))).toBe(`${letters(70)}…`);
  });

  it('cuts between words when a space lies at character 50 or later', () => {
    const text = `${letters(50)} ${letters(30)}`;
    expect(newsExcerpt(text)).toBe(`${letters(50)}…`);
  });

  it('cuts mid-word when the last space lies before character 50', () => {
    const text = `${letters(49)} ${letters(30)}`;
    expect(newsExcerpt(text)).toBe(`${letters(49)} ${letters(20)}…`);
  });

  it('never leaves a space before the ellipsis', () => {
    const text = `${letters(69)} ${letters(10)}`;
    const excerpt = newsExcerpt(text);
    expect(excerpt).toBe(`${letters(69)}…`);
  });

  it.each([72, 100, 500])('never gives more than 71 characters (from %i)', (n) => {
    const words = Array.from({ length: n }, (_, i) => (i % 7 === 6 ? ' ' : 'a')).join('');
    expect(Array.from(newsExcerpt(words)).length).toBeLessThanOrEqual(71);
  });

  it('joins runs of white space and trims the ends', () => {
    expect(newsExcerpt('  New\n cards   are\there  ')).toBe('New cards are here');
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${letters(69)}🎉🎉🎉`;
    expect(newsExcerpt(text)).toBe(`${letters(69)}🎉…`);
  });
});
