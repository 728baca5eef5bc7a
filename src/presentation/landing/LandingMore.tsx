import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../widgets/ButtonLink';
import { Panel } from '../widgets/Panel';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { ExternalLink } from '../shell/ExternalLink';
import { paths } from '../shell/paths';
import { CustomerReviews } from './CustomerReviews';
import { FoldedItems } from './FoldedItems';
import { ItemList } from './ItemList';
import { LandingSection } from './LandingSection';
import { PressLogos } from './PressLogos';
import { useLandingText } from './useLandingText';
import { Paragraph } from '../widgets/Text';

/** The landing's sections below its first screen (BelowTheFold.tsx downloads them). */
export default function LandingMore() {
  const t = useLandingText();
  return (
    <>
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
        <Paragraph style={{ marginTop: 16 }}>
          <Link to={paths.terms()}>{t('landing.fees.termsLink')}</Link>
        </Paragraph>
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
