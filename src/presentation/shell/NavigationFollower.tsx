import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { browserPage } from './browserPage';
import { useInstance } from './ContainerContext';
import { Navigation } from './Navigation';

/** Takes the visitor where a presenter said (Navigation): mounted once, inside the router. */
export const NavigationFollower = observer(function NavigationFollower() {
  const navigation = useInstance(Navigation);
  const navigate = useNavigate();
  const { pending } = navigation;
  useEffect(() => {
    if (pending === null) return;
    const destination = navigation.take();
    if (destination?.kind === 'app') void navigate(destination.path, { replace: destination.replace });
    if (destination?.kind === 'away') browserPage.assign(destination.url);
  }, [pending, navigation, navigate]);
  return null;
});
