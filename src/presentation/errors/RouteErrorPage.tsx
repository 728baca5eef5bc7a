import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorPageView } from './ErrorPageView';

/**
 * What a route shows when its page fails to load or to render: the unspecified error page, inside
 * the layout. The failure itself is logged with its reason, never swallowed.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to load or render', error);
  }, [error]);
  return <ErrorPageView kind="unspecified" />;
}
