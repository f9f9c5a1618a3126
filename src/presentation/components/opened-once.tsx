import { Suspense, useState, type ReactNode } from 'react';

/**
 * A lazily loaded dialog, mounted (and so downloaded) from the first render where `open` is true,
 * and from then on: closing plays its exit. Until then it costs the screen nothing.
 */
export function OpenedOnce({
  open,
  children,
}: {
  readonly open: boolean;
  readonly children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
