import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { RouteDecision, RouteFamily } from '../../domain/registration/routeDecision';
import type { RegistrationStep } from '../../domain/registration/registrationStep';
import { PendingAction } from '../../application/session/PendingAction';
import { PageLoading } from './PageLoading';
import { PageOutcome } from './PageResult';
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

interface Guarded {
  family: RouteFamily;
  step?: RegistrationStep | null;
}

/** The session expired: the login window opens over the page, which keeps its address (SPEC section 8). */
const SignInOverPage = observer(function SignInOverPage({ family, step = null }: Guarded) {
  const session = useInstance(SessionPresenter);
  const pending = useInstance(PendingAction);
  useEffect(() => pending.requireSignIn(), [pending]);
  const signedIn = session.consumer !== null;
  // Taken once the consumer is back, not again while the page is shown.
  const decision = useMemo(
    () => (signedIn ? session.decide(family, step) : null),
    [session, signedIn, family, step],
  );
  // Beneath the login window, and once it is closed: why the page waits, and the window again.
  if (decision === null)
    return (
      <PageOutcome
        status="info"
        texts="shell.signInAgain"
        button="shell.signInAgain.signIn"
        onClick={() => pending.requireSignIn()}
      />
    );
  return <Decided decision={decision} family={family} step={step} />;
});

function Decided({ decision, ...guarded }: Guarded & { decision: RouteDecision }) {
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={guardTargetPath(decision.to)} replace />;
    case 'logout':
      return <SignOutToAuthorization />;
    case 'signInOverPage':
      return <SignInOverPage {...guarded} />;
  }
}

/**
 * Wraps the routes of one family (SPEC section 2): a stored token's consumer is loaded, then the domain's
 * routeDecision applies; a service that does not answer says so, with Try again. The decision is taken
 * on entering a page, not whenever the session changes: a page that signs the visitor in decides where next.
 */
export const RouteGuard = observer(function RouteGuard({ family, step = null }: Guarded) {
  const session = useInstance(SessionPresenter);
  const location = useLocation();
  const { needsLoading } = session;

  useEffect(() => {
    if (needsLoading) void session.ensureLoaded();
  }, [session, needsLoading]);

  // Taken again on each navigation (location.key) and once the consumer has been loaded.
  const decision = useMemo(
    () => (needsLoading ? null : session.decide(family, step)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- location.key: once per navigation
    [session, needsLoading, family, step, location.key],
  );

  if (session.unavailable)
    return (
      <PageOutcome
        status="warning"
        texts="shell.unavailable"
        button="shell.unavailable.retry"
        onClick={() => session.readTokenAgain()}
      />
    );
  if (decision === null) return <PageLoading />;
  return <Decided decision={decision} family={family} step={step} />;
});
