import { Flex, Typography } from 'antd';
import { usePageTitle } from '../shell/usePageTitle';
import { OrderBox } from '../widgets/orderBox/OrderBox';
import { BelowTheFold } from './BelowTheFold';
import { LANDING_COLUMN } from './LandingSection';
import { useLandingText } from './useLandingText';
import { VideoSection } from './VideoSection';

/**
 * Home (route /): the order box first; the shell's full-width layout adds the landing footer. The
 * video is on a wide screen's first screen; the sections below download apart (BelowTheFold).
 */
export default function LandingPage() {
  const t = useLandingText();
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
      <BelowTheFold />
    </>
  );
}
