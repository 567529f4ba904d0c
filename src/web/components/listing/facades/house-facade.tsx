import {
  FacadeFrame,
  FacadePalm,
  Ground,
  Hedge,
  INK,
  Pane,
  WALL_SHADE,
  type FacadeProps,
} from './facade-kit';

/** A one-story Florida house: flat roof with deep eaves, wide glass, a garage and hedges. */
export function HouseFacade({ id, look, label, className }: FacadeProps) {
  const { accent, wall } = look;
  return (
    <FacadeFrame id={id} look={look} label={label} className={className} ground={<Ground />}>
      {/* main volume and a raised living room */}
      <rect x="60" y="150" width="280" height="100" fill={wall} />
      <rect x="150" y="118" width="130" height="40" fill={wall} />
      <rect x="52" y="142" width="110" height="10" rx="2" fill={INK} />
      <rect x="140" y="110" width="150" height="10" rx="2" fill={INK} />
      <rect x="270" y="142" width="78" height="10" rx="2" fill={INK} />
      <rect x="60" y="152" width="14" height="98" fill={WALL_SHADE} />
      <Pane x={84} y={170} w={54} h={50} />
      <Pane x={160} y={128} w={110} h={22} />
      <Pane x={160} y={166} w={62} h={84} />
      {/* front door in the accent colour */}
      <rect x="230" y="186" width="26" height="64" rx="2" fill={accent} />
      <circle cx="250" cy="220" r="2.5" fill="#FFFFFF" />
      {/* garage */}
      <rect x="270" y="176" width="62" height="74" fill={WALL_SHADE} />
      {[184, 196, 208, 220, 232].map((y) => (
        <rect key={y} x="274" y={y} width="54" height="8" rx="1" fill="#FFFFFF" />
      ))}
      <Hedge x={64} base={252} width={80} />
      <Hedge x={180} base={252} width={40} />
      <rect x="222" y="250" width="42" height="8" fill="#D9CBB2" />
      <FacadePalm x={36} base={252} height={look.flip ? 104 : 120} flip={look.flip} />
      <FacadePalm x={366} base={252} height={look.flip ? 118 : 104} flip={!look.flip} />
    </FacadeFrame>
  );
}
