import { describe, expect, it } from 'vitest';
import { LIVE_SERVICES, SERVICES, serviceRoutes } from '@portal/contracts/services';
import { FEATURE_DICTIONARY_NAMES } from '../locales/features';
import { DEFAULT_SERVICE } from '../lib/services';
import { SERVICE_MODULES } from './service-modules';

describe('the services’ modules (decision 063)', () => {
  it('are found for every live service, and for no service the registry does not know', () => {
    for (const service of LIVE_SERVICES) expect(SERVICE_MODULES[service], service).toBeDefined();
    for (const service of Object.keys(SERVICE_MODULES)) expect(SERVICES).toContain(service);
  });

  it('give screens only for their own service’s routes, and a live service a screen for each of them', () => {
    for (const [service, module] of Object.entries(SERVICE_MODULES)) {
      const own = serviceRoutes(module!.service);
      expect(module!.service).toBe(service);
      for (const route of Object.keys(module!.screens)) expect(own, `${service}: ${route}`).toContain(route);
      if ((LIVE_SERVICES as readonly string[]).includes(module!.service))
        for (const route of own) expect(module!.screens[route], `${service}: ${route}`).toBeDefined();
    }
  });

  it('give every live service a home tab form (the default tab’s is in the entry) and a confirmation', () => {
    for (const service of LIVE_SERVICES) {
      const module = SERVICE_MODULES[service]!;
      if (service !== DEFAULT_SERVICE) expect(module.searchPanel, service).toBeDefined();
      expect(module.views?.success, service).toBeDefined();
    }
  });

  it('name dictionaries that exist', () => {
    for (const module of Object.values(SERVICE_MODULES)) {
      for (const name of module!.dictionaries) expect(FEATURE_DICTIONARY_NAMES).toContain(name);
      for (const screen of Object.values(module!.screens))
        for (const name of screen!.dictionaries ?? []) expect(FEATURE_DICTIONARY_NAMES).toContain(name);
    }
  });

  it('load what they name: every screen’s module exports its component, every view and form is a component', async () => {
    for (const module of Object.values(SERVICE_MODULES)) {
      for (const screen of Object.values(module!.screens)) {
        const loaded = (await screen!.load()) as Record<string, unknown>;
        expect(typeof loaded[screen!.component], screen!.component).toBe('function');
      }
      if (module!.searchPanel) expect(typeof (await module!.searchPanel())).toBe('function');
      for (const view of Object.values(module!.views ?? {})) {
        const load = typeof view === 'function' ? view : (view as { load: () => Promise<unknown> }).load;
        expect(typeof (await load())).toBe('function');
      }
    }
  }, 60_000);
});
