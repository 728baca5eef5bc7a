import { useEffect } from 'react';
import { TOKEN_SYNC } from '../../application/session/ports/TokenSync';
import { browserPage } from './browserPage';
import { useInstance } from './ContainerContext';
import { SessionPresenter } from './SessionPresenter';

/**
 * Another tab changed the token: this tab reads it again. Another tab removed it (signed out): this
 * tab reloads, so nothing of the old session stays on screen (SPEC section 7, "General").
 */
export function useCrossTabTokenSync(): void {
  const sync = useInstance(TOKEN_SYNC);
  const session = useInstance(SessionPresenter);
  useEffect(
    () =>
      sync.subscribe((token) => {
        if (token === null) browserPage.reload();
        else session.tokenChanged();
      }),
    [sync, session],
  );
}
