import assert from 'node:assert/strict';
import type { NewsMerchant } from '../../../../src/domain/news/newsMerchant';
import type { NewsPost } from '../../../../src/domain/news/NewsPost';
import { register, signIn } from '../../../../src/composition/testing/sandboxApp';
import { AuthModalsPresenter } from '../../../../src/presentation/auth/AuthModalsPresenter';
import { FooterPresenter } from '../../../../src/presentation/footer/FooterPresenter';
import { SessionCountdown } from '../../../../src/presentation/orders/payment/SessionCountdown';
import { LanguagePresenter } from '../../../../src/presentation/shell/LanguagePresenter';
import { SessionPresenter } from '../../../../src/presentation/shell/SessionPresenter';
import { VerifyEmailPresenter } from '../../../../src/presentation/verification/VerifyEmailPresenter';
import { app, credentialsOf, flow, service, settle } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { NewsTasks, ResendTasks, SessionCountdownTasks } from './SessionTasks';

const time = (world: ShopWorld) => world.state(flow).time;

/** The countdown in-process: SessionCountdown (the payment page's) for Camille, on the scenario's time. */
export class ApplicationSessionCountdown implements SessionCountdownTasks {
  private countdown: SessionCountdown | null = null;

  constructor(private readonly world: ShopWorld) {}

  async sessionEndsIn(seconds: number): Promise<void> {
    await signIn(app(this.world).container, credentialsOf('Camille'));
    const expires = service(this.world, SessionPresenter).consumer?.tokenExpires;
    assert.ok(expires, 'the session has no end');
    const until = Date.parse(expires) - seconds * 1000 - time(this.world).now().getTime();
    assert.ok(until >= 0, `the session lasts less than ${seconds} seconds`);
    await time(this.world).advance(until);
  }

  showCountdown(): Promise<string | null> {
    this.countdown = service(this.world, SessionCountdown);
    this.countdown.start();
    return Promise.resolve(this.countdown.display);
  }

  async loginWindowOpen(): Promise<boolean> {
    await settle();
    return service(this.world, AuthModalsPresenter).login.open;
  }

  async tickSeconds(): Promise<number> {
    await this.sessionEndsIn(600);
    const first = await this.showCountdown();
    let elapsed = 0;
    while (this.countdown?.display === first && elapsed < 10_000) {
      await time(this.world).advance(100);
      elapsed += 100;
    }
    return elapsed / 1000;
  }
}

/** The resend wait in-process: the e-mail verification page's presenter for a new registrant. */
export class ApplicationResend implements ResendTasks {
  private page: VerifyEmailPresenter | null = null;

  constructor(private readonly world: ShopWorld) {}

  async sentSecondsAgo(seconds: number): Promise<void> {
    await register(app(this.world).container);
    this.page = service(this.world, VerifyEmailPresenter);
    await this.page.enter();
    await time(this.world).advance(seconds * 1000);
  }

  async nothingSent(): Promise<void> {
    this.page = service(this.world, VerifyEmailPresenter);
    return Promise.resolve();
  }

  secondsToWait(): Promise<number> {
    return Promise.resolve(this.current().sender.countdown.secondsLeft);
  }

  resendAvailable(): Promise<boolean> {
    return Promise.resolve(this.current().sender.canResend);
  }

  private current(): VerifyEmailPresenter {
    assert.ok(this.page, 'the e-mail verification page is not open');
    return this.page;
  }
}

/** The footer's news in-process: FooterPresenter, the sandbox's news store holding the scenario's posts. */
export class ApplicationNews implements NewsTasks {
  private posts: NewsPost[] = [];
  private asked: NewsMerchant | null = null;

  constructor(private readonly world: ShopWorld) {
    const { sandbox } = app(world);
    const news = sandbox.news.bind(sandbox);
    // The store holds the scenario's posts, in the order given and all of them: choosing the newest
    // is the shop's own work.
    sandbox.news = (merchant, limit) => {
      this.asked = merchant;
      return this.posts.length === 0 ? news(merchant, limit) : this.posts.map((post) => ({ ...post }));
    };
  }

  storeHolds(posts: { title: string; date: string; description: string }[]): Promise<void> {
    this.posts = posts.map((post) => ({ ...post, url: 'https://news.example.com/post' }));
    return Promise.resolve();
  }

  readsIn(language: 'en' | 'fr'): Promise<void> {
    service(this.world, LanguagePresenter).choose(language);
    return Promise.resolve();
  }

  async footerNews(): Promise<{ title: string; excerpt: string }[]> {
    const footer = service(this.world, FooterPresenter);
    await footer.load();
    return footer.news.map(({ title, excerpt }) => ({ title, excerpt }));
  }

  async storeAsked(): Promise<string | null> {
    await this.footerNews();
    return this.asked;
  }
}
