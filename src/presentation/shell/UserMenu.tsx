import { Button, type ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance, usePresenter } from './ContainerContext';
import { HeaderPresenter, menuEntries, type MenuIconState } from './HeaderPresenter';
import type { ShellHandle } from './pageKind';
import { SessionPresenter } from './SessionPresenter';
import { useCompactLayout } from './useMediaQuery';
import { onDemand, useOnDemand } from './onDemand';

const BADGE_COLOURS = { verified: '#237804', unverified: '#ad4e00' } as const;

/** A person, with a green tick when the consumer is fully verified and an orange mark when not. */
function MenuIcon({ state }: { state: MenuIconState }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10" cy="7" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2 21c0-4.4 3.6-8 8-8s8 3.6 8 8" fill="none" stroke="currentColor" strokeWidth="2" />
      {state !== 'signedOut' && (
        <>
          <circle cx="18.5" cy="16.5" r="5" fill={BADGE_COLOURS[state]} stroke="#fff" strokeWidth="1.5" />
          {state === 'verified' ? (
            <path d="M16.2 16.6l1.6 1.6 3-3.2" fill="none" stroke="#fff" strokeWidth="1.8" />
          ) : (
            <path d="M18.5 13.8v3.4M18.5 18.6v0.6" fill="none" stroke="#fff" strokeWidth="1.8" />
          )}
        </>
      )}
    </svg>
  );
}

/**
 * The menu's button as both the first paint and the menu show it (same box, name and role): the icon
 * says whether the consumer is verified; it opens a dropdown menu, or a sheet below 960 pixels.
 */
export function useMenuButton(compact: boolean): ButtonProps {
  const { iconState } = usePresenter(HeaderPresenter);
  const { t } = useTranslation();
  return {
    type: 'text',
    size: 'large',
    icon: <MenuIcon state={iconState} />,
    'aria-label': t(`shell.menu.button.${iconState}`),
    'aria-haspopup': compact ? 'dialog' : 'menu',
  };
}

/** The dropdown, the sheet and their menu: antd's Dropdown, Menu and Drawer. */
const POPUP = onDemand(() =>
  import(/* webpackChunkName: "user-menu" */ './UserMenuPopup').then(({ UserMenuPopup }) => UserMenuPopup),
);

/**
 * The header's user menu. Its button paints with the page; what it opens downloads when the browser is
 * idle, or at the first hover, focus or press, whichever comes first. A press before it arrived opens
 * it once it is there; the button it then shows keeps the focus. Handed the page it is shown on by the
 * header (ShellHeader.tsx).
 */
export const UserMenu = observer(function UserMenu({ page }: Pick<ShellHandle, 'page'>) {
  const entries = menuEntries(useInstance(SessionPresenter), page);
  const compact = useCompactLayout();
  const button = useMenuButton(compact);
  const { loaded: Popup, pressed, focused, standIn } = useOnDemand(POPUP, { idle: true });
  if (entries === null) return null;
  if (Popup !== null)
    return <Popup entries={entries} compact={compact} openAtOnce={pressed} focusAtOnce={focused} />;
  return <Button {...button} aria-expanded={false} {...standIn} />;
});
