import fontkit from '@pdf-lib/fontkit';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text';
import { signatureImage } from '../../../tests/support/contracts';
import type { Receipt } from '../../shared/schemas/pay';
import type { Statement } from '../../shared/schemas/statements';
import type { ContractRow, PartyRow } from '../modules/contracts/contract-scope';
import { finalPdf } from '../modules/contracts/contract-pdf';
import { receiptPdf } from '../modules/payments/receipt-pdf';
import { statementPdf } from '../modules/statements/statement-pdf';
import { embedFonts, fontBytes, type FontFace } from './pdf-fonts';
import { printable } from './pdf-layout';

const NAMES = {
  Polish: 'Łukasz Żółćiński',
  Vietnamese: 'Nguyễn Thị Thu Hằng',
  Spanish: 'José Núñez Peña',
};

const AT = new Date('2031-05-02T15:04:05Z');

/** The text with every run of spaces and line breaks as one space: a long title wraps. */
const flat = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, ' ');

function receipt(name: string): Receipt {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    reference: 'PAY-2031-000123',
    status: 'succeeded',
    method: 'card',
    methodBrand: 'visa',
    methodLast4: '4242',
    checkNumber: null,
    amountCents: 185_000,
    feeCents: 5_365,
    totalCents: 190_365,
    receivedAt: AT.toISOString(),
    settledAt: null,
    failureReason: null,
    reversalReason: null,
    timeZone: 'America/New_York',
    company: {
      name: `${name} Realty`,
      legalName: `${name} LLC`,
      address: '100 Ocean Drive, Miami, FL 33139',
      phone: '(305) 555-0100',
      email: 'office@example.com',
    },
    lease: {
      id: '00000000-0000-4000-8000-000000000002',
      propertyName: `Casa ${name}`,
      unitLabel: 'Unit 4B',
    },
    charge: null,
  };
}

function statement(name: string): Statement {
  return {
    id: null,
    kind: 'final',
    ownerId: '00000000-0000-4000-8000-000000000003',
    ownerName: name,
    period: '2031-04',
    throughDate: '2031-04-30',
    issuedAt: AT.toISOString(),
    collectedCents: 185_000,
    managementFeeCents: 14_800,
    expensesCents: 6_000,
    netCents: 164_200,
    properties: [
      {
        propertyId: '00000000-0000-4000-8000-000000000004',
        propertyName: `Casa ${name}`,
        addressLine: '1 Calle Ocho',
        city: 'Miami',
        plan: { name: 'Full service', percentOfRentBasisPoints: 800, monthlyFeeCents: null },
        paymentsCents: 185_000,
        reversalsCents: 0,
        collectedCents: 185_000,
        managementFeeCents: 14_800,
        expenses: [
          {
            date: '2031-04-10',
            description: `Repair for ${name}`,
            reference: 'WO-1',
            amountCents: 6_000,
          },
        ],
        expensesCents: 6_000,
        netCents: 164_200,
        depositsHeldCents: 250_000,
      },
    ],
  };
}

function party(position: number, name: string, email: string, image: string | null): PartyRow {
  return {
    id: `00000000-0000-4000-8000-00000000001${position}`,
    contractId: '00000000-0000-4000-8000-000000000010',
    position,
    name,
    email,
    role: image ? 'signer' : 'approver',
    userId: null,
    status: 'signed',
    tokenHash: null,
    consentedAt: AT,
    signedAt: AT,
    declinedAt: null,
    declineReason: null,
    signatureKind: image ? 'drawn' : 'approval',
    signatureText: null,
    signatureImage: image,
    initials: null,
    lastNudgedAt: null,
  };
}

/** A completed contract: the owner draws a signature, the company's agent approves (by name). */
function contract(name: string) {
  const row = {
    id: '00000000-0000-4000-8000-000000000010',
    reference: 'CTR-2031-0001',
    title: `Management agreement with ${name}`,
    body: [
      '## Agreement',
      '',
      `${name} hands the home at 1 Calle Ocho to the company to manage.`,
      '',
      '{{signature:1}}',
      '',
      '{{date:1}}',
      '',
      '{{signature:2}}',
      '',
    ].join('\n'),
    documentSha256: 'ab'.repeat(32),
    sentAt: AT,
  } as ContractRow;
  const parties = [
    party(1, name, 'owner@example.com', signatureImage()),
    party(2, `${name} Jr.`, 'agent@example.com', null),
  ];
  return finalPdf(
    {
      contract: row,
      parties,
      events: [
        {
          kind: 'signed',
          email: 'owner@example.com',
          ip: '203.0.113.5',
          userAgent: 'Firefox',
          note: null,
          at: AT,
        },
      ],
      companyName: `${name} LLC`,
      timeZone: 'America/New_York',
    },
    AT,
  );
}

const ISSUER = {
  legalName: 'Blu Property Management LLC',
  address: '100 Ocean Drive, Miami',
  supportEmail: 'office@example.com',
  phone: '(305) 555-0100',
};

