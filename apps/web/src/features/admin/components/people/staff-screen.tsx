import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { CreateStaffBodySchema, type AdminUser, type CreateStaffBody } from '@portal/contracts/admin-people';
import { STAFF_ROLES } from '@portal/contracts/auth';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { createStaff, setUserActive, staffQuery, updateStaff } from '../../api/people';
import { useErrorText } from '../../hooks/use-error-text';
import { useStaff } from '../../hooks/use-staff';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { AdminHeading, Panel } from '../common/admin-heading';
import { QueryState } from '../common/query-state';
import { StatusPill } from '../common/status-pill';

function StaffRow({
  member,
  self,
  onChanged,
}: {
  member: AdminUser;
  self: boolean;
  onChanged: (text: string) => void;
}) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const [role, setRole] = useState(member.staff_role ?? 'desk');
  const [error, setError] = useState<unknown>(null);
  async function run(action: () => Promise<AdminUser>, message: (u: AdminUser) => string) {
    setError(null);
    try {
      onChanged(message(await action()));
    } catch (e) {
      setError(e);
    }
  }
  return (
    <li className="flex flex-wrap items-end justify-between gap-3 py-3">
      <div>
        <p className="font-semibold">
          <bdi>{member.name}</bdi>{' '}
          {self ? <span className="text-sm font-normal text-slate-600">{t('staff.you')}</span> : null}
        </p>
        <p className="text-sm text-slate-600">
          <bdi dir="ltr">{member.email}</bdi>
        </p>
        {error ? <p className="mt-1 text-sm font-medium text-red-700">{errorText(error)}</p> : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <StatusPill tone={member.active ? 'green' : 'red'}>
          {member.active ? t('common.active') : t('common.inactive')}
        </StatusPill>
        <SelectField
          label={t('staff.role_of', { name: member.name })}
          value={role}
          disabled={self}
          options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          onChange={(e) => setRole(e.target.value as typeof role)}
        />
        <Button
          variant="secondary"
          disabled={self || role === member.staff_role}
          onClick={() =>
            void run(
              () => updateStaff(member.id, { staff_role: role }),
              (u) => t('staff.role_changed', { name: u.name, role: t(`roles.${u.staff_role!}`) }),
            )
          }
        >
          {t('staff.change_role')}
        </Button>
        <Button
          variant="secondary"
          disabled={self}
          onClick={() =>
            void run(
              () => setUserActive(member.id, !member.active),
              (u) => t(u.active ? 'people.reactivated' : 'people.deactivated', { name: u.name }),
            )
          }
        >
          {member.active ? t('people.deactivate') : t('people.reactivate')}
        </Button>
      </div>
    </li>
  );
}

function AddStaff({ onAdded }: { onAdded: (u: AdminUser) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CreateStaffBody>({
    resolver: contractResolver(CreateStaffBodySchema, lang) as never,
    defaultValues: { name: '', email: '', staff_role: 'desk', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  async function handleAdd(values: CreateStaffBody) {
    setProblem(null);
    try {
      onAdded(await createStaff(values));
      form.reset();
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, (f) => f in values);
      setProblem(rest[0] ?? errorText(error));
    }
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(handleAdd)} className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('staff.name')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label={t('staff.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField
          label={t('staff.role')}
          options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          error={errors.staff_role?.message}
          {...form.register('staff_role')}
        />
        <span className="hidden md:block" />
        <TextField
          label={t('staff.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t('staff.password_confirmation')}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
      </div>
      <p className="text-sm text-slate-600">{t('staff.roles_hint')}</p>
      <Button type="submit" disabled={isSubmitting}>
        {t('staff.add')}
      </Button>
    </form>
  );
}

/** Staff users and their roles; new staff join the acting admin's staff account. */
export function StaffScreen() {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const me = useStaff().me.data;
  const query = useQuery(staffQuery);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (text: string) => {
    setNotice(text);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] });
  };
  return (
    <>
      <AdminHeading title={t('staff.title')} lead={t('staff.lead')} />
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <div className="space-y-6">
        <Panel title={t('staff.members')}>
          <QueryState query={query}>
            {(list) => (
              <ul className="divide-y divide-slate-100">
                {list.map((m) => (
                  <StaffRow
                    key={`${m.id}-${m.staff_role}-${m.active}`}
                    member={m}
                    self={m.id === me?.id}
                    onChanged={changed}
                  />
                ))}
              </ul>
            )}
          </QueryState>
        </Panel>
        <Panel title={t('staff.add_title')}>
          <AddStaff onAdded={(u) => changed(t('staff.added', { name: u.name }))} />
        </Panel>
      </div>
    </>
  );
}
