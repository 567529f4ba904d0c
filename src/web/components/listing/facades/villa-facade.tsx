import {
  AQUA,
  FacadeFrame,
  FacadePalm,
  Hedge,
  INK,
  OCEAN,
  Pane,
  WALL_SHADE,
  type FacadeProps,
} from './facade-kit';

const ROOF = '#C2410C';

/** An arched window: a pane with a round top. */
function Arch({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return (
    <g>
      <path
        d={`M${x} ${y + h}V${y + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0V${y + h}z`}
        fill={OCEAN}
      />
      <path
        d={`M${x + w * 0.3} ${y + h}l${w * 0.35} -${h * 0.8}`}
        stroke={AQUA}
        strokeWidth="3"
        opacity="0.4"
      />
    </g>
  );
}

/** A Mediterranean villa: tiled hip roofs, arches, a stair tower and a pool in front. */
export function VillaFacade({ id, look, label, className }: FacadeProps) {
  const { accent, wall } = look;
  return (
    <FacadeFrame
      id={id}
      look={look}
      label={label}
      className={className}
      ground={
        <g>
          <rect y="250" width="400" height="50" fill="#EADFCB" />
          <rect x="70" y="262" width="260" height="24" rx="4" fill={AQUA} />
          <path
            d="M86 274h60M170 270h80M270 278h40"
            stroke="#FFFFFF"
            strokeWidth="3"
            strokeLinecap="round"
            opacity="0.7"
          />
        </g>
      }
    >
      {/* stair tower */}
      <rect x="248" y="56" width="56" height="194" fill={wall} />
      <path d="M240 58l36 -26l36 26z" fill={ROOF} />
      <Arch x={264} y={68} w={24} h={32} />
      {/* main house */}
      <rect x="70" y="140" width="260" height="110" fill={wall} />
      <rect x="70" y="140" width="16" height="110" fill={WALL_SHADE} />
      <path d="M58 142l40 -34h204l40 34z" fill={ROOF} />
      {[110, 140, 170, 200, 230, 260, 290].map((x) => (
        <path
          key={x}
          d={`M${x} 141l${(x - 200) / 12} -30`}
          stroke="#9A3412"
          strokeWidth="2"
          opacity="0.6"
        />
      ))}
      <Arch x={100} y={156} w={32} h={48} />
      <Arch x={148} y={156} w={32} h={48} />
      <Arch x={262} y={156} w={32} h={48} />
      {/* arched entry with the door in the accent colour */}
      <path d="M196 250V200a22 22 0 0 1 44 0v50z" fill={INK} />
      <path d="M204 250V204a14 14 0 0 1 28 0v46z" fill={accent} />
      <rect x="96" y="214" width="90" height="6" fill={INK} opacity="0.8" />
      <Pane x={100} y={222} w={80} h={22} />
      <Hedge x={252} base={252} width={70} />
      <FacadePalm x={40} base={258} height={look.flip ? 116 : 130} flip={look.flip} />
      <FacadePalm x={364} base={258} height={look.flip ? 128 : 116} flip={!look.flip} />
    </FacadeFrame>
  );
}
