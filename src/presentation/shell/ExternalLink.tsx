import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './VisuallyHidden';

/** A link leaving the shop: opens a new tab and says so to assistive technology. */
export function ExternalLink({
  href,
  children,
  style,
}: {
  href: string;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={style}>
      {children}
      <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
