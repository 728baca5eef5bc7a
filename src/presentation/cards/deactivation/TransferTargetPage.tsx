import { Button, Flex, Radio, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../messages/useMessageText';
import { useMoney } from '../../widgets/useMoney';
import { DeactivationFrame, WayOn } from './DeactivationFrame';
import type { ReceivingCard } from './CardAsOpened';
import { TransferTargetPresenter } from './TransferTargetPresenter';
import { Notice } from '../../widgets/Notice';

/** antd's disabled grey is below 4.5:1 on white; the reason a card is refused must stay readable. */
const REASON_STYLE = { display: 'block', marginInlineStart: 24, color: 'rgba(0, 0, 0, 0.65)' };

export default observer(function TransferTargetPage({ presenter }: { presenter: TransferTargetPresenter }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { money } = useMoney();
  const legendId = useId();
  const errorId = useId();
  const { opened } = presenter;
  const { transferRefusal: refusal, receivingCards } = opened;
  const figures = opened.previewOf('transfer');
  const pickError = text(presenter.pickError);

  return (
    <DeactivationFrame page="transfer" about={opened} refusal={refusal}>
      {(card) => (
        <>
          {refusal === null && figures ? (
            <Typography.Paragraph>
              {t('deactivation.transfer.what', {
                moved: money(figures.moved),
                balance: money(card.balance),
                fee: money(figures.fee),
              })}
            </Typography.Paragraph>
          ) : (
            <Notice
              type="info"
              title={t(`deactivation.transfer.refused.${refusal}`)}
              style={{ marginBottom: 16 }}
            />
          )}
          {receivingCards.length > 0 && (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend id={legendId} style={{ fontWeight: 600, fontSize: 16, marginBottom: 8 }}>
                {t('deactivation.transfer.legend')}
              </legend>
              <Radio.Group
                aria-labelledby={legendId}
                aria-describedby={pickError ? errorId : undefined}
                name="receiving-card"
                value={presenter.picked}
                onChange={(event) => presenter.pick(String(event.target.value))}
              >
                <Flex vertical gap={12}>
                  {receivingCards.map((candidate) => (
                    <Candidate key={candidate.id} candidate={candidate} pickable={refusal === null} />
                  ))}
                </Flex>
              </Radio.Group>
              {pickError && (
                <Typography.Text type="danger" id={errorId} role="alert" style={{ display: 'block' }}>
                  {pickError}
                </Typography.Text>
              )}
            </fieldset>
          )}
          <WayOn changePath={opened.choicePath}>
            {refusal === null && (
              <Button type="primary" size="large" onClick={() => presenter.proceed()}>
                {t('deactivation.transfer.continue')}
              </Button>
            )}
          </WayOn>
        </>
      )}
    </DeactivationFrame>
  );
});

/** One card as a radio button: disabled, with its reason, when it may not receive the balance. */
function Candidate({ candidate, pickable }: { candidate: ReceivingCard; pickable: boolean }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { money } = useMoney();
  const reasonId = useId();
  const refused = candidate.reason !== null;
  return (
    <div>
      <Radio
        value={candidate.id}
        disabled={refused || !pickable}
        aria-describedby={refused ? reasonId : undefined}
      >
        {t('deactivation.transfer.candidate', {
          lastFour: candidate.lastFour,
          balance: money(candidate.balance),
        })}
      </Radio>
      {refused && (
        <Typography.Text id={reasonId} style={REASON_STYLE}>
          {text(candidate.reason)}
        </Typography.Text>
      )}
    </div>
  );
}
