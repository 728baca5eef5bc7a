import { Button, Drawer, Dropdown, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInstance, usePresenter } from './ContainerContext';
import { ExternalLink } from './ExternalLink';
import { useShellHandle } from './pageKind';
import { useCompactLayout } from './useMediaQuery';
import { HeaderPresenter, menuEntries, type MenuEntry, type MenuIconState } from './HeaderPresenter';
import { SessionPresenter } from './SessionPresenter';

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

const SHEET_LINK = { display: 'block', paddingBlock: 12, fontSize: 16 } as const;

/** A dropdown on large screens, a bottom sheet below 960 pixels; the icon says whether the consumer is verified. */
export const UserMenu = observer(function UserMenu() {
  const presenter = usePresenter(HeaderPresenter);
  const { page } = useShellHandle();
  const compact = useCompactLayout();
  const { t } = useTranslation();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const entries = menuEntries(useInstance(SessionPresenter), page);
  if (entries === null) return null;

  const label = (entry: MenuEntry) => t(`shell.menu.entries.${entry.id}`);
  /** A page of the app, Help in a new tab, or sign-out's words. */
  const linkOf = (entry: MenuEntry, style?: CSSProperties, onFollow?: () => void) => {
    if (entry.kind === 'link')
      return (
        <Link to={entry.to} style={style} onClick={onFollow}>
          {label(entry)}
        </Link>
      );
    if (entry.kind === 'external')
      return (
        <ExternalLink href={entry.href} style={style}>
          {label(entry)}
        </ExternalLink>
      );
    return label(entry);
  };
  const sheetItem = (entry: MenuEntry) =>
    entry.kind === 'action' ? (
      <Button
        type="link"
        // As tall and as aligned as the links above it: a whole row to tap.
        style={{
          ...SHEET_LINK,
          paddingInline: 0,
          height: 'auto',
          border: 0,
          width: '100%',
          textAlign: 'start',
        }}
        onClick={() => {
          setSheetOpen(false);
          void presenter.choose(entry);
        }}
      >
        {label(entry)}
      </Button>
    ) : (
      linkOf(entry, SHEET_LINK, () => setSheetOpen(false))
    );
  const sheet = (
    <Drawer
      placement="bottom"
      size="auto"
      open={sheetOpen}
      onClose={() => setSheetOpen(false)}
      title={t('shell.menu.title')}
      closable={{ 'aria-label': t('shell.menu.close') }}
    >
      <nav aria-label={t('shell.menu.title')}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.id} style={{ borderBottom: '1px solid #f0f0f0' }}>
              {sheetItem(entry)}
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );

  const items: MenuProps['items'] = entries.map((entry) => ({ key: entry.id, label: linkOf(entry) }));
  // A click on a link is the link's own; the keyboard (Enter on an item) lands here.
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    const entry = entries.find((candidate) => candidate.id === key);
    // Help opens in a new tab and this page stays: the focus goes back to the button, not a closed menu's item.
    if (entry?.kind === 'external') menuButton.current?.focus();
    if (entry === undefined || (domEvent.target instanceof Element && domEvent.target.closest('a'))) return;
    if (entry.kind === 'external') window.open(entry.href, '_blank', 'noopener,noreferrer');
    else void presenter.choose(entry);
  };
  // One tree in both layouts, the dropdown idle in the compact one: the button stays the same element
  // when the window crosses 960 pixels, or when the app takes over a page prerendered at desktop width
  // on a phone, so that neither its focus nor a press made before the takeover is lost.
  return (
    <>
      <Dropdown
        menu={{ items, onClick }}
        trigger={compact ? [] : ['click']}
        open={compact ? false : undefined}
        onOpenChange={(open) => setDropdownOpen(open)}
        placement="bottomRight"
      >
        <Button
          ref={menuButton}
          type="text"
          size="large"
          icon={<MenuIcon state={presenter.iconState} />}
          aria-label={t(`shell.menu.button.${presenter.iconState}`)}
          aria-haspopup={compact ? 'dialog' : 'menu'}
          aria-expanded={compact ? sheetOpen : dropdownOpen}
          onClick={compact ? () => setSheetOpen(true) : undefined}
        />
      </Dropdown>
      {compact && sheet}
    </>
  );
});
