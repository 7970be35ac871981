/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The loader is CommonJS (webpack runs it as it is).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const muiStyledLabels = require('./mui-styled-labels.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

type Styled = (
  tag: string,
  options?: Record<string, unknown>,
) => { tag: string; options?: Record<string, unknown> };

/** The loader's output for a stand-in `styled` that returns what it was given, as a function. */
function labelled(): Styled {
  const source = 'const styled = (tag, options) => ({ tag, options });\nexport default styled;';
  const output = muiStyledLabels.call({ resourcePath: 'styled.mjs' }, source);
  return new Function(`${output.replace('export default function', 'return function')}`)() as Styled;
}

describe('mui-styled-labels (webpack loader for @mui/material/styles/styled.mjs)', () => {
  it("labels MUI's named parts as MUI does in development", () => {
    const styled = labelled();
    expect(styled('div', { name: 'MuiAppBar', slot: 'Root' }).options).toEqual({
      name: 'MuiAppBar',
      slot: 'Root',
      label: 'MuiAppBar-Root',
    });
    expect(styled('span', { name: 'MuiChip', slot: 'Label' }).options?.label).toBe('MuiChip-Label');
    expect(styled('span', { name: 'MuiSvgIcon' }).options?.label).toBe('MuiSvgIcon-Root');
  });

  it('keeps a label given, and leaves unnamed parts and calls without options as they are', () => {
    const styled = labelled();
    expect(styled('div', { name: 'MuiX', label: 'Mine' }).options?.label).toBe('Mine');
    const forward = { shouldForwardProp: () => true };
    expect(styled('div', forward).options).toBe(forward);
    expect(styled('div').options).toBeUndefined();
  });

  it("fits the installed MUI's file, and stops the build when that file changes shape", () => {
    const file = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles/styled.mjs');
    expect(muiStyledLabels.call({ resourcePath: file }, readFileSync(file, 'utf8'))).toContain(
      'export default function labelledStyled',
    );
    expect(() => muiStyledLabels.call({ resourcePath: file }, 'export default createStyled();')).toThrow(
      /MUI changed this file/,
    );
  });
});
