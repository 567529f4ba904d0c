import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationTopic } from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { EmailAttachment } from '../../lib/mailer';
import { contractEvents, users } from '../../db/tables';
import type { ContractEventKind } from '../../../shared/contract-terms';
import {
  insertNotification,
  insertOfficeNotice,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import type { ContractRow, PartyRow } from './contract-scope';
import type { Language } from '../../../shared/language-path';
import { siteUrl } from '../../lib/email-layout';
import {
  completedMail,
  remindedMail,
  sentMail,
  senderMail,
  voidedMail,
  type ContractMail,
  type SenderNews,
} from './contract-emails';

const TOPICS: NotificationTopic[] = ['contracts'];

/** Where a request came from, for the certificate's trail. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export async function appendContractEvent(
  tx: Db,
  event: {
    contractId: string;
    kind: ContractEventKind;
    party?: Pick<PartyRow, 'id' | 'email'> | null;
    email?: string | null;
    origin?: RequestOrigin | null;
    note?: string | null;
    at?: Date;
  },
): Promise<void> {
  await tx.insert(contractEvents).values({
    contractId: event.contractId,
    kind: event.kind,
    partyId: event.party?.id ?? null,
    email: event.party?.email ?? event.email ?? null,
    ip: event.origin?.ip ?? null,
    userAgent: event.origin?.userAgent?.slice(0, 400) ?? null,
    note: event.note ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

/**
 * The notices and e-mails of one change, written in its transaction; `publish` announces them
 * live after the commit, so nobody hears of a change that was rolled back.
 */
export class ContractNotices {
  private rows: NotificationRow[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly tx: Db,
    private readonly actorId: string | null,
  ) {}

  private link(contract: ContractRow) {
    return `/contracts/${contract.id}`;
  }

  private url(path: string, language: Language) {
    return siteUrl(this.ctx.config.publicUrl, language, path);
  }

  /** The accounts behind these parties and people (by account or e-mail), not blocked. */
  private async accounts(
    parties: readonly Pick<PartyRow, 'userId' | 'email'>[],
    ids: (string | null)[],
  ) {
    const emails = parties.map((p) => p.email);
    const userIds = [...parties.map((p) => p.userId), ...ids].filter((x): x is string => !!x);
    if (emails.length === 0 && userIds.length === 0) return [];
    const rows = await this.tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.blocked, false),
          userIds.length > 0 && emails.length > 0
            ? inArray(users.id, userIds)
            : userIds.length > 0
              ? inArray(users.id, userIds)
              : inArray(users.email, emails),
        ),
      );
    const byEmail =
      emails.length > 0 && userIds.length > 0
        ? await this.tx
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(and(eq(users.blocked, false), inArray(users.email, emails)))
        : [];
    return [...new Map([...rows, ...byEmail].map((r) => [r.id, r])).values()];
  }

  private async notify(
    contract: ContractRow,
    parties: readonly Pick<PartyRow, 'userId' | 'email'>[],
    ids: (string | null)[],
    title: string,
    body: string,
  ) {
    for (const account of await this.accounts(parties, ids)) {
      if (account.id === this.actorId) continue;
      this.rows.push(
        await insertNotification(
          this.tx,
          { userId: account.id, title, body, link: this.link(contract), topics: TOPICS },
          this.actorId,
        ),
      );
    }
  }

  /**
   * The language a person reads e-mail in: their account's (by its id, or by the address), English
   * for an address without one.
   */
  private async languageOf(to: { email: string; userId?: string | null }): Promise<Language> {
    const [account] = await this.tx
      .select({ language: users.language })
      .from(users)
      .where(to.userId ? eq(users.id, to.userId) : eq(users.email, to.email));
    return account?.language ?? 'en';
  }

  private async mail(
    to: { name: string; email: string; userId?: string | null },
    write: (language: Language) => ContractMail,
    attachments?: EmailAttachment[],
  ) {
    const language = await this.languageOf(to);
    const { subject, content } = write(language);
    await this.ctx.mailer.queue(this.tx, {
      to: to.email,
      language,
      subject,
      content: { ...content, greet: to.name },
      ...(attachments ? { attachments } : {}),
    });
  }

  /** A party's turn: the e-mailed link, and a notice if they have an account. */
  async sentTo(contract: ContractRow, party: PartyRow, token: string, senderName: string) {
    const verb = party.role === 'approver' ? 'approve' : 'sign';
    await this.mail(party, (language) =>
      sentMail(language, contract, verb, senderName, this.url(`/sign/${token}`, language)),
    );
    await this.notify(
      contract,
      [party],
      [],
      'Contract to sign',
      `${senderName} sent you "${contract.title}" (${contract.reference}).`,
    );
  }

  /** E-mails whoever sent the contract and its broker, with a link to it. */
  private async mailSenders(contract: ContractRow, news: SenderNews) {
    const ids = [contract.createdBy, contract.brokerId].filter((id): id is string => !!id);
    if (ids.length === 0) return;
    const people = await this.tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(inArray(users.id, [...new Set(ids)]), eq(users.blocked, false)));
    for (const person of people) {
      if (person.id === this.actorId) continue;
      await this.mail({ ...person, userId: person.id }, (language) =>
        senderMail(language, contract, news, this.url(this.link(contract), language)),
      );
    }
  }

  /** A fresh link to a party still awaited: every few days, and once 3 days before expiry. */
  async reminded(contract: ContractRow, party: PartyRow, token: string, expiringSoon = false) {
    await this.mail(party, (language) =>
      remindedMail(language, contract, expiringSoon, this.url(`/sign/${token}`, language)),
    );
  }

  async signed(contract: ContractRow, parties: readonly PartyRow[], signer: PartyRow) {
    const verb = signer.role === 'approver' ? 'approved' : 'signed';
    await this.notify(
      contract,
      parties.filter((p) => p.id !== signer.id),
      [contract.createdBy, contract.brokerId],
      `Contract ${verb}`,
      `${signer.name} ${verb} "${contract.title}" (${contract.reference}).`,
    );
    await this.mailSenders(contract, {
      kind: 'signed',
      verb: signer.role === 'approver' ? 'approve' : 'sign',
      signer: signer.name,
    });
  }

  async declined(
    contract: ContractRow,
    parties: readonly PartyRow[],
    by: PartyRow,
    reason: string,
  ) {
    const body = `${by.name} declined "${contract.title}" (${contract.reference}): ${reason}`;
    await this.notify(
      contract,
      parties.filter((p) => p.id !== by.id),
      [contract.createdBy, contract.brokerId],
      'Contract declined',
      body,
    );
    await this.mailSenders(contract, { kind: 'declined', by: by.name, reason });
  }

  async completed(contract: ContractRow, parties: readonly PartyRow[], pdf: EmailAttachment) {
    for (const party of parties) {
      await this.mail(
        party,
        (language) => completedMail(language, contract, this.url('/contracts', language)),
        [pdf],
      );
    }
    await this.notify(
      contract,
      parties,
      [contract.createdBy, contract.brokerId],
      'Contract completed',
      `"${contract.title}" (${contract.reference}) is signed by everyone.`,
    );
  }

  async voided(contract: ContractRow, awaited: readonly PartyRow[], reason: string) {
    for (const party of awaited) {
      await this.mail(party, (language) => voidedMail(language, contract, reason));
    }
    await this.notify(
      contract,
      awaited,
      [],
      'Contract voided',
      `"${contract.title}" was voided: ${reason}`,
    );
  }

  async expiringSoon(contract: ContractRow, awaited: readonly PartyRow[]) {
    const body = `"${contract.title}" (${contract.reference}) expires on ${contract.expiresAt.toUTCString()} and still needs ${awaited.map((p) => p.name).join(', ')}.`;
    await this.notify(
      contract,
      awaited,
      [contract.createdBy, contract.brokerId],
      'Contract expiring in 3 days',
      body,
    );
    await this.mailSenders(contract, { kind: 'expiring', awaited: awaited.map((p) => p.name) });
  }

  async expired(contract: ContractRow) {
    await this.notify(
      contract,
      [],
      [contract.createdBy, contract.brokerId],
      'Contract expired',
      `"${contract.title}" (${contract.reference}) expired before everyone signed.`,
    );
  }

  async effectFailed(contract: ContractRow, note: string) {
    this.rows.push(
      ...(await insertOfficeNotice(
        this.tx,
        {
          title: 'Signed contract needs attention',
          body: `${contract.reference}: ${note}`,
          link: this.link(contract),
          topics: TOPICS,
        },
        null,
      )),
    );
  }

  async publish() {
    for (const row of this.rows) await publishNotification(this.ctx, row);
  }
}

/**
 * Runs a contract write in one transaction and sends what it gathered once that has committed:
 * a write that rolls back tells no one.
 */
export async function writeThenNotify(
  ctx: AppContext,
  write: (tx: Db) => Promise<ContractNotices>,
): Promise<void> {
  const notices = await ctx.db.transaction(write);
  await notices.publish();
}
