import { createUser, seedFirestore, setAdminClaim, wipeAuth, wipeFirestore } from '../../tests/support/emulators';
import { demoAdmin } from './fixtures';

/**
 * Before the journeys on the firebase build: fresh emulator data with the samples, and an admin account with
 * the same credentials as the local demo admin, made admin by the custom claim the rules check.
 */
export default async function firebaseGlobalSetup() {
  await wipeFirestore();
  await wipeAuth();
  await seedFirestore();
  const uid = await createUser(demoAdmin.email, demoAdmin.password, 'Aster Admin');
  await setAdminClaim(uid);
}
