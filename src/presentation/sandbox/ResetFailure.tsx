import { Typography } from 'antd';
import type { Message } from '../messages/Message';
import { useMessageText } from '../messages/useMessageText';

/** Why the reset failed, in the one message renderer's words. */
export default function ResetFailure({ message }: { message: Message }) {
  const text = useMessageText();
  return (
    <Typography.Text type="danger" role="alert">
      {text(message)}
    </Typography.Text>
  );
}
