import { useQuery } from '@tanstack/react-query';
import { areasOf, canUseArea, type StaffArea } from '@portal/contracts/staff-areas';
import { meQuery } from '../../../lib/me';

/** The logged-in user as the back office sees them: staff or not, their role and the areas it opens. */
export function useStaff() {
  const me = useQuery(meQuery);
  const role = me.data?.role === 'staff' ? me.data.staff_role : null;
  return {
    me,
    isStaff: role !== null,
    role,
    areas: areasOf(role),
    can: (area: StaffArea) => canUseArea(role, area),
  };
}
