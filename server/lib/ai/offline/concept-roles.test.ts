// Who does what (issue 19, amendment to decision 0150): fresh ideas written for this test, not
// taken from eval/. Each says who does each action ("los profesores publiquen… y los padres
// reserven… y paguen"), which words are records and which are not (adjectives, subjects taught,
// the place the idea is for), and what the records created by actions point at.
import { describe, expect, it } from 'vitest';
import { generateOfflineConcept } from './index.ts';

interface Case {
  idea: string;
  /** A story whose want matches the pattern is told by this person. */
  who?: [RegExp, string][];
  /** Entities that must be there / must not. */
  has?: string[];
  not?: string[];
  /** Entity → the entity keys its references must include. */
  refs?: Record<string, string[]>;
  /** The description reads as the idea wrote it. */
  description?: RegExp;
}

const CASES: Case[] = [
  // 1. Coordinated clauses: each verb keeps its own subject.
  {
    idea: 'App para que los entrenadores publiquen rutinas y los alumnos las reserven y paguen cada sesión',
    who: [
      [/quiero publicar las rutinas/, 'entrenador'],
      [/quiero reservar una rutina/, 'alumno'],
      [/quiero pagar/, 'alumno'],
    ],
    not: ['Reserven'],
    refs: { Reserva: ['rutinas', 'alumnos'], Pago: ['alumnos'] },
    description: /los entrenadores puedan publicar rutinas y los alumnos puedan reservarlas/,
  },
  {
    idea: 'Una web donde los artesanos venden sus cerámicas y los compradores las encargan y pagan por adelantado',
    who: [
      [/poner a la venta las cerámicas/, 'artesano'],
      [/encargar las cerámicas/, 'comprador'],
      [/pagar las cerámicas/, 'comprador'],
    ],
    not: ['Encargan'],
    refs: { Encargo: ['ceramicas', 'compradores'], Venta: ['ceramicas', 'artesanos'] },
  },
  {
    idea: 'Quiero una app para que los vecinos ofrezcan comida casera y los estudiantes la encarguen y la recojan',
    who: [
      [/ofrecer la comida/, 'vecino'],
      [/encargar la comida/, 'estudiante'],
      [/recoger la comida/, 'estudiante'],
    ],
    not: ['Casera', 'Encarguen', 'Recojan'],
    refs: { Encargo: ['comidas', 'estudiantes'] },
  },
  {
    idea: 'App para mi academia de idiomas donde los profesores publiquen las clases y los alumnos se inscriban y paguen la cuota',
    who: [
      [/publicar las clases/, 'profesor'],
      [/inscribirme en una clase/, 'alumno'],
      [/pagar la cuota/, 'alumno'],
    ],
    refs: { Inscripción: ['clases', 'alumnos'] },
    description: /los alumnos puedan inscribirse y pagar la cuota/,
  },
  {
    idea: 'App para que los músicos ofrezcan conciertos y los organizadores los contraten',
    who: [
      [/ofrecer los conciertos/, 'músico'],
      [/contratar los conciertos/, 'organizador'],
    ],
    not: ['Contraten'],
    refs: { Contratación: ['conciertos', 'organizadores'] },
  },
  {
    idea: 'Una app para que los agricultores vendan sus verduras y los vecinos hagan pedidos y los recojan los sábados',
    who: [
      [/poner a la venta las verduras/, 'agricultor'],
      [/pedir las verduras/, 'vecino'],
      [/recoger los pedidos/, 'vecino'],
    ],
    not: ['Sábado', 'Recojan'],
    refs: { Pedido: ['verduras', 'vecinos'] },
  },
  {
    idea: 'App para una escuela de surf: los monitores publican las clases y los alumnos reservan plaza y pagan online',
    who: [
      [/publicar las clases/, 'monitor'],
      [/reservar una plaza/, 'alumno'],
      [/pagar la plaza/, 'alumno'],
    ],
    not: ['Surf', 'Escuela'],
    refs: { Reserva: ['alumnos'], Pago: ['alumnos'] },
  },
  {
    idea: 'Una app donde los cuidadores ofrecen sus servicios y las familias los contratan y los valoran',
    who: [
      [/contratar a los cuidadores/, 'familia'],
      [/valorar a los cuidadores/, 'familia'],
    ],
    not: ['Contratan', 'Valoran'],
    refs: { Contratación: ['cuidadores', 'familias'] },
  },
  {
    idea: 'Quiero una app para que los inquilinos avisen de las averías y el propietario asigne un técnico',
    who: [
      [/avisos sobre las averías/, 'inquilino'],
      [/asignar al técnico/, 'propietario'],
    ],
    description:
      /los inquilinos puedan avisar de las averías y el propietario pueda asignar un técnico/,
  },
  {
    idea: 'App para mi taller de bicis: los clientes piden cita y el mecánico registra las reparaciones',
    who: [
      [/pedir cita/, 'cliente'],
      [/registrar las reparaciones/, 'mecánico'],
    ],
    not: ['Taller', 'Bici'],
    refs: { Cita: ['clientes'] },
    description: /los clientes puedan pedir cita y el mecánico pueda registrar las reparaciones/,
  },
  {
    idea: 'App para que los socios del club reserven pistas de pádel y el monitor confirme las reservas',
    who: [
      [/reservar una pista/, 'socio'],
      [/confirmar las reservas/, 'monitor'],
    ],
    not: ['Club', 'Pádel'],
    refs: { Reserva: ['pistas', 'socios'], Confirmación: ['reservas', 'monitores'] },
    description: /el monitor pueda confirmar las reservas/,
  },
  {
    idea: 'Una app donde los pacientes piden cita y la fisioterapeuta apunta las sesiones',
    who: [
      [/pedir cita/, 'paciente'],
      [/anotar las sesiones/, 'fisioterapeuta'],
    ],
    description: /la fisioterapeuta pueda apuntar las sesiones/,
  },
  {
    idea: 'Plataforma para que los alumnos reserven clases de guitarra y los profesores las confirmen',
    who: [
      [/reservar una clase/, 'alumno'],
      [/confirmar las clases/, 'profesor'],
    ],
    not: ['Guitarra', 'Confirmen'],
    refs: { Confirmación: ['clases', 'profesores'] },
  },
  {
    idea: 'App para mi floristería para que los clientes encarguen ramos y los repartidores los entreguen',
    who: [
      [/encargar los ramos/, 'cliente'],
      [/me entregan los ramos/, 'repartidor'],
    ],
    not: ['Entreguen', 'Floristería'],
    refs: { Encargo: ['ramos', 'clientes'], Entrega: ['ramos', 'repartidores'] },
  },
  {
    idea: 'App para mi bodega donde los clientes compran vinos y los sumilleres publican catas',
    who: [
      [/comprar los vinos/, 'cliente'],
      [/publicar las catas/, 'sumiller'],
    ],
    has: ['Sumiller'],
    refs: { Compra: ['vinos', 'clientes'], Cata: ['sumilleres'] },
    description: /los clientes puedan comprar vinos y los sumilleres puedan publicar catas/,
  },
  {
    idea: 'App para un club de running: los corredores se inscriben en carreras y el organizador publica los resultados',
    who: [
      [/inscribirme en una carrera/, 'corredor'],
      [/publicar los resultados/, 'organizador'],
    ],
    not: ['Pública', 'Running'],
    refs: { Inscripción: ['carreras', 'corredores'] },
  },
  {
    idea: 'App para cuidadores profesionales de mayores que anotan las visitas y las medicinas',
    who: [[/anotar las visitas/, 'cuidador']],
    not: ['Profesional'],
  },
  // 2. Adjectives and "de + subject" are not records.
  {
    idea: 'App para profesores particulares de inglés: que los alumnos reserven clases y paguen por adelantado',
    who: [
      [/reservar una clase/, 'alumno'],
      [/pagar las clases/, 'alumno'],
    ],
    not: ['Particular', 'Inglés'],
    refs: { Reserva: ['clases', 'alumnos'], Pago: ['clases', 'alumnos'] },
  },
  {
    idea: 'App para un club de lectura juvenil donde los socios proponen libros y votan el libro del mes',
    who: [[/votar los libros/, 'socio']],
    not: ['Juvenil', 'Lectura', 'Club'],
    refs: { Voto: ['libros', 'socios'] },
  },
  {
    idea: 'Quiero una app para mi gimnasio donde los socios reserven clases de yoga y paguen la cuota',
    who: [
      [/reservar una clase/, 'socio'],
      [/pagar la cuota/, 'socio'],
    ],
    not: ['Yoga', 'Gimnasio'],
  },
  {
    idea: 'App para que los estudiantes de música alquilen instrumentos y los devuelvan al final del curso',
    who: [[/alquilar un instrumento/, 'estudiante']],
    not: ['Música', 'Final', 'Devuelvan'],
    refs: { Alquiler: ['instrumentos', 'estudiantes'] },
  },
  {
    idea: 'Quiero una app para mi peluquería canina donde los dueños reserven cita para sus perros y paguen online',
    who: [
      [/pedir cita/, 'dueño'],
      [/pagar la cita/, 'dueño'],
    ],
    not: ['Canina', 'Peluquería', 'Reserva'],
    refs: { Cita: ['perros', 'duenos'], Pago: ['citas', 'duenos'] },
  },
  {
    idea: 'Una app para vender bicis y patinetes de segunda mano entre vecinos',
    who: [[/poner a la venta las bicis y los patinetes/, 'vecino']],
    has: ['Bici', 'Patinete'],
    not: ['Mano'],
    refs: { Venta: ['bicis', 'patinetes', 'vecinos'] },
  },
  // 3. The place the idea is for is not a person or a record.
  {
    idea: 'App para mi panadería: los clientes encargan tartas y las recogen el sábado',
    who: [
      [/encargar las tartas/, 'cliente'],
      [/recoger las tartas/, 'cliente'],
    ],
    not: ['Panadería', 'Sábado', 'Recogen'],
    description: /encargar tartas y recogerlas el sábado/,
  },
  {
    idea: 'App para una perrera municipal: publicar los perros, recibir solicitudes de adopción y organizar las visitas',
    who: [
      [/publicar los perros/, 'responsable de la perrera'],
      [/solicitar la adopción de un perro/, 'adoptante'],
    ],
    not: ['Perrera', 'Municipal', 'Solicitud'],
    refs: { Adopción: ['perros', 'adoptantes'] },
  },
  {
    idea: 'App para un refugio de gatos: publicar los gatos en adopción y que los adoptantes envíen solicitudes',
    who: [
      [/publicar los gatos/, 'responsable del refugio'],
      [/solicitar la adopción de un gato/, 'adoptante'],
    ],
    not: ['Refugio', 'Envío', 'Solicitud'],
    refs: { Adopción: ['gatos', 'adoptantes'] },
  },
  {
    idea: 'App para una biblioteca de barrio donde los vecinos piden prestados libros y los devuelven',
    who: [[/pedir prestado un libro/, 'vecino']],
    not: ['Biblioteca', 'Barrio', 'Devuelven'],
    refs: { Préstamo: ['libros', 'vecinos'] },
  },
  {
    idea: 'App para una tienda de discos: vender vinilos de segunda mano y que los coleccionistas los reserven',
    who: [
      [/poner a la venta los vinilos/, 'responsable de la tienda'],
      [/reservar un vinilo/, 'coleccionista'],
      [/cambie el estado de mi reserva/, 'coleccionista'],
    ],
    not: ['Tienda', 'Mano', 'Reserven'],
    refs: { Reserva: ['vinilos', 'coleccionistas'] },
  },
  {
    idea: 'Una app para un criadero: publicar cachorros y que los compradores los reserven con una señal',
    who: [
      [/publicar los cachorros/, 'responsable del criadero'],
      [/reservar un cachorro/, 'comprador'],
    ],
    not: ['Criadero', 'Reserven'],
    refs: { Reserva: ['cachorros', 'compradores'] },
  },
  {
    idea: 'Una app para que las madres del cole organicen turnos para llevar a los niños en coche',
    who: [[/organizar los turnos/, 'madre']],
    not: ['Cole'],
    description: /las madres puedan organizar turnos/,
  },
  // 4. Coordinated things: both are kept and the record points at both.
  {
    idea: 'App para alquilar kayaks y tablas de surf por horas en la playa',
    has: ['Kayak', 'Tabla'],
    not: ['Surf'],
    refs: { Alquiler: ['kayaks', 'tablas'] },
  },
  {
    idea: 'Una app para intercambiar libros y cómics entre los alumnos del instituto',
    who: [[/intercambio de libros y cómics/, 'alumno']],
    has: ['Libro', 'Cómic'],
    not: ['Instituto'],
    refs: { Intercambio: ['libros', 'comics', 'alumnos'] },
  },
  {
    idea: 'Una app donde los vecinos regalan muebles y electrodomésticos que ya no usan',
    who: [[/regalar los muebles y los electrodomésticos/, 'vecino']],
    has: ['Mueble', 'Electrodoméstico'],
    refs: { Donación: ['muebles', 'electrodomesticos', 'vecinos'] },
  },
  {
    idea: 'App para donar ropa y juguetes a familias necesitadas',
    has: ['Ropa', 'Juguete'],
    not: ['Necesitada'],
    refs: { Donación: ['ropas', 'juguetes'] },
  },
  {
    idea: 'Una app para que los vecinos reserven la sala común y la pista de tenis',
    who: [[/reservar una sala/, 'vecino']],
    has: ['Sala', 'Pista'],
    not: ['Común', 'Tenis'],
    refs: { Reserva: ['salas', 'pistas', 'vecinos'] },
    description: /reservar la sala común y la pista de tenis\./,
  },
  // 5. A record another verb acts on is that record, not an invented one.
  {
    idea: 'Una app para que los monitores del campamento marquen la asistencia de los niños cada mañana',
    who: [[/marcar la asistencia/, 'monitor']],
    has: ['Asistencia'],
    not: ['Confirmación'],
    refs: { Asistencia: ['monitores', 'ninos'] },
  },
  {
    idea: 'App para que los jugadores del equipo confirmen su asistencia a los entrenamientos y paguen la cuota',
    who: [
      [/confirmar la asistencia/, 'jugador'],
      [/pagar la cuota/, 'jugador'],
    ],
    not: ['Equipo', 'Asistencia'],
    refs: { Confirmación: ['jugadores', 'entrenamientos'] },
  },
  {
    idea: 'App para que los clientes de mi tienda de ropa compren camisetas y valoren los pedidos',
    who: [
      [/comprar las camisetas/, 'cliente'],
      [/valorar los pedidos/, 'cliente'],
    ],
    not: ['Tienda', 'Ropa'],
    refs: { Compra: ['camisetas', 'clientes'], Valoración: ['pedidos', 'clientes'] },
  },
  {
    idea: 'Una app para que los socios de la peña alquilen material de acampada y lo devuelvan',
    who: [[/alquilar un material/, 'socio']],
    not: ['Peña', 'Acampada'],
    refs: { Alquiler: ['materiales', 'socios'] },
    description: /alquilar material de acampada y devolverlo/,
  },
  // 6. Descriptions keep the grammar: "apunten qué…", pronouns, each person's clause.
  {
    idea: 'App para que los vecinos apunten qué herramientas tienen y las presten',
    who: [[/pedir prestada una herramienta/, 'vecino']],
    not: ['Presten'],
    refs: { Préstamo: ['herramientas', 'vecinos'] },
    description: /apuntar qué herramientas tienen y prestarlas/,
  },
  {
    idea: 'Una app para que los alumnos apunten qué libros han leído y los valoren',
    who: [[/valorar los libros/, 'alumno']],
    not: ['Valoren'],
    refs: { Valoración: ['libros', 'alumnos'] },
    description: /apuntar qué libros han leído y valorarlos/,
  },
  {
    idea: 'Una app para que los voluntarios de un banco de alimentos recojan donaciones y las repartan entre familias',
    who: [[/recoger las donaciones/, 'voluntario']],
    not: ['Repartan'],
    refs: { Reparto: ['donaciones', 'voluntarios'] },
    description: /recoger donaciones y repartirlas entre familias/,
  },
  {
    idea: 'Una app para que los profesores pongan las notas de los exámenes y los padres las consulten',
    not: ['Consulten'],
    description: /los padres puedan consultarlas/,
  },
  // 7. People the list of actors does not know are still people when they act.
  {
    idea: 'Una aplicación para que los conductores ofrezcan plazas en su coche y los pasajeros las reserven y paguen el viaje',
    who: [
      [/ofrecer las plazas/, 'conductor'],
      [/reservar una plaza/, 'pasajero'],
      [/pagar el viaje/, 'pasajero'],
    ],
    refs: { Reserva: ['plazas', 'pasajeros'], Oferta: ['plazas', 'conductores'] },
  },
  {
    idea: 'App para una asociación de vecinos: los socios proponen actividades, se apuntan y el tesorero cobra las cuotas',
    who: [
      [/apuntarme a una actividad/, 'socio'],
      [/cobrar las cuotas/, 'tesorero'],
    ],
    not: ['Cobra', 'Vecino', 'Asociación'],
    refs: { Cobro: ['socios', 'tesoreros'], Inscripción: ['actividades', 'socios'] },
    description: /el tesorero pueda cobrar las cuotas/,
  },
  {
    idea: 'quiero una web para mi clínica dental donde los pacientes pidan cita y la recepcionista las confirme por sms',
    who: [
      [/pedir cita/, 'paciente'],
      [/confirmar la cita/, 'recepcionista'],
    ],
    not: ['Dental', 'Clínica'],
    refs: { Confirmación: ['recepcionistas'] },
    description: /la recepcionista pueda confirmarlas por sms/,
  },
  {
    idea: 'Una app para mi tienda de bicis para alquilar bicis eléctricas por días y que los clientes las devuelvan en cualquier tienda',
    who: [
      [/alquilar una bici/, 'cliente'],
      [/devolver las bicis/, 'cliente'],
    ],
    not: ['Eléctrica', 'Tienda'],
    refs: { Alquiler: ['bicis', 'clientes'] },
  },
  {
    idea: 'App para que los vecinos del edificio reserven la lavadora comunitaria por turnos',
    who: [[/reservar una lavadora/, 'vecino']],
    has: ['Lavadora'],
    not: ['Lavador', 'Comunitaria', 'Edificio'],
    refs: { Reserva: ['lavadoras', 'vecinos'] },
  },
  {
    idea: 'App para un hotel de perros: los dueños reservan estancias y los cuidadores suben fotos cada día',
    who: [
      [/reservar una estancia/, 'dueño'],
      [/subir fotos/, 'cuidador'],
    ],
    has: ['Estancia'],
    not: ['Hotel'],
    refs: { Reserva: ['estancias', 'duenos'] },
  },
  {
    idea: 'Una app para que las abuelas del pueblo compartan recetas y los nietos las valoren',
    who: [
      [/compartir las recetas/, 'abuela'],
      [/valorar las recetas/, 'nieto'],
    ],
    has: ['Nieto'],
    not: ['Pueblo'],
    refs: { Valoración: ['recetas', 'nietos'] },
    description: /las abuelas de un pueblo puedan compartir recetas y los nietos puedan valorarlas/,
  },
  {
    idea: 'Quiero una app para que los socios de mi cooperativa de consumo hagan pedidos semanales de fruta y verdura y los recojan en el local',
    who: [
      [/pedir la fruta y la verdura/, 'socio'],
      [/recoger los pedidos/, 'socio'],
    ],
    not: ['Semanal', 'Cooperativa', 'Consumo'],
    refs: { Pedido: ['frutas', 'verduras', 'socios'] },
  },
  // 8. The writer's own clauses ("y yo los corrija") are the writer's, not the people's.
  {
    idea: 'App para que mis alumnos entreguen los deberes y yo los corrija',
    not: ['Corrija'],
    refs: { Entrega: ['alumnos'] },
    description: /los alumnos puedan entregar los deberes, y para corregirlos/,
  },
  {
    idea: 'Quiero una app para que mis clientes me pidan presupuestos de reformas y yo se los mande',
    who: [[/pedir los presupuestos/, 'cliente']],
    not: ['Mande'],
    description: /los clientes puedan pedir presupuestos de reformas, y para mandarlos/,
  },
];

