/// <reference types="vite/client" />

/** Which backend adapter this build uses; set by vite.config.ts from the VITE_FIREBASE_* configuration. */
declare const __BACKEND_KIND__: 'local' | 'firebase';

/** The year of the build, set by vite.config.ts: what prerendered HTML shows before the browser's clock is read. */
declare const __BUILD_YEAR__: number;
