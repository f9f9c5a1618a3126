/** Every part a read in parts hands on, in order. */
export async function partsOf<T>(parts: AsyncIterable<T>): Promise<T[]> {
  const seen: T[] = [];
  for await (const part of parts) seen.push(part);
  return seen;
}

/** The last part a read in parts hands on: the whole of it. */
export async function wholeOf<T>(parts: AsyncIterable<T>): Promise<T> {
  const seen = await partsOf(parts);
  const last = seen.at(-1);
  if (last === undefined) throw new Error('no part was handed on');
  return last;
}