describe('PDFs in any language', () => {
  for (const [language, name] of Object.entries(NAMES)) {
    it(`prints ${language} names exactly on a receipt, a statement, a contract and its certificate`, async () => {
      const receiptBytes = await receiptPdf(receipt(name), 'en');
      const onReceipt = await flat(receiptBytes);
      for (const text of [`${name} Realty`, `${name} LLC`, `Casa ${name}, Unit 4B`]) {
        expect(onReceipt).toContain(text);
      }
      // Only the glyphs drawn are embedded: the whole regular face alone is some 750 KB.
      expect(receiptBytes.length).toBeLessThan(40_000);

      const onStatement = await flat(await statementPdf(statement(name), ISSUER));
      for (const text of [`Owner: ${name}`, `Casa ${name}`, `Repair for ${name} (WO-1)`]) {
        expect(onStatement).toContain(text);
      }

      const contractBytes = await contract(name);
      const [document, certificate] = (await flat(contractBytes)).split(
        'Certificate of completion',
      );
      for (const text of [
        `Management agreement with ${name}`,
        `${name} hands the home`,
        `Signed electronically by ${name} (owner@example.com)`,
        `Approved by ${name} Jr.`,
        `${name} LLC`,
      ]) {
        expect(document).toContain(text);
      }
      for (const text of [
        `Management agreement with ${name} - CTR-2031-0001`,
        `${name} <owner@example.com> - Signer`,
        `${name} Jr. <agent@example.com> - Approver`,
      ]) {
        expect(certificate).toContain(text);
      }
      const metadata = await PDFDocument.load(contractBytes, { updateMetadata: false });
      expect(metadata.getTitle()).toBe(`Management agreement with ${name}`);
      expect(metadata.getProducer()).toBe(`${name} LLC`);
    });
  }

  it('prints a name typed with separate accents as composed letters, a line break as a space', async () => {
    const name = NAMES.Vietnamese;
    const decomposed = { ...receipt(name.normalize('NFD')) };
    decomposed.company = { ...decomposed.company, address: '100 Ocean Drive\nMiami, FL 33139' };
    const text = await flat(await receiptPdf(decomposed, 'es'));
    expect(text).toContain(`Casa ${name}, Unit 4B`);
    expect(text).toContain('100 Ocean Drive Miami, FL 33139');
  });

  it('keeps a letter in a document drawn after one where it was part of another letter', async () => {
    // Only the approvals are in italics: "n" is drawn inside "ń" in the first contract, on its own
    // in the second.
    await contract(NAMES.Polish);
    expect(await flat(await contract('Hằng Nguyễn'))).toContain('Approved by Hằng Nguyễn Jr.');
  });

  it('copies out any text the faces hold as it was drawn, document after document', async () => {
    // The faces are parsed once for every document: a glyph one document reached as part of
    // another, or through a ligature ("ffi"), must not lose its letters in the next.
    const letters = [
      ...'abcfilnoyzABNZ019ąćęłńóśżŁŻáéñúüăâđêơưạằẵễệịốờựỹΑαπωЖжЙщ€£©™°×•…–—‘’“”'.split(''),
      'office',
      'fluffy',
    ];
    const line = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 16 });
    const faces = ['regular', 'bold', 'italic'] as const;
    await fc.assert(
      fc.asyncProperty(fc.tuple(line, line, line), async (texts) => {
        const doc = await PDFDocument.create();
        const fonts = await embedFonts(doc, faces);
        const page = doc.addPage([612, 792]);
        const drawn = texts.map((parts, i) => {
          const text = printable(fonts[faces[i]!], parts.join(''));
          page.drawText(text, { x: 40, y: 700 - 30 * i, size: 12, font: fonts[faces[i]!] });
          return text;
        });
        const read = (await pdfText(await doc.save())).split('\n').map((l) => l.trim());
        expect(read.slice(0, 3)).toEqual(drawn);
      }),
      { numRuns: 25 },
    );
  });

  it('marks a character the font lacks with "?" and drops an invisible one it lacks', async () => {
    const doc = await PDFDocument.create();
    const { regular } = await embedFonts(doc, ['regular']);
    expect(printable(regular, 'Ana 李\tSoto')).toBe('Ana ? Soto');
    // U+FE0F (an emoji's variation selector) is in DejaVu; U+E0100 (an ideograph's) is not.
    expect(printable(regular, 'A\u{E0100}B')).toBe('AB');
  });
});

describe('the embedded faces', () => {
  it.each<FontFace>(['regular', 'bold', 'italic'])(
    'has glyph records of even length only (%s), which the subsetter needs',
    async (face) => {
      const font = fontkit.create(await fontBytes(face)) as unknown as {
        loca: { offsets: number[] };
      };
      const { offsets } = font.loca;
      const odd = offsets.slice(1).filter((end, i) => (end - offsets[i]!) % 2 !== 0);
      expect(odd).toEqual([]);
    },
  );
});
