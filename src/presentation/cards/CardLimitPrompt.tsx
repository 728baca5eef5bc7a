import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../domain/orders/cardLimit';
import { paths } from '../shell/paths';
import { useMoney } from '../widgets/useMoney';
import { Notice } from '../widgets/Notice';

/** Instead of buying, at the level-1 card limit (SPEC sections 2 and 6): on to the identity upgrade. */
export function CardLimitPrompt({ selectedId }: { selectedId: string | null }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const limits = {
    accountLimit: money(KYC_LEVEL_1_ACCOUNT_LIMIT),
    purchaseLimit: money(KYC_LEVEL_1_PURCHASE_LIMIT),
  };
  return (
    <Notice
      type="warning"
      title={t('cards.limit.title')}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>{t('cards.limit.text', limits)}</p>
          <Link to={paths.kycUpgradeInfo(selectedId)}>{t('cards.limit.link')}</Link>
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
