import { Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../shell/paths';
import { TextField } from '../forms/TextField';
import { AuthCard } from './AuthCard';
import { MessageAlert } from '../messages/MessageAlert';
import { PasswordResetStartPresenter } from './PasswordResetStartPresenter';
import { Paragraph } from '../widgets/Text';
import { VerticalForm } from '../forms/VerticalForm';
import { FormItem } from '../forms/FormItem';
import { Notice } from '../widgets/Notice';

/** Password Reset Start (/consumer/set-password): the e-mail the reset link goes to. */
export default observer(function PasswordResetStartPage({
  presenter,
}: {
  presenter: PasswordResetStartPresenter;
}) {
  const { t } = useTranslation();
  return (
    <AuthCard texts="signin.resetStart">
      {presenter.sentTo === null ? <StartForm presenter={presenter} /> : <Sent presenter={presenter} />}
      <Link to={paths.auth()}>{t('signin.resetStart.backToSignIn')}</Link>
    </AuthCard>
  );
});

const StartForm = observer(function StartForm({ presenter }: { presenter: PasswordResetStartPresenter }) {
  const { t } = useTranslation();
  const { send } = presenter;
  return (
    <VerticalForm onSubmit={() => void presenter.submit()}>
      <Paragraph>{t('signin.resetStart.intro')}</Paragraph>
      <MessageAlert message={send.failure} />
      <TextField
        form={send}
        field="email"
        id="reset-email"
        label={t('signin.resetStart.email')}
        // Back from the inbox notice, whose button went with it: the address is where to go on.
        autoFocus={presenter.askedAgain}
        inputMode="email"
        autoComplete="email"
      />
      <FormItem>
        <Button type="primary" htmlType="submit" size="large" block loading={send.call.running}>
          {t('signin.resetStart.submit')}
        </Button>
      </FormItem>
    </VerticalForm>
  );
});

const Sent = observer(function Sent({ presenter }: { presenter: PasswordResetStartPresenter }) {
  const { t } = useTranslation();
  // The form and its button went: the notice takes the focus, which would fall to the page body.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <Flex vertical gap={16} style={{ marginBottom: 16 }}>
      <div ref={notice} tabIndex={-1}>
        <Notice
          type="success"
          title={t('signin.resetStart.sentTitle')}
          description={t('signin.resetStart.sent', { email: presenter.sentTo })}
        />
      </div>
      {presenter.isSandbox && (
        <Paragraph style={{ marginBottom: 0 }}>
          {t('signin.resetStart.outboxNote')}{' '}
          <Link to={paths.sandboxOutbox()} style={{ textDecoration: 'underline' }}>
            {t('signin.resetStart.outbox')}
          </Link>
        </Paragraph>
      )}
      <div>
        <Button onClick={() => presenter.again()}>{t('signin.resetStart.again')}</Button>
      </div>
    </Flex>
  );
});
