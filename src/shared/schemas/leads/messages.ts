/**
 * Every validation message the lead schemas use, by code. The server answers with the English
 * text; the browser finds the code of a message (`leadMessageCode`) and shows it in the reader's
 * language from the `leads` namespace (`errors.<code>`), so one rule has one wording per language.
 */
export const LEAD_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This is too long.',
  name: 'Enter the full name.',
  email: 'Enter a valid e-mail address.',
  phone: 'Enter a phone number with at least 7 digits.',
  choose: 'Choose one of the options.',
  chooseOne: 'Choose at least one option.',
  date: 'Enter a valid date.',
  dateFuture: 'Choose today or a later date.',
  dateOrder: 'This date must be on or after the first date.',
  number: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  tooSmall: 'This number is too small.',
  tooLarge: 'This number is too large.',
  consent: 'Please confirm to continue.',
  honeypot: 'Leave this field empty.',
  zip: 'Enter a 5-digit ZIP code.',
  atLeastOneProperty: 'Add at least one property.',
  tooManyProperties: 'Send at most 20 properties per application.',
  twoReferences: 'Give two references.',
  employer: 'Enter the employer for this employment status.',
  datePast: 'Choose today or an earlier date.',
  tooShort: 'Add a few more words so we can act on it.',
  priceOrder: 'The upper amount must be at least the lower amount.',
  license: 'Enter the license number: Florida licenses this trade.',
  licenseFormat: 'Use the letters and digits exactly as on the license.',
  amountOwed: 'Enter the rent owed: a non-payment case needs it.',
  noticeDate: 'Enter the date the notice was served.',
  unitMissing: 'We could not tell which home this is. Reload the page and try again.',
} as const;

export type LeadMessageCode = keyof typeof LEAD_MESSAGES;

const byText = new Map<string, LeadMessageCode>(
  Object.entries(LEAD_MESSAGES).map(([code, text]) => [text, code as LeadMessageCode]),
);

/** The code of a message the schemas produce, or null for any other text. */
export function leadMessageCode(message: string): LeadMessageCode | null {
  return byText.get(message) ?? null;
}
