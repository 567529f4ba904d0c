import { z } from 'zod';
import { DateField } from './common';
import { LEAD_MESSAGES as M } from './messages';

// Date rules the evictions, neighbors and unit-contact forms need on top of common.ts. The 36-hour slack matches
// FutureDateField: "today" differs by time zone, and a visitor anywhere on Earth must not be refused.
const SLACK_MS = 36 * 3600 * 1000;

const isPastOrToday = (v: string) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + SLACK_MS;
const isTodayOrLater = (v: string) => Date.parse(`${v}T23:59:59Z`) >= Date.now() - SLACK_MS;

/** Something that already happened: today or earlier (an incident, a served notice). */
export const PastDateField = DateField.refine(isPastOrToday, { message: M.datePast });

/** Empty, or today or earlier. */
export const OptionalPastDateField = z.string({ error: M.date }).superRefine((v, ctx) => {
  if (v === '') return;
  if (!DateField.safeParse(v).success) ctx.addIssue({ code: 'custom', message: M.date });
  else if (!isPastOrToday(v)) ctx.addIssue({ code: 'custom', message: M.datePast });
});

/** Empty, or today or later (a preferred tour or move-in date). */
export const OptionalFutureDateField = z.string({ error: M.date }).superRefine((v, ctx) => {
  if (v === '') return;
  if (!DateField.safeParse(v).success) ctx.addIssue({ code: 'custom', message: M.date });
  else if (!isTodayOrLater(v)) ctx.addIssue({ code: 'custom', message: M.dateFuture });
});
