import { asc, eq } from 'drizzle-orm';
import type { Plan, PlanInput } from '../../../shared/schemas/plans';
import type { Db } from '../../db/client';
import { plans } from '../../db/tables';
import { notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { apiColumns } from '../../lib/api-columns';

type PlanRow = typeof plans.$inferSelect;

function toPlan(row: PlanRow): Plan {
  return apiColumns(row, [
    'id',
    'slug',
    'name',
    'summary',
    'percentOfRentBasisPoints',
    'monthlyFeeCents',
    'setupFeeCents',
    'currency',
    'features',
    'highlighted',
    'sort',
  ]);
}

export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sort), asc(plans.name));
  return rows.map(toPlan);
}

/** Replaces a plan's terms. Only one plan is highlighted, so highlighting one clears the others. */
export async function replacePlan(
  db: Db,
  actor: AuditActor,
  id: string,
  input: PlanInput,
): Promise<Plan> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(plans).where(eq(plans.id, id));
    if (!current) throw notFound('Plan');
    if (input.highlighted) await tx.update(plans).set({ highlighted: false });
    const [row] = await tx
      .update(plans)
      .set({
        name: input.name,
        summary: { en: input.summary.en, es: input.summary.es },
        percentOfRentBasisPoints: input.percentOfRentBasisPoints,
        monthlyFeeCents: input.monthlyFeeCents,
        setupFeeCents: input.setupFeeCents,
        features: input.features,
        highlighted: input.highlighted,
        sort: input.sort,
        updatedAt: new Date(),
      })
      .where(eq(plans.id, id))
      .returning();
    const plan = toPlan(row!);
    await recordAudit(tx, actor, {
      action: 'plan.update',
      target: `plan:${id}`,
      before: toPlan(current),
      after: plan,
    });
    return plan;
  });
}
