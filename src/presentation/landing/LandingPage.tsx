import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../shell/usePageTitle';
import { CustomerReviews } from './CustomerReviews';
import { FoldedItems } from './FoldedItems';
import { ItemList } from './ItemList';
import { LANDING_COLUMN, LandingSection } from './LandingSection';
import { ButtonLink } from '../widgets/ButtonLink';
import { Panel } from '../widgets/Panel';
import { OrderBox } from '../widgets/orderBox/OrderBox';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { ExternalLink } from '../shell/ExternalLink';
import { paths } from '../shell/paths';
import { PressLogos } from './PressLogos';
import { useLandingText } from './useLandingText';
import { VideoSection } from './VideoSection';

/** Home (route /): the order box first; the shell's full-width layout adds the landing footer. */
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
      <LandingSection id="how-it-works" title={t('landing.how.title')}>
        <ItemList part="landing.how.steps" items={['choose', 'verify', 'use']} look="stepsAbove" />
      </LandingSection>
      <LandingSection id="why" title={t('landing.points.title')}>
        <ItemList part="landing.points.items" items={['control', 'privacy', 'manage']} look="cards" />
      </LandingSection>
      <LandingSection id="sign-up" title={t('landing.signup.title')}>
        <Panel>
          <ItemList part="landing.signup.steps" items={['register', 'verify', 'pay']} look="stepsBeside" />
          <Flex justify="center" style={{ marginTop: 24 }}>
            <ButtonLink to={paths.auth({ register: true })} type="primary" size="large">
              {t('landing.signup.cta')}
            </ButtonLink>
          </Flex>
        </Panel>
      </LandingSection>
      <LandingSection id="fees" title={t('landing.fees.title')}>
        <FoldedItems
          part="fees"
          names={['title', 'text']}
          items={['creation', 'service', 'inactivity', 'payments', 'closing', 'limits']}
        />
        <Typography.Paragraph style={{ marginTop: 16 }}>
          <Link to={paths.terms()}>{t('landing.fees.termsLink')}</Link>
        </Typography.Paragraph>
      </LandingSection>
      <LandingSection id="questions" title={t('landing.faq.title')}>
        <FoldedItems
          part="faq"
          names={['question', 'answer']}
          items={['where', 'reload', 'identity', 'who']}
          more={<ExternalLink href={HELP_CENTRE_URL}>{t('landing.faq.helpLink')}</ExternalLink>}
        />
      </LandingSection>
      <PressLogos />
      <CustomerReviews />
    </>
  );
}
