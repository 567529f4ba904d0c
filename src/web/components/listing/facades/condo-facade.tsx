import {
  FacadeFrame,
  FacadePalm,
  Ground,
  INK,
  Pane,
  WALL_SHADE,
  type FacadeProps,
} from './facade-kit';

/** A waterfront tower: glass bands and balconies, a lower wing, palms and the bay in front. */
export function CondoFacade({ id, look, label, className }: FacadeProps) {
  const { accent, wall } = look;
  // Taller or shorter towers: the last band always sits just above the lobby.
  const top = 229 - look.floors * 21;
  const floors = Array.from({ length: look.floors }, (_, i) => top + 14 + i * 21);
  return (
    <FacadeFrame id={id} look={look} label={label} className={className} ground={<Ground water />}>
      {/* lower wing */}
      <rect x="262" y="150" width="86" height="118" fill={WALL_SHADE} />
      {[162, 186, 210, 234].map((y) => (
        <g key={y}>
          <Pane x={272} y={y} w={28} h={14} />
          <Pane x={310} y={y} w={28} h={14} />
        </g>
      ))}
      {/* tower */}
      <rect x="120" y={top} width="150" height={268 - top} fill={wall} />
      <rect x="120" y={top} width="18" height={268 - top} fill={WALL_SHADE} />
      <rect x="114" y={top - 8} width="162" height="10" rx="3" fill={INK} />
      {floors.map((y) => (
        <g key={y}>
          <Pane x={142} y={y} w={122} h={13} rx={1} />
          <rect x="138" y={y + 14} width="132" height="3" rx="1.5" fill={accent} />
        </g>
      ))}
      {/* lobby with its canopy */}
      <rect x="170" y="244" width="50" height="24" fill={INK} />
      <rect x="160" y="238" width="70" height="6" rx="3" fill={accent} />
      <FacadePalm x={86} base={268} height={look.flip ? 96 : 110} flip={look.flip} />
      <FacadePalm x={364} base={268} height={look.flip ? 106 : 92} flip={!look.flip} />
    </FacadeFrame>
  );
}
