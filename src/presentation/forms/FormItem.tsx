// antd's context through which its Form.Item tells the antd control inside an error status (the red
// border): its Input already imports it, so it weighs nothing more.
import { FormItemInputContext } from 'antd/es/form/context';
import { useLayoutEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';

/**
 * The variables antd's Form sets for its items (drawn from the theme's own, as antd derives them), which
 * the classes of antd's style sheet below read.
 */
const FORM_VARIABLES = {
  '--ant-form-label-required-mark-color': 'var(--ant-color-error)',
  '--ant-form-label-color': 'var(--ant-color-text-heading)',
  '--ant-form-label-font-size': 'var(--ant-font-size)',
  '--ant-form-label-height': 'var(--ant-control-height)',
  '--ant-form-vertical-label-height': 'auto',
  '--ant-form-label-colon-margin-inline-start': 'calc(var(--ant-margin-xxs) / 2)',
  '--ant-form-label-colon-margin-inline-end': 'var(--ant-margin-xs)',
  '--ant-form-item-margin-bottom': 'var(--ant-margin-lg)',
  '--ant-form-vertical-label-padding': '0 0 var(--ant-padding-xs)',
  '--ant-form-vertical-label-margin': '0px',
  '--ant-form-inline-item-margin-bottom': '0px',
} as CSSProperties;

/**
 * One item of a vertical form drawn as antd's Form.Item draws it, with the classes of antd's style
 * sheet: the label above the control, then the message and the note. antd's Form.Item brought antd's
 * form store, its validator and, through its label, Tooltip (some 27 KiB gzipped in every form's first
 * visit, the landing's included) only to draw this: the values live in the presenters (issue 42).
 * `help` shown, the item keeps its height when its message is one line, as antd's does.
 */
export function FormItem({
  label,
  htmlFor,
  invalid = false,
  help,
  extra,
  children,
}: {
  label?: ReactNode;
  htmlFor?: string;
  /** The control is marked in error (antd's red border and message colour). */
  invalid?: boolean;
  help?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const status = useMemo(
    () => ({ status: invalid ? ('error' as const) : ('' as const), isFormItemInput: true }),
    [invalid],
  );
  const hasHelp = help !== undefined && help !== null;
  const hasExtra = extra !== undefined && extra !== null;
  const { item, additional, offset } = useHelpPlace(hasHelp);
  const itemClass = `ant-form-item ant-form-css-var${hasHelp ? ' ant-form-item-with-help' : ''}${invalid ? ' ant-form-item-has-error' : ''} ant-form-item-vertical`;
  return (
    <div ref={item} className={itemClass} style={FORM_VARIABLES}>
      <div className="ant-row ant-form-item-row">
        {label === undefined ? null : (
          <div className="ant-col ant-form-item-label">
            <label
              htmlFor={htmlFor}
              className="ant-form-item-required-mark-hidden"
              title={typeof label === 'string' ? label : undefined}
            >
              {label}
            </label>
          </div>
        )}
        <div className="ant-col ant-form-item-control">
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">
              <FormItemInputContext.Provider value={status}>{children}</FormItemInputContext.Provider>
            </div>
          </div>
          {hasHelp || hasExtra ? (
            <div ref={additional} className="ant-form-item-additional">
              {hasHelp ? (
                <div className="ant-form-item-explain ant-form-css-var ant-form-item-explain-connected">
                  <div className={invalid ? 'ant-form-item-explain-error' : ''}>{help}</div>
                </div>
              ) : null}
              {hasExtra ? <div className="ant-form-item-extra">{extra}</div> : null}
            </div>
          ) : null}
        </div>
      </div>
      {hasHelp ? <div ref={offset} className="ant-form-item-margin-offset" /> : null}
    </div>
  );
}

/**
 * While a message shows, antd holds the message and note's place at least the item's margin high above
 * the note, and takes that margin back below the item (the offset): a one-line message shifts nothing.
 * Measured after each render, as antd does, and written straight on the elements.
 */
function useHelpPlace(hasHelp: boolean) {
  const item = useRef<HTMLDivElement>(null);
  const additional = useRef<HTMLDivElement>(null);
  const offset = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const place = additional.current;
    if (!place) return;
    if (!hasHelp || !item.current || !offset.current) {
      place.style.minHeight = '';
      return;
    }
    const margin = Number.parseInt(getComputedStyle(item.current).marginBottom, 10);
    const extraHeight = place.querySelector('.ant-form-item-extra')?.clientHeight ?? 0;
    place.style.minHeight = `${margin + extraHeight}px`;
    offset.current.style.marginBottom = `${-margin}px`;
  });
  return { item, additional, offset };
}
