/** Cuts text to `max` characters with an ellipsis (addresses: 20 in lists, 25 in Bid History). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Two letters for an avatar: first and last name initials, else the first letters of one word. */
export function initialsOf(...parts: readonly (string | null | undefined)[]): string {
  const words = parts.flatMap((p) => (p ?? '').trim().split(/\s+/)).filter((w) => w.length > 0);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return ((first[0] ?? '') + (last ? (last[0] ?? '') : (first[1] ?? ''))).toUpperCase();
}

/** Text compared loosely: case, accents, punctuation and spacing aside ('Stoke-on-Trent'). */
export function looseKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
