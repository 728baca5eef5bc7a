import { useMatches } from 'react-router-dom';
import type { Page, PageKind } from './routeTable';

/** What the shell's layout, header and menus read of the page shown: its route's handle. */
export interface ShellHandle {
  page: PageKind;
  layout: NonNullable<Page['layout']>;
}

function isShellHandle(handle: unknown): handle is ShellHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The handle of the deepest matched route that has one; Not Found when nothing matched. */
export function useShellHandle(): ShellHandle {
  const handle = useMatches().findLast((match) => isShellHandle(match.handle))?.handle;
  return isShellHandle(handle) ? handle : { page: 'error', layout: 'centred' };
}
