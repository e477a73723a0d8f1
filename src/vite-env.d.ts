/// <reference types="vite/client" />

/** Which backend adapter this build uses; set by vite.config.ts from the VITE_FIREBASE_* configuration. */
declare const __BACKEND_KIND__: 'local' | 'firebase';
