import { cloneElement, useId, useState, type ReactElement } from 'react';
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

/**
 * A small text shown above an element while the pointer rests on it or it has keyboard focus;
 * Escape hides it (WCAG 1.4.13). It stands in for MUI's Tooltip, whose positioning engine would
 * weigh about 10 KB on every screen that shows one, for hints that only need to sit above their
 * element.
 */
export function Hint({ text, children, describeChild = false }: HintProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
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
        <span role="tooltip" id={id} className={css.hint}>
          {text}
        </span>
      )}
    </span>
  );
}
