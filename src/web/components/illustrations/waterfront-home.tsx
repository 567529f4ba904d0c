import { SceneFrame, ScenePalms, SceneWaves } from './scene-frame';

// The house's white walls and its glass panes, outlined in navy.
const wall = { fill: '#FFFFFF', stroke: '#0B2545', strokeWidth: 3 };
const pane = { fill: '#CFE6F2', stroke: '#0B2545' };

/**
 * A canal-front house with its dock, a moored boat and palms, by day: the owners' view of what we
 * look after. Decorative; the page says the same in words.
 */
export function WaterfrontHome({ className = '' }: { className?: string }) {
  return (
    <SceneFrame id="wh" sky={['#CFE6F2', '#F6EFE3']} className={className}>
      <circle cx="520" cy="90" r="38" fill="#FFFFFF" opacity="0.9" />
      <path
        d="M90 80c12-10 28-10 40 0 10-6 24-4 30 6H80c0-3 4-6 10-6z"
        fill="#FFFFFF"
        opacity="0.8"
      />
      {/* lawn */}
      <path d="M0 262h640v30H0z" fill="#8BC2A4" />
      {/* house */}
      <g>
        <rect x="170" y="150" width="250" height="112" {...wall} />
        <path d="M152 154l143-64 143 64z" fill="#0B2545" />
        <rect x="300" y="120" width="110" height="34" {...wall} />
        <path d="M290 124l65-30 65 30z" fill="#1D5F8A" />
        {[190, 240].map((x) => (
          <rect key={x} x={x} y="180" width="36" height="44" rx="2" {...pane} strokeWidth="2.5" />
        ))}
        <rect x="300" y="176" width="96" height="86" {...pane} strokeWidth="2.5" />
        <path d="M348 176v86M300 219h96" stroke="#0B2545" strokeWidth="2" />
        {[316, 364].map((x) => (
          <rect key={x} x={x} y="130" width="30" height="18" {...pane} strokeWidth="2" />
        ))}
      </g>
      {/* palms */}
      <ScenePalms
        trunkWidth={6}
        trunks={['M100 264c-6-50-2-100 14-140', 'M520 264c4-40 0-80-12-112']}
        frondColor="#1F7A5A"
        fronds={[
          'M114 124c-22-10-48-6-64 8 22-4 42-2 64-8z',
          'M114 124c10-22 36-32 60-28-22 6-42 16-60 28z',
          'M114 124c-6-24-26-38-50-40 18 10 34 24 50 40z',
          'M114 124c24-4 46 6 60 26-20-10-40-18-60-26z',
          'M508 152c-20-12-44-10-60 2 20-2 40 0 60-2z',
          'M508 152c12-18 34-26 56-20-20 4-38 10-56 20z',
          'M508 152c-4-22-20-34-42-38 16 10 30 22 42 38z',
        ]}
      />
      {/* dock and water */}
      <rect y="292" width="640" height="128" fill="#1D5F8A" />
      <rect
        x="360"
        y="286"
        width="220"
        height="12"
        fill="#C9A27A"
        stroke="#0B2545"
        strokeWidth="2"
      />
      {[380, 440, 500, 560].map((x) => (
        <rect key={x} x={x} y="298" width="8" height="40" fill="#8A6A4A" />
      ))}
      {/* boat */}
      <g>
        <path d="M420 322h150l-18 26H440z" fill="#FFFFFF" stroke="#0B2545" strokeWidth="2.5" />
        <rect
          x="470"
          y="304"
          width="56"
          height="18"
          rx="4"
          fill="#FFFFFF"
          stroke="#0B2545"
          strokeWidth="2.5"
        />
        <path d="M478 310h40" stroke="#2EC4B6" strokeWidth="4" strokeLinecap="round" />
        <path d="M436 338h120" stroke="#2EC4B6" strokeWidth="3" />
      </g>
      <SceneWaves ys={[364, 390]} />
    </SceneFrame>
  );
}
