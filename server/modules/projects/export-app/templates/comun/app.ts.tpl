// El nombre y el diseño de la app, tal como estaban en Forja.

export const nombreApp = {{nombre}};
export const descripcionApp = {{descripcion}};
export const diseno = {
  colorPrincipal: '{{colorPrincipal}}',
  colorSecundario: '{{colorSecundario}}',
  tema: '{{tema}}',
  disposicion: '{{disposicion}}',
};
