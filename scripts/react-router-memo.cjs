/**
 * Webpack loader for React Router's chunk that holds its route matching and its components (webpack/substitutions.ts,
 * both of its builds). Two changes, each failing the build if React Router's code no longer reads as expected
 * (docs/patches.md, rows 14 and 15):
 *
 * - **Its link and form components can drop out of a bundle that does not use them** (every bundle). `Link`,
 *   `NavLink` and `Form` are made by a top-level `React.forwardRef(...)` call and given a `displayName` after it,
 *   which a minifier must keep as possible side effects: each bundle carried them (and the prefetch and click hooks
 *   they use) although the site's links are `AppLink`s (src/components/AppLink.tsx). Marked pure, with the name
 *   set inside the same expression, they go when nothing imports them.
 * - **Route matching worked out once** (option `keepMatching`, the server's bundle). `matchRoutes` (what
 *   `useRoutes` calls on every render of the routes, and the server's render before it) flattens the whole route
 *   table into branches and sorts them by rank each time, and every branch it tries compiles its path into a regular
 *   expression again: about 0.2–0.4 ms of every page the server renders, the same work for the same table. Both
 *   results depend only on their inputs and no caller changes them: the branches are kept per route array (a
 *   WeakMap, so a table made on the fly, as `<Routes>` children make one, is simply not kept), the patterns per path
 *   and flags (a bounded Map).
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

/** The components made by a top-level forwardRef call and named after it. */
const COMPONENTS = ['Link', 'NavLink', 'Form'];

function changed(file) {
  return new Error(`react-router-memo: React Router's code changed in ${file}; see docs/patches.md`);
}

/** The chunk's source with route matching kept; throws when the chunk holds one of the two functions but not both. */
function keepRouteMatching(source, file = 'react-router') {
  const hasFlatten = source.includes(FLATTEN);
  const hasCompile = source.includes(COMPILE);
  if (!hasFlatten && !hasCompile) return source;
  if (!hasFlatten || !hasCompile) throw changed(file);
  return source.replace(FLATTEN, FLATTEN_KEPT).replace(COMPILE, COMPILE_KEPT);
}

/**
 * `var Link = React10.forwardRef(` … `Link.displayName = "Link";` becomes
 * `var Link = /* @__PURE__ *\/ Object.assign(/* @__PURE__ *\/ React10.forwardRef(` … `), { displayName: "Link" });`
 * (both calls pure: a pure call's arguments are still evaluated unless they are pure themselves). Throws when the
 * chunk defines one of the components in another way.
 */
function pureComponents(source, file = 'react-router') {
  let result = source;
  for (const name of COMPONENTS) {
    const start = new RegExp(`^var ${name} = (React\\d*)\\.forwardRef\\($`, 'm');
    const named = `\n${name}.displayName = "${name}";`;
    const found = start.exec(result);
    if (!found) {
      if (result.includes(`var ${name} =`)) throw changed(file);
      continue;
    }
    const end = result.indexOf(named, found.index);
    const close = result.lastIndexOf('\n);', end);
    if (end < 0 || close < found.index) throw changed(file);
    result =
      result.slice(0, found.index) +
      `var ${name} = /* @__PURE__ */ Object.assign(/* @__PURE__ */ ${found[1]}.forwardRef(` +
      result.slice(found.index + found[0].length, close) +
      `\n), { displayName: "${name}" });` +
      result.slice(end + named.length);
  }
  return result;
}

module.exports = function reactRouterMemo(source) {
  const { keepMatching = false } = this.getOptions ? this.getOptions() : {};
  const pure = pureComponents(source, this.resourcePath);
  return keepMatching ? keepRouteMatching(pure, this.resourcePath) : pure;
};
module.exports.keepRouteMatching = keepRouteMatching;
module.exports.pureComponents = pureComponents;
