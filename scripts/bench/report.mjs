/**
 * What the benchmark prints and keeps: one table of sizes and Lighthouse medians, the notes that say how they were
 * measured, and every number in .bench/results-<timestamp>.json and .bench/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './build.mjs';
import { DEFAULT_CPU_SLOWDOWN, REFERENCE_BENCHMARK_INDEX } from './lighthouse.mjs';

const KB = 1024;
export const OUT_DIR = join(ROOT, '.bench');

/**
 * The table's lines, a blank line before and after: a row per route, its sizes in gzip KB (the mock's column only
 * with the embedded mock) and its Lighthouse medians ('–' where there are none).
 */
export function formatTable(sizes, lighthouseResults, withMock) {
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const ms = (v) => (v === null || v === undefined ? '–' : String(Math.round(v)));
  const header = ['route', 'JS gz KB', 'CSS gz KB', ...(withMock ? ['mock gz KB'] : []), 'files', 'perf', 'LCP ms', 'TBT ms', 'CLS'];
  const rows = sizes.map((s) => {
    const lh = lighthouseResults?.find((l) => l.route === s.route)?.median;
    const sizeCells = s.error && !s.fileList.length
      ? ['error', '', ...(withMock ? [''] : []), '']
      : [kb(s.jsGzip), kb(s.cssGzip), ...(withMock ? [kb(s.mockGzip)] : []), String(s.files)];
    return [s.route, ...sizeCells, lh?.perf ?? '–', ms(lh?.lcp), ms(lh?.tbt), lh?.cls === null || lh?.cls === undefined ? '–' : lh.cls.toFixed(3)].map(String);
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  return ['', line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line), ''];
}

/** The notes under the table: what was built and served, whose session, and how Lighthouse was throttled. */
export function formatNotes({ api, customerRoutes, lighthouseResults, cpuSlowdown, runs }) {
  const notes = [
    api === 'server'
      ? 'The site built for a real API, served by the mock API over HTTP: no mock in the page. KB = 1024 bytes, gzip level 9.'
      : 'mock gz KB: the embedded mock API (msw and fixtures), left out of JS gz KB; KB = 1024 bytes, gzip level 9.',
  ];
  if (customerRoutes.length && api === 'server') notes.push(`Customer pages (${customerRoutes.join(', ')}) measured with the demo customer's session.`);
  if (lighthouseResults) {
    const slowdowns = lighthouseResults.flatMap((l) => l.runs.map((r) => r.cpuSlowdown)).filter((v) => typeof v === 'number');
    const indexes = lighthouseResults.flatMap((l) => l.runs.map((r) => r.benchmarkIndex)).filter((v) => typeof v === 'number');
    const cpu = cpuSlowdown === 'auto'
      ? `CPU slowdown ${Math.min(...slowdowns)}-${Math.max(...slowdowns)}x for benchmark indexes ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} (Lighthouse's ${DEFAULT_CPU_SLOWDOWN}x is meant for ${REFERENCE_BENCHMARK_INDEX})`
      : `CPU slowdown ${cpuSlowdown}x`;
    notes.push(`perf, LCP, TBT, CLS: Lighthouse (mobile, simulated throttling, ${cpu}), median of ${runs} run(s).`);
  }
  return notes;
}

/** Writes `results` to .bench/results-<timestamp>.json and .bench/latest.json; the first one's path. */
export function writeResults(results) {
  mkdirSync(OUT_DIR, { recursive: true });
  const json = JSON.stringify(results, null, 2) + '\n';
  const file = join(OUT_DIR, `results-${results.timestamp.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(OUT_DIR, 'latest.json'), json);
  return relative(ROOT, file);
}
