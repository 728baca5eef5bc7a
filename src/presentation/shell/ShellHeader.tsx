import { Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePresenter } from './ContainerContext';
import { HeaderPresenter } from './HeaderPresenter';
import { LanguageSwitch } from './LanguageSwitch';
import type { ShellHandle } from './pageKind';
import { UserMenu } from './UserMenu';

/** The shop's mark: a card outline; the link around it carries the name. */
function LogoMark() {
  return (
    <svg width="32" height="22" viewBox="0 0 32 22" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="20" rx="3" fill="#0958d9" />
      <rect x="1" y="5" width="30" height="4" fill="#003eb3" />
      <rect x="5" y="13" width="8" height="4" rx="1" fill="#ffd666" />
    </svg>
  );
}

/**
 * The header of both layouts: the logo link, the language switch and the user menu. Handed the page's
 * handle rather than reading the router's matches, which change at every navigation: a change of the
 * query alone (a card chosen on Cards) does not draw the header again.
 */
export const ShellHeader = observer(function ShellHeader({ layout, page }: ShellHandle) {
  const presenter = usePresenter(HeaderPresenter);
  const { t } = useTranslation();
  return (
    // antd's Layout.Header as the shell styles it: a plain <header>.
    <header
      style={{
        flex: '0 0 auto',
        color: 'var(--ant-color-text)',
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
        // The gutter, brand size and gap follow the window's width (presentation/app.css).
        paddingInline: 'var(--shell-gutter)',
        height: 'auto',
        lineHeight: 'normal',
        paddingBlock: 8,
      }}
    >
      <Flex justify="space-between" align="center" gap={8} style={{ maxWidth: 1280, marginInline: 'auto' }}>
        <Link
          to={presenter.logoPath(layout, page)}
          aria-label={t('shell.logo.label')}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: 'rgba(0, 0, 0, 0.88)' }}
        >
          <LogoMark />
          <strong style={{ fontSize: 'var(--shell-brand-size)' }}>{t('common.appName')}</strong>
        </Link>
        <Flex align="center" style={{ gap: 'var(--shell-tools-gap)' }}>
          <LanguageSwitch />
          <UserMenu page={page} />
        </Flex>
      </Flex>
    </header>
  );
});
