import type { AdminVisaProduct, VisaProductBody, VisaProductUpdateBody } from '@portal/contracts/admin-visas';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { auditedChanges } from '../admin/audited-change.js';
import type { AuthContext } from '../auth/auth.service.js';
import * as repo from './builtin/visas.repository.js';

export type VisaInventoryService = ReturnType<typeof createVisaInventoryService>;

function toDto({ row: r, applications }: { row: repo.VisaProductRow; applications: number }): AdminVisaProduct {
  return {
    id: r.id,
    code: r.code,
    nationality: r.nationality,
    country: r.country,
    type: r.type as AdminVisaProduct['type'],
    title: r.title,
    description: r.description,
    papers: r.papers as AdminVisaProduct['papers'],
    rules: r.rules,
    requirements: r.requirements,
    government_fee_iqd: Number(r.governmentFeeIqd),
    service_fee_iqd: Number(r.serviceFeeIqd),
    processing_days: r.processingDays,
    validity_days: r.validityDays,
    stay_days: r.stayDays,
    entries: r.entries as AdminVisaProduct['entries'],
    active: r.active,
    applications,
  };
}

type Fields = Omit<VisaProductBody, 'code'>;
function values(body: Partial<Fields>) {
  return {
    ...(body.nationality !== undefined ? { nationality: body.nationality.trim().toUpperCase() } : {}),
    ...(body.country !== undefined ? { country: body.country.trim().toUpperCase() } : {}),
    ...(body.type !== undefined ? { type: body.type } : {}),
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.papers !== undefined ? { papers: [...new Set(body.papers)] } : {}),
    ...(body.rules !== undefined ? { rules: body.rules } : {}),
    ...(body.requirements !== undefined ? { requirements: body.requirements } : {}),
    ...(body.government_fee_iqd !== undefined ? { governmentFeeIqd: BigInt(Number(body.government_fee_iqd)) } : {}),
    ...(body.service_fee_iqd !== undefined ? { serviceFeeIqd: BigInt(Number(body.service_fee_iqd)) } : {}),
    ...(body.processing_days !== undefined ? { processingDays: Number(body.processing_days) } : {}),
    ...(body.validity_days !== undefined ? { validityDays: Number(body.validity_days) } : {}),
    ...(body.stay_days !== undefined ? { stayDays: Number(body.stay_days) } : {}),
    ...(body.entries !== undefined ? { entries: body.entries } : {}),
  };
}

/**
 * Visa products as staff keep them (the inventory pattern, decisions 051 and 071): list, create, edit, archive and
 * restore, each change with its audit entry in one transaction; the search's copy is dropped at once.
 */
export function createVisaInventoryService({ db, onChange }: { db: Db; onChange: () => void }) {
  const audited = auditedChanges({ db, onChange });
  async function load(id: string) {
    const found = await repo.productWithApplications(db, id);
    if (!found) throw new AppError('not_found');
    return found;
  }
  const reread = async (tx: DbOrTx, id: string) => toDto((await repo.productWithApplications(tx, id))!);

  return {
    async list(q: { q?: string; status?: 'active' | 'archived'; country?: string; page: number; per_page: number }) {
      const { rows, total } = await repo.listProducts(db, {
        q: q.q,
        country: q.country,
        active: q.status === undefined ? undefined : q.status === 'active',
        page: q.page,
        perPage: q.per_page,
      });
      return { data: rows.map(toDto), meta: { total, page: q.page, per_page: q.per_page } };
    },

    one: async (id: string) => toDto(await load(id)),

    async create(staff: AuthContext, body: VisaProductBody) {
      const id = newId();
      return audited.change(
        staff,
        { action: 'visa.create', entity: 'visa_product', entityId: id, before: null },
        async (tx) => {
          const v = values(body) as Required<ReturnType<typeof values>>;
          const ok = await repo.insertProduct(tx, { id, code: body.code.trim().toUpperCase(), ...v });
          if (!ok) throw new AppError('validation_failed', { fields: [{ field: 'code', key: 'duplicate_code' }] });
          return reread(tx, id);
        },
      );
    },

    async update(staff: AuthContext, id: string, body: VisaProductUpdateBody) {
      const before = toDto(await load(id));
      return audited.change(
        staff,
        { action: 'visa.update', entity: 'visa_product', entityId: id, before },
        async (tx) => {
          await repo.updateProduct(tx, id, values(body));
          return reread(tx, id);
        },
      );
    },

    async setActive(staff: AuthContext, id: string, active: boolean) {
      const before = await load(id);
      const record = { kind: 'visa', entity: 'visa_product', id, wasActive: before.row.active, active } as const;
      return audited.setActive(staff, record, async (tx) => {
        await repo.updateProduct(tx, id, { active });
        return reread(tx, id);
      });
    },
  };
}
