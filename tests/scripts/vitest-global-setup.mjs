// Vitest global setup: reuse the stack run-all.mjs started, or start one when vitest runs alone.
import { startStack } from './stack.mjs';

export default async function setup(project) {
  let stop = async () => {};
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_BASE_URL) {
    const stack = await startStack();
    process.env.TEST_DATABASE_URL = stack.adminUrl;
    process.env.TEST_BASE_URL = stack.baseUrl;
    process.env.TEST_DEMO_DAY = stack.demoDay;
    stop = stack.stop;
  }
  project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
  project.provide('baseUrl', process.env.TEST_BASE_URL);
  return stop;
}
