import type { Cents } from '../../domain/money/Cents';
import { paths } from '../shell/paths';
import { HELP_CENTRE_URL, NEWS_SITE_URL } from '../shell/externalLinks';

/** A footer link: inside the shop (a card value on sale names its amount), or to another site. */
export type FooterLink = { id: string; to: string; amount?: Cents } | { id: string; href: string };

const terms = (id: string, section: string): FooterLink => ({ id, to: `${paths.terms()}#${section}` });
/** A card value on sale, in cents: it opens the order box on Home with that amount. */
const product = (amount: Cents): FooterLink => ({
  id: `card${amount / 100}`,
  to: paths.home({ amount }),
  amount,
});

/**
 * The full footer's link lists (SPEC section 1). Decision: the shop sells one product, so its "categories"
 * are the topics a buyer looks up and its "popular products" are card values, leading to the order box.
 */
export const FOOTER_LINK_COLUMNS: readonly { id: string; links: readonly FooterLink[] }[] = [
  {
    id: 'customerService',
    links: [
      { id: 'help', href: HELP_CENTRE_URL },
      { id: 'passwordReset', to: paths.passwordResetStart() },
      terms('support', 'support'),
      terms('complaints', 'complaints'),
    ],
  },
  {
    id: 'categories',
    links: [
      { id: 'virtualCards', to: paths.home() },
      terms('fees', 'fees'),
      terms('limits', 'limits'),
      terms('security', 'security'),
    ],
  },
  {
    id: 'about',
    links: [
      terms('aboutUs', 'about'),
      terms('provider', 'provider'),
      { id: 'news', href: NEWS_SITE_URL },
      { id: 'terms', to: paths.terms() },
    ],
  },
  { id: 'popularProducts', links: [product(2000), product(5000), product(10000), product(15000)] },
];
