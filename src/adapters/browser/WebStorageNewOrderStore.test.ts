import { MemoryStorage } from './MemoryStorage';
import { WebStorageNewOrderStore } from './WebStorageNewOrderStore';

describe('WebStorageNewOrderStore', () => {
  it('keeps the amount under the "newOrder" key as integer cents in a string', () => {
    const storage = new MemoryStorage();
    new WebStorageNewOrderStore(storage).save(2000);
    expect(storage.getItem('newOrder')).toBe('2000');
  });

  it('reads back the stored cents', () => {
    const storage = new MemoryStorage();
    storage.setItem('newOrder', '500');
    expect(new WebStorageNewOrderStore(storage).load()).toBe(500);
  });

  it('reads 0 cents as a stored amount, the smallest readable value', () => {
    const storage = new MemoryStorage();
    storage.setItem('newOrder', '0');
    expect(new WebStorageNewOrderStore(storage).load()).toBe(0);
  });

  it('has no amount when nothing is stored', () => {
    expect(new WebStorageNewOrderStore(new MemoryStorage()).load()).toBeNull();
  });

  it.each(['', 'abc', '20.5', '-500', '1e3', ' 500', '{"amount":500}', '99999999999999999999'])(
    'ignores and clears the unreadable value %p',
    (stored) => {
      const storage = new MemoryStorage();
      storage.setItem('newOrder', stored);
      expect(new WebStorageNewOrderStore(storage).load()).toBeNull();
      expect(storage.getItem('newOrder')).toBeNull();
    },
  );

  it('clears the amount', () => {
    const storage = new MemoryStorage();
    const store = new WebStorageNewOrderStore(storage);
    store.save(2000);
    store.clear();
    expect(store.load()).toBeNull();
    expect(storage.getItem('newOrder')).toBeNull();
  });

  it.each([20.5, -1, Number.NaN])('refuses to store %p, which is not whole cents', (amount) => {
    const storage = new MemoryStorage();
    expect(() => new WebStorageNewOrderStore(storage).save(amount)).toThrow(RangeError);
    expect(storage.getItem('newOrder')).toBeNull();
  });
});
