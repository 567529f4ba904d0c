import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable } from './responsive-table';

interface Unit {
  id: string;
  label: string;
  vacant: boolean;
  rent: string;
  owed: boolean;
}

const units: Unit[] = [
  { id: 'a', label: 'A', vacant: false, rent: '$3,850', owed: true },
  { id: 'b', label: 'B', vacant: true, rent: '—', owed: false },
];

function UnitsTable() {
  return (
    <ResponsiveTable
      rows={units}
      caption="Units of Bayshore Villas"
      name={{ header: 'Unit', cell: (u) => u.label, card: (u) => `Unit ${u.label}` }}
      badge={{ header: 'Occupancy', cell: (u) => (u.vacant ? 'Vacant' : 'Occupied') }}
      details={[
        {
          header: 'Rent',
          numeric: true,
          cell: (u) => u.rent,
          valueClassName: (u) => (u.owed ? 'text-amber-800' : ''),
        },
      ]}
      showDetails={(u) => !u.vacant}
    />
  );
}

describe('ResponsiveTable', () => {
  it('draws the same columns as a table, each row named by its header cell', () => {
    render(<UnitsTable />);
    const table = screen.getByRole('table', { name: 'Units of Bayshore Villas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Unit', 'Occupancy', 'Rent']);
    expect(within(table).getByRole('rowheader', { name: 'A' })).toBeInTheDocument();
    // A column's own colour replaces the plain one instead of competing with it.
    const owed = within(table).getByRole('cell', { name: '$3,850' });
    expect(owed).toHaveClass('text-amber-800');
    expect(owed).not.toHaveClass('text-slate-900');
  });

  it('draws a card per row with its title, badge and labelled lines', () => {
    render(<UnitsTable />);
    const cards = within(
      screen.getByRole('list', { name: 'Units of Bayshore Villas' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Unit A');
    expect(cards[0]).toHaveTextContent('Occupied');
    expect(within(cards[0]!).getByRole('term')).toHaveTextContent('Rent');
    expect(within(cards[0]!).getByRole('definition')).toHaveTextContent('$3,850');
    // A vacant unit's card leaves its lines out.
    expect(cards[1]).toHaveTextContent('Vacant');
    expect(within(cards[1]!).queryByRole('term')).toBeNull();
  });
});
