/** @jest-environment jest-fixed-jsdom */
import { StorageEventTokenSync } from './StorageEventTokenSync';

/** What the browser dispatches in this tab when another tab writes to the same local storage. */
function otherTabWrote(init: StorageEventInit): void {
  window.dispatchEvent(new StorageEvent('storage', { storageArea: window.localStorage, ...init }));
}

describe('StorageEventTokenSync', () => {
  const subscriptions: (() => void)[] = [];
  const subscribe = (onChange: (token: string | null) => void): (() => void) => {
    const unsubscribe = new StorageEventTokenSync(window, window.localStorage).subscribe(onChange);
    subscriptions.push(unsubscribe);
    return unsubscribe;
  };
  afterEach(() => subscriptions.splice(0).forEach((unsubscribe) => unsubscribe()));

  it('reports a token another tab changed', () => {
    const onChange = jest.fn();
    subscribe(onChange);
    otherTabWrote({ key: 'token', oldValue: 'old', newValue: 'new' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('new');
  });

  it('reports a token another tab stored where there was none', () => {
    const onChange = jest.fn();
    subscribe(onChange);
    otherTabWrote({ key: 'token', oldValue: null, newValue: 'new' });
    expect(onChange).toHaveBeenCalledWith('new');
  });

  it('reports null when another tab removed the token', () => {
    const onChange = jest.fn();
    subscribe(onChange);
    otherTabWrote({ key: 'token', oldValue: 'old', newValue: null });
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('reports null when another tab cleared the whole storage', () => {
    const onChange = jest.fn();
    subscribe(onChange);
    otherTabWrote({ key: null, oldValue: null, newValue: null });
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it.each(['language', 'newOrder', 'sandbox', 'tokens'])('ignores changes to the %p key', (key) => {
    const onChange = jest.fn();
    subscribe(onChange);
    otherTabWrote({ key, oldValue: 'a', newValue: 'b' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores a "token" written to another storage area', () => {
    const onChange = jest.fn();
    subscribe(onChange);
    otherTabWrote({ key: 'token', newValue: 'new', storageArea: window.sessionStorage });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops reporting once unsubscribed, while other subscribers still hear', () => {
    const gone = jest.fn();
    const staying = jest.fn();
    const unsubscribe = subscribe(gone);
    subscribe(staying);
    unsubscribe();
    otherTabWrote({ key: 'token', oldValue: 'old', newValue: 'new' });
    expect(gone).not.toHaveBeenCalled();
    expect(staying).toHaveBeenCalledWith('new');
  });

  it("does not echo this tab's own writes", () => {
    const onChange = jest.fn();
    subscribe(onChange);
    window.localStorage.setItem('token', 'mine');
    window.localStorage.removeItem('token');
    expect(onChange).not.toHaveBeenCalled();
  });
});
