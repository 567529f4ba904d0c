import { formatMoney } from '../../../shared/money';
import type { Email } from '../../lib/mailer';

interface DecisionFacts {
  to: string;
  name: string;
  reference: string;
  note: string;
  brand: string;
  supportPhone: string;
}

const signature = (f: DecisionFacts) => [
  '',
  `Quote ${f.reference} if you write or call us${f.supportPhone ? ` at ${f.supportPhone}` : ''}.`,
  '',
  `The ${f.brand} team`,
];

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
  return {
    to: f.to,
    subject: `Your rental application ${f.reference} is approved`,
    text: [
      `Hello ${f.name},`,
      '',
      `Good news: your rental application for ${f.home} is approved.`,
      '',
      `Start date: ${f.startDate}`,
      `End date: ${f.endDate ?? 'month-to-month'}`,
      `Monthly rent: ${formatMoney(f.monthlyRentCents)}`,
      `Security deposit: ${formatMoney(f.securityDepositCents)}`,
      ...(f.note ? ['', `A note from our team: ${f.note}`] : []),
      '',
      'We have prepared your lease; our team will contact you to sign it before the start date.',
      f.newAccount
        ? 'We have also created your resident account: a separate e-mail has the link to choose your password.'
        : `Your lease will appear in your resident portal once it starts: sign in at ${f.publicUrl}/auth with your existing account.`,
      ...signature(f),
    ].join('\n'),
  };
}

export function applicationDeclinedEmail(f: DecisionFacts & { home: string }): Email {
  return {
    to: f.to,
    subject: `Your rental application ${f.reference}`,
    text: [
      `Hello ${f.name},`,
      '',
      `Thank you for applying to rent ${f.home}. We are sorry: we cannot offer you this home.`,
      '',
      `Our team's note: ${f.note}`,
      '',
      'You are welcome to apply for another of our homes at any time.',
      ...signature(f),
    ].join('\n'),
  };
}
