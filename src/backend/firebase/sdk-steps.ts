/**
 * The Firebase SDK as the firebase adapter needs it at start, one library per step: Firebase's core, then
 * Firestore Lite. src/backend/index.ts runs them with the app's yield between them (step 8 of src/app/boot.tsx),
 * so that no single long task evaluates the whole SDK with our adapter. Auth is not among them: it loads only
 * when a session is stored or someone signs in (LazyAuth in ./app.ts); Functions and Storage on first use.
 */
export const firebaseSdkSteps: (() => Promise<unknown>)[] = [
  () => import('firebase/app'),
  () => import('firebase/firestore/lite'),
];
