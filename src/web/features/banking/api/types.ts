import type { CsvMapping } from '../../../../shared/schemas/banking';

/** The shapes /api/banking answers with (src/server/modules/banking). */
export interface BankAccountSummary {
  id: string;
  name: string;
  bankName: string;
  last4: string;
  kind: 'operating_trust' | 'deposit_escrow' | 'company_operating';
  mapping: CsvMapping | null;
  lastStatementDay: string | null;
  signedMonths: string[];
  lastEndedMonth: string;
}

export interface BookItem {
  journalLineId: string;
  date: string;
  cents: number;
  number: string;
  memo: string;
}

export interface BankItem {
  statementLineId: string;
  date: string;
  cents: number;
  description: string;
  reference: string;
  journalLineId: string | null;
  how: 'auto' | 'manual' | 'created' | null;
}

export interface Reconciliation {
  bankAccount: {
    id: string;
    name: string;
    bankName: string;
    last4: string;
    kind: string;
    trust: boolean;
  };
  month: string;
  statementEndingCents: number | null;
  statementEndingSource: 'import' | 'typed' | null;
  depositsInTransit: BookItem[];
  outstandingPayments: BookItem[];
  depositsInTransitCents: number;
  outstandingPaymentsCents: number;
  adjustedBankCents: number | null;
  bookBalanceCents: number;
  bankDifferenceCents: number | null;
  unrecordedBankLines: BankItem[];
  statementLines: BankItem[];
  liabilities:
    | {
        kind: 'owner' | 'payable' | 'deposit' | 'prepaid';
        id: string;
        name: string;
        cents: number;
      }[]
    | null;
  liabilitiesCents: number | null;
  trustDifferenceCents: number | null;
  warnings: {
    code: 'company_money' | 'owner_negative' | 'no_statement';
    cents: number;
    name?: string;
  }[];
  needsExplanation: boolean;
  signed: { byName: string; at: string; explanation: string } | null;
}

export const bankingKeys = {
  all: ['banking'] as const,
  accounts: ['banking', 'accounts'] as const,
  reconciliation: (id: string, month: string) => ['banking', 'reconciliation', id, month] as const,
};
