import { Button, Flex, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { MessageAlert } from '../messages/MessageAlert';
import type { Message } from '../messages/Message';

/**
 * The dialog that changes the address or number being verified: what it says first, why the last
 * change failed, the fields, then Cancel and the submit button. It stays open until the change is
 * accepted.
 */
export function ChangeContactModal({
  open,
  title,
  intro,
  failure,
  changing,
  cancelLabel,
  submitLabel,
  onClose,
  onSubmit,
  firstFieldId,
  children,
}: {
  open: boolean;
  title: string;
  /** Shown above the failure and the fields. */
  intro?: ReactNode;
  failure: Message | null;
  changing: boolean;
  cancelLabel: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => void;
  /** The field that takes the focus once the dialog shows (antd's would be the dialog or its Close button). */
  firstFieldId: string;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      afterOpenChange={(shown) => {
        if (shown) document.getElementById(firstFieldId)?.focus();
      }}
      footer={null}
      destroyOnHidden
    >
      {intro}
      <MessageAlert message={failure} />
      <Form layout="vertical" requiredMark={false} onFinish={onSubmit}>
        {children}
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="primary" htmlType="submit" loading={changing}>
            {submitLabel}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
