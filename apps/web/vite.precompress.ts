import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed already, source maps only reach developers. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every text file of the build, so the
 * server sends bytes compressed once at build time (packages/api/src/plugins/web.ts, @fastify/static's
 * preCompressed) instead of compressing on each request or not at all. A copy that is not smaller is skipped.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'wallcraft-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    // closeBundle runs after Vite copied public/, so its files are compressed too.
    async closeBundle() {
      // ssr/ is the server's render (vite.config.ts), read from disk by the API and never sent.
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith(`ssr${path.sep}`),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await readFile(full);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${full}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${full}.gz`, gzipped);
        }),
      );
    },
  };
}
