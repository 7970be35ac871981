/**
 * The page's start-up module (src/start/inline/startUp.ts) as the build inlines it: TypeScript compiled and minified
 * by swc into one script text, which the server bundle receives as `__START_UP_SOURCE__` (server/startUp.ts) and the
 * jest run as a global of the same name (jest.env.ts), so tests run what pages carry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { root } from './substitutions';

export const START_UP_MODULE = path.join(root, 'src/start/inline/startUp.ts');

/** The module's code, minified, without `export`: a script that declares `startUp(files)`. */
export function startUpSource(): string {
  const { code } = transformSync(readFileSync(START_UP_MODULE, 'utf8'), {
    filename: START_UP_MODULE,
    jsc: {
      parser: { syntax: 'typescript' },
      // What the site's browsers run (the browser bundle's own target).
      target: 'es2020',
      minify: { compress: { unused: false }, mangle: true },
    },
    minify: true,
    module: { type: 'es6' },
    sourceMaps: false,
  });
  const script = code.replace(/\bexport\s+/g, '').trim();
  if (!/function startUp\(/.test(script))
    throw new Error('The start-up module no longer declares startUp(files)');
  return script;
}
