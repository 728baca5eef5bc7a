import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Flex, Radio, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isTransactionFilter } from '../../domain/transactions/transactionFilter';
import { useLanguage } from '../i18n/useLanguage';
import { useMessageText } from '../messages/useMessageText';
import { useMoney } from '../payment/useMoney';
import { usePresenter } from '../shell/ContainerContext';
import { VisuallyHidden } from '../shell/VisuallyHidden';
import { keepInView } from './keepInView';
import { TRANSACTION_COLOURS, TransactionIcon } from './TransactionIcon';
import { TransactionsPresenter, type TransactionRow, type TransactionFocus } from './TransactionsPresenter';

/** The transaction the cards URL names (back from its detail page), or none. */
function useFocusQuery(): TransactionFocus | null {
  const [query] = useSearchParams();
  const transactionId = query.get('transactionId');
  const status = query.get('status');
  return transactionId ? { transactionId, status } : null;
}

/**
 * The transactions section of the cards screen (SPEC sections 2, 4 and 9), under the carousel: load
 * and hide, the status filter, and the selected card's transactions in a list at most 5 rows high
 * that scrolls, each row leading to the transaction's detail. Coming back from a detail page it
 * scrolls to that transaction and highlights it. Once loaded, the card's statement downloads as CSV.
 */
export const TransactionsSection = observer(function TransactionsSection({
  card,
}: {
  card: { id: string; lastFour: string } | null;
}) {
  const presenter = usePresenter(TransactionsPresenter);
  const { t } = useTranslation();
  const language = useLanguage();
  const text = useMessageText();
  const focus = useFocusQuery();
  const titleId = useId();
  const filterLabelId = useId();
  const list = useRef<HTMLUListElement>(null);
  const cardId = card?.id ?? null;
  const focusId = focus?.transactionId ?? null;
  const focusStatus = focus?.status ?? null;

  useEffect(() => {
    if (cardId === null) return;
    presenter.open(cardId, focusId === null ? null : { transactionId: focusId, status: focusStatus });
  }, [presenter, cardId, focusId, focusStatus]);

  useEffect(() => () => presenter.close(), [presenter]);

  // Back from a detail page: the page and the list scroll to the highlighted row, once it is laid
  // out, and keep it in view while the page settles (on a full load the router's scroll restoration
  // can move the window after the row was reached).
  const { scrollPending, highlightedId } = presenter;
  const stopWatching = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWatching.current(), []);
  useEffect(() => {
    if (!scrollPending || highlightedId === null) return;
    const row = Array.from(list.current?.children ?? []).find(
      (child): child is HTMLElement =>
        child instanceof HTMLElement && child.dataset.transactionId === highlightedId,
    );
    // jsdom lays nothing out and cannot scroll.
    const canScroll =
      typeof row?.scrollIntoView === 'function' &&
      typeof requestAnimationFrame === 'function' &&
      typeof ResizeObserver === 'function';
    if (!row || !canScroll) {
      presenter.scrolled();
      return;
    }
    const frame = requestAnimationFrame(() => {
      stopWatching.current = keepInView(row);
      presenter.scrolled();
    });
    return () => cancelAnimationFrame(frame);
  }, [presenter, scrollPending, highlightedId]);

  if (card === null) return null;
  const { listSize } = presenter;

  return (
    <section aria-labelledby={titleId} style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={2} id={titleId} style={{ margin: 0, fontSize: 22 }}>
          {t('transactions.section.title')}
        </Typography.Title>
        {presenter.shown ? (
          <Flex gap={8} wrap>
            {presenter.statementReady && (
              <Button
                icon={<DownloadOutlined />}
                aria-label={t('transactions.statement.downloadLabel', { lastFour: card.lastFour })}
                onClick={() =>
                  presenter.downloadStatement(card.lastFour, { t: (key, values) => t(key, values), language })
                }
              >
                {t('transactions.statement.download')}
              </Button>
            )}
            <Button onClick={() => presenter.hide()}>{t('transactions.section.hide')}</Button>
          </Flex>
        ) : (
          <Button type="primary" loading={presenter.loading} onClick={() => void presenter.load()}>
            {t('transactions.section.load')}
          </Button>
        )}
      </Flex>
      {presenter.failure && (
        <Alert type="error" showIcon title={text(presenter.failure)} style={{ marginBottom: 12 }} />
      )}
      {presenter.shown && (
        <>
          <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
            <Typography.Text id={filterLabelId} strong>
              {t('transactions.section.filter.label')}
            </Typography.Text>
            <Radio.Group
              aria-labelledby={filterLabelId}
              optionType="button"
              value={presenter.filter}
              onChange={(event) => {
                const value: unknown = event.target.value;
                if (typeof value === 'string' && isTransactionFilter(value)) presenter.setFilter(value);
              }}
              options={presenter.filters.map((filter) => ({
                value: filter,
                label: t(`transactions.section.filter.${filter}`),
              }))}
            />
          </Flex>
          {presenter.empty ? (
            <Typography.Paragraph>{t(`transactions.section.empty.${presenter.filter}`)}</Typography.Paragraph>
          ) : (
            <ul
              ref={list}
              aria-label={t('transactions.section.listLabel', { lastFour: card.lastFour })}
              style={{
                maxHeight: listSize.maxHeight,
                overflowY: 'auto',
                listStyle: 'none',
                margin: 0,
                padding: 0,
                border: '1px solid #f0f0f0',
                borderRadius: 8,
              }}
            >
              {presenter.rows.map((row) => (
                <TransactionRowItem key={row.id} row={row} height={listSize.itemHeight} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
});

/** One row: merchant, date, status (icon, colour, words) and the amount, all one link to the detail. */
function TransactionRowItem({ row, height }: { row: TransactionRow; height: number }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const colour = TRANSACTION_COLOURS[row.display.colour].text;
  return (
    <li data-transaction-id={row.id} style={{ height, borderBottom: '1px solid #f0f0f0' }}>
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
          <span style={{ display: 'block', color: colour }}>{t(row.statusKey)}</span>
        </span>
        <span style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.display.struckThrough ? (
            <>
              <del>{money(row.amount)}</del>
              <VisuallyHidden> {t('transactions.row.notCharged')}</VisuallyHidden>
            </>
          ) : (
            money(row.amount)
          )}
        </span>
        {row.highlighted && <VisuallyHidden>{t('transactions.row.current')}</VisuallyHidden>}
      </Link>
    </li>
  );
}
