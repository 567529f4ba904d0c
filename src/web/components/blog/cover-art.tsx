import { useId, type ReactNode } from 'react';
import {
  AQUA,
  FacadePalm,
  INK,
  OCEAN,
  Pane,
  WALL_SHADE,
  lookFor,
  type FacadeLook,
} from '../listing/facades/facade-kit';
import { drawingLabel } from '../media/drawing-label';

/** What a post is about, read from its tags and title, so its drawn cover fits the subject. */
export type CoverTopic = 'storm' | 'marina' | 'insurance' | 'city' | 'home';

const TOPIC_WORDS: Array<[CoverTopic, RegExp]> = [
  // A claim after a storm is about the claim: insurance is tried before storm.
  ['insurance', /insurance|claim|seguro|reclam|adjuster|ajustador/],
  ['storm', /hurrican|huracan|huracán|storm|tormenta|tropical|flood|inundaci/],
  ['marina', /marina|boat|sail|yacht|dock|barco|velero|muelle|náutic|nautic/],
  ['city', /miami|lauderdale|naples|key west|lifestyle|neighborhood|barrio|vivir|living/],
];

export function coverTopic(tags: readonly string[], title: string): CoverTopic {
  const text = `${tags.join(' ')} ${title}`.toLowerCase();
  // Tags name the subject more surely than the title: they are tried first.
  for (const source of [tags.join(' ').toLowerCase(), text]) {
    for (const [topic, words] of TOPIC_WORDS) if (words.test(source)) return topic;
  }
  return 'home';
}

const STORM_SKY = ['#8EA3B8', '#D7DEE5'] as const;

function Sea({ top, look }: { top: number; look: FacadeLook }) {
  return (
    <g>
      <rect y={top} width="400" height={225 - top} fill={OCEAN} />
      {[0, 1, 2].map((row) => (
        <path
          key={row}
          d={`M${-20 + row * 9} ${top + 12 + row * 14}${' c15 0 15 -5 30 -5 s15 5 30 5'.repeat(8)}`}
          stroke={row === 1 ? '#FFFFFF' : AQUA}
          strokeOpacity={row === 1 ? 0.35 : 0.8}
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          transform={look.flip ? 'translate(12 0)' : undefined}
        />
      ))}
    </g>
  );
}

function House({
  x,
  base,
  look,
  shutters = false,
}: {
  x: number;
  base: number;
  look: FacadeLook;
  shutters?: boolean;
}) {
  return (
    <g>
      <rect x={x} y={base - 62} width="130" height="62" fill={look.wall} />
      <rect x={x - 8} y={base - 70} width="146" height="10" rx="2" fill={INK} />
      <rect x={x} y={base - 60} width="10" height="60" fill={WALL_SHADE} />
      {shutters ? (
        <g>
          {[x + 20, x + 78].map((px) => (
            <g key={px}>
              <rect x={px} y={base - 48} width="34" height="30" rx="2" fill={look.accent} />
              {[6, 12, 18, 24].map((dy) => (
                <rect
                  key={dy}
                  x={px + 3}
                  y={base - 48 + dy}
                  width="28"
                  height="2"
                  fill="#FFFFFF"
                  opacity="0.5"
                />
              ))}
            </g>
          ))}
        </g>
      ) : (
        <>
          <Pane x={x + 20} y={base - 48} w={34} h={30} />
          <Pane x={x + 78} y={base - 48} w={34} h={30} />
        </>
      )}
      <rect
        x={x + 58}
        y={base - 40}
        width="16"
        height="40"
        rx="2"
        fill={shutters ? INK : look.accent}
      />
    </g>
  );
}

function Sailboat({
  x,
  base,
  scale = 1,
  sail,
}: {
  x: number;
  base: number;
  scale?: number;
  sail: string;
}) {
  return (
    <g transform={`translate(${x} ${base}) scale(${scale})`}>
      <path d="M-34 0h68l-10 12h-48z" fill="#FFFFFF" />
      <path d="M-34 0h68l-2 3h-64z" fill={INK} opacity="0.25" />
      <path d="M0 -4v-70" stroke={INK} strokeWidth="2.5" />
      <path d="M3 -72l30 64h-30z" fill={sail} />
      <path d="M-3 -64l-24 58h24z" fill="#FFFFFF" />
    </g>
  );
}

/** The weather map's hurricane mark: an eye and two curled arms. */
function Cyclone({ cx, cy }: { cx: number; cy: number }) {
  const arm = 'M-9 -4C-10 -24 8 -36 34 -32C16 -28 6 -18 8 -4Z';
  return (
    <g transform={`translate(${cx} ${cy})`} fill="#FFFFFF">
      <path d={arm} />
      <path d={arm} transform="rotate(180)" />
      <circle r="13" />
      <circle r="5.5" fill="#8EA3B8" />
    </g>
  );
}

