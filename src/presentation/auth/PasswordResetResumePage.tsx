import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PASSWORD_MIN, SECURE_INPUT_MAX } from '../../domain/consumer/password';
import { ButtonLink } from '../widgets/ButtonLink';
import { usePresenter } from '../shell/ContainerContext';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { FormField } from '../forms/FormField';
import { AUTH_CARD_WIDTH } from './authLayout';
import { AUTH_FAILURE_KEYS } from './authMessages';
import { MessageAlert } from '../messages/MessageAlert';
import { NewPasswordInput } from './NewPasswordInput';
import { PasswordResetResumePresenter } from './PasswordResetResumePresenter';
import { useTranslation } from 'react-i18next';

/** Password Reset Resume (/consumer/set-password/{nonce}/{email}): the new password, typed twice. */
export default observer(function PasswordResetResumePage() {
  const { t } = useTranslation();
  usePageTitle('signin.resetResume.pageTitle');
  const presenter = usePresenter(PasswordResetResumePresenter);
  const { nonce = '', email = '' } = useParams();
  useState(() => presenter.open({ nonce, email }));

  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: AUTH_CARD_WIDTH }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
          {t('signin.resetResume.title')}
        </Typography.Title>
        {presenter.linkInvalid ? (
          <Flex vertical gap={16} align="start">
            <Alert
              type="error"
              showIcon
              title={t('signin.resetResume.invalidTitle')}
              description={t(AUTH_FAILURE_KEYS.resetLinkInvalid)}
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
            <MessageAlert message={presenter.failure} />
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
            <Button type="primary" htmlType="submit" size="large" block loading={presenter.saving}>
              {t('signin.resetResume.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </Flex>
  );
});
