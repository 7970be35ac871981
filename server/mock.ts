/**
 * The embedded mock content service for the production server (built into dist/server/mock.js, loaded only when
 * no CONTENT_API_URL is set): the server's own calls are answered in-process by the MSW handlers (msw's
 * `getResponse`, no HTTP hop and no patched `fetch`), and the browser's calls on the site's origin by the same
 * handlers as express middleware. Everything it needs is bundled: it runs with `npm ci --omit=dev`.
 */
import { getResponse } from 'msw';
import { handlers } from '../mocks/handlers/index';
import { mountMockService } from '../mocks/server/mount';
import type { MockService } from './app';

export const mockService: MockService = {
  transport: async (request) =>
    (await getResponse(handlers, request)) ??
    Response.json({ success: false, message: 'Not found' }, { status: 404 }),
  mount: mountMockService,
};
