import { LIST_ORDERS } from '../../application/orders/usecases/ListOrders';
import { PendingAction } from '../../application/session/PendingAction';
import { fail, ok, type AppError, type Result } from '../../application/shared/Result';
import { anOrder } from '../../domain/orders/testing/anOrder';
import type { GroupedOrders } from '../../domain/orders/orderGrouping';
import { messageOf } from '../messages/Message';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { PageLoad } from './PageLoad';

const WORDS = { otherwise: 'orders.loadFailed.text' } as const;

const aGroupedOrders = (id = 'order-1'): GroupedOrders => ({
  awaitingPayment: [anOrder({ id })],
  others: [],
});

function aPage() {
  const pending = new PendingAction();
  const navigation = new Navigation();
  return { pending, navigation, load: new PageLoad<GroupedOrders>(pending, navigation) };
}

/** A read answering from a script, and counting how often it ran. */
function reads(...answers: Result<GroupedOrders>[]) {
  const runs = { count: 0 };
  const read = async () => {
    runs.count += 1;
    return answers.shift() ?? ok(aGroupedOrders());
  };
  return { runs, read };
}

const unauthorized = fail<GroupedOrders>({ kind: 'Unauthorized' });
const failed = (error: AppError) => fail<GroupedOrders>(error);

describe('PageLoad: what a page reads on entry', () => {
  it('is loading, then shown with what it read', async () => {
    const { load } = aPage();
    const orders = aGroupedOrders();
    const entering = load.enter({ read: async () => ok(orders), words: WORDS });
    expect(load.status).toBe('loading');
    await entering;
    expect(load.status).toBe('shown');
    expect(load.value).toBe(orders);
  });

  it("says a failed read in the page's words, and reads again on Try again", async () => {
    const { load } = aPage();
    const { read, runs } = reads(failed({ kind: 'ServerError' }));
    await load.enter({ read, words: WORDS });
    expect(load.status).toBe('failed');
    expect(load.failure).toEqual(messageOf('orders.loadFailed.text'));
    await load.retry();
    expect(load.status).toBe('shown');
    expect(runs.count).toBe(2);
  });

  it('leaves for the not-found page when what the page is about is not there', async () => {
    const { load, navigation } = aPage();
    await load.enter({ read: async () => failed({ kind: 'NotFound' }), words: WORDS });
    expect(navigation.take()).toEqual({ kind: 'app', path: paths.notFound(), replace: true });
    expect(load.status).toBe('loading');
  });

  it('leaves for the unspecified error page when the page says so, but for a lost connection', async () => {
    const { load, navigation } = aPage();
    const { read } = reads(failed({ kind: 'NetworkError' }), failed({ kind: 'ServerError' }));
    await load.enter({ read, words: WORDS, otherFailuresLeave: true });
    expect(load.status).toBe('failed');
    expect(navigation.take()).toBeNull();
    await load.retry();
    expect(navigation.take()).toEqual({ kind: 'app', path: paths.unspecifiedError(), replace: true });
  });

  it('waits for sign-in at an ended session, and the replay of its read finishes the page', async () => {
    const { load, pending } = aPage();
    const signIns = { count: 0 };
    pending.subscribe((request) => (signIns.count += request === null ? 0 : 1));
    const { read } = reads(unauthorized);
    await load.enter({
      read: () => pending.retryAfterLogin(LIST_ORDERS, read),
      words: WORDS,
      replay: LIST_ORDERS,
    });
    expect(load.status).toBe('signInNeeded');
    load.signIn();
    expect(signIns.count).toBe(2);
    await pending.replay();
    expect(load.status).toBe('shown');
  });

  it("leaves alone another page's replay, and hears none once left", async () => {
    const { load, pending } = aPage();
    const isMine = (orders: GroupedOrders) => orders.awaitingPayment[0]?.id === 'mine';
    await load.enter({
      read: () => pending.retryAfterLogin(LIST_ORDERS, async () => unauthorized),
      words: WORDS,
      replay: LIST_ORDERS,
      owns: isMine,
    });
    /** Another read kept at an ended session, whose replay answers `orders`. */
    const replayed = async (orders: GroupedOrders) => {
      let answer = unauthorized;
      await pending.retryAfterLogin(LIST_ORDERS, async () => answer);
      answer = ok(orders);
      await pending.replay();
    };
    await replayed(aGroupedOrders('another'));
    expect(load.status).toBe('signInNeeded');
    load.leave();
    await replayed(aGroupedOrders('mine'));
    expect(load.status).toBe('signInNeeded');
  });

  it('does what the page does once read, first-hand and replayed', async () => {
    const { load, pending } = aPage();
    const shown: GroupedOrders[] = [];
    const { read } = reads(ok(aGroupedOrders('first')), unauthorized);
    const page = {
      read: () => pending.retryAfterLogin(LIST_ORDERS, read),
      words: WORDS,
      replay: LIST_ORDERS,
      done: (orders: GroupedOrders) => shown.push(orders),
    };
    await load.enter(page);
    await load.enter(page);
    await pending.replay();
    expect(shown.map((orders) => orders.awaitingPayment[0]?.id)).toEqual(['first', 'order-1']);
  });

  it('is changed by no answer, nor moves anyone, once the page is left', async () => {
    const { load, navigation } = aPage();
    let answer: (result: Result<GroupedOrders>) => void = () => undefined;
    const entering = load.enter({ read: () => new Promise((resolve) => (answer = resolve)), words: WORDS });
    load.leave();
    answer(failed({ kind: 'NotFound' }));
    await entering;
    expect(navigation.take()).toBeNull();
  });
});
