import { humanizeKey } from '../../../shared/humanize';
import type { Email } from '../../lib/mailer';

/** The submission as "Label: value" lines, nested objects and lists flattened, empty values left out. */
export function payloadLines(payload: unknown, prefix = ''): string[] {
  if (payload === null || payload === undefined || payload === '') return [];
  if (Array.isArray(payload)) {
    if (payload.every((v) => typeof v !== 'object' || v === null)) {
      return payload.length ? [`${humanizeKey(prefix)}: ${payload.join(', ')}`] : [];
    }
    return payload.flatMap((v, i) => payloadLines(v, prefix ? `${prefix}.${i}` : String(i)));
  }
  if (typeof payload === 'object') {
    return Object.entries(payload as Record<string, unknown>).flatMap(([k, v]) =>
      payloadLines(v, prefix ? `${prefix}.${k}` : k),
    );
  }
  const value =
    typeof payload === 'boolean'
      ? payload
        ? 'yes'
        : 'no'
      : typeof payload === 'string' || typeof payload === 'number'
        ? String(payload)
        : JSON.stringify(payload);
  return [`${humanizeKey(prefix)}: ${value}`];
}

interface LeadFacts {
  id: string;
  reference: string;
  label: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  payload: unknown;
}

export function staffNewLeadEmail(to: string, lead: LeadFacts, publicUrl: string): Email {
  const link = `${publicUrl}/portal/leads?lead=${lead.id}`;
  return {
    to,
    subject: `New ${lead.label.toLowerCase()} ${lead.reference} from ${lead.contactName}`,
    text: [
      `A new ${lead.label.toLowerCase()} arrived: ${lead.reference}.`,
      '',
      `Contact: ${lead.contactName}, ${lead.contactEmail}${lead.contactPhone ? `, ${lead.contactPhone}` : ''}`,
      '',
      ...payloadLines(lead.payload),
      '',
      `Open it in the leads inbox: ${link}`,
      'We promise visitors an answer within 24 hours (4 hours for concierge requests).',
    ].join('\n'),
  };
}

export function confirmationEmail(
  to: string,
  name: string,
  lead: Pick<LeadFacts, 'reference' | 'label'>,
  brand: string,
  supportPhone: string,
): Email {
  return {
    to,
    subject: `We received your ${lead.label.toLowerCase()} – ${lead.reference}`,
    text: [
      `Hello ${name},`,
      '',
      `Thank you: your ${lead.label.toLowerCase()} is with our team. Your reference is ${lead.reference}.`,
      'A member of our team will contact you within 24 hours on business days (concierge requests within 4 hours).',
      `Quote the reference if you write or call us at ${supportPhone}.`,
      '',
      `The ${brand} team`,
    ].join('\n'),
  };
}

export function assignmentEmail(
  to: string,
  brokerName: string,
  lead: Pick<LeadFacts, 'id' | 'reference' | 'label' | 'contactName'>,
  publicUrl: string,
): Email {
  return {
    to,
    subject: `Lead ${lead.reference} is assigned to you`,
    text: [
      `Hello ${brokerName},`,
      '',
      `The ${lead.label.toLowerCase()} ${lead.reference} from ${lead.contactName} is now yours.`,
      'Please make the first contact within 24 hours and record it as a status change.',
      '',
      `Open it: ${publicUrl}/portal/leads?lead=${lead.id}`,
    ].join('\n'),
  };
}
