import type { ComponentType } from 'react';
import {
  IconBed,
  IconCar,
  IconFlag,
  IconGraduation,
  IconMedical,
  IconPassport,
  IconPlane,
  IconShield,
  IconShip,
  IconSuitcase,
  type IconProps,
} from '../../../components/ui/icons';

/** The home search tabs, in the spec's order (section 2), medical conferences last. */
export const SEARCH_TABS = [
  'flight',
  'visa',
  'hotel',
  'package',
  'cars',
  'cruise',
  'insurance',
  'tourguide',
  'uguide',
  'conference',
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const DEFAULT_SEARCH_TAB: SearchTab = 'flight';

export function isSearchTab(value: unknown): value is SearchTab {
  return typeof value === 'string' && (SEARCH_TABS as readonly string[]).includes(value);
}

export const SEARCH_TAB_ICONS: Record<SearchTab, ComponentType<IconProps>> = {
  flight: IconPlane,
  visa: IconPassport,
  hotel: IconBed,
  package: IconSuitcase,
  cars: IconCar,
  cruise: IconShip,
  insurance: IconShield,
  tourguide: IconFlag,
  uguide: IconGraduation,
  conference: IconMedical,
};
