import { useMatches } from 'react-router-dom';
import type { Page, PageKind } from './routeTable';

export type { PageKind };

/** What the shell's layout, header and menus read of the page shown: its route's handle. */
export interface ShellHandle {
  page: PageKind;
  layout: Page['layout'];
}

/** The pages of the registration journey: verification, profile steps and the level-1 identity check. */
export const REGISTRATION_PAGES: readonly PageKind[] = ['verification', 'registration', 'kyc'];

/** Pages whose centred layout links the logo to Home rather than to Consumer Cards. */
export const LOGO_TO_HOME_PAGES: readonly PageKind[] = [
  'auth',
  'passwordReset',
  'emailVerificationResult',
  ...REGISTRATION_PAGES,
  'cards',
];

function isShellHandle(handle: unknown): handle is ShellHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The handle of the deepest matched route that has one; Not Found when nothing matched. */
export function useShellHandle(): ShellHandle {
  const handle = useMatches().findLast((match) => isShellHandle(match.handle))?.handle;
  return isShellHandle(handle) ? handle : { page: 'error', layout: 'centred' };
}
