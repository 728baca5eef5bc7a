import { LEVEL1_CREDENTIALS } from '../../adapters/sandbox/seed/accounts';
import { NEW_ORDER_STORE } from '../../application/orders/ports/NewOrderStore';
import { registerAtLevelOne, sandboxApp, signIn } from '../../composition/testing/sandboxApp';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { destination } from '../testing/destination';
import { BuyCardPresenter } from './BuyCardPresenter';

/** A consumer who has just registered and passed the basic identity check: no card yet, 50 EUR at most. */
async function newLevelOneConsumer() {
  const { container } = sandboxApp();
  await registerAtLevelOne(container);
  return container;
}

describe('Buy New Card', () => {
  it('offers a fully known consumer up to 200 EUR, with the creation fee shown before paying', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    container.get(LanguagePresenter).choose('en');
    const presenter = container.get(BuyCardPresenter);

    expect(presenter.offer).toBe('buy');
    expect(presenter.box.entry.bounds).toEqual({ min: 500, max: 20000 });
    expect(presenter.preview).toMatchObject({
      cardPrice: 2000,
      creationFee: 250,
      serviceFee: 100,
      total: 2350,
    });
    presenter.box.entry.type('40');
    expect(presenter.preview?.total).toBe(4450);
    presenter.box.entry.type('4O');
    expect(presenter.preview).toBeNull();
  });

  it('prices no amount the shop does not sell, until leaving the field pulls it into range', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    container.get(LanguagePresenter).choose('en');
    const presenter = container.get(BuyCardPresenter);

    presenter.box.entry.type('4');
    const belowTheMinimum = presenter.preview;
    presenter.box.entry.type('201');
    const aboveTheMaximum = presenter.preview;
    presenter.box.entry.blur();

    expect([belowTheMinimum, aboveTheMaximum]).toEqual([null, null]);
    expect(presenter.box.entry.text).toBe('200');
    expect(presenter.preview?.cardPrice).toBe(20000);
  });

  it('goes on to Payment with the order of the amount chosen', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const presenter = container.get(BuyCardPresenter);
    presenter.box.entry.type('35');
    await presenter.box.submit();
    expect(destination(container)).toMatch(/^\/order\/[^/]+\/payment$/);
  });

  it('lowers the maximum to what a level-1 consumer may still load, and shows a first card free to create', async () => {
    const container = await newLevelOneConsumer();
    container.get(LanguagePresenter).choose('fr');
    const presenter = container.get(BuyCardPresenter);

    expect(presenter.offer).toBe('buy');
    expect(presenter.box.entry.bounds.max).toBe(5000);
    expect(presenter.preview).toMatchObject({
      cardPrice: 2000,
      creationFee: 0,
      serviceFee: 100,
      total: 2100,
    });
  });

  it('offers again, pulled into range with the bound named, an amount chosen before registering whose order was refused', async () => {
    const container = await newLevelOneConsumer();
    container.get(NEW_ORDER_STORE).save(10000);
    const presenter = container.get(BuyCardPresenter);

    presenter.enter({ params: {}, query: { selected: null } });

    expect(presenter.box.entry.text).toBe('50');
    expect(presenter.box.message).toEqual({ key: 'cards.order.max', values: { bound: { cents: 5000 } } });
    expect(container.get(NEW_ORDER_STORE).load()).toBeNull();
  });

  it('asks a level-1 consumer at the card limit to verify their identity instead', async () => {
    const { container } = sandboxApp();
    await signIn(container, LEVEL1_CREDENTIALS);
    expect(container.get(BuyCardPresenter).offer).toBe('kycUpgrade');
  });
});
