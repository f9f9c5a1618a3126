/** The Bidhaul mark: a van on a blue tile. Decorative. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0b5cad" />
      <path d="M7 20h13v-8H7zM20 14h3.5l2.5 3v3h-6z" fill="#fff" />
      <circle cx="11" cy="22" r="2.4" fill="#f5a524" />
      <circle cx="22.5" cy="22" r="2.4" fill="#f5a524" />
    </svg>
  );
}
