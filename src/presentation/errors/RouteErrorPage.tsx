import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorPageView } from './ErrorPageView';

/** A page that fails to load or render shows the unspecified error page; the failure is logged, never swallowed. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to load or render', error);
  }, [error]);
  return <ErrorPageView kind="unspecified" />;
}
