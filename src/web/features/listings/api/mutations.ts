import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingTexts, ManagedListing } from '../../../../shared/schemas/listings';
import type { Photo } from '../../../../shared/schemas/places';
import { useSession } from '../../../lib/session/session-context';
import { requestJson } from '../../../lib/api-error';
import { listingKeys } from './queries';

/**
 * Photo requests carry no JSON: the browser sets the multipart boundary itself, and a DELETE with
 * a JSON content type but no body is refused by the server, so the header is left out.
 */
function useAuthHeaders() {
  const session = useSession();
  return async () => {
    const headers = await session.getAuthHeaders();
    delete headers['Content-Type'];
    return headers;
  };
}

function useInvalidateListing() {
  const queryClient = useQueryClient();
  return (listingId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listingKeys.mine() }),
      queryClient.invalidateQueries({ queryKey: listingKeys.detail(listingId) }),
      queryClient.invalidateQueries({ queryKey: [...listingKeys.all, 'search'] }),
    ]);
}

export function useUploadListingPhoto() {
  const headers = useAuthHeaders();
  const invalidate = useInvalidateListing();
  return useMutation({
    mutationFn: async (input: { listingId: string; file: File; altText: string }) => {
      const form = new FormData();
      // The description goes first: the server reads fields that arrive before the file.
      form.append('altText', input.altText);
      form.append('file', input.file);
      return requestJson<Photo>(`/api/listings/${input.listingId}/photos`, {
        method: 'POST',
        headers: await headers(),
        body: form,
      });
    },
    onSuccess: (_photo, input) => invalidate(input.listingId),
  });
}

export function useDeleteListingPhoto() {
  const headers = useAuthHeaders();
  const invalidate = useInvalidateListing();
  return useMutation({
    mutationFn: async (input: { listingId: string; photoId: string }) =>
      requestJson<null>(`/api/listings/${input.listingId}/photos/${input.photoId}`, {
        method: 'DELETE',
        headers: await headers(),
      }),
    onSuccess: (_result, input) => invalidate(input.listingId),
  });
}

/** Saves a listing's texts; the owner's list, the public page and the search then show them. */
export function useSaveListingTexts() {
  const session = useSession();
  const invalidate = useInvalidateListing();
  return useMutation({
    mutationFn: ({ listingId, texts }: { listingId: string; texts: ListingTexts }) =>
      session.api<ManagedListing>(`/api/listings/${listingId}/texts`, {
        method: 'PUT',
        body: texts,
      }),
    onSuccess: (listing) => invalidate(listing.id),
  });
}
