import { Flex } from 'antd';
import { memo, Suspense, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../domain/language/formatNumbers';
import { formatMoney } from '../../domain/money/formatMoney';
import { CARD_VALIDITY_MONTHS } from '../../domain/timing';
import { RatingStars, REVIEW_COUNT, REVIEW_RATING } from '../widgets/RatingStars';
import { CLOCK } from '../../application/shared/Clock';
import { useInstance } from '../shell/ContainerContext';
import { ExternalLink } from '../shell/ExternalLink';
import { FooterNews } from './FooterNews';
import { FOOTER_LINK_COLUMNS, type FooterLink } from './footerLinks';
import { PaymentModes } from './PaymentModes';
import { useLanguage } from '../i18n/useLanguage';
import { Heading, Paragraph } from '../widgets/Text';

const COLUMN_GAP = 32;

/**
 * The footer's columns as antd's Row and Col laid them out (whose code every route downloaded for this
 * footer alone): `wide` columns in a row from antd's md breakpoint (a column 720 pixels wide within the
 * footer's padding), else `narrow` ones, with no media query: a column's least width is the wide share
 * of the row above the breakpoint, where the clamp's middle term is below zero, and the narrow share
 * below it, where that term is huge.
 */
function footerGrid(wide: number, narrow: number): CSSProperties {
  // A pixel less than the exact share, so that rounding never pushes a column out of the row.
  const share = (columns: number) => `(100% - ${columns - 1} * ${COLUMN_GAP}px) / ${columns} - 1px`;
  return {
    display: 'grid',
    columnGap: COLUMN_GAP,
    rowGap: 24,
    gridTemplateColumns: `repeat(auto-fill, minmax(clamp(${share(wide)}, (720px - 100%) * 1000, ${share(narrow)}), 1fr))`,
  };
}

function FooterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading level={2} id={id} style={{ fontSize: 16, marginTop: 0 }}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * The full footer (SPEC section 1), on every route but the landing routes. A boundary of its own: a
 * prerendered page's footer is taken over in a commit apart from the rest of the page, two shorter
 * tasks where a phone can answer a tap between, rather than one long one. Memoised: the shell draws
 * again at every change of the address (a card chosen on Cards), and the footer shows none of it.
 */
export const FullFooter = memo(function FullFooter() {
  return (
    <Suspense fallback={null}>
      <FooterContent />
    </Suspense>
  );
});

function FooterContent() {
  const { t } = useTranslation();
  const language = useLanguage();
  const clock = useInstance(CLOCK);
  const number = (value: number) => formatNumber(value, language);

  const link = (entry: FooterLink) => {
    if ('href' in entry)
      return <ExternalLink href={entry.href}>{t(`footer.links.items.${entry.id}`)}</ExternalLink>;
    const label =
      entry.amount === undefined
        ? t(`footer.links.items.${entry.id}`)
        : t('footer.links.items.card', { amount: formatMoney(entry.amount, language) });
    return <Link to={entry.to}>{label}</Link>;
  };

  return (
    // antd's Layout.Footer as the shell styles it: a plain <footer>.
    <footer
      style={{
        padding: 24,
        color: 'var(--ant-color-text)',
        fontSize: 'var(--ant-font-size)',
        background: '#fafafa',
        borderTop: '1px solid #f0f0f0',
      }}
    >
      <div style={{ maxWidth: 1080, marginInline: 'auto' }}>
        <div style={footerGrid(3, 1)}>
          <div>
            <FooterSection id="footer-about" title={t('footer.about.title')}>
              <PaymentModes />
              <Paragraph style={{ marginTop: 12 }}>{t('footer.about.text')}</Paragraph>
            </FooterSection>
          </div>
          <div>
            <FooterSection id="footer-news" title={t('footer.news.title')}>
              <FooterNews />
            </FooterSection>
          </div>
          <div>
            <FooterSection id="footer-reviews" title={t('footer.reviews.title')}>
              <Flex vertical gap={4}>
                <RatingStars rating={REVIEW_RATING} size={22} />
                <strong>{t('footer.reviews.score', { rating: number(REVIEW_RATING) })}</strong>
                <span>{t('footer.reviews.summary', { reviewCount: number(REVIEW_COUNT) })}</span>
                <span style={{ fontSize: 13 }}>{t('footer.reviews.note')}</span>
              </Flex>
            </FooterSection>
          </div>
        </div>
        <nav aria-label={t('footer.links.label')} style={{ marginTop: 32 }}>
          <div style={footerGrid(4, 2)}>
            {FOOTER_LINK_COLUMNS.map((column) => (
              // Each column is at least 3 of 12 wide (SPEC section 9); two by two on a phone.
              <div key={column.id}>
                <FooterSection
                  id={`footer-links-${column.id}`}
                  title={t(`footer.links.columns.${column.id}`)}
                >
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
                    {column.links.map((entry) => (
                      <li key={entry.id}>{link(entry)}</li>
                    ))}
                  </ul>
                </FooterSection>
              </div>
            ))}
          </div>
        </nav>
        <Paragraph style={{ marginTop: 32, marginBottom: 0, fontSize: 13 }}>
          {t('footer.legal', {
            year: String(clock.now().getFullYear()),
            validityMonths: String(CARD_VALIDITY_MONTHS),
          })}
        </Paragraph>
      </div>
    </footer>
  );
}
