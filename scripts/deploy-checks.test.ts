import { readFileSync } from 'node:fs';
import {
  checkBuild,
  deleteFunctionsArgs,
  DeployRefused,
  deployTarget,
  exportedFunctions,
  retiredFunctions,
  retiredStillDeployed,
} from './deploy-checks';

const live = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'aster-live' };
const built = (backend: string, builtAt = '2026-11-23T10:00:00.000Z') => JSON.stringify({ builtAt, backend, pages: 17 });
// The minifier wrote the project id as a template literal in the e2e build: any quotes count.
const bundle = ['const a=1;', 'const config={projectId:`aster-live`,apiKey:"key"};'];

describe('npm run deploy', () => {
  it('deploys to the project of the live configuration', () => {
    expect(deployTarget(live)).toEqual({ projectId: 'aster-live' });
  });

  it('refuses the demo, a missing configuration and the emulators before building', () => {
    expect(() => deployTarget({ ...live, VITE_BACKEND: 'local' })).toThrow(/VITE_BACKEND=local makes the embedded demo/);
    expect(() => deployTarget({})).toThrow(/No Firebase configuration/);
    expect(() => deployTarget({ ...live, VITE_USE_EMULATORS: 'true' })).toThrow(/emulators/);
    expect(() => deployTarget({})).toThrow(DeployRefused);
  });

  it('accepts a firebase build for the project, made after the deploy started', () => {
    expect(() => checkBuild(built('firebase'), bundle, 'aster-live', new Date('2026-11-23T09:59:00.000Z'))).not.toThrow();
    expect(() => checkBuild(built('firebase', '2020-01-01T00:00:00.000Z'), bundle, 'aster-live', null)).not.toThrow();
  });

  it('refuses a local build, a stale or missing record, and a build for another project', () => {
    expect(() => checkBuild(built('local'), bundle, 'aster-live', null)).toThrow(
      /dist\/ is a local build .* would publish the demo/,
    );
    expect(() => checkBuild(null, bundle, 'aster-live', null)).toThrow(/build-info.json is missing/);
    expect(() => checkBuild('{', bundle, 'aster-live', null)).toThrow(/not JSON/);
    expect(() => checkBuild(built('firebase'), bundle, 'aster-live', new Date('2026-11-23T10:01:00.000Z'))).toThrow(
      /older than this deploy/,
    );
    expect(() => checkBuild(built('firebase'), bundle, 'aster-staging', null)).toThrow(
      /No script in dist\/assets names the project aster-staging/,
    );
    expect(() => checkBuild(built('firebase'), bundle, 'aster', null)).toThrow(/names the project aster:/);
  });

  it('retires only functions the source no longer exports, and the source still exports some', () => {
    const exported = exportedFunctions(readFileSync(new URL('../functions/src/index.ts', import.meta.url), 'utf8'));
    expect(exported).toEqual(expect.arrayContaining(['createBooking', 'createWalkInBooking', 'linkWalkInBooking']));
    expect(retiredFunctions).toEqual(expect.arrayContaining(['createDeskBooking', 'linkDeskBooking']));
    expect(retiredFunctions.filter((name) => exported.includes(name))).toEqual([]);
  });

  it('deletes the retired functions the project still runs, in their regions, without asking', () => {
    const listed = (ids: [string, string][]) =>
      JSON.stringify({ status: 'success', result: ids.map(([id, region]) => ({ id, region, platform: 'gcfv2' })) });
    const deployed = retiredStillDeployed(
      listed([
        ['createBooking', 'asia-south1'],
        ['createDeskBooking', 'asia-south1'],
        ['linkDeskBooking', 'us-central1'],
      ]),
    );
    expect(deployed).toEqual([
      { id: 'createDeskBooking', region: 'asia-south1' },
      { id: 'linkDeskBooking', region: 'us-central1' },
    ]);
    expect(deleteFunctionsArgs(deployed, 'aster-live')).toEqual([
      ['functions:delete', 'createDeskBooking', '--region', 'asia-south1', '--force', '--project', 'aster-live'],
      ['functions:delete', 'linkDeskBooking', '--region', 'us-central1', '--force', '--project', 'aster-live'],
    ]);
    // Once deleted, the next deploy finds none and deletes nothing.
    expect(deleteFunctionsArgs(retiredStillDeployed(listed([['createBooking', 'asia-south1']])), 'aster-live')).toEqual([]);
  });

  it('refuses a listing it cannot read rather than take it for none', () => {
    expect(() => retiredStillDeployed('Error: Failed to authenticate')).toThrow(/printed no JSON/);
    expect(() => retiredStillDeployed(JSON.stringify({ status: 'error', error: 'denied' }))).toThrow(/did not list/);
  });
});
