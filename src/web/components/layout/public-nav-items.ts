/** The main sections of the public site, in header order. Labels are keys of the layout namespace. */
export const PUBLIC_NAV_ITEMS = [
  { to: '/managed', labelKey: 'nav.owners' },
  // What residents come to the site for most: paying the rent.
  { to: '/pay', labelKey: 'nav.residents' },
  { to: '/slp', labelKey: 'nav.listings' },
  // Between 768 and 1023 px the header has room for five sections beside "My account"; the
  // application stays one tap away there on every rental listing ("Apply for this home").
  { to: '/car', labelKey: 'nav.apply', headerFrom: 'lg' },
  { to: '/marine-lifestyle/miami', labelKey: 'nav.lifestyle' },
  { to: '/storm', labelKey: 'nav.storm' },
  // DESIGN.md's last section; from 1024 px, as the header has no room for it below.
  { to: '/blog', labelKey: 'nav.blog', headerFrom: 'lg' },
] as const;
