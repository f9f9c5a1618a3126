import type { CSSProperties } from 'react';

/**
 * Text for screen readers only (the usual clip pattern). Units are strings: in MUI's `sx` a bare
 * number up to 1 means a percentage, which would make the span as wide as the page.
 */
export const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
