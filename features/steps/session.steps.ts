import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Language } from '../../src/domain/language/Language';
import { latestNews } from '../../src/domain/news/latestNews';
import type { NewsPost } from '../../src/domain/news/NewsPost';
import { newsExcerpt } from '../../src/domain/news/newsExcerpt';
import { newsMerchant } from '../../src/domain/news/newsMerchant';
import { canResend, resendAllowedAfter, secondsUntilAllowed } from '../../src/domain/session/resendWait';
import { formatCountdown, isSessionExpired, secondsLeft } from '../../src/domain/session/sessionCountdown';
import { SESSION_COUNTDOWN_TICK_MS } from '../../src/domain/timing';
import { ScenarioKey, type ShopWorld } from '../support/world';

/** Every scenario here reads the same fixed clock. */
const NOW = new Date('2026-03-01T12:00:00.000Z');
const secondsFromNow = (seconds: number): Date => new Date(NOW.getTime() + seconds * 1000);

// ---------------------------------------------------------------- session countdown

const countdown = new ScenarioKey('session countdown', () => ({
  tokenExpires: NOW.toISOString(),
  shown: '',
}));

Given("the consumer's session ends in {float} seconds", function (this: ShopWorld, seconds: number) {
  this.state(countdown).tokenExpires = secondsFromNow(seconds).toISOString();
});

Given("the consumer's session ended {int} seconds ago", function (this: ShopWorld, seconds: number) {
  this.state(countdown).tokenExpires = secondsFromNow(-seconds).toISOString();
});

When('the payment page shows the session countdown', function (this: ShopWorld) {
  const state = this.state(countdown);
  state.shown = formatCountdown(secondsLeft(state.tokenExpires, NOW));
});

Then('the session countdown reads {string}', function (this: ShopWorld, shown: string) {
  assert.equal(this.state(countdown).shown, shown);
});

Then(/^the login window (opens|stays closed)$/, function (this: ShopWorld, what: string) {
  assert.equal(isSessionExpired(this.state(countdown).tokenExpires, NOW), what === 'opens');
});

Then('the session countdown ticks every {int} second', function (this: ShopWorld, seconds: number) {
  assert.equal(SESSION_COUNTDOWN_TICK_MS, seconds * 1000);
});

// ---------------------------------------------------------------- resend wait

const resend = new ScenarioKey('resend wait', () => ({ allowAfter: null as string | null }));

Given('a verification message was sent {float} seconds ago', function (this: ShopWorld, seconds: number) {
  this.state(resend).allowAfter = resendAllowedAfter(secondsFromNow(-seconds));
});

Given('no verification message is waiting to be allowed again', function (this: ShopWorld) {
  this.state(resend).allowAfter = null;
});

Then(
  'the consumer can ask for another message in {int} seconds',
  function (this: ShopWorld, seconds: number) {
    assert.equal(secondsUntilAllowed(this.state(resend).allowAfter, NOW), seconds);
  },
);

Then(/^the resend link is (waiting|available)$/, function (this: ShopWorld, state: string) {
  assert.equal(canResend(this.state(resend).allowAfter, NOW), state === 'available');
});

// ---------------------------------------------------------------- news

const news = new ScenarioKey('news', () => ({
  posts: [] as NewsPost[],
  shown: [] as NewsPost[],
  language: 'fr' as Language,
  description: '',
  excerpt: '',
}));

Given('the news store has these posts:', function (this: ShopWorld, table: DataTable) {
  this.state(news).posts = table.hashes().map((row) => ({
    title: String(row['title']),
    description: `About ${String(row['title'])}`,
    url: 'https://news.example.com/post',
    date: String(row['date']),
  }));
});

When('the footer shows the latest news', function (this: ShopWorld) {
  const state = this.state(news);
  state.shown = latestNews(state.posts);
});

Then(/^the footer lists the news ((?:"[^"]*"(?:, )?)+)$/, function (this: ShopWorld, titles: string) {
  const expected = [...titles.matchAll(/"([^"]*)"/g)].map((match) => match[1]);
  assert.deepEqual(
    this.state(news).shown.map((post) => post.title),
    expected,
  );
});

Given(/^a visitor reading the shop in (English|French)$/, function (this: ShopWorld, language: string) {
  this.state(news).language = language === 'English' ? 'en' : 'fr';
});

Then('the footer asks for the news of the store {string}', function (this: ShopWorld, store: string) {
  assert.equal(newsMerchant(this.state(news).language), store);
});

Given('a news post whose description is {int} characters long', function (this: ShopWorld, length: number) {
  this.state(news).description = 'x'.repeat(length);
});

Given('a news post whose description is {string}', function (this: ShopWorld, description: string) {
  this.state(news).description = description;
});

When('the footer shows the excerpt of that post', function (this: ShopWorld) {
  const state = this.state(news);
  state.excerpt = newsExcerpt(state.description);
});

Then('the excerpt is the whole description', function (this: ShopWorld) {
  const state = this.state(news);
  assert.equal(state.excerpt, state.description);
});

Then(
  'the excerpt is cut to {int} characters and {string}',
  function (this: ShopWorld, length: number, ending: string) {
    const state = this.state(news);
    assert.equal(state.excerpt, state.description.slice(0, length) + ending);
  },
);

Then('the excerpt reads {string}', function (this: ShopWorld, excerpt: string) {
  assert.equal(this.state(news).excerpt, excerpt);
});
