import type { PostSummary } from '../../../shared/schemas/blog';
import { ListingPhoto } from '../listing/listing-photo';
import { CoverArt } from './cover-art';

/** A card in the blog grids: one column on phones, two on tablets, three on desktops. */
export const POST_CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * A post's cover in a frame the caller sizes (16:9 on cards and on the post): the uploaded photo
 * with its renditions and alt text, or the drawn scene for its subject when it has none.
 */
export function PostCover({
  post,
  sizes = POST_CARD_SIZES,
  eager = false,
  label,
}: {
  post: Pick<PostSummary, 'id' | 'title' | 'tags' | 'cover'>;
  sizes?: string;
  eager?: boolean;
  /** The drawing's accessible name where it is the page's main image; omit on cards. */
  label?: string;
}) {
  if (post.cover) {
    return <ListingPhoto photo={post.cover} alt={post.cover.altText} sizes={sizes} eager={eager} />;
  }
  return (
    <CoverArt
      seed={post.id}
      tags={post.tags}
      title={post.title}
      label={label}
      className="h-full w-full"
    />
  );
}
