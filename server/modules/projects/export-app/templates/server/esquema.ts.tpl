import { z } from 'zod';
import { type Campo, definicion, type TipoCampo } from '../comun/definicion.ts';
import { nombresSql } from './nombres.ts';
import {
  archivo,
  email,
  enlace,
  fecha,
  fechaHora,
  imagen,
  importe,
  numero,
  opcion,
  opcional,
  referencia,
  siNo,
  telefono,
  texto,
  valoracion,
} from './validacion.ts';

// El esquema de los datos de cada entidad y sus nombres SQL, construidos al arrancar desde
// forja.app.json: un validador por campo, con su tipo y si es obligatorio. Lo usan POST
// (completo) y PATCH (parcial). Las etiquetas y las opciones son datos, nunca código.

function opcionesDe(campo: Campo): [string, ...string[]] {
  const [primera, ...resto] = campo.options ?? [];
  if (primera === undefined) throw new Error(`El campo «${campo.key}» no tiene opciones.`);
  return [primera, ...resto];
}

const VALIDADORES: Record<TipoCampo, (campo: Campo) => z.ZodType> = {
  text: (c) => texto(c.label, 200),
  longtext: (c) => texto(c.label, 5000),
  email: (c) => email(c.label),
  phone: (c) => telefono(c.label),
  url: (c) => enlace(c.label),
  image: (c) => imagen(c.label),
  file: (c) => archivo(c.label),
  number: (c) => numero(c.label),
  money: (c) => importe(c.label),
  rating: (c) => valoracion(c.label),
  boolean: (c) => siNo(c.label),
  date: (c) => fecha(c.label),
  datetime: (c) => fechaHora(c.label),
  choice: (c) => opcion(c.label, opcionesDe(c)),
  reference: (c) => referencia(c.label),
};

function esquemaDe(campos: Campo[]) {
  const forma: Record<string, z.ZodType> = {};
  for (const campo of campos) {
    const validador = VALIDADORES[campo.type](campo);
    forma[campo.key] = campo.required ? validador : opcional(validador);
  }
  return z.strictObject(forma);
}

/** El esquema de cada entidad, por su clave. */
export const esquemas: ReadonlyMap<string, ReturnType<typeof esquemaDe>> = new Map(
  definicion.entities.map((entidad) => [entidad.key, esquemaDe(entidad.fields)]),
);

/** Los nombres SQL de cada entidad (server/nombres.ts), comprobados al arrancar. */
export const nombres = nombresSql(definicion);
