import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DownOutlined from '@ant-design/icons/DownOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import type { ConfigProviderProps, ResultProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's icons beside text (an alert's, a select's arrow, a date box's calendar), hidden from screen
 * readers: each is labelled with its English name ("exclamation-circle"), read out on French pages too,
 * and says nothing the text beside it does not. A busy button's spinner is one of them: its English
 * "loading" joined the button's name ("loading Se connecter"). The close and password toggles keep
 * antd's own icons, which name their buttons.
 */
export const DECORATIVE_ICONS = {
  alert: {
    successIcon: <CheckCircleFilled aria-hidden />,
    infoIcon: <InfoCircleFilled aria-hidden />,
    warningIcon: <ExclamationCircleFilled aria-hidden />,
    errorIcon: <CloseCircleFilled aria-hidden />,
  },
  select: { suffixIcon: <DownOutlined aria-hidden /> },
  datePicker: { suffixIcon: <CalendarOutlined aria-hidden /> },
  button: { loadingIcon: <LoadingOutlined aria-hidden /> },
} satisfies Pick<ConfigProviderProps, 'alert' | 'select' | 'datePicker' | 'button'>;

/**
 * The icon antd's Result draws for its status, hidden from screen readers for the same reason (the
 * page's title says it): antd gives it no aria-hidden, so French pages read out "check-circle". The
 * 403, 404 and 500 statuses draw a picture, not an icon: antd's own is kept (undefined).
 */
export function decorativeResultIcon(status: ResultProps['status']): ReactNode {
  switch (status) {
    case 'success':
      return <CheckCircleFilled aria-hidden />;
    case 'error':
      return <CloseCircleFilled aria-hidden />;
    case 'info':
      return <ExclamationCircleFilled aria-hidden />;
    case 'warning':
      return <WarningFilled aria-hidden />;
    default:
      return undefined;
  }
}
