import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shell/usePageTitle';
import { CustomerReviews } from './CustomerReviews';
import { CommonQuestions, FeesAndLimits } from './FoldedSections';
import { HowItWorks } from './HowItWorks';
import { LANDING_WIDTH } from './LandingSection';
import { OrderBox } from '../widgets/orderBox/OrderBox';
import { PressLogos } from './PressLogos';
import { SellingPoints } from './SellingPoints';
import { SignUpPanel } from './SignUpPanel';
import { VideoSection } from './VideoSection';

/** Home (route /): the order box first; the shell's full-width layout adds the landing footer. */
export default function LandingPage() {
  const { t } = useTranslation();
  usePageTitle('landing.pageTitle');
  return (
    <>
      <Flex
        component="section"
        aria-labelledby="landing-title"
        wrap
        gap={32}
        align="center"
        justify="space-between"
        style={{ width: '100%', maxWidth: LANDING_WIDTH, marginInline: 'auto', paddingBlock: 24 }}
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
      <HowItWorks />
      <SellingPoints />
      <SignUpPanel />
      <FeesAndLimits />
      <CommonQuestions />
      <PressLogos />
      <CustomerReviews />
    </>
  );
}
