/**
 * The renewal form's link from a resident's lease: the home and the current lease's end travel
 * in the address, so the form opens filled in. Both ends live here to keep the names in step.
 */
export function renewalHref(lease: {
  propertyName: string;
  unitLabel: string;
  endDate: string | null;
}): string {
  const params = new URLSearchParams({ property: lease.propertyName, unit: lease.unitLabel });
  if (lease.endDate) params.set('leaseEnd', lease.endDate);
  return `/renewal?${params.toString()}`;
}

/** What the address may fill in; anything malformed is left for the person to type. */
export function renewalPrefill(params: URLSearchParams) {
  const leaseEnd = params.get('leaseEnd') ?? '';
  return {
    property: (params.get('property') ?? '').slice(0, 200),
    unit: (params.get('unit') ?? '').slice(0, 40),
    currentLeaseEnd: /^\d{4}-\d{2}-\d{2}$/.test(leaseEnd) ? leaseEnd : '',
  };
}
