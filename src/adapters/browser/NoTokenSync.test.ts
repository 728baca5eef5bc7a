import { NoTokenSync } from './NoTokenSync';

describe('NoTokenSync', () => {
  it('never reports a change, and can be unsubscribed', () => {
    const onChange = jest.fn();
    const unsubscribe = new NoTokenSync().subscribe(onChange);
    expect(() => unsubscribe()).not.toThrow();
    expect(onChange).not.toHaveBeenCalled();
  });
});
