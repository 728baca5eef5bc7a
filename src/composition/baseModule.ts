import { ContainerModule, type Newable } from 'inversify';
import { BlockCard } from '../application/cards/usecases/BlockCard';
import { ConfirmCardDetailsCode } from '../application/cards/usecases/ConfirmCardDetailsCode';
import { CopyCardDetail } from '../application/cards/usecases/CopyCardDetail';
import { RequestCardDetailsCode } from '../application/cards/usecases/RequestCardDetailsCode';
import { ShowCardDetails } from '../application/cards/usecases/ShowCardDetails';
import { DeactivateCard } from '../application/cards/usecases/DeactivateCard';
import { ListCards } from '../application/cards/usecases/ListCards';
import { ListTransactions } from '../application/cards/usecases/ListTransactions';
import { ReadCard } from '../application/cards/usecases/ReadCard';
import { ReadInactivityFees } from '../application/cards/usecases/ReadInactivityFees';
import { ReadTransaction } from '../application/cards/usecases/ReadTransaction';
import { UnblockCard } from '../application/cards/usecases/UnblockCard';
import { ContactUpdater } from '../application/consumer/ContactUpdater';
import { CurrentConsumer } from '../application/consumer/CurrentConsumer';
import { ProfileUpdater } from '../application/consumer/ProfileUpdater';
import { ChangeEmail } from '../application/consumer/usecases/ChangeEmail';
import { ChangeMobileNumber } from '../application/consumer/usecases/ChangeMobileNumber';
import { CheckEmailVerification } from '../application/consumer/usecases/CheckEmailVerification';
import { LoadConsumer } from '../application/consumer/usecases/LoadConsumer';
import { RegisterConsumer } from '../application/consumer/usecases/RegisterConsumer';
import { ResumePasswordReset } from '../application/consumer/usecases/ResumePasswordReset';
import { SendMobileCode } from '../application/consumer/usecases/SendMobileCode';
import { SendVerificationEmail } from '../application/consumer/usecases/SendVerificationEmail';
import { StartPasswordReset } from '../application/consumer/usecases/StartPasswordReset';
import { UpdateAddressInfo } from '../application/consumer/usecases/UpdateAddressInfo';
import { UpdateFinancialInfo } from '../application/consumer/usecases/UpdateFinancialInfo';
import { UpdatePersonalInfo } from '../application/consumer/usecases/UpdatePersonalInfo';
import { VerifyMobileCode } from '../application/consumer/usecases/VerifyMobileCode';
import { KycStatusPoller } from '../application/kyc/KycStatusPoller';
import { PollKycStatus } from '../application/kyc/usecases/PollKycStatus';
import { ReadDeclinedKycTransactions } from '../application/kyc/usecases/ReadDeclinedKycTransactions';
import { RefreshKycStatus } from '../application/kyc/usecases/RefreshKycStatus';
import { SimulateKyc } from '../application/kyc/usecases/SimulateKyc';
import { StartKyc } from '../application/kyc/usecases/StartKyc';
import { ChooseLanguage } from '../application/language/usecases/ChooseLanguage';
import { ResolveLanguage } from '../application/language/usecases/ResolveLanguage';
import { ReadNews } from '../application/news/usecases/ReadNews';
import { PaymentCancelledFlag } from '../application/orders/PaymentCancelledFlag';
import { PendingPaymentWatcher } from '../application/orders/PendingPaymentWatcher';
import { ApplyPromoCode } from '../application/orders/usecases/ApplyPromoCode';
import { CancelPayment } from '../application/orders/usecases/CancelPayment';
import { ChangeOrderAmount } from '../application/orders/usecases/ChangeOrderAmount';
import { CreateOrder } from '../application/orders/usecases/CreateOrder';
import { ListOrders } from '../application/orders/usecases/ListOrders';
import { ListPaymentMethods } from '../application/orders/usecases/ListPaymentMethods';
import { ReadOrder } from '../application/orders/usecases/ReadOrder';
import { ReadOrderError } from '../application/orders/usecases/ReadOrderError';
import { ReadPaymentSuccess } from '../application/orders/usecases/ReadPaymentSuccess';
import { ReadPendingPayment } from '../application/orders/usecases/ReadPendingPayment';
import { RemovePromoCode } from '../application/orders/usecases/RemovePromoCode';
import { ResumeStoredOrder } from '../application/orders/usecases/ResumeStoredOrder';
import { StartPayment } from '../application/orders/usecases/StartPayment';
import { ConsumerSession } from '../application/session/ConsumerSession';
import { PendingAction } from '../application/session/PendingAction';
import { LogIn } from '../application/session/usecases/LogIn';
import { LogOut } from '../application/session/usecases/LogOut';
import { RequestOneTimeCode } from '../application/session/usecases/RequestOneTimeCode';
import { VerifyOneTimeCode } from '../application/session/usecases/VerifyOneTimeCode';
import { LanguagePresenter } from '../presentation/shell/LanguagePresenter';
import { SessionPresenter } from '../presentation/shell/SessionPresenter';
import { OrderBoxPresenter } from '../presentation/landing/OrderBoxPresenter';

/** Stateless use cases and helpers: a fresh instance per lookup is as good as a shared one. */
const USE_CASES: Newable<object>[] = [
  // session
  LogIn,
  RequestOneTimeCode,
  VerifyOneTimeCode,
  LogOut,
  // consumer
  RegisterConsumer,
  LoadConsumer,
  CurrentConsumer,
  SendVerificationEmail,
  CheckEmailVerification,
  ContactUpdater,
  ChangeEmail,
  ChangeMobileNumber,
  SendMobileCode,
  VerifyMobileCode,
  StartPasswordReset,
  ResumePasswordReset,
  ProfileUpdater,
  UpdatePersonalInfo,
  UpdateAddressInfo,
  UpdateFinancialInfo,
  // kyc
  StartKyc,
  PollKycStatus,
  RefreshKycStatus,
  SimulateKyc,
  ReadDeclinedKycTransactions,
  // orders
  CreateOrder,
  ResumeStoredOrder,
  ReadOrder,
  ChangeOrderAmount,
  ApplyPromoCode,
  RemovePromoCode,
  ListPaymentMethods,
  StartPayment,
  ReadPaymentSuccess,
  ReadPendingPayment,
  CancelPayment,
  ReadOrderError,
  ListOrders,
  // cards
  ListCards,
  ReadCard,
  BlockCard,
  RequestCardDetailsCode,
  ConfirmCardDetailsCode,
  ShowCardDetails,
  CopyCardDetail,
  UnblockCard,
  DeactivateCard,
  ListTransactions,
  ReadTransaction,
  ReadInactivityFees,
  // news and language
  ReadNews,
  ResolveLanguage,
  ChooseLanguage,
];

/** State the use cases share for the whole visit: one instance per container. */
const SHARED_STATE: Newable<object>[] = [ConsumerSession, PendingAction, PaymentCancelledFlag];

/** Use cases and presenters: the same in every mode. */
export const baseModule = new ContainerModule(({ bind }) => {
  for (const useCase of USE_CASES) bind(useCase).toSelf();
  for (const state of SHARED_STATE) bind(state).toSelf().inSingletonScope();
  // Timed flows hold the state of one screen visit: a fresh one per lookup.
  bind(KycStatusPoller).toSelf();
  bind(PendingPaymentWatcher).toSelf();
  bind(LanguagePresenter).toSelf().inSingletonScope();
  bind(SessionPresenter).toSelf().inSingletonScope();
  // A screen's presenter lives as long as the screen: each visit starts fresh.
  bind(OrderBoxPresenter).toSelf();
});
