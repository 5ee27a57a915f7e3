import { leerArchivo, RUTA_SUBIDA, tamanoDe } from '../../comun/archivos.ts';
import type { Campo, ValorCampo } from '../../comun/definicion.ts';
import { entidadDe } from '../../comun/definicion.ts';
import { textos } from '../../comun/textos.ts';
import { parseFileValue } from '../../kit/files.ts';
import { formatValue } from '../../kit/format.ts';
import { recordTitle } from '../../kit/titles.ts';
import { useRegistro } from '../api.ts';

// Los valores de un registro tal como se leen en español: la regla de cada tipo es la del kit
// de la app (kit/format.ts), la misma que en Forja.

export function textoDe(campo: Campo, valor: ValorCampo | undefined): string {
  return formatValue(campo, valor, (v) => parseFileValue(v, RUTA_SUBIDA));
}

/** Lo que nombra un registro en listas y referencias: la regla del kit de la app (kit/titles.ts). */
export const tituloDe = recordTitle;

function Referencia({ campo, id }: { campo: Campo; id: string }) {
  const destino = entidadDe(campo.ref);
  const registro = useRegistro(destino?.key, id);
  // Un registro que quien mira no puede leer (la ficha de otro niño): sin título.
  if (!destino || registro.isError) return <span className="text-suave">—</span>;
  return <span>{registro.data ? tituloDe(destino, registro.data.record) : '…'}</span>;
}

/** Un archivo: el audio suena aquí, el PDF se abre en otra pestaña, el resto se descarga. */
function Archivo({ campo, valor }: { campo: Campo; valor: ValorCampo }) {
  const archivo = leerArchivo(valor);
  if (!archivo) return <span className="text-suave">—</span>;
  const rotulo = (
    <span className="break-all">
      {archivo.nombre}{' '}
      <span className="whitespace-nowrap text-suave">({tamanoDe(archivo.bytes)})</span>
    </span>
  );
  if (archivo.clase === 'audio')
    return (
      <span className="grid gap-1">
        {/* biome-ignore lint/a11y/useMediaCaption: las grabaciones de cada uno no traen subtítulos. */}
        <audio
          controls
          preload="metadata"
          src={archivo.url}
          aria-label={`${campo.label}: ${archivo.nombre}`}
          className="w-full max-w-md"
        />
        <a href={archivo.url} download={archivo.nombre} className="text-sm underline">
          {rotulo}
        </a>
      </span>
    );
  if (archivo.clase === 'pdf')
    return (
      <a href={archivo.url} target="_blank" rel="noopener" className="underline">
        <strong>{textos.pantalla.abrirPdf}:</strong> {rotulo}
        <span className="sr-only"> {textos.pantalla.otraPestana}</span>
      </a>
    );
  return (
    <a href={archivo.url} download={archivo.nombre} className="underline">
      <strong>{textos.pantalla.descargar}:</strong> {rotulo}
    </a>
  );
}

export function Valor({ campo, valor }: { campo: Campo; valor: ValorCampo | undefined }) {
  if (valor === null || valor === undefined || valor === '')
    return <span className="text-suave">—</span>;
  if (campo.type === 'image')
    return (
      <img
        src={String(valor)}
        alt={campo.label}
        className="max-h-64 w-auto rounded-app border border-borde object-cover"
        loading="lazy"
      />
    );
  if (campo.type === 'url')
    return (
      <a
        href={String(valor)}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all underline"
      >
        {String(valor)}
      </a>
    );
  if (campo.type === 'email')
    return (
      <a href={`mailto:${String(valor)}`} className="break-all underline">
        {String(valor)}
      </a>
    );
  if (campo.type === 'reference') return <Referencia campo={campo} id={String(valor)} />;
  if (campo.type === 'file') return <Archivo campo={campo} valor={valor} />;
  if (campo.type === 'longtext')
    return <span className="whitespace-pre-wrap break-words">{String(valor)}</span>;
  return <span className="break-words">{textoDe(campo, valor)}</span>;
}
