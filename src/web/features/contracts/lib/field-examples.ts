/** Tag examples for the editors' hints, passed as values: written in a translation, i18next would read them as its own placeholders. */
export const FIELD_EXAMPLES = {
  merge: '{{owner.name}}',
  signature: '{{signature:1}}',
  initials: '{{initials:1}}',
  date: '{{date:1}}',
};
