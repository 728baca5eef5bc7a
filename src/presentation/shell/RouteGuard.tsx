import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, type ComponentProps } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { RouteFamily } from '../../domain/registration/routeDecision';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import { PendingAction } from '../../application/session/PendingAction';
import { PageLoading } from './PageLoading';
import { PageOutcome } from './PageOutcome';
import { useInstance } from './ContainerContext';
import { guardTargetPath } from './paths';
import { SessionPresenter } from './SessionPresenter';

/** The guard's "log out" decision: sign out, then the Authorization page. */
function SignOutToAuthorization() {
  const session = useInstance(SessionPresenter);
  const started = useRef(false);
  useEffect(() => {
    // React's development double-run of effects must not sign out twice.
    if (started.current) return;
    started.current = true;
    void session.signOut({ replace: true });
  }, [session]);
  return <PageLoading />;
}

/**
 * Wraps the routes of one family (SPEC section 2): a stored token's consumer is loaded, then the domain's
 * routeDecision applies; a service that does not answer says so, with Try again. The decision is taken
 * on entering a page, not whenever the session changes: a page that signs the visitor in decides where next.
 */
export const RouteGuard = observer(function RouteGuard({
  family,
  step = null,
}: {
  family: RouteFamily;
  step?: RegistrationStep | null;
}) {
  const session = useInstance(SessionPresenter);
  const pending = useInstance(PendingAction);
  const location = useLocation();
  const { needsLoading } = session;
  const signedIn = session.consumer !== null;

  useEffect(() => {
    if (needsLoading) void session.ensureLoaded();
  }, [session, needsLoading]);

  // Taken again on each navigation (location.key) and once the consumer has been loaded.
  const entered = useMemo(
    () => (needsLoading ? null : session.decide(family, step)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- location.key: once per navigation
    [session, needsLoading, family, step, location.key],
  );
  // The session expired: the login window opens over the page, which keeps its address (SPEC section 8),
  // and the decision is taken again once the consumer is back, not again while the page is shown. A
  // service that did not answer says nothing of the session: no login window over its notice.
  const overPage = entered?.kind === 'signInOverPage' && !session.unavailable;
  useEffect(() => {
    if (overPage) pending.requireSignIn();
  }, [overPage, pending]);
  const decision = useMemo(
    () => (overPage && signedIn ? session.decide(family, step) : entered),
    [session, overPage, signedIn, entered, family, step],
  );

  const outcome: ComponentProps<typeof PageOutcome> | null = session.unavailable
    ? {
        status: 'warning',
        texts: 'shell.unavailable',
        button: 'shell.unavailable.retry',
        onClick: () => session.readTokenAgain(),
      }
    : // Beneath the login window, and once it is closed: why the page waits, and the window again.
      decision?.kind === 'signInOverPage'
      ? {
          status: 'info',
          texts: 'shell.signInAgain',
          button: 'shell.signInAgain.signIn',
          onClick: () => pending.requireSignIn(),
        }
      : null;
  if (outcome !== null) return <PageOutcome {...outcome} />;
  switch (decision?.kind) {
    case undefined:
      return <PageLoading />;
    case 'allow':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={guardTargetPath(decision.to)} replace />;
    case 'logout':
      return <SignOutToAuthorization />;
  }
});
