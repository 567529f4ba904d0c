import { SceneFrame, ScenePalms, SceneWaves, VerticalGradient } from './scene-frame';

/**
 * The hero illustration: a bay at dusk with a waterfront skyline, palms, a moored sailboat and
 * layered water lines. Decorative; the page says the same in words.
 */
export function HarborScene({ className = '' }: { className?: string }) {
  return (
    <SceneFrame
      id="hs"
      sky={['#123A66', '#1D5F8A']}
      defs={<VerticalGradient id="hs-sea" from="#164A6C" to="#0B2545" />}
      className={className}
    >
      <circle cx="470" cy="120" r="46" fill="#F6EFE3" opacity="0.92" />
      <circle cx="470" cy="120" r="70" fill="#F6EFE3" opacity="0.08" />
      {/* skyline */}
      <g fill="#0B2545" opacity="0.9">
        <rect x="40" y="170" width="34" height="110" rx="3" />
        <rect x="80" y="130" width="28" height="150" rx="3" />
        <path d="M114 280V120l16-18 16 18v160z" />
        <rect x="152" y="160" width="40" height="120" rx="3" />
        <rect x="198" y="190" width="26" height="90" rx="3" />
        <path d="M230 280V150c0-10 30-10 30 0v130z" />
        <rect x="266" y="205" width="44" height="75" rx="3" />
        <rect x="316" y="175" width="22" height="105" rx="3" />
      </g>
      <g fill="#F6EFE3" opacity="0.55">
        {[140, 156, 172, 188, 204, 220, 236].map((y) => (
          <rect key={y} x="86" y={y} width="16" height="3" rx="1" />
        ))}
        {[176, 196, 216, 236, 256].map((y) => (
          <rect key={y} x="160" y={y} width="24" height="3" rx="1" />
        ))}
        {[165, 185, 205, 225].map((y) => (
          <rect key={y} x="238" y={y} width="14" height="3" rx="1" />
        ))}
      </g>
      {/* palms */}
      <ScenePalms
        trunkWidth={5}
        trunks={['M560 300c-4-40 0-80 14-118', 'M604 300c2-30 -2-62 -14-92']}
        frondColor="#0B2545"
        fronds={[
          'M574 182c-20-10-44-6-60 8 20-4 38-2 60-8z',
          'M574 182c10-20 34-30 56-26-20 6-38 14-56 26z',
          'M574 182c-6-22-24-36-46-38 16 10 30 22 46 38z',
          'M574 182c22-4 44 6 56 24-18-10-36-16-56-24z',
          'M590 208c-16-12-38-12-54-2 18 0 36 0 54 2z',
          'M590 208c14-14 36-16 52-8-18 0-36 4-52 8z',
        ]}
      />
      {/* sea */}
      <rect y="278" width="640" height="142" fill="url(#hs-sea)" />
      <path
        d="M440 288h60"
        stroke="#F6EFE3"
        strokeOpacity="0.5"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M452 300h36"
        stroke="#F6EFE3"
        strokeOpacity="0.35"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {/* sailboat */}
      <g>
        <path d="M372 196v118" stroke="#F6EFE3" strokeWidth="3" />
        <path d="M376 202v100h62z" fill="#FFFFFF" />
        <path d="M368 214v88h-44z" fill="#2EC4B6" />
        <path d="M316 312h116l-14 18h-88z" fill="#F6EFE3" />
      </g>
      {/* water lines */}
      <SceneWaves ys={[338, 362, 388]} fade />
    </SceneFrame>
  );
}
