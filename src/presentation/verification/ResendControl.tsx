import { Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationSender } from './VerificationSender';
import { InlineText } from '../widgets/Text';

/** Resend, usable once the wait is over; the time left is shown next to it meanwhile. */
export const ResendControl = observer(function ResendControl({
  label,
  sender,
}: {
  label: string;
  sender: VerificationSender;
}) {
  const { t } = useTranslation();
  const { countdown, channel } = sender;
  const id = channel === 'email' ? 'resend-email' : 'resend-code';
  const waitId = `${id}-wait`;
  const waiting = countdown.isRunning;
  const wait = useRef<HTMLSpanElement>(null);
  const sending = sender.call.running;
  // Pressed, Resend is disabled for the new wait and the focus would fall to the body: the wait's message takes it.
  const pressed = useRef(false);
  useEffect(() => {
    if (sending || !pressed.current) return;
    pressed.current = false;
    if (waiting) wait.current?.focus();
  }, [sending, waiting]);
  return (
    <Flex vertical gap={4} align="flex-start">
      <Button
        id={id}
        onClick={() => {
          pressed.current = true;
          void sender.resend();
        }}
        disabled={!sender.canResend}
        loading={sending}
        aria-describedby={waiting ? waitId : undefined}
      >
        {label}
      </Button>
      {waiting && (
        <InlineText id={waitId} ref={wait} tabIndex={-1} style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
          {t(`verification.${channel}.resendWait`, { time: countdown.display })}
        </InlineText>
      )}
    </Flex>
  );
});
