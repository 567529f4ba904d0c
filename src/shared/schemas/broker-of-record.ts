import { z } from 'zod';

/** An admin who may sign the trust accounts' monthly reconciliations. */
export const BrokerCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type BrokerCandidate = z.infer<typeof BrokerCandidateSchema>;

/** GET /api/admin/broker-of-record: who signs now, and who may be named. */
export const BrokerOfRecordAnswerSchema = z.object({
  brokerOfRecord: BrokerCandidateSchema.nullable(),
  candidates: z.array(BrokerCandidateSchema),
});
export type BrokerOfRecordAnswer = z.infer<typeof BrokerOfRecordAnswerSchema>;

/** PUT /api/admin/broker-of-record. */
export const BrokerOfRecordInputSchema = z.object({
  userId: z.uuid('broker.choose'),
});
export type BrokerOfRecordInput = z.infer<typeof BrokerOfRecordInputSchema>;
