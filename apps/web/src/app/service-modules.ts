import { SERVICES, type Service } from '@portal/contracts/services';
import type { ServiceModule } from '../kit/service-module';

/*
 * Every service's part of the app, found in the features' folders (decision 063): a feature that implements a
 * service exports `serviceModules` from `service-modules.ts`, and nothing outside the registry and that
 * folder has to name it. The files hold only lazy loaders, so finding them all costs a few hundred bytes.
 */
const found = import.meta.glob<readonly ServiceModule[]>('../features/*/service-modules.ts', {
  eager: true,
  import: 'serviceModules',
});

function byService(lists: ReadonlyArray<readonly ServiceModule[]>): Partial<Record<Service, ServiceModule>> {
  const modules: Partial<Record<Service, ServiceModule>> = {};
  for (const module of lists.flat()) {
    if (!SERVICES.includes(module.service)) throw new Error(`service-modules: unknown service ${module.service}`);
    if (modules[module.service]) throw new Error(`service-modules: ${module.service} is given twice`);
    modules[module.service] = module;
  }
  return modules;
}

export const SERVICE_MODULES = byService(Object.values(found));
