// Every app pattern (issue 37), in one list. `scripts/engine-catalogue.ts` writes this file from
// the files in `data/`; the generic test checks each one.
import academia from './data/academia.ts';
import adopciones from './data/adopciones.ts';
import alquileres from './data/alquileres.ts';
import bancoTiempo from './data/banco-tiempo.ts';
import bitacoraRevisiones from './data/bitacora-revisiones.ts';
import bolsaEmpleo from './data/bolsa-empleo.ts';
import calendarioContenidos from './data/calendario-contenidos.ts';
import cartaMesa from './data/carta-mesa.ts';
import citasServicio from './data/citas-servicio.ts';
import clasesTareas from './data/clases-tareas.ts';
import clubSocios from './data/club-socios.ts';
import competiciones from './data/competiciones.ts';
import crmClientes from './data/crm-clientes.ts';
import cursosOnline from './data/cursos-online.ts';
import directorio from './data/directorio.ts';
import donaciones from './data/donaciones.ts';
import embudoVentas from './data/embudo-ventas.ts';
import encargos from './data/encargos.ts';
import encuestas from './data/encuestas.ts';
import entregas from './data/entregas.ts';
import eventosInscripciones from './data/eventos-inscripciones.ts';
import expedientes from './data/expedientes.ts';
import galeria from './data/galeria.ts';
import gastosCompartidos from './data/gastos-compartidos.ts';
import incidencias from './data/incidencias.ts';
import inventario from './data/inventario.ts';
import libroDeudas from './data/libro-deudas.ts';
import listaInvitados from './data/lista-invitados.ts';
import mapaLugares from './data/mapa-lugares.ts';
import marketplace from './data/marketplace.ts';
import membresias from './data/membresias.ts';
import objetosPerdidos from './data/objetos-perdidos.ts';
import parteDiario from './data/parte-diario.ts';
import prestamosObjetos from './data/prestamos-objetos.ts';
import presupuestosFacturas from './data/presupuestos-facturas.ts';
import proyectosTareas from './data/proyectos-tareas.ts';
import recetario from './data/recetario.ts';
import registroGeneral from './data/registro-general.ts';
import registroPersonal from './data/registro-personal.ts';
import reservasRecurso from './data/reservas-recurso.ts';
import solicitudesAprobacion from './data/solicitudes-aprobacion.ts';
import tallerReparaciones from './data/taller-reparaciones.ts';
import tandaAhorro from './data/tanda-ahorro.ts';
import tiendaPedidos from './data/tienda-pedidos.ts';
import turnos from './data/turnos.ts';
import viajes from './data/viajes.ts';
import viajesDespacho from './data/viajes-despacho.ts';
import voluntariado from './data/voluntariado.ts';
import type { AppPattern } from './types.ts';

export const PATTERNS: readonly AppPattern[] = [
  academia,
  adopciones,
  alquileres,
  bancoTiempo,
  bitacoraRevisiones,
  bolsaEmpleo,
  calendarioContenidos,
  cartaMesa,
  citasServicio,
  clasesTareas,
  clubSocios,
  competiciones,
  crmClientes,
  cursosOnline,
  directorio,
  donaciones,
  embudoVentas,
  encargos,
  encuestas,
  entregas,
  eventosInscripciones,
  expedientes,
  galeria,
  gastosCompartidos,
  incidencias,
  inventario,
  libroDeudas,
  listaInvitados,
  mapaLugares,
  marketplace,
  membresias,
  objetosPerdidos,
  parteDiario,
  prestamosObjetos,
  presupuestosFacturas,
  proyectosTareas,
  recetario,
  registroGeneral,
  registroPersonal,
  reservasRecurso,
  solicitudesAprobacion,
  tallerReparaciones,
  tandaAhorro,
  tiendaPedidos,
  turnos,
  viajesDespacho,
  viajes,
  voluntariado,
];
