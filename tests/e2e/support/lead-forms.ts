import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { daysFromNow } from '../../support/lead-fixtures';
import { buildManifest, clientDir } from './build-manifest';

// Fills the lead forms as a visitor would: by the visible labels.

let ipSeed = Math.floor(Math.random() * 200);
/** Each test sends from its own address (X-Forwarded-For), so the 5-per-10-minutes limit stays per test. */
export async function useOwnAddress(page: Page): Promise<string> {
  const ip = `10.${(process.pid % 200) + 1}.${ipSeed++ % 250}.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

export async function fillContact(
  scope: Page | Locator,
  c = { name: 'Olivia Marsh', email: 'olivia.marsh@example.org', phone: '+1 (305) 555-0199' },
) {
  await scope.getByLabel('Full name', { exact: true }).fill(c.name);
  await scope.getByLabel('E-mail', { exact: true }).fill(c.email);
  await scope.getByLabel('Phone', { exact: true }).fill(c.phone);
}

export async function fillProperty(
  scope: Page | Locator,
  p: {
    address: string;
    city: string;
    zip: string;
    type: string;
    bedrooms: string;
    occupancy: string;
  },
) {
  await scope.getByLabel('Street address').fill(p.address);
  await scope.getByLabel('City').selectOption({ label: p.city });
  await scope.getByLabel('ZIP code').fill(p.zip);
  await scope.getByLabel('Property type').selectOption({ label: p.type });
  await scope.getByLabel('Bedrooms').selectOption({ label: p.bedrooms });
  await scope.getByRole('radio', { name: p.occupancy }).check();
}

/** Sends the form and returns the reference the thank-you page shows. */
export async function sendAndReadReference(
  page: Page,
  button: string,
  prefix: string,
): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`/thank-you\\?ref=${prefix}-\\d{4}-\\d{6}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, we have it.' }),
  ).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('ref')!;
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  return reference;
}

/** Sends the empty form: errors next to the fields, the first one focused. */
export async function expectEmptySubmitErrors(page: Page, button: string, firstLabel: string) {
  await page.getByRole('button', { name: button }).click();
  const first = page.getByLabel(firstLabel, { exact: true }).first();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription(/This field is required\./);
  await expect(page).not.toHaveURL(/thank-you/);
}

export const miamiCondo = {
  address: '200 Biscayne Boulevard Way',
  city: 'Miami',
  zip: '33131',
  type: 'Condo',
  bedrooms: '2 bedrooms',
  occupancy: 'Vacant',
};
export const lasOlasTownhouse = {
  address: '1 Las Olas Circle',
  city: 'Fort Lauderdale',
  zip: '33316',
  type: 'Townhouse',
  bedrooms: '3 bedrooms',
  occupancy: 'Rented to a tenant',
};
export const inDays = daysFromNow;

/**
 * The script paths a lead-form page fetches only for its validation, read from the build's
 * manifest rather than guessed from chunk names (a form's schema chunk can share its name with an
 * icon's, or with the module of its choices): `schema`, what the page imports on demand; `files`,
 * those and everything they need which neither the entry nor the page itself brings; `zod`, which
 * of these is the schema library. `pageFile` is the page's module, e.g. `car-page`.
 */
/** Pages whose form is a chunk of its own, drawn once the session allows it. */
const LATE_FORMS: Record<string, string> = {
  'management-prospect-page': 'features/leads/components/prospect-wizard.tsx',
};

export function validationCode(pageFile: string): {
  schema: string[];
  files: string[];
  zod: string[];
} {
  const chunks = buildManifest();
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(chunks[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const pageKey = `features/leads/pages/${pageFile}.tsx`;
  const formKey = LATE_FORMS[pageFile] ?? pageKey;
  const entry = Object.keys(chunks).find((key) => chunks[key]!.isEntry)!;
  expect(chunks[pageKey], `${pageKey} in the build manifest`).toBeDefined();
  expect(chunks[formKey], `${formKey} in the build manifest`).toBeDefined();
  const upFront = closure([entry, pageKey, formKey]);
  const onDemand = chunks[formKey]!.dynamicImports ?? [];
  const files = [...closure(onDemand)].filter((key) => !upFront.has(key));
  const asPath = (key: string) => `/${chunks[key]!.file}`;
  const isZod = (key: string) =>
    readFileSync(path.join(clientDir, chunks[key]!.file), 'utf8').includes('ZodObject');
  return {
    schema: onDemand.map(asPath),
    files: files.map(asPath),
    zod: files.filter(isZod).map(asPath),
  };
}
