import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageType } from '../shell/analytics';
import { usePageTitle } from '../shell/usePageTitle';
import { CustomerReviews } from './CustomerReviews';
import { CommonQuestions, FeesAndLimits } from './FoldedSections';
import { ItemList } from './ItemList';
import { LANDING_COLUMN, LandingSection } from './LandingSection';
import { ButtonLink } from '../widgets/ButtonLink';
import { OrderBox } from '../widgets/orderBox/OrderBox';
import { paths } from '../shell/paths';
import { PressLogos } from './PressLogos';
import { VideoSection } from './VideoSection';

/** Home (route /): the order box first; the shell's full-width layout adds the landing footer. */
export default function LandingPage() {
  const { t } = useTranslation();
  usePageTitle('landing.pageTitle');
  usePageType('homepage');
  return (
    <>
      <Flex
        component="section"
        aria-labelledby="landing-title"
        wrap
        gap={32}
        align="center"
        justify="space-between"
        style={{ ...LANDING_COLUMN, paddingBlock: 24 }}
      >
        <div style={{ flex: '1 1 320px', minWidth: 0, maxWidth: 560 }}>
          <Typography.Title level={1} id="landing-title">
            {t('landing.title')}
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 18 }}>{t('landing.subtitle')}</Typography.Paragraph>
        </div>
        <Flex justify="center" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <OrderBox />
        </Flex>
      </Flex>
      <VideoSection />
      <LandingSection id="how-it-works" title={t('landing.how.title')}>
        <ItemList part="landing.how.steps" items={['choose', 'verify', 'use']} look="stepsAbove" />
      </LandingSection>
      <LandingSection id="why" title={t('landing.points.title')}>
        <ItemList part="landing.points.items" items={['control', 'privacy', 'manage']} look="cards" />
      </LandingSection>
      <LandingSection id="sign-up" title={t('landing.signup.title')}>
        <Card>
          <ItemList part="landing.signup.steps" items={['register', 'verify', 'pay']} look="stepsBeside" />
          <Flex justify="center" style={{ marginTop: 24 }}>
            <ButtonLink to={paths.auth({ register: true })} type="primary" size="large">
              {t('landing.signup.cta')}
            </ButtonLink>
          </Flex>
        </Card>
      </LandingSection>
      <FeesAndLimits />
      <CommonQuestions />
      <PressLogos />
      <CustomerReviews />
    </>
  );
}
