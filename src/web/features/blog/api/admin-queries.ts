import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  AdminPost,
  AdminPostSummary,
  BlogImage,
  BlogLanguage,
  PostInput,
  PostRevision,
  PostSave,
  PostStatus,
} from '../../../../shared/schemas/blog';
import type { Session } from '../../../lib/session/session-context';
import { useSession } from '../../../lib/session/session-context';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

type Api = Session['api'];

export interface AdminPostFilters {
  status?: PostStatus | undefined;
  language?: BlogLanguage | undefined;
  q?: string | undefined;
}

export const blogAdminKeys = {
  all: ['blog-admin'] as const,
  list: (filters: AdminPostFilters) => ['blog-admin', 'list', filters] as const,
  post: (id: string) => ['blog-admin', 'post', id] as const,
  revisions: (id: string) => ['blog-admin', 'revisions', id] as const,
};

function search(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const postPath = (id: string) => `/api/blog-admin/posts/${encodeURIComponent(id)}`;

export function adminPostsQuery(api: Api, filters: AdminPostFilters) {
  return queryOptions({
    queryKey: blogAdminKeys.list(filters),
    queryFn: () =>
      api<AdminPostSummary[]>(
        `/api/blog-admin/posts${search({ status: filters.status, language: filters.language, q: filters.q })}`,
      ),
  });
}

export function adminPostQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: blogAdminKeys.post(id),
    queryFn: () => api<AdminPost>(postPath(id)),
    // The editor keeps its own copy once loaded: a refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function revisionsQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: blogAdminKeys.revisions(id),
    queryFn: () => api<PostRevision[]>(`${postPath(id)}/revisions`),
  });
}

/** What the editor can do to a post; each answers the post as saved. */
export type PostAction =
  | { kind: 'create'; input: PostInput }
  | { kind: 'save'; id: string; body: PostSave }
  | { kind: 'publish'; id: string; body: PostSave }
  | { kind: 'schedule'; id: string; body: PostSave & { publishAt: string } }
  | { kind: 'unpublish'; id: string }
  | { kind: 'restore'; id: string; revisionId: string };

function runAction(api: Api, action: PostAction): Promise<AdminPost> {
  switch (action.kind) {
    case 'create':
      return api<AdminPost>('/api/blog-admin/posts', { method: 'POST', body: action.input });
    case 'save':
      return api<AdminPost>(postPath(action.id), { method: 'PUT', body: action.body });
    case 'publish':
      return api<AdminPost>(`${postPath(action.id)}/publish`, {
        method: 'POST',
        body: action.body,
      });
    case 'schedule':
      return api<AdminPost>(`${postPath(action.id)}/schedule`, {
        method: 'POST',
        body: action.body,
      });
    case 'unpublish':
      return api<AdminPost>(`${postPath(action.id)}/unpublish`, { method: 'POST' });
    case 'restore':
      return api<AdminPost>(
        `${postPath(action.id)}/revisions/${encodeURIComponent(action.revisionId)}/restore`,
        { method: 'POST' },
      );
  }
}

/**
 * Every change to a post goes through here: the saved post replaces the cached one, and the
 * list and the revisions are asked again (a save may have added a revision).
 */
export function usePostAction() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PostAction) => runAction(api, action),
    onSuccess: (post, action) => {
      queryClient.setQueryData(blogAdminKeys.post(post.id), post);
      void queryClient.invalidateQueries({ queryKey: ['blog-admin', 'list'] });
      // An autosave keeps no revision: the history need not be asked again.
      if (!(action.kind === 'save' && action.body.autosave)) {
        void queryClient.invalidateQueries({ queryKey: blogAdminKeys.revisions(post.id) });
      }
    },
  });
}

export function useDeletePost() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(postPath(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: blogAdminKeys.post(id) });
      void queryClient.invalidateQueries({ queryKey: ['blog-admin', 'list'] });
    },
  });
}

/** The body as the post page will show it, rendered and sanitised by the server. */
export function usePreviewRequest() {
  const { api } = useSession();
  return useCallback(
    (bodyMarkdown: string) =>
      api<{ html: string }>('/api/blog-admin/preview', { method: 'POST', body: { bodyMarkdown } }),
    [api],
  );
}

/** Uploads one image with its alt text, reporting progress from 0 to 1. */
export function useImageUpload() {
  const { getAuthHeaders } = useSession();
  return (
    file: File,
    altText: string,
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ) => {
    const form = new FormData();
    // The alt text goes first: a multipart reader sees it before the file's bytes.
    form.append('altText', altText);
    form.append('file', file);
    return uploadWithProgress<BlogImage>(
      '/api/blog-admin/images',
      form,
      getAuthHeaders,
      onProgress,
      signal,
    );
  };
}
