import type { Container } from 'inversify';
import { Navigation } from '../shell/Navigation';

/**
 * Where the app's presenters sent the visitor since this was last asked, in the app (null: nowhere,
 * or off to another site). Asking follows it, as the shell does.
 */
export function destination(container: Container): string | null {
  const navigation = container.get(Navigation);
  if (navigation.pending?.kind !== 'app') return null;
  const taken = navigation.take();
  return taken?.kind === 'app' ? taken.path : null;
}

/** The other site a presenter sent the visitor to (the payment provider), if any. */
export function awayTo(container: Container): string | null {
  const pending = container.get(Navigation).pending;
  return pending?.kind === 'away' ? pending.url : null;
}
