/**
 * The shared zod schemas, and so the server, word validation messages in English. The browser
 * shows them in the reader's language from `locales/<lng>/validation.json`: a message is looked up
 * whole, else matched against a pattern whose `{{1}}` is the captured text, `{{label1}}` the
 * captured field name translated (with its article) and `{{Label1}}` the same, capitalised.
 * A message with no translation is shown as it came.
 */
export interface ValidationDictionary {
  messages: Record<string, string>;
  labels: Record<string, string>;
  patterns: { match: string; text: string }[];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function translateValidation(message: string, dictionary: ValidationDictionary): string {
  const whole = dictionary.messages[message];
  if (whole) return whole;
  for (const pattern of dictionary.patterns) {
    const match = new RegExp(pattern.match).exec(message);
    if (!match) continue;
    let unknownLabel = false;
    const text = pattern.text.replace(
      /\{\{(label|Label)?(\d)\}\}/g,
      (_, kind: string | undefined, n: string) => {
        const captured = match[Number(n)] ?? '';
        if (!kind) return captured;
        const label = dictionary.labels[captured];
        if (!label) {
          unknownLabel = true;
          return captured;
        }
        return kind === 'Label' ? capitalise(label) : label;
      },
    );
    // Half-translated text reads worse than the English original.
    if (!unknownLabel) return text;
  }
  return message;
}
