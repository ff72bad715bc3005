import { useShellQuery } from '../../../lib/shell-query';
import { homeContentQuery } from '../api/get-home-content';

export function useHomeContent() {
  return useShellQuery(homeContentQuery);
}
