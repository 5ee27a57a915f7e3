import app from '../forja.app.json' with { type: 'json' };
import type {
  AccessRule,
  AppDefinition,
  AppEntity,
  AppField,
  FieldType,
  ListView,
  RecordValue,
} from '../kit/definition.ts';
import { canCreate, canRead, type RecordRole, recordAccess } from '../kit/rules.ts';

// La definición de la app (forja.app.json, la misma que servía Forja): sus entidades, campos,
// vistas y reglas de acceso. El servidor y la web la leen de aquí. Sus tipos y quién puede
// hacer qué son los del kit de la app (kit/), la misma copia que usa Forja.

export type TipoCampo = FieldType;
export type Regla = AccessRule;
export type Campo = AppField;
export type VistaLista = ListView;
export type Entidad = AppEntity;
export type Definicion = AppDefinition;

export const definicion = app.definition as Definicion;

export const entidades: Entidad[] = definicion.navigation
  .map((clave) => definicion.entities.find((e) => e.key === clave))
  .filter((e): e is Entidad => e !== undefined);

export function entidadDe(clave: string | undefined): Entidad | undefined {
  return definicion.entities.find((e) => e.key === clave);
}

// Las rutas de la API que son de la app y no de una entidad: una entidad con una de estas
// claves vive en /api/datos/{clave}, para que nunca choquen.
const RUTAS_PROPIAS = new Set(['auth', 'health', 'yo', 'subidas', 'datos', 'equipo']);

/** La ruta de la API de una entidad: /api/{clave} (o /api/datos/{clave}, ver RUTAS_PROPIAS). */
export const rutaApi = (clave: string | undefined): string =>
  clave !== undefined && RUTAS_PROPIAS.has(clave) ? `/api/datos/${clave}` : `/api/${clave}`;

/**
 * Quién mira: sin sesión, con sesión, del equipo de la app (`equipo` gestiona todos los
 * registros; `lector` los lee todos) o el dueño de la app.
 */
export type Rol = 'anonimo' | 'visitante' | 'equipo' | 'lector' | 'dueno';

const ROLES_KIT: Record<Rol, RecordRole> = {
  anonimo: 'anonymous',
  visitante: 'visitor',
  equipo: 'equipo',
  lector: 'lector',
  dueno: 'owner',
};
/** El rol como lo nombra el kit (kit/rules.ts). */
export const rolDelKit = (rol: Rol): RecordRole => ROLES_KIT[rol];

/** Si el rol abre la lista de la entidad (kit/rules.ts). */
export function puedeLeer(entidad: Entidad, rol: Rol): boolean {
  return canRead(entidad, rolDelKit(rol));
}
/** Si el rol crea registros de la entidad (kit/rules.ts). */
export function puedeCrear(entidad: Entidad, rol: Rol): boolean {
  return canCreate(entidad, rolDelKit(rol));
}
/** Si el rol cambia o borra un registro que ya puede leer (kit/rules.ts). */
export function puedeCambiar(
  entidad: Entidad,
  rol: Rol,
  registro: { esAutor: boolean; gestionado: boolean },
): boolean {
  return recordAccess(entidad, rolDelKit(rol), {
    isAuthor: registro.esAutor,
    isLinked: false,
    managed: registro.gestionado,
  }).change;
}

export type ValorCampo = RecordValue;
export type Registro = {
  id: string;
  data: Record<string, ValorCampo>;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
  /** formulario: el dueño o el equipo ya lo ha cambiado (su autor ya no puede). */
  managed: boolean;
  /**
   * Los títulos de los registros a los que apunta su nombre, por campo, si no tiene texto
   * propio (kit/titles.ts `recordName`: «Jorge Pérez · Orbea Alma»); solo los que quien pide lee.
   */
  refTitles?: Record<string, string>;
};
