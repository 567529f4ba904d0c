import { humanizeKey } from '../../../shared/humanize';
import type { Language } from '../../../shared/language-path';
import { LEAD_KINDS, isLeadKind, type LeadKind } from '../../../shared/schemas/leads/registry';
import { siteUrl } from '../../lib/email-layout';
import type { Email } from '../../lib/mailer';

/**
 * What each kind is called inside a Spanish sentence ("Recibimos su solicitud de alquiler").
 * English sentences use the kind's label (LEAD_KINDS), lower-cased.
 */
const SPANISH_NOUNS: Record<LeadKind, string> = {
  concierge: 'solicitud de concierge',
  'ma-form': 'solicitud de administración',
  'multi-ma': 'solicitud de administración de varias propiedades',
  car: 'solicitud de alquiler',
  referral: 'referido de propietario',
  'management-prospect': 'prospecto de administración',
  evictions: 'solicitud de desalojo',
  neighbors: 'reporte de convivencia',
  cba: 'consulta de administración de asociación',
  collaboration: 'solicitud de proveedor o socio',
  renewal: 'solicitud de renovación de contrato',
  sbp: 'solicitud de broker asociado',
  sba: 'solicitud de asesoría de compra o venta',
  'unit-contact': 'consulta sobre una vivienda',
};

