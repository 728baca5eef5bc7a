import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { usePresenter } from '../shell/ContainerContext';
import { PageResult } from '../shell/PageResult';
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
    <PageResult
      status={STATUS[kind]}
      title={t(`errors.${kind}.title`)}
      text={t(`errors.${kind}.text`)}
      action={
        <ButtonLink type="primary" to={link.to}>
          {t(link.labelKey)}
        </ButtonLink>
      }
    />
  );
});