// The four ideas the integrator read (issue 19), kept as they were written.
const INTEGRATOR: Case[] = [
  {
    idea: 'Plataforma para que profesores particulares de matemáticas publiquen sus horarios y los padres reserven clases y paguen online',
    who: [
      [/publicar los horarios/, 'profesor'],
      [/reservar una clase/, 'padre'],
      [/pagar las clases/, 'padre'],
    ],
    not: ['Particular', 'Matemática'],
    refs: { Reserva: ['clases', 'padres'], Pago: ['clases', 'padres'] },
    description:
      /los profesores puedan publicar sus horarios y los padres puedan reservar clases y pagar online/,
  },
  {
    idea: 'quiero una app para mi gimnasio donde los socios reserven clases de spinning y el entrenador marque la asistencia',
    who: [
      [/reservar una clase/, 'socio'],
      [/marcar la asistencia/, 'entrenador'],
    ],
    not: ['Confirmación', 'Spinning'],
    refs: { Asistencia: ['clases', 'socios'] },
    description:
      /los socios puedan reservar clases de spinning y el entrenador pueda marcar la asistencia/,
  },
  {
    idea: 'App para una protectora de animales: publicar perros y gatos en adopción, recibir solicitudes y hacer seguimiento de las visitas',
    who: [
      [/publicar los perros y los gatos/, 'responsable de la protectora'],
      [/solicitar la adopción/, 'adoptante'],
    ],
    has: ['Perro', 'Gato'],
    not: ['Protector', 'Protectora', 'Animal', 'Solicitud'],
    refs: { Adopción: ['perros', 'gatos', 'adoptantes'] },
  },
  {
    idea: 'Una app para que los dueños de huertos urbanos intercambien semillas y apunten qué plantaron en cada bancal',
    who: [[/intercambio de semillas/, 'dueño']],
    not: ['Urbano', 'Huerto'],
    description: /intercambiar semillas y apuntar qué plantaron en cada bancal/,
  },
];

