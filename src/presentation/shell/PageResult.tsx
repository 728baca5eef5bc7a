import { Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { decorativeResultIcon } from './decorativeIcons';

/**
 * A whole-page outcome (an error page, the service-unavailable notice): antd's Result, its title the
 * page's main heading and its text in a colour that keeps the contrast WCAG AA asks for.
 */
export function PageResult({
  status,
  title,
  text,
  action,
}: {
  status: ResultProps['status'];
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Result
      status={status}
      icon={decorativeResultIcon(status)}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h1>}
      subTitle={<span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{text}</span>}
      extra={action}
    />
  );
}
