import { describe, expect, it } from 'vitest';
import { NotificationLinkSchema } from './notifications';

describe('NotificationLinkSchema', () => {
  it.each([
    '',
    '/storm',
    '/portal/leads?status=new',
    'https://example.com/a',
    'http://example.com',
  ])('accepts %j', (link) => expect(NotificationLinkSchema.safeParse(link).success).toBe(true));

  // Browsers open each of these on another site (a backslash counts as a slash).
  it.each([
    '/\\evil.example',
    '//evil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (link) => expect(NotificationLinkSchema.safeParse(link).success).toBe(false));
});
