import { Breadcrumb } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { usePresenter } from './ContainerContext';
import { HeaderPresenter } from './HeaderPresenter';
import { useShellHandle } from './pageKind';

/** Breadcrumbs' view (antd renders the <nav>): where the visitor starts, then this page. */
export const BreadcrumbsView = observer(function BreadcrumbsView() {
  const presenter = usePresenter(HeaderPresenter);
  const { page } = useShellHandle();
  const { t } = useTranslation();
  // The deepest match carries every parameter of the page's path.
  const params = useMatches().at(-1)?.params ?? {};
  return (
    <Breadcrumb
      aria-label={t('shell.breadcrumbs.label')}
      items={presenter.breadcrumbs(page, params).map((crumb) => ({
        key: crumb.labelKey,
        title:
          crumb.to === null ? (
            <span aria-current="page">{t(crumb.labelKey)}</span>
          ) : (
            <Link to={crumb.to}>{t(crumb.labelKey)}</Link>
          ),
      }))}
    />
  );
});
