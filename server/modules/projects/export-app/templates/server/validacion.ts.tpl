import { z } from 'zod';
import { leerArchivo, valorDeArchivo } from '../comun/archivos.ts';

// Las piezas de validación de cada tipo de campo, con los mensajes en español.
// server/esquema.ts las combina en el esquema de cada entidad.

const obligatorio = (etiqueta: string) => `El campo «${etiqueta}» es obligatorio.`;
const debeSer = (etiqueta: string, tipo: string) => `El campo «${etiqueta}» debe ser ${tipo}.`;
const demasiadoLargo = (etiqueta: string, max: number) =>
  `El campo «${etiqueta}» no puede superar los ${max} caracteres.`;

/** El mensaje de un valor ausente (obligatorio) o de otro tipo. */
const mensaje = (etiqueta: string, tipo: string) => ({
  error: (problema: { input?: unknown }) =>
    problema.input === undefined || problema.input === null
      ? obligatorio(etiqueta)
      : debeSer(etiqueta, tipo),
});

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const FECHA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const TELEFONO = /^\+?[0-9][0-9 ()./-]{2,28}$/;
const IMAGEN = /^\/api\/subidas\/[a-z0-9-]{1,64}\.(png|jpg|webp|gif)$/;
const ID = /^[\w-]{1,64}$/;
const IMPORTE_MAXIMO = 1e12;

const fechaValida = (texto: string) => {
  const fecha = new Date(`${texto.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(fecha.getTime()) && fecha.toISOString().slice(0, 10) === texto.slice(0, 10);
};

const cadena = (etiqueta: string, tipo: string, max: number) =>
  z
    .string(mensaje(etiqueta, tipo))
    .trim()
    .min(1, obligatorio(etiqueta))
    .max(max, demasiadoLargo(etiqueta, max));

export const texto = (etiqueta: string, max: number) => cadena(etiqueta, 'un texto', max);

export const email = (etiqueta: string) =>
  cadena(etiqueta, 'un email válido', 254)
    .regex(EMAIL, debeSer(etiqueta, 'un email válido'))
    .transform((valor) => valor.toLowerCase());

export const telefono = (etiqueta: string) =>
  cadena(etiqueta, 'un teléfono', 30).regex(TELEFONO, debeSer(etiqueta, 'un teléfono'));

export const enlace = (etiqueta: string) =>
  cadena(etiqueta, 'un enlace http(s)', 2000).refine(
    (valor) => {
      try {
        const url = new URL(valor);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    debeSer(etiqueta, 'un enlace http(s)'),
  );

export const imagen = (etiqueta: string) =>
  cadena(etiqueta, 'una imagen', 500).regex(
    IMAGEN,
    `El campo «${etiqueta}» debe ser una imagen subida a esta app.`,
  );

/** Un archivo subido a esta app (POST /api/subidas), guardado en su forma única. */
export const archivo = (etiqueta: string) =>
  z.string(mensaje(etiqueta, 'un archivo subido a esta app')).transform((valor, contexto) => {
    const leido = leerArchivo(valor.trim());
    if (leido) return valorDeArchivo({ url: leido.url, nombre: leido.nombre, bytes: leido.bytes });
    contexto.addIssue({
      code: 'custom',
      message: `El campo «${etiqueta}» debe ser un archivo subido a esta app.`,
    });
    return z.NEVER;
  });

export const numero = (etiqueta: string) =>
  z
    .number(mensaje(etiqueta, 'un número'))
    .refine((valor) => Math.abs(valor) <= IMPORTE_MAXIMO, debeSer(etiqueta, 'un número'));

export const importe = (etiqueta: string) =>
  numero(etiqueta).transform((valor) => Math.round(valor * 100) / 100);

export const valoracion = (etiqueta: string) =>
  z
    .number(mensaje(etiqueta, 'una valoración de 1 a 5'))
    .int(debeSer(etiqueta, 'una valoración de 1 a 5'))
    .min(1, debeSer(etiqueta, 'una valoración de 1 a 5'))
    .max(5, debeSer(etiqueta, 'una valoración de 1 a 5'));

export const siNo = (etiqueta: string) => z.boolean(mensaje(etiqueta, 'sí o no'));

export const fecha = (etiqueta: string) =>
  z
    .string(mensaje(etiqueta, 'una fecha (AAAA-MM-DD)'))
    .refine(
      (valor) => FECHA.test(valor) && fechaValida(valor),
      debeSer(etiqueta, 'una fecha (AAAA-MM-DD)'),
    );

export const fechaHora = (etiqueta: string) =>
  z
    .string(mensaje(etiqueta, 'una fecha y hora'))
    .refine(
      (valor) => FECHA_HORA.test(valor) && fechaValida(valor),
      debeSer(etiqueta, 'una fecha y hora'),
    );

export const opcion = (etiqueta: string, opciones: readonly [string, ...string[]]) =>
  z.enum(opciones, {
    error: (problema) =>
      problema.input === undefined || problema.input === null
        ? obligatorio(etiqueta)
        : `El campo «${etiqueta}» debe ser una de sus opciones.`,
  });

export const referencia = (etiqueta: string) =>
  z.string(mensaje(etiqueta, 'un registro')).regex(ID, debeSer(etiqueta, 'un registro'));

/** Un campo que se puede dejar vacío: el texto en blanco se guarda como vacío (null). */
export const opcional = <T extends z.ZodType>(esquema: T) =>
  z.preprocess(
    (valor) => (typeof valor === 'string' && valor.trim() === '' ? null : valor),
    esquema.nullable().optional(),
  );
