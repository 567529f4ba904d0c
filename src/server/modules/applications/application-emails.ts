import type { Language } from '../../../shared/language-path';
import { formatMoney } from '../../../shared/money';
import { siteUrl } from '../../lib/email-layout';
import type { Email } from '../../lib/mailer';

/** The applicant, in the language of the form they applied with. */
interface DecisionFacts {
  to: string;
  name: string;
  language: Language;
  reference: string;
  note: string;
  supportPhone: string;
}

const QUOTE = {
  en: (reference: string, phone: string) =>
    `Quote ${reference} if you write or call us${phone ? ` at ${phone}` : ''}.`,
  es: (reference: string, phone: string) =>
    `Mencione la referencia ${reference} si nos escribe o nos llama${phone ? ` al ${phone}` : ''}.`,
} as const;

/** A calendar date (YYYY-MM-DD) as a reader of `language` writes it: "May 1, 2027". */
function longDate(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

const APPROVED = {
  en: {
    subject: (ref: string) => `Your rental application ${ref} is approved`,
    heading: 'Your rental application is approved',
    goodNews: (home: string) => `Good news: your rental application for ${home} is approved.`,
    start: 'Start date',
    end: 'End date',
    monthToMonth: 'month-to-month',
    rent: 'Monthly rent',
    deposit: 'Security deposit',
    note: (note: string) => `A note from our team: ${note}`,
    lease:
      'We have prepared your lease; our team will contact you to sign it before the start date.',
    newAccount:
      'We have also created your resident account: a separate e-mail has the link to choose your password.',
    existing:
      'Your lease will appear in your resident portal once it starts. Sign in with your existing account at',
  },
  es: {
    subject: (ref: string) => `Su solicitud de alquiler ${ref} fue aprobada`,
    heading: 'Su solicitud de alquiler fue aprobada',
    goodNews: (home: string) => `Buenas noticias: su solicitud para alquilar ${home} fue aprobada.`,
    start: 'Fecha de inicio',
    end: 'Fecha de fin',
    monthToMonth: 'mes a mes',
    rent: 'Alquiler mensual',
    deposit: 'Depósito de seguridad',
    note: (note: string) => `Una nota de nuestro equipo: ${note}`,
    lease:
      'Ya preparamos su contrato de alquiler; nuestro equipo se comunicará con usted para firmarlo antes de la fecha de inicio.',
    newAccount:
      'También creamos su cuenta de inquilino: en otro correo encontrará el enlace para elegir su contraseña.',
    existing:
      'Su contrato aparecerá en su portal de inquilino cuando comience. Inicie sesión con su cuenta de siempre en',
  },
} as const;

export function applicationApprovedEmail(
  f: DecisionFacts & {
    home: string;
    startDate: string;
    endDate: string | null;
    monthlyRentCents: number;
    securityDepositCents: number;
    newAccount: boolean;
    publicUrl: string;
  },
): Email {
  const t = APPROVED[f.language];
  return {
    to: f.to,
    language: f.language,
    subject: t.subject(f.reference),
    content: {
      heading: t.heading,
      greet: f.name,
      paragraphs: [t.goodNews(f.home)],
      details: [
        [t.start, longDate(f.startDate, f.language)],
        [t.end, f.endDate ? longDate(f.endDate, f.language) : t.monthToMonth],
        [t.rent, formatMoney(f.monthlyRentCents, f.language)],
        [t.deposit, formatMoney(f.securityDepositCents, f.language)],
      ],
      closing: [
        ...(f.note ? [t.note(f.note)] : []),
        t.lease,
        f.newAccount
          ? t.newAccount
          : { text: `${t.existing}:`, url: siteUrl(f.publicUrl, f.language, '/auth') },
      ],
      smallPrint: [QUOTE[f.language](f.reference, f.supportPhone)],
    },
  };
}

const DECLINED = {
  en: {
    subject: (ref: string) => `Your rental application ${ref}`,
    heading: 'About your rental application',
    sorry: (home: string) =>
      `Thank you for applying to rent ${home}. We are sorry: we cannot offer you this home.`,
    note: (note: string) => `Our team's note: ${note}`,
    again: 'You are welcome to apply for another of our homes at any time.',
  },
  es: {
    subject: (ref: string) => `Su solicitud de alquiler ${ref}`,
    heading: 'Sobre su solicitud de alquiler',
    sorry: (home: string) =>
      `Gracias por su solicitud para alquilar ${home}. Lo sentimos: no podemos ofrecerle esta vivienda.`,
    note: (note: string) => `La nota de nuestro equipo: ${note}`,
    again: 'Puede solicitar otra de nuestras viviendas cuando lo desee.',
  },
} as const;

export function applicationDeclinedEmail(f: DecisionFacts & { home: string }): Email {
  const t = DECLINED[f.language];
  return {
    to: f.to,
    language: f.language,
    subject: t.subject(f.reference),
    content: {
      heading: t.heading,
      greet: f.name,
      paragraphs: [t.sorry(f.home), t.note(f.note), t.again],
      smallPrint: [QUOTE[f.language](f.reference, f.supportPhone)],
    },
  };
}
