import type { StaffRole } from './auth.js';

/*
 * The back office's areas and who may use each, without zod: the web app's back-office frame uses them without
 * the schemas of `admin.ts` (decision 148), which re-exports them.
 */

export const STAFF_AREAS = [
  'dashboard',
  'topups',
  'money',
  'bookings',
  'applications',
  'messages',
  'currencies',
  'content',
  'inventory',
  'people',
  'outbox',
  'audit',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/**
 * The staff role matrix (issue 7): admins may do everything; the agent desk runs bookings, applications (visa
 * applications, once the visa service exists: decision 009), top-ups and messages, and sees the dashboard;
 * content editors keep inventory and site content. Money beyond top-ups (adjustments, ledgers), currencies,
 * people, the mail outbox and the audit log are the admins' alone.
 */
export const AREA_ROLES: Record<StaffArea, readonly StaffRole[]> = {
  dashboard: ['admin', 'desk'],
  topups: ['admin', 'desk'],
  money: ['admin'],
  bookings: ['admin', 'desk'],
  applications: ['admin', 'desk'],
  messages: ['admin', 'desk'],
  currencies: ['admin'],
  content: ['admin', 'editor'],
  inventory: ['admin', 'editor'],
  people: ['admin'],
  outbox: ['admin'],
  audit: ['admin'],
};

export function canUseArea(role: StaffRole | null | undefined, area: StaffArea): boolean {
  return !!role && AREA_ROLES[area].includes(role);
}

/** The areas a role may open, in the order the back office lists them. */
export function areasOf(role: StaffRole | null | undefined): StaffArea[] {
  return STAFF_AREAS.filter((area) => canUseArea(role, area));
}
