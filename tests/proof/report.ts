/**
 * The proof suite's figures. Each proof test adds what it tried and what it found; `npm run proof`
 * (tests/proof/run.mjs) sums the lines of one run into the table the README carries.
 */
import { appendFileSync } from 'node:fs';

export type ProofSection = 'authz' | 'fuzz' | 'concurrency' | 'faults' | 'instances';

/**
 * The figures each section reports (sums over a run):
 * - authz: `cells` tried, `leaks` (a cell whose outcome was more permissive than expected)
 * - fuzz: `cases` sent, `errors500` (answers ≥ 500), `partialWrites` (refused calls that changed a row count)
 * - concurrency / faults / instances: `scenarios` run, `passed`
 */
export interface ProofFigures {
  cells?: number;
  leaks?: number;
  cases?: number;
  errors500?: number;
  partialWrites?: number;
  scenarios?: number;
  passed?: number;
}

/** Adds one line to the run's report file (PROOF_REPORT, set by run.mjs); a no-op outside a proof run. */
export function recordProof(section: ProofSection, name: string, figures: ProofFigures): void {
  const file = process.env.PROOF_REPORT;
  if (!file) return;
  appendFileSync(file, JSON.stringify({ section, name, ...figures }) + '\n');
}

/** Bounded in `npm test`; `npm run proof -- --long` (PROOF_LONG=1) runs the long variant. */
export const LONG = process.env.PROOF_LONG === '1';
