import { describe, expect, it } from 'vitest';
import { decideBlogAdminAccess, mayEditBlog } from './blog-admin-access';

const editor = { isBlogEditor: true };
const plain = { isBlogEditor: false };

describe('decideBlogAdminAccess', () => {
  it('waits while the session loads', () => {
    expect(decideBlogAdminAccess({ loading: true, user: null, role: null, viewingAs: false })).toBe(
      'wait',
    );
  });

  it('sends a signed-out visitor to sign in', () => {
    expect(
      decideBlogAdminAccess({ loading: false, user: null, role: null, viewingAs: false }),
    ).toBe('sign-in');
  });

  it('allows an admin', () => {
    expect(
      decideBlogAdminAccess({ loading: false, user: plain, role: 'admin', viewingAs: false }),
    ).toBe('allow');
  });

  it.each(['landlord', 'resident', 'sb', 'mt', 'user'] as const)(
    'denies a %s who is not a blog editor, and allows one who is',
    (role) => {
      expect(decideBlogAdminAccess({ loading: false, user: plain, role, viewingAs: false })).toBe(
        'denied',
      );
      expect(decideBlogAdminAccess({ loading: false, user: editor, role, viewingAs: false })).toBe(
        'allow',
      );
    },
  );

  it('lets the viewed role decide while an admin views as someone', () => {
    expect(mayEditBlog({ user: editor, role: 'landlord', viewingAs: true })).toBe(false);
    expect(mayEditBlog({ user: plain, role: 'resident', viewingAs: true })).toBe(false);
  });
});
