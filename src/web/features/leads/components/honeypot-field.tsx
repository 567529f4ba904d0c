import { useFormContext } from 'react-hook-form';

/**
 * The spam trap: a "website" input people never see, reach by keyboard or hear in a screen
 * reader (off-screen, aria-hidden, tabindex -1, no autofill). Bots that fill every field fill it,
 * and the schema refuses the submission on both sides.
 */
export function HoneypotField() {
  const { register } = useFormContext();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </label>
    </div>
  );
}
