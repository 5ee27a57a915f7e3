import { createHash } from 'node:crypto';

// Los nombres SQL de la app (tablas, columnas e índices), sacados de las claves de
// forja.app.json por una sola función, que no puede dar dos veces el mismo nombre ni uno de las
// librerías (las tablas de Better Auth, las de las migraciones de Kysely, las de SQLite y
// PostgreSQL), y que además lo comprueba: si algo chocara, la app no arranca y dice por qué.
//   - Tabla: la clave de la entidad (`pedidos`); con `app_` delante si empieza por un prefijo
//     reservado (`auth_`, `kysely_`, `sqlite_`, `pg_`, `idx_` o el propio `app_`).
//   - Columna: la clave del campo (`fecha_inicio`); con `_valor` detrás si es una columna del
//     sistema (`id`, `autor_id`, `creado_en`, `actualizado_en`, las de PostgreSQL y SQLite) o si
//     ya acaba en `_valor` (así `id` e `id_valor` quedan en `id_valor` e `id_valor_valor`).
//   - Índice: `idx_{largo de la tabla}_{tabla}_{columna}` (el largo separa `a` + `b_creado_en`
//     de `a_b` + `creado_en`), o `idx_h_{resumen}` si pasa de 63 caracteres (el límite de
//     PostgreSQL). Las tablas nunca empiezan por `idx_`.

/** Las tablas que crean las migraciones para las cuentas y las de Kysely. */
export const TABLAS_PROPIAS = [
  'auth_usuarios',
  'auth_sesiones',
  'auth_cuentas',
  'auth_verificaciones',
  'auth_dueno',
  'app_equipo',
  'kysely_migration',
  'kysely_migration_lock',
] as const;

/** Las columnas que pone la app en cada tabla de una entidad. */
export const COLUMNAS_SISTEMA = [
  'id',
  'autor_id',
  'creado_en',
  'actualizado_en',
  'gestionado',
  'token',
] as const;

const PREFIJOS_RESERVADOS = ['app_', 'auth_', 'kysely_', 'sqlite_', 'pg_', 'idx_'];
// Columnas del sistema de PostgreSQL (no se pueden crear) y alias de la fila en SQLite.
const COLUMNAS_RESERVADAS = new Set<string>([
  ...COLUMNAS_SISTEMA,
  'tableoid',
  'xmin',
  'xmax',
  'cmin',
  'cmax',
  'ctid',
  'oid',
  'rowid',
  '_rowid_',
]);
const LARGO_MAXIMO = 63;

export const tablaDe = (clave: string): string =>
  PREFIJOS_RESERVADOS.some((prefijo) => clave.startsWith(prefijo)) ? `app_${clave}` : clave;

export const columnaDe = (clave: string): string =>
  COLUMNAS_RESERVADAS.has(clave) || clave.endsWith('_valor') ? `${clave}_valor` : clave;

export function indiceDe(tabla: string, columna: string): string {
  const legible = `idx_${tabla.length}_${tabla}_${columna}`;
  if (legible.length <= LARGO_MAXIMO) return legible;
  const resumen = createHash('sha256').update(`${tabla}\0${columna}`).digest('hex').slice(0, 32);
  return `idx_h_${resumen}`;
}

export type NombresEntidad = {
  tabla: string;
  /** La columna de cada campo, por su clave. */
  columnas: Map<string, string>;
  /** Los índices de la tabla: el de la clave primaria (`id`) y uno por fecha y referencia. */
  indices: Map<string, string>;
};

type DefinicionSql = {
  entities: { key: string; fields: { key: string; type: string }[] }[];
};

/** Los nombres SQL de cada entidad, por su clave; un choque es un error que lo explica. */
export function nombresSql(definicion: DefinicionSql): Map<string, NombresEntidad> {
  const resultado = new Map<string, NombresEntidad>();
  const usados = new Map<string, string>(TABLAS_PROPIAS.map((t) => [t, 'las cuentas']));
  const reservar = (nombre: string, de: string) => {
    const antes = usados.get(nombre);
    if (antes !== undefined || nombre.length > LARGO_MAXIMO)
      throw new Error(
        `El nombre SQL «${nombre}» de ${de} ${antes ? `choca con el de ${antes}` : 'es demasiado largo'}.`,
      );
    usados.set(nombre, de);
  };
  for (const entidad of definicion.entities) {
    const de = `la entidad «${entidad.key}»`;
    const tabla = tablaDe(entidad.key);
    reservar(tabla, de);
    const columnas = new Map<string, string>();
    const enTabla = new Set<string>(COLUMNAS_SISTEMA);
    for (const campo of entidad.fields) {
      const columna = columnaDe(campo.key);
      if (enTabla.has(columna) || columnas.has(campo.key))
        throw new Error(`La columna «${columna}» de ${de} está repetida.`);
      enTabla.add(columna);
      columnas.set(campo.key, columna);
    }
    const indexadas = [
      'id',
      'creado_en',
      ...entidad.fields.filter((c) => c.type === 'reference').map((c) => columnaDe(c.key)),
    ];
    const indices = new Map<string, string>();
    for (const columna of indexadas) {
      const indice = indiceDe(tabla, columna);
      reservar(indice, `${de} (índice de «${columna}»)`);
      indices.set(columna, indice);
    }
    resultado.set(entidad.key, { tabla, columnas, indices });
  }
  return resultado;
}
