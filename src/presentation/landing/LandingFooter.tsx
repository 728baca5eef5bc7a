import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { ExternalLink } from '../shell/ExternalLink';
import { paths } from '../shell/paths';
import { LANDING_COLUMN } from './LandingSection';
import { useLandingText } from './useLandingText';
import { Paragraph } from '../widgets/Text';

/** The lighter footer of landing routes: the legal line, the terms and the help centre. */
export function LandingFooter() {
  const t = useLandingText();
  return (
    <footer style={{ ...LANDING_COLUMN, marginTop: 32, paddingBlock: 24, borderTop: '1px solid #d9d9d9' }}>
      <Flex wrap justify="space-between" gap={16}>
        <Paragraph style={{ margin: 0, maxWidth: 640, fontSize: 13 }}>{t('landing.footer.legal')}</Paragraph>
        <nav aria-label={t('landing.footer.label')}>
          <Flex component="ul" gap={16} wrap style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            <li>
              <Link to={paths.terms()}>{t('landing.footer.terms')}</Link>
            </li>
            <li>
              <ExternalLink href={HELP_CENTRE_URL}>{t('landing.footer.help')}</ExternalLink>
            </li>
          </Flex>
        </nav>
      </Flex>
    </footer>
  );
}
