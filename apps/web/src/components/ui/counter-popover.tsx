import { useCallback, useId, useRef, type ReactNode } from 'react';
import { FIELD_ERROR, FIELD_LABEL } from './field-styles';
import { IconChevronDown, IconMinus, IconPlus } from './icons';
import { useDismiss } from './use-dismiss';

export interface CounterPopoverProps {
  label: string;
  /** What the button says is chosen ("2 adults, 1 child"). */
  summary: string;
  error?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's closing button ("Done"). */
  doneLabel: string;
  /** Classes of the panel: its width and, for long content, its height. */
  panelClassName?: string;
  children: ReactNode;
}

/**
 * A field that opens a panel of counters (travellers, rooms): a disclosure button saying what is chosen, and a
 * panel closed by its Done button, a press outside or Escape (the focus then goes back to the button).
 */
export function CounterPopover({
  label,
  summary,
  error,
  open,
  onOpenChange,
  doneLabel,
  panelClassName = 'w-80',
  children,
}: CounterPopoverProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useDismiss(open, rootRef, buttonRef, close);

  return (
    <div ref={rootRef} className="relative">
      <span id={`${id}-label`} className={FIELD_LABEL}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-summary`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => onOpenChange(!open)}
        className="flex min-h-12 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-start text-base text-slate-900 aria-invalid:border-red-600"
      >
        <span id={`${id}-summary`} className="truncate">
          {summary}
        </span>
        <IconChevronDown className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {error ? (
        <span id={`${id}-error`} className={FIELD_ERROR}>
          {error}
        </span>
      ) : null}
      <div
        id={`${id}-panel`}
        hidden={!open}
        className={`absolute start-0 top-full z-30 mt-2 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 ${panelClassName}`}
      >
        {children}
        <button
          type="button"
          onClick={() => {
            close();
            buttonRef.current?.focus();
          }}
          className="mt-2 w-full rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {doneLabel}
        </button>
      </div>
    </div>
  );
}

export interface CounterRowProps {
  /** The id of the row's name, which labels the row's group. */
  labelId: string;
  label: string;
  hint: string;
  value: number;
  removeLabel: string;
  addLabel: string;
  onStep: (delta: 1 | -1) => void;
  /** The row's element (`li` in a list of counters, `div` otherwise). */
  as?: 'li' | 'div';
}

/** One counter of the panel: its name and hint, minus, the number (announced as it changes) and plus. */
export function CounterRow({ labelId, label, hint, value, removeLabel, addLabel, onStep, as = 'li' }: CounterRowProps) {
  const Row = as;
  return (
    <Row role="group" aria-labelledby={labelId} className="flex items-center gap-3">
      <span className="min-w-0 flex-1">
        <span id={labelId} className="block font-semibold text-slate-900">
          {label}
        </span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
      <StepButton label={removeLabel} onPress={() => onStep(-1)}>
        <IconMinus />
      </StepButton>
      <output aria-live="polite" className="w-6 text-center text-lg font-semibold tabular-nums">
        {value}
      </output>
      <StepButton label={addLabel} onPress={() => onStep(1)}>
        <IconPlus />
      </StepButton>
    </Row>
  );
}

function StepButton({ label, onPress, children }: { label: string; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onPress}
      className="grid size-10 place-items-center rounded-full text-lg text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      {children}
    </button>
  );
}
