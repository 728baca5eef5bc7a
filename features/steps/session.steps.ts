import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { footerNews, resendWait, sessionCountdown } from '../support/tasks/session/sessionOf';
import { ScenarioKey, type ShopWorld } from '../support/world';

// ---------------------------------------------------------------- session countdown

const shown = new ScenarioKey('session countdown shown', () => ({ countdown: null as string | null }));

Given("the consumer's session ends in {float} seconds", async function (this: ShopWorld, seconds: number) {
  await sessionCountdown(this).sessionEndsIn(seconds);
});

Given("the consumer's session ended {int} seconds ago", async function (this: ShopWorld, seconds: number) {
  await sessionCountdown(this).sessionEndsIn(-seconds);
});

When('the payment page shows the session countdown', async function (this: ShopWorld) {
  this.state(shown).countdown = await sessionCountdown(this).showCountdown();
});

Then('the session countdown reads {string}', function (this: ShopWorld, reads: string) {
  assert.equal(this.state(shown).countdown, reads);
});

Then(/^the login window (opens|stays closed)$/, async function (this: ShopWorld, what: string) {
  assert.equal(await sessionCountdown(this).loginWindowOpen(), what === 'opens');
});

Then('the session countdown ticks every {int} second', async function (this: ShopWorld, seconds: number) {
  assert.equal(await sessionCountdown(this).tickSeconds(), seconds);
});

// ---------------------------------------------------------------- resend wait

Given(
  'a verification message was sent {float} seconds ago',
  async function (this: ShopWorld, seconds: number) {
    await resendWait(this).sentSecondsAgo(seconds);
  },
);

Given('no verification message is waiting to be allowed again', async function (this: ShopWorld) {
  await resendWait(this).nothingSent();
});

Then(
  'the consumer can ask for another message in {int} seconds',
  async function (this: ShopWorld, seconds: number) {
    assert.equal(await resendWait(this).secondsToWait(), seconds);
  },
);

Then(/^the resend link is (waiting|available)$/, async function (this: ShopWorld, state: string) {
  assert.equal(await resendWait(this).resendAvailable(), state === 'available');
});

// ---------------------------------------------------------------- news

const news = new ScenarioKey('footer news', () => ({
  shown: [] as { title: string; excerpt: string }[],
  description: '',
}));

Given('the news store has these posts:', async function (this: ShopWorld, table: DataTable) {
  await footerNews(this).storeHolds(
    table.hashes().map((row) => ({
      title: String(row['title']),
      date: String(row['date']),
      description: `About ${String(row['title'])}`,
    })),
  );
});

When('the footer shows the latest news', async function (this: ShopWorld) {
  this.state(news).shown = await footerNews(this).footerNews();
});

Then(/^the footer lists the news ((?:"[^"]*"(?:, )?)+)$/, function (this: ShopWorld, titles: string) {
  const expected = [...titles.matchAll(/"([^"]*)"/g)].map((match) => match[1]);
  assert.deepEqual(
    this.state(news).shown.map((post) => post.title),
    expected,
  );
});

Given(/^a visitor reading the shop in (English|French)$/, async function (this: ShopWorld, language: string) {
  await footerNews(this).readsIn(language === 'English' ? 'en' : 'fr');
});

Then('the footer asks for the news of the store {string}', async function (this: ShopWorld, store: string) {
  assert.equal(await footerNews(this).storeAsked(), store);
});

Given(
  'a news post whose description is {int} characters long',
  async function (this: ShopWorld, length: number) {
    await aPostDescribedAs(this, 'x'.repeat(length));
  },
);

Given('a news post whose description is {string}', async function (this: ShopWorld, description: string) {
  await aPostDescribedAs(this, description);
});

async function aPostDescribedAs(world: ShopWorld, description: string): Promise<void> {
  world.state(news).description = description;
  await footerNews(world).storeHolds([{ title: 'News', date: '2026-03-01', description }]);
}

When('the footer shows the excerpt of that post', async function (this: ShopWorld) {
  this.state(news).shown = await footerNews(this).footerNews();
});

function excerpt(world: ShopWorld): string {
  const [post] = world.state(news).shown;
  assert.ok(post, 'the footer shows no news');
  return post.excerpt;
}

Then('the excerpt is the whole description', function (this: ShopWorld) {
  assert.equal(excerpt(this), this.state(news).description);
});

Then(
  'the excerpt is cut to {int} characters and {string}',
  function (this: ShopWorld, length: number, ending: string) {
    assert.equal(excerpt(this), this.state(news).description.slice(0, length) + ending);
  },
);

Then('the excerpt reads {string}', function (this: ShopWorld, reads: string) {
  assert.equal(excerpt(this), reads);
});