/** The kind as a sentence in `language` names it, lower-case: "rental application". */
export function leadNoun(kind: string, language: Language): string {
  if (!isLeadKind(kind)) return kind;
  return language === 'es' ? SPANISH_NOUNS[kind] : LEAD_KINDS[kind].label.toLowerCase();
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const YES_NO: Record<Language, [string, string]> = { en: ['yes', 'no'], es: ['sí', 'no'] };

/**
 * The submission as label and value rows, nested objects and lists flattened, empty values left
 * out. The labels are the form's field names made readable (in English: they are the data's).
 */
export function payloadRows(
  payload: unknown,
  language: Language = 'en',
  prefix = '',
): [string, string][] {
  if (payload === null || payload === undefined || payload === '') return [];
  if (Array.isArray(payload)) {
    if (payload.every((v) => typeof v !== 'object' || v === null)) {
      return payload.length ? [[humanizeKey(prefix), payload.join(', ')]] : [];
    }
    return payload.flatMap((v, i) =>
      payloadRows(v, language, prefix ? `${prefix}.${i}` : String(i)),
    );
  }
  if (typeof payload === 'object') {
    return Object.entries(payload as Record<string, unknown>).flatMap(([k, v]) =>
      payloadRows(v, language, prefix ? `${prefix}.${k}` : k),
    );
  }
  const [yes, no] = YES_NO[language];
  const value =
    typeof payload === 'boolean'
      ? payload
        ? yes
        : no
      : typeof payload === 'string' || typeof payload === 'number'
        ? String(payload)
        : JSON.stringify(payload);
  return [[humanizeKey(prefix), value]];
}

interface LeadFacts {
  id: string;
  /** A kind of ./registry; a kind since retired is named by its key. */
  kind: string;
  reference: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  payload: unknown;
}

/** Someone in the office, in their own language. */
interface Reader {
  email: string;
  language: Language;
}

const STAFF_NEW_LEAD = {
  en: {
    subject: (noun: string, ref: string, name: string) => `New ${noun} ${ref} from ${name}`,
    heading: (noun: string, ref: string) => `New ${noun} ${ref}`,
    sent: (noun: string, name: string) => `${name} sent a ${noun}.`,
    promise: 'We promise visitors an answer within 24 hours (4 hours for concierge requests).',
    contact: 'Contact',
    action: 'Open it in the leads inbox',
  },
  es: {
    subject: (noun: string, ref: string, name: string) => `${capitalized(noun)} ${ref} de ${name}`,
    heading: (noun: string, ref: string) => `${capitalized(noun)} ${ref}`,
    sent: (_noun: string, name: string) => `${name} envió este formulario.`,
    promise:
      'Prometemos a los visitantes una respuesta en 24 horas (4 horas para las solicitudes de concierge).',
    contact: 'Contacto',
    action: 'Abrirlo en la bandeja de prospectos',
  },
} as const;

export function staffNewLeadEmail(to: Reader, lead: LeadFacts, publicUrl: string): Email {
  const t = STAFF_NEW_LEAD[to.language];
  const noun = leadNoun(lead.kind, to.language);
  const contact = [lead.contactName, lead.contactEmail, lead.contactPhone].filter(Boolean);
  return {
    to: to.email,
    language: to.language,
    subject: t.subject(noun, lead.reference, lead.contactName),
    content: {
      heading: t.heading(noun, lead.reference),
      paragraphs: [t.sent(noun, lead.contactName), t.promise],
      details: [[t.contact, contact.join(', ')], ...payloadRows(lead.payload, to.language)],
      action: {
        label: t.action,
        url: siteUrl(publicUrl, to.language, `/portal/leads?lead=${lead.id}`),
      },
    },
  };
}

const CONFIRMATION = {
  en: {
    subject: (noun: string, ref: string) => `We received your ${noun} – ${ref}`,
    heading: (noun: string) => `We received your ${noun}`,
    thanks: (noun: string, ref: string) =>
      `Thank you: your ${noun} is with our team. Your reference is ${ref}.`,
    when: 'A member of our team will contact you within 24 hours on business days (concierge requests within 4 hours).',
    quote: (phone: string) =>
      phone
        ? `Quote the reference if you write or call us at ${phone}.`
        : 'Quote the reference if you write to us.',
  },
  es: {
    subject: (noun: string, ref: string) => `Recibimos su ${noun} – ${ref}`,
    heading: (noun: string) => `Recibimos su ${noun}`,
    thanks: (noun: string, ref: string) =>
      `Gracias: su ${noun} ya está en manos de nuestro equipo. Su número de referencia es ${ref}.`,
    when: 'Un miembro de nuestro equipo se comunicará con usted en un plazo de 24 horas hábiles (4 horas para las solicitudes de concierge).',
    quote: (phone: string) =>
      phone
        ? `Mencione la referencia si nos escribe o nos llama al ${phone}.`
        : 'Mencione la referencia si nos escribe.',
  },
} as const;

/** The sender's thanks, in the language of the form's page. */
export function confirmationEmail(
  to: Reader & { name: string },
  lead: Pick<LeadFacts, 'reference' | 'kind'>,
  supportPhone: string,
): Email {
  const t = CONFIRMATION[to.language];
  const noun = leadNoun(lead.kind, to.language);
  return {
    to: to.email,
    language: to.language,
    subject: t.subject(noun, lead.reference),
    content: {
      heading: t.heading(noun),
      greet: to.name,
      paragraphs: [t.thanks(noun, lead.reference), t.when, t.quote(supportPhone)],
    },
  };
}

const ASSIGNMENT = {
  en: {
    subject: (ref: string) => `Lead ${ref} is assigned to you`,
    yours: (noun: string, ref: string, contact: string) =>
      `The ${noun} ${ref} from ${contact} is now yours.`,
    first: 'Please make the first contact within 24 hours and record it as a status change.',
    action: 'Open the lead',
  },
  es: {
    subject: (ref: string) => `Se le asignó el prospecto ${ref}`,
    yours: (noun: string, ref: string, contact: string) =>
      `${capitalized(noun)} ${ref} de ${contact} ahora está a su cargo.`,
    first: 'Haga el primer contacto en un plazo de 24 horas y regístrelo como un cambio de estado.',
    action: 'Abrir el prospecto',
  },
} as const;

export function assignmentEmail(
  to: Reader & { name: string },
  lead: Pick<LeadFacts, 'id' | 'reference' | 'kind' | 'contactName'>,
  publicUrl: string,
): Email {
  const t = ASSIGNMENT[to.language];
  return {
    to: to.email,
    language: to.language,
    subject: t.subject(lead.reference),
    content: {
      heading: t.subject(lead.reference),
      greet: to.name,
      paragraphs: [
        t.yours(leadNoun(lead.kind, to.language), lead.reference, lead.contactName),
        t.first,
      ],
      action: {
        label: t.action,
        url: siteUrl(publicUrl, to.language, `/portal/leads?lead=${lead.id}`),
      },
    },
  };
}
