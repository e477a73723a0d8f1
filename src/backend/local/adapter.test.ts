import { openDB } from 'idb';
import { createLocalBackend } from './adapter';
import { hashPassword, verifyPassword } from './password';

const demoAdmin = { email: 'Admin@Example.com', password: 'demo-admin-pass' };
let run = 0;
const freshName = () => `local-adapter-${++run}-${crypto.randomUUID()}`;

describe('local adapter', () => {
  it('never stores a password in plain text, for customers or the admin', async () => {
    const dbName = freshName();
    const backend = createLocalBackend({ dbName, demoAdmin });
    await backend.auth.signUp({ name: 'Mingma', email: 'mingma@example.com', password: 'yak-butter-tea' });
    await backend.admin.signIn('admin@example.com', demoAdmin.password);

    const db = await openDB(dbName);
    const everything = JSON.stringify([await db.getAll('users'), await db.getAll('admins')]);
    db.close();
    expect(everything).not.toContain('yak-butter-tea');
    expect(everything).not.toContain(demoAdmin.password);
    expect(everything).toContain('PBKDF2-SHA256');
  });

  it('hashes with 600,000 rounds unless told otherwise, and a sign-in upgrades a hash with fewer', async () => {
    const dbName = freshName();
    const fewer = createLocalBackend({ dbName, demoAdmin, passwordIterations: 1_000 });
    await fewer.auth.signUp({ name: 'Mingma', email: 'mingma@example.com', password: 'yak-butter-tea' });
    await fewer.admin.signIn(demoAdmin.email, demoAdmin.password);
    const rounds = async () => {
      const db = await openDB(dbName);
      type Account = { password: { iterations: number } };
      const users = (await db.getAll('users')) as Account[];
      const admins = (await db.getAll('admins')) as Account[];
      const stored = [...users, ...admins];
      db.close();
      return stored.map((account) => account.password.iterations);
    };
    expect(await rounds()).toEqual([1_000, 1_000]);

    const demo = createLocalBackend({ dbName, demoAdmin });
    await demo.auth.signIn('mingma@example.com', 'yak-butter-tea');
    await demo.admin.signIn(demoAdmin.email, demoAdmin.password);
    expect(await rounds()).toEqual([600_000, 600_000]);
    await expect(demo.auth.signIn('mingma@example.com', 'wrong-password')).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
  });

  it('salts each hash, so equal passwords hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPassword('same-password', a)).toBe(true);
    expect(await verifyPassword('other-password', a)).toBe(false);
  });

  it('seeds once: an admin deletion survives the next start', async () => {
    const dbName = freshName();
    const first = createLocalBackend({ dbName, demoAdmin });
    await first.admin.signIn(demoAdmin.email, demoAdmin.password);
    await first.tours.remove('nepal-adventure');
    const second = createLocalBackend({ dbName, demoAdmin });
    expect((await second.tours.list()).map((t) => t.id)).not.toContain('nepal-adventure');
  });

  it('seeds a first visit in short tasks, with reads waiting for all of it, and a later visit in one read', async () => {
    const dbName = freshName();
    const yields: string[] = [];
    const between = () => {
      yields.push('yield');
      return new Promise<void>((resolve) => setTimeout(resolve, 0));
    };
    const straight = createLocalBackend({ dbName: freshName(), demoAdmin });
    const first = createLocalBackend({ dbName, demoAdmin, between });
    expect(await first.tours.list()).toEqual(await straight.tours.list());
    expect(await first.hotelAster.get()).toEqual(await straight.hotelAster.get());
    expect(yields.length).toBeGreaterThan(1);

    yields.length = 0;
    const again = createLocalBackend({ dbName, demoAdmin, between });
    expect(await again.tours.list()).toEqual(await straight.tours.list());
    expect(yields).toEqual([]);
  });

  it('keeps the customer session across a restart and the admin session only in session storage', async () => {
    const dbName = freshName();
    const persistentStorage = new Map<string, string>();
    const sessionStorage = new Map<string, string>();
    const storages = {
      persistentStorage: {
        getItem: (k: string) => persistentStorage.get(k) ?? null,
        setItem: (k: string, v: string) => void persistentStorage.set(k, v),
        removeItem: (k: string) => void persistentStorage.delete(k),
      },
      sessionStorage: {
        getItem: (k: string) => sessionStorage.get(k) ?? null,
        setItem: (k: string, v: string) => void sessionStorage.set(k, v),
        removeItem: (k: string) => void sessionStorage.delete(k),
      },
    };
    const first = createLocalBackend({ dbName, demoAdmin, ...storages });
    await first.auth.signUp({ name: 'Dawa', email: 'dawa@example.com', password: 'prayer-flags' });
    await first.admin.signIn(demoAdmin.email, demoAdmin.password);
    expect(JSON.parse(persistentStorage.get('currentUser') ?? '{}')).toEqual(expect.objectContaining({ name: 'Dawa' }));
    expect(persistentStorage.get('currentUser')).not.toContain('prayer-flags');

    const afterReload = createLocalBackend({ dbName, demoAdmin, ...storages });
    expect(afterReload.auth.user.current()).toMatchObject({ email: 'dawa@example.com' });
    expect(afterReload.admin.session.current()).toEqual({ email: 'admin@example.com' });

    sessionStorage.clear(); // the browser session ended
    const nextDay = createLocalBackend({ dbName, demoAdmin, ...storages });
    expect(nextDay.admin.session.current()).toBeNull();
    expect(nextDay.auth.user.current()).not.toBeNull();
  });

  it('skips and logs a malformed stored document instead of failing the list', async () => {
    const dbName = freshName();
    const backend = createLocalBackend({ dbName, demoAdmin });
    await backend.tours.list(); // opens and seeds
    const db = await openDB(dbName);
    await db.put('tourPackages', { id: 'broken-tour', name: '', price: 'free' });
    db.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tours = await backend.tours.list();
    expect(tours).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken-tour'));
  });
});
