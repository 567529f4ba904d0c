import {
  FacadeFrame,
  FacadePalm,
  Ground,
  INK,
  Pane,
  WALL_SHADE,
  type FacadeProps,
} from './facade-kit';

const FLOORS = 9;

/** A waterfront tower: glass bands and balconies, a lower wing, palms and the bay in front. */
export function CondoFacade({ id, accent, label, className }: FacadeProps) {
  const floors = Array.from({ length: FLOORS }, (_, i) => 54 + i * 21);
  return (
    <FacadeFrame id={id} label={label} className={className} ground={<Ground water />}>
      {/* lower wing */}
      <rect x="262" y="150" width="86" height="118" fill={WALL_SHADE} />
      {[162, 186, 210, 234].map((y) => (
        <g key={y}>
          <Pane x={272} y={y} w={28} h={14} />
          <Pane x={310} y={y} w={28} h={14} />
        </g>
      ))}
      {/* tower */}
      <rect x="120" y="40" width="150" height="228" fill="#FFFFFF" />
      <rect x="120" y="40" width="18" height="228" fill={WALL_SHADE} />
      <rect x="114" y="32" width="162" height="10" rx="3" fill={INK} />
      {floors.map((y) => (
        <g key={y}>
          <Pane x={142} y={y} w={122} h={13} rx={1} />
          <rect x="138" y={y + 14} width="132" height="3" rx="1.5" fill={accent} />
        </g>
      ))}
      {/* lobby with its canopy */}
      <rect x="170" y="244" width="50" height="24" fill={INK} />
      <rect x="160" y="238" width="70" height="6" rx="3" fill={accent} />
      <FacadePalm x={86} base={268} height={110} />
      <FacadePalm x={364} base={268} height={92} flip />
    </FacadeFrame>
  );
}
