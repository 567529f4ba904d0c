import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/api';

// Redocly's recommended rules over the served document, as a client generator would read it.
let server: TestServer;
const folder = mkdtempSync(path.join(os.tmpdir(), 'blu-openapi-'));
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint with no error", async () => {
    const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const cli = path.resolve('node_modules/.bin/redocly');
    const result = await promisify(execFile)(
      cli,
      ['lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '100000'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((err: { stdout: string }) => ({ stdout: err.stdout }));
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{
        ruleId: string;
        severity: string;
        message: string;
        location: Array<{ pointer: string }>;
      }>;
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
