import {
  PostInputSchema,
  type AdminPost,
  type BlogImage,
  type BlogLanguage,
  type PostInput,
} from '../../../../shared/schemas/blog';
import { slugFromTitle } from './slug';

/** What the editor holds while it is being written: the input plus what only the page needs. */
export interface PostFormValues {
  title: string;
  slug: string;
  /** Until the writer types a slug, it follows the title. */
  slugEdited: boolean;
  excerpt: string;
  bodyMarkdown: string;
  language: BlogLanguage;
  /** '' for none: the select's value. */
  translationOfId: string;
  tags: string[];
  cover: BlogImage | null;
  seoTitle: string;
  seoDescription: string;
}

/** The editor's fields, each the place a server or schema reason is shown. */
export type PostField =
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'bodyMarkdown'
  | 'language'
  | 'translationOfId'
  | 'tags'
  | 'cover'
  | 'seoTitle'
  | 'seoDescription'
  | 'publishAt';

export type FieldErrors = Partial<Record<PostField, string>>;

export const POST_FIELDS: readonly PostField[] = [
  'title',
  'slug',
  'excerpt',
  'bodyMarkdown',
  'language',
  'translationOfId',
  'tags',
  'cover',
  'seoTitle',
  'seoDescription',
  'publishAt',
];

export function emptyPostForm(language: BlogLanguage): PostFormValues {
  return {
    title: '',
    slug: '',
    slugEdited: false,
    excerpt: '',
    bodyMarkdown: '',
    language,
    translationOfId: '',
    tags: [],
    cover: null,
    seoTitle: '',
    seoDescription: '',
  };
}

export function formFromPost(post: AdminPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    // A published address stays put unless changed by hand; a draft's still follows its title.
    slugEdited: post.status !== 'draft' || post.slug !== slugFromTitle(post.title),
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    language: post.language,
    translationOfId: post.translationOfId ?? '',
    tags: post.tags,
    cover: post.cover,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
  };
}

export function inputFromForm(values: PostFormValues): PostInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    bodyMarkdown: values.bodyMarkdown,
    language: values.language,
    translationOfId: values.translationOfId || null,
    tags: values.tags,
    coverImageId: values.cover?.id ?? null,
    seoTitle: values.seoTitle.trim(),
    seoDescription: values.seoDescription.trim(),
  };
}

/** A typed title carries the slug along until the slug is edited by hand. */
export function withTitle(values: PostFormValues, title: string): PostFormValues {
  return values.slugEdited
    ? { ...values, title }
    : { ...values, title, slug: slugFromTitle(title) };
}

/** True when the two would save the same post (what the server keeps, not the slug flag). */
export function sameInput(a: PostFormValues, b: PostFormValues): boolean {
  return JSON.stringify(inputFromForm(a)) === JSON.stringify(inputFromForm(b));
}

/** The schema field a reason names, as the editor's field that shows it. */
export function fieldOf(path: string): PostField | null {
  const head = path.split('.')[0] ?? '';
  if (head === 'coverImageId') return 'cover';
  return (POST_FIELDS as readonly string[]).includes(head) ? (head as PostField) : null;
}

/** The same checks the server makes, before asking it: each reason under its field. */
export function validatePostForm(values: PostFormValues): FieldErrors {
  const result = PostInputSchema.safeParse(inputFromForm(values));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A server's 400/409 `fields` as the editor's field errors (`fields` may name schema paths). */
export function errorsFromServer(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, reason] of Object.entries(fields)) {
    const field = fieldOf(path);
    if (field && !errors[field]) errors[field] = reason;
  }
  return errors;
}
