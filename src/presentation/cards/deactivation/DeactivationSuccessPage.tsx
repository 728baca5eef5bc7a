import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../widgets/ButtonLink';
import { useMoney } from '../../widgets/useMoney';
import { DeactivationFrame } from './DeactivationFrame';
import { DeactivationSuccessPresenter } from './DeactivationSuccessPresenter';

export default observer(function DeactivationSuccessPage({
  presenter,
}: {
  presenter: DeactivationSuccessPresenter;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { successCase, receivedBy } = presenter;
  return (
    <DeactivationFrame
      page="success"
      about={{ card: presenter.deactivated }}
      title={`deactivation.success.title.${successCase}`}
    >
      {({ lastFour }) => (
        <>
          <Typography.Paragraph>
            {successCase === 'cancel'
              ? t('deactivation.success.text.cancel')
              : receivedBy
                ? t(`deactivation.success.text.${successCase}`, {
                    lastFour,
                    receiver: receivedBy.lastFour,
                    balance: money(receivedBy.balance),
                  })
                : t('deactivation.success.deactivated', { lastFour })}
          </Typography.Paragraph>
          <ButtonLink to={presenter.cardsPath} type="primary" size="large">
            {t('deactivation.success.toCards')}
          </ButtonLink>
        </>
      )}
    </DeactivationFrame>
  );
});
