// Generated from docs/openapi.yaml by `npm run generate:api`: do not edit.
import type { components, operations } from './apiTypes';

/** Where a checked answer first broke its schema (Ajv's error, without its message). */
export interface AnswerProblem {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Whether an answer has its schema's shape; after a false, `errors` says where it broke. */
export interface AnswerCheck<T> {
  (answer: unknown): answer is T;
  errors?: AnswerProblem[] | null;
}

export declare const ConsumerWithToken: AnswerCheck<components['schemas']['ConsumerWithToken']>;
export declare const ConsumerAnswer: AnswerCheck<components['schemas']['ConsumerAnswer']>;
export declare const ContactUpdateAnswer: AnswerCheck<components['schemas']['ContactUpdateAnswer']>;
export declare const SendResult: AnswerCheck<components['schemas']['SendResult']>;
export declare const Verified: AnswerCheck<components['schemas']['Verified']>;
export declare const Empty: AnswerCheck<components['schemas']['Empty']>;
export declare const LoginAnswer: AnswerCheck<components['schemas']['LoginAnswer']>;
export declare const KycInitiation: AnswerCheck<components['schemas']['KycInitiation']>;
export declare const KycStatus: AnswerCheck<components['schemas']['KycStatus']>;
export declare const DeclinedTransactionsAnswer: AnswerCheck<
  components['schemas']['DeclinedTransactionsAnswer']
>;
export declare const OrdersAnswer: AnswerCheck<components['schemas']['OrdersAnswer']>;
export declare const OrderCreated: AnswerCheck<components['schemas']['OrderCreated']>;
export declare const OrderAnswer: AnswerCheck<components['schemas']['OrderAnswer']>;
export declare const PaymentMethodsAnswer: AnswerCheck<components['schemas']['PaymentMethodsAnswer']>;
export declare const PaymentRedirect: AnswerCheck<components['schemas']['PaymentRedirect']>;
export declare const CardsAnswer: AnswerCheck<components['schemas']['CardsAnswer']>;
export declare const OrderErrorAnswer: AnswerCheck<components['schemas']['OrderErrorAnswer']>;
export declare const InactivityAnswer: AnswerCheck<components['schemas']['InactivityAnswer']>;
export declare const CardAnswer: AnswerCheck<components['schemas']['CardAnswer']>;
export declare const TransactionsAnswer: AnswerCheck<components['schemas']['TransactionsAnswer']>;
export declare const TransactionWithCard: AnswerCheck<components['schemas']['TransactionWithCard']>;
export declare const graphqlAnswer: AnswerCheck<
  operations['graphql']['responses'][200]['content']['application/json']
>;
export declare const VaultToken: AnswerCheck<components['schemas']['VaultToken']>;
export declare const CardSecret: AnswerCheck<components['schemas']['CardSecret']>;
export declare const OutboxAnswer: AnswerCheck<components['schemas']['OutboxAnswer']>;
export declare const PaymentSessionAnswer: AnswerCheck<components['schemas']['PaymentSessionAnswer']>;
export declare const ReturnPath: AnswerCheck<components['schemas']['ReturnPath']>;
export declare const ClockNow: AnswerCheck<components['schemas']['ClockNow']>;
export declare const NewsQueryResult: AnswerCheck<components['schemas']['NewsQueryResult']>;
