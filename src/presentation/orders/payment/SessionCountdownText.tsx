import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SessionCountdown } from './SessionCountdown';

/** 'Your session ends in 19:42': a timer, which assistive technology reads on request, not every second. */
export const SessionCountdownText = observer(function SessionCountdownText({
  countdown,
}: {
  countdown: SessionCountdown;
}) {
  const { t } = useTranslation();
  if (countdown.display === null) return null;
  return (
    <Typography.Paragraph role="timer" style={{ marginBottom: 0 }}>
      {t('payment.countdown.text', { time: countdown.display })}
    </Typography.Paragraph>
  );
});
