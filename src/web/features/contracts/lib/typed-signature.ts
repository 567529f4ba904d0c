/**
 * A typed signature drawn in the script font as a PNG, so the signed document and its PDF show
 * what the signer saw (the PDF's own fonts have no script face).
 */
export async function typedSignatureImage(text: string): Promise<string> {
  const font = '64px "Dancing Script"';
  await document.fonts.load(font, text).catch(() => []);
  const measure = document.createElement('canvas').getContext('2d')!;
  measure.font = font;
  const width = Math.min(1200, Math.ceil(measure.measureText(text).width) + 32);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = 110;
  const ctx = canvas.getContext('2d')!;
  ctx.font = font;
  ctx.fillStyle = '#0b2545';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 16, 58);
  return canvas.toDataURL('image/png');
}
