import { Alert, Button, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { MessageAlert } from '../../messages/MessageAlert';
import { useMoney } from '../../widgets/useMoney';
import { usePageType } from '../../shell/analytics';
import { usePresenter } from '../../shell/ContainerContext';
import { usePageTitle } from '../../shell/usePageTitle';
import { CancelCardPresenter } from './CancelCardPresenter';
import {
  CannotDeactivate,
  DeactivationFrame,
  DeactivationTitle,
  HeldForPendingPayments,
  RefusedWay,
} from './DeactivationFrame';

/**
 * The Cancel page (/cards/{cardId}/deactivate/cancel, SPEC section 2): cancelling is free, and the
 * balance it loses is stated with its amount before the confirm button.
 */
export default observer(function CancelCardPage() {
  const presenter = usePresenter(CancelCardPresenter);
  const { t } = useTranslation();
  const { money } = useMoney();
  usePageTitle('deactivation.pageTitles.cancel');
  usePageType('account');
  const { cardId = '' } = useParams();
  useEffect(() => {
    presenter.open(cardId);
    return () => presenter.close();
  }, [presenter, cardId]);
  const { card, refusal, figures } = presenter;

  return (
    <DeactivationFrame backPath={presenter.backPath}>
      {card && (
        <>
          <DeactivationTitle refusal={refusal}>
            {t('deactivation.cancel.title', { lastFour: card.lastFour })}
          </DeactivationTitle>
          {refusal === 'notOffered' ? (
            <RefusedWay text={t('deactivation.cancel.notOffered')} changePath={presenter.choicePath} />
          ) : refusal !== null ? (
            <CannotDeactivate reason={refusal} />
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
                <MessageAlert message={presenter.failure} />
                <Flex gap={16} wrap align="center">
                  <Button
                    type="primary"
                    danger
                    size="large"
                    className="wrapping-button"
                    loading={presenter.submitting}
                    onClick={() => void presenter.confirm()}
                  >
                    {t('deactivation.cancel.confirm', { lost: money(figures.lost) })}
                  </Button>
                  <Link to={presenter.choicePath}>{t('deactivation.changeChoice')}</Link>
                </Flex>
              </>
            )
          )}
        </>
      )}
    </DeactivationFrame>
  );
});
