import { eq } from 'drizzle-orm';
import { UNDECIDED_PLAN } from '../../../shared/schemas/leads/common';
import { LEAD_MESSAGES as M } from '../../../shared/schemas/leads/messages';
import type { LeadKind } from '../../../shared/schemas/leads/registry';
import type { Db } from '../../db/client';
import { plans } from '../../db/tables';
import { validationError } from '../../lib/app-error';

/** Where the kinds that choose a management plan carry its slug in their payload. */
const PLAN_PATHS: Partial<Record<LeadKind, readonly string[]>> = {
  'ma-form': ['plan'],
  'multi-ma': ['plan'],
  'management-prospect': ['proposal', 'plan'],
};

function valueAt(payload: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined,
    payload,
  );
}

/**
 * The plans are rows an admin manages, not a list in the code: a submitted plan must be the slug
 * of one of them (or "undecided"), else the 400 names the field like any other refused input.
 */
export async function assertKnownPlan(db: Db, kind: LeadKind, payload: unknown): Promise<void> {
  const path = PLAN_PATHS[kind];
  if (!path) return;
  const slug = valueAt(payload, path);
  if (slug === UNDECIDED_PLAN) return;
  const [plan] =
    typeof slug === 'string'
      ? await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug))
      : [];
  if (plan) return;
  const field = path.join('.');
  throw validationError({ [field]: M.choose });
}
