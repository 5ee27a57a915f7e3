import type { Kysely, Migration } from 'kysely';
import type { Motor, Tablas } from './db.ts';
import { cargarSemilla } from './semilla.ts';

// Las migraciones, generadas desde las entidades de forja.app.json: las cuentas (Better Auth),
// una tabla por entidad y los datos iniciales. Se aplican al arrancar (server/index.ts).

export function migraciones(motor: Motor, carpetaSubidas: string): Record<string, Migration> {
  const pg = motor === 'postgres';
  const fechaAuth = pg ? 'timestamptz' : 'text';
  const booleano = pg ? 'boolean' : 'integer';
  const decimal = pg ? 'double precision' : 'real';

  return {
    '0001-cuentas': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('auth_usuarios')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('email_verified', booleano, (c) => c.notNull())
          .addColumn('image', 'text')
          .addColumn('created_at', fechaAuth, (c) => c.notNull())
          .addColumn('updated_at', fechaAuth, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('auth_sesiones')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('expires_at', fechaAuth, (c) => c.notNull())
          .addColumn('token', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', fechaAuth, (c) => c.notNull())
          .addColumn('updated_at', fechaAuth, (c) => c.notNull())
          .addColumn('ip_address', 'text')
          .addColumn('user_agent', 'text')
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('auth_usuarios.id').onDelete('cascade'),
          )
          .execute();
        await db.schema
          .createTable('auth_cuentas')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text', (c) => c.notNull())
          .addColumn('provider_id', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('auth_usuarios.id').onDelete('cascade'),
          )
          .addColumn('access_token', 'text')
          .addColumn('refresh_token', 'text')
          .addColumn('id_token', 'text')
          .addColumn('access_token_expires_at', fechaAuth)
          .addColumn('refresh_token_expires_at', fechaAuth)
          .addColumn('scope', 'text')
          .addColumn('password', 'text')
          .addColumn('created_at', fechaAuth, (c) => c.notNull())
          .addColumn('updated_at', fechaAuth, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('auth_verificaciones')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('identifier', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('expires_at', fechaAuth, (c) => c.notNull())
          .addColumn('created_at', fechaAuth, (c) => c.notNull())
          .addColumn('updated_at', fechaAuth, (c) => c.notNull())
          .execute();
      },
    },
    '0002-entidades': {
      async up(db: Kysely<unknown>) {
{{tablas}}
      },
    },
    '0003-datos-iniciales': {
      async up(db: Kysely<unknown>) {
        await cargarSemilla(db as Kysely<Tablas>, carpetaSubidas);
      },
    },
  };
}
