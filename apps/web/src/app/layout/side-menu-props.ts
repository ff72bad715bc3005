import type { SiteSettings } from '@portal/contracts/site-settings';
import type { StoredUser } from '../../lib/session';

/** What the side menu shows (its contents are a chunk of their own: side-menu-content.tsx). */
export interface SideMenuContentProps {
  onClose: () => void;
  loggedIn: boolean;
  user: StoredUser | null;
  settings: SiteSettings | undefined;
  onLogout: () => void;
}
