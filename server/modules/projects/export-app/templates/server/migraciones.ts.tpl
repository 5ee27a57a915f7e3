import type { ColumnDataType, Kysely, Migration } from 'kysely';
import { definicion, type TipoCampo } from '../comun/definicion.ts';
import type { Motor, Tablas } from './db.ts';
import { nombres } from './esquema.ts';
import { cargarSemilla } from './semilla.ts';

// Las migraciones: las cuentas (Better Auth) y el dueño, una tabla por entidad de
// forja.app.json (una columna por campo, con los nombres de server/nombres.ts), los datos
// iniciales, el equipo y la bandeja de los avisos por correo. Se aplican al arrancar (server/index.ts).

export function migraciones(motor: Motor, carpetaSubidas: string): Record<string, Migration> {
  const pg = motor === 'postgres';
  const fechaAuth = pg ? 'timestamptz' : 'text';
  const booleano = pg ? 'boolean' : 'integer';
  const decimal = pg ? 'double precision' : 'real';
  const tipos: Record<TipoCampo, ColumnDataType> = {
    text: 'text',
    longtext: 'text',
    email: 'text',
    phone: 'text',
    url: 'text',
    image: 'text',
    file: 'text',
    choice: 'text',
    reference: 'text',
    date: 'text',
    datetime: 'text',
    number: decimal,
    money: decimal,
    rating: 'integer',
    boolean: booleano,
  };

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
        // El dueño de la app: la cuenta que se creó con el código de puesta en marcha.
        await db.schema
          .createTable('auth_dueno')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('usuario_id', 'text', (c) =>
            c.references('auth_usuarios.id').onDelete('set null'),
          )
          .addColumn('codigo', 'text')
          .addColumn('creado_en', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0002-entidades': {
      async up(db: Kysely<unknown>) {
        for (const entidad of definicion.entities) {
          const sql = nombres.get(entidad.key);
          const primaria = sql?.indices.get('id');
          if (!sql || !primaria) throw new Error(`La entidad «${entidad.key}» no tiene nombres.`);
          let tabla = db.schema.createTable(sql.tabla).addColumn('id', 'text', (c) => c.notNull());
          for (const campo of entidad.fields)
            tabla = tabla.addColumn(sql.columnas.get(campo.key) ?? campo.key, tipos[campo.type]);
          await tabla
            .addColumn('autor_id', 'text')
            .addColumn('creado_en', 'text', (c) => c.notNull())
            .addColumn('actualizado_en', 'text', (c) => c.notNull())
            // formulario: si el dueño o el equipo ya lo cambió, y el resumen del enlace privado
            // de un envío sin cuenta (server/registros.ts).
            .addColumn('gestionado', booleano, (c) => c.notNull().defaultTo(pg ? false : 0))
            .addColumn('token', 'text')
            .addPrimaryKeyConstraint(primaria, ['id'])
            .execute();
          for (const [columna, indice] of sql.indices)
            if (columna !== 'id')
              await db.schema.createIndex(indice).on(sql.tabla).column(columna).execute();
        }
      },
    },
    // El equipo de la app (kit/rules.ts): las personas que el dueño invita por su email, con
    // el rol `equipo` (gestiona todos los registros) o `lector` (los lee todos).
    '0004-equipo': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('app_equipo')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('rol', 'text', (c) => c.notNull())
          .addColumn('creado_en', 'text', (c) => c.notNull())
          .execute();
      },
    },
    // Los avisos por correo (server/correo.ts): cada uno se guarda aquí, se envíe o no.
    '0005-correos': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('app_correos')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('para', 'text', (c) => c.notNull())
          .addColumn('asunto', 'text', (c) => c.notNull())
          .addColumn('texto', 'text', (c) => c.notNull())
          .addColumn('creado_en', 'text', (c) => c.notNull())
          .addColumn('enviado_en', 'text')
          .addColumn('error', 'text')
          .execute();
      },
    },
    // Las subidas de quien no tiene cuenta (server/subidas.ts): de qué dirección (un resumen,
    // nunca la dirección), cuántos bytes y qué día, para sus límites y su limpieza.
    '0006-subidas-anonimas': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('app_subidas_anonimas')
          .addColumn('nombre', 'text', (c) => c.primaryKey())
          .addColumn('cliente', 'text', (c) => c.notNull())
          .addColumn('bytes', 'integer', (c) => c.notNull())
          .addColumn('dia', 'text', (c) => c.notNull())
          .addColumn('creado_en', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('app_subidas_anonimas_dia')
          .on('app_subidas_anonimas')
          .columns(['dia', 'cliente'])
          .execute();
      },
    },
    '0003-datos-iniciales': {
      async up(db: Kysely<unknown>) {
        await cargarSemilla(db as Kysely<Tablas>, carpetaSubidas);
      },
    },
  };
}
