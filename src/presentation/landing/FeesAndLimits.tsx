import { Collapse, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../shell/paths';
import { LandingSection } from './LandingSection';
import { useLandingText } from './useLandingText';

/** The fees and limits of SPEC section 9, each figure taken from the domain constants. */
const ITEMS = ['creation', 'service', 'inactivity', 'payments', 'closing', 'limits'] as const;

export function FeesAndLimits() {
  const t = useLandingText();
  return (
    <LandingSection id="fees" title={t('landing.fees.title')}>
      <Collapse
        items={ITEMS.map((item) => ({
          key: item,
          label: t(`landing.fees.items.${item}.title`),
          children: (
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {t(`landing.fees.items.${item}.text`)}
            </Typography.Paragraph>
          ),
        }))}
      />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to={paths.terms()}>{t('landing.fees.termsLink')}</Link>
      </Typography.Paragraph>
    </LandingSection>
  );
}
