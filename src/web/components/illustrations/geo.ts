/** Longitude/latitude outlines for the drawn maps. Rough on purpose: illustrations, not charts. */
export type LonLat = readonly [number, number];

export const SOUTH_FLORIDA: LonLat[] = [
  [-82.7, 27.45],
  [-82.55, 27.2],
  [-82.3, 26.9],
  [-82.12, 26.62],
  [-81.98, 26.45],
  [-81.86, 26.3],
  [-81.8, 26.1],
  [-81.72, 25.93],
  [-81.55, 25.85],
  [-81.35, 25.75],
  [-81.2, 25.5],
  [-81.1, 25.3],
  [-80.95, 25.15],
  [-80.7, 25.14],
  [-80.45, 25.22],
  [-80.35, 25.35],
  [-80.3, 25.5],
  [-80.25, 25.65],
  [-80.15, 25.78],
  [-80.12, 25.95],
  [-80.1, 26.1],
  [-80.07, 26.4],
  [-80.04, 26.7],
  [-80.08, 26.95],
  [-80.18, 27.2],
  [-80.28, 27.45],
];

export const FLORIDA: LonLat[] = [
  [-87.6, 31.0],
  [-85.0, 31.0],
  [-84.86, 30.7],
  [-82.2, 30.57],
  [-81.45, 30.7],
  [-81.3, 30.0],
  [-81.05, 29.3],
  [-80.6, 28.6],
  [-80.55, 28.2],
  [-80.4, 27.6],
  // the peninsula's tip, east coast southward then west coast northward
  ...[...SOUTH_FLORIDA].reverse(),
  [-82.75, 27.9],
  [-82.65, 28.6],
  [-82.8, 29.0],
  [-83.1, 29.2],
  [-83.6, 29.9],
  [-84.0, 30.1],
  [-84.4, 29.9],
  [-85.0, 29.6],
  [-85.4, 29.7],
  [-85.7, 30.1],
  [-86.5, 30.4],
  [-87.3, 30.3],
  [-87.5, 30.3],
];

export const KEYS: LonLat[] = [
  [-80.45, 25.12],
  [-80.6, 24.98],
  [-80.8, 24.84],
  [-81.02, 24.73],
  [-81.28, 24.67],
  [-81.52, 24.64],
  [-81.78, 24.56],
];

export const CUBA: LonLat[] = [
  [-84.95, 21.85],
  [-83.0, 22.9],
  [-82.0, 23.15],
  [-80.5, 23.1],
  [-79.0, 22.4],
  [-77.5, 21.7],
  [-76.0, 21.1],
  [-74.15, 20.25],
  [-75.5, 19.9],
  [-77.7, 19.85],
  [-77.2, 20.6],
  [-78.5, 21.6],
  [-80.5, 22.0],
  [-81.8, 22.2],
  [-82.8, 22.6],
  [-84.4, 21.9],
];

export const HISPANIOLA: LonLat[] = [
  [-74.4, 19.9],
  [-72.8, 19.95],
  [-71.7, 19.9],
  [-70.0, 19.7],
  [-68.4, 18.6],
  [-68.8, 18.2],
  [-70.2, 18.2],
  [-71.4, 17.7],
  [-72.6, 18.2],
  [-74.4, 18.4],
];

export const PUERTO_RICO: LonLat[] = [
  [-67.25, 18.5],
  [-66.5, 18.52],
  [-65.6, 18.4],
  [-65.65, 18.1],
  [-66.3, 17.95],
  [-67.2, 17.95],
];

/** Points of the Gulf coast west of Florida, drawn as a line. */
export const GULF_COAST: LonLat[] = [
  [-87.6, 30.25],
  [-88.4, 30.35],
  [-89.4, 30.2],
  [-89.6, 29.3],
  [-90.5, 29.1],
];

export const BAHAMAS: LonLat[] = [
  [-78.1, 26.7],
  [-77.3, 26.5],
  [-77.7, 25.0],
  [-76.2, 24.5],
  [-75.7, 23.5],
  [-74.5, 22.4],
  [-73.2, 22.2],
];

/** Equirectangular projection scaled by the cosine of the middle latitude. */
export function projector(
  bounds: { west: number; east: number; south: number; north: number },
  width: number,
) {
  const mid = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
  const scale = width / ((bounds.east - bounds.west) * Math.cos(mid));
  const height = (bounds.north - bounds.south) * scale;
  const project = ([lon, lat]: LonLat): [number, number] => [
    Math.round((lon - bounds.west) * Math.cos(mid) * scale * 10) / 10,
    Math.round((bounds.north - lat) * scale * 10) / 10,
  ];
  const path = (points: readonly LonLat[], closed = true) =>
    points.map((p, i) => `${i ? 'L' : 'M'}${project(p).join(' ')}`).join('') + (closed ? 'Z' : '');
  return { project, path, height: Math.round(height) };
}
