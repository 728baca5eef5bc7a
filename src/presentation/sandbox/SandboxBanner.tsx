import { Flex } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DECORATIVE_ICONS } from '../shell/decorativeIcons';
import { paths } from '../shell/paths';
import { ResetSandboxButton } from './ResetSandboxButton';

/** The variables antd's Alert sets (drawn from the theme's own), which its sheet's classes below read. */
const ALERT_VARIABLES = {
  '--ant-alert-default-padding': 'var(--ant-padding-xs) var(--ant-padding-sm)',
  '--ant-alert-border-radius': 'var(--ant-border-radius-lg)',
} as CSSProperties;

/**
 * Outside production: says the shop runs on the sandbox, links to its outbox and offers a reset.
 *
 * An information banner drawn as antd's Alert draws one, with the classes of antd's style sheet: Alert's
 * module (its closing, its motion, its error boundary: 2.8 KiB gzipped) was in the entry every route
 * downloads for this one banner; the pages' own alerts bring it with them (issue 42).
 */
export function SandboxBanner() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('sandbox.banner.label')}>
      <div
        role="alert"
        className="ant-alert ant-alert-info ant-alert-outlined ant-alert-banner"
        style={ALERT_VARIABLES}
      >
        <span className="ant-alert-icon">{DECORATIVE_ICONS.alert.infoIcon}</span>
        <div className="ant-alert-section">
          <div className="ant-alert-title">
            <Flex wrap align="center" gap={12}>
              <span>{t('common.sandboxBanner')}</span>
              <Link to={paths.sandboxOutbox()}>{t('sandbox.banner.outbox')}</Link>
              <ResetSandboxButton size="small" />
            </Flex>
          </div>
        </div>
      </div>
    </aside>
  );
}
