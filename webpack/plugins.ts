/**
 * The build's own webpack plugins: the chunk manifest the server reads, V8's compile hints, the build's version and
 * the precompressed copies of the browser's files.
 */
import path from 'node:path';
import webpack from 'webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants as zlibConstants, type BrotliOptions } from 'node:zlib';
import { root } from './substitutions';

/** The build's version: package.json's, plus the commit (GIT_SHA, else git). Shown on /test. */
function buildVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  let sha = process.env.GIT_SHA ?? '';
  if (!sha) {
    try {
      sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      sha = 'unknown';
    }
  }
  return `${pkg.version}+${sha}`;
}
/** A chunk group's script files, in order. */
const scriptFiles = (group: webpack.ChunkGroup) =>
  group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/**
 * Writes dist/chunks.json: for every named chunk group (the pages: 'page-home', …) the script files it needs,
 * in order, so the server can put a page's scripts in its HTML and the browser hydrates without waiting.
 */
export class ChunkManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) manifest[name] = scriptFiles(group);
          compilation.emitAsset('chunks.json', new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}

/**
 * V8's explicit compile hint (Chrome 136+): `//# allFunctionsCalledOnLoad` first in a script has V8 compile all of
 * its functions while the file streams in, on a background thread, instead of on the main thread the first time each
 * is called. Start-up calls most of the code a page loads first (the entry's chunks: React, MUI, the store, the shell;
 * the page's own chunks hydrate its HTML), so those files carry it: their evaluation in the start-up stages takes
 * about a third less main-thread time (src/main.tsx). Chunks loaded on first use (dialogs, pickers) do not: most of
 * their functions may never run. Nor do small files (under 16 KB): V8 compiles those on the main thread anyway, and the
 * comment's bytes would count on every page for next to nothing. Browsers without the hint read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const isStartUpGroup = (name: string) => name === 'main' || name.startsWith('page-');
const HINTED_MIN_BYTES = 16 * 1024;

export class CompileHintsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which would drop the comment), before the source maps are written (which then count it).
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          const files = new Set(
            [...compilation.namedChunkGroups].flatMap(([name, group]) =>
              isStartUpGroup(name) ? scriptFiles(group) : [],
            ),
          );
          for (const file of files)
            if (compilation.getAsset(file)!.source.size() >= HINTED_MIN_BYTES)
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
              );
        },
      );
    });
  }
}

/**
 * The browser's scripts and styles compressed once, at build time, at the strongest settings (brotli 11, gzip 9):
 * `assets/x.js.br` and `assets/x.js.gz` beside each file. The server sends the one the browser accepts
 * (server/app.ts, express-static-gzip), so no CPU goes into compressing scripts while pages load, and brotli 11 is
 * about 14% smaller than the 4 a server can afford on the fly (the tour page's start-up scripts: 185 KB against
 * 215 KB), which a phone on a slow network feels before anything is interactive. A CDN in front keeps these bytes.
 */
export function precompressedAssets(): webpack.WebpackPluginInstance[] {
  const test = /^assets\/.+\.(?:js|css)$/;
  return [
    new CompressionPlugin<BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/** Writes dist/build-info.json: the build's version, which the server hands to the page (/test shows it). */
export class BuildInfoPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(
            'build-info.json',
            new webpack.sources.RawSource(JSON.stringify({ version: buildVersion() })),
          );
        },
      );
    });
  }
}
