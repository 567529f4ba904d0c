/**
 * Where each figure leads: the list with the filter that figure counts (leases, work orders). Admins get the
 * admin panel's list (every lease, CSV export), landlords their own list in the portal; both
 * pages read the same filters from the URL.
 */
export function figureLinks(scope: 'own' | 'company') {
  const leases = scope === 'company' ? '/admin_panel/leases' : '/portal/leases';
  return {
    occupancy: '/portal/properties',
    collected: `${leases}?sort=balance`,
    delinquent: `${leases}?delinquent=true`,
    ending: `${leases}?endingWithin=60&sort=end&dir=asc`,
    applications: '/portal/applications',
    leads: '/portal/leads',
    workOrders: '/portal/work-orders',
    overdueWorkOrders: '/portal/work-orders?overdue=true',
  };
}
