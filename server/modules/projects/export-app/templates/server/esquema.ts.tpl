import { z } from 'zod';
import {
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

// El esquema de los datos de cada entidad, generado desde forja.app.json: un campo por línea,
// con su tipo y si es obligatorio. Lo usan POST (completo) y PATCH (parcial).

export const esquemas = {
{{esquemas}}
};
