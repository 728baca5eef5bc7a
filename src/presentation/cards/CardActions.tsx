import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Button, Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { paths } from '../shell/paths';
import type { CardTile } from './CardsPresenter';
import type { InPlaceCardAction } from './InPlaceCardActions';

/**
 * The actions the selected card's state allows (SPEC section 4). Once it is unblocked or activated
 * (`justDone`), that button has left the page: the focus goes to the first action.
 */
export function CardActions({
  card,
  onInPlace,
  busyWith,
  justDone,
  onDetails,
}: {
  card: CardTile;
  onInPlace: (action: InPlaceCardAction) => void;
  busyWith: InPlaceCardAction | null;
  justDone: boolean;
  onDetails: () => void;
}) {
  const { t } = useTranslation();
  const { actions } = card;
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justDone && document.activeElement === document.body)
      group.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [justDone]);

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
      {actions.activate && (
        <Button type="primary" loading={busyWith === 'activate'} onClick={() => onInPlace('activate')}>
          {t('cards.actions.activate')}
        </Button>
      )}
      {actions.details && (
        <Button icon={<EyeOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={onDetails}>
          {t('cards.actions.details')}
        </Button>
      )}
      {actions.block && <ButtonLink to={paths.blockCard(card.id)}>{t('cards.actions.block')}</ButtonLink>}
      {actions.unblock && (
        <Button type="primary" loading={busyWith === 'unblock'} onClick={() => onInPlace('unblock')}>
          {t('cards.actions.unblock')}
        </Button>
      )}
      {actions.deactivate && (
        <ButtonLink to={paths.deactivate(card.id)}>{t('cards.actions.deactivate')}</ButtonLink>
      )}
    </Flex>
  );
}
