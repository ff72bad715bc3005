import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A set of codes (facilities, rules, amenities…) as checkboxes, each with its label in the interface language. */
export function CodesField<T extends FieldValues>({
  control,
  name,
  legend,
  codes,
  label,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  legend: string;
  codes: readonly string[];
  label: (code: string) => string;
  error?: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value ?? []) as string[];
        return (
          <fieldset className="min-w-0">
            <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
            <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 xl:grid-cols-3">
              {codes.map((code) => (
                <label key={code} className="flex min-h-9 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={value.includes(code)}
                    onChange={(e) =>
                      field.onChange(e.target.checked ? [...value, code] : value.filter((c) => c !== code))
                    }
                  />
                  {label(code)}
                </label>
              ))}
            </div>
            {error ? <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p> : null}
          </fieldset>
        );
      }}
    />
  );
}
