import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../widgets/useMoney';
import { VisuallyHidden } from '../../shell/VisuallyHidden';
import { TRANSACTION_COLOURS, TransactionIcon } from './TransactionIcon';
import type { ShownTransaction, TransactionRow } from './TransactionsPresenter';

/** One row: merchant, date, status (icon, colour, words) and the amount, all one link to the detail. */
export function TransactionRowItem({
  row,
  height,
  position,
  of,
}: {
  row: TransactionRow;
  height: number;
  /** Its place in the whole list (1 for the first), which may be longer than what is rendered. */
  position: number;
  of: number;
}) {
  const { t } = useTranslation();
  const colour = TRANSACTION_COLOURS[row.display.colour].text;
  return (
    <li
      data-transaction-id={row.id}
      aria-posinset={position}
      aria-setsize={of}
      style={{ height, boxSizing: 'border-box', borderBottom: '1px solid #f0f0f0' }}
    >
      <Link
        to={row.detailPath}
        aria-current={row.highlighted ? 'true' : undefined}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          height: '100%',
          paddingInline: 16,
          color: 'inherit',
          background: row.highlighted ? '#e6f4ff' : undefined,
          boxShadow: row.highlighted ? 'inset 4px 0 0 #1677ff' : undefined,
        }}
      >
        <TransactionIcon display={row.display} />
        <span style={{ flex: 1, minWidth: 0 }}>
          <span style={{ display: 'block', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.merchant}
          </span>
          <span style={{ display: 'block', color: '#595959' }}>{row.date}</span>
          <span style={{ display: 'block', color: colour }}>
            {t(`transactions.status.${row.display.wording}`)}
          </span>
        </span>
        <span style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          <TransactionAmount {...row} />
        </span>
        {row.highlighted && <VisuallyHidden>{t('transactions.row.current')}</VisuallyHidden>}
      </Link>
    </li>
  );
}

/** The amount (a plus sign for money in); one not taken from the card struck through, and said so in words. */
export function TransactionAmount({
  amount,
  display,
  moneyIn = false,
}: ShownTransaction & { moneyIn?: boolean }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  if (!display.struckThrough) return `${moneyIn ? '+' : ''}${money(amount)}`;
  return (
    <>
      <del>{money(amount)}</del>
      <VisuallyHidden> {t('transactions.row.notCharged')}</VisuallyHidden>
    </>
  );
}
