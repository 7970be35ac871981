import { SCENARIO_NAMES } from './mocks/scenario-catalogue';
// Runs before each test file: the environment the app reads its configuration from.
process.env.CONTENT_API_URL = '';
process.env.CONTENT_STORAGE_URL = '/storage';
// What scripts/public-config.ts gives the build with the embedded mock (checked in mockScenario.test.ts).
process.env.MOCK_SCENARIOS = SCENARIO_NAMES.join(',');
