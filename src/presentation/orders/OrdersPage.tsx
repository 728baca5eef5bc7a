import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Alert, Button, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageType } from '../shell/analytics';
import { usePresenter } from '../shell/ContainerContext';
import { focusHeading } from '../shell/focusHeading';
import { PageLoading } from '../shell/PageLoading';
import { usePageTitle } from '../shell/usePageTitle';
import { OrderRowView } from './OrderRowView';
import { OrdersPresenter, type OrderRow } from './OrdersPresenter';

/** A section of the page: its heading, then its orders or the empty state. */
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

/**
 * Consumer Orders (/consumer/orders, SPEC section 2): "Awaiting payment" and "Orders", each row
 * leading to the page its status goes with; read on entry, behind a loading indicator.
 */
export default observer(function OrdersPage() {
  const { t } = useTranslation();
  usePageTitle('orders.page.pageTitle');
  usePageType('account');
  const presenter = usePresenter(OrdersPresenter);
  useEffect(() => presenter.start(), [presenter]);
  const title = useRef<HTMLElement>(null);

  return (
    <div style={{ maxWidth: 720, marginInline: 'auto' }}>
      <Typography.Title level={1} ref={title}>
        {t('orders.page.title')}
      </Typography.Title>
      <OrdersContent presenter={presenter} title={title} />
    </div>
  );
});

const OrdersContent = observer(function OrdersContent({
  presenter,
  title,
}: {
  presenter: OrdersPresenter;
  title: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  // Try again gives way to the loading indicator, then to the orders or to itself again: the keyboard
  // focus goes to the page's title once the orders are shown, or back to Try again, rather than
  // falling to the page's start with the pressed button.
  const retryButton = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);
  const { screen } = presenter;
  useEffect(() => {
    if (!retried.current || screen === 'loading') return;
    retried.current = false;
    if (screen === 'shown' && title.current !== null) {
      focusHeading(title.current);
    } else if (screen === 'loadFailed') {
      retryButton.current?.focus();
    }
  }, [screen, title]);

  switch (screen) {
    case 'loading':
      return <PageLoading />;
    case 'signInNeeded':
      return (
        <Alert
          type="info"
          showIcon
          title={t('orders.signIn.text')}
          action={
            <Button type="primary" onClick={() => presenter.signIn()}>
              {t('orders.signIn.button')}
            </Button>
          }
        />
      );
    case 'loadFailed':
      return (
        <Alert
          type="error"
          showIcon
          title={t('orders.loadFailed.text')}
          action={
            <Button
              ref={retryButton}
              onClick={() => {
                retried.current = true;
                void presenter.retry();
              }}
            >
              {t('orders.loadFailed.retry')}
            </Button>
          }
        />
      );
    case 'shown':
      return (
        <>
          <OrdersSection title={t('orders.sections.awaitingPayment')} rows={presenter.awaitingPayment} />
          <OrdersSection title={t('orders.sections.orders')} rows={presenter.others} />
        </>
      );
  }
});
