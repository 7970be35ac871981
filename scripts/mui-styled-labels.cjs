/**
 * Webpack loader for @mui/material/styles/styled.mjs (webpack/substitutions.ts): MUI's components get the same
 * styled-components ids in the browser and on the server, whatever order their modules run in.
 *
 * In production MUI gives its styled parts no label, and styled-components numbers unlabelled components in the
 * order they are created: the browser (start-up in stages, pages' chunks loaded later) creates them in another
 * order than the server's single bundle, so most of MUI's class names differed from the server's. Hydration then
 * generated and inserted every such component's CSS again (about a hundred rules on a tour page, each batch a
 * restyle of the page) while the page kept the server's classes. Labelled `MuiAppBar-Root` (what MUI does in
 * development), a component's id depends on its name only, and the browser finds the server's rules already there.
 */
const EXPORT = 'export default styled;';

module.exports = function muiStyledLabels(source) {
  if (!source.includes(EXPORT)) {
    throw new Error(
      `mui-styled-labels: "${EXPORT}" not found in ${this.resourcePath}; MUI changed this file`,
    );
  }
  return source.replace(
    EXPORT,
    `export default function labelledStyled(tag, options) {
  return styled(tag, options && options.name && !options.label ? { ...options, label: options.name + '-' + (options.slot || 'Root') } : options);
}`,
  );
};
