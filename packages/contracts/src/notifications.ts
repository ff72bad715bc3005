import { z } from 'zod';
import { PageQuerySchema } from './common.js';

/**
 * What the portal tells a user (issue 20, decision 131): each kind is a mail and a line under the header's bell.
 * `application.updated` is only a line: the application's own mail says more.
 */
export const NOTIFICATION_KINDS = [
  'welcome',
  'booking.held',
  'booking.hold_reminder',
  'booking.confirmed',
  'booking.cancelled',
  'booking.refunded',
  'booking.expired',
  'topup.approved',
  'topup.rejected',
  'subuser.added',
  'application.updated',
  'waitlist.offered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationQuerySchema = PageQuerySchema;
export type NotificationQuery = z.input<typeof NotificationQuerySchema>;

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The notice's sentence in the request's language. */
  title: z.string(),
  /** Where it leads in the portal (a path), if anywhere. */
  link: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
  /** For an agency owner, the sub-user a booking notice is about; null for the reader's own. */
  user_name: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  data: z.array(NotificationSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** The reader's own notices not read yet. */
    unread: z.number().int(),
  }),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const UnreadCountSchema = z.object({ data: z.object({ unread: z.number().int() }) });
