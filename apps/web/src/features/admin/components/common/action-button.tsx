import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../../components/ui/button';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { useErrorText } from '../../hooks/use-error-text';

export interface ActionButtonProps {
  /** The button's words. */
  children: ReactNode;
  /** Names the action and its record for screen readers ("Archive Samawah"). */
  label: string;
  /** The call; the button is disabled while it runs. */
  onAction: () => Promise<unknown>;
  /** Where a refusal's words go; without it they are shown under the button. */
  onError?: (message: string) => void;
  variant?: ButtonProps['variant'];
  className?: string;
  disabled?: boolean;
}

/**
 * One action on a record of a back-office screen (archive, restore, give a date back to usual, take an entry out of a
 * line): disabled while its request runs, the API's refusal (its field message, else its detail) shown.
 */
export function ActionButton({
  children,
  label,
  onAction,
  onError,
  variant = 'ghost',
  className = 'min-h-9 px-3',
  disabled,
}: ActionButtonProps) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function handleClick() {
    setBusy(true);
    setError(null);
    try {
      await onAction();
    } catch (e) {
      const message = fieldErrorsOf(e)[0]?.message ?? errorText(e);
      if (onError) onError(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  }
  const button = (
    <Button
      variant={variant}
      className={className}
      aria-label={label}
      disabled={busy || disabled}
      onClick={() => void handleClick()}
    >
      {children}
    </Button>
  );
  if (onError) return button;
  return (
    <div>
      {button}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
