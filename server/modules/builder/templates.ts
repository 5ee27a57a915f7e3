import type { Template } from '../../../contracts/builder.ts';
import type { TemplatesTable } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './repo.ts';

// The seeded catalogue (docs/product-spec.md §2: templates listed featured first). Ids are fixed so
// seeding at every start-up is idempotent and never duplicates a row.

type Seed = Omit<TemplatesTable, 'createdAt' | 'previewUrl'>;

const SEED: Seed[] = [
  {
    id: 'tpl-crm-inmobiliaria',
    name: 'CRM para inmobiliarias',
    category: 'CRM',
    isFeatured: 1,
    description:
      'Gestiona compradores, vendedores e inquilinos, registra cada visita a un inmueble, programa recordatorios de seguimiento y sigue las operaciones en un embudo con su comisión estimada.',
    prompt:
      'Un CRM para agencias inmobiliarias con fichas de clientes e inmuebles, agenda de visitas, recordatorios de seguimiento y embudo de operaciones con comisiones.',
  },
  {
    id: 'tpl-reservas-clinica',
    name: 'Reservas para clínicas',
    category: 'Health',
    isFeatured: 1,
    description:
      'Los pacientes reservan cita online según la disponibilidad de cada profesional, reciben recordatorios por correo y el equipo consulta el historial de sesiones y las notas clínicas.',
    prompt:
      'Una app de reservas para clínicas de fisioterapia y psicología con agenda por profesional, recordatorios automáticos, historial de sesiones y notas clínicas privadas.',
  },
  {
    id: 'tpl-tienda-artesania',
    name: 'Tienda online de artesanía',
    category: 'E-commerce',
    isFeatured: 1,
    description:
      'Catálogo con variantes y existencias, carrito, pago con tarjeta, gestión de pedidos y envíos, y reseñas de clientes para pequeños talleres artesanos.',
    prompt:
      'Una tienda online para talleres artesanos con catálogo de productos con variantes, control de existencias, carrito, pagos, gestión de envíos y reseñas.',
  },
  {
    id: 'tpl-gestor-tareas-equipo',
    name: 'Gestor de tareas para equipos',
    category: 'Productivity',
    isFeatured: 1,
    description:
      'Tableros kanban por proyecto, tareas con responsables y fechas límite, comentarios, etiquetas y un resumen semanal de lo completado y lo pendiente.',
    prompt:
      'Un gestor de tareas para equipos pequeños con tableros kanban, responsables, fechas límite, comentarios, etiquetas y resumen semanal por correo.',
  },
  {
    id: 'tpl-finanzas-hogar',
    name: 'Finanzas del hogar',
    category: 'Finance',
    isFeatured: 1,
    description:
      'Registra ingresos y gastos, fija presupuestos mensuales por categoría, reparte los gastos comunes de la casa y sigue tus metas de ahorro con gráficas claras.',
    prompt:
      'Una app de finanzas personales para familias con registro de gastos e ingresos, presupuestos por categoría, gastos compartidos y metas de ahorro.',
  },
  {
    id: 'tpl-academia-online',
    name: 'Academia online',
    category: 'Education',
    isFeatured: 1,
    description:
      'Cursos con lecciones en vídeo, cuestionarios autocorregidos, seguimiento del progreso de cada alumno y certificados al completar cada curso.',
    prompt:
      'Una plataforma de cursos online con lecciones en vídeo, cuestionarios autocorregidos, progreso por alumno, foro de dudas y certificados de finalización.',
  },
  {
    id: 'tpl-blog-editorial',
    name: 'Revista digital',
    category: 'Content',
    isFeatured: 0,
    description:
      'Redacción colaborativa de artículos con flujo de revisión, calendario editorial, etiquetas, boletín para suscriptores y estadísticas de lectura.',
    prompt:
      'Una plataforma editorial para una revista digital con redacción colaborativa, revisión de artículos, calendario editorial, boletín y estadísticas de lectura.',
  },
  {
    id: 'tpl-club-deportivo',
    name: 'Gestión de club deportivo',
    category: 'Business',
    isFeatured: 0,
    description:
      'Altas de socios y cuotas, calendario de entrenamientos y partidos, convocatorias por equipo, control de asistencia y avisos a las familias.',
    prompt:
      'Una app para gestionar un club deportivo con socios y cuotas, calendario de entrenamientos y partidos, convocatorias, asistencia y avisos a las familias.',
  },
  {
    id: 'tpl-red-vecinal',
    name: 'Red vecinal',
    category: 'Social',
    isFeatured: 0,
    description:
      'Un tablón para el barrio: avisos, préstamo de objetos entre vecinos, grupos por intereses, eventos locales y mensajería privada con moderación.',
    prompt:
      'Una red social vecinal con tablón de avisos, préstamo de objetos, grupos por intereses, eventos del barrio, mensajes privados y moderación.',
  },
  {
    id: 'tpl-quedadas-juegos',
    name: 'Noches de juegos de mesa',
    category: 'Entertainment',
    isFeatured: 0,
    description:
      'Organiza quedadas con amigos: catálogo compartido de juegos, votación del juego de la noche, registro de partidas y clasificación de jugadores.',
    prompt:
      'Una app para organizar noches de juegos de mesa con catálogo compartido, votación del juego, registro de partidas y ranking de jugadores.',
  },
  {
    id: 'tpl-restaurante-pedidos',
    name: 'Pedidos para restaurantes',
    category: 'E-commerce',
    isFeatured: 0,
    description:
      'Carta digital con código QR, pedidos desde la mesa o para recoger, cocina en tiempo real, pagos online y control de alérgenos por plato.',
    prompt:
      'Una app de pedidos para restaurantes con carta digital por QR, pedidos en mesa y para llevar, pantalla de cocina, pagos online y alérgenos por plato.',
  },
  {
    id: 'tpl-facturacion-autonomos',
    name: 'Facturación para autónomos',
    category: 'Finance',
    isFeatured: 0,
    description:
      'Presupuestos que se convierten en facturas, cálculo de IVA e IRPF, recordatorios de cobro, registro de gastos deducibles y resumen trimestral.',
    prompt:
      'Una app de facturación para autónomos con presupuestos, facturas con IVA e IRPF, recordatorios de cobro, gastos deducibles y resumen trimestral de impuestos.',
  },
  {
    id: 'tpl-habitos-saludables',
    name: 'Hábitos saludables',
    category: 'Health',
    isFeatured: 0,
    description:
      'Seguimiento diario de sueño, agua, actividad y estado de ánimo, retos semanales, recordatorios amables y un informe mensual de progreso.',
    prompt:
      'Una app de hábitos saludables con registro de sueño, hidratación, actividad y estado de ánimo, retos semanales, recordatorios e informe mensual.',
  },
  {
    id: 'tpl-portal-empleados',
    name: 'Portal del empleado',
    category: 'Business',
    isFeatured: 0,
    description:
      'Fichaje de jornada, solicitud y aprobación de vacaciones, nóminas descargables, comunicados internos y directorio de la empresa.',
    prompt:
      'Un portal del empleado para pymes con control horario, vacaciones con aprobación, nóminas, comunicados internos y directorio de la plantilla.',
  },
];

export async function seedTemplates(
  deps: Pick<AppDeps, 'db'>,
  at = new Date().toISOString(),
): Promise<void> {
  await repo.insertMissingTemplates(
    deps.db,
    SEED.map((t) => ({ ...t, previewUrl: null, createdAt: at })),
  );
}

export async function listTemplates(deps: Pick<AppDeps, 'db'>): Promise<Template[]> {
  const rows = await repo.listTemplates(deps.db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category,
    isFeatured: Number(r.isFeatured) === 1,
    previewUrl: r.previewUrl,
    prompt: r.prompt,
  }));
}
