import { RUTA_SUBIDA } from '../comun/archivos.ts';
import type { Campo, ValorCampo } from '../comun/definicion.ts';
import { entidadDe } from '../comun/definicion.ts';
import { parseFileValue } from '../kit/files.ts';
import { formatValue } from '../kit/format.ts';
import { FieldValue } from '../kit/screens/value.tsx';
import { recordTitle } from '../kit/titles.ts';
import { useRegistro } from './api.ts';

// Lo que las pantallas del kit de la app (kit/screens/, las mismas que en Forja) necesitan de
// esta app: dónde guarda sus archivos y cómo pide el registro al que apunta una referencia.

/** Un valor de tipo archivo de esta app (`/api/subidas/…`), leído por el kit. */
export const leerValorArchivo = (valor: unknown) => parseFileValue(valor, RUTA_SUBIDA);

/** Un valor como se lee en español: la regla de cada tipo es la del kit (kit/format.ts). */
export function textoDe(campo: Campo, valor: ValorCampo | undefined): string {
  return formatValue(campo, valor, leerValorArchivo);
}

/** Lo que nombra un registro en listas y referencias: la regla del kit (kit/titles.ts). */
export const tituloDe = recordTitle;

function Referencia({ campo, id }: { campo: Campo; id: string }) {
  const destino = entidadDe(campo.ref);
  const registro = useRegistro(destino?.key, id);
  if (!destino) return <>—</>;
  return <>{registro.data ? tituloDe(destino, registro.data.record) : '…'}</>;
}

/** Un valor de un registro en pantalla: el del kit (kit/screens/value.tsx). */
export function Valor({
  campo,
  valor,
  compacto = false,
}: {
  campo: Campo;
  valor: ValorCampo | undefined;
  compacto?: boolean;
}) {
  return (
    <FieldValue
      field={campo}
      value={valor}
      readFile={leerValorArchivo}
      reference={
        campo.type === 'reference' ? <Referencia campo={campo} id={String(valor)} /> : null
      }
      compact={compacto}
    />
  );
}
