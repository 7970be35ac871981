import { SCENARIO_NAMES } from './mocks/scenario-catalogue';
import { startUpSource } from './webpack/startUpScript';

// The bundle's build target (src/buildTarget.d.ts): a node test environment stands for the server.
(globalThis as { __SERVER__?: boolean }).__SERVER__ = typeof window === 'undefined';
// The page's start-up module as the build minifies it (webpack/startUpScript.ts; the server bundle's
// `__START_UP_SOURCE__`): tests run what pages carry. Made when a test first reads it.
let startUp: string | undefined;
Object.defineProperty(globalThis, '__START_UP_SOURCE__', {
  configurable: true,
  get: () => (startUp ??= startUpSource()),
});
// Runs before each test file: the configuration a page receives from the server with the embedded mock
// (server/config.ts; checked in server/config.test.ts), as src/api/config.ts reads it.
if (typeof window !== 'undefined') {
  window.__CONFIG__ = {
    contentApiUrl: '',
    contentStorageUrl: '/storage',
    mockScenarios: [...SCENARIO_NAMES],
  };
}
