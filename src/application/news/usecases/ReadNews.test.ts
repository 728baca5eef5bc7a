import { NEWS_LIMIT } from '../../../domain/news/latestNews';
import { sandboxApp } from '../../../composition/testing/sandboxApp';
import { ReadNews } from './ReadNews';

describe('ReadNews', () => {
  it.each(['en', 'fr'] as const)('reads the latest news of the %s store, newest first', async (language) => {
    const { container } = sandboxApp();

    const result = await container.get(ReadNews).execute(language);

    if (!result.ok) throw new Error('the news did not load');
    expect(result.value).toHaveLength(NEWS_LIMIT);
    const dates = result.value.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('reads different posts in English and in French', async () => {
    const { container } = sandboxApp();

    const [en, fr] = await Promise.all([
      container.get(ReadNews).execute('en'),
      container.get(ReadNews).execute('fr'),
    ]);

    expect(en.ok && en.value[0]?.title).not.toEqual(fr.ok && fr.value[0]?.title);
  });
});