function Towers({ look }: { look: FacadeLook }) {
  const towers = [
    { x: 40, w: 44, h: 96 },
    { x: 92, w: 36, h: 128 },
    { x: 136, w: 52, h: 84 },
    { x: 212, w: 40, h: 140 },
    { x: 260, w: 56, h: 104 },
    { x: 324, w: 38, h: 76 },
  ];
  return (
    <g>
      {towers.map((t, i) => (
        <g key={t.x}>
          <rect
            x={t.x}
            y={160 - t.h}
            width={t.w}
            height={t.h}
            fill={i % 2 ? look.wall : '#FFFFFF'}
          />
          <rect x={t.x} y={160 - t.h} width="6" height={t.h} fill={WALL_SHADE} />
          {Array.from({ length: Math.floor((t.h - 16) / 18) }, (_, row) => (
            <Pane key={row} x={t.x + 10} y={160 - t.h + 10 + row * 18} w={t.w - 18} h={9} rx={1} />
          ))}
        </g>
      ))}
    </g>
  );
}

function Document({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(-6)`}>
      <rect width="96" height="120" rx="8" fill="#FFFFFF" stroke={INK} strokeWidth="3" />
      {[24, 40, 56, 72].map((dy, i) => (
        <rect
          key={dy}
          x="16"
          y={dy}
          width={i === 3 ? 40 : 64}
          height="6"
          rx="3"
          fill={OCEAN}
          opacity="0.35"
        />
      ))}
      <circle cx="70" cy="96" r="16" fill={AQUA} />
      <path
        d="M62 96l6 6 11-13"
        stroke="#FFFFFF"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

function Scene({ topic, look }: { topic: CoverTopic; look: FacadeLook }): ReactNode {
  switch (topic) {
    case 'storm':
      return (
        <>
          <Cyclone cx={look.sunX < 150 ? 300 : 96} cy={54} />
          <g stroke="#FFFFFF" strokeOpacity="0.55" strokeWidth="2" strokeLinecap="round">
            {Array.from({ length: 14 }, (_, i) => (
              <path key={i} d={`M${12 + i * 29} ${92 + (i % 3) * 10}l-10 22`} />
            ))}
          </g>
          <rect y="168" width="400" height="10" fill="#D9CBB2" />
          <House x={136} base={170} look={look} shutters />
          <g transform="skewX(-14)">
            <FacadePalm x={86} base={170} height={92} flip />
            <FacadePalm x={380} base={170} height={80} flip />
          </g>
          <Sea top={178} look={look} />
        </>
      );
    case 'marina':
      return (
        <>
          <Sea top={132} look={look} />
          <rect y="176" width="400" height="10" fill="#B08A5A" />
          {[30, 110, 190, 270, 350].map((x) => (
            <rect key={x} x={x} y="168" width="8" height="40" fill="#8A6A44" />
          ))}
          <Sailboat x={look.flip ? 250 : 130} base={160} sail={look.accent} />
          <Sailboat x={look.flip ? 110 : 290} base={150} scale={0.7} sail={AQUA} />
          <FacadePalm x={look.flip ? 20 : 384} base={178} height={100} flip={!look.flip} />
        </>
      );
    case 'insurance':
      return (
        <>
          <rect y="166" width="400" height="59" fill="#EADFCB" />
          <House x={look.flip ? 220 : 60} base={168} look={look} />
          <Document x={look.flip ? 70 : 250} y={48} />
          <FacadePalm x={look.flip ? 372 : 28} base={168} height={96} flip={!look.flip} />
        </>
      );
    case 'city':
      return (
        <>
          <Towers look={look} />
          <Sea top={160} look={look} />
          <FacadePalm x={look.flip ? 24 : 378} base={164} height={110} flip={!look.flip} />
        </>
      );
    default:
      return (
        <>
          <rect y="166" width="400" height="59" fill="#EADFCB" />
          <House x={135} base={168} look={look} />
          <rect x="40" y="188" width="320" height="22" rx="11" fill={AQUA} opacity="0.7" />
          <FacadePalm x={70} base={168} height={104} flip={look.flip} />
          <FacadePalm x={332} base={168} height={90} flip={!look.flip} />
        </>
      );
  }
}

/**
 * The drawn cover of a post without a photo: a scene for its subject (a storm, the marina, an
 * insurance claim, the city, a home) in the colours the listing facades pick from an id, so the
 * same post always looks the same and neighboring cards differ. Decorative unless `label` is given.
 */
export function CoverArt({
  seed,
  tags,
  title,
  label,
  className = '',
}: {
  seed: string;
  tags: readonly string[];
  title: string;
  label?: string;
  className?: string;
}) {
  const id = `cover${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const topic = coverTopic(tags, title);
  const look = lookFor(seed);
  const sky = topic === 'storm' ? STORM_SKY : look.sky;
  return (
    <svg
      viewBox="0 0 400 225"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      {...drawingLabel(label)}
      data-cover-topic={topic}
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="1" stopColor={sky[1]} />
        </linearGradient>
      </defs>
      <rect width="400" height="225" fill={`url(#${id}-sky)`} />
      {topic !== 'storm' && <circle cx={look.sunX} cy="48" r="22" fill="#FFFFFF" opacity="0.85" />}
      <Scene topic={topic} look={look} />
    </svg>
  );
}
