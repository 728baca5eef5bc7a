import { Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { MessageAlert } from '../messages/MessageAlert';
import { ExternalLink } from '../shell/ExternalLink';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { BalanceHeading } from './BalanceHeading';
import { CardActions } from './CardActions';
import { CardCarousel } from './CardCarousel';
import { CardDetailsOnceIdle } from './CardDetailsOnceIdle';
import { CardFilterBar } from './CardFilterBar';
import { CardLatePart } from './CardLatePart';
import { CardLimitPrompt } from './CardLimitPrompt';
import type { CardsPresenter, CardTile } from './CardsPresenter';
import type { CardsQuery, CardsView } from './cardsView';
import { useCardsQuery } from './useCardsQuery';
import { Notice } from '../widgets/Notice';
import { Heading, Paragraph } from '../widgets/Text';

/** Consumer Cards (/consumer/cards, SPEC section 2): the screen for the view and the card its query names. */
export default observer(function CardsPage({ presenter }: { presenter: CardsPresenter }) {
  usePageTitle('cards.page.pageTitle');
  const { view, selected, choose } = useCardsQuery(presenter);
  return <CardsScreen presenter={presenter} view={view} selected={selected} choose={choose} />;
});

/**
 * The screen itself, drawn again when its view, its selected card or what it observes changes, not when
 * the address alone does: the selected card written into the query once the screen has painted changes
 * neither, and drew the whole screen again right after its first paint.
 */
const CardsScreen = observer(function CardsScreen({
  presenter,
  view,
  selected,
  choose,
}: {
  presenter: CardsPresenter;
  view: CardsView;
  selected: CardTile | null;
  choose: <N extends keyof CardsQuery>(name: N, value: CardsQuery[N]) => void;
}) {
  const { t } = useTranslation();
  const offer = presenter.buyOffer;
  const listed = presenter.tilesIn(view);
  const outcome = presenter.actionOutcome;

  return (
    <>
      <Heading level={1}>{t('cards.page.title')}</Heading>
      {presenter.paymentCancelled && (
        <Notice
          type="warning"
          title={t('cards.page.paymentCancelled.title')}
          description={presenter.paymentCancelledNotes.map((key) => t(key)).join(' ')}
          action={
            offer === 'buy' && (
              <ButtonLink to={paths.buyCard()}>{t('cards.page.paymentCancelled.start')}</ButtonLink>
            )
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {presenter.hasCards && <CardFilterBar view={view} onChoose={choose} noneListed={listed.length === 0} />}
      {selected && <BalanceHeading card={selected} />}
      <CardCarousel
        cards={listed}
        inactivityOf={(cardId) => presenter.inactivityNoticeOf(cardId)?.level ?? null}
        selectedId={selected?.id ?? null}
        onSelect={(cardId) => choose('selected', cardId)}
        onOrder={() => presenter.buyCard()}
        limitReached={offer !== 'buy'}
      />
      {selected?.expiryNotice && (
        <Notice
          type="warning"
          role="note"
          title={t('cards.expiry.soon', { expiry: selected.expiryNotice.expiry })}
          style={{ marginBottom: 16 }}
        />
      )}
      {outcome && (
        <MessageAlert type={outcome.type === 'success' ? 'success' : 'error'} message={outcome.message} />
      )}
      {selected && <CardActions card={selected} presenter={presenter} view={view} />}
      {/* With no cards yet (SPEC section 2): say so, and offer the help centre and signing out. */}
      {!presenter.hasCards && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Paragraph style={{ margin: 0 }}>{t('cards.empty.text')}</Paragraph>
          <Flex gap={16} align="center" wrap>
            <ExternalLink href={HELP_CENTRE_URL}>{t('cards.empty.help')}</ExternalLink>
            <Button type="link" style={{ padding: 0 }} onClick={() => void presenter.session.signOut()}>
              {t('cards.empty.signOut')}
            </Button>
          </Flex>
        </Flex>
      )}
      {offer === 'buy' && (
        <ButtonLink type="primary" size="large" to={paths.buyCard()}>
          {t('cards.buy.button')}
        </ButtonLink>
      )}
      {offer === 'kycUpgrade' && <CardLimitPrompt selectedId={selected?.id ?? null} />}
      {selected && <CardLatePart presenter={presenter} card={selected} />}
      <CardDetailsOnceIdle presenter={presenter} />
    </>
  );
});
