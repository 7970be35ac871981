/**
 * The mock content service for jest (msw/node):
 *
 *   import { server, resetMockState } from '../../mocks/node';
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMockState(); });
 *   afterAll(() => server.close());
 *
 * Override per test with server.use(...), or pick a scenario per request with the `x-mock-scenario` header,
 * the `mock_scenario` cookie or process.env.MOCK_SCENARIO (see mocks/README.md).
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers/index';

export { resetMockState } from './store';
export { handlers, operationHandlers } from './handlers/index';
export { SCENARIOS } from './scenarios';

export const server = setupServer(...handlers);
