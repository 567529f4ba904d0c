const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are typed by visitors: anything that is not a UUID simply matches nothing. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
