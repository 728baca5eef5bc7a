import { Collapse, Typography } from 'antd';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { ExternalLink } from '../shell/ExternalLink';
import { LandingSection } from './LandingSection';
import { useLandingText } from './useLandingText';

const QUESTIONS = ['where', 'reload', 'identity', 'who'] as const;

/** Common questions, each answered briefly and linking to the help centre for more. */
export function CommonQuestions() {
  const t = useLandingText();
  return (
    <LandingSection id="questions" title={t('landing.faq.title')}>
      <Collapse
        items={QUESTIONS.map((question) => ({
          key: question,
          label: t(`landing.faq.items.${question}.question`),
          children: (
            <>
              <Typography.Paragraph>{t(`landing.faq.items.${question}.answer`)}</Typography.Paragraph>
              <ExternalLink href={HELP_CENTRE_URL}>{t('landing.faq.helpLink')}</ExternalLink>
            </>
          ),
        }))}
      />
    </LandingSection>
  );
}
