import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { unstorableReason } from '../lib/storable-text';

// Text the database cannot store (see storable-text.ts) is refused here, for every route at once,
// before any schema or service sees it; it used to reach the database and fail there as a 500.

/**
 * The first unstorable string in `root` (object keys included), with its dotted path. Iterative,
 * so a deeply nested body (up to the body limit) cannot overflow the stack.
 */
export function findUnstorableText(
  root: unknown,
  rootPath: string,
): { field: string; reason: string } | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: rootPath }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const reason = unstorableReason(value);
      if (reason) return { field: path, reason };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        const keyReason = unstorableReason(key);
        if (keyReason) return { field: childPath, reason: keyReason };
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/**
 * Registered after the access rules (`registerAuth`): its hook then runs after theirs, so a caller
 * without access still gets 401/403, and before schema validation, so the 400 names the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorableText(request.params, '') ??
      findUnstorableText(request.query, '') ??
      findUnstorableText(request.body, typeof request.body === 'string' ? 'body' : '');
    if (!found) return;
    throw new AppError('validation', `${found.field}: ${found.reason}`, {
      fields: { [found.field]: found.reason },
    });
  });
}
