import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { useAdminText } from '../../i18n';

/** A search field that searches on submit (Enter or the button), so every keystroke is not a request. */
export function SearchBox({
  label,
  value,
  onSearch,
  className = '',
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const { t } = useAdminText();
  const [text, setText] = useState(value);
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" onSubmit={handleSubmit} className={`flex items-end gap-2 ${className}`}>
      <label className="min-w-0 flex-1">
        <span className="mb-1.5 block text-sm font-semibold text-slate-800">{label}</span>
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </label>
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}
