import { useState, type FormEvent } from 'react';
import type { AdminBooking } from '@portal/contracts/admin-bookings';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-field';
import { formatDateTime } from '../../../../lib/dates';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { useLang } from '../../../../lib/i18n';
import { addBookingNote } from '../../api/bookings';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';

/** Staff-only notes on the booking, oldest first; the customer never sees them. */
export function NotesPanel({ detail, onDone }: { detail: AdminBooking; onDone: (next: AdminBooking) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onDone(await addBookingNote(detail.booking.id, text));
      setText('');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  const fieldError = fieldErrorsOf(error).find((e) => e.field === 'text')?.message;
  return (
    <div className="space-y-4">
      {detail.notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('notes.none')}</p>
      ) : (
        <ol className="space-y-3">
          {detail.notes.map((n) => (
            <li key={n.id} className="rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
              <p className="whitespace-pre-line">
                <bdi>{n.text}</bdi>
              </p>
              <p className="mt-1 text-xs text-slate-600">
                <bdi>{n.author.name}</bdi> · {formatDateTime(n.at, lang)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={handleSubmit} className="space-y-3">
        {error && !fieldError ? <Alert tone="error">{errorText(error)}</Alert> : null}
        <TextAreaField
          label={t('notes.add')}
          value={text}
          error={fieldError}
          className="[&_textarea]:min-h-20"
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('notes.save')}
        </Button>
      </form>
    </div>
  );
}
