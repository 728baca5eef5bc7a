import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AlertPresenter } from './AlertPresenter';
import { useInstance } from './ContainerContext';

/**
 * Clears the alert on every navigation (SPEC section 2). A layout effect runs before any page's
 * ordinary effects, so an alert the new page shows as it opens is not wiped out.
 */
export function useAlertsClearedOnNavigation(): void {
  const alerts = useInstance(AlertPresenter);
  const { key } = useLocation();
  useLayoutEffect(() => {
    alerts.navigated();
  }, [alerts, key]);
}
