import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { useAdminText } from '../../i18n';

export interface ResourceRowsProps {
  /** The rows' keys (`useFieldArray`'s `fields`). */
  rows: readonly { id: string }[];
  /** A row's name for screen readers ("Season 2"). */
  legend: (n: number) => string;
  /** The row's grid (`sm:grid-cols-2 lg:grid-cols-5`); the remove button takes the last cell. */
  grid: string;
  /** Where the remove button lines up with the fields below their labels (`lg:mt-7`). */
  removeAt: string;
  /** The remove button's name for a row ("Remove season 2"). */
  removeLabel: (n: number) => string;
  onRemove: (index: number) => void;
  /** The last row cannot go (a programme keeps one intake). */
  keepOne?: boolean;
  /** A row's fields. */
  children: (index: number) => ReactNode;
}

/** A record's repeated rows (seasons, intakes): each a box of its fields with a button to remove it. */
export function ResourceRows({
  rows,
  legend,
  grid,
  removeAt,
  removeLabel,
  onRemove,
  keepOne,
  children,
}: ResourceRowsProps) {
  const { t } = useAdminText();
  return (
    <ol className="space-y-3">
      {rows.map((row, i) => (
        <li key={row.id}>
          <fieldset className="rounded-xl bg-slate-50 p-3">
            <legend className="sr-only">{legend(i + 1)}</legend>
            <div className={`grid items-start gap-3 ${grid}`}>
              {children(i)}
              <Button
                variant="ghost"
                className={removeAt}
                disabled={keepOne && rows.length === 1}
                aria-label={removeLabel(i + 1)}
                onClick={() => onRemove(i)}
              >
                {t('hotels.remove')}
              </Button>
            </div>
          </fieldset>
        </li>
      ))}
    </ol>
  );
}
