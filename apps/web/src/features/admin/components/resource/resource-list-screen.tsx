import { Fragment, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClass } from '../../../../components/ui/button';
import type { AdminResource, ResourceFilters } from '../../api/resource';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { ArchiveButton } from '../common/archive-button';
import { ActiveStatus } from './active-status';
import { ResourceList, type ResourceColumn } from './resource-list';
import { NEW_ID, type ResourceLink } from './resource-link';
import { textOf, type ListTexts } from './resource-texts';

/** Every piece of inventory is on sale or archived (never deleted: bookings keep what they sold). */
export interface ResourceRow {
  active: boolean;
}

/** A select filter of the service's own (a hotel's destination): a query-string name and its choices. */
export interface ResourceListSelect {
  name: string;
  label: string;
  options: Array<{ value: string; label: string }>;
}

export interface ResourceEditor<Row> {
  /** The form for a new record (`null`) or an existing one, which calls `onSaved` with what the API answered. */
  form: (row: Row | null, onSaved: (saved: Row) => void) => ReactNode;
  /** After a save the editor stays open on the saved record (to edit what hangs off it), instead of closing. */
  stayOpen?: boolean;
  /** Panels under an existing record's editor (a destination's seasons). */
  below?: (row: Row) => ReactNode;
}

interface ListScreenProps<Row extends ResourceRow> {
  resource: Pick<AdminResource<unknown, Row>, 'list' | 'setActive' | 'paged' | 'stale'>;
  /** The dictionary section of its texts (`'airports'`: `airports.title`, `airports.none`…). */
  texts: ListTexts;
  /** The service's columns; the status column and the row actions are added. */
  columns: ResourceColumn<Row>[];
  /** A record's id in the API and in links (a code, a slug, a key, a UUID). */
  rowKey: (row: Row) => string;
  /** Its name in the interface language, for "Edit …", "Archive …", "… saved.". */
  rowName: (row: Row) => string;
  /** The service's own select filters, beside the search and the status. */
  selects?: ResourceListSelect[];
  /** Records are kept here but made elsewhere (generated inventory): no "new" action. */
  noNew?: boolean;
  /** What comes between the heading and the list (a switch between a kind of inventory's services). */
  toolbar?: ReactNode;
}

export type ResourceListScreenProps<Row extends ResourceRow> = ListScreenProps<Row> &
  (
    | {
        /** Records are edited in a panel above the list… */
        editor: ResourceEditor<Row>;
        editLink?: never;
      }
    | {
        /** …or on their own screen (`ResourceScreen`), `id` being `new` for a new one. */
        editLink: (id: string) => ResourceLink;
        editor?: never;
      }
  );

/**
 * A service's inventory list screen (decision 071): heading with the "new" action, the list with search, status
 * and the service's filters, each row's edit and archive/restore, the server's words when an action fails, and
 * either an editor panel above the list or links to the record's own screen.
 */
export function ResourceListScreen<Row extends ResourceRow>({
  resource,
  texts,
  columns,
  rowKey,
  rowName,
  selects = [],
  noNew,
  toolbar,
  editor,
  editLink,
}: ResourceListScreenProps<Row>) {
  const { t } = useAdminText();
  const text = (key: string) => t(textOf(texts, key));
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ResourceFilters>({
    status: 'active',
    page: resource.paged ? 1 : undefined,
  });
  const [editing, setEditing] = useState<Row | typeof NEW_ID | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery(resource.list(filters));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resource.stale });
  /** A filter changed: back to the first page. */
  const filter = (name: string, value: string) =>
    setFilters({ ...filters, [name]: value || undefined, page: resource.paged ? 1 : undefined });
  const open = (row: Row | typeof NEW_ID) => {
    setNotice(null);
    setEditing(row);
  };

  const newAction = noNew ? undefined : editLink ? (
    <Link {...editLink(NEW_ID)} className={buttonClass('primary')}>
      {text('new')}
    </Link>
  ) : (
    <Button onClick={() => open(NEW_ID)}>{text('new')}</Button>
  );

  return (
    <>
      <AdminHeading title={text('title')} lead={text('lead')} actions={newAction} />
      {toolbar}
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      {problem ? (
        <Alert tone="error" className="mb-4">
          {problem}
        </Alert>
      ) : null}
      {editor && editing ? (
        <>
          <Panel
            title={editing === NEW_ID ? text('new') : t('resource.edit_named', { name: rowName(editing) })}
            className="mb-6"
            actions={
              <Button variant="ghost" onClick={() => setEditing(null)}>
                {t('common.cancel')}
              </Button>
            }
          >
            <Fragment key={editing === NEW_ID ? NEW_ID : rowKey(editing)}>
              {editor.form(editing === NEW_ID ? null : editing, (saved) => {
                setEditing(editor.stayOpen ? saved : null);
                setNotice(t('resource.saved_named', { name: rowName(saved) }));
                refresh();
              })}
            </Fragment>
          </Panel>
          {editing !== NEW_ID && editor.below ? editor.below(editing) : null}
        </>
      ) : null}
      <Panel>
        <ResourceList<Row>
          caption={text('title')}
          searchLabel={text('search')}
          query={query}
          q={String(filters.q ?? '')}
          onSearch={(q) => filter('q', q)}
          status={{ value: String(filters.status ?? ''), onChange: (status) => filter('status', status) }}
          selects={selects.map((select) => ({
            ...select,
            value: String(filters[select.name] ?? ''),
            onChange: (value: string) => filter(select.name, value),
          }))}
          onPage={(page) => setFilters({ ...filters, page })}
          rowKey={rowKey}
          empty={text('none')}
          columns={[...columns, { header: t('resource.status'), cell: (row) => <ActiveStatus active={row.active} /> }]}
          actions={(row) => {
            const name = rowName(row);
            const label = t('resource.edit_named', { name });
            return (
              <>
                {editLink ? (
                  <Link
                    {...editLink(rowKey(row))}
                    className={buttonClass('secondary', 'min-h-9 px-3')}
                    aria-label={label}
                  >
                    {t('resource.edit')}
                  </Link>
                ) : (
                  <Button variant="secondary" className="min-h-9 px-3" aria-label={label} onClick={() => open(row)}>
                    {t('resource.edit')}
                  </Button>
                )}
                <ArchiveButton
                  active={row.active}
                  label={t(row.active ? 'resource.archive_named' : 'resource.restore_named', { name })}
                  onToggle={async () => {
                    setProblem(null);
                    await resource.setActive(rowKey(row), !row.active);
                    refresh();
                  }}
                  onError={setProblem}
                />
              </>
            );
          }}
        />
      </Panel>
      <p className="mt-3 text-sm text-slate-600">{text('archive_hint')}</p>
    </>
  );
}
