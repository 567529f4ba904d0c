import type { z } from 'zod';

/**
 * The schema of a route that acts on the record its path names (`params`) with what the body
 * says, and answers 200 with `answer`: an edit, a decision, a signature.
 */
export function actOnRecord<P extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
  params: P,
  body: B,
  answer: A,
) {
  return { params, body, response: { 200: answer } };
}
