import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` enforces the web app's layers (eslint.config.js). These cases lint a small
 * source text as if it were a file at that place in web/src, with the repository's own config.
 */
const repo = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, 'web/src', file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('web import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'features/reviews/uses-weather.ts',
      "import { useWeather } from '../weather/hooks/use-weather';\nexport const probe = useWeather;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature never imports another/),
    ]);
  });

  it('refuses lib/ importing a feature', async () => {
    const errors = await boundaryErrors(
      'lib/uses-reviews.ts',
      "import { ReviewsBlock } from '../features/reviews/components/reviews-block';\nexport const probe = ReviewsBlock;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  });

  it('refuses a relative import it cannot resolve (it could hide a crossing)', async () => {
    const errors = await boundaryErrors(
      'features/reviews/typo.ts',
      "import { x } from '../nowhere';\nexport const y = x;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-unresolved: /)]);
  });

  it('lets a feature use lib/ and components/', async () => {
    const errors = await boundaryErrors(
      'features/reviews/uses-lib.ts',
      "import { loadDb } from '../../lib/device-db';\nimport { StarRating } from '../../components/star-rating';\nexport const probe = [loadDb, StarRating];\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses the app reaching Dexie or lib/db.ts but through the loader, except for types', async () => {
    const errors = await boundaryErrors(
      'features/reviews/uses-db.ts',
      "import { db } from '../../lib/db';\nimport { liveQuery } from 'dexie';\nimport type { TrailDb } from '../../lib/db';\nexport const probe: [TrailDb, unknown] = [db, liveQuery];\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*lib\/device-db\.ts/),
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*lib\/device-db\.ts/),
    ]);
  });
});
