/** A new key per payment the form is about to record; a retry of the same one keeps it. */
export function newIdempotencyKey(): string {
  return `office-${crypto.randomUUID()}`;
}
