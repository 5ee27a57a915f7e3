import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import {
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteStatement,
} from 'kysely';
import type { Config } from './config.ts';

// La base de datos: SQLite con node:sqlite por defecto (sin módulos nativos) y PostgreSQL
// cuando hay DATABASE_URL. Las tablas de la app tienen una fila por registro.

export type Motor = 'sqlite' | 'postgres';
export type Fila = Record<string, unknown>;
export type Tablas = Record<string, Fila>;
export type BaseDatos = { db: Kysely<Tablas>; motor: Motor; cerrar: () => Promise<void> };

function valorSql(valor: unknown): SQLInputValue {
  if (valor === undefined || valor === null) return null;
  if (typeof valor === 'boolean') return valor ? 1 : 0;
  if (valor instanceof Date) return valor.toISOString();
  if (typeof valor === 'number' || typeof valor === 'bigint' || typeof valor === 'string')
    return valor;
  if (valor instanceof Uint8Array) return valor;
  return JSON.stringify(valor);
}

/** Kysely habla el interfaz de better-sqlite3; este adaptador le da node:sqlite. */
function abrirSqlite(ruta: string): SqliteDatabase {
  if (ruta !== ':memory:') mkdirSync(dirname(ruta), { recursive: true });
  const sqlite = new DatabaseSync(ruta, { timeout: 5000 });
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const consulta = sqlite.prepare(sql);
      return {
        reader: consulta.columns().length > 0,
        all: (params) => consulta.all(...params.map(valorSql)) as unknown[],
        run: (params) => {
          const r = consulta.run(...params.map(valorSql));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        iterate: (params) => consulta.iterate(...params.map(valorSql)) as IterableIterator<unknown>,
      };
    },
  };
}

export async function abrirBaseDatos(config: Config): Promise<BaseDatos> {
  if (config.baseDatos) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: config.baseDatos, max: 10 });
    const db = new Kysely<Tablas>({ dialect: new PostgresDialect({ pool }) });
    return { db, motor: 'postgres', cerrar: () => db.destroy() };
  }
  const db = new Kysely<Tablas>({
    dialect: new SqliteDialect({ database: abrirSqlite(config.rutaSqlite) }),
  });
  return { db, motor: 'sqlite', cerrar: () => db.destroy() };
}
