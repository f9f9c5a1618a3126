/**
 * A record's identity in a list. The server's id names a record wherever it appears; a record
 * the server sent without a usable id is still its own record, known only by its place in the
 * list it came in. Its key is never shared, and nothing that needs a server id (accepting a bid,
 * opening a load's details) is offered for it.
 */
export type Keyed<T> = T & { readonly key: string };

/** `id-12` for a record with an id; `at-3` (its place in the list) for one without. */
export function listKey(id: number | null, index: number): string {
  return id === null ? `at-${index}` : `id-${id}`;
}

/** The records, each with its list key. */
export function withListKeys<T extends { readonly id: number | null }>(
  records: readonly T[],
): Keyed<T>[] {
  return records.map((record, index) => ({ ...record, key: listKey(record.id, index) }));
}

/**
 * Each record once, in order: a record whose id was already seen is dropped (the same record read
 * twice, say when pages shift while they are read); a record without an id is always kept, since
 * nothing shows it is a repeat.
 */
export function uniqueById<T extends { readonly id: number | null }>(records: Iterable<T>): T[] {
  const seen = new Set<number>();
  const kept: T[] = [];
  for (const record of records) {
    if (record.id !== null) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
    }
    kept.push(record);
  }
  return kept;
}
