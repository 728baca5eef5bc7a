import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { decorativeResultIcon } from './decorativeIcons';
import { usePageTitle } from './usePageTitle';

/**
 * A whole-page outcome (the error pages, the service unavailable, the session expired), worded by a
 * locale family (`texts`: its pageTitle, title and text): antd's Result, its title the page's main
 * heading and its text in a colour that keeps the contrast WCAG AA asks for, with one button that
 * acts or, given `to`, leads elsewhere.
 */
export function PageOutcome({
  status,
  texts,
  button,
  ...act
}: {
  status: ResultProps['status'];
  texts: string;
  /** The button's locale key. */
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
