import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useLinkClickHandler } from 'react-router-dom';

/**
 * A link inside the app that looks like a button: one <a> (no button nested in a link), moving
 * within the single-page app on a plain click as <Link> does, new-tab clicks left to the browser.
 */
export function ButtonLink({
  to,
  children,
  ...buttonProps
}: { to: string; children: ReactNode } & Pick<ButtonProps, 'type' | 'size' | 'block' | 'className'>) {
  const onClick = useLinkClickHandler(to);
  return (
    <Button {...buttonProps} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
