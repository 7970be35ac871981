import { SCENARIO_NAMES } from './mocks/scenario-catalogue';

// The bundle's build target (src/buildTarget.d.ts): a node test environment stands for the server.
(globalThis as { __SERVER__?: boolean }).__SERVER__ = typeof window === 'undefined';
// Runs before each test file: the configuration a page receives from the server with the embedded mock
// (server/config.ts; checked in server/config.test.ts), as src/api/config.ts reads it.
if (typeof window !== 'undefined') {
  window.__CONFIG__ = {
    contentApiUrl: '',
    contentStorageUrl: '/storage',
    mockScenarios: [...SCENARIO_NAMES],
  };
}
