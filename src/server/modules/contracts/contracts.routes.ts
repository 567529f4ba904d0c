import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unfilledMergeFields, fillMergeFields } from '../../../shared/contract-document';
import { MAX_VERIFY_BYTES } from '../../../shared/contract-terms';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import {
  BrokerWorkspaceSchema,
  ContractDetailSchema,
  ContractDraftSchema,
  ContractListQuerySchema,
  ContractListSchema,
  DeclineBodySchema,
  KindParamsSchema,
  PrefillInputSchema,
  PrefillSchema,
  PreviewInputSchema,
  PreviewSchema,
  SignBodySchema,
  SigningViewSchema,
  TemplateDetailSchema,
  TemplateListSchema,
  TemplateSaveSchema,
  TokenParamsSchema,
  VerifyResultSchema,
  VoidBodySchema,
} from '../../../shared/schemas/contracts';
import { CONTRACT_KIND_LABELS } from '../../../shared/contract-terms';
import type { AppContext } from '../../context';
import { readSingleFileUpload } from '../../lib/single-file-upload';
import { actorOf, type Actor } from '../../lib/actor';
import { companyTimeZone } from '../../lib/company-time';
import { actOnRecord } from '../../lib/route-schema';
import { readBrokerWorkspace } from './broker-workspace';
import { sendFinalPdf } from './contract-complete';
import { listContracts, readContract } from './contract-read';
import { loadVisibleContract } from './contract-scope';
import {
  completedByToken,
  declineAsUser,
  declineByToken,
  openByToken,
  signAsUser,
  signByToken,
} from './contract-signing';
import { currentTemplate, listTemplates, readTemplate, saveTemplate } from './contract-templates';
import { verifyDocument } from './contract-verify';
import {
  checkPrefillSources,
  createDraft,
  resendContract,
  sendContract,
  updateContract,
  voidContract,
} from './contract-writes';
import { documentView } from './document-view';
import { mergeValues, sampleValues } from './merge-values';

const SEND = ['write:contracts:any', 'send:contracts:own'] as const;
const OFFICE = 'write:contracts:any' as const;
const detail = { 200: ContractDetailSchema };
const OkSchema = z.object({ ok: z.literal(true) });

