import type { TextPart } from '../i18n/textParts';
import type { BreadcrumbsView } from './BreadcrumbsView';

/** The families whose pages show the centred layout, and with it the breadcrumbs (routeTable.test.tsx). */
type CentredFamily = Exclude<TextPart, 'landing' | 'terms' | 'auth-modals' | 'card-details'>;

type ViewModule = Promise<{ BreadcrumbsView: typeof BreadcrumbsView }>;

/**
 * The breadcrumbs' view belongs to the pages that show it: it is in each centred family's chunk
 * (webpackChunkName), downloaded with the page's own modules, and a full-width page (the landing)
 * never downloads it.
 */
const VIEW_IN_FAMILY: Record<CentredFamily, () => ViewModule> = {
  auth: () => import(/* webpackChunkName: "auth" */ './BreadcrumbsView'),
  passwordReset: () => import(/* webpackChunkName: "passwordReset" */ './BreadcrumbsView'),
  verification: () => import(/* webpackChunkName: "verification" */ './BreadcrumbsView'),
  registration: () => import(/* webpackChunkName: "registration" */ './BreadcrumbsView'),
  kyc: () => import(/* webpackChunkName: "kyc" */ './BreadcrumbsView'),
  cards: () => import(/* webpackChunkName: "cards" */ './BreadcrumbsView'),
  cardPages: () => import(/* webpackChunkName: "cardPages" */ './BreadcrumbsView'),
  buyCard: () => import(/* webpackChunkName: "buyCard" */ './BreadcrumbsView'),
  deactivation: () => import(/* webpackChunkName: "deactivation" */ './BreadcrumbsView'),
  orders: () => import(/* webpackChunkName: "orders" */ './BreadcrumbsView'),
  orderPayment: () => import(/* webpackChunkName: "orderPayment" */ './BreadcrumbsView'),
  orderResults: () => import(/* webpackChunkName: "orderResults" */ './BreadcrumbsView'),
  errors: () => import(/* webpackChunkName: "errors" */ './BreadcrumbsView'),
  sandbox: () => import(/* webpackChunkName: "sandbox" */ './BreadcrumbsView'),
};

const VIEWS: Partial<Record<TextPart, () => ViewModule>> = VIEW_IN_FAMILY;

let loaded: typeof BreadcrumbsView | null = null;

/** The breadcrumbs' view, with a centred page's modules (routes.tsx): there at the page's first render. */
export async function loadBreadcrumbs(family: TextPart): Promise<void> {
  if (loaded !== null) return;
  const load = VIEWS[family];
  if (load === undefined) throw new Error(`the ${family} family has no centred page: no breadcrumbs`);
  loaded = (await load()).BreadcrumbsView;
}

/** The breadcrumb line: antd's font size times its line height, in pixels (BreadcrumbsView). */
const LINE_HEIGHT = 22;

/** The centred layout's breadcrumbs; until their view is there (a page that failed to load), their box. */
export function Breadcrumbs() {
  const View = loaded;
  return View === null ? <div style={{ minHeight: LINE_HEIGHT }} /> : <View />;
}
