import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { paths } from '../shell/paths';
import type { CardsPresenter, CardTile, InPlaceCardAction } from './CardsPresenter';
import type { CardsView } from './cardsView';

/**
 * The actions the selected card's state allows (SPEC section 4). Once it is unblocked or activated,
 * that button has left the page: the focus goes to the first action.
 */
export const CardActions = observer(function CardActions({
  card,
  presenter,
  view,
}: {
  card: CardTile;
  presenter: CardsPresenter;
  view: CardsView;
}) {
  const { t } = useTranslation();
  const { actions } = card;
  const outcome = presenter.actionOutcome;
  const justDone = outcome?.type === 'success' && outcome.cardId === card.id;
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justDone && document.activeElement === document.body)
      group.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [justDone]);

  const inPlace = (action: InPlaceCardAction) => (
    <Button
      type="primary"
      loading={presenter.busyWith === action}
      onClick={() => void presenter.run(action, card.id, view)}
    >
      {t(`cards.actions.${action}`)}
    </Button>
  );

  if (!Object.values(actions).some(Boolean)) return null;
  return (
    <Flex
      ref={group}
      role="group"
      aria-label={t('cards.actions.title', { lastFour: card.lastFour })}
      gap={8}
      wrap
      style={{ marginBottom: 16 }}
    >
      {actions.activate && inPlace('activate')}
      {actions.details && (
        <Button
          icon={<EyeOutlined aria-hidden="true" />}
          aria-haspopup="dialog"
          onClick={() => presenter.showDetails(card.id)}
        >
          {t('cards.actions.details')}
        </Button>
      )}
      {actions.block && <ButtonLink to={paths.blockCard(card.id)}>{t('cards.actions.block')}</ButtonLink>}
      {actions.unblock && inPlace('unblock')}
      {actions.deactivate && (
        <ButtonLink to={paths.deactivate(card.id)}>{t('cards.actions.deactivate')}</ButtonLink>
      )}
    </Flex>
  );
});
