import { createContext, useContext, useId, type ChangeEvent, type ReactNode } from 'react';
import { useIntent } from '../../lib/use-widgets-on-intent';
import { FIELD_BOX, FIELD_ERROR, FIELD_HINT, FIELD_INPUT, FIELD_LABEL } from './field-styles';

const OnIntent = createContext(false);

/**
 * Inside it, the date, select and combobox fields that are not told otherwise (`deferred` unset) stay plain
 * inputs until a sign of intent on the field itself (hover, touch, press, focus), and only then load their
 * React Aria widget: for the long forms of the booking pages, where most such fields are below the first
 * screen and many are never opened (issue 23).
 */
export function FieldsOnIntent({ children }: { children: ReactNode }) {
  return <OnIntent.Provider value>{children}</OnIntent.Provider>;
}

/**
 * Whether a field waits for a sign of intent before loading its widget, and what to call on one: `preload`
 * starts the download at once, and the field swaps in the widget in a transition, so its plain input stays
 * until the widget is ready. Outside `FieldsOnIntent`, or once wanted, the field does not wait.
 */
export function useFieldIntent(preload: () => unknown): { waiting: boolean; onIntent: () => void } {
  const onIntent = useContext(OnIntent);
  const { wanted, signal } = useIntent(false, preload);
  return { waiting: onIntent && !wanted, onIntent: signal };
}

export interface FieldFallbackProps {
  label: string;
  /** What the field will show once its widget has loaded. */
  text?: string;
  error?: string | undefined;
  /** The widget's text under the field, so the frame has its height. */
  hint?: string | undefined;
}

/**
 * The frame of a field whose widget (React Aria's combobox or date picker) is still loading: the same size,
 * so nothing moves when it arrives.
 */
export function FieldFallback({ label, text, error, hint }: FieldFallbackProps) {
  return (
    <div aria-busy="true">
      <span className={FIELD_LABEL}>{label}</span>
      <span className={`${FIELD_BOX} px-3.5 text-slate-500`}>{text || '\u00a0'}</span>
      {hint ? <span className={FIELD_HINT}>{hint}</span> : null}
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
  /** Shown under the field as the widget shows it (a date field's hint and Hijri date). */
  hint?: string | undefined;
  /** Text can be typed (the airport field); otherwise the field waits for its widget (the date field). */
  onTextChange?: (text: string) => void;
  /** Whether the input has the focus, so that the widget replacing it can take it over. */
  onFocusChange: (focused: boolean) => void;
  /** Drawn at the end of the box, where the widget has its button (the date picker's calendar). */
  icon?: ReactNode;
  /** Drawn as a searchable select is (its button inside the input's end), rather than as a date field's box. */
  select?: boolean;
  /** Called on a sign of intent on the field: the pointer over it, a touch or a press, the focus. */
  onIntent?: (() => void) | undefined;
}

/**
 * A plain text input standing in for a widget that loads on demand (the home page's flight form, decision
 * 022): the same size and look, labelled and focusable, in the prerendered page too. The form asks for the
 * widgets as soon as it is hovered, touched or focused; the widget then takes over the focus and what was typed.
 */
export function LightField({
  label,
  text,
  placeholder,
  error,
  hint,
  onTextChange,
  onFocusChange,
  icon,
  select,
  onIntent,
}: LightFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const input = (
    <input
      id={id}
      type="text"
      value={text}
      placeholder={placeholder}
      readOnly={!onTextChange}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onTextChange?.(event.target.value)}
      onFocus={() => {
        onFocusChange(true);
        onIntent?.();
      }}
      onBlur={() => onFocusChange(false)}
      autoComplete="off"
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
      className={
        select
          ? 'block w-full rounded-xl border border-slate-300 bg-white py-2.5 ps-3.5 pe-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600'
          : icon
            ? 'min-w-0 flex-1 rounded-s-xl bg-transparent px-3.5 py-2.5 placeholder:text-slate-500 focus:outline-none'
            : FIELD_INPUT
      }
    />
  );
  const decoration = (
    <span
      aria-hidden="true"
      className={
        select
          ? 'absolute inset-y-0 end-0 flex w-10 items-center justify-center text-slate-600'
          : 'grid min-h-11 w-11 place-items-center text-lg text-brand-800'
      }
    >
      {icon}
    </span>
  );
  return (
    <div className="flex flex-col" onPointerEnter={onIntent} onTouchStart={onIntent} onPointerDown={onIntent}>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      {select ? (
        <div className="relative">
          {input}
          {decoration}
        </div>
      ) : icon ? (
        <div className={FIELD_BOX} data-invalid={error ? true : undefined}>
          {input}
          {decoration}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <span id={`${id}-hint`} className={FIELD_HINT}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={FIELD_ERROR}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
