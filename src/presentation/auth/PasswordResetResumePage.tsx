import { Alert, Button, Flex, Form, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { PASSWORD_MIN, SECURE_INPUT_MAX } from '../../domain/consumer/password';
import { ButtonLink } from '../widgets/ButtonLink';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { FormField } from '../forms/FormField';
import { AuthCard } from './AuthCard';
import { RESET_LINK_INVALID_KEY } from './authMessages';
import { MessageAlert } from '../messages/MessageAlert';
import { NewPasswordInput } from './NewPasswordInput';
import { PasswordResetResumePresenter } from './PasswordResetResumePresenter';
import { useTranslation } from 'react-i18next';

/** Password Reset Resume (/consumer/set-password/{nonce}/{email}): the new password, typed twice. */
export default observer(function PasswordResetResumePage({
  presenter,
}: {
  presenter: PasswordResetResumePresenter;
}) {
  const { t } = useTranslation();
  usePageTitle('signin.resetResume.pageTitle');

  return (
    <AuthCard title={t('signin.resetResume.title')}>
      {presenter.linkInvalid ? (
        <Flex vertical gap={16} align="start">
          <Alert
            type="error"
            showIcon
            title={t('signin.resetResume.invalidTitle')}
            description={t(RESET_LINK_INVALID_KEY)}
            style={{ width: '100%' }}
          />
          <ButtonLink to={paths.passwordResetStart()} type="primary">
            {t('signin.resetResume.startAgain')}
          </ButtonLink>
        </Flex>
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={() => void presenter.submit()}>
          <Typography.Paragraph>
            {t('signin.resetResume.intro', { email: presenter.email })}
          </Typography.Paragraph>
          <MessageAlert message={presenter.save.failure} />
          {/* Lets password managers store the new password with its account. */}
          <input type="hidden" name="username" autoComplete="username" value={presenter.email} readOnly />
          <FormField
            id="reset-new-password"
            label={t('signin.resetResume.newPassword')}
            error={presenter.fieldMessage('newPassword')}
            hint={t('signin.register.passwordHint', { min: PASSWORD_MIN, max: SECURE_INPUT_MAX })}
            note={presenter.fieldNote('newPassword')}
          >
            {(control) => (
              <NewPasswordInput
                control={control}
                value={presenter.newPassword}
                onType={(text) => presenter.setNewPassword(text)}
                onBlur={() => presenter.blur('newPassword')}
              />
            )}
          </FormField>
          <FormField
            id="reset-confirmation"
            label={t('signin.resetResume.confirmation')}
            error={presenter.fieldMessage('confirmation')}
            note={presenter.fieldNote('confirmation')}
          >
            {(control) => (
              <NewPasswordInput
                control={control}
                value={presenter.confirmation}
                onType={(text) => presenter.setConfirmation(text)}
                onBlur={() => presenter.blur('confirmation')}
              />
            )}
          </FormField>
          <Button type="primary" htmlType="submit" size="large" block loading={presenter.save.running}>
            {t('signin.resetResume.submit')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
});
