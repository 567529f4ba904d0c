import { z } from 'zod';
import {
  CONTRACT_EVENT_KINDS,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  MAX_PARTIES,
  PARTY_ROLES,
  PARTY_STATUSES,
  SIGNING_ORDERS,
} from '../contract-terms';
import { SIGNING_FIELD_KINDS } from '../contract-document';
import { CentsSchema, IsoDateSchema, textField } from './leasing-fields';

export const ContractKindSchema = z.enum(CONTRACT_KINDS, { error: 'Choose a template' });

const email = z
  .string({ error: 'Enter an e-mail address' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter an e-mail address such as name@example.com').max(200));

export const PartyInputSchema = z.object({
  name: textField(120, 'name'),
  email,
  role: z.enum(PARTY_ROLES, { error: 'Choose signer, approver or copy' }),
});
export type PartyInput = z.infer<typeof PartyInputSchema>;

/** The terms a signed renewal addendum creates its lease with. */
export const RenewalTermsSchema = z.object({
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  monthlyRentCents: CentsSchema.refine((v) => v > 0, 'Enter the new rent'),
});
export type RenewalTerms = z.infer<typeof RenewalTermsSchema>;

/** The records a contract is for; they fill its merge fields and say what signing does. */
export const ContractSourcesSchema = z.object({
  leaseId: z.uuid('Choose a lease from the list').nullish(),
  propertyId: z.uuid('Choose a property from the list').nullish(),
  leadId: z.uuid('Choose a lead from the list').nullish(),
  planId: z.uuid('Choose a plan from the list').nullish(),
  renewal: RenewalTermsSchema.nullish(),
});
export type ContractSources = z.infer<typeof ContractSourcesSchema>;

export const PrefillInputSchema = ContractSourcesSchema.extend({ kind: ContractKindSchema });
export type PrefillInput = z.infer<typeof PrefillInputSchema>;

export const PrefillSchema = z.object({
  kind: ContractKindSchema,
  title: z.string(),
  body: z.string(),
  templateVersionId: z.string(),
  templateVersion: z.number().int(),
  parties: z.array(PartyInputSchema),
  /** Merge fields the records could not fill: the sender writes them in. */
  unfilled: z.array(z.string()),
});
export type Prefill = z.infer<typeof PrefillSchema>;

export const ContractDraftSchema = ContractSourcesSchema.extend({
  kind: ContractKindSchema,
  title: textField(160, 'title'),
  body: z
    .string({ error: 'Write the contract text' })
    .trim()
    .min(20, 'Write the contract text')
    .max(100_000, 'Keep the text under 100,000 characters'),
  templateVersionId: z.uuid().nullish(),
  parties: z
    .array(PartyInputSchema, { error: 'Add the parties' })
    .min(1, 'Add at least one party who signs')
    .max(MAX_PARTIES, `Add at most ${MAX_PARTIES} parties`)
    .refine((list) => list.some((p) => p.role !== 'copy'), 'Add at least one party who signs')
    .refine(
      (list) => new Set(list.map((p) => p.email)).size === list.length,
      'Each party needs their own e-mail address',
    ),
  signingOrder: z.enum(SIGNING_ORDERS, { error: 'Choose all at once or one after another' }),
  expiresOn: IsoDateSchema,
  reminderDays: z
    .number({ error: 'Enter the days between reminders' })
    .int('Enter whole days')
    .min(0, 'Enter 0 (no reminders) or more')
    .max(30, 'Remind at least every 30 days'),
  message: z.string().trim().max(2000, 'Keep the message under 2,000 characters'),
});
export type ContractDraft = z.infer<typeof ContractDraftSchema>;

export const VoidBodySchema = z.object({
  reason: textField(500, 'reason for voiding'),
});

export const DeclineBodySchema = z.object({
  reason: textField(500, 'reason'),
});

const signatureImage = z
  .string({ error: 'Sign in the box' })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'Sign in the box')
  .max(280_000, 'The signature image is too large; clear it and sign again');

export const SignBodySchema = z.object({
  consent: z.literal(true, { error: 'Agree to sign electronically to continue' }),
  signature: z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('typed'),
        text: textField(120, 'your name'),
        image: signatureImage,
      }),
      z.object({ kind: z.literal('drawn'), image: signatureImage }),
      z.object({ kind: z.literal('approval') }),
    ],
    { error: 'Type or draw your signature' },
  ),
  initials: z
    .string()
    .trim()
    .max(6, 'Keep initials to 6 letters')
    .regex(/^[\p{L}.\- ]*$/u, 'Use letters for initials')
    .optional(),
});
export type SignBody = z.infer<typeof SignBodySchema>;

export const TokenParamsSchema = z.object({ token: z.string().min(20).max(200) });

export const ContractListQuerySchema = z.object({
  status: z.enum(CONTRACT_STATUSES).optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ContractListQuery = z.infer<typeof ContractListQuerySchema>;

export const ContractListItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  /** Names of the parties whose signature is awaited now. */
  awaiting: z.array(z.string()),
  parties: z.array(z.object({ name: z.string(), status: z.enum(PARTY_STATUSES) })),
  sentAt: z.string().nullable(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Whether the viewer's own signature is awaited. */
  yourTurn: z.boolean(),
});
export type ContractListItem = z.infer<typeof ContractListItemSchema>;

export const ContractListSchema = z.object({
  items: z.array(ContractListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContractList = z.infer<typeof ContractListSchema>;

export const DocumentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), html: z.string() }),
  z.object({
    type: z.literal('field'),
    key: z.string(),
    kind: z.enum(SIGNING_FIELD_KINDS),
    signer: z.number().int(),
    /** The filled value, once its signer has signed: an image, a name, initials or a date. */
    filled: z.object({ image: z.string().nullable(), text: z.string() }).nullable(),
    signerName: z.string().nullable(),
  }),
]);
export type DocumentBlockView = z.infer<typeof DocumentBlockSchema>;

