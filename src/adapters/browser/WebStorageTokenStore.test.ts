/** @jest-environment jest-fixed-jsdom */
import { MemoryStorage } from './MemoryStorage';
import { WebStorageTokenStore } from './WebStorageTokenStore';

describe('WebStorageTokenStore', () => {
  it('keeps the token under the "token" key', () => {
    const storage = new MemoryStorage();
    new WebStorageTokenStore(storage).save('abc');
    expect(storage.getItem('token')).toBe('abc');
  });

  it('reads back the token another instance saved, as after a reload', () => {
    const storage = new MemoryStorage();
    new WebStorageTokenStore(storage).save('abc');
    expect(new WebStorageTokenStore(storage).load()).toBe('abc');
  });

  it('has no token in an empty storage, nor when the stored value is blank', () => {
    const storage = new MemoryStorage();
    const store = new WebStorageTokenStore(storage);
    expect(store.load()).toBeNull();
    storage.setItem('token', '');
    expect(store.load()).toBeNull();
  });

  it('clears only the token', () => {
    const storage = new MemoryStorage();
    storage.setItem('language', 'fr');
    const store = new WebStorageTokenStore(storage);
    store.save('abc');
    store.clear();
    expect(store.load()).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('language')).toBe('fr');
  });

  it('works over the browser local storage', () => {
    new WebStorageTokenStore(window.localStorage).save('abc');
    expect(window.localStorage.getItem('token')).toBe('abc');
    window.localStorage.clear();
  });
});
