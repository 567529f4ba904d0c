import { describe, expect, it } from 'vitest';
import type { AdminPost } from '../../../../shared/schemas/blog';
import {
  emptyPostForm,
  errorsFromServer,
  formFromPost,
  inputFromForm,
  sameInput,
  validatePostForm,
  withTitle,
} from './post-form';

const post: AdminPost = {
  id: '7d8f3b7e-3a52-4c1f-9b7e-0d1c2b3a4f5e',
  slug: 'the-marinas-of-fort-lauderdale',
  title: 'The marinas of Fort Lauderdale',
  status: 'draft',
  language: 'en',
  author: { id: 'u1', name: 'Alicia Reyes' },
  updatedAt: '2026-11-20T15:00:00.000Z',
  publishAt: null,
  publishedAt: null,
  excerpt: 'Where to keep a boat.',
  bodyMarkdown: '## Bahia Mar',
  translationOfId: null,
  tags: ['marinas'],
  cover: null,
  seoTitle: '',
  seoDescription: '',
  version: 3,
};

describe('the post form', () => {
  it('fills the slug from the title until the slug is edited', () => {
    let values = withTitle(emptyPostForm('en'), 'Hurricane season: a checklist');
    expect(values.slug).toBe('hurricane-season-a-checklist');
    values = { ...values, slug: 'storm-checklist', slugEdited: true };
    values = withTitle(values, 'Hurricane season: the full checklist');
    expect(values.slug).toBe('storm-checklist');
  });

  it('keeps a published post’s slug, and a draft’s that still follows its title follows on', () => {
    expect(formFromPost({ ...post, status: 'published' }).slugEdited).toBe(true);
    expect(formFromPost(post).slugEdited).toBe(false);
    expect(formFromPost({ ...post, slug: 'marinas' }).slugEdited).toBe(true);
  });

  it('turns the form into the contract’s input', () => {
    const input = inputFromForm({ ...formFromPost(post), title: '  Marinas  ' });
    expect(input).toMatchObject({
      title: 'Marinas',
      translationOfId: null,
      coverImageId: null,
      tags: ['marinas'],
    });
  });

  it('tells a change from the saved post, ignoring the slug flag', () => {
    const saved = formFromPost(post);
    expect(sameInput(saved, { ...saved, slugEdited: !saved.slugEdited })).toBe(true);
    expect(sameInput(saved, { ...saved, excerpt: 'Other' })).toBe(false);
  });

  it('puts each schema reason under its field', () => {
    const errors = validatePostForm({ ...emptyPostForm('en'), slug: 'Not A Slug' });
    expect(errors.title).toBe('Enter a title');
    expect(errors.excerpt).toBe('Enter a short excerpt for the list and the feed');
    expect(errors.slug).toBeTruthy();
    expect(validatePostForm(formFromPost(post))).toEqual({});
  });

  it('places the server’s reasons, cover and tags included', () => {
    expect(
      errorsFromServer({
        slug: 'This address is taken by another post',
        coverImageId: 'Upload a cover image',
        'tags.2': 'Keep a tag to 40 characters or fewer',
        unknown: 'x',
      }),
    ).toEqual({
      slug: 'This address is taken by another post',
      cover: 'Upload a cover image',
      tags: 'Keep a tag to 40 characters or fewer',
    });
  });
});
