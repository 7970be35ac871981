/**
 * @jest-environment node
 *
 * `npm start` (scripts/dev.ts) renders on the server as production does: a tour page's raw HTML has its title and
 * the footer, the policy is production's (no 'unsafe-eval'), the browser's scripts come from the development server,
 * and it stops with the signal, child and all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './serve-build.cjs';

const root = path.resolve(__dirname, '..');

describe('npm start', () => {
  let dev: ChildProcess;
  let output = '';
  let base = '';
  let early: Promise<{ status: number; html: string }>;
  const dir = mkdtempSync(path.join(tmpdir(), 'vivu-dev-'));

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dev = spawn(process.execPath, ['-r', 'ts-node/register', 'scripts/dev.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEV_DIR: dir, CONTENT_API_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 240_000;
    // A request sent as soon as the development server listens, before the site's server is up: it waits.
    while (!/Loopback:/.test(output) && dev.exitCode === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    early = fetch(`${base}/en/detail-trip/ha-long-bay-discovery`).then(async (answer) => ({
      status: answer.status,
      html: await answer.text(),
    }));
    const over = () => output.includes('[dev] ready') || output.includes('[dev] the server stopped');
    while (!over() && dev.exitCode === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    if (!output.includes('[dev] ready')) throw new Error(`npm start did not get ready:\n${output}`);
  }, 250_000);

  afterAll(() => {
    if (dev.exitCode === null) dev.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a tour page rendered on the server, with its title, the footer and the page’s scripts', async () => {
    const answer = await fetch(`${base}/vi/detail-trip/ha-long-bay-discovery`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<title>Khám phá Vịnh Hạ Long | ViVu Travel</title>');
    expect(html).toMatch(/<footer[^>]*id="site-footer"/);
    expect(html).toContain('<h1');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:');
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    // The scripts the page starts with are the development server's, with React Fast Refresh inside.
    const script = await fetch(`${base}/assets/main.js`);
    expect(script.status).toBe(200);
    const code = await script.text();
    expect(code).toContain('react-refresh-webpack-plugin/client/ReactRefreshEntry.js');
    expect(code).toContain('webpack-dev-server/client');
    // Its source map too (development only: production keeps them out of what the server serves).
    expect((await fetch(`${base}/sourcemaps/assets/main.js.map`)).status).toBe(200);
  });

  it('holds a request sent before the server is up, and answers it once it is', async () => {
    const answer = await early;
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<title>Ha Long Bay Discovery | ViVu Travel</title>');
  });

  it('answers the embedded mock’s content service on the same origin', async () => {
    const answer = await fetch(`${base}/api/en/tours/ha-long-bay-discovery`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { title: string } }).data.title).toBe('Ha Long Bay Discovery');
  });

  it('stops on SIGTERM with its server (the port is free again)', async () => {
    const exited = new Promise<number | null>((resolve) => dev.once('exit', (code) => resolve(code)));
    dev.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/vi`)).rejects.toThrow();
  }, 20_000);
});
