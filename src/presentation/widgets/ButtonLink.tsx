import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useLinkClickHandler } from 'react-router-dom';

/** An in-app link that looks like a button: one <a> (no button in a link), routed on a plain click. */
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
