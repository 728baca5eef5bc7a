import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GRID_LIST, LandingSection } from './LandingSection';
import { StepNumber } from './StepNumber';
import { useLandingValues } from './useLandingValues';

const STEPS = ['choose', 'verify', 'use'] as const;

/** Three numbered steps, from choosing a value to paying online. */
export function HowItWorks() {
  const { t } = useTranslation();
  const { values } = useLandingValues();
  return (
    <LandingSection id="how-it-works" title={t('landing.how.title')}>
      <ol style={GRID_LIST}>
        {STEPS.map((step, index) => (
          <li key={step}>
            <StepNumber value={index + 1} />
            <Typography.Title level={3} style={{ fontSize: 18, marginTop: 12 }}>
              {t(`landing.how.steps.${step}.title`)}
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {t(`landing.how.steps.${step}.text`, values)}
            </Typography.Paragraph>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
