import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ResourceList as ListAnswer } from '../../api/resource';
import { useAdminText } from '../../i18n';
import { Pager } from '../common/pager';
import { QueryState } from '../common/query-state';
import { SearchBox } from '../common/search-box';
import { SelectFilter } from '../common/select-filter';

export interface ResourceColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up at the end. */
  end?: boolean;
}

/** A select above the list whose first choice is "all" (a hotel's destination, an offer's company…). */
export interface ResourceSelect {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

export interface ResourceListProps<Row> {
  caption: string;
  searchLabel: string;
  query: UseQueryResult<ListAnswer<Row>>;
  columns: ResourceColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Edit, archive, restore… for one row. */
  actions?: (row: Row) => ReactNode;
  q: string;
  onSearch: (q: string) => void;
  /** The on-sale/archived filter; left out for inventory that is never archived. */
  status?: { value: string; onChange: (status: string) => void };
  selects?: ResourceSelect[];
  /** Paging, for a list whose answer has `meta`. */
  onPage?: (page: number) => void;
  empty: string;
}

export interface ResourceTableProps<Row> {
  caption: string;
  columns: ResourceColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  actions?: ((row: Row) => ReactNode) | undefined;
}

/**
 * A table of records: the service's columns and each row's actions at the end. On phones it keeps its width and
 * scrolls sideways inside its box (decision 035).
 */
export function ResourceTable<Row>({ caption, columns, rows, rowKey, actions }: ResourceTableProps<Row>) {
  const { t } = useAdminText();
  return (
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
                <span className="sr-only">{t('resource.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-100 align-middle">
              {columns.map((c) => (
                <td key={c.header} className={`py-2 pe-3 ${c.end ? 'text-end' : ''}`}>
                  {c.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className="py-2">
                  <div className="flex justify-end gap-2">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How the filters share a row: the search box takes two parts, each select one. */
const FILTER_GRID: Record<number, string> = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-3 lg:grid-cols-5',
};

/**
 * A resource's list (the inventory pattern, decisions 035 and 071): search, the status filter and a service's
 * own selects, a placeholder while loading, the server's words on an error, the empty text, a table of the
 * service's columns with each row's actions, and paging.
 */
export function ResourceList<Row>({
  caption,
  searchLabel,
  query,
  columns,
  rowKey,
  actions,
  q,
  onSearch,
  status,
  selects = [],
  onPage,
  empty,
}: ResourceListProps<Row>) {
  const { t } = useAdminText();
  const filters = [
    ...(status
      ? [
          {
            label: t('resource.status'),
            value: status.value,
            options: [
              { value: 'active', label: t('resource.active') },
              { value: 'archived', label: t('resource.archived') },
            ],
            onChange: status.onChange,
          },
        ]
      : []),
    ...selects,
  ];
  return (
    <div>
      <div className={`mb-4 grid gap-3 ${FILTER_GRID[Math.min(5, 2 + filters.length)] ?? ''}`}>
        <SearchBox label={searchLabel} value={q} onSearch={onSearch} className="sm:col-span-2" />
        {filters.map((filter) => (
          <SelectFilter key={filter.label} allLabel={t('common.all')} {...filter} />
        ))}
      </div>
      <QueryState query={query}>
        {(list) =>
          list.data.length === 0 ? (
            <p className="text-slate-600">{empty}</p>
          ) : (
            <>
              <ResourceTable caption={caption} columns={columns} rows={list.data} rowKey={rowKey} actions={actions} />
              {list.meta && onPage ? <Pager meta={list.meta} onPage={onPage} /> : null}
            </>
          )
        }
      </QueryState>
    </div>
  );
}