export const PartyViewSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(PARTY_ROLES),
  status: z.enum(PARTY_STATUSES),
  /** 1-based signer number in the text, for parties who sign or approve. */
  signer: z.number().int().nullable(),
  signedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type PartyView = z.infer<typeof PartyViewSchema>;

export const ContractEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_EVENT_KINDS),
  email: z.string().nullable(),
  note: z.string().nullable(),
  /** Shown to the office and the sender only. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  at: z.string(),
});

export const ContractDetailSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  signingOrder: z.enum(SIGNING_ORDERS),
  message: z.string(),
  body: z.string(),
  blocks: z.array(DocumentBlockSchema),
  parties: z.array(PartyViewSchema),
  events: z.array(ContractEventSchema),
  awaiting: z.array(z.string()),
  expiresAt: z.string(),
  reminderDays: z.number().int(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  replacedBy: z.string().nullable(),
  documentSha256: z.string().nullable(),
  finalSha256: z.string().nullable(),
  templateVersion: z.number().int().nullable(),
  effectsNote: z.string().nullable(),
  sources: z.object({
    leaseId: z.string().nullable(),
    propertyId: z.string().nullable(),
    leadId: z.string().nullable(),
  }),
  /** What the viewer may do now. */
  can: z.object({
    edit: z.boolean(),
    send: z.boolean(),
    void: z.boolean(),
    resend: z.boolean(),
    sign: z.boolean(),
    decline: z.boolean(),
    download: z.boolean(),
  }),
  /** The viewer's own party, when they are one and may act. */
  yourParty: z
    .object({ id: z.string(), signer: z.number().int().nullable(), role: z.enum(PARTY_ROLES) })
    .nullable(),
});
export type ContractDetail = z.infer<typeof ContractDetailSchema>;

/** What a guest signer's link shows: the document and their part, without the audit trail. */
export const SigningViewSchema = z.object({
  reference: z.string(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  message: z.string(),
  senderName: z.string(),
  blocks: z.array(DocumentBlockSchema),
  parties: z.array(PartyViewSchema.omit({ email: true, declineReason: true })),
  you: z.object({
    name: z.string(),
    role: z.enum(PARTY_ROLES),
    status: z.enum(PARTY_STATUSES),
    signer: z.number().int().nullable(),
    /** Whether it is this party's turn and the contract is open. */
    mayAct: z.boolean(),
    /** Why not, in a sentence, when they may not. */
    reason: z.string().nullable(),
  }),
  expiresAt: z.string(),
  consentText: z.string(),
  /** Set once completed: the final PDF, by this link. */
  pdfAvailable: z.boolean(),
});
export type SigningView = z.infer<typeof SigningViewSchema>;

export const VerifyResultSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  contract: z
    .object({
      reference: z.string(),
      title: z.string(),
      completedAt: z.string(),
      sha256: z.string(),
      parties: z.array(z.object({ name: z.string(), signedAt: z.string().nullable() })),
    })
    .nullable(),
  sha256: z.string(),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;

export const TemplateSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  name: z.string(),
  description: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export const TemplateListSchema = z.object({ items: z.array(TemplateSummarySchema) });
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;

export const TemplateDetailSchema = TemplateSummarySchema.extend({
  body: z.string(),
  versions: z.array(
    z.object({
      version: z.number().int(),
      createdAt: z.string(),
      createdBy: z.string().nullable(),
    }),
  ),
});
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;

export const TemplateSaveSchema = z.object({
  name: textField(120, 'name'),
  description: z.string().trim().max(300, 'Keep the description under 300 characters'),
  body: z
    .string({ error: 'Write the template text' })
    .trim()
    .min(20, 'Write the template text')
    .max(100_000, 'Keep the text under 100,000 characters'),
});
export type TemplateSave = z.infer<typeof TemplateSaveSchema>;

export const KindParamsSchema = z.object({ kind: ContractKindSchema });

export const PreviewInputSchema = z.object({
  body: z.string().max(100_000, 'Keep the text under 100,000 characters'),
  /** Fill merge fields with sample data (a template's preview). */
  sample: z.boolean().default(false),
});
export const PreviewSchema = z.object({
  blocks: z.array(DocumentBlockSchema),
  unfilled: z.array(z.string()),
});
export type Preview = z.infer<typeof PreviewSchema>;

export const BrokerWorkspaceSchema = z.object({
  brokers: z.array(z.object({ id: z.string(), name: z.string() })),
  leads: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      kind: z.string(),
      name: z.string(),
      email: z.string(),
      status: z.string(),
      brokerName: z.string().nullable(),
      createdAt: z.string(),
      /** The management agreement for this lead, if one was sent. */
      agreement: z.object({ id: z.string(), status: z.enum(CONTRACT_STATUSES) }).nullable(),
    }),
  ),
  agreements: z.array(ContractListItemSchema),
  commissions: z.array(z.object({ month: z.string(), amountCents: z.number().int() })),
  thisMonth: z.object({ wins: z.number().int(), commissionCents: z.number().int() }),
});
export type BrokerWorkspace = z.infer<typeof BrokerWorkspaceSchema>;
