import { useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  fulfilBodyFor,
  ticketPerTraveller,
  type AdminBooking,
  type FulfilBody,
} from '@portal/contracts/admin-bookings';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../../lib/form-errors';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { fulfilBooking, uploadBookingFile } from '../../api/bookings';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { errorAt } from '../common/localized-fields';

interface Values {
  documents: Array<{ traveller_index: number | null; number: string }>;
  file_ids: string[];
  note: string;
}

/**
 * Issues the booking's documents: flights take one ticket number per traveller, other services one or more
 * voucher (or visa) numbers; files (PDF or image) are uploaded as they are chosen. Confirmed → fulfilled.
 * The form checks with the same rules the API uses (`fulfilBodyFor`), so both say the same words.
 */
export function FulfilForm({ detail, onDone }: { detail: AdminBooking; onDone: (next: AdminBooking) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const { booking } = detail;
  const perTraveller = ticketPerTraveller(booking.service);
  const kind = detail.document_kind;
  const schema = useMemo(
    () => fulfilBodyFor(booking.service, booking.travellers.length),
    [booking.service, booking.travellers.length],
  );
  const form = useForm<Values>({
    resolver: contractResolver(schema, lang) as never,
    defaultValues: {
      documents: perTraveller
        ? booking.travellers.map((_, i) => ({ traveller_index: i, number: '' }))
        : [{ traveller_index: null, number: '' }],
      file_ids: [],
      note: '',
    },
  });
  const { register, formState, control } = form;
  const numbers = useFieldArray({ control, name: 'documents' });
  const [files, setFiles] = useState<Array<{ id: string; name: string }>>([]);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const err = (path: string) => errorAt(formState.errors, path);
  const listError = formState.errors.documents?.root?.message ?? formState.errors.documents?.message;

  async function handleFiles(list: FileList | null) {
    if (!list?.length) return;
    setUploading(true);
    setFileError(null);
    try {
      for (const file of Array.from(list)) {
        const uploaded = await uploadBookingFile(booking.id, file);
        setFiles((current) => {
          const next = [...current, { id: uploaded.id, name: file.name }];
          form.setValue(
            'file_ids',
            next.map((f) => f.id),
          );
          return next;
        });
      }
    } catch (error) {
      setFileError(fieldErrorsOf(error)[0]?.message ?? errorText(error));
    } finally {
      setUploading(false);
    }
  }

  async function handleSubmit(values: Values) {
    setProblem(null);
    try {
      onDone(await fulfilBooking(booking.id, values as FulfilBody));
    } catch (error) {
      // Numbers land on their fields; what belongs to no field (the files, the whole list) above the button.
      const rest = applyServerErrors(error, form.setError, (field) => /^documents\.\d+\.number$/.test(field));
      setProblem(rest[0] ?? errorText(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(handleSubmit)(event)} className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {listError ? <Alert tone="error">{listError}</Alert> : null}
      {numbers.fields.map((field, i) => (
        <TextField
          key={field.id}
          label={
            perTraveller
              ? t('fulfil.ticket_for', {
                  name: `${booking.travellers[i]!.first_name} ${booking.travellers[i]!.last_name}`,
                })
              : t(`fulfil.number.${kind}`, { index: i + 1 })
          }
          hint={perTraveller ? t('fulfil.ticket_hint') : undefined}
          autoComplete="off"
          dir="ltr"
          error={err(`documents.${i}.number`)}
          {...register(`documents.${i}.number`)}
        />
      ))}
      {!perTraveller ? (
        <Button variant="ghost" onClick={() => numbers.append({ traveller_index: null, number: '' })}>
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
        {fileError ? <p className="mt-1 text-sm font-medium text-red-700">{fileError}</p> : null}
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
        className="[&_textarea]:min-h-20"
        error={err('note')}
        {...register('note')}
      />
      <Button type="submit" disabled={formState.isSubmitting || uploading}>
        {formState.isSubmitting ? t('fulfil.saving') : t(`fulfil.submit.${kind}`)}
      </Button>
    </form>
  );
}
