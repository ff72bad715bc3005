import { useState, type ReactNode } from 'react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import type { AdminResource } from '../../api/resource';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { ActiveStatus } from './active-status';
import { NEW_ID, type ResourceLink } from './resource-link';
import type { ResourceRow } from './resource-list-screen';
import { textOf, type RecordTexts } from './resource-texts';

export interface ResourceScreenProps<Item extends ResourceRow> {
  resource: Pick<AdminResource<Item>, 'one' | 'setActive' | 'stale'>;
  /** The id in the route; `new` for a record not yet saved. */
  id: string;
  /** The dictionary section of its texts (`'hotels'`: `hotels.new`, `hotels.back`…). */
  texts: RecordTexts;
  /** What happens once a new record is saved (its rooms and pictures are added then). */
  newLead?: string;
  /** The record's heading. */
  title: (item: Item) => string;
  /** Its id, to go to its screen once created. */
  idOf: (item: Item) => string;
  list: ResourceLink;
  editLink: (id: string) => ResourceLink;
  /**
   * The form for a new record; `onCreated` takes the record to its own screen. Left out for records made elsewhere
   * (a generated inventory), whose `new` is then no record at all.
   */
  create?: (onCreated: (item: Item) => void) => ReactNode;
  /**
   * The record's panels (its form, what hangs off it); `onChange` takes what a write answered, so every panel
   * shows it at once. The archive panel comes last by itself.
   */
  children: (item: Item, onChange: (item: Item) => void) => ReactNode;
}

/**
 * A record's own screen (decision 071), `…/<resource>/new` or `…/<resource>/<id>`: a new one is its form alone and
 * moves to its screen once saved; an existing one has its heading and state, its panels and, last, archive or
 * restore with what that does.
 */
export function ResourceScreen<Item extends ResourceRow>({
  resource,
  id,
  texts,
  newLead,
  title,
  idOf,
  list,
  editLink,
  create,
  children,
}: ResourceScreenProps<Item>) {
  const { t } = useAdminText();
  const text = (key: string) => t(textOf(texts, key));
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isNew = id === NEW_ID && create !== undefined;
  const query = useQuery({ ...resource.one(id), enabled: !isNew });
  const [problem, setProblem] = useState<unknown>(null);
  const back = (
    <Link {...list} className="font-semibold text-brand-700 underline">
      {text('back')}
    </Link>
  );
  /** The record as a write answered it, and every list it may change (not the record, which is this answer). */
  const changed = (item: Item) => {
    const key = resource.one(idOf(item)).queryKey;
    queryClient.setQueryData(key, item);
    void queryClient.invalidateQueries({
      queryKey: resource.stale,
      predicate: (q) => q.queryHash !== hashKey(key),
    });
  };

  if (isNew)
    return (
      <>
        <AdminHeading title={text('new')} lead={newLead} actions={back} />
        <Panel>
          {create((item) => {
            changed(item);
            void navigate({ ...editLink(idOf(item)), replace: true });
          })}
        </Panel>
      </>
    );

  const item = query.data;
  return (
    <>
      <AdminHeading
        title={item ? title(item) : text('title')}
        lead={item ? <ActiveStatus active={item.active} /> : undefined}
        actions={back}
      />
      <QueryState query={query}>
        {(current) => (
          <div className="space-y-6">
            {children(current, changed)}
            <Panel title={current.active ? t('resource.archive') : t('resource.restore')}>
              {problem ? (
                <Alert tone="error" className="mb-3">
                  {errorText(problem)}
                </Alert>
              ) : null}
              <p className="mb-3 text-sm text-slate-700">{text(current.active ? 'archive_hint' : 'restore_hint')}</p>
              <Button
                variant="secondary"
                onClick={() => {
                  setProblem(null);
                  void resource.setActive(idOf(current), !current.active).then(changed, setProblem);
                }}
              >
                {current.active ? t('resource.archive') : t('resource.restore')}
              </Button>
            </Panel>
          </div>
        )}
      </QueryState>
    </>
  );
}
