/**
 * The seeded Florida contract texts: version 1 of each template, written in plain English for a
 * property-management company. Admins edit them in the portal; a saved change is a new version.
 * Merge fields (`{{owner.name}}`) fill from records; signing fields (`{{signature:1}}`) stand on
 * lines of their own, numbered by signer.
 */
export type ContractTemplateKind =
  'management-agreement' | 'residential-lease' | 'lease-renewal-addendum' | 'vendor-agreement';

const MANAGEMENT_AGREEMENT = `# Exclusive Property Management Agreement

This Property Management Agreement (the "Agreement") is made on {{contract.date}} between **{{owner.name}}** (the "Owner"), reachable at {{owner.email}} and {{owner.phone}}, and **{{company.name}}** (the "Manager"), a Florida real estate brokerage with offices at {{company.address}}.

## 1. The property and the appointment

The Owner appoints the Manager as the Owner's exclusive agent to rent, lease, operate and manage the property at **{{property.address}}** (the "Property"). The Manager accepts the appointment and will manage the Property with the care, skill and diligence of a professional property manager licensed under Chapter 475, Florida Statutes.

The owner was introduced to the Manager by {{broker.name}}, who remains the Owner's point of contact for questions about this Agreement.

## 2. Term and termination

1. This Agreement begins on the date the last party signs it and runs for twelve (12) months. It then renews month to month until either party ends it.
2. Either party may end this Agreement for any reason with sixty (60) days' written notice. Either party may end it at once if the other materially breaches it and does not cure the breach within ten (10) days of written notice.
3. When the Agreement ends, the Manager will, within thirty (30) days, deliver a final accounting, the tenants' security deposits (or transfer them as Florida law requires), keys, leases and records, less any fees then owed.

## 3. Management fee

Under the **{{plan.name}}** plan, the Owner pays the Manager a management fee of **{{plan.fee}}**. The fee is taken from rents collected before funds are paid to the Owner. The services included in the plan are those described on the Manager's published plan page on the date of this Agreement.

{{initials:1}}

## 4. Leasing

- The Manager will advertise the Property, show it, screen applicants consistently for income, rental history and criminal history as the law allows, and sign leases on the Owner's behalf on the Manager's standard Florida residential lease.
- The Manager complies with the federal Fair Housing Act and the Florida Fair Housing Act, and will not accept any instruction that would discriminate against an applicant or resident.
- The Manager will not sign a lease longer than twelve (12) months, or at a rent below the amount the Owner approved, without the Owner's written consent.

## 5. Rent, deposits and the trust account

1. The Manager collects rents, fees and security deposits and holds them in a trust (escrow) account at a Florida bank, as Chapter 475, Florida Statutes, requires. Trust funds are never mixed with the Manager's own money.
2. Security deposits are held and accounted for as section 83.49, Florida Statutes, requires, and returned or claimed against within the times that section sets.
3. By the fifteenth (15th) day of each month, the Manager sends the Owner a statement of the previous month's income and expenses and pays the Owner's balance, less a reserve of $300 kept for routine repairs.

## 6. Maintenance and repairs

- The Manager arranges ordinary maintenance and repairs with licensed and insured vendors. A repair estimated above **$500** needs the Owner's approval first, which the Owner can give in the portal or by the e-mailed approval link.
- In an emergency that threatens life, health, safety or the Property, the Manager may spend what is reasonably needed without approval, and will tell the Owner within twenty-four (24) hours.

## 7. Hurricanes and storms

Before a named storm, the Manager will carry out the storm plan agreed for the Property (shutters, outdoor furniture, drains, photographs of the Property's condition). After a storm, the Manager will inspect the Property as soon as it is safe, secure it against further damage and help the Owner document an insurance claim.

## 8. The Owner's responsibilities

1. The Owner keeps the Property insured (property, windstorm, flood where required, and liability of at least $300,000), names the Manager as an additional insured on the liability policy, and sends the Manager a copy of each renewal.
2. The Owner keeps the Property in the condition Florida law requires of a landlord under section 83.51, Florida Statutes, and pays the mortgage, taxes and association dues unless the Owner asks the Manager in writing to pay them from rents.
3. The Owner tells the Manager at once of any lawsuit, code violation or association notice about the Property.

## 9. Liability

The Manager is not liable for any loss unless it results from the Manager's negligence, willful misconduct or breach of this Agreement. The Owner will indemnify the Manager against claims arising from the Property's condition, except those caused by the Manager's negligence or misconduct.

## 10. Notices and electronic signatures

Notices under this Agreement are given by e-mail to the addresses above or through the Manager's portal. The parties agree that this Agreement may be signed electronically, and that electronic signatures have the same effect as handwritten ones.

This Agreement is governed by the laws of the State of Florida.

**Owner:** {{owner.name}}

{{signature:1}}

{{date:1}}

**For {{company.name}}**

{{signature:2}}

{{date:2}}
`;

