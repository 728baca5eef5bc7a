import { Alert, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../widgets/useMoney';
import { CancelCardPresenter } from './CancelCardPresenter';
import {
  ConfirmDeactivation,
  DeactivationFrame,
  HeldForPendingPayments,
  RefusedWay,
} from './DeactivationFrame';

/**
 * The Cancel page (/cards/{cardId}/deactivate/cancel, SPEC section 2): cancelling is free, and the
 * balance it loses is stated with its amount before the confirm button.
 */
export default observer(function CancelCardPage({ presenter }: { presenter: CancelCardPresenter }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { opened, refusal, figures } = presenter;

  return (
    <DeactivationFrame page="cancel" opened={opened} refusal={refusal}>
      {(card) =>
        refusal === 'notOffered' ? (
          <RefusedWay text={t('deactivation.cancel.notOffered')} changePath={opened.choicePath} />
        ) : (
          figures && (
            <>
              <Typography.Paragraph>{t('deactivation.cancel.free')}</Typography.Paragraph>
              <HeldForPendingPayments held={figures.held} lastFour={card.lastFour} />
              <Alert
                type="warning"
                showIcon
                title={t('deactivation.cancel.loss', { lost: money(figures.lost) })}
                style={{ marginBottom: 16 }}
              />
              <ConfirmDeactivation
                deactivation={presenter.deactivation}
                onConfirm={() => void presenter.confirm()}
                label={t('deactivation.cancel.confirm', { lost: money(figures.lost) })}
                changePath={opened.choicePath}
              />
            </>
          )
        )
      }
    </DeactivationFrame>
  );
});
