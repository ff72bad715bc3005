import { useQuery } from '@tanstack/react-query';
import { homeContentQuery } from '../api/get-home-content';

export function useHomeContent() {
  return useQuery(homeContentQuery);
}
