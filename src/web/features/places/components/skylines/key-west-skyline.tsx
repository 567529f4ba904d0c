import { HORIZON_Y, Palm, SKYLINE_INK, SkylineFrame } from './skyline-frame';

const B = HORIZON_Y;

/** A conch cottage: pitched tin roof, a porch on posts. */
function Cottage({ x, width, height }: { x: number; width: number; height: number }) {
  const top = B - height;
  const roof = width * 0.45;
  return (
    <g>
      <path
        d={`M${x} ${B}V${top}l${width / 2} -${roof}l${width / 2} ${roof}V${B}z`}
        fill={SKYLINE_INK}
      />
      {/* tin roof seams */}
      <g stroke="#F6EFE3" strokeOpacity="0.25" strokeWidth="1.5">
        {[0.25, 0.5, 0.75].map((f) => (
          <path
            key={f}
            d={`M${x + width * f} ${top - roof * (1 - Math.abs(f - 0.5) * 2)}V${top}`}
          />
        ))}
      </g>
      {/* porch windows and shutters */}
      <g fill="#F6EFE3" opacity="0.5">
        <rect x={x + width * 0.18} y={top + 12} width={width * 0.18} height="16" rx="2" />
        <rect x={x + width * 0.64} y={top + 12} width={width * 0.18} height="16" rx="2" />
      </g>
      <path
        d={`M${x - 4} ${B - height * 0.42}h${width + 8}`}
        stroke={SKYLINE_INK}
        strokeWidth="5"
      />
    </g>
  );
}

export function KeyWestSkyline({ className }: { className?: string }) {
  return (
    <SkylineFrame
      mood="day"
      sun={{ cx: 620, cy: 70, r: 32 }}
      className={className}
      water={
        <g>
          {/* a two-masted schooner under full sail */}
          <path d="M858 210v92M910 196v106" stroke="#F6EFE3" strokeWidth="3" />
          <path d="M862 216v76h40z" fill="#FFFFFF" />
          <path d="M914 202v90h44z" fill="#FFFFFF" />
          <path d="M854 226v66h-34z" fill="#2EC4B6" />
          <path d="M814 302h166l-20 16H832z" fill="#F6EFE3" />
          <path d="M980 302l26-8" stroke="#F6EFE3" strokeWidth="3" />
        </g>
      }
    >
      {/* the lighthouse: tapered tower, gallery, lantern and dome */}
      <g fill={SKYLINE_INK}>
        <path d={`M370 ${B}l10-150h28l10 150z`} />
        <rect x="372" y={B - 156} width="44" height="8" rx="2" />
        <rect x="382" y={B - 180} width="24" height="24" rx="2" />
        <path d={`M378 ${B - 180}q16-20 32 0z`} />
        <path d={`M394 ${B - 196}v-8`} stroke={SKYLINE_INK} strokeWidth="3" />
      </g>
      <rect x="386" y={B - 176} width="16" height="14" fill="#F6EFE3" opacity="0.9" />
      <g fill="#F6EFE3" opacity="0.45">
        <rect x="388" y={B - 120} width="12" height="4" rx="1" />
        <rect x="389" y={B - 80} width="10" height="4" rx="1" />
      </g>
      <Cottage x={440} width={84} height={62} />
      <Cottage x={534} width={70} height={54} />
      <Cottage x={614} width={92} height={70} />
      <Cottage x={716} width={64} height={50} />
      <Cottage x={250} width={80} height={58} />
      <path d={`M200 ${B}V${B - 10}h600V${B}z`} fill={SKYLINE_INK} />
      <Palm x={340} baseY={B} height={150} lean={-1} />
      <Palm x={530} baseY={B} height={120} />
      <Palm x={790} baseY={B} height={140} />
      <Palm x={1100} baseY={B} height={110} lean={-1} />
      <Palm x={150} baseY={B} height={128} />
    </SkylineFrame>
  );
}
