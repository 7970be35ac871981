/**
 * The generated API (src/api/generated/) must be what the contracts in openapi/ generate today.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

it('the committed generated endpoints match openapi/ (else run `npm run codegen`)', () => {
  const root = path.resolve(__dirname, '../..');
  const run = () =>
    execFileSync(process.execPath, [path.join(root, 'scripts/codegen.mjs'), '--check'], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  expect(run).not.toThrow();
});
