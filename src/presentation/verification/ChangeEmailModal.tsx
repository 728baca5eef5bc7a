import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { FailureAlert } from '../registration/FailureAlert';
import { FormField } from '../registration/FormField';
import { useMessages } from '../registration/useMessages';
import type { VerifyEmailPresenter } from './VerifyEmailPresenter';

/** The change-of-address dialog of Verify Email. */
export const ChangeEmailModal = observer(function ChangeEmailModal({
  presenter,
}: {
  presenter: VerifyEmailPresenter;
}) {
  const { t, message } = useMessages();
  return (
    <Modal
      open={presenter.changeOpen}
      title={t('verification.changeEmail.title')}
      onCancel={() => presenter.closeChange()}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('verification.changeEmail.current', { email: presenter.email })}
      </Typography.Paragraph>
      <FailureAlert failure={presenter.changeFailure} />
      <Form layout="vertical" requiredMark={false} onFinish={() => void presenter.submitChange()}>
        <FormField
          id="newEmail"
          label={t('verification.changeEmail.label')}
          error={presenter.newEmailError ? message(presenter.newEmailError) : null}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={presenter.newEmail}
              onChange={(event) => presenter.typeNewEmail(event.target.value)}
            />
          )}
        </FormField>
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => presenter.closeChange()}>{t('verification.changeEmail.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={presenter.changing}>
            {t('verification.changeEmail.submit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
});
