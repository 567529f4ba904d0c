import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { documentBlocks } from '../../../shared/contract-document';
import { signingParties } from '../../../shared/contract-flow';
import { CONTRACT_EVENT_KINDS, PARTY_ROLE_LABELS } from '../../../shared/contract-terms';
import { markdownTokens } from '../../lib/markdown';
import { embedFonts } from '../../lib/pdf-fonts';
import { printable, wrap } from '../../lib/pdf-layout';
import type { ContractRow, PartyRow } from './contract-scope';
import { filledValue } from './document-view';

const NAVY = rgb(0.06, 0.16, 0.29);
const SLATE = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.85, 0.87, 0.9);
const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 56;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

export interface CertificateEvent {
  kind: (typeof CONTRACT_EVENT_KINDS)[number];
  email: string | null;
  ip: string | null;
  userAgent: string | null;
  note: string | null;
  at: Date;
}

export interface FinalPdfInput {
  contract: ContractRow;
  parties: readonly PartyRow[];
  events: readonly CertificateEvent[];
  companyName: string;
  timeZone: string;
}

/** Lays text out top to bottom, starting a new page when one is full. */
class Writer {
  page: PDFPage;
  y = HEIGHT - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont; italic: PDFFont },
  ) {
    this.page = doc.addPage([WIDTH, HEIGHT]);
  }

  room(height: number) {
    if (this.y - height < MARGIN + 24) {
      this.page = this.doc.addPage([WIDTH, HEIGHT]);
      this.y = HEIGHT - MARGIN;
    }
  }

  text(
    text: string,
    opts: {
      size?: number;
      font?: PDFFont;
      indent?: number;
      gap?: number;
      color?: ReturnType<typeof rgb>;
    } = {},
  ) {
    const size = opts.size ?? 10.5;
    const font = opts.font ?? this.fonts.regular;
    const indent = opts.indent ?? 0;
    const lineHeight = size * 1.4;
    for (const line of wrap(printable(font, text), font, size, TEXT_WIDTH - indent)) {
      this.room(lineHeight);
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y - size,
        size,
        font,
        color: opts.color ?? NAVY,
      });
      this.y -= lineHeight;
    }
    this.y -= opts.gap ?? 6;
  }

  rule() {
    this.room(12);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: WIDTH - MARGIN, y: this.y - 4 },
      thickness: 0.8,
      color: RULE,
    });
    this.y -= 14;
  }

  /** Draws a signature image; false when it does not decode, so the caller writes the name. */
  async image(dataUrl: string, maxHeight: number): Promise<boolean> {
    const png = await embedSignature(this.doc, dataUrl);
    if (!png) return false;
    const scale = Math.min(maxHeight / png.height, 220 / png.width);
    const w = png.width * scale;
    const h = png.height * scale;
    this.room(h + 6);
    this.page.drawImage(png, { x: MARGIN, y: this.y - h, width: w, height: h });
    this.y -= h + 4;
    return true;
  }
}

