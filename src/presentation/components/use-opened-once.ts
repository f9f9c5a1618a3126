import { useState } from 'react';

/**
 * True from the first render where `open` is true, and from then on: a lazily loaded dialog
 * mounts (and downloads) when first opened, then stays mounted so closing plays its exit.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
