import { Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../widgets/ButtonLink';
import { useMoney } from '../../widgets/useMoney';
import { DeactivationFrame } from './DeactivationFrame';
import { DeactivationChoicePresenter, type DeactivationChoice } from './DeactivationChoicePresenter';
import { Panel } from '../../widgets/Panel';
import { Notice } from '../../widgets/Notice';

export default observer(function DeactivationChoicePage({
  presenter,
}: {
  presenter: DeactivationChoicePresenter;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { opened } = presenter;

  return (
    <DeactivationFrame page="choice" about={opened} refusal={opened.notDeactivatable}>
      {(card) => (
        <>
          <Typography.Paragraph>
            {t('deactivation.choice.intro', { balance: money(card.balance) })}
          </Typography.Paragraph>
          <Flex
            vertical
            gap={16}
            component="ul"
            aria-label={t('deactivation.choice.optionsLabel')}
            style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}
          >
            {presenter.choices.map((choice) => (
              <li key={choice.option}>
                <ChoiceCard choice={choice} />
              </li>
            ))}
          </Flex>
          {presenter.noTransferTargetPath !== null && (
            <Notice
              type="info"
              title={
                <>
                  {t('deactivation.choice.noTransferTarget')}{' '}
                  <Link to={presenter.noTransferTargetPath}>{t('deactivation.choice.seeWhy')}</Link>
                </>
              }
            />
          )}
        </>
      )}
    </DeactivationFrame>
  );
});

function ChoiceCard({ choice }: { choice: DeactivationChoice }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { option, figures } = choice;
  const key = `deactivation.choice.options.${option}`;
  return (
    <Panel style={{ padding: 'var(--ant-padding-sm)' }}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(`${key}.title`)}
      </Typography.Title>
      <Typography.Paragraph strong>
        {figures.fee === 0 ? t('deactivation.free') : t('deactivation.feeLabel', { fee: money(figures.fee) })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t(`${key}.what`, { lost: money(figures.lost), moved: money(figures.moved) })}
      </Typography.Paragraph>
      <ButtonLink
        to={choice.path}
        type={option === 'just_cancel' ? 'default' : 'primary'}
        className="wrapping-button"
      >
        {t(`${key}.choose`)}
      </ButtonLink>
    </Panel>
  );
}
