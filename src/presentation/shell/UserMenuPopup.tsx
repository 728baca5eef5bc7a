import { Button, Drawer, Dropdown, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePresenter } from './ContainerContext';
import { ExternalLink } from './ExternalLink';
import { HeaderPresenter, type MenuEntry } from './HeaderPresenter';
import { useFocusTakenOver } from './onDemand';
import { useMenuButton } from './UserMenu';

const SHEET_LINK = { display: 'block', paddingBlock: 12, fontSize: 16 } as const;

/**
 * UserMenu once its menu is downloaded: a dropdown on large screens, a bottom sheet below 960 pixels.
 * `openAtOnce`: the button was pressed before, and `focusAtOnce`: it had the focus (UserMenu's stand-in).
 */
export const UserMenuPopup = observer(function UserMenuPopup({
  entries,
  compact,
  openAtOnce,
  focusAtOnce,
}: {
  entries: readonly MenuEntry[];
  compact: boolean;
  openAtOnce: boolean;
  focusAtOnce: boolean;
}) {
  const presenter = usePresenter(HeaderPresenter);
  const button = useMenuButton(compact);
  const { t } = useTranslation();
  const [dropdownOpen, setDropdownOpen] = useState(openAtOnce && !compact);
  const [sheetOpen, setSheetOpen] = useState(openAtOnce && compact);
  const menuButton = useRef<HTMLButtonElement>(null);
  useFocusTakenOver(focusAtOnce, menuButton);

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
        open={compact ? false : dropdownOpen}
        onOpenChange={(open) => setDropdownOpen(open)}
        placement="bottomRight"
      >
        <Button
          ref={menuButton}
          {...button}
          aria-expanded={compact ? sheetOpen : dropdownOpen}
          onClick={compact ? () => setSheetOpen(true) : undefined}
        />
      </Dropdown>
      {compact && sheet}
    </>
  );
});
