import { PERMISSIONS, type Permission } from '@portal/contracts/auth';

export { PERMISSIONS, type Permission };

/** Field paths a server error may name in the sub-user forms (limits by row). */
const FIELD = /^(name|email|password|password_confirmation|permissions|limits\.\d+\.(currency|monthly))$/;

export function isSubUserField(field: string): boolean {
  return FIELD.test(field);
}
