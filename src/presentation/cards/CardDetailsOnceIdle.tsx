import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useState } from 'react';
import { useLazyWithTexts } from '../i18n/useLazyWithTexts';
import { whenIdle } from '../shell/whenIdle';
import { OnceOpened } from '../widgets/OnceOpened';
import { loadTransactions } from './CardLatePart';
import type { CardsPresenter } from './CardsPresenter';

const loadCardDetailsPart = () =>
  import(/* webpackChunkName: "card-details" */ './CardDetailsPart').then((part) => part.default);

/**
 * The card-details modal, mounted (closed) once the browser is idle after the cards' first paint, with
 * the transactions' code: opening it then only shows it. A press on Details before then opens it as soon
 * as its code is there. A component of its own, so that the idle moment draws nothing else again.
 * The modal (antd's Modal and Form, the code's validation) and its texts (the code entry's, textParts.ts)
 * download apart from the cards, so that the cards' first paint waits for neither.
 */
export const CardDetailsOnceIdle = observer(function CardDetailsOnceIdle({
  presenter,
}: {
  presenter: CardsPresenter;
}) {
  const CardDetailsPart = useLazyWithTexts('card-details', loadCardDetailsPart);
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        void loadTransactions();
        // A transition: React mounts the modal in slices, answering a tap meanwhile.
        startTransition(() => setIdle(true));
      }),
    [],
  );
  return (
    <OnceOpened open={idle || presenter.detailsAsked !== null}>
      <CardDetailsPart cards={presenter} />
    </OnceOpened>
  );
});
