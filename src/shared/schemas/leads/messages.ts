import type { ValidationCode } from '../../validation/english';

/**
 * The validation codes the lead schemas use, by a short name. Each code's wording, per
 * language, is in src/shared/validation/english.ts and locales/<lng>/validation.json.
 */
export const LEAD_MESSAGES = {
  required: 'form.required',
  tooLong: 'form.tooLong',
  name: 'form.name',
  email: 'form.email',
  phone: 'form.phone',
  choose: 'form.choose',
  chooseOne: 'form.chooseOne',
  date: 'form.date',
  dateFuture: 'form.dateFuture',
  dateOrder: 'form.dateOrder',
  number: 'form.number',
  wholeNumber: 'form.wholeNumber',
  tooSmall: 'form.tooSmall',
  tooLarge: 'form.tooLarge',
  consent: 'form.consent',
  honeypot: 'form.honeypot',
  zip: 'form.zip',
  atLeastOneProperty: 'lead.atLeastOneProperty',
  tooManyProperties: 'lead.tooManyProperties',
  twoReferences: 'lead.twoReferences',
  employer: 'lead.employer',
  datePast: 'form.datePast',
  tooShort: 'form.tooShort',
  priceOrder: 'lead.priceOrder',
  license: 'lead.license',
  licenseFormat: 'lead.licenseFormat',
  amountOwed: 'lead.amountOwed',
  noticeDate: 'lead.noticeDate',
  unitMissing: 'lead.unitMissing',
  listingUnknown: 'lead.listingUnknown',
} as const satisfies Record<string, ValidationCode>;
