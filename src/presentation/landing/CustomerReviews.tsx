import { Flex } from 'antd';
import type { CSSProperties } from 'react';
import { Panel } from '../widgets/Panel';
import { GRID_LIST, LandingSection } from './LandingSection';
import { RatingStars, REVIEW_RATING } from '../widgets/RatingStars';
import { useLandingText } from './useLandingText';
import { Paragraph } from '../widgets/Text';

/** The score and its summary as antd's Text drew them. */
const TEXT_LOOK: CSSProperties = { color: 'var(--ant-color-text)', lineHeight: 'var(--ant-line-height)' };

const QUOTES = ['privacy', 'fees', 'control'] as const;
export function CustomerReviews() {
  const t = useLandingText();
  return (
    <LandingSection id="reviews" title={t('landing.reviews.title')}>
      <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
        <RatingStars rating={REVIEW_RATING} size={28} />
        <strong style={{ ...TEXT_LOOK, fontSize: 20, fontWeight: 'var(--ant-font-weight-strong)' }}>
          {t('landing.reviews.score')}
        </strong>
        <span style={TEXT_LOOK}>{t('landing.reviews.summary')}</span>
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
      <Paragraph style={{ textAlign: 'center', marginTop: 12, marginBottom: 0, fontSize: 13 }}>
        {t('landing.reviews.note')}
      </Paragraph>
    </LandingSection>
  );
}
