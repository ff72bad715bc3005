import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getStoredUser, maySeeWallets, saveSession, syncStoredUser } from './session';

const subUser = {
  id: 'u-1',
  name: 'Sara',
  email: 'sara@example.com',
  role: 'sub_user' as const,
  permissions: ['book', 'pay_wallet'] as const,
};

afterEach(() => clearSession({ silent: true }));

describe('the stored user', () => {
  it("keeps a sub-user's permissions when the server's answer refreshes it", () => {
    saveSession({ token: 't', user: { ...subUser, permissions: [...subUser.permissions] } } as never, true);
    expect(maySeeWallets(getStoredUser())).toBe(false);

    syncStoredUser({ ...subUser, name: 'Sara K.', permissions: ['book', 'pay_wallet'] });
    expect(getStoredUser()).toMatchObject({ name: 'Sara K.', permissions: ['book', 'pay_wallet'] });
    expect(maySeeWallets(getStoredUser())).toBe(false);

    syncStoredUser({ ...subUser, name: 'Sara K.', permissions: ['book', 'pay_wallet', 'see_wallet'] });
    expect(maySeeWallets(getStoredUser())).toBe(true);
  });
});
