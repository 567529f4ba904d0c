import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdf-lib draws, in drawing order and joined by spaces: its content streams
 * are inflated and every `<hex> Tj` decoded. Enough to check a statement holds its figures, without
 * a PDF library in the tests.
 */
export function pdfText(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes);
  const raw = buf.toString('latin1');
  const texts: string[] = [];
  // Not the "stream" that ends "endstream": that would swallow the next object's stream.
  const streams = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw)) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end === -1) break;
    let content: string;
    try {
      content = inflateSync(buf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(shown[1]!, 'hex').toString('latin1'));
    }
    streams.lastIndex = end;
  }
  return texts.join(' ');
}
