import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ACEPTA_ARCHIVO, leerArchivo, tamanoDe } from '../../comun/archivos.ts';
import {
  type Campo,
  type Entidad,
  entidadDe,
  type Registro,
  type ValorCampo,
} from '../../comun/definicion.ts';
import { rellenar, textos } from '../../comun/textos.ts';
import { FIELD_MAX_LENGTH } from '../../kit/definition.ts';
import {
  mensajeDe,
  subirArchivo,
  subirImagen,
  useGuardar,
  useOpciones,
  useRegistro,
} from '../api.ts';
import { tituloDe } from '../kit.tsx';
import {
  Aviso,
  clasesBoton,
  clasesBotonSecundario,
  clasesCampo,
  clasesTarjeta,
  NoEncontrada,
} from './marco.tsx';

// El formulario de un registro, nuevo o existente: un control por tipo de campo.

const p = textos.pantalla;
const dos = (n: number) => String(n).padStart(2, '0');

/** Una fecha y hora ISO en el formato de <input type="datetime-local">, en hora local. */
function aLocal(iso: string): string {
  const fecha = new Date(iso);
  if (Number.isNaN(fecha.getTime())) return '';
  return `${fecha.getFullYear()}-${dos(fecha.getMonth() + 1)}-${dos(fecha.getDate())}T${dos(fecha.getHours())}:${dos(fecha.getMinutes())}`;
}

function Referencia({ campo, valor, id }: { campo: Campo; valor: string; id: string }) {
  const destino = entidadDe(campo.ref);
  const opciones = useOpciones(destino);
  return (
    <select
      // Hasta que llegan las opciones no hay cuál elegir: al llegar, el valor se aplica.
      key={opciones.data ? 'opciones' : 'cargando'}
      id={id}
      name={campo.key}
      defaultValue={valor}
      required={campo.required}
      className={clasesCampo}
    >
      <option value="">{p.elige}</option>
      {destino &&
        opciones.data?.records.map((registro) => (
          <option key={registro.id} value={registro.id}>
            {tituloDe(destino, registro)}
          </option>
        ))}
    </select>
  );
}

function Imagen({ campo, valor, id }: { campo: Campo; valor: string; id: string }) {
  const [url, setUrl] = useState(valor);
  const [estado, setEstado] = useState<string | null>(null);
  const subir = async (archivo: File | undefined) => {
    if (!archivo) return;
    setEstado(p.subiendo);
    try {
      setUrl(await subirImagen(archivo));
      setEstado(null);
    } catch (fallo) {
      setEstado(mensajeDe(fallo));
    }
  };
  return (
    <div className="grid gap-2">
      <input type="hidden" name={campo.key} value={url} />
      {url && (
        <img
          src={url}
          alt={campo.label}
          className="max-h-40 w-auto rounded-app border border-borde"
        />
      )}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        onChange={(e) => subir(e.target.files?.[0])}
        className="text-sm"
      />
      {url && (
        <button
          type="button"
          onClick={() => setUrl('')}
          className={`${clasesBotonSecundario} w-fit`}
        >
          {p.quitarImagen}
        </button>
      )}
      {estado && <p className="text-sm text-suave">{estado}</p>}
    </div>
  );
}

/** Un campo de tipo archivo: se elige uno, se ve su nombre y su tamaño, se puede quitar. */
function Archivo({ campo, valor, id }: { campo: Campo; valor: string; id: string }) {
  const [actual, setActual] = useState(valor);
  const [estado, setEstado] = useState<string | null>(null);
  const archivo = leerArchivo(actual);
  const subir = async (elegido: File | undefined) => {
    if (!elegido) return;
    setEstado(p.subiendo);
    try {
      setActual(await subirArchivo(elegido));
      setEstado(null);
    } catch (fallo) {
      setEstado(mensajeDe(fallo));
    }
  };
  return (
    <div className="grid gap-2">
      <input type="hidden" name={campo.key} value={actual} />
      {archivo && (
        <div className="flex flex-wrap items-center gap-3 rounded-app border border-borde px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 break-all">
            {archivo.nombre}{' '}
            <span className="whitespace-nowrap text-suave">({tamanoDe(archivo.bytes)})</span>
          </span>
          <button
            type="button"
            onClick={() => setActual('')}
            className={`${clasesBotonSecundario} w-fit`}
          >
            {p.quitarArchivo}
          </button>
        </div>
      )}
      <input
        id={id}
        type="file"
        accept={ACEPTA_ARCHIVO}
        aria-describedby={`${id}-pista`}
        onChange={(e) => subir(e.target.files?.[0])}
        className="text-sm"
      />
      <p id={`${id}-pista`} className="text-xs text-suave">
        {p.pistaArchivo}
      </p>
      {estado && <p className="text-sm text-suave">{estado}</p>}
    </div>
  );
}

