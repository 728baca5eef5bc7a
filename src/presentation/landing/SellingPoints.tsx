import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { GRID_LIST, ItemText, LandingSection } from './LandingSection';

const POINTS = ['control', 'privacy', 'manage'] as const;

export function SellingPoints() {
  const { t } = useTranslation();
  return (
    <LandingSection id="why" title={t('landing.points.title')}>
      <ul style={GRID_LIST}>
        {POINTS.map((point) => (
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
