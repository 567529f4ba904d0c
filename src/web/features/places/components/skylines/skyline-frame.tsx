import { useId, type ReactNode } from 'react';

export type SkyMood = 'dusk' | 'sunset' | 'day';

// Every sky starts from navy at the top, so the page's navy heading band flows into it and white
// text above the drawing always keeps its contrast.
const SKIES: Record<SkyMood, [string, string, string]> = {
  dusk: ['#0B2545', '#123A66', '#1D5F8A'],
  sunset: ['#0B2545', '#1D5F8A', '#E9A46A'],
  day: ['#0B2545', '#1D5F8A', '#5FB8C9'],
};

export const SKYLINE_INK = '#0B2545';
export const HORIZON_Y = 268;

/** A row of lit windows on a tower face: small sand bars, the family's way of drawing light. */
export function Windows({
  x,
  y,
  columns,
  rows,
  gapX = 10,
  gapY = 14,
  width = 5,
}: {
  x: number;
  y: number;
  columns: number;
  rows: number;
  gapX?: number;
  gapY?: number;
  width?: number;
}) {
  const bars: ReactNode[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      // A fixed pattern of dark windows keeps the facade from looking like a grid of LEDs.
      if ((r * 7 + c * 3) % 5 === 0) continue;
      bars.push(
        <rect
          key={`${r}-${c}`}
          x={x + c * gapX}
          y={y + r * gapY}
          width={width}
          height="4"
          rx="1"
        />,
      );
    }
  }
  return (
    <g fill="#F6EFE3" opacity="0.5">
      {bars}
    </g>
  );
}

/** A palm: a curved trunk and six fronds, drawn at (x, baseY) with a given height. */
export function Palm({
  x,
  baseY,
  height,
  lean = 1,
}: {
  x: number;
  baseY: number;
  height: number;
  lean?: 1 | -1;
}) {
  const topX = x + lean * height * 0.18;
  const topY = baseY - height;
  return (
    <g>
      <path
        d={`M${x} ${baseY}c${lean * 2} ${-height * 0.4} ${lean * height * 0.06} ${-height * 0.75} ${topX - x} ${-height}`}
        stroke={SKYLINE_INK}
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <g fill={SKYLINE_INK}>
        <path d={`M${topX} ${topY}c-22 -12 -48 -8 -66 8 22 -4 42 -2 66 -8z`} />
        <path d={`M${topX} ${topY}c12 -22 38 -32 62 -28 -22 6 -42 16 -62 28z`} />
        <path d={`M${topX} ${topY}c-6 -24 -26 -40 -50 -42 18 12 34 24 50 42z`} />
        <path d={`M${topX} ${topY}c24 -4 48 6 62 26 -20 -10 -40 -18 -62 -26z`} />
        <path d={`M${topX} ${topY}c-18 4 -34 18 -40 36 12 -14 26 -26 40 -36z`} />
        <path d={`M${topX} ${topY}c16 6 30 22 34 40 -10 -16 -22 -28 -34 -40z`} />
      </g>
    </g>
  );
}

/**
 * The shared frame of every city skyline: a layered sky, a sun or moon, the water with its
 * reflections and wave lines. Each city draws its own silhouette on the horizon as children.
 */
export function SkylineFrame({
  mood,
  sun,
  children,
  water,
  className = '',
}: {
  mood: SkyMood;
  sun: { cx: number; cy: number; r: number };
  children: ReactNode;
  /** Boats, piers and other things drawn on the water, in front of the reflections. */
  water?: ReactNode;
  className?: string;
}) {
  const id = `sky${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [top, middle, horizon] = SKIES[mood];
  return (
    <svg
      viewBox="0 0 1200 360"
      preserveAspectRatio="xMidYMax slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="0.55" stopColor={middle} />
          <stop offset="1" stopColor={horizon} />
        </linearGradient>
        <linearGradient id={`${id}-sea`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#164A6C" />
          <stop offset="1" stopColor="#0B2545" />
        </linearGradient>
      </defs>
      <rect width="1200" height={HORIZON_Y + 2} fill={`url(#${id}-sky)`} />
      <circle cx={sun.cx} cy={sun.cy} r={sun.r * 1.6} fill="#F6EFE3" opacity="0.08" />
      <circle cx={sun.cx} cy={sun.cy} r={sun.r} fill="#F6EFE3" opacity="0.92" />
      {children}
      <rect y={HORIZON_Y} width="1200" height={360 - HORIZON_Y} fill={`url(#${id}-sea)`} />
      <g stroke="#F6EFE3" strokeLinecap="round" strokeWidth="3">
        {[0, 1, 2, 3].map((i) => (
          <path
            key={i}
            d={`M${sun.cx - 44 + i * 10} ${HORIZON_Y + 12 + i * 12}h${88 - i * 20}`}
            strokeOpacity={0.5 - i * 0.1}
          />
        ))}
      </g>
      {water}
      {[312, 334].map((y, i) => (
        <path
          key={y}
          d={`M-20 ${y}${' c30 0 30 -8 60 -8 s30 8 60 8'.repeat(11)}`}
          fill="none"
          stroke={i === 0 ? '#2EC4B6' : '#5B9BC7'}
          strokeOpacity={0.8 - i * 0.3}
          strokeWidth="3"
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
}
