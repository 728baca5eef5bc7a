import { Flex, Typography } from 'antd';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_FILTERS } from '../../domain/cards/cardFilter';
import { CARD_SORTS } from '../../domain/cards/cardSort';
import { VISUALLY_HIDDEN } from '../shell/VisuallyHidden';
import type { CardsQuery, CardsView } from './cardsView';
import { ChoiceBar } from './ChoiceBar';

/** The Cards screen's filter and sort bar (SPEC sections 2 and 4). */
export function CardFilterBar({
  view,
  onChoose,
  ref,
}: {
  view: CardsView;
  onChoose: <N extends keyof CardsQuery>(name: N, value: CardsQuery[N]) => void;
  /** Where the page finds the checked filter to focus it. */
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section ref={ref} aria-labelledby={titleId} style={{ marginBottom: 16 }}>
      <Typography.Title level={2} id={titleId} style={VISUALLY_HIDDEN}>
        {t('cards.bar.title')}
      </Typography.Title>
      <Flex gap={16} wrap align="center">
        <ChoiceBar
          label={t('cards.bar.filterLabel')}
          name="cards-filter"
          value={view.filter}
          onChoose={(filter) => onChoose('filter', filter)}
          choices={CARD_FILTERS.map((filter) => ({ value: filter, label: t(`cards.bar.filters.${filter}`) }))}
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
  );
}
