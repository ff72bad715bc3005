import { useId, type SelectHTMLAttributes } from 'react';
import { IconChevronDown } from './icons';

export interface NativeSelectOption {
  value: string;
  label: string;
  /** The label's language when it is not the page's (a language named in itself), for screen readers. */
  lang?: string;
}

export type NativeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  /** Shows the label to screen readers only (compact header controls). */
  hideLabel?: boolean;
  options: NativeSelectOption[];
  tone?: 'light' | 'dark';
};

/**
 * A short fixed list (languages, currencies) as the platform's own select: the phone's picker on mobile,
 * nothing to download, and keyboard and screen-reader support for free.
 */
export function NativeSelect({
  label,
  hideLabel,
  options,
  tone = 'light',
  className = '',
  ...props
}: NativeSelectProps) {
  const id = useId();
  const colours =
    tone === 'dark'
      ? 'bg-brand-900 text-white border-white/30 focus:ring-white/50'
      : 'bg-white text-slate-900 border-slate-300 focus:ring-brand-600/30';
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-slate-800'}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          className={`block min-h-10 w-full appearance-none rounded-lg border py-1.5 ps-3 pe-8 text-sm font-medium focus:outline-none focus:ring-2 ${colours}`}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang} className="text-slate-900">
              {option.label}
            </option>
          ))}
        </select>
        <IconChevronDown className="pointer-events-none absolute end-2.5 top-1/2 -translate-y-1/2 text-sm" />
      </div>
    </div>
  );
}
