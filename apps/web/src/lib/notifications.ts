import { apiGet } from './api-client';
import { useIsLoggedIn } from './session';
import { useShellQuery, type ShellQueryOptions } from './shell-query';

/** The header bell's count of unread notices (decision 131), shared by the bell and the page that reads them. */
export const unreadNotificationsQuery: ShellQueryOptions<number> = {
  queryKey: ['notifications', 'unread'],
  queryFn: async ({ signal }) => (await apiGet<{ unread: number }>('/notifications/unread', signal)).unread,
  staleTime: 60_000,
  retry: false,
};

/** The signed-in user's unread count; nothing is asked for a visitor. */
export function useUnreadNotifications() {
  return useShellQuery({ ...unreadNotificationsQuery, enabled: useIsLoggedIn() });
}
