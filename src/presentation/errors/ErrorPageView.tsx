import { Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../landing/ButtonLink';
import { usePresenter } from '../shell/ContainerContext';
import { usePageTitle } from '../shell/usePageTitle';
import { ErrorPagePresenter } from './ErrorPagePresenter';

export type ErrorPageKind = 'notFound' | 'unspecified';

const STATUS = { notFound: '404', unspecified: '500' } as const;

/** An error page (SPEC section 2): what went wrong, and the way on, to Consumer Cards or Authorization. */
export const ErrorPageView = observer(function ErrorPageView({ kind }: { kind: ErrorPageKind }) {
  const presenter = usePresenter(ErrorPagePresenter);
  const { t } = useTranslation();
  usePageTitle(`errors.${kind}.pageTitle`);
  const { link } = presenter;
  return (
    <Result
      status={STATUS[kind]}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t(`errors.${kind}.title`)}</h1>}
      subTitle={<span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t(`errors.${kind}.text`)}</span>}
      extra={
        <ButtonLink type="primary" to={link.to}>
          {t(link.labelKey)}
        </ButtonLink>
      }
    />
  );
});
