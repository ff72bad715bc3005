import { Navigate } from '@tanstack/react-router';
import { useStaff } from '../../hooks/use-staff';
import { NAV } from '../../utils/nav';
import { DashboardScreen } from './dashboard-screen';

/** /admin: the dashboard for those who may see it, otherwise the first area the role opens. */
export function AdminHome() {
  const staff = useStaff();
  if (staff.can('dashboard')) return <DashboardScreen />;
  const first = NAV.find((item) => staff.can(item.area));
  return first ? <Navigate to={first.to} replace /> : null;
}
