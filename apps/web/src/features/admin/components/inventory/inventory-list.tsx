import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListMeta } from '@portal/contracts/admin';
import { useAdminText } from '../../i18n';
import { Pager } from '../common/pager';
import { QueryState } from '../common/query-state';
import { SearchBox } from '../common/search-box';
import { SelectFilter } from '../common/select-filter';

export interface InventoryColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** Numbers line up at the end. */
  end?: boolean;
}

export interface InventoryListProps<T> {
  caption: string;
  searchLabel: string;
  query: UseQueryResult<{ data: T[]; meta?: ListMeta }>;
  columns: InventoryColumn<T>[];
  rowKey: (item: T) => string;
  /** Edit, archive, restore… for one row. */
  actions?: (item: T) => ReactNode;
  q: string;
  onSearch: (q: string) => void;
  /** Omit for inventory that is never archived. */
  status?: { value: string; onChange: (status: string) => void };
  onPage?: (page: number) => void;
  empty: string;
}

/**
 * The inventory pattern's list (issue 7: every service's inventory is listed, searched, created, edited and
 * archived the same way): search, an active/archived filter, a table with the entity's columns and row actions,
 * and paging. Each service gives its columns; the form that goes with it uses `LocalizedFields` and `ImageField`.
 */
export function InventoryList<T>({
  caption,
  searchLabel,
  query,
  columns,
  rowKey,
  actions,
  q,
  onSearch,
  status,
  onPage,
  empty,
}: InventoryListProps<T>) {
  const { t } = useAdminText();
  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SearchBox label={searchLabel} value={q} onSearch={onSearch} className="sm:col-span-2" />
        {status ? (
          <SelectFilter
            label={t('inventory.status')}
            value={status.value}
            allLabel={t('common.all')}
            options={[
              { value: 'active', label: t('inventory.active') },
              { value: 'archived', label: t('inventory.archived') },
            ]}
            onChange={status.onChange}
          />
        ) : null}
      </div>
      <QueryState query={query}>
        {(list) =>
          list.data.length === 0 ? (
            <p className="text-slate-600">{empty}</p>
          ) : (
            <>
              <div className="relative overflow-x-auto">
                <table className="w-full min-w-[40rem] text-sm">
                  <caption className="sr-only">{caption}</caption>
                  <thead>
                    <tr className="border-b border-slate-200 text-slate-600">
                      {columns.map((c) => (
                        <th key={c.header} scope="col" className={`py-2 pe-3 ${c.end ? 'text-end' : 'text-start'}`}>
                          {c.header}
                        </th>
                      ))}
                      {actions ? (
                        <th scope="col" className="py-2 text-end">
                          <span className="sr-only">{t('inventory.actions')}</span>
                        </th>
                      ) : null}
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.map((item) => (
                      <tr key={rowKey(item)} className="border-b border-slate-100 align-middle">
                        {columns.map((c) => (
                          <td key={c.header} className={`py-2 pe-3 ${c.end ? 'text-end' : ''}`}>
                            {c.cell(item)}
                          </td>
                        ))}
                        {actions ? (
                          <td className="py-2">
                            <div className="flex justify-end gap-2">{actions(item)}</div>
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {list.meta && onPage ? <Pager meta={list.meta} onPage={onPage} /> : null}
            </>
          )
        }
      </QueryState>
    </div>
  );
}
