import { KEYS, projector, SOUTH_FLORIDA } from './geo';

const map = projector({ west: -82.9, east: -79.6, south: 24.3, north: 27.45 }, 360);

/** Our offices on a drawn map of South Florida. `label` names the picture for screen readers. */
export function SouthFloridaMap({
  points,
  label,
  className = '',
}: {
  points: Array<{ id: string; name: string; longitude: number; latitude: number }>;
  label: string;
  className?: string;
}) {
  return (
    <svg viewBox={`0 0 360 ${map.height}`} className={className} role="img" aria-label={label}>
      <rect width="360" height={map.height} rx="24" fill="#E4F1F8" />
      {[60, 120, 180, 240, 300, 360].map((y) => (
        <path
          key={y}
          d={`M10 ${y}c15 0 15-5 30-5s15 5 30 5 15-5 30-5 15 5 30 5`}
          fill="none"
          stroke="#5B9BC7"
          strokeOpacity="0.35"
          strokeWidth="2"
          strokeLinecap="round"
          transform={`translate(${y % 120 === 0 ? 200 : 0} 0)`}
        />
      ))}
      <path
        d={map.path(SOUTH_FLORIDA)}
        fill="#F6EFE3"
        stroke="#0B2545"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <ellipse
        cx={map.project([-80.83, 26.95])[0]}
        cy={map.project([-80.83, 26.95])[1]}
        rx="18"
        ry="16"
        fill="#E4F1F8"
      />
      {KEYS.map((p) => {
        const [x, y] = map.project(p);
        return (
          <ellipse
            key={p.join()}
            cx={x}
            cy={y}
            rx="7"
            ry="3"
            fill="#F6EFE3"
            stroke="#0B2545"
            strokeWidth="1.2"
          />
        );
      })}
      {points.map((p) => {
        const [x, y] = map.project([p.longitude, p.latitude]);
        // West-coast offices and names that would run off the right edge are labelled on the left.
        const labelLeft = p.longitude < -81 || x + 14 + p.name.length * 8.5 > 360;
        return (
          <g key={p.id}>
            <circle cx={x} cy={y} r="11" fill="#2EC4B6" opacity="0.3" />
            <circle cx={x} cy={y} r="6" fill="#C2410C" stroke="#FFFFFF" strokeWidth="2" />
            <text
              x={labelLeft ? x - 14 : x + 14}
              y={y + 5}
              textAnchor={labelLeft ? 'end' : 'start'}
              className="fill-navy text-[15px] font-semibold"
            >
              {p.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
