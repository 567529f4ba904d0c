import { useState, type DragEvent } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { WorkOrderSummary } from '../../../../shared/schemas/maintenance';
import { nextStatus, type WorkOrderAction } from '../../../../shared/work-order-flow';
import { OverdueBadge, UrgencyBadge } from '../../../components/ui/work-order-badges';
import { useFormat } from '../../../lib/format';
import { visitText } from '../../../lib/visit-window';
import { WORK_ORDERS_PATH } from './work-order-table';
import { SelectOptions } from '../../../components/ui/form-field';

export const BOARD_COLUMNS = ['new', 'scheduled', 'in_progress', 'waiting', 'completed'] as const;
type Column = (typeof BOARD_COLUMNS)[number];

/** The move that takes a card into a column; nothing goes back to New. */
export const MOVE_INTO: Record<Column, WorkOrderAction | null> = {
  new: null,
  scheduled: 'schedule',
  in_progress: 'start',
  waiting: 'pause',
  completed: 'complete',
};

/**
 * The columns a card may move into now, by the same flow the server applies: a new request cannot
 * jump to Completed, a job awaiting the owner's answer moves only by that answer.
 */
export function movesFor(row: WorkOrderSummary): Column[] {
  const state = {
    status: row.status,
    waitingReason: row.waitingReason,
    approval: row.approvalState,
  };
  return BOARD_COLUMNS.filter((column) => {
    const action = MOVE_INTO[column];
    return column !== row.status && action !== null && nextStatus(state, action, 'staff').ok;
  });
}

/**
 * The office's board: a column per status, cards moved by dragging or from the keyboard (each
 * card's "Move to" menu). `onMove` asks for what the move needs (a visit, notes) and sends it.
 */
export function WorkOrderBoard({
  rows,
  onMove,
}: {
  rows: WorkOrderSummary[];
  onMove: (row: WorkOrderSummary, to: Column) => void;
}) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const [over, setOver] = useState<Column | null>(null);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const drop = (column: Column) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const row = byId.get(event.dataTransfer.getData('text/plain'));
    if (!row || row.status === column) return;
    if (movesFor(row).includes(column)) onMove(row, column);
    else {
      toast.error(
        t('board.notAllowed', {
          title: row.title,
          from: terms(`status.${row.status}`),
          to: terms(`status.${column}`),
        }),
      );
    }
  };
  return (
    <div className="overflow-x-auto pb-2">
      <div className="grid min-w-[56rem] grid-cols-5 gap-3">
        {BOARD_COLUMNS.map((column) => {
          const cards = rows.filter((r) => r.status === column);
          return (
            <section
              key={column}
              aria-labelledby={`board-${column}`}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(column);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={drop(column)}
              className={`flex min-h-40 flex-col gap-2 rounded-xl border p-2 ${
                over === column ? 'border-ocean bg-sky-50' : 'border-slate-200 bg-slate-50'
              }`}
            >
              <h2 id={`board-${column}`} className="px-1 text-sm font-semibold text-navy">
                {terms(`status.${column}`)} <span className="text-slate-600">({cards.length})</span>
              </h2>
              {cards.length === 0 && (
                <p className="px-1 text-xs text-slate-600">{t('board.emptyColumn')}</p>
              )}
              <ul className="flex flex-col gap-2">
                {cards.map((row) => (
                  <BoardCard key={row.id} row={row} onMove={onMove} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}

function BoardCard({
  row,
  onMove,
}: {
  row: WorkOrderSummary;
  onMove: (row: WorkOrderSummary, to: Column) => void;
}) {
  const { t } = useTranslation('work-orders');
  const { t: terms } = useTranslation('maintenance-terms');
  const format = useFormat();
  const visit = visitText(format, row.scheduledStart, row.scheduledEnd);
  const moves = movesFor(row);
  return (
    <li
      draggable
      onDragStart={(e) => e.dataTransfer.setData('text/plain', row.id)}
      className="cursor-grab rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm active:cursor-grabbing"
    >
      <Link
        to={`${WORK_ORDERS_PATH}/${row.id}`}
        className="font-semibold text-ocean hover:underline"
      >
        {row.title}
      </Link>
      <p className="mt-1 text-xs text-slate-600">
        {row.reference} · {row.property.name}
        {row.unit ? ` · ${row.unit.label}` : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {row.urgency !== 'routine' && <UrgencyBadge urgency={row.urgency} />}
        {row.overdue && <OverdueBadge />}
        {row.waitingReason && (
          <span className="text-xs text-orange-800">
            {terms(`waitingReason.${row.waitingReason}`)}
          </span>
        )}
      </div>
      {(row.technician || visit) && (
        <p className="mt-2 text-xs text-slate-700">
          {row.technician?.name}
          {visit ? ` · ${visit}` : ''}
        </p>
      )}
      {moves.length > 0 && (
        <label className="mt-2 flex items-center gap-2 text-xs text-slate-700">
          <span>{t('board.moveTo')}</span>
          <select
            aria-label={t('board.moveCard', { title: row.title })}
            className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-1.5 py-1 text-xs"
            value=""
            onChange={(e) => {
              if (e.target.value) onMove(row, e.target.value as Column);
            }}
          >
            <SelectOptions
              none={t('board.choose')}
              values={moves}
              label={(c) => <>{terms(`status.${c}`)}</>}
            />
          </select>
        </label>
      )}
    </li>
  );
}
