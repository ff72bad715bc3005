import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  CreateCurrencyBodySchema,
  UpdateCurrencyBodySchema,
  type AdminCurrency,
  type CreateCurrencyBody,
} from '@portal/contracts/admin-content';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { CheckboxField, TextField } from '../../../../components/ui/text-field';
import { formatDateTime } from '../../../../lib/dates';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { adminCurrenciesQuery, createCurrency, rateHistoryQuery, updateCurrency } from '../../api/currencies';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { AdminHeading, Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { StatusPill } from '../common/status-pill';

function RateHistory({ code }: { code: string }) {
  const { t } = useAdminText();
  const lang = useLang();
  const query = useQuery(rateHistoryQuery(code));
  return (
    <QueryState query={query} height="4rem">
      {(entries) => (
        <ol className="space-y-1 text-sm">
          {entries.map((e, i) => (
            <li key={i}>
              <bdi dir="ltr" className="font-medium tabular-nums">
                {e.rate}
              </bdi>{' '}
              · {formatDateTime(e.at, lang)} · {e.changed_by ? <bdi>{e.changed_by.name}</bdi> : t('currencies.initial')}
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}

type EditValues = { symbol_name: string; conversation_rate: string; active: boolean };

function CurrencyRow({ currency, onSaved }: { currency: AdminCurrency; onSaved: () => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [showHistory, setShowHistory] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<EditValues>({
    resolver: contractResolver(UpdateCurrencyBodySchema, lang) as never,
    defaultValues: { symbol_name: currency.symbol_name, conversation_rate: currency.rate, active: currency.active },
  });
  async function handleSave(values: EditValues) {
    setProblem(null);
    setSaved(false);
    try {
      await updateCurrency(currency.name, values);
      setSaved(true);
      onSaved();
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, (f) => f in values);
      setProblem(rest[0] ?? errorText(error));
    }
  }
  const { errors, isSubmitting } = form.formState;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <form noValidate onSubmit={form.handleSubmit(handleSave)} aria-label={currency.name}>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{currency.name}</h2>
          <StatusPill tone={currency.active ? 'green' : 'grey'}>
            {currency.active ? t('common.active') : t('common.inactive')}
          </StatusPill>
          <span className="text-sm text-slate-600">{t('currencies.decimals', { count: currency.scale })}</span>
        </div>
        {problem ? (
          <Alert tone="error" className="mb-3">
            {problem}
          </Alert>
        ) : null}
        {saved ? (
          <Alert tone="success" className="mb-3">
            {t('common.saved')}
          </Alert>
        ) : null}
        <div className="grid items-start gap-3 sm:grid-cols-3">
          <TextField
            label={t('currencies.symbol')}
            error={errors.symbol_name?.message}
            {...form.register('symbol_name')}
          />
          <TextField
            label={t('currencies.rate')}
            hint={t('currencies.rate_hint', { code: currency.name })}
            inputMode="decimal"
            dir="ltr"
            error={errors.conversation_rate?.message}
            {...form.register('conversation_rate')}
          />
          <CheckboxField label={t('currencies.offered')} className="sm:mt-9" {...form.register('active')} />
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {t('common.save')}
          </Button>
          <Button variant="secondary" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)}>
            {t('currencies.history')}
          </Button>
        </div>
      </form>
      {showHistory ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <RateHistory code={currency.name} />
        </div>
      ) : null}
    </li>
  );
}

function AddCurrency({ onAdded }: { onAdded: () => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreateCurrencyBody>({
    resolver: contractResolver(CreateCurrencyBodySchema, lang) as never,
    defaultValues: { code: '', symbol_name: '', conversation_rate: '', icon: '' },
  });
  async function handleAdd(values: CreateCurrencyBody) {
    setProblem(null);
    try {
      await createCurrency(values);
      form.reset();
      onAdded();
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, (f) =>
        ['code', 'symbol_name', 'conversation_rate', 'icon'].includes(f),
      );
      setProblem(rest[0] ?? errorText(error));
    }
  }
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(handleAdd)} className="space-y-3">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <TextField
          label={t('currencies.code')}
          dir="ltr"
          autoCapitalize="characters"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <TextField
          label={t('currencies.symbol')}
          error={errors.symbol_name?.message}
          {...form.register('symbol_name')}
        />
        <TextField
          label={t('currencies.rate')}
          inputMode="decimal"
          dir="ltr"
          error={errors.conversation_rate?.message}
          {...form.register('conversation_rate')}
        />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {t('currencies.add')}
      </Button>
    </form>
  );
}

/** Currencies the site offers, their rates (units per 1 IQD) and every rate's history. */
export function CurrenciesScreen() {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const query = useQuery(adminCurrenciesQuery);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'currencies'] });
  return (
    <>
      <AdminHeading title={t('currencies.title')} lead={t('currencies.lead')} />
      <div className="space-y-6">
        <QueryState query={query}>
          {(list) => (
            <ul className="grid gap-4 xl:grid-cols-2">
              {list.map((c) => (
                <CurrencyRow key={`${c.name}-${c.updated_at}`} currency={c} onSaved={refresh} />
              ))}
            </ul>
          )}
        </QueryState>
        <Panel title={t('currencies.add_title')}>
          <AddCurrency onAdded={refresh} />
        </Panel>
      </div>
    </>
  );
}
