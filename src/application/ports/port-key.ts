/**
 * The key a port is bound under in the composition root, declared in the port's own file and named
 * like the port (`RouteMapLoader` is both the interface and its key). At run time it is only ever a
 * symbol, so no two keys clash. The constructor in its type never exists: it is how Inversify's
 * `ServiceIdentifier` reads the port's type, so binding a wrong adapter fails to compile and
 * asking for the port gives back its type, with no import of Inversify in the core.
 */
export type PortKey<T> = symbol | (abstract new (...args: unknown[]) => T);

export const portKey = <T>(name: string): PortKey<T> => Symbol(name);
