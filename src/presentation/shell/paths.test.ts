import { nextStepPath, paths } from './paths';

describe('the path builders made from the route table', () => {
  it('give a row without parameters its path', () => {
    expect([paths.terms(), paths.verifyEmail(), paths.buyCard(), paths.notFound()]).toEqual([
      '/terms-and-conditions',
      '/consumer/verification/email',
      '/consumer/cards/new',
      '/err/not-found',
    ]);
  });

  it("fill a row's parameters in, in the order they stand in its pattern", () => {
    expect(paths.transaction('c-1', 't-2', 'settled')).toBe('/cards/c-1/transactions/t-2/settled');
    expect(paths.deactivateSuccess('c-1', 'cancel', 'new_card')).toBe(
      '/cards/c-1/deactivate/cancel/new_card/success',
    );
    expect(paths.passwordResetResume('n0nce', 'jane@example.com')).toBe(
      '/consumer/set-password/n0nce/jane%40example.com',
    );
  });

  it('take a parameter narrower than a string only as such', () => {
    // @ts-expect-error: a transaction's status is one of the transaction kinds
    expect(paths.transaction('c-1', 't-2', 'lost')).toBe('/cards/c-1/transactions/t-2/lost');
  });

  it('add the query the page is entered with', () => {
    expect(paths.auth({ register: true })).toBe('/auth?reg=true');
    expect(paths.orderInfoKyc('o-1', 'c-2')).toBe('/order/o-1/infoKYC?selected=c-2');
    expect(paths.orderError('o-1')).toBe('/order/o-1/error');
    expect(paths.orderError('o-1', 'refused')).toBe('/order/o-1/error/refused');
  });

  it('give the fallback no builder', () => {
    expect('anyOther' in paths).toBe(false);
  });

  it('lead the step after a sign-in or an identity check to its page', () => {
    expect(nextStepPath({ next: 'payment', orderId: 'o-1' }, 'c-2')).toBe(paths.orderPayment('o-1'));
    expect(nextStepPath({ next: 'buyCard' })).toBe('/consumer/cards/new');
    expect([nextStepPath({ next: 'cards' }), nextStepPath({ next: 'cards' }, 'c-2')]).toEqual([
      '/consumer/cards',
      '/consumer/cards?selected=c-2',
    ]);
  });
});
