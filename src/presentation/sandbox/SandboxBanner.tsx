import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../shell/paths';
import { Notice } from '../widgets/Notice';
import { ResetSandboxButton } from './ResetSandboxButton';

/** Outside production: says the shop runs on the sandbox, links to its outbox and offers a reset. */
export function SandboxBanner() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('sandbox.banner.label')}>
      <Notice
        type="info"
        banner
        title={
          <Flex wrap align="center" gap={12}>
            <span>{t('common.sandboxBanner')}</span>
            <Link to={paths.sandboxOutbox()}>{t('sandbox.banner.outbox')}</Link>
            <ResetSandboxButton size="small" />
          </Flex>
        }
      />
    </aside>
  );
}
