import type { ReactNode } from 'react';

/** A top-to-bottom fill from one colour to another (a sky, the sea). */
export function VerticalGradient({ id, from, to }: { id: string; from: string; to: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={from} />
      <stop offset="1" stopColor={to} />
    </linearGradient>
  );
}

/**
 * The card every scene of the public pages is drawn in: 640 by 420 with rounded corners, its sky
 * (`sky`, top and bottom colours) behind what it draws. `id` prefixes the ids of its fills, which
 * must differ from scene to scene on one page. Decorative: hidden from assistive technology.
 */
export function SceneFrame({
  id,
  sky,
  defs,
  className,
  children,
}: {
  id: string;
  sky: [string, string];
  defs?: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <svg viewBox="0 0 640 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <VerticalGradient id={`${id}-sky`} from={sky[0]} to={sky[1]} />
        {defs}
        <clipPath id={`${id}-frame`}>
          <rect width="640" height="420" rx="28" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-frame)`}>
        <rect width="640" height="420" fill={`url(#${id}-sky)`} />
        {children}
      </g>
    </svg>
  );
}

/** Wave lines across the scene's water, one at each of `ys`: teal first, then light blue. */
export function SceneWaves({ ys, fade = false }: { ys: number[]; fade?: boolean }) {
  return ys.map((y, i) => (
    <path
      key={y}
      d={`M-10 ${y}c26 0 26-8 52-8s26 8 52 8 26-8 52-8 26 8 52 8 26-8 52-8 26 8 52 8 26-8 52-8 26 8 52 8 26-8 52-8 26 8 52 8 26-8 52-8 26 8 52 8 26-8 52-8 26 8 52 8`}
      fill="none"
      stroke={i === 0 ? '#2EC4B6' : '#5B9BC7'}
      strokeOpacity={fade ? 0.9 - i * 0.25 : undefined}
      strokeWidth="3"
      strokeLinecap="round"
    />
  ));
}

/** Palms: their trunks (`trunks`, stroked in navy) and their fronds (`fronds`, filled). */
export function ScenePalms({
  trunks,
  trunkWidth,
  fronds,
  frondColor,
}: {
  trunks: string[];
  trunkWidth: number;
  fronds: string[];
  frondColor: string;
}) {
  return (
    <>
      <g stroke="#0B2545" strokeWidth={trunkWidth} strokeLinecap="round" fill="none">
        {trunks.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g fill={frondColor}>
        {fronds.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </>
  );
}
