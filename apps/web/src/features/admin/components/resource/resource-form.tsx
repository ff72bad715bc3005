import { useState, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../../components/ui/button';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { errorAt } from '../common/localized-fields';

type ContractSchema = z.ZodType<FieldValues, FieldValues>;
type Names = Readonly<Record<string, string>>;

export interface ResourceFormOptions<Values extends FieldValues, Result> {
  /** The contract's schema: the form checks its values as the API checks the body, with the API's words. */
  schema: ContractSchema;
  /**
   * The body the schema checks when the form's values are not it (a percentage sent as basis points, fields an
   * edit leaves out). Without it the schema's parsed output is what `save` gets; with it, the form's values.
   */
  toBody?: (values: Values) => unknown;
  /** A body field shown as another form field (`{ tax_bp: 'tax_percent' }`), for both sides' messages. */
  fieldNames?: Names;
  defaultValues: DefaultValues<Values>;
  /** Sends the values (create or update); its answer goes to `onSaved`. */
  save: (values: Values) => Promise<Result>;
  onSaved?: (result: Result) => void;
  /** After a save: empty again (an "add" form under a list), or the saved record's values. */
  resetTo?: 'defaults' | ((result: Result) => DefaultValues<Values>);
  /**
   * Which of the server's `errors[].field` land on a field; the others are shown above the form. By default a
   * field the values hold (a text, a number, a list of codes), not a group (`name`, `seasons`) nothing shows.
   */
  isField?: (field: string) => boolean;
}

export interface ResourceFormState<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The message above the form: the server's words that match no field, or "check the fields". */
  problem: string | null;
  /** The last save went through. */
  saved: boolean;
  submit: (event?: FormEvent) => Promise<void>;
  /** `register` and the field's message in one, for a `TextField` or `SelectField`: `{...field('code')}`. */
  field: (
    name: Path<Values>,
    options?: RegisterOptions<Values, Path<Values>>,
  ) => ReturnType<UseFormReturn<Values>['register']> & { error: string | undefined };
  /** What `LocalizedFields` needs for one text in three languages: `{...localized('name')}`. */
  localized: (name: string) => {
    name: string;
    register: UseFormReturn<Values>['register'];
    errors: FieldErrors<Values>;
  };
  /** The message on a field at a dotted path (`seats.economy`), for fields drawn by hand. */
  error: (path: string) => string | undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** `seasons.1.factor_bp` → `seasons.1.factor_percent` */
const renamePath = (path: string, names: Names | undefined) =>
  names
    ? path
        .split('.')
        .map((part) => names[part] ?? part)
        .join('.')
    : path;

function renameErrors(node: unknown, names: Names): unknown {
  if (Array.isArray(node)) return node.map((child) => renameErrors(child, names));
  if (!isPlainObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [names[key] ?? key, renameErrors(child, names)]),
  );
}

/** A record's values for a form whose blank values are `blank`: the form's fields, read from the record. */
export function valuesFrom<Values extends FieldValues>(blank: Values, record: object): Values {
  return Object.fromEntries(
    Object.keys(blank).map((key) => [key, key in record ? (record as Record<string, unknown>)[key] : blank[key]]),
  ) as Values;
}

/** Whether a dotted path names one field of the values: a single value or a list of them, not a group. */
export function namesAField(values: unknown, path: string): boolean {
  let node = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  const single = (value: unknown) => value === null || typeof value !== 'object';
  return single(node) || (Array.isArray(node) && node.every(single));
}

/** The contract's resolver, over the body the values become, with its messages put back on the form's fields. */
function resourceResolver<Values extends FieldValues>(
  schema: ContractSchema,
  lang: ReturnType<typeof useLang>,
  toBody: ((values: Values) => unknown) | undefined,
  names: Names | undefined,
): Resolver<Values> {
  const check = contractResolver(schema, lang) as unknown as Resolver<Values>;
  if (!toBody && !names) return check;
  return async (values, context, options) => {
    const result = await check((toBody ? toBody(values) : values) as Values, context, options);
    if (Object.keys(result.errors).length === 0) return toBody ? { values, errors: {} } : result;
    return { values: {}, errors: (names ? renameErrors(result.errors, names) : result.errors) as FieldErrors<Values> };
  };
}

/**
 * A back-office form's state (decisions 035, 071): react-hook-form with the contract's schema through
 * `contractResolver`; on submit the values are saved, and a refusal's per-field messages land on their fields
 * while the rest is shown above the form — what was typed stays.
 */
export function useResourceForm<Values extends FieldValues, Result>({
  schema,
  toBody,
  fieldNames,
  defaultValues,
  save,
  onSaved,
  resetTo,
  isField,
}: ResourceFormOptions<Values, Result>): ResourceFormState<Values> {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ resolver: resourceResolver(schema, lang, toBody, fieldNames), defaultValues });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setProblem(null);
      setSaved(false);
      try {
        const result = await save(values);
        if (resetTo) form.reset(resetTo === 'defaults' ? undefined : resetTo(result));
        setSaved(true);
        onSaved?.(result);
      } catch (error) {
        const known = isField ?? ((field: string) => namesAField(form.getValues(), field));
        const rest = applyServerErrors<Values>(
          error,
          (field, message) => form.setError(renamePath(field, fieldNames) as Path<Values>, message),
          (field) => known(renamePath(field, fieldNames)),
        );
        setProblem(rest[0] ?? errorText(error));
      }
    },
    () => setProblem(t('common.check_fields')),
  );

  return {
    form,
    problem,
    saved,
    submit,
    field: (name, options) => ({ ...form.register(name, options), error: errorAt(errors, name) }),
    localized: (name) => ({ name, register: form.register, errors }),
    error: (path) => errorAt(errors, path),
  };
}

export interface ResourceFormProps<Values extends FieldValues> {
  state: ResourceFormState<Values>;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** Shown once a save went through, for a form that stays on screen ("Saved."). */
  savedText?: string;
  /** What the form is about, above its messages. */
  intro?: ReactNode;
  /** More buttons beside the submit button. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The form around a resource's fields: the problem or the confirmation above them, the submit button below. */
export function ResourceForm<Values extends FieldValues>({
  state,
  submitLabel,
  submitVariant = 'primary',
  savedText,
  intro,
  actions,
  className = 'space-y-4',
  children,
}: ResourceFormProps<Values>) {
  const { t } = useAdminText();
  const submitting = state.form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={(event) => void state.submit(event)} className={className}>
      {intro}
      {savedText && state.saved ? <Alert tone="success">{savedText}</Alert> : null}
      {state.problem ? <Alert tone="error">{state.problem}</Alert> : null}
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={submitVariant} disabled={submitting}>
          {submitting ? t('common.saving') : submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
