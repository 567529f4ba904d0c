import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../ui/form-field';

/**
 * How a lease term ends: month to month (no end date), or on the date asked for only then. The
 * same on approving an application and on renewing a lease; each form words its own labels.
 */
export function TermEndFields({
  monthToMonth,
  toggle,
  endDate,
  endError,
  labels,
}: {
  monthToMonth: boolean;
  toggle: UseFormRegisterReturn;
  endDate: UseFormRegisterReturn;
  endError: string | undefined;
  labels: { monthToMonth: string; endDate: string };
}) {
  return (
    <>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-ocean"
          {...toggle}
        />
        {labels.monthToMonth}
      </label>
      {!monthToMonth && (
        <TextField label={labels.endDate} type="date" error={endError} {...endDate} />
      )}
    </>
  );
}
