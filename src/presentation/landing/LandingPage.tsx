import { Flex } from 'antd';
import { usePageTitle } from '../shell/usePageTitle';
import { OrderBox } from '../widgets/orderBox/OrderBox';
import { BelowTheFold } from './BelowTheFold';
import { LANDING_COLUMN } from './LandingSection';
import { useLandingText } from './useLandingText';
import { VideoSection } from './VideoSection';
import { Heading, Paragraph } from '../widgets/Text';

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
          <Heading level={1} id="landing-title">
            {t('landing.title')}
          </Heading>
          <Paragraph style={{ fontSize: 18 }}>{t('landing.subtitle')}</Paragraph>
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
