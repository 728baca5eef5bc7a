import { Button, Flex, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialCountries } from '../../domain/consumer/dialCodes';
import { DialCodeSelect } from '../forms/DialCodeSelect';
import { TextField } from '../forms/TextField';
import { MessageAlert } from '../messages/MessageAlert';
import type { ChangeContactDialog, PhoneField } from './ChangeContactDialog';
import { Paragraph } from '../widgets/Text';
import { VerticalForm } from '../forms/VerticalForm';
import { Notice } from '../widgets/Notice';

/** Verify Email's change-of-address dialog. */
export const ChangeEmailModal = observer(function ChangeEmailModal({
  dialog,
  currentEmail,
}: {
  dialog: ChangeContactDialog<'email'>;
  currentEmail: string;
}) {
  const { t } = useTranslation();
  return (
    <ChangeContactModal
      dialog={dialog}
      texts="verification.changeEmail"
      firstFieldId="newEmail"
      intro={<Paragraph>{t('verification.changeEmail.current', { email: currentEmail })}</Paragraph>}
    >
      <TextField
        form={dialog.change}
        field="email"
        id="newEmail"
        label={t('verification.changeEmail.label')}
        checkOnLeave={false}
        type="email"
        autoComplete="email"
      />
    </ChangeContactModal>
  );
});

/** Verify Mobile's change-of-number dialog. */
export const ChangePhoneModal = observer(function ChangePhoneModal({
  dialog,
}: {
  dialog: ChangeContactDialog<PhoneField>;
}) {
  const { t } = useTranslation();
  const { change } = dialog;
  return (
    <ChangeContactModal
      dialog={dialog}
      texts="verification.changePhone"
      // The country is chosen already: the number is what changes.
      firstFieldId="phoneNumber"
      intro={
        change.waitsForSignIn && (
          <Notice
            type="warning"
            role="alert"
            title={t('verification.changePhone.signInAgain')}
            style={{ marginBottom: 16 }}
          />
        )
      }
    >
      <DialCodeSelect
        id="dialCountry"
        label={t('verification.changePhone.country')}
        error={change.fieldMessage('countryIso')}
        countries={dialCountries()}
        value={change.values.countryIso}
        onChange={(country) => change.set('countryIso', country)}
      />
      <TextField
        form={change}
        field="number"
        id="phoneNumber"
        label={t('verification.changePhone.number')}
        checkOnLeave={false}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
      />
    </ChangeContactModal>
  );
});

/** The frame both dialogs share: title, intro, failure, form and buttons. */
const ChangeContactModal = observer(function ChangeContactModal<F extends string>({
  dialog,
  texts,
  intro,
  firstFieldId,
  children,
}: {
  dialog: ChangeContactDialog<F>;
  texts: 'verification.changeEmail' | 'verification.changePhone';
  intro: ReactNode;
  /** Takes the focus once the dialog shows (antd's would be the dialog or its Close button). */
  firstFieldId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const close = () => dialog.close();
  return (
    <Modal
      open={dialog.open}
      title={t(`${texts}.title`)}
      onCancel={close}
      afterOpenChange={(shown) => {
        if (shown) document.getElementById(firstFieldId)?.focus();
      }}
      footer={null}
      destroyOnHidden
    >
      {intro}
      <MessageAlert message={dialog.change.failure} />
      <VerticalForm onSubmit={() => void dialog.submit()}>
        {children}
        <Flex gap={8} justify="flex-end">
          <Button onClick={close}>{t(`${texts}.cancel`)}</Button>
          <Button type="primary" htmlType="submit" loading={dialog.change.call.running}>
            {t(`${texts}.submit`)}
          </Button>
        </Flex>
      </VerticalForm>
    </Modal>
  );
});
