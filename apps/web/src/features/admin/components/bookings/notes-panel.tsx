import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BookingNoteBodySchema, type AdminBooking } from '@portal/contracts/admin-bookings';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-field';
import { formatDateTime } from '../../../../lib/dates';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { addBookingNote } from '../../api/bookings';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';

/** Staff-only notes on the booking, oldest first; the customer never sees them. Checked by the API's schema. */
export function NotesPanel({ detail, onDone }: { detail: AdminBooking; onDone: (next: AdminBooking) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ text: string }>({
    resolver: contractResolver(BookingNoteBodySchema, lang) as never,
    defaultValues: { text: '' },
  });
  const { register, formState } = form;

  async function handleSubmit({ text }: { text: string }) {
    setProblem(null);
    try {
      onDone(await addBookingNote(detail.booking.id, text));
      form.reset({ text: '' });
    } catch (error) {
      // The server's message for the text lands under it (what was typed stays); anything else above.
      const rest = applyServerErrors(error, form.setError, (field) => field === 'text');
      if (!fieldErrorsOf(error).some((e) => e.field === 'text')) setProblem(rest[0] ?? errorText(error));
    }
  }

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
      <form noValidate onSubmit={(event) => void form.handleSubmit(handleSubmit)(event)} className="space-y-3">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <TextAreaField
          label={t('notes.add')}
          error={formState.errors.text?.message}
          className="[&_textarea]:min-h-20"
          {...register('text')}
        />
        <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
          {t('notes.save')}
        </Button>
      </form>
    </div>
  );
}
