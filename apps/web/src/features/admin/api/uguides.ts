import { queryOptions } from '@tanstack/react-query';
import type {
  AdminUguideChoices,
  AdminUguideCreateBody,
  AdminUguideProgramme,
  AdminUguideUpdateBody,
} from '@portal/contracts/admin-uguides';
import { adminGet } from './admin-client';
import { adminResource } from './resource';

/** The study programmes: the built-in catalogue's and staff's (issue 17, decision 140). */
export const uguideProgrammes = adminResource<AdminUguideProgramme, AdminUguideCreateBody, AdminUguideUpdateBody>({
  path: '/uguide-programmes',
  key: ['admin', 'uguides', 'programmes'],
  perPage: 25,
  stale: ['admin', 'uguides'],
});

/** The countries and universities to add at, and the names of degrees, fields and teaching languages. */
export const uguideChoicesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'uguides', 'choices'],
    queryFn: ({ signal }) => adminGet<AdminUguideChoices>('/uguide-programme-choices', signal),
    staleTime: 300_000,
  });
