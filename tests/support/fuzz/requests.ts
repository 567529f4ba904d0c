import fc from 'fast-check';
import type { AccessRule } from '../../../src/server/lib/actor';
import { grants } from '../../../src/server/lib/actor';
import type { Role } from '../../../src/shared/constants';
import { validLeads } from '../lead-fixtures';
import { validServiceLeads } from '../service-lead-fixtures';
import {
  badHeaderValue,
  badJsonValue,
  badUrlValue,
  malformedJson,
  OVER_LIMIT_STRING,
  pathsOf,
  plausibleValue,
  replaceAt,
} from './values';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  path: string; // OpenAPI template: /api/admin/users/{id}
  access: AccessRule;
  pathParams: string[];
  queryParams: string[];
  /** Headers the route declares in its schema, lower-case. */
  headerParams: string[];
  bodySchema: unknown;
}

export interface FuzzRequest {
  method: string;
  /** The OpenAPI path template it was drawn for. */
  operation: string;
  path: string;
  identity: Role | 'anonymous' | 'forged';
  headers: Record<string, string>;
  body?: string;
  /** What kind of bad input this is, for the report. */
  mutation: string;
}

/** The demo accounts the fuzzer signs in as, one per role. */
export const DEMO_ACCOUNTS: Record<Exclude<Role, never>, string> = {
  admin: 'admin@example.com',
  landlord: 'landlord@example.com',
  resident: 'resident@example.com',
  sb: 'sb@example.com',
  mt: 'mt@example.com',
  user: 'user@example.com',
};
const ROLES = Object.keys(DEMO_ACCOUNTS) as Role[];

/**
 * Operations left out of fuzzing, each because it would make later requests meaningless:
 * - sign-out revokes the fuzzing identity's session: it is fuzzed anonymously only (below).
 * The socket route is not in the document (it is hidden: HTTP upgrade, not JSON).
 */
const ANONYMOUS_ONLY = new Set(['POST /api/auth/sign-out']);

export function operationsOf(doc: any): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const params: any[] = op.parameters ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        access: op['x-access'],
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        headerParams: params.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()),
        bodySchema: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

/** The identities that pass the rule (every role for public routes), anonymous when none is needed. */
function identitiesFor(op: Operation): FuzzRequest['identity'][] {
  if (ANONYMOUS_ONLY.has(`${op.method} ${op.path}`)) return ['anonymous'];
  if (op.access === 'public' || op.access === 'optional-sign-in') return ['anonymous', ...ROLES];
  return ROLES.filter((role) => grants(role, op.access));
}

const allLeads: Record<string, unknown> = { ...validLeads, ...validServiceLeads };

/** A body that would pass, so the planted bad value is the only thing wrong. */
function baseBody(op: Operation, pathValues: Record<string, string>): unknown {
  if (op.path === '/api/leads/{kind}') return allLeads[pathValues.kind ?? ''] ?? allLeads.concierge;
  return plausibleValue(op.bodySchema as never) ?? {};
}

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=nothing',
  'application/json; charset=latin1',
  'application/octet-stream',
  'application/json-patch+json',
];

const FORGED_TOKENS = [
  'not-a-token',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'a.b.c',
  'x'.repeat(8000),
];

/** One bad request against `op`, with an identity that passes its rule (mostly). */
export function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const identities = identitiesFor(op);
  const goodKinds = Object.keys(allLeads);
  const goodPath = fc.record(
    Object.fromEntries(
      op.pathParams.map((name) => [
        name,
        name === 'kind' ? fc.constantFrom(...goodKinds) : fc.uuid({ version: 4 }),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;

  return fc
    .record({
      identity: fc.oneof(
        { arbitrary: fc.constantFrom(...identities), weight: 9 },
        { arbitrary: fc.constantFrom<FuzzRequest['identity']>('anonymous', 'forged'), weight: 1 },
      ),
      pathValues: goodPath,
      badPathParam: op.pathParams.length
        ? fc.option(fc.tuple(fc.constantFrom(...op.pathParams), badUrlValue), { freq: 3 })
        : fc.constant(null),
      query: fc.array(
        fc.tuple(fc.constantFrom(...op.queryParams, '__proto__', 'q[a]', 'x', 'page'), badUrlValue),
        { maxLength: 3 },
      ),
      forgedToken: fc.constantFrom(...FORGED_TOKENS),
      // Mostly sent, so the route reads it; sometimes missing.
      headerValue: op.headerParams.length
        ? fc.option(badHeaderValue, { freq: 5 })
        : fc.constant(null),
      // Bodies over the limit are slow to send and all answered alike: a few suffice.
      bodyKind: fc.oneof(
        { arbitrary: fc.constant('field' as const), weight: 30 },
        {
          arbitrary: fc.constantFrom('whole' as const, 'malformed' as const, 'type' as const),
          weight: 30,
        },
        { arbitrary: fc.constant('huge' as const), weight: 1 },
      ),
      badValue: badJsonValue,
      malformed: malformedJson,
      contentType: fc.constantFrom(...CONTENT_TYPES),
      pathPick: fc.nat(),
    })
    .map((r): FuzzRequest => {
      // A bad value is sent as generated (it may be deliberately mis-encoded).
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        r.badPathParam?.[0] === name
          ? r.badPathParam[1]
          : encodeURIComponent(r.pathValues[name] ?? 'x'),
      );
      const search = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
      const headers: Record<string, string> = {};
      if (r.identity === 'forged') headers.authorization = `Bearer ${r.forgedToken}`;
      if (r.headerValue !== null) {
        for (const name of op.headerParams) headers[name] = r.headerValue;
      }

      const request: FuzzRequest = {
        method: op.method,
        operation: op.path,
        path: search ? `${path}?${search}` : path,
        identity: r.identity,
        headers,
        mutation: r.badPathParam ? 'path' : r.query.length ? 'query' : 'none',
      };
      if (op.method === 'GET' || op.method === 'DELETE') return request;

      const base = baseBody(op, r.pathValues);
      headers['content-type'] = 'application/json';
      switch (r.bodyKind) {
        case 'field': {
          const paths = pathsOf(base);
          const target = paths[r.pathPick % paths.length]!;
          request.body = JSON.stringify(replaceAt(base, target, r.badValue));
          request.mutation = `body field "${target}"`;
          break;
        }
        case 'whole':
          request.body = JSON.stringify(r.badValue);
          request.mutation = 'body value';
          break;
        case 'malformed':
          request.body = r.malformed;
          request.mutation = 'malformed JSON';
          break;
        case 'type':
          headers['content-type'] = r.contentType;
          request.body = JSON.stringify(base);
          request.mutation = `content type ${r.contentType}`;
          break;
        case 'huge':
          request.body = JSON.stringify({ ...(base as object), huge: OVER_LIMIT_STRING });
          request.mutation = 'over the body limit';
          break;
      }
      return request;
    });
}

/** Requests spread over every operation, each operation about equally often. */
export function fuzzRequests(operations: Operation[]): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operations.map(requestFor));
}
