import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPost } from '../../../../shared/schemas/blog';
import { ApiError } from '../../../lib/api-error';
import { AUTOSAVE_DELAY_MS, usePostEditor } from './use-post-editor';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../../lib/session/session-context', () => ({
  useSession: () => ({ api: mocks.api, getAuthHeaders: async () => ({}) }),
}));

const draft: AdminPost = {
  id: '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  slug: 'storm-shutters',
  title: 'Storm shutters',
  status: 'draft',
  language: 'en',
  author: { id: 'u1', name: 'Alicia Reyes' },
  updatedAt: '2026-11-20T15:00:00.000Z',
  publishAt: null,
  publishedAt: null,
  excerpt: 'Which ones to buy.',
  bodyMarkdown: 'Accordion or panel.',
  translationOfId: null,
  tags: [],
  cover: null,
  seoTitle: '',
  seoDescription: '',
  version: 4,
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const calls = () =>
  mocks.api.mock.calls.map(([path, init]) => [
    (init as { method?: string } | undefined)?.method ?? 'GET',
    path,
  ]);

beforeEach(() => {
  vi.useFakeTimers();
  mocks.api.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePostEditor', () => {
  it('autosaves a draft a few seconds after the last change, with the loaded version', async () => {
    mocks.api.mockImplementation(async (_path: string, init: { body: { title: string } }) => ({
      ...draft,
      title: init.body.title,
      version: 5,
    }));
    const { result } = renderHook(() => usePostEditor(draft, 'en'), { wrapper });
    act(() => result.current.edit((v) => ({ ...v, title: 'Storm shutters, compared' })));
    expect(result.current.dirty).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500));
    expect(mocks.api).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls()).toEqual([['PUT', `/api/blog-admin/posts/${draft.id}`]]);
    expect(mocks.api.mock.calls[0]![1].body).toMatchObject({
      title: 'Storm shutters, compared',
      version: 4,
      autosave: true,
    });
    // waitFor cannot see vitest's fake clock: let the answer settle by moving the clock on.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current.autosave?.state).toBe('saved');
    expect(result.current.dirty).toBe(false);
    expect(result.current.saved?.version).toBe(5);
  });

  it('does not autosave a published post, nor a draft the schema refuses', async () => {
    const published = renderHook(() => usePostEditor({ ...draft, status: 'published' }, 'en'), {
      wrapper,
    });
    act(() => published.result.current.edit((v) => ({ ...v, excerpt: 'Changed' })));
    const invalid = renderHook(() => usePostEditor(draft, 'en'), { wrapper });
    act(() => invalid.result.current.edit((v) => ({ ...v, title: '' })));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(mocks.api).not.toHaveBeenCalled();
  });

  it('says when someone else saved first, and stops autosaving', async () => {
    mocks.api.mockRejectedValue(
      new ApiError(409, { error: 'conflict', message: 'This post was changed by someone else' }),
    );
    const { result } = renderHook(() => usePostEditor(draft, 'en'), { wrapper });
    act(() => result.current.edit((v) => ({ ...v, excerpt: 'Newer' })));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 100));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current.conflict).toBe(true);
    expect(result.current.values.excerpt).toBe('Newer');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(mocks.api).toHaveBeenCalledTimes(1);
  });

  it('puts a slug conflict next to the slug, keeping what was typed', async () => {
    mocks.api.mockRejectedValue(
      new ApiError(409, {
        error: 'conflict',
        message: 'Another post uses this address.',
        fields: { slug: 'Another post uses this address. Choose another slug.' },
      }),
    );
    const { result } = renderHook(() => usePostEditor(draft, 'en'), { wrapper });
    act(() => result.current.edit((v) => ({ ...v, slug: 'taken-slug', slugEdited: true })));
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run({ kind: 'draft' });
    });
    expect(outcome).toEqual({ ok: false });
    expect(result.current.errors.slug).toMatch(/Another post uses this address/);
    expect(result.current.conflict).toBe(false);
    expect(result.current.values.slug).toBe('taken-slug');
  });

  it('creates a new post first, then publishes it with the version the create answered', async () => {
    mocks.api.mockImplementation(async (path: string) =>
      path.endsWith('/publish')
        ? { ...draft, status: 'published', version: 2 }
        : { ...draft, version: 1 },
    );
    const { result } = renderHook(() => usePostEditor(null, 'en'), { wrapper });
    act(() =>
      result.current.edit((v) => ({
        ...v,
        title: 'Storm shutters',
        slug: 'storm-shutters',
        excerpt: 'Which ones to buy.',
      })),
    );
    await act(async () => {
      await result.current.run({ kind: 'publish' });
    });
    expect(calls()).toEqual([
      ['POST', '/api/blog-admin/posts'],
      ['POST', `/api/blog-admin/posts/${draft.id}/publish`],
    ]);
    expect(mocks.api.mock.calls[1]![1].body).toMatchObject({ version: 1 });
    expect(result.current.saved?.status).toBe('published');
    expect(result.current.dirty).toBe(false);
  });

  it('refuses to send what the schema refuses, each reason under its field', async () => {
    const { result } = renderHook(() => usePostEditor(null, 'en'), { wrapper });
    await act(async () => {
      await result.current.run({ kind: 'draft' });
    });
    expect(mocks.api).not.toHaveBeenCalled();
    expect(result.current.errors).toMatchObject({
      title: 'Enter a title',
      excerpt: 'Enter a short excerpt for the list and the feed',
    });
  });
});
