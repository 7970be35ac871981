/**
 * `npm run mock-api`: the mock content service on http://127.0.0.1:${MOCK_API_PORT || 4010}.
 * Point a build at it with CONTENT_API_URL=http://127.0.0.1:4010 (and GEONAMES_API_URL=http://127.0.0.1:4010/geonames).
 *
 *   npm run mock-api                                  the dataset (mocks/data), scenarios and all
 *   npm run mock-api -- --har recordings/NAME.har     a recording (npm run mock:record) first, the dataset for the rest
 *   MOCK_SOURCE=examples npm run mock-api             the contract's own examples (@mswjs/source fromOpenApi)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HttpHandler } from 'msw';
import { handlers as datasetHandlers } from '../handlers/index';
import { harHandlers, readHar } from '../har';
import { createMockApp } from './app';
import { examplesHandlers } from './examples';

async function chooseHandlers(argv: string[]): Promise<{ handlers: HttpHandler[]; source: string }> {
  const harIndex = argv.indexOf('--har');
  if (harIndex >= 0) {
    const file = argv[harIndex + 1];
    if (!file) throw new Error('--har needs a file (recordings/NAME.har)');
    return {
      handlers: [...harHandlers(readHar(file)), ...datasetHandlers],
      source: `recording ${file}, then the dataset`,
    };
  }
  if (process.env.MOCK_SOURCE === 'examples') {
    const contract = readFileSync(path.resolve(__dirname, '../../openapi/content-service.yaml'), 'utf8');
    return { handlers: await examplesHandlers(contract), source: "the contract's examples" };
  }
  if (process.env.MOCK_SOURCE && process.env.MOCK_SOURCE !== 'dataset')
    throw new Error(`MOCK_SOURCE must be dataset or examples, got ${process.env.MOCK_SOURCE}`);
  return { handlers: datasetHandlers, source: 'the dataset' };
}

const port = Number(process.env.MOCK_API_PORT) || 4010;
const host = process.env.MOCK_API_HOST || '127.0.0.1';

chooseHandlers(process.argv.slice(2))
  .then(({ handlers, source }) => {
    createMockApp(handlers).listen(port, host, () => {
      console.info(`Mock content service: http://${host}:${port}/ (try http://${host}:${port}/api/vi/tours)`);
      console.info(`Answers from ${source}`);
      if (process.env.MOCK_SCENARIO) console.info(`Scenario: ${process.env.MOCK_SCENARIO}`);
    });
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
