import { Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DeactivationPreview } from '../../../domain/cards/deactivationPreview';
import { MessageAlert } from '../../messages/MessageAlert';
import { useMessageText } from '../../messages/useMessageText';
import { useMoney } from '../../widgets/useMoney';
import type { ShownCard } from './CardAsOpened';
import { DeactivationFrame, WayOn } from './DeactivationFrame';
import { DeactivationConfirmationPresenter } from './DeactivationConfirmationPresenter';
import { Notice } from '../../widgets/Notice';

const ROW = { display: 'flex', justifyContent: 'space-between', gap: 16, padding: '8px 0' };
const TERM_STYLE = { ...ROW, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' };

export default observer(function DeactivationConfirmationPage({
  presenter,
}: {
  presenter: DeactivationConfirmationPresenter;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { money } = useMoney();
  const { opened, refusal, figures, receiver, option } = presenter;
  const cancel = option === 'just_cancel';
  const refused = () => {
    if (refusal === 'targetRefused' && receiver) {
      const words = t('deactivation.confirmation.refused.targetRefused', { lastFour: receiver.lastFour });
      return `${words} ${text(receiver.reason)}`;
    }
    return t(cancel ? 'deactivation.cancel.notOffered' : `deactivation.confirmation.refused.${refusal}`);
  };

  return (
    <DeactivationFrame
      page={cancel ? 'cancel' : 'confirmation'}
      about={opened}
      title={cancel ? 'deactivation.cancel.title' : `deactivation.confirmation.title.${option}`}
      refusal={refusal}
    >
      {(card) =>
        refusal !== null ? (
          <>
            <Notice type="info" title={refused()} style={{ marginBottom: 16 }} />
            <WayOn changePath={presenter.changePath} />
          </>
        ) : (
          figures && (
            <>
              <Typography.Paragraph>
                {cancel
                  ? t('deactivation.cancel.free')
                  : t('deactivation.confirmation.permanent', { lastFour: card.lastFour })}
              </Typography.Paragraph>
              {figures.held > 0 && (
                <Typography.Paragraph>
                  {t('deactivation.held', { held: money(figures.held), lastFour: card.lastFour })}
                </Typography.Paragraph>
              )}
              {cancel ? (
                <Notice
                  type="warning"
                  title={t('deactivation.cancel.loss', { lost: money(figures.lost) })}
                  style={{ marginBottom: 16 }}
                />
              ) : (
                <Summary figures={figures} card={card} receiver={receiver} />
              )}
              <MessageAlert message={presenter.deactivation.failure} />
              <WayOn changePath={presenter.changePath}>
                <Button
                  type="primary"
                  danger
                  size="large"
                  className="wrapping-button"
                  loading={presenter.deactivation.running}
                  onClick={() => void presenter.confirm()}
                >
                  {cancel
                    ? t('deactivation.cancel.confirm', { lost: money(figures.lost) })
                    : t(`deactivation.confirmation.confirm.${option}`, { moved: money(figures.moved) })}
                </Button>
              </WayOn>
            </>
          )
        )
      }
    </DeactivationFrame>
  );
});

/** The fee and what each card holds afterwards: the card deactivated, then the one receiving its balance. */
function Summary({
  figures,
  card,
  receiver,
}: {
  figures: DeactivationPreview;
  card: ShownCard;
  receiver: ShownCard | null;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('deactivation.confirmation.summaryLabel')}
      </Typography.Title>
      <dl style={{ margin: '0 0 16px' }}>
        <div style={TERM_STYLE}>
          <dt>{t('deactivation.confirmation.fee')}</dt>
          <dd style={{ margin: 0 }}>{money(figures.fee)}</dd>
        </div>
        <div style={TERM_STYLE}>
          <dt>{t('deactivation.confirmation.cardAfter', { lastFour: card.lastFour })}</dt>
          <dd style={{ margin: 0 }}>{money(figures.sourceAfter)}</dd>
        </div>
        <div style={ROW}>
          <dt>
            {receiver
              ? t('deactivation.confirmation.cardAfter', { lastFour: receiver.lastFour })
              : t('deactivation.confirmation.newCard')}
          </dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{money(figures.receiverAfter ?? 0)}</dd>
        </div>
      </dl>
    </>
  );
}
