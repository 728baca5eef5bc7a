import { LanguagePresenter } from '../shell/LanguagePresenter';
import { shellWorld } from '../shell/testing/renderApp';
import { FooterPresenter } from './FooterPresenter';

function setUp(language: 'en' | 'fr' = 'en') {
  const { container, sandbox } = shellWorld(language);
  return { presenter: container.get(FooterPresenter), languages: container.get(LanguagePresenter), sandbox };
}

describe('the footer news', () => {
  it('is loading until read', () => {
    expect(setUp().presenter.status).toBe('loading');
  });

  it('shows the latest 3 posts of the English store, newest first', async () => {
    const { presenter } = setUp('en');
    await presenter.load();
    expect(presenter.status).toBe('loaded');
    expect(presenter.news.map((post) => post.date)).toEqual(['2026-03-02', '2026-02-16', '2026-01-27']);
    expect(presenter.news[0]).toMatchObject({
      title: 'Shop online without sharing your bank card',
      url: 'https://news.example.com/en/shop-online-without-sharing-your-bank-card',
      dateText: '02/03/2026',
    });
  });

  it('cuts each description to an excerpt of at most 71 characters', async () => {
    const { presenter } = setUp('en');
    await presenter.load();
    expect(presenter.news[0]?.excerpt).toBe(
      'A prepaid virtual card keeps your bank details private: load it once,…',
    );
    presenter.news.forEach((post) => expect(Array.from(post.excerpt).length).toBeLessThanOrEqual(71));
  });

  it('reads the French store once French is chosen', async () => {
    const { presenter, languages } = setUp('en');
    await presenter.load();
    languages.choose('fr');
    expect(presenter.status).toBe('loading');
    await presenter.load();
    expect(presenter.news[0]?.title).toBe('Achetez en ligne sans partager votre carte bancaire');
  });

  it('reads each language once per visit', async () => {
    const { presenter, sandbox } = setUp('en');
    await presenter.load();
    sandbox.failNext('news', 500);
    await presenter.load();
    expect(presenter.status).toBe('loaded');
  });

  it('says so when the news cannot be read, and tries again next time', async () => {
    const { presenter, sandbox } = setUp('en');
    sandbox.failNext('news', 'network');
    await presenter.load();
    expect(presenter.status).toBe('failed');
    expect(presenter.news).toEqual([]);
    await presenter.load();
    expect(presenter.news).toHaveLength(3);
  });
});
