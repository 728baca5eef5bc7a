import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../widgets/ButtonLink';
import { paths } from '../shell/paths';
import { PageCard } from '../widgets/PageCard';
import { StepHeading } from '../widgets/StepHeading';
import { KycIllustration } from './KycIllustration';

const DOCUMENTS = ['identity', 'address1', 'address2'] as const;

/** KYC Upgrade Info: both ways out keep the `selected` card for the way back. */
export default function KycUpgradeInfoPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const selected = query.get('selected');

  return (
    <PageCard width={600} pageTitle="kyc.upgradeInfo.pageTitle">
      <Flex justify="center" style={{ marginBottom: 16 }}>
        <KycIllustration />
      </Flex>
      <StepHeading title={t('kyc.upgradeInfo.title')} />
      <Typography.Paragraph id="kyc-documents">{t('kyc.upgradeInfo.intro')}</Typography.Paragraph>
      <ol aria-labelledby="kyc-documents">
        {DOCUMENTS.map((document) => (
          <li key={document}>{t(`kyc.upgradeInfo.${document}`)}</li>
        ))}
      </ol>
      <Typography.Paragraph style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
        {t('kyc.upgradeInfo.addressHint')}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('kyc.upgradeInfo.camera')}</Typography.Paragraph>
      <Flex vertical gap={12} align="center">
        <ButtonLink to={paths.kycUpgrade(selected)} type="primary" size="large" block>
          {t('kyc.upgradeInfo.start')}
        </ButtonLink>
        <Link to={paths.cards({ selected })}>{t('kyc.upgradeInfo.later')}</Link>
      </Flex>
    </PageCard>
  );
}
