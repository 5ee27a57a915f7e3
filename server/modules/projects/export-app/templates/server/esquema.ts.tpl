import { definicion } from '../comun/definicion.ts';
import { nombresSql } from './nombres.ts';

// Los nombres SQL de cada entidad (server/nombres.ts), comprobados al arrancar desde
// forja.app.json. Los datos de cada registro los comprueba el kit de la app (kit/values.ts),
// campo a campo, con sus tipos, los obligatorios, los largos y las opciones: la misma regla que
// en Forja. Las etiquetas y las opciones son datos, nunca código.

/** Los nombres SQL de cada entidad (server/nombres.ts), comprobados al arrancar. */
export const nombres = nombresSql(definicion);
