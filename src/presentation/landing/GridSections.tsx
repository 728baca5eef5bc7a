import { Card, Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { paths } from '../shell/paths';
import { ButtonLink } from '../widgets/ButtonLink';
import { RatingStars, REVIEW_RATING } from '../widgets/RatingStars';
import { LandingSection } from './LandingSection';
import { useLandingText } from './useLandingText';

/** A list laid out as cards side by side, wrapping to one column on a phone (390 px). */
const GRID_LIST: CSSProperties = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: 24,
};

/** A listed item's level-3 title and text, from the locale keys `<item>.title` and `<item>.text`, figures filled in. */
function ItemText({ item, titleMargin }: { item: string; titleMargin: CSSProperties }) {
  const t = useLandingText();
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 18, ...titleMargin }}>
        {t(`${item}.title`)}
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t(`${item}.text`)}</Typography.Paragraph>
    </>
  );
}

/** The number of a step, in a disc; the list itself carries the order for assistive technology. */
function StepNumber({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 36,
        height: 36,
        borderRadius: '50%',
        background: '#003eb3',
        color: '#ffffff',
        fontWeight: 600,
        fontSize: 16,
      }}
    >
      {value}
    </span>
  );
}

export function HowItWorks() {
  const t = useLandingText();
  return (
    <LandingSection id="how-it-works" title={t('landing.how.title')}>
      <ol style={GRID_LIST}>
        {(['choose', 'verify', 'use'] as const).map((step, index) => (
          <li key={step}>
            <StepNumber value={index + 1} />
            <ItemText item={`landing.how.steps.${step}`} titleMargin={{ marginTop: 12 }} />
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

export function SellingPoints() {
  const t = useLandingText();
  return (
    <LandingSection id="why" title={t('landing.points.title')}>
      <ul style={GRID_LIST}>
        {(['control', 'privacy', 'manage'] as const).map((point) => (
          <li key={point}>
            <Card style={{ height: '100%' }}>
              <ItemText item={`landing.points.items.${point}`} titleMargin={{ marginTop: 0 }} />
            </Card>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

export function SignUpPanel() {
  const t = useLandingText();
  return (
    <LandingSection id="sign-up" title={t('landing.signup.title')}>
      <Card>
        <ol style={GRID_LIST}>
          {(['register', 'verify', 'pay'] as const).map((step, index) => (
            <li key={step}>
              <Flex gap={12} align="flex-start">
                <StepNumber value={index + 1} />
                <div>
                  <ItemText item={`landing.signup.steps.${step}`} titleMargin={{ margin: 0 }} />
                </div>
              </Flex>
            </li>
          ))}
        </ol>
        <Flex justify="center" style={{ marginTop: 24 }}>
          <ButtonLink to={paths.auth({ register: true })} type="primary" size="large">
            {t('landing.signup.cta')}
          </ButtonLink>
        </Flex>
      </Card>
    </LandingSection>
  );
}

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
        {(['privacy', 'fees', 'control'] as const).map((quote) => (
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
