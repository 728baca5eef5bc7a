import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { GRID_LIST, ItemText, LandingSection } from './LandingSection';
import { StepNumber } from './StepNumber';
import { paths } from '../shell/paths';

const STEPS = ['register', 'verify', 'pay'] as const;

export function SignUpPanel() {
  const { t } = useTranslation();
  return (
    <LandingSection id="sign-up" title={t('landing.signup.title')}>
      <Card>
        <ol style={GRID_LIST}>
          {STEPS.map((step, index) => (
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
