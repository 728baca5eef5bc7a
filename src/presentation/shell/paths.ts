import { generatePath } from 'react-router-dom';
import type { NextStep } from '../../application/orders/NextStep';
import type { Cents } from '../../domain/money/Cents';
import type { TransactionKind } from '../../domain/transactions/transactionKind';
import type { GuardTarget } from '../../domain/registration/routeDecision';
import type { DeactivationSuccessCase } from '../../domain/cards/deactivationOutcome';
import { ROUTES, type RouteName } from './routeTable';

/**
 * The landing's query parameter: the amount its order box opens with, in whole euros. Decision: SPEC
 * section 2 names only video=true; the footer's popular products carry their amount to the box this way.
 */
export const HOME_AMOUNT_PARAM = 'amount';

/** A query string of the parameters that have a value. */
const query = (params: Record<string, string | null | undefined>): string => {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};

/** A pattern's parameters, in the order they stand (`/cards/:cardId/block`: `['cardId']`). */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamsOf<Rest>]
  : Path extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** The parameters narrower than a string. */
interface NarrowParams {
  status: TransactionKind;
  successCase: DeactivationSuccessCase;
}

/** Fills a pattern in with its parameters' values, in the order the parameters stand. */
type Builder<Names extends string[]> = (
  ...values: { [K in keyof Names]: Names[K] extends keyof NarrowParams ? NarrowParams[Names[K]] : string }
) => string;

/** A builder for each row (but the fallback `*`). */
type Built = {
  [N in RouteName as (typeof ROUTES)[N]['path'] extends '*' ? never : N]: Builder<
    ParamsOf<(typeof ROUTES)[N]['path']>
  >;
};

function builderOf(path: string): (...values: string[]) => string {
  const names = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name);
  return (...values) => generatePath(path, Object.fromEntries(names.map((name, at) => [name, values[at]])));
}

const built = Object.fromEntries(
  Object.entries(ROUTES).flatMap(([name, row]) => (row.path === '*' ? [] : [[name, builderOf(row.path)]])),
) as Built;

/** The address of every route, so no screen spells a URL by hand; the ones below add a query. */
export const paths = {
  ...built,
  /** `amount` (cents, whole euros) opens the order box with it (the footer's popular products). */
  home: (options: { video?: boolean; amount?: Cents } = {}) =>
    `${ROUTES.home.path}${query({
      video: options.video ? 'true' : null,
      [HOME_AMOUNT_PARAM]: options.amount === undefined ? null : String(options.amount / 100),
    })}`,
  auth: (options: { register?: boolean; kyc?: boolean } = {}) =>
    `${ROUTES.auth.path}${query({ reg: options.register ? 'true' : null, kyc: options.kyc ? 'true' : null })}`,
  emailVerificationResult: (cons: string, nonce: string) =>
    `${ROUTES.emailVerificationResult.path}${query({ cons, nonce })}`,
  /** selected: the card the Cards screen showed, selected again when the upgrade is done. */
  kycUpgrade: (selected?: string | null) => `${ROUTES.kycUpgrade.path}${query({ selected })}`,
  kycUpgradeInfo: (selected?: string | null) => `${ROUTES.kycUpgradeInfo.path}${query({ selected })}`,
  /** filter and sort: the Cards screen's filter and sort bar; the defaults are left out. */
  cards: (
    options: Partial<Record<'selected' | 'transactionId' | 'status' | 'filter' | 'sort', string | null>> = {},
  ) => `${ROUTES.cards.path}${query(options)}`,
  orderError: (orderId: string, errorMessage?: string) =>
    errorMessage ? built.orderErrorWithMessage(orderId, errorMessage) : built.orderError(orderId),
  orderInfoKyc: (orderId: string, selected?: string | null) =>
    `${built.orderInfoKyc(orderId)}${query({ selected })}`,
} as const;

/** Where the guard's decision sends the visitor: a registration step's page, or Authorization. */
export function guardTargetPath(target: GuardTarget): string {
  return target === 'authKyc' ? paths.auth({ kyc: true }) : paths[target]();
}

/** Where the step after a sign-in or an identity check leads; `selected`: the card Cards selects again. */
export function nextStepPath(step: NextStep, selected?: string | null): string {
  if (step.next === 'payment') return paths.orderPayment(step.orderId);
  return step.next === 'buyCard' ? paths.buyCard() : paths.cards({ selected });
}
