import type { AriaRole, CSSProperties, ReactNode } from 'react';
import { DECORATIVE_ICONS } from '../shell/decorativeIcons';

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

/**
 * The variables antd's Alert sets from the theme (its prepareComponentToken), which the classes of
 * antd's sheet read: the sheet holds them for antd's default theme class only.
 */
const ALERT_VARIABLES = {
  '--ant-alert-default-padding': 'var(--ant-padding-content-vertical-sm) 12px',
  '--ant-alert-border-radius': 'var(--ant-border-radius-lg)',
  '--ant-alert-with-description-padding': 'var(--ant-padding-md) var(--ant-padding-content-horizontal-lg)',
  '--ant-alert-with-description-icon-size': 'var(--ant-font-size-heading-3)',
} as CSSProperties;

const ICONS: Record<NoticeType, ReactNode> = {
  success: DECORATIVE_ICONS.alert.successIcon,
  info: DECORATIVE_ICONS.alert.infoIcon,
  warning: DECORATIVE_ICONS.alert.warningIcon,
  error: DECORATIVE_ICONS.alert.errorIcon,
};

/**
 * A notice drawn as antd's Alert draws one, with the classes of antd's style sheet and the same
 * accessibility tree. antd's Alert wraps itself in a motion for its closing, whose first render
 * sets its state again from a layout effect: a second render, and the page's pending effects run at once,
 * inside the commit of every page showing one (on Cards, the task that paints the card, issue 42). A
 * notice closed here just goes.
 */
export function Notice({
  type,
  title,
  description,
  action,
  close,
  icon = true,
  role = 'alert',
  banner = false,
  style,
}: {
  type: NoticeType;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the text: what answers the notice (Try again, Start); nothing when falsy, as with antd. */
  action?: ReactNode;
  /** The close button's name and what closing does, for a notice the visitor may dismiss. */
  close?: { label: string; onClose: () => void };
  /** Its type's icon before the text (hidden from screen readers, as the text says it). */
  icon?: boolean;
  /** antd's Alert is an alert to assistive technology unless told otherwise (a note, a status). */
  role?: AriaRole;
  /** Across the page's width, without a frame (the sandbox banner). */
  banner?: boolean;
  style?: CSSProperties;
}) {
  const classes = ['ant-alert', `ant-alert-${type}`, 'ant-alert-outlined'];
  if (description) classes.push('ant-alert-with-description');
  if (banner) classes.push('ant-alert-banner');
  return (
    <div role={role} className={classes.join(' ')} style={{ ...ALERT_VARIABLES, ...style }}>
      {icon && <span className="ant-alert-icon">{ICONS[type]}</span>}
      <div className="ant-alert-section">
        <div className="ant-alert-title">{title}</div>
        {description ? <div className="ant-alert-description">{description}</div> : null}
      </div>
      {action ? <div className="ant-alert-actions">{action}</div> : null}
      {close !== undefined && (
        <button
          type="button"
          className="ant-alert-close-icon"
          aria-label={close.label}
          onClick={close.onClose}
        >
          {DECORATIVE_ICONS.alert.closeIcon}
        </button>
      )}
    </div>
  );
}
