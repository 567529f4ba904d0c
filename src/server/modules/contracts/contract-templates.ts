import { and, asc, desc, eq } from 'drizzle-orm';
import { unfilledMergeFields } from '../../../shared/contract-document';
import type { ContractKind } from '../../../shared/contract-terms';
import type {
  TemplateDetail,
  TemplateSave,
  TemplateSummary,
} from '../../../shared/schemas/contracts';
import type { Db } from '../../db/client';
import { contractTemplates, contractTemplateVersions, users } from '../../db/tables';
import { fieldError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { KNOWN_MERGE_FIELDS } from './merge-values';

type TemplateRow = typeof contractTemplates.$inferSelect;

const summary = (t: TemplateRow): TemplateSummary => ({
  id: t.id,
  kind: t.kind,
  name: t.name,
  description: t.description,
  version: t.currentVersion,
  updatedAt: t.updatedAt.toISOString(),
});

export async function listTemplates(db: Db): Promise<TemplateSummary[]> {
  const rows = await db.select().from(contractTemplates).orderBy(asc(contractTemplates.name));
  return rows.map(summary);
}

/** The template's current text, with its version. */
export async function currentTemplate(db: Db, kind: ContractKind) {
  const [row] = await db
    .select({
      template: contractTemplates,
      versionId: contractTemplateVersions.id,
      body: contractTemplateVersions.body,
    })
    .from(contractTemplates)
    .innerJoin(
      contractTemplateVersions,
      and(
        eq(contractTemplateVersions.templateId, contractTemplates.id),
        eq(contractTemplateVersions.version, contractTemplates.currentVersion),
      ),
    )
    .where(eq(contractTemplates.kind, kind));
  if (!row) throw notFound('Template');
  return row;
}

export async function readTemplate(db: Db, kind: ContractKind): Promise<TemplateDetail> {
  const { template, body } = await currentTemplate(db, kind);
  const versions = await db
    .select({
      version: contractTemplateVersions.version,
      createdAt: contractTemplateVersions.createdAt,
      createdBy: users.name,
    })
    .from(contractTemplateVersions)
    .leftJoin(users, eq(users.id, contractTemplateVersions.createdBy))
    .where(eq(contractTemplateVersions.templateId, template.id))
    .orderBy(desc(contractTemplateVersions.version));
  return {
    ...summary(template),
    body,
    versions: versions.map((v) => ({
      version: v.version,
      createdAt: v.createdAt.toISOString(),
      createdBy: v.createdBy,
    })),
  };
}

/** Saving writes a new version; contracts already made keep the version they were made from. */
/** Names the field nothing fills, and what its group offers (or which groups there are). */
function unknownMergeFieldMessage(field: string): string {
  const group = field.split('.')[0];
  const known = [...KNOWN_MERGE_FIELDS];
  const sameGroup = known.filter((f) => f.startsWith(`${group}.`));
  const choices = sameGroup.length
    ? sameGroup.map((f) => `{{${f}}}`).join(', ')
    : [...new Set(known.map((f) => f.split('.')[0]))].join(', ');
  return sameGroup.length
    ? `Nothing fills {{${field}}}: the ${group} fields are ${choices}`
    : `Nothing fills {{${field}}}: merge fields begin with ${choices}`;
}

export async function saveTemplate(
  db: Db,
  actor: AuditActor,
  kind: ContractKind,
  input: TemplateSave,
): Promise<TemplateDetail> {
  const unknown = unfilledMergeFields(input.body).find((field) => !KNOWN_MERGE_FIELDS.has(field));
  if (unknown) throw fieldError('body', unknownMergeFieldMessage(unknown));
  await db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(contractTemplates)
      .where(eq(contractTemplates.kind, kind))
      .for('update');
    if (!template) throw notFound('Template');
    const [current] = await tx
      .select({ body: contractTemplateVersions.body })
      .from(contractTemplateVersions)
      .where(
        and(
          eq(contractTemplateVersions.templateId, template.id),
          eq(contractTemplateVersions.version, template.currentVersion),
        ),
      );
    const textChanged = current?.body !== input.body;
    const version = textChanged ? template.currentVersion + 1 : template.currentVersion;
    if (textChanged) {
      await tx
        .insert(contractTemplateVersions)
        .values({ templateId: template.id, version, body: input.body, createdBy: actor.id });
    }
    await tx
      .update(contractTemplates)
      .set({
        name: input.name,
        description: input.description,
        currentVersion: version,
        updatedAt: new Date(),
      })
      .where(eq(contractTemplates.id, template.id));
    await recordAudit(tx, actor, {
      action: 'contract_template.save',
      target: `contract_template:${kind}`,
      before: { name: template.name, version: template.currentVersion },
      after: { name: input.name, version },
    });
  });
  return readTemplate(db, kind);
}
