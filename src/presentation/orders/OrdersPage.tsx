import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadView } from '../calls/PageLoadView';
import { messageOf } from '../messages/Message';
import { usePageTitle } from '../shell/usePageTitle';
import { OrderRowView } from './OrderRowView';
import type { OrderRow, OrdersPresenter } from './OrdersPresenter';

function OrdersSection({ title, rows }: { title: string; rows: OrderRow[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 32 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      {rows.length === 0 ? (
        <Flex align="center" gap={12} style={{ paddingBlock: 16 }}>
          <InboxOutlined aria-hidden="true" style={{ fontSize: 28 }} />
          <Typography.Text>{t('orders.empty')}</Typography.Text>
        </Flex>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, background: '#fff', borderRadius: 8 }}>
          {rows.map((row) => (
            <OrderRowView key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

const LOAD_TEXTS = {
  signIn: messageOf('orders.signIn.text'),
  signInButton: 'orders.signIn.button',
  retry: 'orders.loadFailed.retry',
};

/** Consumer Orders (/consumer/orders, SPEC section 2). */
export default observer(function OrdersPage({ presenter }: { presenter: OrdersPresenter }) {
  const { t } = useTranslation();
  usePageTitle('orders.page.pageTitle');
  const title = useRef<HTMLElement>(null);
  return (
    <div style={{ maxWidth: 720, marginInline: 'auto' }}>
      <Typography.Title level={1} ref={title}>
        {t('orders.page.title')}
      </Typography.Title>
      <PageLoadView load={presenter.load} heading={title} texts={LOAD_TEXTS}>
        {() => (
          <>
            <OrdersSection title={t('orders.sections.awaitingPayment')} rows={presenter.awaitingPayment} />
            <OrdersSection title={t('orders.sections.orders')} rows={presenter.others} />
          </>
        )}
      </PageLoadView>
    </div>
  );
});
