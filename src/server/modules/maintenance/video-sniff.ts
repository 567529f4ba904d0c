/**
 * The container a video's first bytes announce, as a content type, or null when they are not one
 * we keep: MP4 and QuickTime (an `ftyp` box at byte 4) and WebM (the EBML header). Phones record
 * these; the name and the browser's claimed type are never trusted.
 */
export function sniffVideo(bytes: Buffer): 'video/mp4' | 'video/quicktime' | 'video/webm' | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    // Still-image brands use the same box: HEIC and AVIF photos are not videos.
    if (/^(heic|heix|mif1|msf1|avif|avis)$/.test(brand)) return null;
    return 'video/mp4';
  }
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  return null;
}
