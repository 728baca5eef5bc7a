import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { AlertPresenter } from './AlertPresenter';
import { useInstance } from './ContainerContext';

// Downloaded with the first alert: the message renderer knows every form field's bounds, 2 kB that
// no first visit needs (a page raises the alert, and its chunk holds the renderer already).
const ShellAlertText = lazy(() => import('./ShellAlertText'));

/** The app-wide alert above the page, if any. */
export const ShellAlertView = observer(function ShellAlertView() {
  const presenter = useInstance(AlertPresenter);
  if (presenter.alert === null) return null;
  return (
    <Suspense fallback={null}>
      <ShellAlertText presenter={presenter} />
    </Suspense>
  );
});
