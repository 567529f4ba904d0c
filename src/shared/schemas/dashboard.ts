import { z } from 'zod';

const Count = z.number().int().min(0);
const Cents = z.number().int();

/** Units of one property by who holds them today. `occupied` includes the units under notice. */
export const PropertyOccupancySchema = z.object({
  propertyId: z.uuid(),
  name: z.string(),
  units: Count,
  occupied: Count,
  noticeGiven: Count,
  vacant: Count,
});
export type PropertyOccupancy = z.infer<typeof PropertyOccupancySchema>;

/**
 * One month of money in the company's calendar: what fell due (charges net of credits, reversals
 * aside) and what was collected (payments received that month, succeeded or still settling).
 */
export const MonthMoneySchema = z.object({
  period: z.string().regex(/^\d{4}-\d{2}$/),
  dueCents: Cents,
  collectedCents: Cents,
});
export type MonthMoney = z.infer<typeof MonthMoneySchema>;

/** GET /api/dashboard: the portal home's figures for the caller's scope. */
export const DashboardSchema = z.object({
  /** `company` with read:properties:any, else the landlord's `own` properties. */
  scope: z.enum(['own', 'company']),
  /** Today in the company's time zone; the last month of `months` is this one. */
  today: z.iso.date(),
  occupancy: z.object({
    units: Count,
    occupied: Count,
    noticeGiven: Count,
    vacant: Count,
    byProperty: z.array(PropertyOccupancySchema),
  }),
  /** The last 12 months, oldest first, ending with the current month. */
  months: z.array(MonthMoneySchema),
  /** Leases owing charges due before today (the leases list's "delinquent" filter). */
  delinquentLeases: Count,
  /** Active or notice-given leases ending within 60 days (the list's "ending within 60"). */
  endingWithin60: Count,
  /** Work orders on the properties in scope (decision 0048; the maintenance issue's figures). */
  maintenance: z.object({
    /** New, scheduled, in progress or waiting. */
    open: Count,
    /** Still waiting for a first response past their urgency's target (site settings). */
    overdue: Count,
    /** Waiting for the owner's answer on a cost over the property's threshold. */
    awaitingApproval: Count,
  }),
  /** With read:leads:any only; null for everyone else. */
  pipeline: z
    .object({
      /** Rental applications (lead kind `car`) still `new`, whenever they came in. */
      newApplications: Count,
      /** Leads of every kind received in the last 30 days. */
      newLeads: Count,
    })
    .nullable(),
  /**
   * With manage:books:any only (empty for everyone else): what the books say needs doing now. The
   * company's fees earned in trust above the $5,000.00 rule 61J2-14.010 allows, and any owner whose
   * funds held are below zero.
   */
  booksWarnings: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('fees_in_trust'), cents: z.number() }),
      z.object({ kind: z.literal('owner_below_zero'), ownerName: z.string(), cents: z.number() }),
    ]),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
