import { BackendChoiceError, backendKindForBuild, bothBackendsMessage, missingBackendMessage, readBackendKind } from './config';

const firebase = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'himalayan-aster' };

describe('choosing the backend of a build', () => {
  it('refuses a build that names no backend, saying how to choose one', () => {
    expect(readBackendKind({})).toBeNull();
    expect(() => backendKindForBuild({})).toThrow(BackendChoiceError);
    expect(() => backendKindForBuild({ VITE_SITE_URL: 'https://x.in' })).toThrow(missingBackendMessage);
    expect(missingBackendMessage).toMatch(/VITE_FIREBASE_API_KEY/);
    expect(missingBackendMessage).toMatch(/VITE_BACKEND=local/);
  });

  it('builds for Firebase when its configuration is present', () => {
    expect(backendKindForBuild(firebase)).toBe('firebase');
    expect(backendKindForBuild({ ...firebase, VITE_BACKEND: 'firebase' })).toBe('firebase');
  });

  it('builds the demo only when asked, even with a Firebase configuration around', () => {
    expect(backendKindForBuild({ VITE_BACKEND: 'local' })).toBe('local');
    // A demo switch next to a production configuration is refused, never silently the demo.
    expect(() => backendKindForBuild({ ...firebase, VITE_BACKEND: ' local ' })).toThrow(bothBackendsMessage);
    expect(readBackendKind({ ...firebase, VITE_BACKEND: 'local' })).toBe('local');
  });

  it('refuses half a Firebase configuration and unknown backends instead of guessing', () => {
    expect(() => readBackendKind({ VITE_FIREBASE_API_KEY: 'key' })).toThrow(
      /VITE_FIREBASE_PROJECT_ID are both needed \(found VITE_FIREBASE_API_KEY\)/,
    );
    expect(() => readBackendKind({ VITE_BACKEND: 'firebase' })).toThrow(/incomplete/);
    expect(() => readBackendKind({ VITE_BACKEND: 'demo' })).toThrow('VITE_BACKEND is "demo": it must be "local" or "firebase".');
    // Blank values count as absent, as in an .env file with the keys left empty.
    expect(readBackendKind({ VITE_FIREBASE_API_KEY: ' ', VITE_BACKEND: '' })).toBeNull();
  });
});
