import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/errors';
import { AppError, fieldError } from './app-error';
import { unstorableReason } from './storable-text';

export interface UploadRules {
  maxBytes: number;
  /** What the form calls the file, in its messages: "photo", "PDF". */
  noun: string;
  /** Texts over the size limit; answered with 413 at the `file` field. */
  tooLarge: string;
  /** A text field the form sends before the file (a title, a description). */
  textField?: string;
}

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  text: string;
}

const isTooLarge = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { statusCode?: number }).statusCode === 413;

/**
 * Reads the one file of a multipart upload (field `file`), and the text field sent before it.
 * Whatever the sender got wrong — not multipart, a broken boundary, a truncated body, no file —
 * is a 400 at the `file` field, never a 500; a file over the limit is a 413 sent here (then
 * `null` is returned and the route stops).
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: UploadRules,
): Promise<UploadedFile | null> {
  if (!request.isMultipart()) {
    throw fieldError(
      'file',
      `Send the ${rules.noun} as multipart/form-data in a field named "file".`,
    );
  }
  try {
    const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
    if (!part || part.fieldname !== 'file')
      throw fieldError('file', `Choose a ${rules.noun} to upload.`);
    const raw = rules.textField ? part.fields[rules.textField] : undefined;
    const text = raw && !Array.isArray(raw) && raw.type === 'field' ? String(raw.value) : '';
    // The input guard reads JSON bodies only: a multipart text field is checked here.
    const textReason = unstorableReason(text);
    if (textReason && rules.textField) throw fieldError(rules.textField, textReason);
    const nameReason = unstorableReason(part.filename);
    if (nameReason) throw fieldError('file', nameReason);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw fieldError('file', `The ${rules.noun} is empty.`);
    return { bytes, fileName: part.filename, text };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isTooLarge(err)) {
      const body: ApiErrorBody = {
        error: 'validation',
        message: rules.tooLarge,
        fields: { file: rules.tooLarge },
      };
      await reply.code(413).send(body);
      return null;
    }
    // busboy's own complaints (no boundary, unexpected end of form, malformed part headers).
    throw fieldError('file', `The upload could not be read. Choose the ${rules.noun} again.`);
  }
}
