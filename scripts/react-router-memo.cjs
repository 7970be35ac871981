/**
 * Webpack loader for React Router's chunk that holds its route matching (webpack/substitutions.ts, both builds):
 * the route table's branches and each path's pattern are worked out once instead of on every match.
 *
 * `matchRoutes` (what `useRoutes` calls on every render of the routes, and the server's render before it) flattens
 * the whole route table into branches and sorts them by rank each time, and every branch it tries compiles its
 * path into a regular expression again. On the server that was about 0.7 ms of every page's render (a 404 page's
 * CPU profile: `flattenRoutes`, `rankRouteBranches`, `compilePath`), the same work for the same table. Both results
 * depend only on their inputs and no caller changes them: the branches are kept per route array (a WeakMap, so a
 * table made on the fly, as `<Routes>` children make one, is simply not kept), the patterns per path and flags.
 * The build fails if React Router's code no longer reads as expected (docs/patches.md, row 14).
 */
const FLATTEN = `function flattenAndRankRoutes(routes) {
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  return branches;
}`;
const COMPILE = 'function compilePath(path, caseSensitive = false, end = true) {';

const FLATTEN_KEPT = `const keptBranches = /* @__PURE__ */ new WeakMap();
function flattenAndRankRoutes(routes) {
  let branches = keptBranches.get(routes);
  if (branches === void 0) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    keptBranches.set(routes, branches);
  }
  return branches;
}`;
const COMPILE_KEPT = `const keptPatterns = /* @__PURE__ */ new Map();
function compilePath(path, caseSensitive = false, end = true) {
  const key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let compiled = keptPatterns.get(key);
  if (compiled === void 0) {
    compiled = compilePathOnce(path, caseSensitive, end);
    if (keptPatterns.size < 1000) keptPatterns.set(key, compiled);
  }
  return compiled;
}
function compilePathOnce(path, caseSensitive = false, end = true) {`;

/** The chunk's source with both memos in; throws when the chunk holds one of the two functions but not both. */
function keepRouteMatching(source, file = 'react-router') {
  const hasFlatten = source.includes(FLATTEN);
  const hasCompile = source.includes(COMPILE);
  if (!hasFlatten && !hasCompile) return source;
  if (!hasFlatten || !hasCompile) {
    throw new Error(
      `react-router-memo: React Router's route matching changed in ${file}; see docs/patches.md`,
    );
  }
  return source.replace(FLATTEN, FLATTEN_KEPT).replace(COMPILE, COMPILE_KEPT);
}

module.exports = function reactRouterMemo(source) {
  return keepRouteMatching(source, this.resourcePath);
};
module.exports.keepRouteMatching = keepRouteMatching;
