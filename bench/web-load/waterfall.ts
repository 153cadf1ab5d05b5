// WATERFALL=1 npm run bench:web: prints each request of a first visit with when it
// started and finished and its bytes on the wire, so the critical path before the first
// card can be read off (docs/client.md, "Page load").
import type { LoadFigures } from './page-load';

const pad = (text: string, width: number) => text.padStart(width);

/** One line per request, ordered by start, and where the first card came among them. */
export function formatWaterfall(figures: LoadFigures): string {
  const lines = figures.waterfall
    .slice()
    .sort((a, b) => a.startMs - b.startMs)
    .map((entry) => {
      const end = entry.endMs === null ? 'open' : `${entry.endMs} ms`;
      const size = entry.fromCache ? 'cache' : `${(entry.bytes / 1024).toFixed(1)} KB`;
      return `  ${pad(`${entry.startMs} ms`, 9)} ${pad(end, 9)} ${pad(size, 9)}  ${entry.type.padEnd(10)} ${entry.path}`;
    });
  const card = figures.firstCardMs === null ? 'never' : `${Math.round(figures.firstCardMs)} ms`;
  return [
    `  ${'start'.padStart(9)} ${'end'.padStart(9)} ${'bytes'.padStart(9)}  type`,
    ...lines,
    `  first card: ${card}`,
  ].join('\n');
}
