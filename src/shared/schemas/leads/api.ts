import { z } from 'zod';
import { validationMessage as message } from '../../validation/message';
import { LANGUAGES } from '../../language-path';
import { LEAD_KIND_LIST, type LeadKind } from './registry';

/**
 * The life of a lead. Sales kinds move new → contacted → proposal → won | lost; requests that
 * are not sales (a concierge booking, a neighbour's concern) end as closed. Any status may be
 * set from any other, so staff can correct a mistake; every change is an event.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'proposal', 'won', 'lost', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LeadKindSchema = z.enum(LEAD_KIND_LIST as [LeadKind, ...LeadKind[]], {
  error: 'lead.kindUnknown',
});
export const LeadStatusSchema = z.enum(LEAD_STATUSES, { error: 'lead.statusChoose' });

/** `?language=es` from a form on a Spanish page: the sender's e-mails are then in Spanish. */
export const LeadFormQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: 'language.choose' }).optional(),
});

export const LeadCreatedSchema = z.object({ id: z.string(), reference: z.string() });
export type LeadCreated = z.infer<typeof LeadCreatedSchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const LeadSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  reference: z.string(),
  status: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  assignee: PersonSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadSummary = z.infer<typeof LeadSummarySchema>;

export const LeadEventSchema = z.object({
  id: z.string(),
  type: z.enum(['created', 'status', 'assigned', 'note']),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  assignee: PersonSchema.nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadEvent = z.infer<typeof LeadEventSchema>;

export const LeadDetailSchema = LeadSummarySchema.extend({
  payload: z.record(z.string(), z.unknown()),
  submittedBy: PersonSchema.nullable(),
  events: z.array(LeadEventSchema),
});
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

export const LEADS_PAGE_SIZE = 20;

export const LeadListQuerySchema = z.object({
  kind: LeadKindSchema.optional(),
  status: LeadStatusSchema.optional(),
  page: z.coerce.number().int().min(1, 'page.min').max(10_000).default(1),
});
export type LeadListQuery = z.input<typeof LeadListQuerySchema>;

export const LeadListSchema = z.object({
  items: z.array(LeadSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type LeadList = z.infer<typeof LeadListSchema>;

/** The signed-in visitor's own submissions, for /dashboard. */
export const MyLeadSchema = z.object({
  id: z.string(),
  kind: z.string(),
  reference: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const MyLeadsSchema = z.object({ items: z.array(MyLeadSchema) });
export type MyLead = z.infer<typeof MyLeadSchema>;

export const LeadPatchSchema = z
  .object({
    status: LeadStatusSchema.optional(),
    /** An sb user's id, or null to unassign. */
    assigneeId: z.uuid('lead.brokerChoose').nullable().optional(),
    note: z
      .string()
      .trim()
      .max(2000, message('text.tooLong', { max: 2000 }))
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined || !!v.note, {
    message: 'lead.changeSomething',
    path: ['status'],
  });
export type LeadPatchInput = z.input<typeof LeadPatchSchema>;

/** Brokers an admin may assign a lead to. */
export const AssignableBrokersSchema = z.object({ items: z.array(PersonSchema) });
