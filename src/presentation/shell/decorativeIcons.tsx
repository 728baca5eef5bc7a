import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import type { ConfigProviderProps, ResultProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's icons beside text, hidden from screen readers: their English names ("exclamation-circle",
 * a busy button's "loading", a dialog's "close") were read out on French pages too, and say nothing the
 * text or the button's own name does not. A close button keeps its name (antd's, in the page's language,
 * or the one its caller gives); the password toggles keep antd's own icons, which name their buttons.
 */
const CLOSE = { closeIcon: <CloseOutlined aria-hidden /> };

export const DECORATIVE_ICONS = {
  alert: {
    successIcon: <CheckCircleFilled aria-hidden />,
    infoIcon: <InfoCircleFilled aria-hidden />,
    warningIcon: <ExclamationCircleFilled aria-hidden />,
    errorIcon: <CloseCircleFilled aria-hidden />,
    ...CLOSE,
  },
  modal: CLOSE,
  drawer: CLOSE,
  select: { suffixIcon: <DownOutlined aria-hidden /> },
  datePicker: { suffixIcon: <CalendarOutlined aria-hidden /> },
  button: { loadingIcon: <LoadingOutlined aria-hidden /> },
} satisfies Pick<ConfigProviderProps, 'alert' | 'modal' | 'drawer' | 'select' | 'datePicker' | 'button'>;

/** antd's Result icons, hidden for the same reason (the page's title says it): antd sets no aria-hidden. */
const RESULT_ICONS = new Map<ResultProps['status'], ReactNode>([
  ['success', DECORATIVE_ICONS.alert.successIcon],
  ['error', DECORATIVE_ICONS.alert.errorIcon],
  ['info', DECORATIVE_ICONS.alert.warningIcon],
  ['warning', <WarningFilled key="warning" aria-hidden />],
]);

/** The 403, 404 and 500 statuses draw a picture, not an icon: antd's own is kept (undefined). */
export const decorativeResultIcon = (status: ResultProps['status']): ReactNode => RESULT_ICONS.get(status);
