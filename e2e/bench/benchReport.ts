import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How much slower than this machine a phone runs the page (Lighthouse's mobile CPU slowdown). */
export const CPU_SLOWDOWN = 4;

/** The middle of the runs (the upper one of an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Prints a bench's report and writes it to reports/bench/<name>.md. */
export function writeBenchReport(name: string, report: string): void {
  const reports = path.join(__dirname, '..', '..', 'reports', 'bench');
  mkdirSync(reports, { recursive: true });
  writeFileSync(path.join(reports, `${name}.md`), report);
  console.log(`\n${report}`);
}
