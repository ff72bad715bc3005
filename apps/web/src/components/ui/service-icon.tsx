import type { ComponentType } from 'react';
import type { Service } from '@portal/contracts/services';
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
} from './icons';

/** Each service's pictogram (the home tabs, the side menu). */
const SERVICE_ICONS: Record<Service, ComponentType<IconProps>> = {
  flight: IconPlane,
  visa: IconPassport,
  hotel: IconBed,
  package: IconSuitcase,
  car: IconCar,
  cruise: IconShip,
  insurance: IconShield,
  guide: IconFlag,
  uguide: IconGraduation,
  conference: IconMedical,
};

export function ServiceIcon({ service, ...props }: IconProps & { service: Service }) {
  const Icon = SERVICE_ICONS[service];
  return <Icon {...props} />;
}
