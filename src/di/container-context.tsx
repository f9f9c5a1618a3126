import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a binding from the container in context (a transient binding gives a new instance per call). */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerProvider');
  return container.get<T>(token);
}

/** Like useInjection, but undefined when the token is not bound (demo-only services). */
export function useOptionalInjection<T>(token: ServiceIdentifier<T>): T | undefined {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useOptionalInjection needs a ContainerProvider');
  return container.isBound(token) ? container.get<T>(token) : undefined;
}

/** A screen's lifecycle: `start()` may return a disposer; both must be idempotent (StrictMode). */
export interface Startable {
  start(): void | (() => void);
}

/**
 * Creates a (transient) presenter once per mounted view, starts it in an effect and disposes it
 * on unmount.
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
  return typeof value === 'object' && value !== null && typeof (value as Partial<Startable>).start === 'function';
}
