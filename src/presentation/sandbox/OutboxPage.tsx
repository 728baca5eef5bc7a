import { Button, Empty, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessageAlert } from '../messages/MessageAlert';
import { usePageTitle } from '../shell/usePageTitle';
import type { OutboxItem, OutboxPresenter } from './OutboxPresenter';
import { ResetSandboxButton } from './ResetSandboxButton';
import { Panel } from '../widgets/Panel';

const CODE_STYLE = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 28,
  fontWeight: 700,
  letterSpacing: '0.2em',
  margin: 0,
} as const;

function OutboxEntry({ message }: { message: OutboxItem }) {
  const { t } = useTranslation();
  const kind = `sandbox.outbox.kinds.${message.kind}`;
  const headingId = `outbox-${message.id}`;
  return (
    <Panel>
      <article aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginTop: 0 }}>
          {t(`${kind}.title`)}
        </Typography.Title>
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 4, margin: 0 }}>
          <dt>{t('sandbox.outbox.channel')}</dt>
          <dd style={{ margin: 0 }}>{t(`sandbox.outbox.channels.${message.channel}`)}</dd>
          <dt>{t('sandbox.outbox.to')}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{message.to}</dd>
          <dt>{t('sandbox.outbox.sentAt')}</dt>
          <dd style={{ margin: 0 }}>
            <time dateTime={message.sentAt}>{message.sentAtText}</time>
          </dd>
        </dl>
        <Typography.Paragraph style={{ marginTop: 12 }}>{t(`${kind}.text`)}</Typography.Paragraph>
        {message.code !== null && (
          <dl style={{ margin: 0 }}>
            <dt>{t('sandbox.outbox.code')}</dt>
            <dd style={CODE_STYLE}>{message.code}</dd>
          </dl>
        )}
        {message.link !== null && (
          <Link to={message.link} style={{ fontSize: 16, fontWeight: 600 }}>
            {t(`${kind}.link`)}
          </Link>
        )}
      </article>
    </Panel>
  );
}

/** The sandbox outbox (/sandbox/outbox): only the sandbox has one; elsewhere the path is not found. */
export default observer(function OutboxPage({ presenter }: { presenter: OutboxPresenter }) {
  const { t } = useTranslation();
  usePageTitle('sandbox.outbox.pageTitle');
  const { messages, reading } = presenter;
  return (
    <>
      <Typography.Title level={1}>{t('sandbox.outbox.title')}</Typography.Title>
      <Typography.Paragraph>{t('sandbox.outbox.intro')}</Typography.Paragraph>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 24 }}>
        <Button type="primary" loading={reading.running} onClick={() => void presenter.refresh()}>
          {t('sandbox.outbox.refresh')}
        </Button>
        <ResetSandboxButton />
      </Flex>
      <MessageAlert message={reading.failure} />
      {presenter.isEmpty ? (
        <Empty
          description={<span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('sandbox.outbox.empty')}</span>}
        />
      ) : (
        <ol
          aria-label={t('sandbox.outbox.listLabel')}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}
        >
          {messages.map((message) => (
            <li key={message.id}>
              <OutboxEntry message={message} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
});
