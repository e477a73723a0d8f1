import {
  createUser,
  seedFirestore,
  setAdminClaim,
  setFunctionsClockOffset,
  wipeAuth,
  wipeFirestore,
} from '../../tests/support/emulators';
import { clockOffset } from './clock';
import { demoAdmin } from './fixtures';

/**
 * Before the journeys on the firebase build: fresh emulator data with the samples, an admin account with the same
 * credentials as the local demo admin, made admin by the custom claim the rules check, and the functions' clock
 * set to the journeys' (./clock.ts), so that a function decides on the day the browser shows. Firestore's own
 * server time (serverTimestamp(), the rules' request.time) stays the machine's: the gcloud emulator has no clock
 * to shift.
 */
export default async function firebaseGlobalSetup() {
  await wipeFirestore();
  await wipeAuth();
  await Promise.all([seedFirestore(), setFunctionsClockOffset(clockOffset)]);
  const uid = await createUser(demoAdmin.email, demoAdmin.password, 'Aster Admin');
  await setAdminClaim(uid);
}
