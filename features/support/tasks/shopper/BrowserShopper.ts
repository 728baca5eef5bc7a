import type { Page } from '@playwright/test';
import { openCardsSignedIn } from '../cards/browserCards';
import type { ShopperTasks } from './ShopperTasks';

/**
 * The shopper through the page in Chromium: the person starts signed in (a sandbox holding her
 * session) on her cards. The other set-ups and read-backs run
 * in-process only.
 */
export class BrowserShopper implements ShopperTasks {
  constructor(private readonly page: Page) {}

  async signedIn(person: string): Promise<void> {
    await openCardsSignedIn(this.page, person);
  }

  visitor(): void {
    throw this.inProcessOnly('a visitor with nothing stored');
  }

  isSignedIn(): Promise<boolean> {
    return Promise.reject(this.inProcessOnly('whether the shop still answers for the session'));
  }

  orderedCard(_euros: number): Promise<void> {
    return Promise.reject(this.inProcessOnly('an order waiting to be paid'));
  }

  waitingAmount(): number | null {
    throw this.inProcessOnly('the card amount waiting in the browser');
  }

  providerReturnedTo(): string | null {
    throw this.inProcessOnly('where the provider sent the person back');
  }

  successPageFinds(): Promise<string> {
    return Promise.reject(this.inProcessOnly('what the thank-you page finds'));
  }

  private inProcessOnly(what: string): Error {
    return new Error(`${what} is set up in-process only: tag none of its scenarios @ui`);
  }
}
