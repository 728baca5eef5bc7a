import { Button, type ButtonProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A link inside the app that looks like a button: one <a> (no button nested in a link), moving
 * within the single-page app on a plain click and keeping new-tab clicks to the browser.
 */
export function ButtonLink({
  to,
  children,
  ...buttonProps
}: { to: string; children: ReactNode } & Pick<ButtonProps, 'type' | 'size' | 'block' | 'className'>) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button {...buttonProps} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
