import type { Language } from '../../../shared/language-path';
import { formatMoney } from '../../../shared/money';
import type { EmailContent } from '../../lib/mailer';

/** What an e-mail about a work order says, before it knows whom it greets. */
export interface WorkOrderMail {
  subject: string;
  content: Omit<EmailContent, 'greet'>;
}

interface Order {
  reference: string;
  title: string;
  propertyName: string;
}

const EMERGENCY = {
  en: {
    subject: (o: Order) => `EMERGENCY ${o.reference}: ${o.title}`,
    heading: (o: Order) => `Emergency at ${o.propertyName}`,
    reported: (o: Order, resident: string) =>
      `${resident} reported an emergency at ${o.propertyName}: "${o.title}".`,
    respond: 'Respond within the emergency target.',
    action: 'Open the work order',
  },
  es: {
    subject: (o: Order) => `EMERGENCIA ${o.reference}: ${o.title}`,
    heading: (o: Order) => `Emergencia en ${o.propertyName}`,
    reported: (o: Order, resident: string) =>
      `${resident} reportó una emergencia en ${o.propertyName}: "${o.title}".`,
    respond: 'Responda dentro del plazo para emergencias.',
    action: 'Abrir la orden de trabajo',
  },
} as const;

/** To the office and the technician on call, at once. */
export function emergencyMail(
  language: Language,
  order: Order,
  residentName: string,
  url: string,
): WorkOrderMail {
  const t = EMERGENCY[language];
  return {
    subject: t.subject(order),
    content: {
      heading: t.heading(order),
      paragraphs: [t.reported(order, residentName), t.respond],
      action: { label: t.action, url },
    },
  };
}

const COMPLETED = {
  en: {
    subject: (o: Order) => `${o.reference} completed: ${o.title}`,
    heading: (o: Order) => `Work completed: ${o.title}`,
    done: (o: Order) => `The work "${o.title}" at ${o.propertyName} is completed.`,
    see: 'See the notes and photos, and tell us how it went.',
    action: 'See the notes and photos',
  },
  es: {
    subject: (o: Order) => `${o.reference} terminada: ${o.title}`,
    heading: (o: Order) => `Trabajo terminado: ${o.title}`,
    done: (o: Order) => `El trabajo "${o.title}" en ${o.propertyName} está terminado.`,
    see: 'Vea las notas y las fotos, y cuéntenos cómo salió todo.',
    action: 'Ver las notas y las fotos',
  },
} as const;

/** To the resident and the owner once the work is done. */
export function completedMail(language: Language, order: Order, url: string): WorkOrderMail {
  const t = COMPLETED[language];
  return {
    subject: t.subject(order),
    content: {
      heading: t.heading(order),
      paragraphs: [t.done(order), t.see],
      action: { label: t.action, url },
    },
  };
}

const APPROVAL = {
  en: {
    subject: (o: Order) => `Approval needed: ${o.reference} ${o.title}`,
    heading: 'Your approval is needed',
    estimate: (o: Order, estimate: string, threshold: string) =>
      `The estimate for "${o.title}" at ${o.propertyName} is ${estimate}, above the ${threshold} you asked us to check with you first.`,
    noSignIn: 'You can approve or decline it without signing in.',
    portal: 'Or in your portal:',
    action: 'Approve or decline',
    expires: 'The link works for 14 days or until you answer.',
  },
  es: {
    subject: (o: Order) => `Se necesita su aprobación: ${o.reference} ${o.title}`,
    heading: 'Necesitamos su aprobación',
    estimate: (o: Order, estimate: string, threshold: string) =>
      `El presupuesto para "${o.title}" en ${o.propertyName} es de ${estimate}, por encima de los ${threshold} a partir de los cuales nos pidió consultarle.`,
    noSignIn: 'Puede aprobarlo o rechazarlo sin iniciar sesión.',
    portal: 'O desde su portal:',
    action: 'Aprobar o rechazar',
    expires: 'El enlace funciona durante 14 días o hasta que responda.',
  },
} as const;

/** To the owner, when an estimate passes the threshold they set. */
export function approvalMail(
  language: Language,
  order: Order,
  amounts: { estimateCents: number; thresholdCents: number },
  links: { approve: string; portal: string },
): WorkOrderMail {
  const t = APPROVAL[language];
  const estimate = formatMoney(amounts.estimateCents, language);
  const threshold = formatMoney(amounts.thresholdCents, language);
  return {
    subject: t.subject(order),
    content: {
      heading: t.heading,
      paragraphs: [t.estimate(order, estimate, threshold), t.noSignIn],
      action: { label: t.action, url: links.approve },
      smallPrint: [t.expires, { text: t.portal, url: links.portal }],
    },
  };
}
