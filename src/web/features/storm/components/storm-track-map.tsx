import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  BAHAMAS,
  CUBA,
  FLORIDA,
  GULF_COAST,
  HISPANIOLA,
  KEYS,
  projector,
  PUERTO_RICO,
  type LonLat,
} from '../../../components/illustrations/geo';

const WIDTH = 640;
const map = projector({ west: -90.5, east: -59, south: 14, north: 31.2 }, WIDTH);

/** An illustrative late-season track from the Atlantic to South Florida, five days of positions. */
const TRACK: LonLat[] = [
  [-60.5, 15.2],
  [-64.5, 17.2],
  [-68.5, 19.6],
  [-72.4, 21.6],
  [-76.0, 23.4],
  [-79.0, 24.9],
  [-80.9, 26.2],
  [-82.4, 28.3],
];

/** The cone widens with each day, as forecast error does. */
function conePath(points: Array<[number, number]>): string {
  const left: string[] = [];
  const right: string[] = [];
  points.forEach(([x, y], i) => {
    const [nx, ny] = points[Math.min(i + 1, points.length - 1)]!;
    const [px, py] = points[Math.max(i - 1, 0)]!;
    const dx = nx - px;
    const dy = ny - py;
    const len = Math.hypot(dx, dy) || 1;
    const r = 4 + i * 7;
    left.push(`${(x - (dy / len) * r).toFixed(1)} ${(y + (dx / len) * r).toFixed(1)}`);
    right.unshift(`${(x + (dy / len) * r).toFixed(1)} ${(y - (dx / len) * r).toFixed(1)}`);
  });
  return `M${left.join('L')}L${right.join('L')}Z`;
}

function Hurricane({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size})`}>
      <path
        d="M0-10c-6 0-10 4-10 10 0-4 4-7 8-7z M0 10c6 0 10-4 10-10 0 4-4 7-8 7z"
        fill="#C2410C"
      />
      <circle r="5" fill="#FFFFFF" stroke="#C2410C" strokeWidth="3" />
    </g>
  );
}

export function StormTrackMap() {
  const { t } = useTranslation('storm');
  // The map appears twice on /storm (hero on wide screens, its own section on narrow ones).
  const id = useId();
  const points = TRACK.map(map.project);
  const land = (shape: readonly LonLat[], key: string) => (
    <path
      key={key}
      d={map.path(shape)}
      fill="#F6EFE3"
      stroke="#0B2545"
      strokeWidth="1.2"
      strokeLinejoin="round"
    />
  );
  const [mx, my] = map.project([-80.19, 25.77]);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${map.height}`}
        className="w-full rounded-2xl"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{t('map.title')}</title>
        <desc id={`${id}-desc`}>{t('map.desc')}</desc>
        <rect width={WIDTH} height={map.height} fill="#DCEBF5" />
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <line
            key={i}
            x1="0"
            x2={WIDTH}
            y1={i * 60 + 20}
            y2={i * 60 + 20}
            stroke="#FFFFFF"
            strokeOpacity="0.6"
          />
        ))}
        {land(FLORIDA, 'fl')}
        {land(CUBA, 'cu')}
        {land(HISPANIOLA, 'hi')}
        {land(PUERTO_RICO, 'pr')}
        <path d={map.path(GULF_COAST, false)} fill="none" stroke="#0B2545" strokeWidth="1.2" />
        {[...KEYS, ...BAHAMAS].map((p) => {
          const [x, y] = map.project(p);
          return (
            <ellipse key={p.join()} cx={x} cy={y} rx="4" ry="2.2" fill="#F6EFE3" stroke="#0B2545" />
          );
        })}
        <path
          d={conePath(points)}
          fill="#C2410C"
          fillOpacity="0.14"
          stroke="#C2410C"
          strokeOpacity="0.5"
          strokeDasharray="4 4"
        />
        <path
          d={points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('')}
          fill="none"
          stroke="#0B2545"
          strokeWidth="2.5"
          strokeDasharray="7 6"
          strokeLinecap="round"
        />
        {points.map(([x, y], i) => (
          <Hurricane key={i} x={x} y={y} size={0.6 + i * 0.06} />
        ))}
        <circle cx={mx} cy={my} r="4" fill="#0B2545" />
        <text
          x={mx - 8}
          y={my + 18}
          textAnchor="end"
          className="fill-navy text-[14px] font-semibold"
        >
          {t('map.miami')}
        </text>
        <text
          x={map.project([-84.5, 21.6])[0]}
          y={map.project([-84.5, 21.6])[1]}
          className="fill-navy/70 text-[13px]"
        >
          {t('map.cuba')}
        </text>
        <text
          x={map.project([-87, 26.5])[0]}
          y={map.project([-87, 26.5])[1]}
          className="fill-ocean text-[14px] italic"
        >
          {t('map.gulf')}
        </text>
        <text
          x={map.project([-70, 27])[0]}
          y={map.project([-70, 27])[1]}
          className="fill-ocean text-[14px] italic"
        >
          {t('map.atlantic')}
        </text>
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy/80">
        <span className="flex items-center gap-2">
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <Hurricane x={12} y={12} size={0.9} />
          </svg>
          {t('map.legendPosition')}
        </span>
        <span className="flex items-center gap-2">
          <span
            className="h-3 w-6 rounded-sm border border-dashed border-coral bg-coral/15"
            aria-hidden="true"
          />
          {t('map.legendCone')}
        </span>
        <span>{t('map.note')}</span>
      </figcaption>
    </figure>
  );
}
