import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { canUseArea, type StaffArea } from '@portal/contracts/admin';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/auth.js';
import type { AuthContext } from '../auth/auth.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Back-office routes name the staff areas they belong to; the staff access hook then guards them. */
    staff?: readonly StaffArea[];
  }
  interface FastifyInstance {
    /** Every back-office route with its areas, as registered (the role-matrix test walks this list). */
    staffRoutes: Array<{ method: string; url: string; areas: readonly StaffArea[] }>;
  }
}

const BACK_OFFICE = /^\/api\/v1\/admin(\/|$)/;

/** 401 without a valid session; 403 unless the user is staff with a role that may use one of the areas. */
export function requireArea(request: FastifyRequest, areas: readonly StaffArea[]): AuthContext {
  const ctx = requireUser(request);
  if (ctx.user.role !== 'staff' || !areas.some((area) => canUseArea(ctx.user.staffRole, area)))
    throw new AppError('forbidden');
  return ctx;
}

/** The staff member behind a back-office request (the access hook has already checked the role). */
export function staffOf(request: FastifyRequest): AuthContext {
  return requireUser(request);
}

/**
 * The one authorisation rule of the back office. Every route under `/api/v1/admin` must declare
 * `config: { staff: [...areas] }` — registering one without it fails at start-up — and gets an `onRequest`
 * hook that answers 401/403 before its body is parsed. The role matrix itself is `AREA_ROLES` in the contracts,
 * shared with the web app's navigation.
 */
export function registerStaffAccess(app: FastifyInstance) {
  const routes: FastifyInstance['staffRoutes'] = [];
  app.decorate('staffRoutes', routes);
  app.addHook('onRoute', (route) => {
    const areas = route.config?.staff;
    const backOffice = BACK_OFFICE.test(route.url);
    if (!areas || areas.length === 0) {
      if (backOffice) throw new Error(`back-office route ${String(route.method)} ${route.url} names no staff area`);
      return;
    }
    if (!backOffice) throw new Error(`staff route ${route.url} is outside /api/v1/admin`);
    const guard: onRequestHookHandler = async (request) => {
      requireArea(request, areas);
    };
    const existing =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [guard, ...existing];
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      if (method !== 'HEAD') routes.push({ method, url: route.url, areas });
  });
}
