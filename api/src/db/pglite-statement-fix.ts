import { PGliteKnexDialect } from 'mikro-orm-pglite';

/**
 * mikro-orm-pglite 0.5.1 decides that a raw query holds several statements by splitting it on
 * every ';', including semicolons inside string literals. MikroORM inlines values into raw
 * inserts, so a trail description such as "...in the village; expect frost..." turned a
 * batch insert into PGlite's multi-statement `exec`, which returns no rows. This replacement
 * ignores semicolons inside quoted strings, identifiers and dollar-quoted bodies.
 */
export function hasMultipleStatements(sql: string): boolean {
  const stripped = sql
    .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, "''")
    .replace(/[eE]'(?:[^'\\]|\\.|'')*'/g, "''")
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"/g, '""');
  return stripped.split(';').filter((part) => part.trim().length > 0).length > 1;
}

interface KnexQueryObject {
  sql?: string;
  method?: string;
  bindings?: unknown[];
  response?: unknown;
}
interface PGliteLike {
  exec(sql: string): Promise<unknown>;
  query(sql: string, params: unknown[]): Promise<unknown>;
}

let patched = false;
export function patchPGliteStatementSplitting(): void {
  if (patched) return;
  patched = true;
  const proto = PGliteKnexDialect.prototype as unknown as {
    _query(connection: PGliteLike, obj: KnexQueryObject): Promise<KnexQueryObject>;
  };
  proto._query = async function (connection, obj) {
    if (!obj.sql) throw new Error('The query is empty');
    obj.response =
      obj.method === 'raw' && hasMultipleStatements(obj.sql)
        ? await connection.exec(obj.sql)
        : await connection.query(obj.sql, obj.bindings ?? []);
    return obj;
  };
}
