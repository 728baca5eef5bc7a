import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../widgets/ButtonLink';
import { useMoney } from '../../widgets/useMoney';
import { usePageType } from '../../shell/analytics';
import { usePresenter } from '../../shell/ContainerContext';
import { usePageTitle } from '../../shell/usePageTitle';
import { DeactivationFrame, DeactivationTitle } from './DeactivationFrame';
import { DeactivationSuccessPresenter } from './DeactivationSuccessPresenter';

/**
 * The deactivation Success page (/cards/{cardId}/deactivate/{case}/{targetCardId}/success, SPEC
 * section 2): what was done, the receiving card's balance now, and the way to the Cards screen.
 */
export default observer(function DeactivationSuccessPage() {
  const presenter = usePresenter(DeactivationSuccessPresenter);
  const { t } = useTranslation();
  const { money } = useMoney();
  usePageTitle('deactivation.pageTitles.success');
  usePageType('account');
  const { cardId = '', successCase = '', targetCardId = '' } = useParams();
  useEffect(
    () => presenter.open(cardId, successCase, targetCardId),
    [presenter, cardId, successCase, targetCardId],
  );
  const { done } = presenter;
  if (done === null) return <DeactivationFrame backPath={null}>{null}</DeactivationFrame>;
  const { receivedBy, lastFour } = done;

  return (
    <DeactivationFrame backPath={null}>
      <DeactivationTitle>
        {t(`deactivation.success.title.${done.successCase}`, { lastFour })}
      </DeactivationTitle>
      <Typography.Paragraph>
        {done.successCase === 'cancel'
          ? t('deactivation.success.text.cancel')
          : receivedBy
            ? t(`deactivation.success.text.${done.successCase}`, {
                lastFour,
                receiver: receivedBy.lastFour,
                balance: money(receivedBy.balance),
              })
            : t('deactivation.success.deactivated', { lastFour })}
      </Typography.Paragraph>
      <ButtonLink to={presenter.cardsPath} type="primary" size="large">
        {t('deactivation.success.toCards')}
      </ButtonLink>
    </DeactivationFrame>
  );
});