function Control({ campo, valor }: { campo: Campo; valor: ValorCampo | undefined }) {
  const id = `campo-${campo.key}`;
  const texto = valor === null || valor === undefined ? '' : String(valor);
  const comun = { id, name: campo.key, required: campo.required, className: clasesCampo };
  switch (campo.type) {
    case 'longtext':
      return (
        <textarea {...comun} rows={5} maxLength={FIELD_MAX_LENGTH.longtext} defaultValue={texto} />
      );
    case 'number':
      return <input {...comun} type="number" step="any" defaultValue={texto} />;
    case 'money':
      return <input {...comun} type="number" step="0.01" defaultValue={texto} />;
    case 'rating':
      return (
        <select {...comun} defaultValue={texto}>
          <option value="">{p.elige}</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)}
            </option>
          ))}
        </select>
      );
    case 'date':
      return <input {...comun} type="date" defaultValue={texto} />;
    case 'datetime':
      return <input {...comun} type="datetime-local" defaultValue={texto ? aLocal(texto) : ''} />;
    case 'boolean':
      return (
        <input
          id={id}
          name={campo.key}
          type="checkbox"
          defaultChecked={valor === true}
          className="h-5 w-5 accent-primario"
        />
      );
    case 'choice':
      return (
        <select {...comun} defaultValue={texto}>
          <option value="">{p.elige}</option>
          {campo.options?.map((opcion) => (
            <option key={opcion} value={opcion}>
              {opcion}
            </option>
          ))}
        </select>
      );
    case 'reference':
      return <Referencia campo={campo} valor={texto} id={id} />;
    case 'image':
      return <Imagen campo={campo} valor={texto} id={id} />;
    case 'file':
      return <Archivo campo={campo} valor={texto} id={id} />;
    case 'email':
      return (
        <input {...comun} type="email" maxLength={FIELD_MAX_LENGTH.email} defaultValue={texto} />
      );
    case 'phone':
      return (
        <input {...comun} type="tel" maxLength={FIELD_MAX_LENGTH.phone} defaultValue={texto} />
      );
    case 'url':
      return <input {...comun} type="url" maxLength={FIELD_MAX_LENGTH.url} defaultValue={texto} />;
    default:
      return (
        <input {...comun} type="text" maxLength={FIELD_MAX_LENGTH.text} defaultValue={texto} />
      );
  }
}

/** Los valores del formulario con el tipo de cada campo; lo vacío, null. */
function datosDe(entidad: Entidad, formulario: HTMLFormElement): Record<string, ValorCampo> {
  const valores = new FormData(formulario);
  const datos: Record<string, ValorCampo> = {};
  for (const campo of entidad.fields) {
    if (campo.type === 'boolean') {
      datos[campo.key] = valores.get(campo.key) === 'on';
      continue;
    }
    const texto = String(valores.get(campo.key) ?? '').trim();
    if (texto === '') datos[campo.key] = null;
    else if (['number', 'money', 'rating'].includes(campo.type)) datos[campo.key] = Number(texto);
    else if (campo.type === 'datetime') datos[campo.key] = new Date(texto).toISOString();
    else datos[campo.key] = texto;
  }
  return datos;
}

function Campos({
  entidad,
  registro,
  iniciales,
}: {
  entidad: Entidad;
  registro?: Registro;
  iniciales?: Record<string, ValorCampo>;
}) {
  return entidad.fields.map((campo) => (
    <div key={campo.key} className="grid gap-1">
      <label htmlFor={`campo-${campo.key}`} className="text-sm font-medium">
        {campo.label}
        {campo.required && <span className="ml-2 text-xs text-suave">({p.obligatorio})</span>}
      </label>
      <Control campo={campo} valor={registro?.data[campo.key] ?? iniciales?.[campo.key]} />
    </div>
  ));
}

export function Formulario() {
  const { entidad: clave, id } = useParams();
  const entidad = entidadDe(clave);
  const existente = useRegistro(entidad?.key, id);
  const guardar = useGuardar(entidad?.key ?? '');
  const navegar = useNavigate();
  // `?con=campo:id`: añadido desde la ficha de un registro, con la referencia a él ya puesta;
  // al guardar se vuelve a esa ficha.
  const [parametros] = useSearchParams();
  const [claveCon, idCon] = (parametros.get('con') ?? '').split(':');
  const campoCon = entidad?.fields.find((c) => c.key === claveCon && c.type === 'reference');
  const origen = !id && campoCon?.ref && idCon ? `/${campoCon.ref}/${idCon}` : null;
  if (!entidad) return <NoEncontrada />;
  if (id && existente.isPending) return <p className="text-suave">{p.cargando}</p>;
  if (id && existente.isError) return <Aviso>{mensajeDe(existente.error)}</Aviso>;

  const enviar = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    let datos = datosDe(entidad, evento.currentTarget);
    if (!id) datos = Object.fromEntries(Object.entries(datos).filter(([, v]) => v !== null));
    guardar.mutate(
      { id, data: datos },
      {
        onSuccess: ({ record }) =>
          navegar(origen ?? `/${entidad.key}/${record.id}`, {
            state: { aviso: id ? p.actualizado : p.creado },
          }),
      },
    );
  };

  return (
    <div className={`${clasesTarjeta} mx-auto grid max-w-2xl gap-4 p-6`}>
      <h1 className="text-2xl font-semibold">
        {id && existente.data
          ? tituloDe(entidad, existente.data.record)
          : rellenar(p.anadir, { entidad: entidad.label.toLowerCase() })}
      </h1>
      <form onSubmit={enviar} className="grid gap-4">
        {guardar.isError && <Aviso>{mensajeDe(guardar.error)}</Aviso>}
        <Campos
          entidad={entidad}
          registro={existente.data?.record}
          iniciales={campoCon && idCon ? { [campoCon.key]: idCon } : undefined}
        />
        <div className="flex gap-2">
          <button type="submit" disabled={guardar.isPending} className={clasesBoton}>
            {guardar.isPending ? p.guardando : p.guardar}
          </button>
          <Link
            to={id ? `/${entidad.key}/${id}` : (origen ?? `/${entidad.key}`)}
            className={clasesBotonSecundario}
          >
            {p.cancelar}
          </Link>
        </div>
      </form>
    </div>
  );
}
