import { Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { ButtonLink } from '../widgets/ButtonLink';
import { paths } from '../shell/paths';
import { AuthCard } from './AuthCard';
import { RESET_LINK_INVALID_KEY } from './authMessages';
import { MessageAlert } from '../messages/MessageAlert';
import { NewPasswordField } from './NewPasswordField';
import { PasswordResetResumePresenter, RESET_FIELDS } from './PasswordResetResumePresenter';
import { useTranslation } from 'react-i18next';
import { Paragraph } from '../widgets/Text';
import { VerticalForm } from '../forms/VerticalForm';
import { Notice } from '../widgets/Notice';

/** Password Reset Resume (/consumer/set-password/{nonce}/{email}): the new password, typed twice. */
export default observer(function PasswordResetResumePage({
  presenter,
}: {
  presenter: PasswordResetResumePresenter;
}) {
  const { t } = useTranslation();

  return (
    <AuthCard texts="signin.resetResume">
      {presenter.linkInvalid ? (
        <Flex vertical gap={16} align="start">
          <Notice
            type="error"
            title={t('signin.resetResume.invalidTitle')}
            description={t(RESET_LINK_INVALID_KEY)}
            style={{ width: '100%' }}
          />
          <ButtonLink to={paths.passwordResetStart()} type="primary">
            {t('signin.resetResume.startAgain')}
          </ButtonLink>
        </Flex>
      ) : (
        <VerticalForm onSubmit={() => void presenter.submit()}>
          <Paragraph>{t('signin.resetResume.intro', { email: presenter.link.email })}</Paragraph>
          <MessageAlert message={presenter.save.failure} />
          {/* Lets password managers store the new password with its account. */}
          <input
            type="hidden"
            name="username"
            autoComplete="username"
            value={presenter.link.email}
            readOnly
          />
          {RESET_FIELDS.map((field) => (
            <NewPasswordField
              key={field}
              form={presenter.save}
              field={field}
              id={field === 'newPassword' ? 'reset-new-password' : 'reset-confirmation'}
              label={t(`signin.resetResume.${field}`)}
              rule={field === 'newPassword'}
            />
          ))}
          <Button type="primary" htmlType="submit" size="large" block loading={presenter.save.call.running}>
            {t('signin.resetResume.submit')}
          </Button>
        </VerticalForm>
      )}
    </AuthCard>
  );
});
