import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderStatus } from '../../domain/orders/Order';
import { PageLoadView } from '../calls/PageLoadView';
import { messageOf } from '../messages/Message';
import { usePageTitle } from '../shell/usePageTitle';
import { VisuallyHidden } from '../shell/VisuallyHidden';
import { useMoney } from '../widgets/useMoney';
import type { OrderRow, OrdersPresenter } from './OrdersPresenter';
import { Heading, InlineText } from '../widgets/Text';

/** The icon beside an order of each status; decorative, since the row's status text says it in words. */
const ICONS: Record<OrderStatus, { Icon: ComponentType<{ style?: object }>; colour: string }> = {
  created: { Icon: ClockCircleOutlined, colour: '#0958d9' },
  pending_payment: { Icon: ClockCircleOutlined, colour: '#0958d9' },
  pending_card_creation: { Icon: ClockCircleOutlined, colour: '#0958d9' },
  investigation: { Icon: FileSearchOutlined, colour: '#ad6800' },
  allegations_unsubstantiated: { Icon: CloseCircleOutlined, colour: '#cf1322' },
  refund_initialized: { Icon: RollbackOutlined, colour: '#595959' },
  card_creation_postponed: { Icon: PauseCircleOutlined, colour: '#ad6800' },
  pending_transfer_of_funds: { Icon: SwapOutlined, colour: '#595959' },
  failed_transfer_of_funds: { Icon: CloseCircleOutlined, colour: '#cf1322' },
  cancelled: { Icon: CloseCircleOutlined, colour: '#cf1322' },
  completed: { Icon: CheckCircleOutlined, colour: '#389e0d' },
};

/** SPEC section 9: an order row is 90 pixels high. */
const ROW_HEIGHT = 90;

/** One order; a struck-through amount is heard as 'no longer due'; only a row with a destination is a link. */
function OrderRowView({ row }: { row: OrderRow }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { Icon, colour } = ICONS[row.status];
  const content = (
    <Flex align="center" gap={16} style={{ minHeight: ROW_HEIGHT, paddingInline: 16 }}>
      <span aria-hidden="true" style={{ fontSize: 28, lineHeight: 1 }}>
        <Icon style={{ color: colour }} />
      </span>
      <Flex vertical flex={1} style={{ minWidth: 0 }}>
        <InlineText strong>{t('orders.row.title', { id: row.id, date: row.date })}</InlineText>
        <InlineText>{t(row.statusKey)}</InlineText>
      </Flex>
      <InlineText deleted={row.struckThrough} style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
        {money(row.amount)}
      </InlineText>
      {row.struckThrough && <VisuallyHidden> {t('orders.row.notDue')}</VisuallyHidden>}
      {row.to !== null && <RightOutlined aria-hidden="true" />}
    </Flex>
  );
  return (
    <li style={{ borderBottom: '1px solid #f0f0f0' }}>
      {row.to === null ? (
        content
      ) : (
        <Link to={row.to} style={{ display: 'block', color: 'inherit' }}>
          {content}
        </Link>
      )}
    </li>
  );
}

function OrdersSection({ title, rows }: { title: string; rows: OrderRow[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 32 }}>
      <Heading level={2} id={headingId} style={{ fontSize: 20 }}>
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Flex align="center" gap={12} style={{ paddingBlock: 16 }}>
          <InboxOutlined aria-hidden="true" style={{ fontSize: 28 }} />
          <InlineText>{t('orders.empty')}</InlineText>
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
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <div style={{ maxWidth: 720, marginInline: 'auto' }}>
      <Heading level={1} ref={title}>
        {t('orders.page.title')}
      </Heading>
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
