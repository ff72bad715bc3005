import { useState } from 'react';
import { logout } from '../api/logout';

/** Logout plus a flag for the loading overlay shown until the page reloads. */
export function useLogout(): { loggingOut: boolean; handleLogout: () => void } {
  const [loggingOut, setLoggingOut] = useState(false);
  return {
    loggingOut,
    handleLogout: () => {
      setLoggingOut(true);
      void logout();
    },
  };
}