function check(c: Case) {
  const concept = generateOfflineConcept({ prompt: c.idea });
  const entities = concept.dataModel?.entities ?? [];
  const labels = entities.map((e) => e.label);
  for (const [want, actor] of c.who ?? []) {
    const story = concept.userStories.find((s) => want.test(s));
    expect(story, `${c.idea}\n${concept.userStories.join('\n')}`).toBeDefined();
    expect(story, c.idea).toMatch(new RegExp(`^Como ${actor},`));
  }
  for (const label of c.has ?? []) expect(labels, c.idea).toContain(label);
  for (const label of c.not ?? []) expect(labels, c.idea).not.toContain(label);
  for (const [label, keys] of Object.entries(c.refs ?? {})) {
    const entity = entities.find((e) => e.label === label);
    expect(entity, `${c.idea}: ${label} in ${labels.join(', ')}`).toBeDefined();
    const refs = (entity?.fields ?? []).filter((f) => f.type === 'reference').map((f) => f.ref);
    expect(refs, `${c.idea}: ${label}`).toEqual(expect.arrayContaining(keys));
  }
  if (c.description) expect(concept.description, c.idea).toMatch(c.description);
  // Never a story by "usuario" when the idea names its people.
  if (entities.length > 0 && (c.who ?? []).length > 0)
    expect(concept.userStories.join('\n'), c.idea).not.toMatch(/^Como usuario,/m);
  // No two features say the same thing.
  const heads = concept.features.map((f) => f.toLowerCase());
  expect(new Set(heads).size, c.idea).toBe(heads.length);
}

describe('offline concepts say who does what', () => {
  it('has at least forty fresh ideas of its own', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });
  for (const c of CASES) it(c.idea, () => check(c));
  for (const c of INTEGRATOR) it(`integrator: ${c.idea}`, () => check(c));
});
