/**
 * The contract's own examples as a mock (issue 34): `MOCK_SOURCE=examples npm run mock-api`. The handlers are made
 * by MSW's own tool from openapi/content-service.yaml (`@mswjs/source` `fromOpenApi`: each operation answers its
 * 200 example, the first when there are several), then matched on any origin as the dataset's handlers are
 * (a '*' before each path). It shows that the examples are complete enough to run the site: `mocks/__tests__/examples.test.ts`
 * renders the main pages from them, and `src/api/contract.test.ts`'s example checks keep them valid.
 */
import { http, type HttpHandler } from 'msw';
import { fromOpenApi } from '@mswjs/source/open-api';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';

export async function examplesHandlers(contract: string): Promise<HttpHandler[]> {
  const generated = await fromOpenApi(contract);
  // One handler per operation is enough (the tool makes one per declared status, all answering the same way).
  const seen = new Set<string>();
  const handlers: HttpHandler[] = [];
  for (const handler of generated) {
    const method = String(handler.info.method).toLowerCase() as Method;
    const path = String(handler.info.path);
    if (seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    // The generated resolver reads only the request: the same answer on any origin.
    const { resolver } = handler as unknown as { resolver: (info: unknown) => unknown };
    handlers.push(http[method](`*${path}`, (info) => resolver(info) as Response));
  }
  return handlers;
}
