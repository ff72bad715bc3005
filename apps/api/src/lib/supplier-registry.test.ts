import { describe, expect, it } from 'vitest';
import { BUILTIN_SUPPLIER, createSupplierRegistry } from './supplier-registry.js';

const supplier = (code: string, log: string[] = []) => ({ code, changed: () => log.push(code) });

describe('supplier registry', () => {
  it('finds a supplier by its code, and the built-in one for records stored without a code', () => {
    const builtin = supplier(BUILTIN_SUPPLIER);
    const charter = supplier('charter');
    const registry = createSupplierRegistry('flight', [builtin, charter]);
    expect(registry.all).toEqual([builtin, charter]);
    expect(registry.get('charter')).toBe(charter);
    expect(registry.get(undefined)).toBe(builtin);
    expect(registry.get('gone')).toBeUndefined();
  });

  it('tells every supplier that availability changed, skipping those that keep nothing', () => {
    const log: string[] = [];
    const registry = createSupplierRegistry('hotel', [supplier(BUILTIN_SUPPLIER, log), { code: 'demo' }]);
    registry.changed();
    expect(log).toEqual([BUILTIN_SUPPLIER]);
  });

  it('refuses a registry without the built-in supplier, a code twice, or a code that cannot prefix a key', () => {
    expect(() => createSupplierRegistry('flight', [supplier('charter')])).toThrow(/built-in flight supplier/);
    expect(() => createSupplierRegistry('hotel', [supplier(BUILTIN_SUPPLIER), supplier('builtin')])).toThrow(/taken/);
    for (const code of ['demo~x', 'Demo', 'd', '9demo', 'a'.repeat(21)])
      expect(() => createSupplierRegistry('hotel', [supplier(BUILTIN_SUPPLIER), supplier(code)])).toThrow(code);
  });
});
