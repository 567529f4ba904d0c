import type { Language } from '../../../shared/language-path';
import { localeFor } from '../../../shared/locale';
import type { EmailContent } from '../../lib/mailer';

/*
 * What the contract e-mails say, in English and Spanish. Each returns the subject and the content
 * without the greeting: ContractNotices greets each person by name.
 */

export interface ContractMail {
  subject: string;
  content: Omit<EmailContent, 'greet'>;
}

interface Contract {
  title: string;
  reference: string;
  expiresAt: Date;
}

type Verb = 'sign' | 'approve';

/** The moment in UTC, as a reader of `language` writes it, the zone named. */
export function contractMoment(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeFor(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
    .format(at)
    .concat(' UTC');
}

const SENT = {
  en: {
    subject: (verb: Verb, c: Contract) => `Please ${verb}: ${c.title}`,
    sent: (verb: Verb, c: Contract, sender: string) =>
      `${sender} sent you "${c.title}" (${c.reference}) to ${verb}.`,
    here: (verb: Verb) => `Review and ${verb} it here, no account needed.`,
    action: (verb: Verb) => (verb === 'approve' ? 'Review and approve' : 'Review and sign'),
    until: (when: string) => `The link is for you alone and works until ${when}.`,
  },
  es: {
    subject: (verb: Verb, c: Contract) =>
      `${verb === 'approve' ? 'Aprobación pendiente' : 'Firma pendiente'}: ${c.title}`,
    sent: (verb: Verb, c: Contract, sender: string) =>
      `${sender} le envió "${c.title}" (${c.reference}) para que lo ${verb === 'approve' ? 'apruebe' : 'firme'}.`,
    here: (verb: Verb) =>
      `Revíselo y ${verb === 'approve' ? 'apruébelo' : 'fírmelo'} aquí, sin necesidad de una cuenta.`,
    action: (verb: Verb) => (verb === 'approve' ? 'Revisar y aprobar' : 'Revisar y firmar'),
    until: (when: string) => `El enlace es solo para usted y funciona hasta el ${when}.`,
  },
} as const;

/** A party's turn: the signing link. */
export function sentMail(
  language: Language,
  contract: Contract & { message: string | null },
  verb: Verb,
  senderName: string,
  url: string,
): ContractMail {
  const t = SENT[language];
  return {
    subject: t.subject(verb, contract),
    content: {
      heading: t.subject(verb, contract),
      paragraphs: [
        t.sent(verb, contract, senderName),
        ...(contract.message ? [contract.message] : []),
        t.here(verb),
      ],
      action: { label: t.action(verb), url },
      smallPrint: [t.until(contractMoment(contract.expiresAt, language))],
    },
  };
}

const REMINDED = {
  en: {
    subject: (c: Contract, soon: boolean) =>
      soon ? `Expires in 3 days: please sign ${c.title}` : `Reminder: please sign ${c.title}`,
    waiting: (c: Contract) => `"${c.title}" (${c.reference}) is still waiting for your signature.`,
    action: 'Review and sign',
    expires: (when: string) => `It expires on ${when}.`,
  },
  es: {
    subject: (c: Contract, soon: boolean) =>
      soon ? `Quedan 3 días para firmar: ${c.title}` : `Recordatorio de firma: ${c.title}`,
    waiting: (c: Contract) => `"${c.title}" (${c.reference}) sigue esperando su firma.`,
    action: 'Revisar y firmar',
    expires: (when: string) => `Vence el ${when}.`,
  },
} as const;

/** A fresh link to a party still awaited. */
export function remindedMail(
  language: Language,
  contract: Contract,
  expiringSoon: boolean,
  url: string,
): ContractMail {
  const t = REMINDED[language];
  return {
    subject: t.subject(contract, expiringSoon),
    content: {
      heading: t.subject(contract, expiringSoon),
      paragraphs: [t.waiting(contract)],
      action: { label: t.action, url },
      smallPrint: [t.expires(contractMoment(contract.expiresAt, language))],
    },
  };
}

/** What the contract's sender and broker are told, with a button to the contract. */
export type SenderNews =
  | { kind: 'signed'; verb: Verb; signer: string }
  | { kind: 'declined'; by: string; reason: string }
  | { kind: 'expiring'; awaited: string[] };

const SENDERS = {
  en: {
    signed: (c: Contract, signer: string, verb: Verb) => ({
      subject: `${signer} ${verb === 'approve' ? 'approved' : 'signed'}: ${c.title}`,
      body: `${signer} ${verb === 'approve' ? 'approved' : 'signed'} "${c.title}" (${c.reference}).`,
    }),
    declined: (c: Contract, by: string, reason: string) => ({
      subject: `Declined: ${c.title}`,
      body: `${by} declined "${c.title}" (${c.reference}): ${reason}`,
    }),
    expiring: (c: Contract, awaited: string[], when: string) => ({
      subject: `Expiring in 3 days: ${c.title}`,
      body: `"${c.title}" (${c.reference}) expires on ${when} and still needs ${awaited.join(', ')}.`,
    }),
    action: 'Open the contract',
  },
  es: {
    signed: (c: Contract, signer: string, verb: Verb) => ({
      subject: `${signer} ${verb === 'approve' ? 'aprobó' : 'firmó'}: ${c.title}`,
      body: `${signer} ${verb === 'approve' ? 'aprobó' : 'firmó'} "${c.title}" (${c.reference}).`,
    }),
    declined: (c: Contract, by: string, reason: string) => ({
      subject: `Rechazado: ${c.title}`,
      body: `${by} rechazó "${c.title}" (${c.reference}): ${reason}`,
    }),
    expiring: (c: Contract, awaited: string[], when: string) => ({
      subject: `Vence en 3 días: ${c.title}`,
      body: `"${c.title}" (${c.reference}) vence el ${when} y aún falta que firmen: ${awaited.join(', ')}.`,
    }),
    action: 'Abrir el contrato',
  },
} as const;

export function senderMail(
  language: Language,
  contract: Contract,
  news: SenderNews,
  url: string,
): ContractMail {
  const t = SENDERS[language];
  const { subject, body } =
    news.kind === 'signed'
      ? t.signed(contract, news.signer, news.verb)
      : news.kind === 'declined'
        ? t.declined(contract, news.by, news.reason)
        : t.expiring(contract, news.awaited, contractMoment(contract.expiresAt, language));
  return {
    subject,
    content: { heading: subject, paragraphs: [body], action: { label: t.action, url } },
  };
}

const COMPLETED = {
  en: {
    subject: (c: Contract) => `Completed: ${c.title}`,
    everyone: (c: Contract) => `Every party has signed "${c.title}" (${c.reference}).`,
    attached: 'The signed document, with its certificate of completion, is attached.',
    verify: 'Anyone can check that a copy is unchanged under "Verify a document" at',
  },
  es: {
    subject: (c: Contract) => `Completado: ${c.title}`,
    everyone: (c: Contract) => `Todas las partes firmaron "${c.title}" (${c.reference}).`,
    attached: 'El documento firmado, con su certificado de finalización, va adjunto.',
    verify:
      'Cualquiera puede comprobar que una copia no ha cambiado en "Verificar un documento", en',
  },
} as const;

/** To every party once everyone has signed; the caller attaches the PDF. */
export function completedMail(
  language: Language,
  contract: Contract,
  verifyUrl: string,
): ContractMail {
  const t = COMPLETED[language];
  return {
    subject: t.subject(contract),
    content: {
      heading: t.subject(contract),
      paragraphs: [t.everyone(contract), t.attached],
      smallPrint: [{ text: t.verify, url: verifyUrl }],
    },
  };
}

const VOIDED = {
  en: {
    subject: (c: Contract) => `Cancelled: ${c.title}`,
    voided: (c: Contract) =>
      `"${c.title}" (${c.reference}) was voided and can no longer be signed.`,
    reason: (reason: string) => `Reason: ${reason}`,
  },
  es: {
    subject: (c: Contract) => `Cancelado: ${c.title}`,
    voided: (c: Contract) => `"${c.title}" (${c.reference}) fue anulado y ya no se puede firmar.`,
    reason: (reason: string) => `Motivo: ${reason}`,
  },
} as const;

/** To the parties still awaited when the contract is voided. */
export function voidedMail(language: Language, contract: Contract, reason: string): ContractMail {
  const t = VOIDED[language];
  return {
    subject: t.subject(contract),
    content: {
      heading: t.subject(contract),
      paragraphs: [t.voided(contract), t.reason(reason)],
    },
  };
}
