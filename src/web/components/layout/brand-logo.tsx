/** The mark: a sail over two water lines. Drawn, so it stays sharp at every size. */
export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0B2545" />
      <path d="M21 7v19h10z" fill="#FFFFFF" />
      <path d="M19 11v15h-8z" fill="#2EC4B6" />
      <path
        d="M6 30c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 4-2"
        fill="none"
        stroke="#2EC4B6"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M6 34.5c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 4-2"
        fill="none"
        stroke="#5B9BC7"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark plus the operator's brand name (from site settings); the mark alone until it loads. */
export function BrandLogo({ brandName, inverted }: { brandName?: string; inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <BrandMark />
      <span
        className={`min-w-12 font-display text-2xl font-semibold tracking-tight ${inverted ? 'text-white' : 'text-navy'}`}
      >
        {brandName}
      </span>
    </span>
  );
}
