import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { decorativeResultIcon } from './decorativeIcons';
import { usePageTitle } from './usePageTitle';

/**
 * A whole-page outcome (an error page, the service-unavailable notice): antd's Result, its title the
 * page's main heading and its text in a colour that keeps the contrast WCAG AA asks for.
 */
export function PageResult({
  status,
  title,
  text,
  action,
}: {
  status: ResultProps['status'];
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Result
      status={status}
      icon={decorativeResultIcon(status)}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h1>}
      subTitle={<span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{text}</span>}
      extra={action}
    />
  );
}

/**
 * A whole-page outcome worded by a locale family (`texts`: its pageTitle, title and text), with one
 * button that acts or, given `to`, leads elsewhere: the error pages, the service unavailable, the
 * session expired.
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
    <PageResult
      status={status}
      title={t(`${texts}.title`)}
      text={t(`${texts}.text`)}
      action={
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
