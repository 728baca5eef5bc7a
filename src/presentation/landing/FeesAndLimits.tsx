import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../shell/paths';
import { LandingSection } from './LandingSection';
import { useLandingValues } from './useLandingValues';

/** The fees and limits of SPEC section 9, each figure taken from the domain constants. */
const ITEMS = ['creation', 'service', 'inactivity', 'payments', 'closing', 'limits'] as const;

export function FeesAndLimits() {
  const { t } = useTranslation();
  const { values } = useLandingValues();
  return (
    <LandingSection id="fees" title={t('landing.fees.title')}>
      <Collapse
        items={ITEMS.map((item) => ({
          key: item,
          label: t(`landing.fees.items.${item}.title`),
          children: (
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              {t(`landing.fees.items.${item}.text`, values)}
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
