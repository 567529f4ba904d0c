import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl, requestIdFrom } from './log-redaction';

const token = 'mQ3r0b0Z8hN4sQ7o3vXo2u9bQ6hE5qC1yT0wK8aLz4c';

describe('redactUrl', () => {
  it.each([
    [`/sign/${token}`, `/sign/${REDACTED}`],
    [`/api/sign/${token}/pdf`, `/api/sign/${REDACTED}/pdf`],
    [`/es/owner-approval/${token}`, `/es/owner-approval/${REDACTED}`],
    [`/api/pay/receipts/${token}`, `/api/pay/receipts/${REDACTED}`],
    [`/forgot-password?token=${token}`, `/forgot-password?token=${encodeURIComponent(REDACTED)}`],
    [
      '/api/leases/0b8c3a52-1f3e-4a51-9d0c-6a4c1b2e3f40?page=2',
      '/api/leases/0b8c3a52-1f3e-4a51-9d0c-6a4c1b2e3f40?page=2',
    ],
    ['/slp/property/42', '/slp/property/42'],
    ['/api/work-order-approvals/shortlowercasetoken', `/api/work-order-approvals/${REDACTED}`],
    [`/api/listings?q=${token}`, `/api/listings?q=${token}`],
    ['/blu-team/signature-generator', '/blu-team/signature-generator'],
    [
      '/blog/hurricane-season-checklist-for-boat-owners',
      '/blog/hurricane-season-checklist-for-boat-owners',
    ],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('requestIdFrom', () => {
  it("keeps a proxy's plain id and makes a new one for anything else", () => {
    expect(requestIdFrom('lb-1234.abc', () => 'new')).toBe('lb-1234.abc');
    expect(requestIdFrom('bad id\nforged log line', () => 'new')).toBe('new');
    expect(requestIdFrom(undefined, () => 'new')).toBe('new');
    expect(requestIdFrom(['a', 'b'], () => 'new')).toBe('new');
  });
});
