// Every app pattern (issue 37), in one list. `scripts/engine-catalogue.ts` writes this file from
// the files in `data/`; the generic test checks each one.
import cartaMesa from './data/carta-mesa.ts';
import citasServicio from './data/citas-servicio.ts';
import encargos from './data/encargos.ts';
import gastosCompartidos from './data/gastos-compartidos.ts';
import libroDeudas from './data/libro-deudas.ts';
import registroGeneral from './data/registro-general.ts';
import reservasRecurso from './data/reservas-recurso.ts';
import tiendaPedidos from './data/tienda-pedidos.ts';
import type { AppPattern } from './types.ts';

export const PATTERNS: readonly AppPattern[] = [
  cartaMesa,
  citasServicio,
  encargos,
  gastosCompartidos,
  libroDeudas,
  registroGeneral,
  reservasRecurso,
  tiendaPedidos,
];
