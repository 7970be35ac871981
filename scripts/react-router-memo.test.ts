/** @jest-environment node */
/**
 * The server bundle's React Router keeps its route matching (scripts/react-router-memo.cjs): the loader must find
 * its two functions in the installed React Router (else the build fails), and the kept results must be the ones
 * React Router works out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack runs it
const { keepRouteMatching, pureComponents } = require('./react-router-memo.cjs') as {
  keepRouteMatching: (source: string, file?: string) => string;
  pureComponents: (source: string, file?: string) => string;
};

const DIST = path.resolve(__dirname, '../node_modules/react-router/dist');

/** The chunk of a build that holds `text`: an ES module webpack bundles, or a CommonJS one. */
function chunkWith(text: string, build: 'production' | 'development', ext: 'mjs' | 'js' = 'mjs') {
  const dir = path.join(DIST, build);
  const file = readdirSync(dir).find(
    (name) =>
      new RegExp(`^chunk-[A-Z0-9]+\\.${ext}$`).test(name) &&
      readFileSync(path.join(dir, name), 'utf8').includes(text),
  );
  if (!file) throw new Error(`no chunk with ${text} in ${dir}`);
  return { file: path.join(dir, file), source: readFileSync(path.join(dir, file), 'utf8') };
}
const matchingChunk = (build: 'production' | 'development', ext: 'mjs' | 'js' = 'mjs') =>
  chunkWith('function flattenAndRankRoutes(', build, ext).source;

interface Matching {
  matchRoutes: (
    routes: unknown[],
    location: string,
  ) => { route: { id?: string; path?: string }; params: object; pathname: string }[] | null;
  matchPath: (pattern: string | { path: string; end?: boolean }, pathname: string) => unknown;
}

/** A CommonJS chunk evaluated (it requires React, and its sibling chunks relative to `file`). */
function evaluate<T = Matching>(code: string, file = path.join(DIST, 'production', 'x.js')): T {
  const module = { exports: {} as Record<string, unknown> };
  const requireFrom = (id: string): unknown =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the chunk's own requires
    require(id.startsWith('.') ? path.join(path.dirname(file), id) : id);
  new Function('require', 'module', 'exports', code)(requireFrom, module, module.exports);
  return module.exports as unknown as T;
}

const ROUTES = [
  {
    id: 'lang',
    path: ':lang',
    children: [
      { id: 'home', index: true },
      { id: 'search', path: 'search' },
      { id: 'tour', path: 'detail-trip/:slug' },
      { id: 'booking', path: 'tour/:slug/booking' },
      { id: 'post', path: 'post/:slug?' },
      { id: 'category', path: ':slug' },
      { id: 'sub', path: ':slug/:sub' },
    ],
  },
  { id: 'files', path: 'files/*' },
  { id: 'missing', path: '*' },
];
const PATHS = [
  '/',
  '/vi',
  '/en/search',
  '/en/detail-trip/ha-long-bay-discovery',
  '/vi/tour/sapa/booking',
  '/en/post',
  '/en/post/hello',
  '/en/japan',
  '/en/japan/tokyo',
  '/EN/Search',
  '/en/japan/tokyo/more',
  '/files/a/b.txt',
  '/en/detail-trip/h%C3%A0-n%E1%BB%99i',
];

const summary = (matches: ReturnType<Matching['matchRoutes']>) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname })) ?? null;

describe('React Router’s route matching, kept (scripts/react-router-memo.cjs)', () => {
  it.each(['production', 'development'] as const)('finds both functions in the %s build', (build) => {
    const patched = keepRouteMatching(matchingChunk(build));
    expect(patched).toContain('keptBranches.get(routes)');
    expect(patched).toContain('function compilePathOnce(');
  });

  it.each(['production', 'development'] as const)(
    'marks Link, NavLink and Form pure in the %s build, named in the same expression',
    (build) => {
      const patched = pureComponents(chunkWith('var Link = ', build).source);
      for (const name of ['Link', 'NavLink', 'Form']) {
        expect(patched).toContain(
          `var ${name} = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React10.forwardRef(`,
        );
        expect(patched).toContain(`), { displayName: "${name}" });`);
        expect(patched).not.toContain(`\n${name}.displayName = "${name}";`);
      }
    },
  );

  it('keeps the components what they were: the same forwardRef components with their names', () => {
    const { file, source } = chunkWith('var Link = ', 'production', 'js');
    type Components = Record<
      'Link' | 'NavLink' | 'Form',
      { $$typeof: symbol; displayName: string; render: unknown }
    >;
    const original = evaluate<Components>(source, file);
    const patched = evaluate<Components>(pureComponents(source), file);
    for (const name of ['Link', 'NavLink', 'Form'] as const) {
      expect(patched[name].$$typeof).toBe(original[name].$$typeof);
      expect(patched[name].displayName).toBe(name);
      expect(String(patched[name].render)).toBe(String(original[name].render));
    }
  });

  it('leaves other files alone and fails loudly when React Router’s code changed', () => {
    expect(keepRouteMatching('export const x = 1;')).toBe('export const x = 1;');
    const source = matchingChunk('production');
    const renamed = source.replace(
      'function flattenAndRankRoutes(routes) {',
      'function flattenRanked(routes) {',
    );
    expect(() => keepRouteMatching(renamed)).toThrow(/code changed/);
    const unnamed = chunkWith('var Link = ', 'production').source.replace('\nLink.displayName = "Link";', '');
    expect(() => pureComponents(unnamed)).toThrow(/code changed/);
    expect(pureComponents('export const x = 1;')).toBe('export const x = 1;');
  });

  it('matches as React Router does, again and again, for every kind of path', () => {
    // The same functions in the package's CommonJS build, which runs here as it is.
    const source = matchingChunk('production', 'js');
    const original = evaluate(source);
    const kept = evaluate(keepRouteMatching(source));
    for (const pathname of PATHS) {
      const expected = summary(original.matchRoutes(ROUTES, pathname));
      expect([pathname, summary(kept.matchRoutes(ROUTES, pathname))]).toEqual([pathname, expected]);
      // The second time from what was kept.
      expect([pathname, summary(kept.matchRoutes(ROUTES, pathname))]).toEqual([pathname, expected]);
    }
    // A table made on the fly is matched as it is (not from another table's branches).
    const other = [{ id: 'only', path: 'only' }];
    expect(summary(kept.matchRoutes(other, '/en/search'))).toBeNull();
    expect(summary(kept.matchRoutes(other, '/only'))).toEqual(summary(original.matchRoutes(other, '/only')));
    for (const [pattern, pathname] of [
      ['/en/detail-trip/:slug', '/en/detail-trip/sapa'],
      [{ path: '/en', end: false }, '/en/search'],
      [{ path: '/en', end: true }, '/en/search'],
      ['/en/*', '/en/a/b'],
    ] as const) {
      expect(kept.matchPath(pattern, pathname)).toEqual(original.matchPath(pattern, pathname));
      expect(kept.matchPath(pattern, pathname)).toEqual(original.matchPath(pattern, pathname));
    }
  });
});
