import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import type { ComponentType } from 'react';
import type { OrderStatus } from '../../domain/orders/Order';

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

export function OrderStatusIcon({ status }: { status: OrderStatus }) {
  const { Icon, colour } = ICONS[status];
  return (
    <span aria-hidden="true" style={{ fontSize: 28, lineHeight: 1 }}>
      <Icon style={{ color: colour }} />
    </span>
  );
}
