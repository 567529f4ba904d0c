import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationTopic } from '../../../shared/schemas/notifications';
import type { WorkOrderStatus } from '../../../shared/maintenance-terms';
import { formatMoney } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { siteSettings, users } from '../../db/tables';
import { capabilityHolders } from '../../lib/capability-holders';
import { siteUrl } from '../../lib/email-layout';
import type { Language } from '../../../shared/language-path';
import {
  approvalMail,
  completedMail,
  emergencyMail,
  type WorkOrderMail,
} from './work-order-emails';
import {
  insertNotification,
  insertOfficeNotice,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';

const TOPICS: NotificationTopic[] = ['work-orders', 'maintenance'];

/** What every notice about one work order knows. */
export interface OrderFacts {
  id: string;
  reference: string;
  title: string;
  propertyName: string;
  urgency: string;
  residentId: string | null;
  technicianId: string | null;
  ownerId: string;
}

const STATUS_WORDS: Record<WorkOrderStatus, string> = {
  new: 'new',
  scheduled: 'scheduled',
  in_progress: 'in progress',
  waiting: 'waiting',
  completed: 'completed',
  closed: 'closed',
  cancelled: 'cancelled',
};

/**
 * Collects the notices and e-mails of one change inside its transaction; `publish` announces the
 * notices once the transaction has committed, so nobody hears of a change that was rolled back.
 */
export class WorkOrderNotices {
  private rows: NotificationRow[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly tx: Db,
    private readonly actorId: string | null,
  ) {}

  private link(order: OrderFacts) {
    return `/portal/work-orders/${order.id}`;
  }

  private async notify(target: { userId: string }, order: OrderFacts, title: string, body: string) {
    this.rows.push(
      await insertNotification(
        this.tx,
        { ...target, title, body, link: this.link(order), topics: TOPICS },
        this.actorId,
      ),
    );
  }

  /** The office's notice (every account holding `receive:office-notices:any`). */
  private async notifyOffice(order: OrderFacts, title: string, body: string) {
    this.rows.push(
      ...(await insertOfficeNotice(
        this.tx,
        { title, body, link: this.link(order), topics: TOPICS },
        this.actorId,
      )),
    );
  }

  /** Notifies each named person once, leaving out whoever made the change. */
  private async notifyPeople(
    ids: (string | null)[],
    order: OrderFacts,
    title: string,
    body: string,
  ) {
    for (const id of new Set(ids)) {
      if (id && id !== this.actorId) await this.notify({ userId: id }, order, title, body);
    }
  }

  private async emails(ids: string[]) {
    if (ids.length === 0) return [];
    return this.tx
      .select({ email: users.email, name: users.name, language: users.language })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.blocked, false)));
  }

  /** E-mails each named person (not blocked) once, written in their language. */
  private async mail(ids: (string | null)[], write: (language: Language) => WorkOrderMail) {
    const people = await this.emails([...new Set(ids.filter((id): id is string => !!id))]);
    for (const person of people) {
      const { subject, content } = write(person.language);
      await this.ctx.mailer.queue(this.tx, {
        to: person.email,
        language: person.language,
        subject,
        content: { ...content, greet: person.name },
      });
    }
  }

  private url(order: OrderFacts, language: Language) {
    return siteUrl(this.ctx.config.publicUrl, language, this.link(order));
  }

  /** A new request: the office; an emergency also by e-mail at once, with the on-call technician. */
  async requestFiled(order: OrderFacts, residentName: string) {
    const title =
      order.urgency === 'emergency' ? 'Emergency maintenance request' : 'New maintenance request';
    const body = `${residentName} reported "${order.title}" at ${order.propertyName} (${order.reference}).`;
    await this.notifyOffice(order, title, body);
    if (order.urgency !== 'emergency') return;
    const [settings] = await this.tx
      .select({ onCall: siteSettings.onCallTechnicianId })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1));
    if (settings?.onCall) await this.notifyPeople([settings.onCall], order, title, body);
    const office = await this.tx
      .select({ id: users.id })
      .from(users)
      .where(capabilityHolders('receive:office-notices:any', { active: true }));
    await this.mail([...office.map((person) => person.id), settings?.onCall ?? null], (language) =>
      emergencyMail(language, order, residentName, this.url(order, language)),
    );
  }

  async scheduled(order: OrderFacts, when: string, technicianName: string) {
    await this.notifyPeople(
      [order.residentId],
      order,
      'Work order scheduled',
      `${technicianName} will come for "${order.title}" ${when} (${order.reference}).`,
    );
    await this.notifyPeople(
      [order.technicianId],
      order,
      'Work order scheduled',
      `You are booked for "${order.title}" at ${order.propertyName} ${when} (${order.reference}).`,
    );
  }

  /** Every other status change reaches the resident; completion also the owner, by e-mail too. */
  async statusChanged(order: OrderFacts, to: WorkOrderStatus, reason?: string) {
    const words = `${order.reference} "${order.title}" is now ${STATUS_WORDS[to]}${reason ? `: ${reason}` : '.'}`;
    const title = to === 'completed' ? 'Work order completed' : 'Work order updated';
    await this.notifyPeople([order.residentId], order, title, words);
    if (to !== 'completed') return;
    await this.notifyPeople([order.ownerId], order, title, `${words} (${order.propertyName})`);
    await this.mail([order.residentId, order.ownerId], (language) =>
      completedMail(language, order, this.url(order, language)),
    );
  }

  async approvalNeeded(
    order: OrderFacts,
    estimateCents: number,
    thresholdCents: number,
    token: string,
  ) {
    await this.notifyPeople(
      [order.ownerId],
      order,
      'Approval needed',
      `The estimate for "${order.title}" at ${order.propertyName} is ${formatMoney(estimateCents)}, above your ${formatMoney(thresholdCents)} threshold (${order.reference}).`,
    );
    await this.mail([order.ownerId], (language) =>
      approvalMail(
        language,
        order,
        { estimateCents, thresholdCents },
        {
          approve: siteUrl(this.ctx.config.publicUrl, language, `/owner-approval/${token}`),
          portal: this.url(order, language),
        },
      ),
    );
  }

  async approvalDecided(order: OrderFacts, approved: boolean, note: string) {
    const title = approved ? 'Owner approved the estimate' : 'Owner declined the estimate';
    const body = `${order.reference} "${order.title}" at ${order.propertyName}${note ? `: ${note}` : '.'}`;
    await this.notifyOffice(order, title, body);
    await this.notifyPeople([order.technicianId], order, title, body);
  }

  /** A shared comment reaches the resident and the technician (whoever did not write it). */
  async commented(order: OrderFacts, body: string) {
    const excerpt = body.length > 140 ? `${body.slice(0, 139)}…` : body;
    await this.notifyPeople(
      [order.residentId, order.technicianId],
      order,
      `New comment on ${order.reference}`,
      excerpt,
    );
  }

  async publish() {
    for (const row of this.rows) await publishNotification(this.ctx, row);
  }
}
