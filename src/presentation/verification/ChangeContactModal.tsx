import { Button, Flex, Form, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '../messages/MessageAlert';
import type { ChangeContactDialog } from './ChangeContactDialog';

/** The dialog that changes the address or number being verified. */
export const ChangeContactModal = observer(function ChangeContactModal<F extends string>({
  dialog,
  texts,
  intro,
  firstFieldId,
  children,
}: {
  dialog: ChangeContactDialog<F>;
  /** Where its title, cancel and submit texts are. */
  texts: 'verification.changeEmail' | 'verification.changePhone';
  /** Shown above the failure and the fields. */
  intro?: ReactNode;
  /** The field that takes the focus once the dialog shows (antd's would be the dialog or its Close button). */
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
      <Form layout="vertical" requiredMark={false} onFinish={() => void dialog.submit()}>
        {children}
        <Flex gap={8} justify="flex-end">
          <Button onClick={close}>{t(`${texts}.cancel`)}</Button>
          <Button type="primary" htmlType="submit" loading={dialog.change.running}>
            {t(`${texts}.submit`)}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
});
