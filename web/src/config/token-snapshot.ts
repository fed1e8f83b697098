/**
 * The theme's token dictionary, built once at build time instead of in every rider's browser
 * (decision 037). Building it (registering ~600 tokens, expanding references, the colour palettes'
 * virtual tokens) was most of `createSystem`, the longest task of a page's start on a slow phone.
 *
 * - `makeTokenSnapshot` (build time, vite.config.ts) writes the built dictionary's tokens as JSON.
 * - `patchTokenDictionary` and `patchSystem` (vite.config.ts transforms of Chakra's own files) let
 *   `createSystem` take that JSON: the tokens are put back and only the dictionary's lookup views
 *   are made. Without a snapshot Chakra builds the dictionary as before (server, tests, `vite dev`).
 * - The browser fetches the JSON as the app's code downloads (main.tsx); if it cannot, Chakra
 *   builds the tokens itself.
 *
 * web/test/token-snapshot.test.ts checks that a system made from a snapshot writes the same CSS as one
 * Chakra built.
 */

/** The built dictionary: its tokens in order, and which token each name resolves to. */
export interface TokenSnapshot {
  tokens: unknown[];
  names: [string, number][];
}

interface BuiltDictionary {
  allTokens: unknown[];
  tokenMap: Map<string, unknown>;
}

export function makeTokenSnapshot(system: { tokens: unknown }): TokenSnapshot {
  const { allTokens, tokenMap } = system.tokens as BuiltDictionary;
  const names = [...tokenMap].map(([name, token]): [string, number] => {
    const index = allTokens.indexOf(token);
    if (index < 0) throw new Error(`token ${name} is not in the dictionary's list: see decision 037`);
    return [name, index];
  });
  // A JSON round trip must give the same tokens (no functions, no shared objects that matter).
  return JSON.parse(JSON.stringify({ tokens: allTokens, names })) as TokenSnapshot;
}

const mustFind = (code: string, text: string, file: string) => {
  if (!code.includes(text)) {
    throw new Error(`${file} changed (no "${text.trim()}"): see decision 037 before upgrading @chakra-ui/react`);
  }
};

/** Chakra's token-dictionary.js: with `options.snapshot`, the tokens are put back, not built. */
export function patchTokenDictionary(code: string): string {
  const register = '  registerTokens();\n';
  const build = '  build();\n  return dictionary;';
  mustFind(code, register, 'token-dictionary.js');
  mustFind(code, build, 'token-dictionary.js');
  mustFind(code, 'function setupViews()', 'token-dictionary.js');
  return code.replace(register, '  if (!options.snapshot) registerTokens();\n').replace(
    build,
    `  if (options.snapshot) {
    const { tokens: saved, names } = options.snapshot;
    allTokens.push(...saved);
    for (const [name, index] of names) tokenNameMap.set(name, saved[index]);
    setupViews();
  } else build();
  return dictionary;`,
  );
}

/**
 * Chakra's system.js: `createSystem` hands the config's `tokenSnapshot()` to the dictionary, and
 * takes a config already merged (`premerged`, theme.ts) as it is: merging the configs (a deep copy
 * of the theme and every recipe) is then a task of its own before it (decision 041). The
 * dictionary can be made in a task of its own too: `createSystem.tokenDictionary(config)` makes it
 * as `createSystem` would, and a config's `tokenDictionary()` hands it over (decision 045).
 */
export function patchSystem(code: string): string {
  const dictionary = '  const tokens = createTokenDictionary({\n';
  const options = '    prefix: cssVarsPrefix\n  });';
  const merge = '  const config = mergeConfigs(...configs);\n';
  const exports = 'export { createSystem, isValidSystem };';
  for (const text of [dictionary, options, merge, exports]) mustFind(code, text, 'system.js');
  return code
    .replace(dictionary, '  const tokens = config.tokenDictionary?.() ?? createTokenDictionary({\n')
    .replace(options, '    prefix: cssVarsPrefix,\n    snapshot: config.tokenSnapshot?.()\n  });')
    .replace(merge, '  const config = configs[0]?.premerged ? configs[0] : mergeConfigs(...configs);\n')
    .replace(
      exports,
      `createSystem.tokenDictionary = (config) =>
  createTokenDictionary({
    breakpoints: config.theme?.breakpoints,
    tokens: config.theme?.tokens,
    semanticTokens: config.theme?.semanticTokens,
    prefix: config.cssVarsPrefix ?? "chakra",
    snapshot: config.tokenSnapshot?.()
  });
${exports}`,
    );
}
