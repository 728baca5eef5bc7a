import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { Flex, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderStatus } from '../../domain/orders/Order';
import { VisuallyHidden } from '../shell/VisuallyHidden';
import type { OrderRow } from './OrdersPresenter';

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
export function OrderRowView({ row }: { row: OrderRow }) {
  const { t } = useTranslation();
  const { Icon, colour } = ICONS[row.status];
  const content = (
    <Flex align="center" gap={16} style={{ minHeight: ROW_HEIGHT, paddingInline: 16 }}>
      <span aria-hidden="true" style={{ fontSize: 28, lineHeight: 1 }}>
        <Icon style={{ color: colour }} />
      </span>
      <Flex vertical flex={1} style={{ minWidth: 0 }}>
        <Typography.Text strong>{t('orders.row.title', { id: row.id, date: row.date })}</Typography.Text>
        <Typography.Text>{t(row.statusKey)}</Typography.Text>
      </Flex>
      <Typography.Text delete={row.struckThrough} style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
        {row.amount}
      </Typography.Text>
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
