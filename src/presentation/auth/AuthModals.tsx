import { Button, Flex, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../shell/ContainerContext';
import { refocusAfterDialog } from '../shell/focusAfterDialog';
import { AuthModalsPresenter } from './AuthModalsPresenter';
import { MessageAlert } from '../messages/MessageAlert';
import { CodeForm } from '../widgets/CodeForm';
import { LoginFields } from './LoginFields';
import type { LoginModal } from './LoginModal';
import type { OneTimeCodeModal } from './OneTimeCodeModal';
import { Paragraph } from '../widgets/Text';
import { VerticalForm } from '../forms/VerticalForm';

/** The app-wide login and one-time-code modals, mounted once by the shell. */
export const AuthModals = observer(function AuthModals() {
  const presenter = useInstance(AuthModalsPresenter);
  return (
    <>
      <LoginModalView modal={presenter.login} />
      <OneTimeCodeModalView modal={presenter.code} />
    </>
  );
});

const LoginModalView = observer(function LoginModalView({ modal }: { modal: LoginModal }) {
  const { t } = useTranslation();
  const { form } = modal;
  return (
    <Modal
      open={modal.open}
      title={t('signin.loginModal.title')}
      onCancel={() => modal.close()}
      // The action replayed after signing in may have changed the page beneath: the focus is not left on the body.
      afterClose={refocusAfterDialog}
      afterOpenChange={(open) => {
        // The first field to fill (antd's focus would sit on the dialog or its Close button, where Enter closes it).
        const first = modal.emailLocked ? 'login-modal-password' : 'login-modal-email';
        if (open) document.getElementById(first)?.focus();
      }}
      footer={null}
      destroyOnHidden
    >
      <Paragraph>{t('signin.loginModal.intro')}</Paragraph>
      {modal.emailLocked && (
        <Paragraph>{t('signin.loginModal.lockedEmail', { email: form.values.email })}</Paragraph>
      )}
      <VerticalForm onSubmit={() => void modal.submit()}>
        <MessageAlert message={form.failure} />
        <LoginFields model={form} idPrefix="login-modal" emailLocked={modal.emailLocked} />
        <Flex gap={8} justify="end">
          <Button onClick={() => modal.close()}>{t('signin.loginModal.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={form.call.running}>
            {t('signin.loginModal.submit')}
          </Button>
        </Flex>
      </VerticalForm>
    </Modal>
  );
});

const OneTimeCodeModalView = observer(function OneTimeCodeModalView({ modal }: { modal: OneTimeCodeModal }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={modal.open}
      title={t('signin.codeModal.title')}
      onCancel={() => modal.close()}
      afterOpenChange={(open) => {
        if (open) document.getElementById('one-time-code')?.focus();
      }}
      afterClose={refocusAfterDialog}
      footer={null}
      destroyOnHidden
    >
      <Paragraph>{t('signin.codeModal.intro')}</Paragraph>
      <CodeForm
        screen={modal}
        id="one-time-code"
        texts="signin.codeModal"
        checking={modal.verify.running}
        sending={modal.newCode.running}
      />
    </Modal>
  );
});
