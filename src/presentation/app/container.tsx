import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({
  container,
  children,
}: {
  container: Container;
  children: ReactNode;
}) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** A presenter's lifecycle: `start()` may return a disposer; both must be idempotent (StrictMode). */
interface Startable {
  start(): void | (() => void);
}

/**
 * The one way a view reaches the container: the presenter (or shared view state) bound to `token`
 * (a presenter's class, or the key declared beside a port or setting),
 * the same one for as long as the view is mounted. A presenter with `start()` is started in an
 * effect and stopped when the view goes.
 */
export function usePresenter<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('usePresenter needs a ContainerProvider');
  const [presenter] = useState(() => container.get<T>(token));
  useEffect(() => {
    if (isStartable(presenter)) return presenter.start() ?? undefined;
    return undefined;
  }, [presenter]);
  return presenter;
}

function isStartable(value: unknown): value is Startable {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Startable>).start === 'function'
  );
}