type Origin = ReturnType<typeof originOf>;
const originOf = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Contracts: templates, drafts, sending, signing (signed in or by link), the PDF and verifying. */
export function contractsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/contract-templates',
    { config: { access: OFFICE }, schema: { response: { 200: TemplateListSchema } } },
    async () => ({ items: await listTemplates(ctx.db) }),
  );

  r.get(
    '/api/contract-templates/:kind',
    {
      config: { access: OFFICE },
      schema: { params: KindParamsSchema, response: { 200: TemplateDetailSchema } },
    },
    async (request) => readTemplate(ctx.db, request.params.kind),
  );

  r.put(
    '/api/contract-templates/:kind',
    {
      config: { access: OFFICE },
      schema: actOnRecord(KindParamsSchema, TemplateSaveSchema, TemplateDetailSchema),
    },
    async (request) => saveTemplate(ctx.db, actorOf(request), request.params.kind, request.body),
  );

  r.post(
    '/api/contracts/preview',
    {
      config: { access: SEND, auditImpersonatedWrite: false },
      schema: { body: PreviewInputSchema, response: { 200: PreviewSchema } },
    },
    async (request) => {
      const body = request.body.sample
        ? fillMergeFields(request.body.body, await sampleValues(ctx.db))
        : request.body.body;
      return {
        blocks: documentView(body, [], await companyTimeZone(ctx.db)),
        unfilled: unfilledMergeFields(body),
      };
    },
  );

  r.post(
    '/api/contracts/prefill',
    {
      config: { access: SEND, auditImpersonatedWrite: false },
      schema: { body: PrefillInputSchema, response: { 200: PrefillSchema } },
    },
    async (request) => {
      const { kind, ...sources } = request.body;
      await checkPrefillSources(ctx.db, actorOf(request), kind, sources);
      const template = await currentTemplate(ctx.db, kind);
      const merged = await mergeValues(ctx.db, kind, sources);
      const body = fillMergeFields(template.body, merged.values);
      const about = merged.values['property.address'] ?? merged.values['vendor.name'];
      return {
        kind,
        title: about ? `${CONTRACT_KIND_LABELS[kind]}: ${about}` : CONTRACT_KIND_LABELS[kind],
        body,
        templateVersionId: template.versionId,
        templateVersion: template.template.currentVersion,
        parties: merged.parties,
        unfilled: unfilledMergeFields(body),
      };
    },
  );

  r.get(
    '/api/contracts',
    {
      config: { access: 'signed-in', rowScope: 'own-contract' },
      schema: { querystring: ContractListQuerySchema, response: { 200: ContractListSchema } },
    },
    async (request) => listContracts(ctx.db, actorOf(request), request.query),
  );

  r.post(
    '/api/contracts',
    {
      config: { access: SEND },
      schema: { body: ContractDraftSchema, response: { 201: ContractDetailSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await createDraft(ctx, actor, request.body);
      return reply.code(201).send(await readContract(ctx.db, actor, id));
    },
  );

  r.get(
    '/api/contracts/:id',
    {
      config: { access: 'signed-in', rowScope: 'own-contract' },
      schema: { params: IdParamsSchema, response: detail },
    },
    async (request) => readContract(ctx.db, actorOf(request), request.params.id),
  );

  r.put(
    '/api/contracts/:id',
    {
      config: { access: SEND, rowScope: 'sent-contract' },
      schema: { params: IdParamsSchema, body: ContractDraftSchema, response: detail },
    },
    async (request) => {
      const actor = actorOf(request);
      const id = await updateContract(
        ctx,
        actor,
        request.params.id,
        request.body,
        originOf(request),
      );
      return readContract(ctx.db, actor, id);
    },
  );

  /**
   * A step a user takes on one contract: it runs as them, and the answer is the contract as they
   * now see it.
   */
  const contractStep = <B extends z.ZodType>(
    step: string,
    config: FastifyContextConfig,
    body: B | null,
    act: (actor: Actor, id: string, body: z.infer<B>, origin: Origin) => Promise<unknown>,
  ) =>
    r.post(
      `/api/contracts/:id/${step}`,
      { config, schema: { params: IdParamsSchema, ...(body && { body }), response: detail } },
      async (request) => {
        const actor = actorOf(request);
        await act(actor, request.params.id, request.body as z.infer<B>, originOf(request));
        return readContract(ctx.db, actor, request.params.id);
      },
    );
  const sender = { access: SEND, rowScope: 'sent-contract' } as const;
  const signer = (refusedWhileViewingAs: string) =>
    ({ access: 'signed-in', rowScope: 'own-contract', refusedWhileViewingAs }) as const;

  contractStep('send', sender, null, (actor, id, _, origin) =>
    sendContract(ctx, actor, id, origin),
  );
  contractStep('void', sender, VoidBodySchema, (actor, id, body, origin) =>
    voidContract(ctx, actor, id, body.reason, origin),
  );
  contractStep('resend', sender, null, (actor, id, _, origin) =>
    resendContract(ctx, actor, id, origin),
  );
  contractStep(
    'sign',
    signer('Only the person themselves can sign.'),
    SignBodySchema,
    (actor, id, body, origin) => signAsUser(ctx, actor, id, body, origin),
  );
  contractStep(
    'decline',
    signer('Only the person themselves can decline.'),
    DeclineBodySchema,
    (actor, id, body, origin) => declineAsUser(ctx, actor, id, body.reason, origin),
  );

  r.get(
    '/api/contracts/:id/pdf',
    {
      config: { access: 'signed-in', rowScope: 'own-contract' },
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      const contract = await loadVisibleContract(ctx.db, actorOf(request), request.params.id);
      return sendFinalPdf(reply, ctx.files, contract);
    },
  );

  r.post(
    '/api/contracts/verify',
    {
      config: { access: 'signed-in', auditImpersonatedWrite: false },
      schema: { response: { 200: VerifyResultSchema } },
    },
    async (request, reply) => {
      const upload = await readSingleFileUpload(request, reply, {
        maxBytes: MAX_VERIFY_BYTES,
        noun: 'PDF',
        tooLarge: 'The file is larger than 15 MB; a Blu contract is much smaller.',
      });
      if (!upload) return reply;
      return verifyDocument(ctx.db, upload.bytes);
    },
  );

  // A guest signer's link: public, but only with the single-purpose token that was e-mailed.
  r.get(
    '/api/sign/:token',
    {
      config: { access: 'public' },
      schema: { params: TokenParamsSchema, response: { 200: SigningViewSchema } },
    },
    async (request) => openByToken(ctx, request.params.token, originOf(request)),
  );

  r.post(
    '/api/sign/:token',
    {
      config: { access: 'public' },
      schema: actOnRecord(TokenParamsSchema, SignBodySchema, SigningViewSchema),
    },
    async (request) => {
      await signByToken(ctx, request.params.token, request.body, originOf(request));
      return openByToken(ctx, request.params.token, originOf(request));
    },
  );

  r.post(
    '/api/sign/:token/decline',
    {
      config: { access: 'public' },
      schema: actOnRecord(TokenParamsSchema, DeclineBodySchema, OkSchema),
    },
    async (request) => {
      await declineByToken(ctx, request.params.token, request.body.reason, originOf(request));
      return { ok: true as const };
    },
  );

  r.get(
    '/api/sign/:token/pdf',
    { config: { access: 'public' }, schema: { params: TokenParamsSchema } },
    async (request, reply) => {
      const contract = await completedByToken(ctx.db, request.params.token);
      return sendFinalPdf(reply, ctx.files, contract);
    },
  );

  r.get(
    '/api/broker/workspace',
    {
      config: { access: ['read:leads:any', 'read:leads:assigned'], rowScope: 'assigned-lead' },
      schema: {
        querystring: z.object({ brokerId: z.uuid('Choose a broker from the list').optional() }),
        response: { 200: BrokerWorkspaceSchema },
      },
    },
    async (request) => readBrokerWorkspace(ctx.db, actorOf(request), request.query.brokerId),
  );
}
