import { Button, Flex, Form, Modal, Typography } from 'antd';
import type { InputRef } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInstance } from '../shell/ContainerContext';
import { CodeInput } from '../forms/CodeInput';
import { FormField } from '../forms/FormField';
import { useMessages } from '../forms/useMessages';
import { AuthModalsPresenter } from './AuthModalsPresenter';
import { FailureAlert } from '../forms/FailureAlert';
import { LoginFields } from './LoginFields';

/**
 * The app-wide login and one-time-code modals, mounted once inside the router. A page sign-in ends
 * on the presenter's `target`, which this component follows.
 */
export const AuthModals = observer(function AuthModals() {
  const presenter = useInstance(AuthModalsPresenter);
  const navigate = useNavigate();
  const { target } = presenter;
  useEffect(() => {
    if (target === null) return;
    presenter.targetFollowed();
    void navigate(target);
  }, [presenter, target, navigate]);
  return (
    <>
      <LoginModal presenter={presenter} />
      <OneTimeCodeModal presenter={presenter} />
    </>
  );
});

const LoginModal = observer(function LoginModal({ presenter }: { presenter: AuthModalsPresenter }) {
  const { t } = useTranslation();
  const { login } = presenter;
  return (
    <Modal
      open={presenter.loginOpen}
      title={t('signin.loginModal.title')}
      onCancel={() => presenter.closeLogin()}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('signin.loginModal.intro')}</Typography.Paragraph>
      {presenter.emailLocked && (
        <Typography.Paragraph>
          {t('signin.loginModal.lockedEmail', { email: login.email })}
        </Typography.Paragraph>
      )}
      <Form layout="vertical" requiredMark={false} onFinish={() => void presenter.submitLogin()}>
        <FailureAlert failure={login.failure} />
        <LoginFields model={login} idPrefix="login-modal" emailLocked={presenter.emailLocked} />
        <Flex gap={8} justify="end">
          <Button onClick={() => presenter.closeLogin()}>{t('signin.loginModal.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={login.submitting}>
            {t('signin.loginModal.submit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
});

const OneTimeCodeModal = observer(function OneTimeCodeModal({
  presenter,
}: {
  presenter: AuthModalsPresenter;
}) {
  const { t, shown } = useMessages();
  const input = useRef<InputRef>(null);
  const { codeMessage, codeSpent } = presenter;
  return (
    <Modal
      open={presenter.codeOpen}
      title={t('signin.codeModal.title')}
      onCancel={() => presenter.closeCode()}
      afterOpenChange={(open) => {
        if (open) input.current?.focus();
      }}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('signin.codeModal.intro')}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={() => void presenter.submitCode()}>
        <FailureAlert failure={codeSpent ? codeMessage : null} />
        <FormField
          id="one-time-code"
          label={t('signin.codeModal.label')}
          error={shown(codeSpent ? null : codeMessage)}
          hint={t('signin.codeModal.hint')}
        >
          {(control) => (
            <CodeInput
              control={control}
              ref={input}
              value={presenter.code}
              disabled={codeSpent}
              readOnly={presenter.verifying}
              onType={(text) => presenter.typeCode(text)}
            />
          )}
        </FormField>
        {presenter.newCodeSent && (
          <Typography.Paragraph role="status">{t('signin.codeModal.newCodeSent')}</Typography.Paragraph>
        )}
        <Flex gap={8} justify="space-between" wrap>
          <Button
            type={codeSpent ? 'primary' : 'link'}
            loading={presenter.requestingCode}
            onClick={() => void presenter.requestNewCode()}
            style={codeSpent ? undefined : { paddingInline: 0 }}
          >
            {t('signin.codeModal.newCode')}
          </Button>
          {!codeSpent && (
            <Button type="primary" htmlType="submit" loading={presenter.verifying}>
              {t('signin.codeModal.submit')}
            </Button>
          )}
        </Flex>
      </Form>
    </Modal>
  );
});