/** The closing section of a document the resident signs first and the company second, for the owner. */
const residentAndCompanySign = (section: number, document: string) => `## ${section}. Signatures

The parties agree to sign this ${document} electronically.

**Resident:** {{resident.name}}

{{signature:1}}

{{date:1}}

**For {{company.name}}, as agent for the owner**

{{signature:2}}

{{date:2}}
`;

const RESIDENTIAL_LEASE = `# Residential Lease

This lease is made on {{contract.date}} between **{{company.name}}**, as agent for the owner of the premises (the "Landlord"), and **{{resident.name}}** (the "Resident").

## 1. Premises

The Landlord rents to the Resident the home at **{{property.address}}**, unit **{{property.unit}}** (the "Premises"), for use as a private residence only.

## 2. Term

The lease begins on **{{lease.start}}** and ends on **{{lease.end}}**. If the Resident stays after the end date with the Landlord's consent, the tenancy continues month to month at the same rent, and either party may end it with at least thirty (30) days' written notice before the end of a monthly period, as section 83.57, Florida Statutes, provides.

## 3. Rent

1. Rent is **{{lease.rent}}** per month, due in advance on the **{{lease.dueDay}}** day of each month, paid through the resident portal by card or bank transfer, or at the Landlord's office.
2. Late fee: {{lease.lateFee}}.
3. A payment returned by the bank is charged the fee shown in the portal, and the Landlord may then require certified funds.

## 4. Security deposit

The Resident pays a security deposit of **{{lease.deposit}}**. Florida law requires the following disclosure (section 83.49(3), Florida Statutes), which is part of this lease:

- The Landlord holds the deposit in a separate non-interest-bearing account at a Florida banking institution for the Resident's benefit.
- Your lease requires payment of certain deposits. The landlord may transfer advance rents to the landlord's account as they are due and without notice. When you move out, you must give the landlord your new address so that the landlord can send you notices regarding your deposit. The landlord must mail you notice, within 30 days after you move out, of the landlord's intent to impose a claim against the deposit. If you do not reply to the landlord stating your objection to the claim within 15 days after receipt of the landlord's notice, the landlord will collect the claim and must mail you the remaining deposit, if any.
- If the landlord fails to timely mail you notice, the landlord must return the deposit but may later file a lawsuit against you for damages. If you fail to timely object to a claim, the landlord may collect from the deposit, but you may later file a lawsuit claiming a refund. You should attempt to informally resolve any dispute before filing a lawsuit. Generally, the party in whose favor a judgment is rendered will be awarded costs and attorney fees payable by the losing party.
- This disclosure is basic. Please refer to part II of chapter 83, Florida Statutes, to determine your legal rights and obligations.

{{initials:1}}

## 5. Use, occupancy and pets

The Premises may be occupied only by the Resident and the people listed in the Resident's application. No pets are allowed without the Landlord's written pet addendum. The Resident follows the rules of any condominium or homeowners' association that governs the Premises.

## 6. Maintenance and repairs

- The Resident keeps the Premises clean and safe, replaces air-conditioning filters as scheduled, and reports any needed repair promptly through the resident portal. An emergency (fire, flooding, no heat or cooling in extreme weather, a gas smell) is also reported at once by phone to the 24/7 line at {{company.phone}}.
- The Landlord maintains the Premises as section 83.51, Florida Statutes, requires. The Resident pays for damage caused by the Resident, household members or guests.

## 7. Access

The Landlord may enter the Premises at reasonable times to inspect, repair or show it, with at least twenty-four (24) hours' notice, as section 83.53, Florida Statutes, provides, and at any time in an emergency.

## 8. Hurricane season

From June 1 to November 30 the Resident brings in outdoor furniture and loose items when a storm watch is issued, lets the Landlord's technicians install shutters, and reports storm damage through the portal as soon as it is safe to do so. Rent is not reduced for a storm unless the Premises become wholly untenantable, as section 83.63, Florida Statutes, provides.

## 9. Required disclosures

- **Radon gas:** Radon is a naturally occurring radioactive gas that, when it has accumulated in a building in sufficient quantities, may present health risks to persons who are exposed to it over time. Levels of radon that exceed federal and state guidelines have been found in buildings in Florida. Additional information regarding radon and radon testing may be obtained from your county health department. (Section 404.056(5), Florida Statutes.)
- **Lead-based paint:** If the home was built before 1978, the Resident has received the federal lead-based paint disclosure form and the pamphlet "Protect Your Family From Lead in Your Home."

## 10. Default

If the Resident does not pay rent when due, the Landlord may give a three-day notice under section 83.56(3), Florida Statutes. For any other material breach, the Landlord may give a seven-day notice to cure or vacate. The prevailing party in any lawsuit over this lease recovers reasonable attorney fees and court costs.

${residentAndCompanySign(11, 'lease')}`;

