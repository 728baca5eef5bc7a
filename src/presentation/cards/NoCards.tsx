import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../shell/ExternalLink';
import { HELP_CENTRE_URL } from '../shell/externalLinks';

/** With no cards yet (SPEC section 2): say so, and offer the help centre and signing out. */
export function NoCards({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('cards.empty.text')}</Typography.Paragraph>
      <Flex gap={16} align="center" wrap>
        <ExternalLink href={HELP_CENTRE_URL}>{t('cards.empty.help')}</ExternalLink>
        <Button type="link" style={{ padding: 0 }} onClick={onSignOut}>
          {t('cards.empty.signOut')}
        </Button>
      </Flex>
    </Flex>
  );
}
