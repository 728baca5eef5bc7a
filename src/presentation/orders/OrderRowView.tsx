import RightOutlined from '@ant-design/icons/RightOutlined';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '../shell/VisuallyHidden';
import { OrderStatusIcon } from './OrderStatusIcon';
import type { OrderRow } from './OrdersPresenter';

/** SPEC section 9: an order row is 90 pixels high. */
const ROW_HEIGHT = 90;

/** One order; a struck-through amount is heard as 'no longer due'; only a row with a destination is a link. */
export function OrderRowView({ row }: { row: OrderRow }) {
  const { t } = useTranslation();
  const content = (
    <Flex align="center" gap={16} style={{ minHeight: ROW_HEIGHT, paddingInline: 16 }}>
      <OrderStatusIcon status={row.status} />
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
