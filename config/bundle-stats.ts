import fs from 'node:fs';
import path from 'node:path';

interface StatsCompiler {
  hooks: {
    done: {
      tap(
        name: string,
        fn: (stats: { toJson(o: object): unknown; compilation: { outputOptions: { path?: string } } }) => void,
      ): void;
    };
  };
}

/**
 * With BUNDLE_STATS=1 the H5 build writes which modules each chunk holds and their sizes
 * (dist/h5-stats.json), to see what keeps the entry large; otherwise it is not used.
 */
export class BundleStatsPlugin {
  apply(compiler: StatsCompiler): void {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        modules: false,
        ids: true,
      }) as {
        chunks: {
          id: string | number;
          names: string[];
          files: string[];
          initial: boolean;
          size: number;
          modules?: { name: string; size: number; modules?: { name: string; size: number }[] }[];
        }[];
      };
      const out = path.resolve(stats.compilation.outputOptions.path ?? 'dist/h5', '..', 'h5-stats.json');
      const chunks = json.chunks.map((c) => ({
        id: c.id,
        names: c.names,
        files: c.files,
        initial: c.initial,
        size: c.size,
        modules: (c.modules ?? [])
          .flatMap((m) => (m.modules && m.modules.length ? m.modules : [m]))
          .map((m) => ({ name: m.name, size: m.size }))
          .sort((a, b) => b.size - a.size),
      }));
      fs.writeFileSync(out, JSON.stringify(chunks, null, 1));
    });
  }
}
