import { HORIZON_Y, Palm, SKYLINE_INK, SkylineFrame, Windows } from './skyline-frame';

const B = HORIZON_Y;

// Las Olas towers behind the New River, with the drawbridge raised for a yacht.
const TOWERS = [
  `M560 ${B}V150h44v${B - 150}z`,
  `M610 ${B}V108h14v-10h26v10h14v${B - 108}z`,
  `M680 ${B}V132q24-20 48 0v${B - 132}z`,
  `M734 ${B}V172h36v${B - 172}z`,
  `M776 ${B}V118h52v${B - 118}z`,
  `M834 ${B}V188h40v${B - 188}z`,
  `M880 ${B}V160l34-12v${B - 148}z`,
];

export function FortLauderdaleSkyline({ className }: { className?: string }) {
  return (
    <SkylineFrame
      mood="dusk"
      sun={{ cx: 300, cy: 78, r: 28 }}
      className={className}
      water={
        <g>
          {/* a motor yacht passing under the raised bridge */}
          <path d="M370 300h150l-18 16h-118z" fill="#F6EFE3" />
          <path d="M392 300v-14h84l18 14z" fill="#F6EFE3" opacity="0.9" />
          <path d="M410 286v-10h48l10 10z" fill="#F6EFE3" opacity="0.75" />
          <g fill="#0B2545" opacity="0.6">
            <rect x="404" y="290" width="12" height="5" rx="1" />
            <rect x="422" y="290" width="12" height="5" rx="1" />
            <rect x="440" y="290" width="12" height="5" rx="1" />
          </g>
          <path d="M760 300h60l-6 8h-48z" fill="#F6EFE3" opacity="0.8" />
        </g>
      }
    >
      <rect x="540" y={B - 24} width="400" height="24" fill={SKYLINE_INK} opacity="0.8" />
      <g fill={SKYLINE_INK}>
        {TOWERS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <Windows x={616} y={120} columns={5} rows={9} gapX={10} />
      <Windows x={784} y={130} columns={4} rows={8} gapX={12} />
      <Windows x={688} y={146} columns={4} rows={7} gapX={11} />
      {/* bascule bridge: two bridge houses and both leaves raised */}
      <g fill={SKYLINE_INK}>
        <path d={`M300 ${B}V214h40v${B - 214}z`} />
        <path d={`M296 214h48l-6-12h-36z`} />
        <path d={`M470 ${B}V214h40v${B - 214}z`} />
        <path d={`M466 214h48l-6-12h-36z`} />
        <path d={`M150 ${B - 14}h150v14H150z`} opacity="0.9" />
        <path d={`M510 ${B - 14}h40v14h-40z`} opacity="0.9" />
      </g>
      <g stroke={SKYLINE_INK} strokeWidth="9" strokeLinecap="round">
        <path d={`M342 ${B - 10}l34-92`} />
        <path d={`M468 ${B - 10}l-34-92`} />
      </g>
      <g stroke={SKYLINE_INK} strokeWidth="2" opacity="0.8">
        <path d={`M346 ${B - 20}l28-78M352 ${B - 14}l26-70`} />
        <path d={`M464 ${B - 20}l-28-78M458 ${B - 14}l-26-70`} />
      </g>
      <Palm x={230} baseY={B - 14} height={110} lean={-1} />
      <Palm x={960} baseY={B} height={130} />
      <Palm x={1030} baseY={B} height={100} lean={-1} />
      <Palm x={1110} baseY={B} height={140} />
      <Palm x={80} baseY={B - 14} height={126} />
    </SkylineFrame>
  );
}
