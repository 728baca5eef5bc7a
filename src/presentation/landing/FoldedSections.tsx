import { Collapse, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { ExternalLink } from '../shell/ExternalLink';
import { paths } from '../shell/paths';
import { LandingSection } from './LandingSection';
import { useLandingText } from './useLandingText';

/** Items folded under their headings: `landing.<part>.items.<item>.<heading|text>`, `more` after each text. */
function foldedItems(
  t: (key: string) => string,
  [part, heading, text]: readonly [string, string, string],
  items: readonly string[],
  more?: ReactNode,
) {
  return items.map((item) => ({
    key: item,
    label: t(`landing.${part}.items.${item}.${heading}`),
    children: (
      <>
        <Typography.Paragraph style={more ? undefined : { marginBottom: 0 }}>
          {t(`landing.${part}.items.${item}.${text}`)}
        </Typography.Paragraph>
        {more}
      </>
    ),
  }));
}

/** The fees and limits of SPEC section 9, each figure taken from the domain constants. */
export function FeesAndLimits() {
  const t = useLandingText();
  const items = ['creation', 'service', 'inactivity', 'payments', 'closing', 'limits'];
  return (
    <LandingSection id="fees" title={t('landing.fees.title')}>
      <Collapse items={foldedItems(t, ['fees', 'title', 'text'], items)} />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to={paths.terms()}>{t('landing.fees.termsLink')}</Link>
      </Typography.Paragraph>
    </LandingSection>
  );
}

export function CommonQuestions() {
  const t = useLandingText();
  const help = <ExternalLink href={HELP_CENTRE_URL}>{t('landing.faq.helpLink')}</ExternalLink>;
  return (
    <LandingSection id="questions" title={t('landing.faq.title')}>
      <Collapse
        items={foldedItems(t, ['faq', 'question', 'answer'], ['where', 'reload', 'identity', 'who'], help)}
      />
    </LandingSection>
  );
}
