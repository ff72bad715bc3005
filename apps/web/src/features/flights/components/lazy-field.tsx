import { FIELD_BOX, FIELD_ERROR, FIELD_LABEL } from './field-styles';

export interface FieldFallbackProps {
  label: string;
  /** What the field will show once its widget has loaded. */
  text?: string;
  error?: string | undefined;
}

/**
 * The frame of a field whose widget (React Aria's combobox or date picker) is still loading: the same size,
 * so nothing moves when it arrives, and in the prerendered home page until the app starts.
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
