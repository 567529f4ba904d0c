/** Three drawn wave lines: the divider used between sections across the public site. */
export function WaterLines({
  className = '',
  tone = 'light',
}: {
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const colors =
    tone === 'light' ? ['#2EC4B6', '#1D5F8A', '#0B2545'] : ['#2EC4B6', '#5B9BC7', '#FFFFFF'];
  return (
    <svg
      viewBox="0 0 240 30"
      className={className}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="none"
    >
      {colors.map((stroke, i) => (
        <path
          key={stroke}
          d={`M0 ${8 + i * 8}c20 0 20-6 40-6s20 6 40 6 20-6 40-6 20 6 40 6 20-6 40-6 20 6 40 6`}
          fill="none"
          stroke={stroke}
          strokeOpacity={1 - i * 0.25}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
}
