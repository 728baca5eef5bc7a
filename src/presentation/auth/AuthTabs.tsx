import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { AuthTab } from './AuthorizationPresenter';

/** A fixed id: the tabs' and panels' ids are the same in the prerendered page and in the app. */
const ID = 'auth-tabs';

export interface AuthTabItem {
  key: AuthTab;
  label: string;
  /** The open tab's content; both panels are always there, so each tab's aria-controls names one. */
  panel: ReactNode;
}

/*
 * Drawn as antd's Tabs draws itself (a 46-pixel bar with its line, the open tab in the primary colour
 * over a 2-pixel ink bar, 32 pixels between tabs), from the theme's variables, without the component:
 * antd's Tabs brought the Dropdown, Menu and Overflow of its "more" list, about 21 KiB gzipped that
 * Authorization's first visit downloaded for two tabs that always fit. Hover and focus: app.css.
 */
const BAR: CSSProperties = {
  position: 'relative',
  display: 'flex',
  marginBottom: 'var(--ant-margin)',
  borderBottom: 'var(--ant-line-width) var(--ant-line-type) var(--ant-color-border-secondary)',
  whiteSpace: 'nowrap',
};
const TAB: CSSProperties = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  // The line under the bar is the tab's own bottom: the bar's border takes a pixel of its padding.
  padding: 'var(--ant-padding-sm) 0 calc(var(--ant-padding-sm) - var(--ant-line-width))',
  cursor: 'pointer',
};
const INK_BAR: CSSProperties = {
  position: 'absolute',
  insetInline: 0,
  bottom: 'calc(var(--ant-line-width) * -1)',
  height: 'var(--ant-line-width-bold)',
  background: 'var(--ant-color-primary)',
};

/**
 * Authorization's tabs (WAI-ARIA tabs with manual activation, as antd's: the arrow keys, Home and End
 * move the focus along the tabs, Enter or Space opens the focused one, a click opens its tab).
 */
export function AuthTabs(props: {
  label: string;
  active: AuthTab;
  items: AuthTabItem[];
  onChoose: (key: AuthTab) => void;
}) {
  const { items, active, onChoose } = props;
  const tabs = useRef<(HTMLDivElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowRight: index === last ? 0 : index + 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      tabs.current[target]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const key = items[index]?.key;
      if (key !== undefined) onChoose(key);
    }
  };

  return (
    <div id={ID}>
      <div role="tablist" aria-label={props.label} aria-orientation="horizontal" style={BAR}>
        {items.map((item, index) => {
          const open = item.key === active;
          return (
            <div
              key={item.key}
              role="presentation"
              className="auth-tabs-tab"
              style={index === 0 ? TAB : { ...TAB, marginInlineStart: 32 }}
              onClick={() => onChoose(item.key)}
            >
              <div
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                role="tab"
                id={`${ID}-tab-${item.key}`}
                aria-selected={open}
                aria-controls={`${ID}-panel-${item.key}`}
                tabIndex={open ? 0 : -1}
                style={open ? { color: 'var(--ant-color-primary)' } : undefined}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.label}
              </div>
              {open && <div aria-hidden="true" style={INK_BAR} />}
            </div>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          id={`${ID}-panel-${item.key}`}
          role="tabpanel"
          tabIndex={0}
          aria-labelledby={`${ID}-tab-${item.key}`}
          className="auth-tabs-panel"
          hidden={item.key !== active}
        >
          {item.key === active ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
