import { useState, type FormEvent } from 'react';
import type { AdminBooking } from '@portal/contracts/admin-bookings';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { fulfilBooking, uploadBookingFile } from '../../api/bookings';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';

/**
 * Issues the booking's documents: flights take one ticket number per traveller, other services one or more
 * voucher (or visa) numbers; files (PDF or image) are uploaded as they are chosen. Confirmed → fulfilled.
 */
export function FulfilForm({ detail, onDone }: { detail: AdminBooking; onDone: (next: AdminBooking) => void }) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const { booking } = detail;
  const perTraveller = booking.service === 'flight';
  const [numbers, setNumbers] = useState<string[]>(perTraveller ? booking.travellers.map(() => '') : ['']);
  const [files, setFiles] = useState<Array<{ id: string; name: string }>>([]);
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const kind = detail.document_kind;

  async function handleFiles(list: FileList | null) {
    if (!list?.length) return;
    setUploading(true);
    setProblem(null);
    try {
      for (const file of Array.from(list)) {
        const uploaded = await uploadBookingFile(booking.id, file);
        setFiles((current) => [...current, { id: uploaded.id, name: file.name }]);
      }
    } catch (error) {
      setErrors((e) => ({ ...e, file: fieldErrorsOf(error)[0]?.message ?? errorText(error) }));
    } finally {
      setUploading(false);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setProblem(null);
    try {
      const next = await fulfilBooking(booking.id, {
        documents: numbers.map((number, i) => ({ traveller_index: perTraveller ? i : null, number })),
        file_ids: files.map((f) => f.id),
        note,
      });
      onDone(next);
    } catch (error) {
      const found: Record<string, string> = {};
      for (const e of fieldErrorsOf(error)) found[e.field] = e.message;
      setErrors(found);
      setProblem(found.documents ?? errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {numbers.map((value, i) => (
        <TextField
          key={i}
          label={
            perTraveller
              ? t('fulfil.ticket_for', {
                  name: `${booking.travellers[i]!.first_name} ${booking.travellers[i]!.last_name}`,
                })
              : t(`fulfil.number.${kind}`, { index: i + 1 })
          }
          hint={perTraveller ? t('fulfil.ticket_hint') : undefined}
          value={value}
          autoComplete="off"
          dir="ltr"
          error={errors[`documents.${i}.number`]}
          onChange={(e) => setNumbers(numbers.map((n, j) => (j === i ? e.target.value : n)))}
        />
      ))}
      {!perTraveller ? (
        <Button variant="ghost" onClick={() => setNumbers([...numbers, ''])}>
          {t('fulfil.add_number')}
        </Button>
      ) : null}
      <div>
        <label className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('fulfil.files')}
          <input
            type="file"
            multiple
            accept="application/pdf,image/jpeg,image/png,image/webp"
            className="mt-1.5 block w-full text-sm"
            aria-describedby="fulfil-files-hint"
            onChange={(e) => void handleFiles(e.target.files)}
          />
        </label>
        <p id="fulfil-files-hint" className="text-sm text-slate-600">
          {uploading ? t('fulfil.uploading') : t('fulfil.files_hint')}
        </p>
        {errors.file ? <p className="mt-1 text-sm font-medium text-red-700">{errors.file}</p> : null}
        {files.length ? (
          <ul className="mt-2 list-inside list-disc text-sm">
            {files.map((f) => (
              <li key={f.id}>
                <bdi>{f.name}</bdi>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <TextAreaField
        label={t('fulfil.note')}
        hint={t('fulfil.note_hint')}
        value={note}
        className="[&_textarea]:min-h-20"
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" disabled={busy || uploading}>
        {busy ? t('fulfil.saving') : t(`fulfil.submit.${kind}`)}
      </Button>
    </form>
  );
}
