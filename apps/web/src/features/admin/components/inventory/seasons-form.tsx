import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { SeasonsBodySchema, type DestinationSeasons, type SeasonsBody } from '@portal/contracts/admin-hotels';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { setSeasons } from '../../api/hotels';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { errorAt } from '../common/localized-fields';

interface SeasonValues {
  code: string;
  start_md: string;
  end_md: string;
  /** Shown in percent (135 = 135 %); the API keeps basis points. */
  factor_percent: number;
}
interface Values {
  seasons: SeasonValues[];
}

const valuesOf = (data: DestinationSeasons): Values => ({
  seasons: data.seasons.map(({ factor_bp, ...s }) => ({ ...s, factor_percent: factor_bp / 100 })),
});

const toBody = (values: Values): SeasonsBody => ({
  seasons: values.seasons.map(({ factor_percent, ...s }) => ({ ...s, factor_bp: Math.round(factor_percent * 100) })),
});

/**
 * A destination's seasons: each recurs every year between two days and scales the rates' base price; saved for
 * every hotel of the destination at once (new sales only). Checked by the API's own schema.
 */
export function SeasonsForm({ data, onSaved }: { data: DestinationSeasons; onSaved: (d: DestinationSeasons) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    // The schema checks the body the form becomes (percent as basis points); its messages land on the fields.
    resolver: async (values, context, options) => {
      const result = await contractResolver(SeasonsBodySchema, lang)(
        toBody(values) as never,
        context,
        options as never,
      );
      const errors = result.errors as { seasons?: Array<Record<string, unknown> | undefined> };
      errors.seasons?.forEach((row) => {
        if (row?.factor_bp) row.factor_percent = row.factor_bp;
      });
      return (Object.keys(result.errors).length ? { values: {}, errors } : { values, errors: {} }) as never;
    },
    defaultValues: valuesOf(data),
  });
  const { register, formState, control } = form;
  const rows = useFieldArray({ control, name: 'seasons' });
  const err = (p: string) => errorAt(formState.errors, p);

  async function handleSave(values: Values) {
    setProblem(null);
    setSaved(false);
    try {
      const next = await setSeasons(data.slug, toBody(values));
      form.reset(valuesOf(next));
      onSaved(next);
      setSaved(true);
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, (field) =>
        /^seasons\.\d+\.(code|start_md|end_md)$/.test(field),
      );
      setProblem(rest[0] ?? errorText(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(handleSave)(event)} className="space-y-4">
      <p className="text-sm text-slate-700">{t('destinations.seasons_lead')}</p>
      {data.custom ? null : <p className="text-sm text-amber-900">{t('destinations.seasons_inherited')}</p>}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {saved ? <Alert tone="success">{t('destinations.seasons_saved')}</Alert> : null}
      {rows.fields.length === 0 ? <p className="text-sm text-slate-600">{t('destinations.no_seasons')}</p> : null}
      <ol className="space-y-3">
        {rows.fields.map((field, i) => (
          <li key={field.id}>
            <fieldset className="rounded-xl bg-slate-50 p-3">
              <legend className="sr-only">{t('destinations.season_n', { n: i + 1 })}</legend>
              <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-5">
                <TextField
                  label={t('destinations.code')}
                  hint={i === 0 ? t('destinations.code_hint') : undefined}
                  dir="ltr"
                  autoComplete="off"
                  error={err(`seasons.${i}.code`)}
                  {...register(`seasons.${i}.code`)}
                />
                <TextField
                  label={t('destinations.start')}
                  dir="ltr"
                  inputMode="numeric"
                  placeholder="06-15"
                  error={err(`seasons.${i}.start_md`)}
                  {...register(`seasons.${i}.start_md`)}
                />
                <TextField
                  label={t('destinations.end')}
                  dir="ltr"
                  inputMode="numeric"
                  placeholder="09-15"
                  error={err(`seasons.${i}.end_md`)}
                  {...register(`seasons.${i}.end_md`)}
                />
                <TextField
                  label={t('destinations.factor')}
                  hint={i === 0 ? t('destinations.factor_hint') : undefined}
                  dir="ltr"
                  inputMode="decimal"
                  error={err(`seasons.${i}.factor_percent`)}
                  {...register(`seasons.${i}.factor_percent`, { valueAsNumber: true })}
                />
                <Button
                  variant="ghost"
                  className="lg:mt-7"
                  aria-label={t('destinations.remove_season', { n: i + 1 })}
                  onClick={() => rows.remove(i)}
                >
                  {t('hotels.remove')}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => rows.append({ code: '', start_md: '', end_md: '', factor_percent: 100 })}
        >
          {t('destinations.add_season')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('destinations.save_seasons')}
        </Button>
      </div>
    </form>
  );
}
