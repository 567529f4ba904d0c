import type { ComponentType } from 'react';
import { FortLauderdaleSkyline } from './fort-lauderdale-skyline';
import { KeyWestSkyline } from './key-west-skyline';
import { MiamiSkyline } from './miami-skyline';
import { NaplesSkyline } from './naples-skyline';
import { HORIZON_Y, Palm, SKYLINE_INK, SkylineFrame, Windows } from './skyline-frame';

/** A quiet waterfront for a city an operator adds later: low buildings, palms, one sail. */
function CoastSkyline({ className }: { className?: string }) {
  const B = HORIZON_Y;
  return (
    <SkylineFrame
      mood="dusk"
      sun={{ cx: 760, cy: 90, r: 30 }}
      className={className}
      water={
        <g>
          <path d="M560 240v58" stroke="#F6EFE3" strokeWidth="3" />
          <path d="M564 244v48h36z" fill="#FFFFFF" />
          <path d="M528 300h84l-10 12h-64z" fill="#F6EFE3" />
        </g>
      }
    >
      <g fill={SKYLINE_INK}>
        <path d={`M330 ${B}V190h60v${B - 190}z`} />
        <path d={`M396 ${B}V160h48v${B - 160}z`} />
        <path d={`M450 ${B}V204h70v${B - 204}z`} />
        <path d={`M640 ${B}V180q30-16 60 0v${B - 180}z`} />
        <path d={`M706 ${B}V214h50v${B - 214}z`} />
      </g>
      <Windows x={404} y={172} columns={4} rows={6} gapX={10} />
      <Windows x={648} y={192} columns={5} rows={5} gapX={10} />
      <Palm x={300} baseY={B} height={120} lean={-1} />
      <Palm x={800} baseY={B} height={130} />
      <Palm x={880} baseY={B} height={100} lean={-1} />
    </SkylineFrame>
  );
}

const SKYLINES: Record<string, ComponentType<{ className?: string }>> = {
  miami: MiamiSkyline,
  'fort-lauderdale': FortLauderdaleSkyline,
  naples: NaplesSkyline,
  'key-west': KeyWestSkyline,
};

/** The drawn skyline of a city by its slug; decorative, the page names the city in words. */
export function CitySkyline({ slug, className }: { slug: string; className?: string }) {
  const Skyline = SKYLINES[slug] ?? CoastSkyline;
  return <Skyline className={className} />;
}
