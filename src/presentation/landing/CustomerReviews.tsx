import { Flex, Typography } from 'antd';
import { Panel } from '../widgets/Panel';
import { GRID_LIST, LandingSection } from './LandingSection';
import { RatingStars, REVIEW_RATING } from '../widgets/RatingStars';
import { useLandingText } from './useLandingText';

const QUOTES = ['privacy', 'fees', 'control'] as const;
export function CustomerReviews() {
  const t = useLandingText();
  return (
    <LandingSection id="reviews" title={t('landing.reviews.title')}>
      <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
        <RatingStars rating={REVIEW_RATING} size={28} />
        <Typography.Text strong style={{ fontSize: 20 }}>
          {t('landing.reviews.score')}
        </Typography.Text>
        <Typography.Text>{t('landing.reviews.summary')}</Typography.Text>
      </Flex>
      <ul style={GRID_LIST}>
        {QUOTES.map((quote) => (
          <li key={quote}>
            <Panel style={{ height: '100%' }}>
              <figure style={{ margin: 0 }}>
                <blockquote style={{ margin: 0, fontSize: 16 }}>
                  {t(`landing.reviews.quotes.${quote}.text`)}
                </blockquote>
                <figcaption style={{ marginTop: 12, fontWeight: 600 }}>
                  {t(`landing.reviews.quotes.${quote}.author`)}
                </figcaption>
              </figure>
            </Panel>
          </li>
        ))}
      </ul>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 12, marginBottom: 0, fontSize: 13 }}>
        {t('landing.reviews.note')}
      </Typography.Paragraph>
    </LandingSection>
  );
}
