import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run lint` enforces the API's layers (eslint.config.js). These cases lint a small source
 * text as if it were a file at that place in api/src, with the repository's own config.
 */
const repo = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, 'api/src', file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const restricted = expect.stringMatching(/^import-x\/no-restricted-paths: /);

describe('API import boundaries', () => {
  it('refuses a plugin importing a module or the seeders', async () => {
    expect(
      await boundaryErrors(
        'plugins/app/probe.ts',
        "import { TrailSchema } from '../../modules/trails/index.js';\nexport const probe = TrailSchema;\n",
      ),
    ).toEqual([restricted]);
    expect(
      await boundaryErrors(
        'plugins/app/probe.ts',
        "import { seedTrails } from '../../seeders/catalogue.js';\nexport const probe = seedTrails;\n",
      ),
    ).toEqual([restricted]);
  });

  it('refuses the database layer importing a module, even its public file', async () => {
    expect(
      await boundaryErrors(
        'db/probe.ts',
        "import { TrailSchema } from '../modules/trails/index.js';\nexport const probe = [TrailSchema];\n",
      ),
    ).toEqual([restricted]);
  });

  it("refuses a module reaching into another module's files, and a module reading seed data", async () => {
    expect(
      await boundaryErrors(
        'modules/news/probe.ts',
        "import { TrailSchema } from '../trails/trail.entity.js';\nexport const probe = TrailSchema;\n",
      ),
    ).toEqual([restricted]);
    expect(
      await boundaryErrors(
        'modules/news/probe.ts',
        "import { seedNews } from '../../seeders/catalogue.js';\nexport const probe = seedNews;\n",
      ),
    ).toEqual([restricted]);
  });

  it("lets a module use another module's public file", async () => {
    expect(
      await boundaryErrors(
        'modules/news/probe.ts',
        "import { TrailSchema } from '../trails/index.js';\nexport const probe = TrailSchema;\n",
      ),
    ).toEqual([]);
  });
});
