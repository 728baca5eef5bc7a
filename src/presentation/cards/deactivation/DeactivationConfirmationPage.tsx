import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../messages/useMessageText';
import { useMoney } from '../../widgets/useMoney';
import {
  ConfirmDeactivation,
  DeactivationFrame,
  HeldForPendingPayments,
  RefusedWay,
} from './DeactivationFrame';
import { DeactivationConfirmationPresenter } from './DeactivationConfirmationPresenter';

const ROW = { display: 'flex', justifyContent: 'space-between', gap: 16, padding: '8px 0' };
const TERM_STYLE = { ...ROW, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' };

/**
 * The Transfer Confirmation (/cards/{cardId}/deactivate/{targetCardId}/confirmation, SPEC section 2):
 * the fee and what each card holds afterwards, then the confirm button; or why it cannot be confirmed.
 */
export default observer(function DeactivationConfirmationPage({
  presenter,
}: {
  presenter: DeactivationConfirmationPresenter;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { money } = useMoney();
  const { opened, refusal, figures, receiver, option } = presenter;

  return (
    <DeactivationFrame
      page="confirmation"
      opened={opened}
      title={`deactivation.confirmation.title.${option}`}
      refusal={refusal}
    >
      {(card) =>
        refusal !== null ? (
          <RefusedWay
            changePath={presenter.changePath}
            text={
              refusal === 'targetRefused' && receiver ? (
                <>
                  {t('deactivation.confirmation.refused.targetRefused', { lastFour: receiver.lastFour })}{' '}
                  {text(receiver.reason)}
                </>
              ) : (
                t(`deactivation.confirmation.refused.${refusal}`)
              )
            }
          />
        ) : (
          figures && (
            <>
              <Typography.Paragraph>
                {t('deactivation.confirmation.permanent', { lastFour: card.lastFour })}
              </Typography.Paragraph>
              <HeldForPendingPayments held={figures.held} lastFour={card.lastFour} />
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
              <ConfirmDeactivation
                deactivation={presenter.deactivation}
                onConfirm={() => void presenter.confirm()}
                label={t(`deactivation.confirmation.confirm.${option}`, { moved: money(figures.moved) })}
                changePath={presenter.changePath}
              />
            </>
          )
        )
      }
    </DeactivationFrame>
  );
});
