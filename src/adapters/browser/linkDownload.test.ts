/** @jest-environment jest-fixed-jsdom */
import { downloadThroughLink } from './linkDownload';

// jsdom has no object URLs: the test gives the page its own, and sees what the link was given.
const created: Blob[] = [];
const revoked: string[] = [];

beforeEach(() => {
  // The object URL is released on a timer: the tests move time on themselves.
  jest.useFakeTimers();
  created.length = 0;
  revoked.length = 0;
  URL.createObjectURL = (blob: Blob) => `blob:test/${created.push(blob)}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe('the link download', () => {
  it('follows a hidden download link to the file’s object URL, then leaves the page as it was', async () => {
    const clicked: { href: string; download: string; hidden: HTMLElement['hidden']; inPage: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({
        href: this.href,
        download: this.download,
        hidden: this.hidden,
        inPage: this.isConnected,
      });
    });

    downloadThroughLink(document)({
      name: 'statement-1234-2026-11-24.csv',
      type: 'text/csv',
      content: 'a,b',
    });

    expect(clicked).toEqual([
      { href: 'blob:test/1', download: 'statement-1234-2026-11-24.csv', hidden: true, inPage: true },
    ]);
    expect(created[0]?.type).toBe('text/csv');
    await expect(created[0]?.text()).resolves.toBe('a,b');
    expect(document.querySelector('a')).toBeNull();
  });

  it('releases the object URL once the browser has had time to read it', () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    downloadThroughLink(document)({ name: 'a.csv', type: 'text/csv', content: '' });
    expect(revoked).toEqual([]);

    jest.advanceTimersByTime(40_000);
    expect(revoked).toEqual(['blob:test/1']);
  });
});
