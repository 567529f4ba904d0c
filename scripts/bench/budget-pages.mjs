// The public pages the performance budgets name (Lighthouse on all; the first-ten-seconds bench adds the
// blog and the Spanish home): the same list for every bench that measures them.

/** `/`, `/storm`, `/slp`, the first listing the server offers, a city and a form page. */
export async function budgetPages(serverUrl) {
  const answer = await (await fetch(`${serverUrl}/api/listings?pageSize=1`)).json();
  return [
    '/',
    '/storm',
    '/slp',
    `/slp/property/${answer.items[0].id}`,
    '/marine-lifestyle/naples',
    '/ma-form',
  ];
}
