/**
 * @jest-environment node
 *
 * The contract's examples as a mock: every operation's answer comes from openapi/content-service.yaml through
 * @mswjs/source, passes the contract, and the site's main pages render from it on the server without an error view.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { render } from '../../src/entry-server';
import { validateResponse, exampleValues, listOperations } from '../../scripts/contract/validator';
import { examplesHandlers } from '../server/examples';

jest.mock('@/components/purify', () => jest.requireActual('@/components/purify.server'));

const CONTRACT = readFileSync(path.resolve(__dirname, '../../openapi/content-service.yaml'), 'utf8');
const ORIGIN = 'https://vivu.example';

describe("the contract's examples", () => {
  it('every operation of the content service has examples of its success answer, and each passes its schema', () => {
    for (const op of listOperations().filter((o) => o.file === 'content-service.yaml')) {
      const success = op.statuses.find((status) => status.startsWith('2'))!;
      const examples = exampleValues(op.operationId, success);
      expect([op.operationId, Object.keys(examples).length > 0]).toEqual([op.operationId, true]);
      for (const [name, value] of Object.entries(examples)) {
        const result = validateResponse(op.operationId, Number(success), 'application/json', value);
        expect([op.operationId, name, result.errors]).toEqual([op.operationId, name, []]);
      }
    }
  });

  describe('served as a mock', () => {
    let server: ReturnType<typeof setupServer>;
    beforeAll(async () => {
      server = setupServer(...(await examplesHandlers(CONTRACT)));
      server.listen({ onUnhandledRequest: 'bypass' });
    });
    afterAll(() => server.close());

    it('answers each reading operation with its example', async () => {
      const res = await fetch('http://localhost:4010/api/vi/tours?page=1&per_page=12');
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: Array<{ slug: string }> };
      expect(validateResponse('listTours', 200, 'application/json', body).errors).toEqual([]);
    });

    it.each(['/vi', '/en/search', '/vi/detail-trip/ha-long-sapa-6-ngay', '/vi/diem-den'])(
      'renders %s without an error view',
      async (page) => {
        const result = await render(new Request(`${ORIGIN}${page}`), { origin: ORIGIN });
        if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
        expect(result.status).toBe(200);
        const text = result.html.toString().replace(/<[^>]+>/g, ' ');
        expect(text).not.toMatch(/Something went wrong|Đã xảy ra lỗi|Error loading|Lỗi tải/);
      },
    );
  });
});
