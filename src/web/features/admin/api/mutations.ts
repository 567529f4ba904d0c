import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserResponse,
  CreateUserInput,
  OutboxEmail,
  UpdateUserInput,
} from '../../../../shared/schemas/users';
import { useSession } from '../../../lib/session/session-context';
import { adminKeys } from './queries';

/** Every user change also writes an audit row, so both lists are refreshed. */
function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
    ]);
}

export function useCreateUser() {
  const { api } = useSession();
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: CreateUserInput) =>
      api<AdminUserResponse>('/api/admin/users', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const { api } = useSession();
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUserInput }) =>
      api<AdminUserResponse>(`/api/admin/users/${id}`, { method: 'PATCH', body: changes }),
    onSuccess: invalidate,
  });
}

/** A failed e-mail gets a fresh set of attempts; the retry is audited, so both lists refresh. */
export function useRetryEmail() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<OutboxEmail>(`/api/admin/outbox/${id}/retry`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.outbox() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

/** Marks an account a blog editor or not (audited; the account's older sessions end). */
export function useSetBlogEditor() {
  const { api } = useSession();
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, isBlogEditor }: { id: string; isBlogEditor: boolean }) =>
      api<AdminUserResponse>(`/api/admin/users/${id}/blog-editor`, {
        method: 'PATCH',
        body: { isBlogEditor },
      }),
    onSuccess: invalidate,
  });
}
