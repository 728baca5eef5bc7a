import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../domain/money/formatMoney';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../domain/orders/cardLimit';
import { ButtonLink } from '../widgets/ButtonLink';
import { usePageType } from '../shell/analytics';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { OrderResultLayout } from './OrderResultLayout';
import { useLanguage } from '../i18n/useLanguage';

/**
 * Order info KYC (/order/{orderId}/infoKYC?selected=…): why identity verification matters, a button to
 * the KYC upgrade information and a link to the cards, both keeping `selected`.
 */
export default function OrderInfoKycPage() {
  const { t } = useTranslation();
  usePageTitle('orderResult.infoKyc.pageTitle');
  usePageType('account');
  const [query] = useSearchParams();
  const selected = query.get('selected');
  const language = useLanguage();
  return (
    <OrderResultLayout
      status="info"
      title={t('orderResult.infoKyc.title')}
      actions={
        <>
          <ButtonLink type="primary" size="large" to={paths.kycUpgradeInfo(selected)}>
            {t('orderResult.infoKyc.start')}
          </ButtonLink>
          <Link to={paths.cards({ selected })}>{t('orderResult.infoKyc.later')}</Link>
        </>
      }
    >
      <Typography.Paragraph>
        {t('orderResult.infoKyc.text', {
          purchaseLimit: formatMoney(KYC_LEVEL_1_PURCHASE_LIMIT, language),
          accountLimit: formatMoney(KYC_LEVEL_1_ACCOUNT_LIMIT, language),
        })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('orderResult.infoKyc.camera')}</Typography.Paragraph>
    </OrderResultLayout>
  );
}
