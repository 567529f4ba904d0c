/** The main sections of the public site, in header order. Labels are keys of the layout namespace. */
export const PUBLIC_NAV_ITEMS = [
  { to: '/managed', labelKey: 'nav.owners' },
  // What residents come to the site for most: paying the rent.
  { to: '/pay', labelKey: 'nav.residents' },
  { to: '/slp', labelKey: 'nav.listings' },
  // Below 1280 px the header has room for DESIGN.md's sections only (five of them below 1024 px,
  // beside "My account"); the application stays one tap away on every rental listing ("Apply for
  // this home") and in the menu.
  { to: '/car', labelKey: 'nav.apply', headerFrom: 'xl' },
  { to: '/marine-lifestyle/miami', labelKey: 'nav.lifestyle' },
  { to: '/storm', labelKey: 'nav.storm' },
  // DESIGN.md's last section: from 1024 px, as the header has room for five below that.
  { to: '/blog', labelKey: 'nav.blog', headerFrom: 'lg' },
] as const;
