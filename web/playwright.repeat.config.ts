import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The whole suite once, with the two journeys that were flaky (issue 30) run 20 times each (E2E_REPEAT) among
 * the others, with no retries for them: `npm run e2e:repeat -w web`. Not part of `npm test`
 * (it adds about twice the suite's time); run it when those journeys or what they touch change.
 */
const REPEATED = /(tracks|phone-scroll)\.spec\.ts$/;
/** tracks.spec.ts:68 and phone-scroll.spec.ts:40; the files' other journeys run once, in the suite. */
const FLAKY = [/an admin imports a GPX; a rider sees the line/, /Back returns to where the rider was/];
const [browser, slowPhone] = base.projects!;

export default defineConfig({
  ...base,
  projects: [
    { ...browser, name: 'suite', grepInvert: FLAKY },
    {
      ...browser,
      name: 'repeated',
      testMatch: REPEATED,
      grep: FLAKY,
      repeatEach: Number(process.env.E2E_REPEAT ?? 20),
      retries: 0,
    },
    { ...slowPhone, dependencies: ['suite', 'repeated'] },
  ],
});
