import { SCENARIO_NAMES } from './mocks/scenario-catalogue';
// Runs before each test file: the configuration a page receives from the server with the embedded mock
// (server/config.ts; checked in server/config.test.ts), as src/api/config.ts reads it.
if (typeof window !== 'undefined') {
  window.__CONFIG__ = {
    contentApiUrl: '',
    contentStorageUrl: '/storage',
    mockScenarios: [...SCENARIO_NAMES],
  };
}
