import type { Language } from '../../../shared/language-path';
import { siteUrl } from '../../lib/email-layout';
import type { Email } from '../../lib/mailer';

/** The account an e-mail is about, and where it goes. */
interface Account {
  email: string;
  name: string;
  language: Language;
}

const INVITATION = {
  en: {
    subject: (brand: string) => `Your ${brand} account is ready`,
    created: (brand: string, email: string, inviter: string | null) =>
      `${inviter ? `${inviter} created` : 'We created'} a ${brand} account for you (${email}).`,
    choose: 'Choose your password within 7 days to start using it.',
    action: 'Choose your password',
    once: 'The link works once, for 7 days.',
    signIn: 'After that, sign in at',
  },
  es: {
    subject: (brand: string) => `Su cuenta de ${brand} está lista`,
    created: (brand: string, email: string, inviter: string | null) =>
      `${inviter ? `${inviter} creó` : 'Hemos creado'} una cuenta de ${brand} para usted (${email}).`,
    choose: 'Elija su contraseña en los próximos 7 días para empezar a usarla.',
    action: 'Elegir mi contraseña',
    once: 'El enlace funciona una sola vez, durante 7 días.',
    signIn: 'Después, inicie sesión en',
  },
} as const;

/** An account an admin (or the operator's CLI, `inviter` null) created: the set-password link. */
export function invitationEmail(
  account: Account,
  brand: string,
  inviter: string | null,
  link: string,
  publicUrl: string,
): Email {
  const t = INVITATION[account.language];
  return {
    to: account.email,
    language: account.language,
    subject: t.subject(brand),
    content: {
      heading: t.subject(brand),
      greet: account.name,
      paragraphs: [t.created(brand, account.email, inviter), t.choose],
      action: { label: t.action, url: link },
      closing: [{ text: `${t.signIn}:`, url: siteUrl(publicUrl, account.language, '/auth') }],
      smallPrint: [t.once],
    },
  };
}

const RESET = {
  en: {
    subject: (brand: string) => `Reset your ${brand} password`,
    asked: (brand: string) =>
      `Someone (hopefully you) asked to reset the password of your ${brand} account.`,
    choose: 'Choose a new password within 30 minutes.',
    action: 'Choose a new password',
    once: 'The link works once, for 30 minutes.',
    notYou: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  es: {
    subject: (brand: string) => `Restablezca su contraseña de ${brand}`,
    asked: (brand: string) =>
      `Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de ${brand}.`,
    choose: 'Elija una contraseña nueva en los próximos 30 minutos.',
    action: 'Elegir una contraseña nueva',
    once: 'El enlace funciona una sola vez, durante 30 minutos.',
    notYou: 'Si usted no lo pidió, ignore este correo: su contraseña sigue siendo la misma.',
  },
} as const;

/** A reset the account asked for on /forgot-password. */
export function passwordResetEmail(account: Account, brand: string, link: string): Email {
  const t = RESET[account.language];
  return {
    to: account.email,
    language: account.language,
    subject: t.subject(brand),
    content: {
      heading: t.subject(brand),
      greet: account.name,
      paragraphs: [t.asked(brand), t.choose],
      action: { label: t.action, url: link },
      smallPrint: [t.once, t.notYou],
    },
  };
}
