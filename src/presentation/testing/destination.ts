import type { Container } from 'inversify';
import { Navigation } from '../shell/Navigation';

/** Where in the app presenters sent the visitor since last asked (null: nowhere, or away); follows it. */
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
