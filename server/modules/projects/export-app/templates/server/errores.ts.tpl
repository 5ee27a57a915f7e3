import { textos } from '../comun/textos.ts';

// Los errores de la API: siempre { error: { code, message } } con el mensaje en español.

export class ErrorApi extends Error {
  readonly estado: number;
  readonly codigo: string;

  constructor(estado: number, codigo: string, mensaje: string) {
    super(mensaje);
    this.estado = estado;
    this.codigo = codigo;
  }
}

export const cuerpoError = (codigo: string, mensaje: string) => ({
  error: { code: codigo, message: mensaje },
});

export const noEncontrado = (mensaje: string = textos.errores.noEncontrado) =>
  new ErrorApi(404, 'NO_ENCONTRADO', mensaje);
export const sinSesion = (mensaje: string = textos.errores.sinSesion) =>
  new ErrorApi(401, 'SIN_SESION', mensaje);
export const prohibido = (mensaje: string, codigo = 'PROHIBIDO') =>
  new ErrorApi(403, codigo, mensaje);
export const invalido = (mensaje: string, codigo = 'DATOS_INVALIDOS') =>
  new ErrorApi(400, codigo, mensaje);
