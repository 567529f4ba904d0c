// Legal texts of the demo company, in the CMS markup (see src/shared/markup.ts). {{…}} names are
// filled from site settings when the page is shown, so a change of brand or address carries over.

const TERMS = `Last updated: November 1, 2026

These terms apply when you use the {{brandName}} website, the owner and resident portal, and the services that {{legalName}} ("we", "us") provides in Florida. By using the site or the portal you accept them. If you sign a management agreement or a lease with us, that signed document governs wherever it differs from these terms.

## Who we are

{{legalName}} is a Florida real estate brokerage and property management company with its main office at {{address}}. Real estate services are provided by or under the supervision of a broker licensed by the Florida Department of Business and Professional Regulation under Chapter 475 of the Florida Statutes.

## Using the site

- Information on the site, including listings, rents, prices and market figures, is provided in good faith but may change without notice. A listing is an invitation to apply, not an offer to rent or sell.
- Square footage, year built, amenities and association rules come from owners, associations and public records. Verify anything that matters to your decision before you sign.
- Market snapshots and "results in numbers" describe homes we managed in the past. They do not promise the rent, occupancy or value your property will reach.
- You may not copy listings in bulk, scrape the site, probe its security, or use it to send unsolicited messages.

## Accounts and the portal

- You are responsible for keeping your password private and for everything done with your account. Tell us at once at {{supportEmail}} if you think someone else has used it.
- We may suspend an account that is used to break these terms, the law or a lease, and we will tell you why unless the law prevents it.
- Documents, statements and messages in the portal are copies for your convenience. Where a paper or signed original exists, the signed original controls.

## Payments

- Rent, deposits and invoices paid online are processed by our payment provider. A payment counts as received when the funds reach our escrow or operating account, not when you press "Pay".
- Security deposits and advance rent are held as required by section 83.49 of the Florida Statutes. Owner funds are held in trust accounts as required by Chapter 475.
- A payment that is returned or charged back may carry the fee allowed by your lease and by section 68.065 of the Florida Statutes.

## Forms and requests

When you send us a form (a management proposal request, a rental application, a concierge or repair request) we reply with a reference number and a confirmation e-mail. Sending a form does not create a management agreement, a lease or a contract for services: those start only when both sides sign.

Rental applications are decided without regard to race, color, religion, sex, national origin, disability, familial status or any other class protected by the federal Fair Housing Act, the Florida Fair Housing Act and local ordinances in Miami-Dade, Broward, Collier and Monroe counties.

## Storm services

Our hurricane preparation and post-storm inspections are done with reasonable care and in the order our storm plan sets, but we cannot guarantee that a home will not be damaged or that crews can reach it when authorities close roads or bridges. We are not an insurer and do not replace your windstorm, flood or homeowner's policy. Evacuation orders from county emergency management always come first.

## Intellectual property

The text, illustrations, logos and software of the site belong to {{legalName}} or its licensors. You may print or save pages for your own use. Photos and descriptions that owners give us for a listing remain theirs and are used under the listing agreement.

## Limitation of liability

To the extent Florida law allows, we are not liable for indirect or consequential losses arising from the use of the website or portal, including lost rent caused by an outage of the site. Nothing in these terms limits liability that cannot be limited by law, or our duties under a signed management agreement or lease.

## Governing law

These terms are governed by the laws of the State of Florida. Any dispute about them is heard in the state courts of Miami-Dade County, Florida, unless a signed agreement names another forum.

## Changes and contact

We may update these terms; the date at the top shows the latest version, and we will tell portal users by e-mail at least 14 days before a change that affects them. Questions: {{supportEmail}}, {{phone}}, or by mail to {{address}}.`;

const PRIVACY = `Last updated: November 1, 2026

This policy explains what personal information {{legalName}} ("we", "us") collects through the {{brandName}} website, portal and services, why we use it, who we share it with, and the choices you have.

## What we collect

- **Contact details** you give us in forms and accounts: name, e-mail, phone, mailing address and preferred language.
- **Property information** from owners: addresses, association details, photos, keys and access codes, insurance and vendor details.
- **Rental applications**: employment, income, rental history, references and, with your written consent, the identity details a screening company needs to run credit, eviction and criminal background reports.
- **Payments**: the amount, date and the last four digits of the card or account. Full card numbers go directly to our payment provider and never reach our servers.
- **Portal activity**: maintenance requests, messages, photos you upload, documents you sign, and a log of sign-ins for security.
- **Technical data**: IP address, browser type and pages visited, kept in server logs for up to 90 days.

## Why we use it

1. To answer your request and send the confirmation you asked for.
2. To manage properties and leases: collect rent, pay owners, coordinate repairs and keep the records Florida law requires.
3. To screen rental applicants fairly and consistently, under the federal Fair Credit Reporting Act.
4. To send storm alerts and service notices about the homes you own or rent.
5. To keep the portal secure and to investigate misuse.

We do not sell personal information and we do not use it for advertising profiles.

## Who we share it with

- Tenant screening companies, only for applicants who gave consent.
- Our payment provider, to process rent and invoices.
- Vendors and technicians, only the name, phone number and access details needed for a job.
- Condominium and homeowner associations, when their approval of a tenant is required.
- Owners receive the application summary and lease of their own tenants; residents receive the owner details required by section 83.50 of the Florida Statutes.
- Courts, authorities and insurers when the law requires it or a claim needs it.

## Cookies and local storage

We use one essential cookie to keep you signed in to the portal. The site also stores a few settings in your browser: your language choice and the ticks on the hurricane checklist. We use no advertising or third-party tracking cookies.

## How long we keep it

Records of rentals, escrow accounts and transactions are kept for at least five years, as section 475.5015 of the Florida Statutes requires of brokers. Unsuccessful rental applications are deleted after two years. Form submissions that never became business are deleted after three years.

## Security

Passwords are stored as one-way hashes, the portal is served over encrypted connections, and staff see only the records their role needs. If a breach affects your personal information we will notify you within 30 days, as the Florida Information Protection Act (section 501.171) requires.

## Your choices and rights

You may ask for a copy of your personal information, ask us to correct it, or ask us to delete what we are not required to keep. Write to {{supportEmail}} or call {{phone}}; we answer within 30 days. You can unsubscribe from service e-mails in your portal profile, except storm alerts and notices about a lease.

## Children

The site is not directed to children under 13, and we do not knowingly collect their information.

## Contact

{{legalName}}, {{address}}. E-mail {{supportEmail}}, phone {{phone}}. A Spanish version of this policy is available: switch the site's language to Español.`;

export const DEMO_LEGAL_EN = [
  {
    slug: 'terms-and-conditions',
    language: 'en',
    title: 'Terms and conditions',
    description: 'The terms that apply when you use our website, portal and services.',
    body: TERMS,
  },
  {
    slug: 'privacy-policy',
    language: 'en',
    title: 'Privacy policy',
    description:
      'What personal information we collect, why, who we share it with, and how to exercise your rights.',
    body: PRIVACY,
  },
];
