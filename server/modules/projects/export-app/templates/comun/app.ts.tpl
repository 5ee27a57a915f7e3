import datos from './app.json' with { type: 'json' };

// El nombre, la descripción y el diseño de la app, tal como estaban en Forja: datos
// (comun/app.json), no código.

export const nombreApp: string = datos.nombre;
export const descripcionApp: string = datos.descripcion;
export const diseno: {
  colorPrincipal: string;
  colorSecundario: string;
  tema: string;
  disposicion: string;
} = datos.diseno;
