// JavaScript a visitor downloads before a page is interactive, gzipped, per public route group:
// the entry chunk and its static imports, plus the page's chunk and its static imports, as the
// production build's manifest lists them. Dynamic imports (below-the-fold sections, the footer,
// translations, a hovered link's page) come after the page is interactive.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The budgets of JavaScript before interactive, gzipped: the home page 130 KB, every other public
// route 150 KB.
const HOME_BUDGET_KB = 130;
const ROUTE_BUDGET_KB = 150;
const client = path.join(process.env.BLU_DIST ?? 'dist', 'client');
const manifest = JSON.parse(readFileSync(path.join(client, '.vite', 'manifest.json'), 'utf8'));

const GROUPS = {
  home: { '/': 'features/home/pages/home-page.tsx' },
  'company and services': {
    '/blu-world': 'features/site/pages/blu-world-page.tsx',
    '/managed': 'features/management/pages/managed-page.tsx',
    '/compare': 'features/management/pages/compare-page.tsx',
    '/storm': 'features/storm/pages/storm-page.tsx',
  },
  'lead forms': {
    '/ma-form': 'features/leads/pages/ma-form-page.tsx',
    '/multi-ma': 'features/leads/pages/multi-ma-page.tsx',
    '/car': 'features/leads/pages/car-page.tsx',
    '/concierge': 'features/leads/pages/concierge-page.tsx',
    '/sba': 'features/leads/pages/sba-page.tsx',
    '/sbp': 'features/leads/pages/sbp-page.tsx',
    '/referral': 'features/leads/pages/referral-page.tsx',
    '/renewal': 'features/leads/pages/renewal-page.tsx',
    '/neighbors': 'features/leads/pages/neighbors-page.tsx',
    '/cba': 'features/leads/pages/cba-page.tsx',
    '/collaboration': 'features/leads/pages/collaboration-page.tsx',
    '/evictions-public': 'features/leads/pages/evictions-page.tsx',
    '/management-prospect': 'features/leads/pages/management-prospect-page.tsx',
  },
  'listings and places': {
    '/slp': 'features/listings/pages/listings-page.tsx',
    '/slp/property/:id': 'app/pages/listing-page.tsx',
    '/community': 'features/places/pages/communities-page.tsx',
    '/marine-lifestyle/:city': 'features/places/pages/city-page.tsx',
  },
  'sign-in': { '/auth': 'features/auth/pages/sign-in-page.tsx' },
  portal: { '/portal': 'app/portal/portal-routes.tsx' },
};

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const gzipped = new Map();
function gzipKb(file) {
  if (!gzipped.has(file)) {
    const full = path.join(client, file);
    statSync(full);
    gzipped.set(file, gzipSync(readFileSync(full), { level: 9 }).length / 1024);
  }
  return gzipped.get(file);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
let homeKb = 0;
const overBudget = [];
console.log('\n## JavaScript before interactive (gzip -9, from the build manifest)');
for (const [group, pages] of Object.entries(GROUPS)) {
  const parts = [];
  for (const [route, source] of Object.entries(pages)) {
    if (!manifest[source]) throw new Error(`${source} is not a chunk in the build manifest`);
    const keys = staticClosure(source, staticClosure(entryKey));
    const kb = [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
    if (route === '/') homeKb = kb;
    else if (group !== 'portal' && kb > ROUTE_BUDGET_KB) overBudget.push(route);
    parts.push(`${route} ${kb.toFixed(1)} KB`);
  }
  console.log(`${group.padEnd(22)} ${parts.join(', ')}`);
}
const within = homeKb <= HOME_BUDGET_KB;
console.log(
  `home budget: ${HOME_BUDGET_KB} KB → ${homeKb.toFixed(1)} KB, ${within ? 'within budget' : 'OVER BUDGET'}`,
);
console.log(
  `other public routes, budget ${ROUTE_BUDGET_KB} KB each: ${overBudget.length === 0 ? 'all within budget' : `OVER BUDGET: ${overBudget.join(', ')}`}`,
);
