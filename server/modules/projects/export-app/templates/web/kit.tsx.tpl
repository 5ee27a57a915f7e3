import { RUTA_SUBIDA } from '../comun/archivos.ts';
import type { Campo } from '../comun/definicion.ts';
import { entidadDe } from '../comun/definicion.ts';
import { parseFileValue } from '../kit/files.ts';
import type { RecordFormApp, RecordFormLook } from '../kit/screens/record-form.tsx';
import { namedBy, recordName } from '../kit/titles.ts';
import { mensajeDe, subirArchivo, subirImagen, useOpciones, useRegistro } from './api.ts';
import { clasesBoton, clasesBotonSecundario, clasesCampo } from './componentes/marco.tsx';

// Lo que las pantallas del kit de la app (kit/screens/, las mismas que en Forja) necesitan de
// esta app: dónde guarda sus archivos, cómo pide el registro al que apunta una referencia, cómo
// sube lo que se adjunta y el aspecto de sus controles.

/** Un valor de tipo archivo de esta app (`/api/subidas/…`), leído por el kit. */
export const leerValorArchivo = (valor: unknown) => parseFileValue(valor, RUTA_SUBIDA);

/**
 * Lo que nombra un registro en listas, fichas, tableros, calendarios y referencias: la regla del
 * kit (kit/titles.ts `recordName`): su texto o, si no tiene, los títulos de los registros a los
 * que apunta, que el servidor manda con él («Jorge Pérez · Orbea Alma», no su fecha de entrada).
 */
export const tituloDe = (
  entidad: Parameters<typeof recordName>[0],
  registro: Parameters<typeof recordName>[1] & { refTitles?: Record<string, string> },
) => recordName(entidad, registro, namedBy(registro.refTitles));

/** El título del registro al que apunta una referencia, pedido a la API de la app. */
export function Referencia({ campo, id }: { campo: Campo; id: string }) {
  const destino = entidadDe(campo.ref);
  const registro = useRegistro(destino?.key, id);
  // Un registro que quien mira no puede leer (la ficha de otro niño): sin título.
  if (!destino || registro.isError) return <span className="text-suave">—</span>;
  return <>{registro.data ? tituloDe(destino, registro.data.record) : '…'}</>;
}

/** El formulario del kit (kit/screens/record-form.tsx) con la API de esta app. */
export const appFormulario: RecordFormApp = {
  readFile: leerValorArchivo,
  uploadImage: (archivo) => subirImagen(archivo),
  uploadFile: (archivo) => subirArchivo(archivo),
  useOptions: (destino) => useOpciones(destino).data?.records,
  errorMessage: mensajeDe,
};

/** Los controles de esta app (componentes/marco.tsx) en el formulario del kit. */
export const aspectoFormulario: RecordFormLook = {
  input: clasesCampo,
  textarea: clasesCampo,
  select: clasesCampo,
  checkbox: 'h-5 w-5 accent-primario',
  label: 'block text-sm font-medium',
  button: clasesBoton,
  secondaryButton: clasesBotonSecundario,
  smallButton: clasesBotonSecundario,
  fileBox: 'flex flex-wrap items-center gap-3 rounded-app border border-borde px-3 py-2 text-sm',
};
