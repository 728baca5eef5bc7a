import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Read by screen readers only: the standard "visually hidden" pattern. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A link leaving the shop: opens a new tab and says so to assistive technology. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span style={VISUALLY_HIDDEN}> {t('landing.opensInNewTab')}</span>
    </a>
  );
}
