import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

const INPUT_CLASS =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600';

function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string | undefined; hint?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, className = '', ref, ...props }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={INPUT_CLASS}
        {...props}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, className = '', ref, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${INPUT_CLASS} min-h-36`}
        {...props}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export type CheckboxFieldProps = { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
    ref?: Ref<HTMLInputElement>;
  };

export function CheckboxField({ label, className = '', ref, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2.5 ${className}`}>
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="size-5 rounded border-slate-400 accent-brand-700 focus:ring-2 focus:ring-brand-600/30"
        {...props}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
