import { SelectField } from '../../../../components/ui/select-field';

/** A filter select whose first choice is "all". */
export function SelectFilter({
  label,
  value,
  allLabel,
  options,
  onChange,
  className = '',
}: {
  label: string;
  value: string;
  allLabel: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      className={className}
      options={[{ value: '', label: allLabel }, ...options]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
