import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FIELD_BOX, FIELD_ERROR, FIELD_INPUT, FIELD_LABEL } from './field-styles';

export interface FieldFallbackProps {
  label: string;
  /** What the field will show once its widget has loaded. */
  text?: string;
  error?: string | undefined;
}

/**
 * The frame of a field whose widget (React Aria's combobox or date picker) is still loading: the same size,
 * so nothing moves when it arrives.
 */
export function FieldFallback({ label, text, error }: FieldFallbackProps) {
  return (
    <div aria-busy="true">
      <span className={FIELD_LABEL}>{label}</span>
      <span className={`${FIELD_BOX} px-3.5 text-slate-500`}>{text || '\u00a0'}</span>
      {error ? <span className={FIELD_ERROR}>{error}</span> : null}
    </div>
  );
}

export interface LightFieldProps {
  label: string;
  /** What the field shows (the text typed so far, or the chosen value). */
  text: string;
  placeholder?: string | undefined;
  error?: string | undefined;
  /** Text can be typed (the airport field); otherwise the field waits for its widget (the date field). */
  onTextChange?: (text: string) => void;
  /** Whether the input has the focus, so that the widget replacing it can take it over. */
  onFocusChange: (focused: boolean) => void;
  /** Drawn at the end of the box, where the widget has its button (the date picker's calendar). */
  icon?: ReactNode;
}

/**
 * A plain text input standing in for a widget that loads on demand (the home page's flight form, decision
 * 022): the same size and look, labelled and focusable, in the prerendered page too. The form asks for the
 * widgets as soon as it is hovered, touched or focused; the widget then takes over the focus and what was typed.
 */
export function LightField({ label, text, placeholder, error, onTextChange, onFocusChange, icon }: LightFieldProps) {
  const id = useId();
  const input = (
    <input
      id={id}
      type="text"
      value={text}
      placeholder={placeholder}
      readOnly={!onTextChange}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onTextChange?.(event.target.value)}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
      autoComplete="off"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={
        icon
          ? 'min-w-0 flex-1 rounded-s-xl bg-transparent px-3.5 py-2.5 placeholder:text-slate-500 focus:outline-none'
          : FIELD_INPUT
      }
    />
  );
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      {icon ? (
        <div className={FIELD_BOX} data-invalid={error ? true : undefined}>
          {input}
          <span aria-hidden="true" className="grid min-h-11 w-11 place-items-center text-lg text-brand-800">
            {icon}
          </span>
        </div>
      ) : (
        input
      )}
      {error ? (
        <span id={`${id}-error`} className={FIELD_ERROR}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
