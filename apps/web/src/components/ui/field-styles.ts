/** The look of the portal's text inputs (components/ui/text-field), for the widgets built beside them. */
export const FIELD_LABEL = 'mb-1.5 block text-sm font-semibold text-slate-800';
export const FIELD_BOX =
  'flex min-h-12 w-full items-center rounded-xl border border-slate-300 bg-white text-base text-slate-900 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 data-[invalid]:border-red-600';
export const FIELD_INPUT =
  'block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600';
export const FIELD_ERROR = 'mt-1.5 block text-sm font-medium text-red-700';
export const FIELD_HINT = 'mt-1.5 block text-sm text-slate-600';
