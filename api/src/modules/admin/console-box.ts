/**
 * Prints a one-time secret in a box on stdout. Deliberately not through the logger: structured
 * logs are shipped and kept, a password must not be.
 */
export function printBox(lines: string[]): void {
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  const body = lines.map((l) => `| ${l.padEnd(width)} |`);
  process.stdout.write(`\n${[rule, ...body, rule].join('\n')}\n\n`);
}
