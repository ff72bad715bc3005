import { useId, type Ref } from 'react';
import { TextField, type TextFieldProps } from '../../../../components/ui/text-field';

/** The time zones this browser knows, offered while typing (the API checks the same way). */
function zones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}

/** A time-zone box (e.g. Asia/Baghdad) with the known zones as suggestions. */
export function TimeZoneField(props: TextFieldProps & { ref?: Ref<HTMLInputElement> }) {
  const listId = useId();
  return (
    <>
      <TextField dir="ltr" autoComplete="off" list={listId} {...props} />
      <datalist id={listId}>
        {zones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
