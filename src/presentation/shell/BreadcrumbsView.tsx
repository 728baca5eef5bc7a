import { observer } from 'mobx-react-lite';
import { Fragment, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { usePresenter } from './ContainerContext';
import { HeaderPresenter } from './HeaderPresenter';
import { useShellHandle } from './pageKind';

/*
 * Drawn as antd's Breadcrumb draws itself, from the theme's variables, without the component: antd's
 * imports its Dropdown and Menu (about 20 KiB gzipped) for crumbs with a menu, which these never have.
 * The links keep antd's own link colours, hover and focus ring (its style sheet styles every `a`).
 */
const TRAIL: CSSProperties = {
  color: 'var(--ant-color-text-secondary)',
  fontSize: 'var(--ant-font-size)',
  lineHeight: 'var(--ant-line-height)',
};
const LIST: CSSProperties = { display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' };
const SEPARATOR: CSSProperties = { marginInline: 'var(--ant-margin-xs)' };
const CURRENT: CSSProperties = { color: 'var(--ant-color-text)' };
/** antd's crumb link: a rounded box whose padding reaches out of the line (hover: app.css). */
const LINK: CSSProperties = {
  display: 'inline-block',
  height: 'var(--ant-font-height)',
  padding: '0 var(--ant-padding-xxs)',
  marginInline: 'calc(var(--ant-margin-xxs) * -1)',
  borderRadius: 'var(--ant-border-radius-sm)',
};

/** Breadcrumbs' view: a named navigation with the ordered list of where the visitor starts, then this page. */
export const BreadcrumbsView = observer(function BreadcrumbsView() {
  const presenter = usePresenter(HeaderPresenter);
  const { page } = useShellHandle();
  const { t } = useTranslation();
  // The deepest match carries every parameter of the page's path.
  const params = useMatches().at(-1)?.params ?? {};
  return (
    <nav aria-label={t('shell.breadcrumbs.label')} style={TRAIL}>
      <ol style={LIST}>
        {presenter.breadcrumbs(page, params).map((crumb, index) => (
          <Fragment key={crumb.labelKey}>
            {index > 0 && (
              <li aria-hidden="true" style={SEPARATOR}>
                /
              </li>
            )}
            <li>
              {crumb.to === null ? (
                <span aria-current="page" style={CURRENT}>
                  {t(crumb.labelKey)}
                </span>
              ) : (
                <Link to={crumb.to} className="breadcrumb-link" style={LINK}>
                  {t(crumb.labelKey)}
                </Link>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
});
