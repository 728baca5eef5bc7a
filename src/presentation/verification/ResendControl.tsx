import { Button, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { VerificationSender } from './VerificationSender';

/** Resend, usable once the 60-second wait is over; the time left is shown next to it meanwhile. */
export const ResendControl = observer(function ResendControl({
  id,
  label,
  waitKey,
  sender,
}: {
  id: string;
  label: string;
  /** The "you can ask again in {{time}}" message key. */
  waitKey: string;
  sender: VerificationSender;
}) {
  const { t } = useTranslation();
  const { countdown } = sender;
  const waitId = `${id}-wait`;
  return (
    <Flex vertical gap={4} align="flex-start">
      <Button
        id={id}
        onClick={() => void sender.resend()}
        disabled={!sender.canResend}
        loading={sender.sending}
        aria-describedby={countdown.isRunning ? waitId : undefined}
      >
        {label}
      </Button>
      {countdown.isRunning && (
        <Typography.Text id={waitId} style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
          {t(waitKey, { time: countdown.display })}
        </Typography.Text>
      )}
    </Flex>
  );
});
