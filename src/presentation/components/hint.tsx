import { cloneElement, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import css from './hint.module.css';

interface HintProps {
  /** What the hint says. */
  readonly text: string;
  /** The element it explains (a button, a focusable text). */
  readonly children: ReactElement<{ 'aria-describedby'?: string }>;
  /**
   * The hint is the element's description for screen readers (a cut address's full text). Off,
   * it only shows what the element's accessible name already says (an icon button's label).
   */
  readonly describeChild?: boolean;
}

/** The least room kept between a hint and the window's side. */
const EDGE = 8;

/**
 * A small text shown above an element while the pointer rests on it or it has keyboard focus;
 * Escape hides it (WCAG 1.4.13). It stands in for MUI's Tooltip, whose positioning engine would
 * weigh about 10 KB on every screen that shows one, for hints that only need to sit above their
 * element. A hint centred on an element near the window's side would be cut off there (a full
 * address on a phone), so it moves sideways into the window before it paints.
 */
export function Hint({ text, children, describeChild = false }: HintProps) {
  const id = useId();
  const hint = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const show = () => setOpen(true);
  const hide = () => {
    setOpen(false);
    setShift(0);
  };
  useLayoutEffect(() => {
    if (!open || !hint.current) return;
    const { left, right, width: own } = hint.current.getBoundingClientRect();
    // Not laid out (no room measured): nothing to move.
    if (own === 0) return;
    const width = document.documentElement.clientWidth;
    if (right > width - EDGE) setShift(Math.max(width - EDGE - right, EDGE - left));
    else if (left < EDGE) setShift(EDGE - left);
  }, [open]);
  return (
    <span
      className={css.anchor}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {describeChild && open ? cloneElement(children, { 'aria-describedby': id }) : children}
      {open && (
        <span
          role="tooltip"
          id={id}
          ref={hint}
          className={css.hint}
          style={shift ? { translate: `${shift}px 0` } : undefined}
        >
          {text}
        </span>
      )}
    </span>
  );
}
