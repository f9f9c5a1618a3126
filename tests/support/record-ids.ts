/** The id of a record a test knows has one (seeded or built with one); fails loudly otherwise. */
export function idOf(record: { readonly id: number | null }): number {
  if (record.id === null) throw new Error('the record has no id');
  return record.id;
}
