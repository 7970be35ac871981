/**
 * `npm run mock-api`: the mock content service on http://127.0.0.1:${MOCK_API_PORT || 4010}.
 * Point a build at it with CONTENT_API_URL=http://127.0.0.1:4010 (and GEONAMES_API_URL=http://127.0.0.1:4010/geonames).
 */
import { createMockApp } from './app';

const port = Number(process.env.MOCK_API_PORT) || 4010;
const host = process.env.MOCK_API_HOST || '127.0.0.1';

createMockApp().listen(port, host, () => {
  console.info(`Mock content service: http://${host}:${port}/ (try http://${host}:${port}/api/vi/tours)`);
  if (process.env.MOCK_SCENARIO) console.info(`Scenario: ${process.env.MOCK_SCENARIO}`);
});