const RENEWAL_ADDENDUM = `# Lease Renewal Addendum

This addendum is made on {{contract.date}} between **{{company.name}}**, as agent for the owner (the "Landlord"), and **{{resident.name}}** (the "Resident"), and renews the lease for **{{property.address}}**, unit **{{property.unit}}**.

## 1. Renewal term

The lease is renewed for a new term starting **{{renewal.start}}** and ending **{{renewal.end}}**.

## 2. Rent

From the first day of the renewal term, the monthly rent is **{{renewal.rent}}**, due on the same day of the month as under the current lease and paid the same ways.

## 3. Security deposit

The security deposit held under the current lease carries over to the renewal term and continues to be held as section 83.49, Florida Statutes, requires. No additional deposit is due unless stated here.

## 4. Everything else stays the same

Every other term of the current lease, including its rules, addenda and the disclosures it contains, continues to apply during the renewal term. If this addendum and the lease disagree, this addendum controls for the renewal term.

${residentAndCompanySign(5, 'addendum')}`;

const VENDOR_AGREEMENT = `# Vendor Services Agreement

This agreement is made on {{contract.date}} between **{{company.name}}** (the "Company"), {{company.address}}, and **{{vendor.name}}** (the "Vendor"), reachable at {{vendor.email}}.

## 1. Services

The Vendor will provide **{{vendor.trade}}** at the homes the Company manages, when the Company assigns a work order. The Company does not promise any minimum amount of work.

## 2. Work orders

1. Each job is a work order in the Company's portal. The Vendor accepts or declines it promptly, schedules the visit with the resident through the portal, records notes, parts and time, and marks the job complete with before-and-after photos.
2. Work above the amount approved on the work order needs the Company's written approval first, which may need the owner's approval too.

## 3. Response times

- **Emergency** (active water leak, no power, no cooling in extreme heat, a security risk): on site within **4 hours**, day or night.
- **Urgent:** contact within **24 hours** and on site at the first agreed time.
- **Routine:** contact within **72 hours**.

## 4. Licenses and insurance

Before the first job and at each renewal, the Vendor gives the Company copies of:

- any license Florida requires for the work, including a contractor's license under Chapter 489, Florida Statutes, where applicable;
- commercial general liability insurance of at least $1,000,000 per occurrence, naming the Company as an additional insured;
- workers' compensation coverage as Chapter 440, Florida Statutes, requires, or a valid exemption;
- commercial auto insurance for vehicles used on the job.

## 5. Pricing, invoices and liens

1. The Vendor charges the rates in its current rate sheet on file with the Company, and invoices each work order separately in the portal within seven (7) days of completing it. The Company pays approved invoices within thirty (30) days.
2. On payment, the Vendor gives a lien waiver for the work paid, as Chapter 713, Florida Statutes, allows, and keeps the homes free of liens from its own suppliers and subcontractors.

## 6. In residents' homes

The Vendor's workers carry identification, treat residents with courtesy, keep keys and access codes secret and return them the same day, protect floors and furniture, clean up, and never enter a home without a scheduled visit or the Company's instruction. The Company may ask the Vendor to remove any worker from its jobs.

## 7. Term and termination

This agreement runs for one year from the date the last party signs and renews for one-year terms. Either party may end it with thirty (30) days' written notice; work orders already accepted are completed under its terms.

## 8. Independent contractor

The Vendor is an independent contractor, responsible for its own workers, taxes, tools and methods. Nothing in this agreement makes the Vendor an employee, partner or agent of the Company.

## 9. Indemnity and law

The Vendor indemnifies the Company and the property owners against claims arising from the Vendor's work or negligence. This agreement is governed by the laws of the State of Florida, and the parties agree to sign it electronically.

**For {{vendor.name}}**

{{signature:1}}

{{date:1}}

**For {{company.name}}**

{{signature:2}}

{{date:2}}
`;

export const CONTRACT_TEMPLATE_TEXTS: Record<
  ContractTemplateKind,
  { name: string; description: string; body: string }
> = {
  'management-agreement': {
    name: 'Management agreement',
    description: 'An owner appoints the company as exclusive manager of a Florida home.',
    body: MANAGEMENT_AGREEMENT,
  },
  'residential-lease': {
    name: 'Residential lease',
    description:
      'A Florida residential lease with the deposit and radon disclosures the law requires.',
    body: RESIDENTIAL_LEASE,
  },
  'lease-renewal-addendum': {
    name: 'Lease renewal addendum',
    description: 'Renews a lease for a new term and rent; everything else stays the same.',
    body: RENEWAL_ADDENDUM,
  },
  'vendor-agreement': {
    name: 'Vendor agreement',
    description:
      "A contractor's terms for work orders: response times, insurance, invoices and liens.",
    body: VENDOR_AGREEMENT,
  },
};
