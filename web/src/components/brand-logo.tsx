/** The brand mark (same artwork as public/logo.svg, inlined so it never waits for a request). */
export function BrandLogo({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" style={{ flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill="#027a48" />
      <path d="M6 46 L22 22 L31 34 L38 26 L58 46 Z" fill="#a6f4c5" />
      <path d="M22 22 L26.5 28.5 L22 27 L18.5 29 Z" fill="#ffffff" />
      <circle cx="20" cy="47" r="7" fill="none" stroke="#ffffff" strokeWidth="3" />
      <circle cx="44" cy="47" r="7" fill="none" stroke="#ffffff" strokeWidth="3" />
      <path
        d="M20 47 L28 36 L38 36 L44 47 M28 36 L32 47 L38 36"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx="46" cy="16" r="5" fill="#fb923c" />
    </svg>
  );
}
