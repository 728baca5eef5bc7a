import { useId, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { Cents } from '../../domain/money/Cents';
import type { AmountBounds } from '../../domain/orders/orderAmount';
import { amountAfterKey, amountAtPointer, sliderPercent } from './amountSliderMoves';

/** The variables antd's Slider sets (drawn from the theme's own), which the classes of antd's style sheet read. */
const SLIDER_VARIABLES = {
  '--ant-slider-control-size': 'calc(var(--ant-control-height-lg) / 4)',
  '--ant-slider-rail-size': '4px',
  '--ant-slider-handle-size': 'calc(var(--ant-control-height-lg) / 4)',
  '--ant-slider-handle-size-hover': 'calc(var(--ant-control-height-sm) / 2)',
  '--ant-slider-handle-line-width': 'calc(var(--ant-line-width) + 1px)',
  '--ant-slider-handle-line-width-hover': 'calc(var(--ant-line-width) + 1.5px)',
  '--ant-slider-rail-bg': 'var(--ant-color-fill-tertiary)',
  '--ant-slider-rail-hover-bg': 'var(--ant-color-fill-secondary)',
  '--ant-slider-track-bg': 'var(--ant-color-primary-border)',
  '--ant-slider-track-hover-bg': 'var(--ant-color-primary-border-hover)',
  '--ant-slider-handle-color': 'var(--ant-color-primary-border)',
  '--ant-slider-handle-active-color': 'var(--ant-color-primary)',
  '--ant-slider-handle-active-outline-color': 'color-mix(in srgb, var(--ant-color-primary) 20%, transparent)',
} as CSSProperties;

/** The variables antd's Tooltip sets (its arrow's shape for the theme's sizes), which its classes read. */
const TOOLTIP_VARIABLES = {
  '--ant-tooltip-z-index-popup': 1070,
  '--ant-tooltip-max-width': '250px',
  '--ant-tooltip-arrow-shadow-width': '8.970562748477143px',
  '--ant-tooltip-arrow-path':
    "path('M 0 8 A 4 4 0 0 0 2.82842712474619 6.82842712474619 L 6.585786437626905 3.0710678118654755 A 2 2 0 0 1 9.414213562373096 3.0710678118654755 L 13.17157287525381 6.82842712474619 A 4 4 0 0 0 16 8 Z')",
  '--ant-tooltip-arrow-polygon':
    'polygon(1.6568542494923806px 100%, 50% 1.6568542494923806px, 14.34314575050762px 100%, 1.6568542494923806px 100%)',
} as CSSProperties;

/**
 * antd's Tooltip stands 12 px (half its arrow and a margin) above the handle, which stands 1 px below
 * the top of the slider's 12 px box.
 */
const TOOLTIP_ABOVE_BOX = 'calc(100% + 11px)';

interface Props {
  id: string;
  value: Cents;
  bounds: AmountBounds;
  onSlide: (cents: Cents) => void;
  /** The handle's accessible name. */
  label: string;
  /** The amount in words: the handle's value text and its tooltip. */
  say: (cents: Cents) => string;
  style?: CSSProperties;
}

/**
 * An amount's slider drawn as antd's Slider draws one, with the classes of antd's style sheet: a
 * `role="slider"` handle with rc-slider's keys and value texts, a press on the rail or a drag moving it
 * (amountSliderMoves.ts, which a prerendered page's first script answers with until the app runs), and
 * the amount's tooltip above the handle while it is hovered, focused or dragged, as antd's. antd's
 * Slider brought rc-slider and, through its Tooltip, rc-trigger's positioning (some 9 KiB gzipped) into
 * the landing page's first visit (issue 42).
 */
export function AmountSlider({ id, value, bounds, onSlide, label, say, style }: Props) {
  const tooltipId = useId();
  const slider = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const percent = sliderPercent(value, bounds);
  // As antd's: the amount shows while the handle is pressed or focused from the keyboard, or hovered.
  const tooltipOpen = hovered || focused || dragging;

  const slideTo = (event: PointerEvent<HTMLDivElement>) => {
    if (slider.current)
      onSlide(amountAtPointer(slider.current.getBoundingClientRect(), event.clientX, bounds));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // As rc-slider does: no text selected, the handle focused, the press followed wherever it goes.
    event.preventDefault();
    handle.current?.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
    slideTo(event);
  };
  // After a press, antd hides the tooltip though the handle keeps the focus.
  const onPressEnd = () => {
    setDragging(false);
    setFocused(false);
  };
  return (
    <div
      id={id}
      ref={slider}
      className={`ant-slider ant-slider-horizontal${dragging ? ' ant-slider-lock' : ''}`}
      style={{ ...SLIDER_VARIABLES, ...style }}
      onPointerDown={onPointerDown}
      onPointerMove={(event) => dragging && slideTo(event)}
      onLostPointerCapture={onPressEnd}
    >
      <div className="ant-slider-rail" />
      <div className="ant-slider-track" style={{ left: '0%', width: percent }} />
      <div className="ant-slider-step" />
      <div
        ref={handle}
        className={`ant-slider-handle${dragging ? ' ant-slider-handle-dragging' : ''}`}
        style={{ left: percent, transform: 'translateX(-50%)' }}
        tabIndex={0}
        role="slider"
        aria-valuemin={bounds.min}
        aria-valuemax={bounds.max}
        aria-valuenow={value}
        aria-disabled={false}
        aria-label={label}
        aria-valuetext={say(value)}
        aria-orientation="horizontal"
        aria-describedby={tooltipOpen ? tooltipId : undefined}
        onKeyDown={(event) => {
          const cents = amountAfterKey(event.key, value, bounds);
          if (cents === null) return;
          event.preventDefault();
          onSlide(cents);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      />
      {tooltipOpen && (
        <div
          className="ant-tooltip ant-slider-tooltip ant-tooltip-placement-top"
          style={{
            ...TOOLTIP_VARIABLES,
            left: percent,
            bottom: TOOLTIP_ABOVE_BOX,
            transform: 'translateX(-50%)',
          }}
        >
          <div className="ant-tooltip-arrow">
            <span className="ant-tooltip-arrow-content" />
          </div>
          <div id={tooltipId} className="ant-tooltip-container" role="tooltip">
            {say(value)}
          </div>
        </div>
      )}
    </div>
  );
}
