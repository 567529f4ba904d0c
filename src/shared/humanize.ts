/** "desiredStart" → "Desired start": a form field's key as a reader would name it. */
export function humanize(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/[-_]/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());
}

/** A dotted path: "currentAddress.zip" → "Current address · Zip", "owners.0" → "Owners · #1". */
export function humanizeKey(path: string): string {
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : humanize(part)))
    .join(' · ');
}
