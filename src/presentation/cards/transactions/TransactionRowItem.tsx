import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Cents } from '../../../domain/money/Cents';
import { useMoney } from '../../widgets/useMoney';
import { VisuallyHidden } from '../../shell/VisuallyHidden';
import { TRANSACTION_COLOURS, TransactionIcon } from './TransactionIcon';
import type { ShownTransaction, TransactionRow } from './TransactionsPresenter';

/** The page's words and money format, read once by the list for all its rows. */
export interface RowTexts {
  t: TFunction;
  money: (cents: Cents) => string;
}

/** The list's texts, the same object while the language holds (the rows are redrawn only then). */
export function useRowTexts(): RowTexts {
  const { t } = useTranslation();
  const { money } = useMoney();
  return useMemo(() => ({ t, money }), [t, money]);
}

/**
 * One row: merchant, date, status (icon, colour, words) and the amount, all one link to the detail.
 * The presenter keeps each row's object for the list's life: a row whose place is unchanged is not redrawn.
 */
export const TransactionRowItem = memo(function TransactionRowItem({
  row,
  height,
  position,
  of,
  texts,
}: {
  row: TransactionRow;
  height: number;
  /** Its place in the whole list (1 for the first), which may be longer than what is rendered. */
  position: number;
  of: number;
  texts: RowTexts;
}) {
  const { t } = texts;
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
        <span style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{amountOf(row, texts)}</span>
        {row.highlighted && <VisuallyHidden>{t('transactions.row.current')}</VisuallyHidden>}
      </Link>
    </li>
  );
});

/** The amount (a plus sign for money in); one not taken from the card struck through, and said so in words. */
export function TransactionAmount(shown: ShownTransaction & { moneyIn?: boolean }) {
  return amountOf(shown, useRowTexts());
}

function amountOf(
  { amount, display, moneyIn = false }: ShownTransaction & { moneyIn?: boolean },
  texts: RowTexts,
) {
  const { t, money } = texts;
  if (!display.struckThrough) return `${moneyIn ? '+' : ''}${money(amount)}`;
  return (
    <>
      <del>{money(amount)}</del>
      <VisuallyHidden> {t('transactions.row.notCharged')}</VisuallyHidden>
    </>
  );
}
