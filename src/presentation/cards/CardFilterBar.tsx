import { Flex, Radio, Typography } from 'antd';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_FILTERS, type CardFilter } from '../../domain/cards/cardFilter';
import { CARD_SORTS, type CardSort } from '../../domain/cards/cardSort';
import { VISUALLY_HIDDEN } from '../shell/VisuallyHidden';
import type { CardsView } from './CardsPresenter';

/**
 * The filter and sort bar of the Cards screen (SPEC sections 2 and 4): which cards the carousel
 * lists (all, active, deactivated, blocked) and their order (date created or value, either way).
 * Two groups of radio buttons, each named by its visible label: arrow keys move within a group.
 */
export function CardFilterBar({
  view,
  onFilter,
  onSort,
  ref,
}: {
  view: CardsView;
  onFilter: (filter: CardFilter) => void;
  onSort: (sort: CardSort) => void;
  /** The bar's section, where the page finds the checked filter to give it the focus. */
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const filterId = useId();
  const sortId = useId();
  return (
    <section ref={ref} aria-labelledby={titleId} style={{ marginBottom: 16 }}>
      <Typography.Title level={2} id={titleId} style={VISUALLY_HIDDEN}>
        {t('cards.bar.title')}
      </Typography.Title>
      <Flex gap={16} wrap align="center">
        <Flex gap={8} wrap align="center">
          <Typography.Text id={filterId} strong>
            {t('cards.bar.filterLabel')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={filterId}
            name="cards-filter"
            optionType="button"
            value={view.filter}
            onChange={(event) => onFilter(event.target.value as CardFilter)}
            options={CARD_FILTERS.map((filter) => ({
              value: filter,
              label: t(`cards.bar.filters.${filter}`),
            }))}
          />
        </Flex>
        <Flex gap={8} wrap align="center">
          <Typography.Text id={sortId} strong>
            {t('cards.bar.sortLabel')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={sortId}
            name="cards-sort"
            optionType="button"
            value={view.sort}
            onChange={(event) => onSort(event.target.value as CardSort)}
            options={CARD_SORTS.map((sort) => ({ value: sort, label: t(`cards.bar.sorts.${sort}`) }))}
          />
        </Flex>
      </Flex>
    </section>
  );
}
