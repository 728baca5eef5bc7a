import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GRID_LIST, LandingSection } from './LandingSection';
import { REVIEW_RATING } from './landingValues';
import { useLandingValues } from './useLandingValues';

const QUOTES = ['privacy', 'fees', 'control'] as const;
const STAR_COUNT = 5;

/** Five stars filled to the rating; decorative, since the score is also written out. */
function Stars({ rating }: { rating: number }) {
  const filled = `${(rating / STAR_COUNT) * 100}%`;
  const stars = '★'.repeat(STAR_COUNT);
  return (
    <span
      aria-hidden="true"
      style={{ position: 'relative', display: 'inline-block', fontSize: 28, lineHeight: 1 }}
    >
      <span style={{ color: '#d9d9d9' }}>{stars}</span>
      <span
        style={{
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          width: filled,
          overflow: 'hidden',
          color: '#d48806',
        }}
      >
        {stars}
      </span>
    </span>
  );
}

/** The customer-review widget: a static rating summary and three short quotes. */
export function CustomerReviews() {
  const { t } = useTranslation();
  const { values } = useLandingValues();
  return (
    <LandingSection id="reviews" title={t('landing.reviews.title')}>
      <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
        <Stars rating={REVIEW_RATING} />
        <Typography.Text strong style={{ fontSize: 20 }}>
          {t('landing.reviews.score', values)}
        </Typography.Text>
        <Typography.Text>{t('landing.reviews.summary', values)}</Typography.Text>
      </Flex>
      <ul style={GRID_LIST}>
        {QUOTES.map((quote) => (
          <li key={quote}>
            <Card style={{ height: '100%' }}>
              <figure style={{ margin: 0 }}>
                <blockquote style={{ margin: 0, fontSize: 16 }}>
                  {t(`landing.reviews.quotes.${quote}.text`)}
                </blockquote>
                <figcaption style={{ marginTop: 12, fontWeight: 600 }}>
                  {t(`landing.reviews.quotes.${quote}.author`)}
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 12, marginBottom: 0, fontSize: 13 }}>
        {t('landing.reviews.note')}
      </Typography.Paragraph>
    </LandingSection>
  );
}
