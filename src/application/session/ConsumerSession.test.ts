import { aConsumer } from '../../domain/consumer/testing/aConsumer';
import type { Consumer } from '../../domain/consumer/Consumer';
import { ConsumerSession } from './ConsumerSession';

describe('ConsumerSession', () => {
  it('holds no consumer until one is stored', () => {
    expect(new ConsumerSession().current).toBeNull();
  });

  it('tells its subscribers of every change, until they unsubscribe', () => {
    const session = new ConsumerSession();
    const heard: (Consumer | null)[] = [];
    const unsubscribe = session.subscribe((consumer) => heard.push(consumer));
    const jane = aConsumer({ email: 'jane@example.com' });

    session.store(jane);
    session.clear();
    unsubscribe();
    session.store(jane);

    expect(heard).toEqual([jane, null]);
    expect(session.current).toBe(jane);
  });
});
