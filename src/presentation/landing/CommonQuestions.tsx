import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { ExternalLink } from '../shell/ExternalLink';
import { LandingSection } from './LandingSection';
import { useLandingValues } from './useLandingValues';

const QUESTIONS = ['where', 'reload', 'identity', 'who'] as const;

/** Common questions, each answered briefly and linking to the help centre for more. */
export function CommonQuestions() {
  const { t } = useTranslation();
  const { values } = useLandingValues();
  return (
    <LandingSection id="questions" title={t('landing.faq.title')}>
      <Collapse
        items={QUESTIONS.map((question) => ({
          key: question,
          label: t(`landing.faq.items.${question}.question`),
          children: (
            <>
              <Typography.Paragraph>{t(`landing.faq.items.${question}.answer`, values)}</Typography.Paragraph>
              <ExternalLink href={HELP_CENTRE_URL}>{t('landing.faq.helpLink')}</ExternalLink>
            </>
          ),
        }))}
      />
    </LandingSection>
  );
}
