import app from '../forja.app.json' with { type: 'json' };

// La definición de la app (forja.app.json, la misma que servía Forja): sus entidades, campos,
// vistas y reglas de acceso. El servidor y la web la leen de aquí.

export type TipoCampo =
  | 'text'
  | 'longtext'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'choice'
  | 'image'
  | 'email'
  | 'phone'
  | 'url'
  | 'rating'
  | 'reference'
  | 'file';
export type Regla = 'publica' | 'catalogo' | 'privada';
export type Campo = {
  key: string;
  label: string;
  type: TipoCampo;
  required: boolean;
  options?: string[];
  ref?: string;
};
export type VistaLista = {
  searchFields: string[];
  filterFields: string[];
  sortField: string;
  sortDir: 'asc' | 'desc';
  pageSize: number;
  columns: string[];
};
export type Entidad = {
  key: string;
  label: string;
  labelPlural: string;
  rule: Regla;
  fields: Campo[];
  views: {
    list: VistaLista;
    calendar: { dateField: string } | null;
    board: { statusField: string } | null;
  };
};
export type Definicion = { version: number; entities: Entidad[]; navigation: string[] };

export const definicion = app.definition as Definicion;

export const entidades: Entidad[] = definicion.navigation
  .map((clave) => definicion.entities.find((e) => e.key === clave))
  .filter((e): e is Entidad => e !== undefined);

export function entidadDe(clave: string | undefined): Entidad | undefined {
  return definicion.entities.find((e) => e.key === clave);
}

// Las rutas de la API que son de la app y no de una entidad: una entidad con una de estas
// claves vive en /api/datos/{clave}, para que nunca choquen.
const RUTAS_PROPIAS = new Set(['auth', 'health', 'yo', 'subidas', 'datos']);

/** La ruta de la API de una entidad: /api/{clave} (o /api/datos/{clave}, ver RUTAS_PROPIAS). */
export const rutaApi = (clave: string | undefined): string =>
  clave !== undefined && RUTAS_PROPIAS.has(clave) ? `/api/datos/${clave}` : `/api/${clave}`;

/** Quién mira: sin sesión, con sesión, o el dueño de la app. */
export type Rol = 'anonimo' | 'visitante' | 'dueno';

export function puedeLeer(regla: Regla, rol: Rol): boolean {
  return regla !== 'privada' || rol === 'dueno';
}
export function puedeCrear(regla: Regla, rol: Rol): boolean {
  if (rol === 'dueno') return true;
  return regla === 'publica' && rol === 'visitante';
}
export function puedeCambiar(regla: Regla, rol: Rol, esAutor: boolean): boolean {
  if (rol === 'dueno') return true;
  return regla === 'publica' && rol === 'visitante' && esAutor;
}

/** Longitud máxima de cada tipo de texto. */
export const LONGITUD_MAXIMA: Partial<Record<TipoCampo, number>> = {
  text: 200,
  longtext: 5000,
  email: 254,
  phone: 30,
  url: 2000,
  image: 500,
};

export type ValorCampo = string | number | boolean | null;
export type Registro = {
  id: string;
  data: Record<string, ValorCampo>;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
};
