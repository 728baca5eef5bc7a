import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { decorativeResultIcon } from './decorativeIcons';
import { usePageTitle } from './usePageTitle';

/**
 * A whole-page outcome (error pages, service unavailable, session expired) worded by the locale family
 * `texts` (pageTitle, title, text): its title the main heading, its text in a WCAG AA contrast.
 */
export function PageOutcome({
  status,
  texts,
  button,
  ...act
}: {
  status: ResultProps['status'];
  texts: string;
  button: string;
} & ({ onClick: () => void } | { to: string })) {
  const { t } = useTranslation();
  usePageTitle(`${texts}.pageTitle`);
  return (
    <Result
      status={status}
      icon={decorativeResultIcon(status)}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t(`${texts}.title`)}</h1>}
      subTitle={<span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t(`${texts}.text`)}</span>}
      extra={
        'to' in act ? (
          <ButtonLink type="primary" to={act.to}>
            {t(button)}
          </ButtonLink>
        ) : (
          <Button type="primary" onClick={act.onClick}>
            {t(button)}
          </Button>
        )
      }
    />
  );
}
