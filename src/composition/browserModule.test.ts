/** @jest-environment jest-fixed-jsdom */
import { Container } from 'inversify';
import { STATEMENT_FILE, type Statement } from '../application/cards/ports/StatementFile';
import { LANGUAGE_STORE } from '../application/language/ports/LanguageStore';
import { NEW_ORDER_STORE } from '../application/orders/ports/NewOrderStore';
import { TOKEN_STORE } from '../application/session/ports/TokenStore';
import { TOKEN_SYNC } from '../application/session/ports/TokenSync';
import { BOT_CHECK, BOT_SCORE_THRESHOLD } from '../application/shared/BotCheck';
import { CLOCK } from '../application/shared/Clock';
import { SCHEDULER } from '../application/shared/Scheduler';
import { MemoryStorage } from '../adapters/browser/MemoryStorage';
import type { FileToSave } from '../adapters/browser/linkDownload';
import { browserModule, type BrowserModuleOptions } from './browserModule';

function containerOver(storage: Storage, options?: BrowserModuleOptions): Container {
  const container = new Container();
  container.load(browserModule(storage, options));
  return container;
}

describe('browserModule', () => {
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });

  it("keeps token, newOrder and language in the storage it is given, under the spec's keys", () => {
    const storage = new MemoryStorage();
    const container = containerOver(storage);
    container.get(TOKEN_STORE).save('abc');
    container.get(NEW_ORDER_STORE).save(2500);
    container.get(LANGUAGE_STORE).save('fr');
    expect(storage.getItem('token')).toBe('abc');
    expect(storage.getItem('newOrder')).toBe('2500');
    expect(storage.getItem('language')).toBe('fr');
  });

  it('tells the device time by default', () => {
    jest.useFakeTimers({ now: new Date('2030-05-06T07:08:09Z') });
    expect(containerOver(new MemoryStorage()).get(CLOCK).now().toISOString()).toBe(
      '2030-05-06T07:08:09.000Z',
    );
  });

  it('tells the time of the clock it is given', () => {
    let now = new Date('2031-01-01T00:00:00Z');
    const clock = containerOver(new MemoryStorage(), { clock: () => now }).get(CLOCK);
    expect(clock.now()).toEqual(new Date('2031-01-01T00:00:00Z'));
    now = new Date('2031-01-01T00:20:00Z');
    expect(clock.now()).toEqual(new Date('2031-01-01T00:20:00Z'));
  });

  it('schedules on timers', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    containerOver(new MemoryStorage()).get(SCHEDULER).after(30000, run);
    jest.advanceTimersByTime(30000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('hears the token another tab changed in the same local storage', () => {
    const onChange = jest.fn();
    const unsubscribe = containerOver(window.localStorage).get(TOKEN_SYNC).subscribe(onChange);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', newValue: 'new', storageArea: window.localStorage }),
    );
    unsubscribe();
    expect(onChange).toHaveBeenCalledWith('new');
  });

  it('lets people past the bot check', async () => {
    const score = await containerOver(new MemoryStorage()).get(BOT_CHECK).score('register');
    expect(score).toBeGreaterThan(BOT_SCORE_THRESHOLD);
  });

  it('hands out one store per container, so every reader sees the same token', () => {
    const container = containerOver(new MemoryStorage());
    expect(container.get(TOKEN_STORE)).toBe(container.get(TOKEN_STORE));
  });

  describe('the statement file', () => {
    const statement: Statement = {
      fileName: 'statement-1234-2026-11-24.csv',
      delimiter: ',',
      header: ['Merchant'],
      rows: [['Coffee Shop']],
    };

    it('is a CSV download through a link in the page', async () => {
      // The object URL is released on a timer the test need not wait for.
      jest.useFakeTimers();
      URL.createObjectURL = () => 'blob:test/statement';
      URL.revokeObjectURL = () => undefined;
      const downloads: string[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(this.download);
      });

      await containerOver(new MemoryStorage()).get(STATEMENT_FILE).save(statement);

      expect(downloads).toEqual(['statement-1234-2026-11-24.csv']);
    });

    it('goes to the saveFile it is given instead', async () => {
      const saved: FileToSave[] = [];
      const container = containerOver(new MemoryStorage(), { saveFile: (file) => saved.push(file) });

      await container.get(STATEMENT_FILE).save(statement);

      expect(saved).toEqual([
        {
          name: 'statement-1234-2026-11-24.csv',
          type: 'text/csv;charset=utf-8',
          content: '\ufeffMerchant\r\nCoffee Shop',
        },
      ]);
    });
  });
});
