import { Button, Flex } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_FILTERS } from '../../domain/cards/cardFilter';
import { CARD_SORTS } from '../../domain/cards/cardSort';
import { VISUALLY_HIDDEN } from '../shell/VisuallyHidden';
import type { CardsQuery, CardsView } from './cardsView';
import { ChoiceBar } from './ChoiceBar';
import { Heading, Paragraph } from '../widgets/Text';

/** The Cards screen's filter and sort bar (SPEC sections 2 and 4), then what it says when it lists no card. */
export function CardFilterBar({
  view,
  onChoose,
  noneListed,
}: {
  view: CardsView;
  onChoose: <N extends keyof CardsQuery>(name: N, value: CardsQuery[N]) => void;
  noneListed: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // "Show all cards" leaves the page with the message it ends: the keyboard focus goes to the filter
  // it set (All, checked) rather than falling to the page's body.
  const bar = useRef<HTMLElement>(null);
  const showingAll = useRef(false);
  useEffect(() => {
    if (!showingAll.current || view.filter !== 'all') return;
    showingAll.current = false;
    bar.current?.querySelector<HTMLInputElement>('input[name="cards-filter"]:checked')?.focus();
  }, [view.filter]);
  return (
    <>
      <section ref={bar} aria-labelledby={titleId} style={{ marginBottom: 16 }}>
        <Heading level={2} id={titleId} style={VISUALLY_HIDDEN}>
          {t('cards.bar.title')}
        </Heading>
        <Flex gap={16} wrap align="center">
          <ChoiceBar
            label={t('cards.bar.filterLabel')}
            name="cards-filter"
            value={view.filter}
            onChoose={(filter) => onChoose('filter', filter)}
            choices={CARD_FILTERS.map((filter) => ({
              value: filter,
              label: t(`cards.bar.filters.${filter}`),
            }))}
          />
          <ChoiceBar
            label={t('cards.bar.sortLabel')}
            name="cards-sort"
            value={view.sort}
            onChoose={(sort) => onChoose('sort', sort)}
            choices={CARD_SORTS.map((sort) => ({ value: sort, label: t(`cards.bar.sorts.${sort}`) }))}
          />
        </Flex>
      </section>
      {noneListed && (
        <Paragraph role="status">
          {t('cards.bar.noneListed')}{' '}
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => {
              showingAll.current = true;
              onChoose('filter', 'all');
            }}
          >
            {t('cards.bar.showAll')}
          </Button>
        </Paragraph>
      )}
    </>
  );
}
