import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField, type TextFieldProps } from '../../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';

export interface ValueCellProps {
  /** The box's name for screen readers ("Capacity of Economy on 2026-12-01"); the button says "Set the …". */
  label: string;
  /** The value saved now; the button is enabled once the box differs from it. */
  value: string;
  /** Sends the new value; a refusal's message is shown under the box, which keeps what was typed. */
  onSave: (value: string) => Promise<unknown>;
  /** The box: its width and what it takes (`{ type: 'number', min: sold }`, `{ inputMode: 'numeric' }`). */
  input?: Omit<TextFieldProps, 'label' | 'value' | 'error' | 'onChange'>;
}

/** One value of a table row changed in place (a date's capacity, a rate's price), with its own Set button. */
export function ValueCell({ label, value: saved, onSave, input = {} }: ValueCellProps) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  async function handleSave(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await onSave(value);
    } catch (e) {
      setError(fieldErrorsOf(e)[0]?.message ?? errorText(e));
    }
  }
  const { className = 'w-24', ...box } = input;
  return (
    <form onSubmit={(event) => void handleSave(event)} className="flex items-start gap-2">
      <TextField
        label={label}
        className={`${className} [&_label]:sr-only`}
        value={value}
        error={error ?? undefined}
        onChange={(e) => setValue(e.target.value)}
        {...box}
      />
      <Button
        type="submit"
        variant="ghost"
        className="min-h-11 px-3"
        disabled={value === saved}
        aria-label={t('capacity.save_named', { name: label })}
      >
        {t('capacity.set')}
      </Button>
    </form>
  );
}
