import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GRID_LIST, LandingSection } from './LandingSection';

const POINTS = ['control', 'privacy', 'manage'] as const;

/** The three selling points. */
export function SellingPoints() {
  const { t } = useTranslation();
  return (
    <LandingSection id="why" title={t('landing.points.title')}>
      <ul style={GRID_LIST}>
        {POINTS.map((point) => (
          <li key={point}>
            <Card style={{ height: '100%' }}>
              <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
                {t(`landing.points.items.${point}.title`)}
              </Typography.Title>
              <Typography.Paragraph style={{ marginBottom: 0 }}>
                {t(`landing.points.items.${point}.text`)}
              </Typography.Paragraph>
            </Card>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
