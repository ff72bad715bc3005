import { TextField } from './text-field';

/** A filter's range of whole amounts (a price, a tuition): two fields that keep digits only. */
export function AmountRangeFields({
  labels,
  min,
  max,
  onChange,
}: {
  labels: { min: string; max: string };
  min: string;
  max: string;
  onChange: (range: { min: string; max: string }) => void;
}) {
  const digits = (value: string) => value.replace(/\D/g, '');
  return (
    <>
      <TextField
        label={labels.min}
        inputMode="numeric"
        dir="ltr"
        value={min}
        onChange={(e) => onChange({ min: digits(e.target.value), max })}
      />
      <TextField
        label={labels.max}
        inputMode="numeric"
        dir="ltr"
        value={max}
        onChange={(e) => onChange({ min, max: digits(e.target.value) })}
      />
    </>
  );
}
