import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../../domain/orders/cardLimit';
import { ButtonLink } from '../../widgets/ButtonLink';
import { paths } from '../../shell/paths';
import { OrderResultLayout } from './OrderResultLayout';
import { useMoney } from '../../widgets/useMoney';
import { Paragraph } from '../../widgets/Text';

/** Order info KYC (/order/{orderId}/infoKYC?selected=…): why identity verification matters; both ways keep `selected`. */
export default function OrderInfoKycPage() {
  const { t } = useTranslation();
  const selected = useSearchParams()[0].get('selected');
  const { money } = useMoney();
  return (
    <OrderResultLayout
      page="infoKyc"
      actions={
        <>
          <ButtonLink type="primary" size="large" to={paths.kycUpgradeInfo(selected)}>
            {t('orderResult.infoKyc.start')}
          </ButtonLink>
          <Link to={paths.cards({ selected })}>{t('orderResult.infoKyc.later')}</Link>
        </>
      }
    >
      <Paragraph>
        {t('orderResult.infoKyc.text', {
          purchaseLimit: money(KYC_LEVEL_1_PURCHASE_LIMIT),
          accountLimit: money(KYC_LEVEL_1_ACCOUNT_LIMIT),
        })}
      </Paragraph>
      <Paragraph>{t('orderResult.infoKyc.camera')}</Paragraph>
    </OrderResultLayout>
  );
}
