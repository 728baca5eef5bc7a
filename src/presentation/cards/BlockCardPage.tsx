import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessageAlert } from '../messages/MessageAlert';
import { paths } from '../shell/paths';
import { useFocusOnRefusal } from '../shell/useFocusOnRefusal';
import { PageCard } from '../widgets/PageCard';
import { BlockCardPresenter } from './BlockCardPresenter';
import { Heading, Paragraph } from '../widgets/Text';
import { Notice } from '../widgets/Notice';

/** Block Card (/cards/{cardId}/block, SPEC section 2); for a card that cannot be blocked, why. */
export default observer(function BlockCardPage({ presenter }: { presenter: BlockCardPresenter }) {
  const { t } = useTranslation();
  const { card, block } = presenter;

  // Refused because the card was blocked or deactivated meanwhile (another tab).
  const title = useFocusOnRefusal(card === null ? null : card.blockable !== 'yes');

  return (
    <PageCard width={600} pageTitle="cards.block.pageTitle">
      <Link to={paths.cards({ selected: presenter.cardId })}>
        <span aria-hidden="true">← </span>
        {t('cards.block.back')}
      </Link>
      {card && (
        <>
          <Heading ref={title} level={1} style={{ fontSize: 26 }}>
            {t('cards.block.title', { lastFour: card.lastFour })}
          </Heading>
          {card.blockable === 'yes' ? (
            <>
              <Paragraph>{t('cards.block.what')}</Paragraph>
              <Paragraph>{t('cards.block.undo')}</Paragraph>
              <MessageAlert message={block.failure} />
              <Button
                type="primary"
                danger
                size="large"
                loading={block.running}
                onClick={() => void presenter.confirm()}
              >
                {t('cards.block.confirm')}
              </Button>
            </>
          ) : (
            <Notice type="info" title={t(`cards.block.${card.blockable}`)} />
          )}
        </>
      )}
    </PageCard>
  );
});
