/** The SQLSTATE of a PostgreSQL error, as pg and PGlite report it (drizzle may wrap it in `cause`). */
export function sqlState(err: unknown): string | undefined {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  const direct = code(err) ?? code((err as { cause?: unknown } | null)?.cause);
  return typeof direct === 'string' ? direct : undefined;
}

export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
export const isExclusionViolation = (err: unknown) => sqlState(err) === '23P01';
