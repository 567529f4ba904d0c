import { FacadeFrame, FacadePalm, Ground, INK, Pane, WALLS, type FacadeProps } from './facade-kit';

/** Three joined townhomes with gabled tin roofs, porches and awnings in the listing's accent. */
export function TownhouseFacade({ id, look, label, className }: FacadeProps) {
  const { accent } = look;
  // The row's three walls start at this home's own colour.
  const first = WALLS.indexOf(look.wall as (typeof WALLS)[number]);
  return (
    <FacadeFrame id={id} look={look} label={label} className={className} ground={<Ground water />}>
      {[0, 1, 2].map((i) => {
        const x = 62 + i * 92;
        const top = i === 1 ? 96 : 110;
        return (
          <g key={i}>
            <rect
              x={x}
              y={top}
              width="92"
              height={268 - top}
              fill={WALLS[(first + i) % WALLS.length]}
            />
            <path d={`M${x - 6} ${top}l52 -34l52 34z`} fill={INK} />
            {[0.3, 0.5, 0.7].map((f) => (
              <path
                key={f}
                d={`M${x - 6 + 104 * f} ${top - 34 * (1 - Math.abs(f - 0.5) * 2)}V${top}`}
                stroke="#F6EFE3"
                strokeOpacity="0.3"
                strokeWidth="1.5"
              />
            ))}
            <Pane x={x + 14} y={top + 18} w={26} h={34} />
            <Pane x={x + 52} y={top + 18} w={26} h={34} />
            {/* porch: awning, posts and the door */}
            <rect x={x + 6} y="190" width="80" height="7" rx="2" fill={accent} />
            <rect x={x + 10} y="197" width="4" height="53" fill={INK} opacity="0.8" />
            <rect x={x + 78} y="197" width="4" height="53" fill={INK} opacity="0.8" />
            <rect x={x + 34} y="206" width="24" height="44" rx="2" fill={INK} />
            <rect x={x + 4} y="246" width="84" height="6" fill="#D9CBB2" />
          </g>
        );
      })}
      <FacadePalm x={36} base={262} height={look.flip ? 98 : 112} flip={look.flip} />
      <FacadePalm x={368} base={262} height={look.flip ? 110 : 96} flip={!look.flip} />
    </FacadeFrame>
  );
}
