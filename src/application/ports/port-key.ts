/**
 * The key a port is bound under in the composition root, declared in the port's own file and named
 * like the port (`RouteMapLoader` is both the interface and its key). A symbol, so no two keys
 * clash; it carries the port's type so that whoever asks for it gets that type back.
 */
export type PortKey<T> = symbol & { readonly port?: T };

export const portKey = <T>(name: string): PortKey<T> => Symbol(name);
