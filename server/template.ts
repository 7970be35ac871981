/**
 * The page template (dist/index.html, as HtmlWebpackPlugin writes it) and the pure assembly of a page's HTML from
 * it: the render's head, styles and markup, the start-up's inline script and the page's preloads.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_DATA_ID } from '../src/lib/serverData';
import type { PublicConfig } from '../src/api/config';
import { RENDER_AFTER_CONTENT, scriptJson, startUpLoader } from './startUp';

/** The template's start-up scripts (webpack's runtime, the shared files, the entry), as HtmlWebpackPlugin writes them. */
const START_UP_SCRIPT = /<script defer src="?([^"\s>]+)"?><\/script>/g;
const ROOT = /<div id="?root"?><\/div>/;

export function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface PageTemplate {
  /** The template without its start-up scripts (the inline start-up asks for them). */
  html: string;
  startUpFiles: string[];
  /** Each named chunk group's files (dist/chunks.json). */
  chunkFiles: Record<string, string[]>;
  /** The page's one inline script: the configuration, and the start-up module called with the start-up files. */
  inlineScript: string;
  /** Its hash, for the security policy. */
  inlineScriptHash: string;
}

export function loadTemplate(distDir: string, publicConfig: PublicConfig): PageTemplate {
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const startUpFiles = [...built.matchAll(START_UP_SCRIPT)].map((match) => match[1]);
  const manifestFile = path.join(distDir, 'chunks.json');
  const chunkFiles: Record<string, string[]> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string[]>)
    : {};
  const inlineScript = `window.__CONFIG__=${scriptJson(publicConfig)};${startUpLoader(startUpFiles)}`;
  return {
    html: built.replace(START_UP_SCRIPT, ''),
    startUpFiles,
    chunkFiles,
    inlineScript,
    inlineScriptHash: sha256(inlineScript),
  };
}

/**
 * Preloads: the page's chunks (those not among the start-up scripts), at low priority as deferred scripts are: the
 * page's largest image comes first. Hydration asks for the chunks (src/start/app.tsx).
 */
export function pagePreloads(template: PageTemplate, chunks: readonly string[]): string {
  return [...new Set(chunks.flatMap((name) => template.chunkFiles[name] ?? []))]
    .filter((file) => !template.startUpFiles.includes(`/${file}`))
    .map((file) => `<link rel="preload" as="script" href="/${file}" fetchpriority="low">`)
    .join('');
}

/**
 * The client-rendered shell (a render that failed): the configuration and the start-up, and the page's global rules
 * (`styles`: a style tag of src/entry-server.tsx's `shellStyles`), which the browser's bundle does not carry.
 */
export function shellHtml(template: PageTemplate, styles = ''): string {
  return template.html
    .replace('</head>', () => `${styles}</head>`)
    .replace(ROOT, () => `<div id="root"></div><script>${template.inlineScript}</script>`);
}

export interface RenderedParts {
  lang: string;
  head: string;
  styles: string;
  /** The app's markup, as UTF-8 bytes. */
  html: Buffer;
  /** The server's data for hydration (JSON). */
  data: string;
  chunks: readonly string[];
}

/**
 * A rendered page's HTML, as the bytes sent. `withScripts: false` (a form posted without JavaScript, answered as a
 * page): no inline script, no data, no preloads.
 *
 * Put together from its parts, each encoded on its own: the markup stays the bytes React wrote, and the styles (plain
 * ASCII) encode at once; one string of the whole page would be encoded as text with Vietnamese characters in it,
 * several times slower (about 2 ms a page).
 */
export function assemblePage(template: PageTemplate, parts: RenderedParts, withScripts: boolean): Buffer {
  const page = template.html
    .replace(/<html[^>]*>/, () => `<html lang="${escapeAttr(parts.lang)}">`)
    // The rendered page works without JavaScript: the shell's notice is not needed.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const title = /<title>[^<]*<\/title>/.exec(page);
  const root = ROOT.exec(page);
  if (!title || !root || title.index > root.index)
    throw new Error(
      'The page template (dist/index.html) needs a <title> in its head and the root element after it',
    );
  const pieces: (string | Buffer)[] = [
    page.slice(0, title.index),
    parts.head,
    parts.styles,
    RENDER_AFTER_CONTENT,
    withScripts ? pagePreloads(template, parts.chunks) : '',
    page.slice(title.index + title[0].length, root.index),
    '<div id="root">',
    parts.html,
    '</div>',
    ...(withScripts
      ? [
          `<script>${template.inlineScript}</script><script id="${SERVER_DATA_ID}" type="application/json">`,
          parts.data,
          '</script>',
        ]
      : []),
    page.slice(root.index + root[0].length),
  ];
  return Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece)));
}
