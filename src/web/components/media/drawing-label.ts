/**
 * How a drawing is announced: as an image named `label` when it has one, otherwise hidden from
 * assistive technology as decoration (the text beside it says the same). Spread on the <svg>.
 */
export function drawingLabel(label: string | undefined) {
  return label
    ? ({ role: 'img', 'aria-label': label, focusable: 'false' } as const)
    : ({ 'aria-hidden': true, focusable: 'false' } as const);
}
