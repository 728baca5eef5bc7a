import { ContainerModule } from 'inversify';
import { TransactionDetailPresenter } from '../../presentation/transactions/TransactionDetailPresenter';
import { TransactionsPresenter } from '../../presentation/transactions/TransactionsPresenter';

/** The transactions section of the cards screen and the transaction detail page: one per visit. */
export const transactionsPresenters = new ContainerModule(({ bind }) => {
  bind(TransactionsPresenter).toSelf();
  bind(TransactionDetailPresenter).toSelf();
});
