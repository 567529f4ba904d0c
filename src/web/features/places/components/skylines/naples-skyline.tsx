import { HORIZON_Y, Palm, SKYLINE_INK, SkylineFrame, Windows } from './skyline-frame';

const B = HORIZON_Y;

// Low beachfront condos on the left, the sun setting into the Gulf, a long fishing pier.
const CONDOS = [
  `M120 ${B}V178h70v${B - 178}z`,
  `M196 ${B}V150h16v-8h56v8h16v${B - 150}z`,
  `M290 ${B}V190h60v${B - 190}z`,
  `M356 ${B}V166l70-10v${B - 156}z`,
  `M40 ${B}V204h74v${B - 204}z`,
];

export function NaplesSkyline({ className }: { className?: string }) {
  return (
    <SkylineFrame
      mood="sunset"
      sun={{ cx: 640, cy: 232, r: 50 }}
      className={className}
      water={
        <g>
          {/* the pier: a deck on pilings running out into the Gulf, a small roof at its end */}
          <path d="M760 274h440v7H760z" fill={SKYLINE_INK} />
          <g stroke={SKYLINE_INK} strokeWidth="4">
            {[780, 820, 860, 900, 940, 980, 1020, 1060, 1100, 1140, 1180].map((x) => (
              <path key={x} d={`M${x} 281v22`} />
            ))}
          </g>
          <path d="M776 274v-18h44v18z" fill={SKYLINE_INK} />
          <path d="M770 256l28-12 28 12z" fill={SKYLINE_INK} />
          {/* a small center console heading out */}
          <path d="M520 300h56l-8 9h-44z" fill="#F6EFE3" />
          <path d="M538 300v-8h16l6 8z" fill="#F6EFE3" opacity="0.85" />
        </g>
      }
    >
      {/* a pelican gliding over the beach */}
      <path
        d="M880 120q18-14 34-2q10-8 22-6q-10 2-16 10q-14-4-40-2z"
        fill={SKYLINE_INK}
        opacity="0.85"
      />
      <path d="M980 90q10-8 20-1q10-7 20 1" stroke={SKYLINE_INK} strokeWidth="3" fill="none" />
      <path d={`M0 ${B}V${B - 18}q240-14 480 0v18z`} fill={SKYLINE_INK} opacity="0.75" />
      <g fill={SKYLINE_INK}>
        {CONDOS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <Windows x={128} y={190} columns={6} rows={5} gapX={10} />
      <Windows x={216} y={156} columns={6} rows={7} gapX={10} />
      <Windows x={298} y={200} columns={5} rows={4} gapX={10} />
      <Windows x={364} y={172} columns={6} rows={6} gapX={10} />
      {/* sea oats on the dune */}
      <g stroke={SKYLINE_INK} strokeWidth="2.5" strokeLinecap="round" fill="none">
        {[470, 490, 505, 700, 720].map((x, i) => (
          <path key={x} d={`M${x} ${B}q${i % 2 ? 6 : -6}-18 ${i % 2 ? 2 : -2}-34`} />
        ))}
      </g>
      <Palm x={450} baseY={B - 6} height={124} />
      <Palm x={520} baseY={B} height={96} lean={-1} />
      <Palm x={740} baseY={B} height={136} />
    </SkylineFrame>
  );
}
