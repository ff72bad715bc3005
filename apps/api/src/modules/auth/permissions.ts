import type { Permission } from '@portal/contracts/auth';
import type { AuthContext } from './auth.service.js';

/** Owners hold every permission; sub-users hold the ones their owner gave them. */
export function hasPermission(ctx: AuthContext, permission: Permission): boolean {
  return ctx.user.role !== 'sub_user' || ctx.user.permissions.includes(permission);
}
