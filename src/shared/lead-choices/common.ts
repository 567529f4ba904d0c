// The choices the lead forms offer, without the schema library: a form page draws its fields from
// these and loads zod only when the visitor starts filling the form (decision 0059). The choices of
// one form are in the module named after it; each schema in schemas/leads/ re-exports its own.

/** Cities the company works in; the forms offer them, "other" covers the rest of Florida. */
export const LEAD_CITIES = ['miami', 'fort-lauderdale', 'naples', 'key-west', 'other'] as const;

export const PROPERTY_TYPES = [
  'condo',
  'single-family',
  'townhouse',
  'multi-family',
  'villa',
] as const;
export const BEDROOMS = ['studio', '1', '2', '3', '4', '5+'] as const;
export const OCCUPANCY = ['vacant', 'tenant', 'owner'] as const;
/** The plan choice of an owner who wants advice before picking one of the plans. */
export const UNDECIDED_PLAN = 'undecided';
/** The most properties one application lists (multi-ma, management-prospect). */
export const MAX_PROPERTIES = 20;
