import { Flex, Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePresenter } from './ContainerContext';
import { HeaderPresenter, type LayoutKind } from './HeaderPresenter';
import { LanguageSwitch } from './LanguageSwitch';
import type { PageKind } from './pageKind';
import { useCompactLayout } from './useCompactLayout';
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

/** The header of both layouts: the logo link, the language switch and the user menu. */
export const ShellHeader = observer(function ShellHeader({
  layout,
  page,
}: {
  layout: LayoutKind;
  page: PageKind;
}) {
  const presenter = usePresenter(HeaderPresenter);
  const compact = useCompactLayout();
  const { t } = useTranslation();
  return (
    <Layout.Header
      style={{
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
        paddingInline: compact ? 12 : 24,
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
          <strong style={{ fontSize: compact ? 15 : 18 }}>{t('common.appName')}</strong>
        </Link>
        <Flex align="center" gap={compact ? 4 : 12}>
          <LanguageSwitch />
          <UserMenu page={page} />
        </Flex>
      </Flex>
    </Layout.Header>
  );
});
