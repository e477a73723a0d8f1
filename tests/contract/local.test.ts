import { describeBackendContract } from './backend-contract';
import { createLocalBackend } from '../../src/backend/local/adapter';

const demoAdmin = { email: 'admin@contract.test', password: 'contract-admin-1' };
let run = 0;

describeBackendContract('local (IndexedDB)', {
  canStoreImages: true,
  fresh: () => Promise.resolve(createLocalBackend({ dbName: `contract-${Date.now()}-${++run}`, demoAdmin })),
  async signInAdmin(backend) {
    await backend.admin.signIn(demoAdmin.email, demoAdmin.password);
    return demoAdmin;
  },
});
