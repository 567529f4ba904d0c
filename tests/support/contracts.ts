import { makePng } from './images';
import type { TestServer } from './api';

/** A small PNG data URL, as the signature pad sends. */
export function signatureImage(): string {
  return `data:image/png;base64,${Buffer.from(makePng(40, 16)).toString('base64')}`;
}

export const drawnSignature = () => ({
  consent: true,
  signature: { kind: 'drawn', image: signatureImage() },
  initials: 'MT',
});

/** A short contract body with a signature, initials and date field for each of `signers`. */
export function contractBody(signers: number): string {
  const blocks = ['## Agreement', '', 'The parties agree to the terms below, in Florida.', ''];
  for (let n = 1; n <= signers; n++) {
    blocks.push(
      `**Signer ${n}**`,
      '',
      `{{initials:${n}}}`,
      '',
      `{{signature:${n}}}`,
      '',
      `{{date:${n}}}`,
      '',
    );
  }
  return blocks.join('\n');
}

export function inAWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}

export interface DraftOptions {
  kind?: string;
  parties: { name: string; email: string; role?: 'signer' | 'approver' | 'copy' }[];
  signingOrder?: 'parallel' | 'sequential';
  leaseId?: string;
  leadId?: string;
  renewal?: { startDate: string; endDate: string; monthlyRentCents: number };
  body?: string;
}

export function draftBody(options: DraftOptions) {
  const signers = options.parties.filter((p) => p.role !== 'copy').length;
  return {
    kind: options.kind ?? 'vendor-agreement',
    title: 'Test agreement',
    body: options.body ?? contractBody(signers),
    parties: options.parties.map((p) => ({ role: 'signer', ...p })),
    signingOrder: options.signingOrder ?? 'parallel',
    expiresOn: inAWeek(),
    reminderDays: 3,
    message: 'Please sign at your convenience.',
    ...(options.leaseId ? { leaseId: options.leaseId } : {}),
    ...(options.leadId ? { leadId: options.leadId } : {}),
    ...(options.renewal ? { renewal: options.renewal } : {}),
  };
}

/** Creates and sends a contract as `token`'s account; returns its id. */
export async function sendNewContract(
  server: TestServer,
  token: string,
  options: DraftOptions,
): Promise<string> {
  const created = await server.request('POST', '/api/contracts', {
    token,
    body: draftBody(options),
  });
  if (created.status !== 201)
    throw new Error(
      `creating a contract failed: ${created.status} ${JSON.stringify(created.body)}`,
    );
  const sent = await server.request('POST', `/api/contracts/${created.body.id}/send`, { token });
  if (sent.status !== 200)
    throw new Error(`sending a contract failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  return created.body.id as string;
}

/** The signing link e-mailed to `email` most recently, as its token. */
export async function signingTokenFor(server: TestServer, email: string): Promise<string> {
  const { outboxEmails } = await import('../../src/server/db/tables');
  const { desc, eq } = await import('drizzle-orm');
  const rows = await server.database.db
    .select({ text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(desc(outboxEmails.createdAt));
  for (const row of rows) {
    const match = /\/sign\/([A-Za-z0-9_-]{20,})/.exec(row.text);
    if (match) return match[1]!;
  }
  throw new Error(`no signing link was e-mailed to ${email}`);
}
