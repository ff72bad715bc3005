import type { ReactNode } from 'react';
import { BOOKING_STATUSES } from '@portal/contracts/booking-constants';
import { formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { useAdminText, type AdminKey } from '../../i18n';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const STATUSES = new Set<string>(BOOKING_STATUSES);
/** Statuses of top-ups and agency applications that the booking statuses do not name. */
const OTHER_STATUSES = new Set(['pending', 'approved', 'rejected', 'refused']);

function useValueText() {
  const { t, i18n } = useAdminText();
  const lang = useLang();
  function text(key: string, value: unknown): ReactNode {
    if (value === null || value === undefined || value === '') return <span className="text-slate-500">—</span>;
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (typeof value === 'number') return value.toLocaleString(lang === 'ar' ? 'ar-IQ-u-nu-latn' : lang);
    if (typeof value === 'string') {
      if (key === 'status' && STATUSES.has(value)) return t(`booking_status.${value}` as AdminKey);
      if (key === 'status' && OTHER_STATUSES.has(value)) return t(`audit.status.${value}` as AdminKey);
      if (ISO_INSTANT.test(value)) return formatDateTime(value, lang, { dateStyle: 'medium', timeStyle: 'short' });
      return <bdi>{value}</bdi>;
    }
    if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
      return value.length === 0 ? t('audit.none_items') : <bdi>{value.join(i18n.language === 'ar' ? '، ' : ', ')}</bdi>;
    }
    // Nested values (a hotel's rooms, a rate table) keep their structure.
    return (
      <pre dir="ltr" className="overflow-x-auto text-start text-xs whitespace-pre-wrap">
        {JSON.stringify(value, null, 2)}
      </pre>
    );
  }
  return text;
}

/** One side of an audit entry (before or after) as labelled, formatted values rather than raw JSON. */
export function AuditValues({ label, value }: { label: string; value: unknown }) {
  const { t, i18n } = useAdminText();
  const text = useValueText();
  if (value === null || value === undefined) return null;
  const fields =
    typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Record<string, unknown>) : null;
  const fieldLabel = (key: string) => {
    const labelKey = `audit.fields.${key}`;
    // A field without a label shows its code, marked as such, rather than an untranslated word.
    return i18n.exists(`admin:${labelKey}`) ? (
      t(labelKey as AdminKey)
    ) : (
      <code dir="ltr" className="text-xs">
        {key}
      </code>
    );
  };
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="text-xs font-semibold text-slate-600">{label}</p>
      {fields ? (
        fields.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">—</p>
        ) : (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {fields.map(([key, v]) => (
              <div key={key} className="contents">
                <dt className="text-slate-600">{fieldLabel(key)}</dt>
                <dd className="min-w-0 font-medium break-words text-slate-900">{text(key, v)}</dd>
              </div>
            ))}
          </dl>
        )
      ) : (
        <div className="mt-1 text-sm">{text('', value)}</div>
      )}
    </div>
  );
}