async function embedSignature(doc: PDFDocument, dataUrl: string) {
  try {
    return await doc.embedPng(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
  } catch {
    return null;
  }
}

/** Whether a signature image decodes as a PNG (a header alone passes the data-URL pattern). */
export async function isReadableSignature(dataUrl: string): Promise<boolean> {
  return (await embedSignature(await PDFDocument.create(), dataUrl)) !== null;
}

/** The plain text of an inline token run: emphasis marks dropped, breaks as spaces. */
function inlineText(token: ReturnType<typeof markdownTokens>[number]): string {
  return (token.children ?? [])
    .map((c) => (c.type === 'softbreak' || c.type === 'hardbreak' ? ' ' : c.content))
    .join('');
}

function drawMarkdown(w: Writer, markdown: string) {
  const lists: { ordered: boolean; n: number }[] = [];
  let heading = 0;
  let pendingBullet = '';
  for (const token of markdownTokens(markdown)) {
    switch (token.type) {
      case 'heading_open':
        heading = Number(token.tag.slice(1));
        break;
      case 'heading_close':
        heading = 0;
        break;
      case 'bullet_list_open':
        lists.push({ ordered: false, n: 0 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, n: Number(token.attrGet('start') ?? 1) - 1 });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        w.y -= 2;
        break;
      case 'list_item_open': {
        const list = lists[lists.length - 1];
        if (list) {
          list.n += 1;
          pendingBullet = list.ordered ? `${list.n}. ` : '- ';
        }
        break;
      }
      case 'hr':
        w.rule();
        break;
      case 'inline': {
        const text = inlineText(token);
        if (heading) {
          w.y -= 4;
          w.text(text, {
            size: heading <= 1 ? 16 : heading === 2 ? 13 : 11.5,
            font: w.fonts.bold,
            gap: 4,
          });
        } else if (lists.length > 0) {
          w.text(`${pendingBullet}${text}`, { indent: 14 * lists.length, gap: 3 });
          pendingBullet = '';
        } else {
          w.text(text);
        }
        break;
      }
      default:
        break;
    }
  }
}

function when(at: Date, timeZone: string): string {
  return at.toLocaleString('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
}

const EVENT_WORDS: Record<CertificateEvent['kind'], string> = {
  created: 'Created',
  sent: 'Sent',
  opened: 'Opened',
  consented: 'Consented to sign electronically',
  signed: 'Signed',
  declined: 'Declined',
  reminded: 'Reminded',
  resent: 'Sent again',
  voided: 'Voided',
  expired: 'Expired',
  completed: 'Completed',
  effect: 'Applied',
};

/**
 * The completed contract: the document with every field filled, then a certificate page with
 * every party and event (time, e-mail, IP address, browser) and the document's SHA-256. The
 * reference is in the metadata so "Verify a document" can name a changed copy.
 */
export async function finalPdf(input: FinalPdfInput, completedAt: Date): Promise<Uint8Array> {
  const { contract, parties, timeZone } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(contract.title);
  doc.setSubject(`Blu contract ${contract.reference}`);
  doc.setKeywords([contract.reference, contract.id]);
  doc.setProducer(input.companyName);
  doc.setCreator('Blu contracts');
  doc.setCreationDate(completedAt);
  doc.setModificationDate(completedAt);
  const fonts = await embedFonts(doc, ['regular', 'bold', 'italic']);
  const w = new Writer(doc, fonts);
  w.text(input.companyName, { size: 9, color: SLATE, gap: 2 });
  w.text(contract.title, { size: 18, font: fonts.bold, gap: 2 });
  w.text(`Reference ${contract.reference}`, { size: 9, color: SLATE, gap: 10 });
  w.rule();

  const signers = signingParties(parties);
  for (const block of documentBlocks(contract.body)) {
    if (block.type === 'text') {
      drawMarkdown(w, block.markdown);
      continue;
    }
    const party = signers[block.signer - 1];
    const filled = party ? filledValue(block.kind, party, timeZone) : null;
    if (!party || !filled) continue;
    if (block.kind === 'signature') {
      w.y -= 4;
      // One party's unreadable image (stored before images were checked) must not stop the
      // document: their name stands in its place.
      const drawn = filled.image ? await w.image(filled.image, 44) : false;
      if (!drawn) {
        const line = filled.image ? party.name : `Approved by ${party.name}`;
        w.text(line, { font: fonts.italic, gap: 2 });
      }
      w.text(`Signed electronically by ${party.name} (${party.email})`, {
        size: 8.5,
        color: SLATE,
        gap: 6,
      });
    } else if (block.kind === 'initials') {
      w.text(`Initials: ${filled.text}`, { font: fonts.bold });
    } else {
      w.text(`Date: ${filled.text}`);
    }
  }

  // The certificate of completion.
  w.room(HEIGHT);
  w.text('Certificate of completion', { size: 18, font: fonts.bold, gap: 4 });
  w.text(`${contract.title} - ${contract.reference}`, { size: 11, gap: 10 });
  // 8 points: at 9 the 64 digits in DejaVu Sans Bold can outrun the line and drop to the next.
  w.text(`Document SHA-256: ${contract.documentSha256 ?? ''}`, {
    size: 8,
    font: fonts.bold,
    gap: 2,
  });
  w.text('The fingerprint of the text every party signed, recorded when it was sent.', {
    size: 8.5,
    color: SLATE,
    gap: 4,
  });
  if (contract.sentAt) w.text(`Sent: ${when(contract.sentAt, timeZone)}`, { size: 9.5, gap: 2 });
  w.text(`Completed: ${when(completedAt, timeZone)}`, { size: 9.5, gap: 10 });
  w.rule();
  w.text('Parties', { size: 13, font: fonts.bold });
  for (const party of parties) {
    w.text(`${party.name} <${party.email}> - ${PARTY_ROLE_LABELS[party.role]}`, {
      font: fonts.bold,
      size: 10,
      gap: 2,
    });
    if (party.signedAt) {
      const how =
        party.signatureKind === 'approval' ? 'Approved' : `Signed (${party.signatureKind})`;
      w.text(`${how} ${when(party.signedAt, timeZone)}`, { size: 9, color: SLATE, gap: 8 });
    } else {
      w.text('Receives a copy', { size: 9, color: SLATE, gap: 8 });
    }
  }
  w.rule();
  w.text('Events', { size: 13, font: fonts.bold });
  for (const event of input.events) {
    w.text(
      `${when(event.at, timeZone)} - ${EVENT_WORDS[event.kind]}${event.email ? ` - ${event.email}` : ''}`,
      { size: 9.5, font: fonts.bold, gap: 1 },
    );
    const origin = [
      event.ip ? `IP address ${event.ip}` : '',
      event.userAgent ? `Browser ${event.userAgent}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    if (origin) w.text(origin, { size: 8, color: SLATE, gap: 1 });
    if (event.note && event.kind !== 'consented')
      w.text(event.note, { size: 8, color: SLATE, gap: 1 });
    w.y -= 5;
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = `${contract.reference} - SHA-256 ${contract.documentSha256?.slice(0, 16) ?? ''}... - page ${i + 1} of ${pages.length}`;
    page.drawText(footer, {
      x: MARGIN,
      y: MARGIN - 24,
      size: 7.5,
      font: fonts.regular,
      color: SLATE,
    });
  });
  return doc.save();
}
