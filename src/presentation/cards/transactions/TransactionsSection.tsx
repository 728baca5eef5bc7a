import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';
import { MessageAlert } from '../../messages/MessageAlert';
import { usePresenter } from '../../shell/ContainerContext';
import { ChoiceBar } from '../ChoiceBar';
import { TransactionList } from './TransactionList';
import { TransactionsPresenter } from './TransactionsPresenter';

/** The transactions section under the carousel, for one card (the screen draws a new one for another card). */
export const TransactionsSection = observer(function TransactionsSection({
  card,
}: {
  card: { id: string; lastFour: string };
}) {
  const presenter = usePresenter(TransactionsPresenter);
  const { t } = useTranslation();
  const language = useLanguage();
  const [query] = useSearchParams();
  const titleId = useId();
  const focusId = query.get('transactionId');
  const focusStatus = query.get('status');

  useEffect(() => {
    presenter.enter({
      cardId: card.id,
      focus: focusId ? { transactionId: focusId, status: focusStatus } : null,
    });
    return () => presenter.leave();
  }, [presenter, card.id, focusId, focusStatus]);

  return (
    <section aria-labelledby={titleId} style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={2} id={titleId} style={{ margin: 0, fontSize: 22 }}>
          {t('transactions.section.title')}
        </Typography.Title>
        {/* One button, Show then Hide: the focus stays on it rather than falling to the page's start. */}
        <Flex gap={8} wrap>
          {presenter.statementReady && (
            <Button
              icon={<DownloadOutlined />}
              aria-label={t('transactions.statement.downloadLabel', { lastFour: card.lastFour })}
              onClick={() => void presenter.downloadStatement(card.lastFour, { t, language })}
            >
              {t('transactions.statement.download')}
            </Button>
          )}
          <Button
            type={presenter.shown ? 'default' : 'primary'}
            loading={!presenter.shown && presenter.list.running}
            onClick={() => (presenter.shown ? presenter.hide() : void presenter.load())}
          >
            {t(presenter.shown ? 'transactions.section.hide' : 'transactions.section.load')}
          </Button>
        </Flex>
      </Flex>
      <MessageAlert message={presenter.list.failure} style={{ marginBottom: 12 }} />
      {presenter.shown && <FilteredTransactions presenter={presenter} lastFour={card.lastFour} />}
    </section>
  );
});

/**
 * The status filter and the rows it keeps: its own observer, so a filter change redraws these alone, not
 * the section's heading and buttons.
 */
const FilteredTransactions = observer(function FilteredTransactions({
  presenter,
  lastFour,
}: {
  presenter: TransactionsPresenter;
  lastFour: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceBar
        label={t('transactions.section.filter.label')}
        value={presenter.filter}
        onChoose={(filter) => presenter.setFilter(filter)}
        choices={presenter.filters.map((filter) => ({
          value: filter,
          label: t(`transactions.section.filter.${filter}`),
        }))}
        style={{ marginBottom: 12 }}
      />
      {presenter.empty ? (
        <Typography.Paragraph>{t(`transactions.section.empty.${presenter.filter}`)}</Typography.Paragraph>
      ) : (
        <TransactionList presenter={presenter} label={t('transactions.section.listLabel', { lastFour })} />
      )}
    </>
  );
});
