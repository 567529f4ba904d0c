import { HORIZON_Y, Palm, SKYLINE_INK, SkylineFrame, Windows } from './skyline-frame';

const B = HORIZON_Y;

// Brickell's towers: curved crowns, sliced tops, a spire; the bay causeway on the left.
const TOWERS = [
  `M300 ${B}V150h46v${B - 150}z`,
  `M352 ${B}V120l38-16v${B - 104}z`,
  `M396 ${B}V92q28-36 56 0v${B - 92}z`,
  `M458 ${B}V140h34v${B - 140}z`,
  `M498 ${B}V60h50v${B - 60}z`,
  `M554 ${B}V132h8v-12h24v12h8v${B - 132}z`,
  `M600 ${B}V104h6v-8h50v8h6v${B - 104}z`,
  `M668 ${B}V150h30v${B - 150}z`,
  `M704 ${B}V84l48 18v${B - 102}z`,
  `M758 ${B}V170h36v${B - 170}z`,
  `M800 ${B}V128q27-14 54 0v${B - 128}z`,
  `M860 ${B}V190h30v${B - 190}z`,
  `M896 ${B}V210h44v${B - 210}z`,
];

export function MiamiSkyline({ className }: { className?: string }) {
  return (
    <SkylineFrame
      mood="dusk"
      sun={{ cx: 820, cy: 74, r: 30 }}
      className={className}
      water={
        <g>
          {/* a sloop under sail and a motor yacht crossing the bay */}
          <path d="M640 236v62" stroke="#F6EFE3" strokeWidth="3" />
          <path d="M644 240v52h40z" fill="#FFFFFF" />
          <path d="M636 250v42h-26z" fill="#2EC4B6" />
          <path d="M604 300h92l-10 12h-72z" fill="#F6EFE3" />
          <path d="M1000 296h84l-8 10h-70z" fill="#F6EFE3" />
          <path d="M1020 296v-10h40l10 10z" fill="#F6EFE3" opacity="0.85" />
        </g>
      }
    >
      {/* causeway: a low arched bridge running out over the bay */}
      <g stroke={SKYLINE_INK} strokeWidth="5" fill="none" opacity="0.85">
        <path d={`M0 ${B - 26}q130-34 270-6`} />
        {[40, 90, 140, 190, 240].map((x) => (
          <path key={x} d={`M${x} ${B - 30 + Math.abs(x - 130) / 8}V${B}`} />
        ))}
      </g>
      <rect x="280" y={B - 28} width="700" height="28" fill={SKYLINE_INK} opacity="0.8" />
      <g fill={SKYLINE_INK}>
        {TOWERS.map((d) => (
          <path key={d} d={d} />
        ))}
        <path d="M523 60V18l3 42z" />
      </g>
      <Windows x={506} y={76} columns={4} rows={12} gapX={10} gapY={14} />
      <Windows x={404} y={104} columns={4} rows={10} gapX={12} />
      <Windows x={608} y={118} columns={5} rows={9} gapX={10} />
      <Windows x={712} y={112} columns={3} rows={9} gapX={12} />
      <Windows x={808} y={140} columns={4} rows={8} gapX={12} />
      <Windows x={306} y={162} columns={3} rows={6} gapX={12} />
      <Palm x={990} baseY={B} height={120} lean={-1} />
      <Palm x={1060} baseY={B} height={150} />
      <Palm x={1140} baseY={B} height={104} />
      <Palm x={262} baseY={B} height={92} lean={-1} />
    </SkylineFrame>
  );
}
