/** The main sections of the public site, in header order. Labels are keys of the layout namespace. */
export const PUBLIC_NAV_ITEMS = [
  { to: '/managed', labelKey: 'nav.owners' },
  // Residents land on the renewal request until the rent payment page (/pay) ships.
  { to: '/renewal', labelKey: 'nav.residents' },
  { to: '/slp', labelKey: 'nav.listings' },
  { to: '/car', labelKey: 'nav.apply' },
  { to: '/marine-lifestyle/miami', labelKey: 'nav.lifestyle' },
  { to: '/storm', labelKey: 'nav.storm' },
] as const;
