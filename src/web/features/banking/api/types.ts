export type {
  BankAccountSummary,
  BankItem,
  BookItem,
  Reconciliation,
} from '../../../../shared/schemas/banking';

export const bankingKeys = {
  all: ['banking'] as const,
  accounts: ['banking', 'accounts'] as const,
  reconciliation: (id: string, month: string) => ['banking', 'reconciliation', id, month] as const,
};
