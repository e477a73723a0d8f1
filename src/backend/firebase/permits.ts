import { collection, deleteDoc, doc, setDoc } from 'firebase/firestore/lite';
import { byPermitName } from '../domain/permits';
import type { PermitsApi } from '../types';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll } from './documents';
import { guard } from './error-codes';

/** The permitTypes collection: anyone reads it (no personal data), the admin writes it. */
export function createFirebasePermits(ctx: FirebaseContext): PermitsApi {
  return {
    list: () =>
      guard(async () =>
        (await readAll(collection(ctx.publicDb, 'permitTypes'), ctx.convert.permitType.fromDocuments)).sort(byPermitName),
      ),
    save: (permit) =>
      guard(async () => {
        await ctx.requireAdmin();
        const fields = ctx.convert.permitType.toFields(permit);
        await setDoc(doc(ctx.adminDb, 'permitTypes', permit.id), fields);
      }),
    remove: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        if (!isDocumentId(id)) return;
        await deleteDoc(doc(ctx.adminDb, 'permitTypes', id));
      }),
  };
}
