import type { ReactNode } from 'react';
import { drawingLabel } from '../../media/drawing-label';

export const INK = '#0B2545';
export const OCEAN = '#1D5F8A';
export const AQUA = '#2EC4B6';
export const SAND = '#F6EFE3';
export const WALL_SHADE = '#E9E1D3';

/** Accents for shutters, awnings and doors. */
export const ACCENTS = ['#2EC4B6', '#1D5F8A', '#C2410C', '#B45309'] as const;
/** Florida stucco: white, cream, sea-glass, coral blush, pale sky. */
export const WALLS = ['#FFFFFF', '#F3E7D3', '#E3F2F1', '#F7E1D7', '#E4ECF5'] as const;
/** Morning, noon and late-afternoon skies (top and horizon). */
export const SKIES = [
  ['#CFE9EE', SAND],
  ['#B9DDF0', '#EEF6F7'],
  ['#F4D9C6', '#FBEFE2'],
] as const;

/**
 * How one home is drawn: every choice comes from its own id, so a listing always looks the same
 * and a grid of listings is not a grid of clones (colours, sky, sun, height, which side the palms
 * lean).
 */
export interface FacadeLook {
  accent: string;
  wall: string;
  sky: readonly [string, string];
  sunX: number;
  /** Floors of a tower (condos), 5 to 10. */
  floors: number;
  flip: boolean;
}

function hashOf(seed: string): number {
  let hash = 2166136261;
  for (const ch of seed) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

export function lookFor(seed: string): FacadeLook {
  const hash = hashOf(seed);
  const pick = <T,>(list: readonly T[], shift: number): T => list[(hash >>> shift) % list.length]!;
  return {
    accent: pick(ACCENTS, 0),
    wall: pick(WALLS, 3),
    sky: pick(SKIES, 7),
    sunX: pick([72, 200, 326], 11),
    floors: 5 + ((hash >>> 15) % 6),
    flip: ((hash >>> 19) & 1) === 1,
  };
}

/** A glass pane: ocean with a diagonal aqua glint. */
export function Pane({
  x,
  y,
  w,
  h,
  rx = 2,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  rx?: number;
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={rx} fill={OCEAN} />
      <path
        d={`M${x + w * 0.2} ${y + h}l${w * 0.5} -${h}h${w * 0.18}l-${w * 0.5} ${h}z`}
        fill={AQUA}
        opacity="0.35"
      />
    </g>
  );
}

/** A small palm in the facade style: trunk and five fronds, in ink. */
export function FacadePalm({
  x,
  base,
  height,
  flip = false,
}: {
  x: number;
  base: number;
  height: number;
  flip?: boolean;
}) {
  const dir = flip ? -1 : 1;
  const tx = x + dir * height * 0.14;
  const ty = base - height;
  return (
    <g>
      <path
        d={`M${x} ${base}q${dir * 2} ${-height * 0.6} ${tx - x} ${-height}`}
        stroke={INK}
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <g fill={INK} opacity="0.9">
        <path d={`M${tx} ${ty}c-16 -8 -34 -6 -46 6 16 -3 30 -2 46 -6z`} />
        <path d={`M${tx} ${ty}c8 -16 28 -22 44 -18 -16 4 -30 10 -44 18z`} />
        <path d={`M${tx} ${ty}c-4 -18 -18 -28 -34 -30 12 8 24 18 34 30z`} />
        <path d={`M${tx} ${ty}c18 -2 34 6 42 20 -14 -8 -28 -14 -42 -20z`} />
        <path d={`M${tx} ${ty}c-12 4 -24 14 -28 28 8 -10 18 -20 28 -28z`} />
      </g>
    </g>
  );
}

/** A rounded hedge along the ground line. */
export function Hedge({ x, base, width }: { x: number; base: number; width: number }) {
  const bumps = Math.max(2, Math.round(width / 22));
  const step = width / bumps;
  let d = `M${x} ${base}`;
  for (let i = 0; i < bumps; i++) d += `a${step / 2} ${step / 2.4} 0 0 1 ${step} 0`;
  return <path d={`${d}z`} fill="#2F6F5E" />;
}

/**
 * The shared backdrop: a pale sky with a soft sun, the building, then the ground. `ground` is
 * drawn last (sand, a pool, a canal) so it can overlap the building's base.
 */
export function FacadeFrame({
  id,
  look,
  children,
  ground,
  label,
  className,
}: {
  id: string;
  look: FacadeLook;
  children: ReactNode;
  ground: ReactNode;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      {...drawingLabel(label)}
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={look.sky[0]} />
          <stop offset="1" stopColor={look.sky[1]} />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${id}-sky)`} />
      <circle cx={look.sunX} cy="62" r="26" fill="#FFFFFF" opacity="0.85" />
      <path
        d={look.sunX < 150 ? 'M300 70q14-10 28 0q10-8 22 0' : 'M40 70q14-10 28 0q10-8 22 0'}
        stroke="#FFFFFF"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
        opacity="0.8"
      />
      {children}
      {ground}
    </svg>
  );
}

/** Sand, and optionally a strip of water with the family's wave lines. */
export function Ground({ water = false }: { water?: boolean }) {
  return (
    <g>
      <rect y="250" width="400" height="50" fill="#EADFCB" />
      {water && (
        <g>
          <rect y="268" width="400" height="32" fill={OCEAN} />
          <path
            d={`M-10 282${' c15 0 15 -5 30 -5 s15 5 30 5'.repeat(8)}`}
            stroke={AQUA}
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      )}
    </g>
  );
}

export interface FacadeProps {
  /** Unique per drawing on the page: it names the gradient. */
  id: string;
  look: FacadeLook;
  label?: string;
  className?: string;
}
