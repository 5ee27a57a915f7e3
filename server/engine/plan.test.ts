// plan.ts's readings, by their examples and counter-examples: what an idea asks for beyond the
// first kind of app, and the lists it names that no pattern has.
import { describe, expect, it } from 'vitest';
import { generateAppDefinition } from './index.ts';
import { planIdea, pluralPhrase } from './plan.ts';

const patternsOf = (idea: string) => planIdea(idea).patterns.map((p) => p.pattern.id);
const labelsOf = (idea: string) => generateAppDefinition(idea).entities.map((e) => e.label);

describe('a second kind of app, asked for after "también", "además", "aparte", "a la vez"', () => {
  it.each([
    [
      'Protectora de conejos en Burgos: fichas de los conejos en adopción y que la gente mande solicitud. Además queremos recibir donaciones para el pienso',
      'donaciones',
    ],
    [
      'Soy electricista y llevo las obras con sus tareas y quién las hace, y también quiero hacer la cotización de cada cliente',
      'presupuestos-facturas',
    ],
    [
      'gestionamos las averías que reportan los profes en el instituto y aparte necesitamos el inventario de portátiles por aula',
      'inventario',
    ],
    [
      'La Junta de Gobierno de nuestra Hermandad desea una aplicación para la gestión de su censo de hermanos, que asciende a unos 600. Necesitamos registrar a cada hermano con su número, fecha de alta y domicilio, así como el cobro de las cuotas anuales. Asimismo, la Hermandad dispone de unas 200 túnicas que presta a los hermanos para la salida procesional. Deseamos controlar qué túnica se entrega a cada hermano, su talla, la fianza depositada y la devolución.',
      'prestamos-objetos',
    ],
  ])('%s → %s', (idea, second) => expect(patternsOf(idea)).toContain(second));

  it.each([
    // A verb alone after "también" says too little ("cuánto se debe" is no homework).
    [
      'Nos vamos 4 amigos a Marruecos y queremos el itinerario por ciudades, y también saber cuánto se debe cada uno',
      'clases-tareas',
    ],
    // What the first app already has a list for ("opiniones" of a directory) is no second app.
    [
      'Guía de los talleres mecánicos del pueblo con su teléfono y horario, y también que la gente deje opiniones',
      'encuestas',
    ],
    // Nothing said after it: one app.
    ['Agenda de citas para mi peluquería, con el corte y la peluquera', 'reservas-recurso'],
  ])('%s → not %s', (idea, other) => expect(patternsOf(idea)).not.toContain(other));
});

describe('a second kind of app whose own records the idea names, in the plural', () => {
  it.each([
    // A natillera saves and lends: the loans are a ledger's records, not the tanda's.
    [
      'Llevo la natillera del trabajo: cada compañero aporta cada quincena y a fin de año repartimos, pero hacemos préstamos con interés y quiero llevarlos',
      'libro-deudas',
    ],
    [
      'En la natillera de la familia cada uno pone su cuota mensual y le hacemos préstamos a los primos que los necesiten, con un interés del 2 %',
      'libro-deudas',
    ],
    // A word the first pattern counts against ("gasto" for an itinerary) is no word of its own.
    [
      'nos vamos 5 amigas a japon 15 dias!! quiero armar el itinerario por dia con lo que vamos a hacer, los hoteles reservados y anotar los gastos para ver cuanto pone cada una al final',
      'gastos-compartidos',
    ],
  ])('%s → %s', (idea, second) => expect(patternsOf(idea)).toContain(second));

  it.each([
    // One thing said in the singular is no list of records: the budget, not quotes.
    [
      'en la asociación los monitores piden material para los campamentos y la junta aprueba o rechaza según el presupuesto del año',
      'presupuestos-facturas',
    ],
    // Said of another thing: the mails of the bookings are no bookings of a resource.
    [
      'Nuestro viaje por Japón: cada día con la ciudad y los templos, y los correos de las reservas de los hoteles',
      'reservas-recurso',
    ],
  ])('%s → not %s', (idea, other) => expect(patternsOf(idea)).not.toContain(other));

  it("the loan points at the natillera's member, and is called by that list's name", () => {
    const app = generateAppDefinition(
      'En la natillera de la familia cada uno pone su cuota mensual y le hacemos préstamos a los primos que los necesiten, con un interés del 2 %',
    );
    const loan = app.entities.find((e) => e.label === 'Préstamo');
    const ref = loan?.fields.find((f) => f.type === 'reference');
    const member = app.entities.find((e) => e.key === ref?.ref);
    expect(member?.label).not.toBe('Cliente');
    expect(ref?.label).toBe(member?.label);
    // A natillera does not rotate: no turns to collect.
    expect(app.entities.map((e) => e.label)).not.toContain('Turno');
  });
});

describe('a list the idea names after "cada" that no pattern has', () => {
  it.each([
    [
      'Llevo el mantenimiento de las calderas de mis clientes: en cada revisión anoto la presión y si hay fugas, y la fecha de renovación de cada póliza',
      'Póliza',
    ],
    [
      'Quiero que los socios del club de pádel vean sus cuotas y el ranking de cada categoría',
      'Categoría',
    ],
    [
      'Tengo un taller de bicis: las reparaciones de cada bici que entra con las piezas que le puse',
      'Bicicleta',
    ],
  ])('%s → %s', (idea, label) => expect(labelsOf(idea)).toContain(label));

  it.each([
    // Time, counts and days of the week name no list.
    ['Pasamos lista en clase cada semana y cada lunes anotamos quién faltó', 'Lunes'],
    ['cada quince días cobramos la cuota de los socios del coro', 'Quince'],
    // A shop's own thing said with another word gets the details, not a list of its own.
    [
      'Tienda online de plantas: de cada maceta quiero poner el tamaño, el color y el precio',
      'Maceta',
    ],
  ])('%s → no %s', (idea, label) => expect(labelsOf(idea)).not.toContain(label));
});

describe("a club's activities only when the idea speaks of them", () => {
  it('fees alone: no activities, no sign-ups', () => {
    const labels = labelsOf('club de petanca del barrio: los socios y sus cuotas de cada mes');
    expect(labels).not.toContain('Actividad');
    expect(labels).not.toContain('Asistencia');
  });
  it('outings the members sign up for: both', () => {
    const labels = labelsOf(
      'club de montaña: los socios, las cuotas y las salidas de cada mes, que los socios se apunten',
    );
    expect(labels.some((l) => l === 'Salida' || l === 'Actividad')).toBe(true);
    expect(labels).toContain('Inscripción');
  });
});

describe('an example in brackets names no list', () => {
  it('"lo que sabe hacer (clases de cocina, planchar)" keeps the time bank\'s own word', () => {
    const labels = labelsOf(
      'banco de horas en la urbanización: cada vecino ofrece lo que sabe hacer (clases de cocina, planchar, pasear perros) y gana horas',
    );
    expect(labels).toContain('Oferta');
    expect(labels).not.toContain('Clase');
  });
});

describe("people named loosely or by kinship keep the list's own word", () => {
  it('"8 chicos que rotan" in a shop are its staff', () => {
    const labels = labelsOf(
      'tengo una pizzería con 8 chicos que rotan, quiero armar los turnos de la semana y que pidan cambios',
    );
    expect(labels).toContain('Empleado');
    expect(labels).not.toContain('Chico');
  });
  it('"los chicos se llevan libros" are the kids: Chicos stays', () => {
    expect(
      labelsOf('biblioteca del aula: los chicos se llevan libros y quiero saber quién tiene cuál'),
    ).toContain('Chico');
  });
  it('"lo que hizo su hija" in a nursery: the child, not a daughter', () => {
    const labels = labelsOf(
      'que los papás vean cada día qué comió su hija en la guardería y si durmió la siesta',
    );
    expect(labels).not.toContain('Hija');
  });
});

describe('the people of the app', () => {
  it('the ones the idea counts: "un hogar de adultos mayores con 40 residentes"', () => {
    expect(
      labelsOf(
        'tenemos un hogar de adultos mayores con 40 residentes y los hijos quieren ver cada día si comió y cómo durmió',
      ),
    ).toContain('Residente');
  });
});

describe('a list the idea brings by a verb or a word that calls it (pattern data: verbs, callers)', () => {
  it.each([
    ['gimnasio de barrio: planes mensuales, socios y registrar los check-in de cada día', 'Visita'],
    [
      'hago presupuestos y facturas de mis trabajos de fontanería y los clientes pagan en plazos',
      'Pago',
    ],
    [
      'estudio de arquitectura: proyectos, tareas con responsable y que el equipo pueda comentar cada tarea',
      'Comentario',
    ],
    [
      'mercadillo online de ropa de bebé entre mamás del barrio, con chat y que se puedan valorar',
      'Valoración',
    ],
    [
      'cursos de cerámica online con lecciones en vídeo y ver qué alumnos terminaron cada curso',
      'Progreso',
    ],
  ])('%s → %s', (idea, label) => expect(labelsOf(idea)).toContain(label));

  it.each([
    // Nothing said of comments or of rating each other: no such list.
    ['gimnasio de barrio: planes mensuales y socios que pagan cada mes', 'Comentario'],
    ['tienda de ropa de segunda mano con chat entre vendedores y compradores', 'Valoración'],
  ])('%s → no %s', (idea, label) => expect(labelsOf(idea)).not.toContain(label));
});

describe('more lists brought by a verb', () => {
  it.each([
    [
      'viaje de fin de curso a Roma: el itinerario por días, las visitas y dónde nos hospedamos',
      'Alojamiento',
    ],
    [
      'galería de las fotos de la boda para que los invitados suban las suyas y comenten',
      'Comentario',
    ],
    [
      'soy comercial y visito ferreterías: anotar cada visita, qué me pidieron y cuándo volver',
      'Pedido',
    ],
  ])('%s → %s', (idea, label) => expect(labelsOf(idea)).toContain(label));
});

describe('the record the idea notes, not its trade', () => {
  it('"Mantenimiento de calderas… en cada inspección anoto…" keeps the inspection', () => {
    expect(
      labelsOf(
        'Mantenimiento de calderas en comunidades de vecinos: cada caldera con su marca, y en cada inspección anoto la presión y si hay fugas',
      ),
    ).toContain('Inspección');
  });
  it('"llevo el control de las 12 colmenas… en cada visita anoto…" keeps the visit', () => {
    const labels = labelsOf(
      'llevo el control de las 12 colmenas del abuelo, en cada visita anoto si hay reina y cuántos cuadros de miel',
    );
    expect(labels).toContain('Visita');
    expect(labels).not.toContain('Control');
  });
});

describe('a verb after "quién" or "se" names no list', () => {
  it('"quién paga la luz" is said of the expenses, not of a list called Pago', () => {
    const labels = labelsOf(
      'somos 4 en el piso y queremos apuntar quién paga la luz y el internet y cuánto debe cada uno',
    );
    expect(labels).toContain('Gasto');
    expect(labels).not.toContain('Pago');
  });
});

describe("what the app's people have is a list of theirs", () => {
  it('"mis clientes con sus pólizas" → Póliza, linked to the client', () => {
    const def = generateAppDefinition(
      'soy corredor de seguros y quiero llevar mis clientes con sus pólizas, las llamadas que les hago y cuándo volver a llamar',
    );
    const poliza = def.entities.find((e) => e.label === 'Póliza');
    expect(poliza?.fields.some((f) => f.type === 'reference')).toBe(true);
  });
  it('not what someone does with theirs: "que los alumnos suban sus vídeos"', () => {
    expect(
      labelsOf('academia de inglés: que los alumnos suban sus vídeos de speaking y yo los corrija'),
    ).not.toContain('Vídeo');
  });
});

describe('"cada X" names the pattern\'s own thing the idea left unnamed', () => {
  it('a logbook of maintenance "de cada furgón" has Furgones, not Elementos beside them', () => {
    const labels = labelsOf(
      'empresa de mudanzas: quiero registrar cada mantenimiento con el kilometraje y el taller, y cuándo le toca el próximo a cada furgón',
    );
    expect(labels).toContain('Furgón');
    expect(labels).not.toContain('Elemento');
  });
});

describe('a record keeps its own word when the idea says it', () => {
  it('"repartimos paquetes … que el cliente cree el envío" → Envío', () => {
    const labels = labelsOf(
      'mensajería en bici: los comercios nos dan paquetes para repartir y quiero que el cliente cree el envío y vea por dónde va',
    );
    expect(labels).toContain('Envío');
    expect(labels).not.toContain('Paquete');
  });
});

describe("a club's fees only where the idea speaks of paying", () => {
  it('a band that organises rehearsals has no fees', () => {
    expect(
      labelsOf(
        'somos una banda de rock y queremos organizar los ensayos y quién viene a cada ensayo',
      ),
    ).not.toContain('Cuota');
  });
  it('"quién ha pagado" brings them', () => {
    expect(
      labelsOf(
        'peña flamenca con 80 socios: saber quién ha pagado este trimestre y las actuaciones del mes',
      ),
    ).toContain('Cuota');
  });
});

describe('nouns the dictionary lists only as a participle or a verb', () => {
  it('"cada propuesta con su importe" names Propuesta, not Propuesto', () => {
    const labels = labelsOf(
      'Embudo de ventas de mi empresa de reformas: de cada propuesta quiero ver el importe y qué comercial la lleva',
    );
    expect(labels).not.toContain('Propuesto');
  });
});

describe('two kinds of one role said together keep the list its own word', () => {
  it.each([
    [
      'En el edificio los inquilinos avisan de los desperfectos y yo los paso al fontanero o electricista que haga falta',
      'Técnico',
      ['Fontanero', 'Electricista'],
    ],
    [
      'Hago los cuadrantes de turnos de 20 auxiliares y enfermeros del hospital de día y quiero que pidan cambios',
      'Empleado',
      ['Enfermero', 'Auxiliar'],
    ],
  ])('%s → %s', (idea, label, not) => {
    const labels = labelsOf(idea);
    expect(labels).toContain(label);
    for (const n of not) expect(labels).not.toContain(n);
  });

  it('two roles with an article each stay two: "el repartidor y el cliente"', () => {
    const labels = labelsOf(
      'Reparto de paquetería en bici: los clientes piden envíos, asigno el repartidor y el cliente ve dónde va su paquete',
    );
    expect(labels).toContain('Repartidor');
    expect(labels).toContain('Cliente');
  });
});

describe('an example in brackets brings no list of its own', () => {
  it('"(ascensor, luz del portal, goteras)" brings no Portales', () => {
    expect(
      labelsOf(
        'Que los vecinos del bloque avisen de los desperfectos (ascensor, luz del portal, goteras) con una foto',
      ),
    ).not.toContain('Portal');
  });
  it('the place said outside brackets is a list: "en qué portal"', () => {
    expect(
      labelsOf(
        'Que los vecinos avisen de los desperfectos con una foto y digan en qué portal y planta están, somos 6 portales',
      ),
    ).toContain('Portal');
  });
});

describe('"la historia de cada paciente": a logbook of one of the lists, without «también»', () => {
  it.each([
    [
      'Clínica dental de barrio: los pacientes piden cita por la web y queremos la historia clínica de cada paciente con lo que se le hizo',
      'Paciente',
    ],
    [
      'Peluquería canina: los dueños reservan el baño o el corte y quiero guardar el historial de cada perro: cortes, alergias, comportamiento',
      // The idea's own word before the colon (not the list after it) names the animal.
      'Perro',
    ],
  ])('%s → consultations linked to %s', (idea, owner) => {
    const app = generateAppDefinition(idea);
    const visits = app.entities.find((e) => e.label === 'Consulta');
    const ref = visits?.fields.find((f) => f.type === 'reference');
    expect(app.entities.find((e) => e.key === ref?.ref)?.label).toBe(owner);
    expect(visits?.fields.map((f) => f.label)).not.toContain('Kilómetros u horas de uso');
  });

  it.each([
    // A history said of nothing the app keeps brings nothing.
    'Agenda de citas para mi peluquería, y que me cuenten la historia del barrio en un blog',
    // Said of no list: "historial de pedidos" of a shop is its orders.
    'Tienda online de ropa: los clientes ven el historial de sus compras y hacen pedidos',
  ])('%s → no logbook', (idea) => expect(patternsOf(idea)).not.toContain('bitacora-revisiones'));
});

describe('a private list reaches its people only when the idea says they look at theirs', () => {
  const rulesOf = (idea: string) =>
    Object.fromEntries(generateAppDefinition(idea).entities.map((e) => [e.label, e.rule]));
  it.each([
    [
      'Club de ajedrez con 60 socios: cobramos cuota mensual y queremos que cada socio vea sus cuotas pagadas desde el móvil',
      'Cuota',
    ],
    [
      'Tengo una tienda de barrio y fío a los vecinos; que cada cliente pueda consultar cuánto debe desde su celular',
      'Pago',
    ],
  ])('%s → %s vinculada', (idea, list) => expect(rulesOf(idea)[list]).toBe('vinculada'));

  it.each([
    // The owner looking: the list stays the owner's.
    ['Club de ajedrez con 60 socios: cobramos cuota mensual y quiero ver quién debe', 'Cuota'],
    ['Libreta de fiado de mi tienda: quiero ver cuánto me debe cada vecino', 'Pago'],
    // Rentals and loans are the business's records unless the idea opens them.
    [
      'Alquilo disfraces: apunto qué disfraz se llevó cada cliente, la fianza y cuándo lo devuelve',
      'Alquiler',
    ],
  ])('%s → %s privada', (idea, list) => expect(rulesOf(idea)[list]).toBe('privada'));
});

describe('a list whose rule follows the name the idea gives it (pattern data: rulesByName)', () => {
  const ruleOf = (idea: string, label: string) =>
    generateAppDefinition(idea).entities.find((e) => e.label === label)?.rule;
  it('members vote once each, signed in: Voto is propia', () =>
    expect(ruleOf('que cada vecino vote una sola vez las propuestas de la junta', 'Voto')).toBe(
      'propia',
    ));
  it("a bar's customers answer a survey from a QR: Respuesta is formulario", () =>
    expect(
      ruleOf('encuesta de satisfacción para los clientes del bar con un QR', 'Respuesta'),
    ).toBe('formulario'));
});

describe('"por X": what a logbook keeps its records by is its thing', () => {
  it('"guardar las revisiones por parcela" names Parcela, not Elemento', () => {
    const labels = labelsOf(
      'El técnico viene cada mes a revisar el riego y las plagas; quiero guardar las revisiones por parcela',
    );
    expect(labels).toContain('Parcela');
    expect(labels).not.toContain('Elemento');
  });
  it('never a list beside a thing the idea already named: "las colmenas… por semana"', () => {
    expect(
      labelsOf(
        'Tengo 30 colmenas y anoto cada revisión: reina, varroa y kilos de miel por colmena',
      ),
    ).toEqual(expect.not.arrayContaining(['Elemento']));
  });
});

describe('a word the dictionary lacks, counted, names the thing', () => {
  it('"tengo 25 bonsais" → Bonsai', () =>
    expect(
      labelsOf('tengo 25 bonsais y quiero apuntar cada vez que los riego, abono o podo, con foto'),
    ).toContain('Bonsai'));
  it('not one whose plural is not the word as written: "8 dorms" names no Dormes', () =>
    expect(
      generateAppDefinition(
        'hostel con 8 dorms, que los mochileros reserven su cama online',
      ).entities.map((e) => e.labelPlural),
    ).not.toContain('Dormes'));
});

describe('the thing said loosely after the idea named it with its own word', () => {
  it('"12 tractomulas… cada camión" is one list, Tractomula', () => {
    const labels = labelsOf(
      'Tenemos 12 tractomulas y quiero registrar cada mantenimiento con su costo y que me avise cuando le toca a cada camión',
    );
    expect(labels).toContain('Tractomula');
    expect(labels).not.toContain('Camión');
  });
  it('a thing of another kind said after "cada" is still a list: "cada póliza"', () =>
    expect(
      labelsOf(
        'Llevo el mantenimiento de las calderas de mis clientes: en cada revisión anoto la presión y la fecha de renovación de cada póliza',
      ),
    ).toContain('Póliza'));
});

describe('what is voted names the poll or its options (pattern data: objects)', () => {
  it('"votar las mociones" names the poll Moción', () =>
    expect(labelsOf('queremos votar las mociones de la asamblea desde el móvil')).toContain(
      'Moción',
    ));
  it('"vota la mejor canción" names the options Canción', () =>
    expect(labelsOf('en el festival el público vota la mejor canción desde el móvil')).toContain(
      'Canción',
    ));
  it('"votamos el siguiente" names nothing', () =>
    expect(
      labelsOf('club de lectura: proponemos libros y votamos el siguiente cada mes'),
    ).not.toContain('Siguiente'));
});

describe("a visit to one of the client's things points at it (pattern data: ofTheirThing)", () => {
  const refsOf = (idea: string, label: string) =>
    generateAppDefinition(idea)
      .entities.find((e) => e.label === label)!
      .fields.filter((f) => f.type === 'reference')
      .map((f) => f.label);
  it('"mis clientes con sus equipos, cada visita que hago" → Visita → Equipo', () =>
    expect(
      refsOf(
        'Hago mantenimiento de aires acondicionados en Guanacaste; ocupo llevar mis clientes con sus equipos, cada visita que hago, cuándo toca el próximo mantenimiento',
        'Visita',
      ),
    ).toEqual(['Cliente', 'Equipo']));
  it('a client without things of their own: the visit points at the client only', () =>
    expect(
      refsOf(
        'Soy afilador, voy con la furgo por los pueblos. Quiero apuntar a mis clientes (restaurantes y carnicerías), cada vez que paso qué les afilé, y cuándo tengo que volver a pasar',
        'Visita',
      ),
    ).toEqual(['Cliente']));
});

describe('what brackets say of each thing are its fields, not its kinds', () => {
  it('"las prendas (talla, marca, estado, precio)" gives no Tipo of sizes and brands', () => {
    const def = generateAppDefinition(
      'vendo ropa de segunda mano x instagram, quiero una pagina con las prendas (talla, marca, estado, precio) y q la gente pida',
    );
    const options = def.entities.flatMap((e) =>
      e.fields.filter((f) => f.label === 'Tipo').flatMap((f) => f.options ?? []),
    );
    expect(options).not.toContain('Talla');
  });
  it('"el catálogo (jugadores, duración, edad)": the players said there are no list of people', () =>
    expect(
      labelsOf(
        'ludoteca de juegos de mesa en Rosario: tenemos 400 juegos y los socios se los llevan una semana. Quiero el catálogo (jugadores, duración, edad) y registrar préstamos y devoluciones. Los socios pagan una cuota anual',
      ),
    ).not.toContain('Jugador'));
  it('kinds in brackets stay kinds: "productos (pan, huevos, leche)"', () => {
    const def = generateAppDefinition(
      'tiendita del barrio, quiero que los vecinos pidan productos (pan, huevos, leche) por la app',
    );
    const options = def.entities.flatMap((e) =>
      e.fields.filter((f) => f.label === 'Tipo').flatMap((f) => f.options ?? []),
    );
    expect(options).toContain('Pan');
  });
});

describe('a vote points at who cast it (pattern data: castBy)', () => {
  const voteOf = (idea: string) => {
    const def = generateAppDefinition(idea);
    const vote = def.entities.find((e) => e.label === 'Voto')!;
    const links = (label: string) =>
      def.entities
        .filter((e) => e.fields.some((f) => f.type === 'reference' && f.label === label))
        .map((e) => e.label);
    return { vote, links };
  };
  it.each([
    [
      'comunidad de vecinos en oviedo, 24 pisos. queremos votar por internet lo del ascensor, con varias opciones y un voto por piso',
      'Piso',
    ],
    [
      'somos una cooperativa de trabajo de 40 socios, queremos votar las mociones desde el celular, que cada socio vote una sola vez',
      'Socio',
    ],
    [
      'cooperativa de café en el Huila, necesitamos que los asociados voten en las asambleas desde el celular, un voto por socio, y de paso llevar el registro de los asociados y sus aportes',
      'Asociado',
    ],
  ])('%s → Voto → %s, and the poll no longer points at it', (idea, voter) => {
    const { links } = voteOf(idea);
    expect(links(voter)).toContain('Voto');
    expect(
      links(voter).filter((l) => l !== 'Voto' && /^(Votación|Moción|Encuesta)$/.test(l)),
    ).toEqual([]);
  });
  it("a vote said of nobody stays the account's: no link to the radio's speakers", () => {
    const { vote } = voteOf(
      'En la radio comunitaria queremos la grilla de programas con los locutores de cada uno y que los oyentes voten la mejor canción de la semana',
    );
    expect(vote.fields.filter((f) => f.type === 'reference').map((f) => f.label)).not.toContain(
      'Locutor',
    );
  });
});

describe('the word before a colon names the list; examples after it do not', () => {
  it.each([
    [
      'En nuestro barrio queremos montar una biblioteca de herramientas: taladros, escaleras, sierras... los vecinos piden prestada una herramienta y la devuelven en una semana',
      'Herramienta',
    ],
    [
      'Escape room con 3 salas (El Manicomio, La Bóveda, Templo Maya). Reservan por horario, de 2 a 6 jugadores',
      'Sala',
    ],
  ])('%s → %s', (idea, label) => expect(labelsOf(idea)).toContain(label));
  it('"una liga de pádel en el club: parejas, …": the club is where, the pairs are the teams', () => {
    const labels = labelsOf(
      'che, armamos una liga de pádel en el club: parejas, fechas, resultado de cada partido y la tabla de posiciones',
    );
    expect(labels).toContain('Pareja');
    expect(labels).not.toContain('Club');
  });
});

const fieldsOf = (idea: string, label: string) =>
  generateAppDefinition(idea)
    .entities.find((e) => e.label === label)
    ?.fields.map((f) => f.label) ?? [];

describe('the notes of each visit, kept of the patient (decision 0253)', () => {
  it.each([
    [
      'Soy nutricionista y quiero que mis pacientes pidan cita online y yo apuntar en cada consulta el peso, % de grasa, perímetro de cintura y las pautas que le doy',
      'Consulta',
      'Pautas',
    ],
    [
      'fisio: que los pacientes pidan cita y yo anotar en cada sesión la zona tratada y el dolor',
      'Sesión',
      'Zona tratada',
    ],
  ])('%s → %s with %s', (idea, label, field) => {
    const fields = fieldsOf(idea, label);
    expect(fields).toContain(field);
    expect(fields).toContain('Paciente');
  });
  it('not when a record of the app is that visit already (a CRM «Visita»)', () =>
    expect(
      labelsOf(
        'visitador medico: la ficha de cada doctor y anotar cada visita con lo que hablamos',
      ).filter((l) => l === 'Visita'),
    ).toHaveLength(1));
});

describe('what is noted each day goes on the dated record, not on what it is of', () => {
  it('"apuntar cada día cuántos huevos pone cada gallinero" → Huevos on the record', () => {
    const app = generateAppDefinition(
      'Tengo gallinas en 4 gallineros. Quiero apuntar cada día cuántos huevos pone cada gallinero, las bajas, el pienso y el agua',
    );
    const henhouse = app.entities.find((e) => e.label === 'Gallinero');
    expect(henhouse?.fields.map((f) => f.label)).not.toContain('Huevos');
    expect(app.entities.some((e) => e.fields.some((f) => f.label === 'Huevos'))).toBe(true);
  });
});

describe('what a verb that makes a record takes along is that record’s', () => {
  it('"que los aspirantes se postulen con fotos, medidas, estatura" → on the application', () => {
    const fields = fieldsOf(
      'agencia de modelos, publicamos castings y que los aspirantes se postulen con medidas, estatura y un video de presentación',
      'Candidatura',
    );
    expect(fields).toContain('Estatura');
  });
  it('"reserven con el fisio que quieran" hands nothing over', () =>
    expect(fieldsOf('que los pacientes reserven con el fisio que quieran', 'Cita')).not.toContain(
      'Fisio',
    ));
});

describe('a list of kinds said once and counted later keeps the pattern’s word', () => {
  it('"sillas, muletas y andadores … hay dos sillas" → Objeto of those kinds', () => {
    const app = generateAppDefinition(
      'Nuestra parroquia tiene sillas, muletas y andadores que prestamos a los vecinos. Ahora mismo hay dos sillas que no sabemos dónde están.',
    );
    expect(app.entities.map((e) => e.label)).toContain('Objeto');
    const loan = app.entities.find((e) => e.label === 'Préstamo');
    expect(loan?.fields.map((f) => f.label)).not.toContain('Muleta');
  });
  it('"reserven la sala y el bloque": two things, the room keeps its name', () =>
    expect(
      labelsOf(
        'Tengo una sala de ensayo con 3 salas equipadas. quiero un calendario donde las bandas reserven la sala y el bloque',
      ),
    ).toContain('Sala'));
});

describe('attendance, when the idea asks to mark it', () => {
  it.each([
    'Doy un curso online de cerámica y quiero que se inscriban los alumnos, vean las lecciones y yo les marque las asistencias',
    'academia de inglés: los grupos, los alumnos de cada grupo, las tareas y las asistencias de cada clase',
  ])('%s → Asistencia', (idea) => expect(labelsOf(idea)).toContain('Asistencia'));
  it('a course that says nothing of it has none', () =>
    expect(labelsOf('curso online de cerámica con lecciones en vídeo')).not.toContain(
      'Asistencia',
    ));
});

describe('an outing noted each time is the logbook’s record', () => {
  it('"cada salida apunto fecha, zona, horas…" → Salida is the record, with Horas a number', () => {
    const app = generateAppDefinition(
      'Bitácora de pesca para mi barca: cada salida apunto fecha, zona, horas en el mar y kilos',
    );
    const outing = app.entities.find((e) => e.label === 'Salida');
    expect(outing?.fields.some((f) => f.type === 'reference')).toBe(true);
    expect(outing?.fields.find((f) => f.label === 'Horas')?.type).toBe('number');
  });
  it('"cada colmena … en cada revisión apunto" keeps the hive as the thing', () =>
    expect(
      labelsOf(
        'tengo 40 colmenas y quiero apuntar en cada revisión si vi la reina y cuántos kilos de miel saqué',
      ),
    ).toContain('Colmena'));
});

describe('two records merged keep one set of dates and references', () => {
  it('a rural house booked by nights asks no «Artículo» nor a second «Fechas de entrada»', () => {
    const booking = generateAppDefinition(
      'Alquilo 3 casas rurales en Asturias y quiero gestionar las reservas: qué casa, fechas de entrada y salida, número de huéspedes, datos de contacto y si han pagado la fianza',
    ).entities.find((e) => e.label === 'Reserva');
    const labels = booking?.fields.map((f) => f.label) ?? [];
    expect(labels).not.toContain('Fechas de entrada');
    expect(labels).not.toContain('Número de huéspedes');
    expect(booking?.fields.filter((f) => f.type === 'date' && f.required).length).toBe(2);
  });
  it('"fechas de entrada y salida" name no kinds of a thing («Entrada», «Salida»)', () =>
    expect(
      generateAppDefinition(
        'Alquilo 3 casas rurales y quiero gestionar las reservas: qué casa, fechas de entrada y salida y número de huéspedes',
      ).entities.flatMap((e) => e.fields.flatMap((f) => f.options ?? [])),
    ).not.toContain('Entrada'));
  it('"centro de día de mayores": the elderly are no date', () =>
    expect(
      labelsOf(
        'Llevo un centro de día de mayores y quiero que cada familia vea el parte diario de su familiar',
      ).some((l) => /Usuario|Mayor|Residente|Familiar/.test(l)),
    ).toBe(true));
});

describe('the thing of the app is never a unit, a person who acts or what comes with a record', () => {
  it.each([
    [
      'carniceria en Rosario, nos encargan asado, vacio, chorizos para el finde. que el cliente haga el encargo con los kilos y el cadete vea sus entregas del dia',
      ['Kilo'],
    ],
    [
      'Chiringuito en Tarifa: que los guiris escaneen un QR en la mesa, vean la carta y pidan desde el móvil, y en barra nos salga la comanda',
      ['Guiri'],
    ],
    [
      'Coro parroquial: queremos tener el cancionero con la letra, los acordes y el audio de cada canto',
      ['Acorde'],
    ],
  ])('%s', (idea, never) => {
    const labels = labelsOf(idea);
    for (const label of never) expect(labels).not.toContain(label);
  });
  it('still the writer\'s own things: "mis acuarelas", "los murales de los cerros"', () => {
    expect(
      labelsOf('portfolio de mis acuarelas organizado por series, con medidas y técnica'),
    ).toContain('Acuarela');
  });
});

describe('a bare complement names no event: "las donaciones de comida"', () => {
  it("the volunteers' shifts of a soup kitchen are no «Plato»", () => {
    const labels = labelsOf(
      'Comedor económico de la junta de vecinos: voluntarios que se apuntan a cocinar o servir por día, y las donaciones de comida que llegan de los colmados',
    );
    expect(labels).not.toContain('Plato');
  });
});

describe('a contest is no league (pattern data: competiciones, variant concurso)', () => {
  const idea =
    'festival de cortometrajes del pueblo: los directores envían su corto (enlace, duración, sinopsis), el comité selecciona y el jurado puntúa cada corto';
  it("entries and the jury's scores, no matches between two sides", () => {
    const app = generateAppDefinition(idea);
    const labels = app.entities.map((e) => e.label);
    expect(labels).toContain('Puntuación');
    expect(labels).not.toContain('Partido');
    const fields = app.entities.flatMap((e) => e.fields.map((f) => f.label));
    for (const never of ['Visitante', 'Goles o puntos del local', 'Árbitro', 'Deporte o juego'])
      expect(fields).not.toContain(never);
  });
  it('a count is labelled with the name its list has in this app', () => {
    const app = generateAppDefinition(idea);
    const totals = app.entities.flatMap((e) => e.totals ?? []).map((t) => t.label);
    expect(totals).not.toContain('Partidos');
    expect(totals).not.toContain('Equipos');
  });
  it('a league keeps its matches', () => {
    expect(
      labelsOf('liga de fútbol 7 de los jueves, 10 equipos, partidos, resultados y goleadores'),
    ).toContain('Partido');
  });
});

describe('what a verb of noting takes is the record noted', () => {
  it.each([
    'quiero apuntar las salidas de pesca: la zona, las especies que saco, los kilos y el cebo',
    'llevo un registro de mis salidas de pesca en el barco: cada salida apunto la zona, las especies y el cebo',
  ])('%s → Salida', (idea) => {
    const labels = labelsOf(idea);
    expect(labels).toContain('Salida');
    expect(labels).not.toContain('Registro');
    expect(labels).not.toContain('Barco');
  });
});

describe('what the idea rents out is the thing, its kinds when it lists them (pattern data: objects)', () => {
  it('"alquilamos andamios y puntales" → Artículo of type Andamio or Puntal', () => {
    const fields = generateAppDefinition(
      'alquilamos andamios y puntales a constructoras, necesito apuntar que se lleva cada obra, cuantos metros y la fianza',
    ).entities.flatMap((e) =>
      e.fields.map((f) => `${e.label}.${f.label}:${(f.options ?? []).join('|')}`),
    );
    expect(fields).toContain('Artículo.Tipo:Andamio|Puntal|Otro');
  });
});

describe('a question word names no list nor a kind', () => {
  it.each([
    [
      'podcast de historia y que los oyentes puedan votar cuál es el próximo tema entre tres o cuatro opciones',
      'Cuál',
    ],
    ['pupusería: el mesero marca en el celular cuántas pupusas pide cada mesa', 'Cuanta'],
  ])('%s', (idea, never) => {
    const app = generateAppDefinition(idea);
    expect(app.entities.map((e) => e.label)).not.toContain(never);
    expect(app.entities.flatMap((e) => e.fields.flatMap((f) => f.options ?? []))).not.toContain(
      never,
    );
  });
});

describe('a reference is labelled as the list it points at', () => {
  it('a volunteer signs up to a «Turno», a tanda pays into a «Turno»', () => {
    const inscription = generateAppDefinition(
      'protectora de animales: que los voluntarios se apunten a los turnos de paseo de perros',
    ).entities.find((e) => e.label === 'Inscripción');
    expect(inscription?.fields.map((f) => f.label)).toContain('Turno');
  });
});

describe('two patterns’ events are one list only when the idea names them alike', () => {
  it('a donation campaign is no volunteer’s shift', () => {
    const labels = labelsOf(
      'La parroquia hace campañas de recolección (útiles escolares en agosto, juguetes en diciembre) y necesitamos que los voluntarios se apunten a turnos para clasificar',
    );
    expect(labels).toContain('Campaña');
    expect(labels).toContain('Turno');
  });
});

describe('two patterns’ records are one only when one is called by the other’s name', () => {
  it('a kayak school’s course sign-up carries no rental’s fields', () => {
    const app = generateAppDefinition(
      'escuela de kayak en el pantano. damos cursillos de iniciacion de fin de semana (con plazas limitadas y lista de espera) y alquilamos kayaks y tablas de paddle sueltos por horas con fianza. apuntarse a los cursos tiene q ser facil, sin cuenta',
    );
    const inscription = app.entities.find((e) => e.label === 'Inscripción');
    expect(inscription?.fields.map((f) => f.label)).not.toContain('Hora de salida');
    expect(app.entities.map((e) => e.label)).toContain('Alquiler');
  });
});

describe('people named by their trade, and the writer named twice', () => {
  it('a community radio’s presenters are «Locutor»', () => {
    expect(
      labelsOf(
        'En la radio comunitaria queremos armar la grilla de programas con los locutores de cada uno (día y horario) y que puedan pedir cambios de turno',
      ),
    ).toContain('Locutor');
  });
  it('"soy la madre coordinadora del viaje": the writer, no list «Coordinadora»', () => {
    expect(
      labelsOf(
        'soy la madre coordinadora del viaje de egresados a Bariloche, 35 chicos. necesito los dias con las actividades y las cuotas que paga cada familia',
      ),
    ).not.toContain('Coordinadora');
  });
});

describe('a reference to a list left out becomes its stand-in', () => {
  const fieldsOf = (idea: string, label: string) =>
    generateAppDefinition(idea).entities.find((e) => e.label === label)?.fields ?? [];
  it('vacation requests choose their kind; no list of kinds to fill first', () => {
    const idea =
      'Que los empleados pidan vacaciones y días de asuntos propios desde la app y que su encargado las apruebe';
    expect(labelsOf(idea)).not.toContain('Tipo de solicitud');
    expect(fieldsOf(idea, 'Solicitud').find((f) => f.label === 'Tipo')?.type).toBe('choice');
  });
  it('"con sus tipos de solicitud" keeps the list of kinds', () => {
    const idea =
      'que los empleados pidan permisos desde la app, con los tipos de solicitud y sus días máximos, y el jefe apruebe';
    expect(labelsOf(idea)).toContain('Tipo de solicitud');
  });
});

describe('a collection names no list; its things do', () => {
  it('"Archivo de partituras": the loans are of Partituras', () => {
    const labels = labelsOf(
      'Archivo de partituras de la orquesta: los músicos se llevan particellas y quiero saber quién se la llevó y si la devolvió',
    );
    expect(labels).toContain('Partitura');
    expect(labels).not.toContain('Archivo');
  });
  it('"el archivo de fotos antiguas": the photos, not the archive', () => {
    expect(
      labelsOf('quiero guardar el archivo de fotos antiguas del club por álbumes'),
    ).not.toContain('Archivo');
  });
});

describe('values in brackets keep their last letter', () => {
  it('"fases (diseño, corte, montaje o barniz)" and "tamaño (pequeño, mediano y grande)"', () => {
    const fields = generateAppDefinition(
      'taller de muebles: paso a taller con fases (diseño, corte, montaje o barniz) y el tamaño (pequeño, mediano y grande)',
    ).entities.flatMap((e) => e.fields);
    const options = fields.flatMap((f) => (f.type === 'choice' ? (f.options ?? []) : []));
    expect(options).toEqual(expect.arrayContaining(['Diseño', 'Pequeño']));
    expect(options).not.toContain('Diseñ');
  });
});

describe("a job done for a client, said after «cada», is dated and the client's", () => {
  it('"cada vuelo que hago" for the clients of a drone surveyor', () => {
    const app = generateAppDefinition(
      'Hago levantamientos con dron. Quiero llevar los clientes, los presupuestos que les paso y luego cada vuelo que hago con la parcela',
    );
    const vuelo = app.entities.find((e) => e.label === 'Vuelo');
    expect(vuelo?.fields.some((f) => f.type === 'reference' && f.label === 'Cliente')).toBe(true);
    expect(vuelo?.fields.some((f) => f.type === 'date')).toBe(true);
  });
  it('"cada taller con su ficha" is a place, not a job', () => {
    const app = generateAppDefinition(
      'directorio de artesanos de oaxaca: cada taller con su ficha, pueblo y whatsapp',
    );
    const taller = app.entities.find((e) => e.label === 'Taller');
    expect(taller?.fields.some((f) => f.type === 'date')).toBeFalsy();
  });
});

describe('places and vehicles the idea counts are lists of their own', () => {
  it('"una empresa de mudanzas, 3 camiones" has its trucks', () => {
    expect(
      labelsOf(
        'tengo una empresa de mudanzas, 3 camiones y 8 cargadores, y quiero mandar cotizaciones',
      ),
    ).toContain('Camión');
  });
  it('"varias comunidades de vecinos": the sites a business looks after, even said as many', () => {
    const plan = planIdea(
      'llevo el mantenimiento de varias comunidades de vecinos y quiero que avisen de las averías con foto',
    );
    const averia = plan.entities.find((e) => e.label === 'Avería');
    expect(plan.entities.map((e) => e.label)).toContain('Comunidad');
    expect(averia?.fields.some((f) => f.label === 'Comunidad' && f.type === 'reference')).toBe(
      true,
    );
  });
  it('"los extintores de unas 80 comunidades": the thing kept is at the site', () => {
    const plan = planIdea(
      'revisamos los extintores de unas 50 comunidades cada año y apuntamos cada revisión',
    );
    const extintor = plan.entities.find((e) => e.label === 'Extintor');
    expect(extintor?.fields.some((f) => f.label === 'Comunidad')).toBe(true);
  });
  it('"varias ferias" is no list: only sites are counted when said as many', () => {
    expect(
      labelsOf('vendo mis quesos en varias ferias de la zona y quiero llevar el stock'),
    ).not.toContain('Feria');
  });
  it('"un autobús de 50 plazas" counts seats, not places', () => {
    expect(
      labelsOf(
        'peña con 120 socios y cuota anual; fletamos un autobús de 50 plazas para ir al estadio',
      ),
    ).not.toContain('Plaza');
  });
});

describe("the people said after «cada» are the app's people left unnamed", () => {
  it('"qué bono tiene cada escalador": one list of climbers, not Miembro and Escalador', () => {
    const labels = labelsOf(
      'rocódromo pequeño: vendemos bonos de 10 entradas y cuota mensual. Quiero saber qué bono tiene cada escalador y cuántas entradas le quedan',
    );
    expect(labels).toContain('Escalador');
    expect(labels).not.toContain('Miembro');
  });
  it('"un viñedo de 30 hectáreas" measures; no list of Hectáreas', () => {
    expect(
      labelsOf(
        'viñedo de 30 hectáreas: recorremos las parcelas cada semana y anotamos plagas y riego',
      ),
    ).not.toContain('Hectárea');
  });
});

describe('«mamás» are mothers, never a thing for sale', () => {
  it('"las mamás y papás del cole" names no product «Mama»', () => {
    const labels = labelsOf(
      'las mamás y papás del cole queremos una tienda de uniformes con pedidos y tallas',
    );
    expect(labels).not.toContain('Mama');
    expect(labels).not.toContain('Mamá');
  });
});

describe("a second app's record follows the first app's list of its kind (field `follows`)", () => {
  const refOf = (idea: string, entity: string) =>
    generateAppDefinition(idea)
      .entities.find((e) => e.label === entity)
      ?.fields.filter((f) => f.type === 'reference')
      .map((f) => f.label);
  it("sign-ups to a chess club's tournaments point at the tournament", () => {
    expect(
      refOf(
        'club de ajedrez: organizamos torneos suizos a 7 rondas, la gente se inscribe online con su ELO y publicamos la clasificación',
        'Inscripción',
      ),
    ).toContain('Torneo');
  });
  it("a food bank's donations never point at a volunteers' shift", () => {
    const refs = refOf(
      'banco de alimentos: los voluntarios se apuntan a los turnos de recogida y registramos las donaciones que llegan',
      'Donación',
    );
    expect(refs ?? []).not.toContain('Turno');
  });
});

describe('the plural of a label agrees its adjectives, never its complement (pluralPhrase)', () => {
  it.each([
    ['repuesto usado', 'repuestos usados'],
    ['hogar temporal', 'hogares temporales'],
    ['casa de acogida', 'casas de acogida'],
    ['línea de pedido', 'líneas de pedido'],
    ['follow up', 'follow ups'],
  ])('%s → %s', (label, plural) => expect(pluralPhrase(label)).toBe(plural));
});

describe("a word of the first app's own phrases is no cue of a second app", () => {
  it('"…los repuestos que tengo en el taller" in a repair shop asks for no workshops', () => {
    const ids = planIdea(
      'taller de reparación de motos: apunto cada reparación con su presupuesto. También quiero llevar los repuestos que tengo en el taller',
    ).patterns.map((p) => p.pattern.id);
    expect(ids[0]).toBe('taller-reparaciones');
    expect(ids).not.toContain('eventos-inscripciones');
  });
});

describe('someone spoken to names no list', () => {
  it.each([
    'hago arepas por encargo y los pedidos me llegan por whatsapp, esto se me va de las manos, chamo',
    'quilla, alquilo trajes de flamenca y quiero apuntar cada alquiler con la fianza',
  ])('%s', (idea) => {
    const labels = labelsOf(idea);
    expect(labels).not.toContain('Chamo');
    expect(labels).not.toContain('Quilla');
  });
});

describe('what the visitors book names the resource (objects of «reservar»)', () => {
  it('"que los mochileros reserven su cama" books Camas', () => {
    expect(
      labelsOf(
        'hostal en Granada: que los mochileros reserven su cama online con fecha de entrada y salida',
      ),
    ).toContain('Cama');
  });
  it('"que la gente reserve clase" books no resource «Clase»', () => {
    const plan = planIdea(
      'tenemos una hípica con 10 caballos y queremos que la gente reserve clase por horas desde la web',
    );
    expect(plan.entities.some((e) => e.source.id === 'recurso' && e.label === 'Clase')).toBe(false);
  });
});

describe('what is gone through one by one is the thing the records are of', () => {
  it('"revisa estación por estación" keeps a list of Estaciones, each inspection of one', () => {
    const app = generateAppDefinition(
      'empresa de desratización: cada mes el técnico revisa estación por estación si hubo consumo de cebo y anota el producto que aplicó',
    );
    const revision = app.entities.find((e) => e.label === 'Revisión');
    expect(app.entities.map((e) => e.label)).toContain('Estación');
    expect(revision?.fields.some((f) => f.type === 'reference' && f.label === 'Estación')).toBe(
      true,
    );
  });
});

describe('a tarot reader reads cards, not a menu', () => {
  it('"otra chava que también lee las cartas" asks for no menu at the table', () => {
    expect(
      patternsOf(
        'hago lecturas de tarot en mi consultorio y también por videollamada; quiero que la gente aparte su cita sola. Tengo otra chava que también lee las cartas',
      ),
    ).not.toContain('carta-mesa');
  });
});

describe('a list of things whose names have a complement ("sillas de ruedas, muletas")', () => {
  const tipoOf = (idea: string, label: string) =>
    generateAppDefinition(idea)
      .entities.find((e) => e.label === label)
      ?.fields.find((f) => f.label === 'Tipo')?.options;
  it.each([
    // A compound of the lexicon is one item, whatever its words agree with.
    [
      'Nuestra parroquia tiene sillas de ruedas, muletas y andadores que prestamos a los vecinos cuando salen del hospital',
      'Objeto',
      'Silla de ruedas',
    ],
    // A complement in the singular between heads in the plural belongs to its head.
    [
      'rentamos trajes de charro, vestidos de escaramuza y disfraces pa fiestas y bailables escolares',
      'Artículo',
      'Traje de charro',
    ],
  ])('%s → %s of type %s', (idea, label, kind) => expect(tipoOf(idea, label)).toContain(kind));

  it('the other things listed are no fields of the loan', () => {
    const loan = generateAppDefinition(
      'Nuestra parroquia tiene sillas de ruedas, muletas y andadores que prestamos a los vecinos cuando salen del hospital',
    ).entities.find((e) => e.label === 'Préstamo');
    expect(loan?.fields.map((f) => f.label)).not.toContain('Sillas de ruedas');
    expect(loan?.fields.map((f) => f.label)).not.toContain('Muleta');
  });

  it.each([
    // The complements are what is listed: classes of guitar, piano and singing.
    'academia de música con clases de guitarra, piano y canto, los alumnos reservan su hora',
    // What a campaign collects is no kind of campaign.
    'somos una ong, cada invierno hacemos campaña de frazadas y ropa abrigadora para las comunidades',
  ])('%s → no complement taken as a kind', (idea) => {
    const kinds = generateAppDefinition(idea).entities.flatMap((e) =>
      e.fields.flatMap((f) => f.options ?? []),
    );
    expect(kinds.some((k) => / de (guitarra|frazadas)$/i.test(k))).toBe(false);
  });
});

describe('a contest: entries sent by those who take part, and votes for them (decision 0275)', () => {
  it('the photos are the vecinos’ own, and each vote points at one', () => {
    const def = generateAppDefinition(
      'concurso de fotos del pueblo: los vecinos suben sus fotos y luego todos votan la que mas les guste, un voto por persona',
    );
    const entries = def.entities.find((e) => e.label === 'Foto');
    expect(entries?.rule).toBe('propia');
    const vote = def.entities.find((e) => e.label === 'Voto');
    expect(vote?.fields.some((f) => f.type === 'reference' && f.ref === entries?.key)).toBe(true);
    expect(def.entities.some((e) => e.label === 'Pregunta')).toBe(false);
  });
});

describe('a logbook noted each outing (decision 0275)', () => {
  const idea =
    'Tengo 6 lanchas de pesca artesanal y quiero llevar la bitácora de cada una: cada salida anotar horas de motor, galones de petróleo que cargó, quién iba de patrón y cuándo se le hizo el último cambio de aceite, pa saber cuándo le toca mantenimiento';
  const def = generateAppDefinition(idea);
  const outing = def.entities.find((e) => e.label === 'Salida');
  const labels = outing?.fields.map((f) => `${f.label}:${f.type}`) ?? [];
  it('the record is the outing noted each time, not what the notes are for', () => {
    expect(def.entities.map((e) => e.label)).not.toContain('Mantenimiento');
    expect(outing?.fields.some((f) => f.type === 'reference')).toBe(true);
  });
  it('the details said after «de cada una:» are the outing’s', () => {
    expect(labels).toEqual(
      expect.arrayContaining([
        'Horas de motor:number',
        'Galones de petróleo:number',
        'Patrón:text',
        'Último cambio de aceite:date',
      ]),
    );
  });
  it('«quién sale de costalero, de nazareno o de acólito» is one of these', () => {
    const other = generateAppDefinition(
      'cofradía con 300 hermanos: llevar la cuota anual de cada hermano, quién sale de costalero, de nazareno o de acólito',
    );
    const puesto = other.entities
      .flatMap((e) => e.fields)
      .find((f) => f.label === 'Puesto' && f.type === 'choice');
    expect(puesto?.options).toEqual(['Costalero', 'Nazareno', 'Acólito']);
  });
  it('«cuándo hacer reorder» is no date of something done', () => {
    const other = generateAppDefinition(
      'stock del almacén para saber cuándo hacer el pedido al proveedor',
    );
    const dates = other.entities.flatMap((e) =>
      e.fields.filter((f) => f.type === 'date' && /^pedido/i.test(f.label)),
    );
    expect(dates).toEqual([]);
  });
});

describe('a person’s word that says which number, or who sells (decision 0275)', () => {
  it.each([
    [
      'cada envío con su número de guía, quién lo lleva y su estado, y que el cliente lo rastree',
      'Guía',
    ],
    ['somos 85 socios; cada socio pide cuántas anillas quiere con su número de criador', 'Criador'],
    [
      'una pag pa q los apoderados del colegio vendan o regalen uniformes usados, con talla, precio y fotos',
      'Apoderado',
    ],
  ])('%s → no list «%s»', (idea, label) => {
    expect(generateAppDefinition(idea).entities.map((e) => e.label)).not.toContain(label);
  });
});

describe('products listed with how each is sold (decision 0275)', () => {
  const idea =
    'tengo una lechonera y pa Navidad la gente encarga el lechón por libra, los pasteles por docena y el arroz con gandules por bandeja. quiero q me hagan el encargo por la app y q dejen su cel';
  const def = generateAppDefinition(idea);
  const product = def.entities.find((e) => e.rule === 'catalogo');
  it('one list of products, whose kinds are the things listed', () => {
    expect(product?.label).toBe('Producto');
    expect(product?.fields.find((f) => f.label === 'Tipo')?.options).toEqual(
      expect.arrayContaining(['Lechón', 'Pastel', 'Arroz']),
    );
  });
  it('how they are sold are the options of «Se vende por», never kinds', () => {
    const soldBy = product?.fields.find((f) => f.label === 'Se vende por')?.options ?? [];
    expect(soldBy.slice(0, 2)).toEqual(['Libra', 'Docena']);
    const kinds = product?.fields.find((f) => f.label === 'Tipo')?.options ?? [];
    expect(kinds).not.toContain('Libra');
  });
  it('«su cel» is the order’s «Teléfono», not a second phone', () => {
    const order = def.entities.find((e) => e.rule === 'formulario');
    expect(order?.fields.filter((f) => f.type === 'phone')).toHaveLength(1);
  });
  it('«hallacas, pan de jamón y dulce de lechosa»: three products, each with its complement', () => {
    const other = generateAppDefinition(
      'hago hallacas, pan de jamón y dulce de lechosa para diciembre y quiero que la gente haga su encargo. una me pide 20 hallacas para el 23',
    );
    const kinds = other.entities
      .flatMap((e) => e.fields)
      .find((f) => f.label === 'Tipo' && f.type === 'choice')?.options;
    expect(kinds).toEqual(['Hallaca', 'Pan de jamón', 'Dulce de lechosa', 'Otro']);
  });
  it('«clases de guitarra por hora» is no list of products', () => {
    const other = generateAppDefinition('doy clases de guitarra por hora y de piano por mes');
    expect(other.entities.some((e) => e.label === 'Producto')).toBe(false);
  });
});

describe('the records visitors send, as a business can trust them (decision 0270)', () => {
  const fieldsOf = (idea: string, label: string) =>
    generateAppDefinition(idea).entities.find((e) => e.label === label)?.fields ?? [];
  const teamOnly = (idea: string, label: string) =>
    fieldsOf(idea, label)
      .filter((f) => f.teamOnly)
      .map((f) => f.label);
  it('a booking’s status and whether it is paid are the team’s', () => {
    const idea =
      'taller de cerámica: que los alumnos se apunten a los talleres de los sábados y yo marque si han pagado';
    const team = generateAppDefinition(idea).entities.flatMap((e) =>
      e.rule === 'formulario' || e.rule === 'propia'
        ? e.fields.filter((f) => f.teamOnly).map((f) => f.label)
        : [],
    );
    expect(team).toContain('Estado');
    expect(team).toContain('Pagada');
  });
  it('a neighbour can order: the private list of neighbours is not required of them', () => {
    const idea =
      'Tengo una pequeña frutería con reparto a domicilio: quiero que los vecinos hagan pedidos de fruta y verdura para el día siguiente, y yo apunte qué repartidor lleva cada pedido y si lo han pagado';
    const order = fieldsOf(idea, 'Pedido');
    for (const f of order.filter((x) => x.type === 'reference')) {
      expect(f.required && f.teamOnly).toBeFalsy();
    }
    expect(teamOnly(idea, 'Pedido')).toEqual(expect.arrayContaining(['Vecino', 'Repartidor']));
  });
  it('the table a customer orders from is theirs to pick: tables are shown', () => {
    const def = generateAppDefinition(
      'bar de tapas: que los clientes pidan desde la mesa con un QR y la comanda llegue a cocina',
    );
    const order = def.entities.find((e) => e.rule === 'formulario');
    const table = order?.fields.find((f) => f.type === 'reference' && f.required);
    expect(def.entities.find((e) => e.key === table?.ref)?.rule).toBe('catalogo');
  });
  it('where the reporter’s problem is (a room, a classroom) is theirs to pick', () => {
    const def = generateAppDefinition(
      'en el instituto los profes reportan averías de su aula (proyector, enchufes, persianas) y yo las asigno al técnico',
    );
    const report = def.entities.find((e) => e.rule === 'formulario');
    const where = report?.fields.find(
      (f) => f.type === 'reference' && def.entities.find((e) => e.key === f.ref)?.label === 'Aula',
    );
    expect(where?.teamOnly).toBeFalsy();
    expect(def.entities.find((e) => e.label === 'Aula')?.rule).toBe('catalogo');
  });
  it('«que los clientes aparten desde la página»: a booking said without what is booked', () => {
    const def = generateAppDefinition(
      'rento brincolines pa fiestas infantiles en monterrey. ocupo q los clientes aparten desde la pagina con la fecha de la fiesta y la direccion, y que dejen anticipo',
    );
    expect(def.entities.find((e) => e.label === 'Alquiler')?.rule).toBe('formulario');
  });
  it('a student’s mark and the teacher’s correction are the teacher’s to write', () => {
    const idea =
      'doy clases de bandoneón: dejo ejercicios cada semana, los alumnos suben su audio y yo les pongo nota y una corrección';
    const team = generateAppDefinition(idea).entities.flatMap((e) =>
      e.rule === 'propia' || e.rule === 'formulario'
        ? e.fields.filter((f) => f.teamOnly).map((f) => f.label)
        : [],
    );
    expect(team).toEqual(expect.arrayContaining(['Nota', 'Corrección o comentario del profesor']));
  });
  it('a delivery’s route is the team’s to plan, never a place the customer picks', () => {
    const idea =
      'Reparto de garrafones de agua. Los clientes piden su envío en la app y ven por dónde va; yo organizo las rutas de cada repartidor';
    const def = generateAppDefinition(idea);
    expect(def.entities.find((e) => e.label === 'Ruta')?.rule).toBe('privada');
    expect(teamOnly(idea, 'Envío')).toContain('Ruta');
  });
  it.each([
    // A personal log is its writer's own: its status is theirs.
    ['quiero llevar mis hábitos: leer, correr, meditar, y marcar cada día si lo hice', 'Hábito'],
  ])('%s → nothing of the team on %s', (idea, label) => expect(teamOnly(idea, label)).toEqual([]));
  it('what a donor says they give stays theirs', () => {
    const idea = 'comedor social: que la gente done dinero para la campaña de navidad desde la web';
    const donation = fieldsOf(idea, 'Donación');
    expect(donation.find((f) => f.type === 'money')?.teamOnly).toBeFalsy();
  });
});

describe('a list named by what its records do (pattern `verbs`)', () => {
  it('lessons a student marks as seen are their progress', () => {
    expect(
      labelsOf(
        'Hago macramé y quiero vender cursos online: cada curso con sus lecciones en vídeo, y que cada alumna vaya marcando las lecciones que ya ha hecho',
      ),
    ).toContain('Progreso');
  });
});

describe('two options of one field said together are its values, not a list ("cada entrada y salida")', () => {
  it('a stock app keeps its movements, without a list of «Entradas»', () => {
    expect(
      labelsOf(
        'controlar los insumos del taller: pieles, forros, hebillas. registrar cada entrada y salida con cantidad y de qué proveedor llegó',
      ),
    ).not.toContain('Entrada');
  });
});

describe('options typed without their accents are written as the dictionary writes them', () => {
  it('«visita tecnica» → «Visita técnica»; «WhatsApp» keeps its letters', () => {
    const options = generateAppDefinition(
      'vendo paneles solares y los leads me llegan de facebook y whatsapp. quiero ver cada lead en que paso va (contactado, visita tecnica, propuesta enviada, cerrado/perdido), el monto, y anotar cada llamada',
    ).entities.flatMap((e) => e.fields.flatMap((f) => f.options ?? []));
    expect(options).toContain('Visita técnica');
    expect(options).not.toContain('Visita tecnica');
    expect(options).not.toContain('Whatsapp');
  });
});

describe('a score to reach is no list ("se juega a 30 puntos")', () => {
  it('a truco league keeps its matches and pairs, without a list of «Puntos»', () => {
    expect(
      labelsOf(
        'liga de truco de los jueves en el club: 16 parejas, se juega todos contra todos a 30 puntos. quiero cargar el resultado de cada partida',
      ),
    ).not.toContain('Punto');
  });
});

describe('a saint’s name in the place (decision 0275)', () => {
  it('«la parroquia de San Juan de Lurigancho» is never «…de San»', () => {
    const place = planIdea(
      'En la parroquia de San Juan de Lurigancho tenemos un banco de ayudas: sillas de ruedas y muletas que prestamos a las familias',
    ).place;
    expect(place?.display).toBe('parroquia de San Juan');
  });
});

describe('a water test’s readings are numbers (decision 0275)', () => {
  it('«anoto cloro, pH…» → Cloro and pH, numbers, «pH» as chemists write it', () => {
    const fields = generateAppDefinition(
      'le doy mantenimiento a 30 albercas. en cada visita anoto cloro, pH, si limpie el filtro y que quimicos eche',
    ).entities.flatMap((e) => e.fields.map((f) => `${f.label}:${f.type}`));
    expect(fields).toEqual(expect.arrayContaining(['Cloro:number', 'pH:number']));
  });
});

describe('people named by the idea’s own word (decision 0275)', () => {
  it('«los socorristas…, unos 22 chavales» → Socorrista, masculine as its article', () => {
    const e = planIdea(
      'Coordino los socorristas de las 4 piscinas municipales, unos 22 chavales. Necesito el cuadrante de turnos y que ellos puedan pedir cambiar un turno',
    ).entities.find((x) => x.source.slot === 'person');
    expect([e?.label, e?.gender]).toEqual(['Socorrista', 'm']);
  });
});

describe('what «si» asks keeps its words (decision 0275)', () => {
  it('«si tiene barras de apoyo, si la puerta es ancha» → «Barras de apoyo», «Puerta ancha»', () => {
    const fields = generateAppDefinition(
      'mapa de baños accesibles: que cualquiera pueda subir un baño con la dirección, foto, si tiene barras de apoyo, si la puerta es ancha',
    ).entities.flatMap((e) => e.fields.map((f) => `${f.label}:${f.type}`));
    expect(fields).toEqual(
      expect.arrayContaining(['Barras de apoyo:boolean', 'Puerta ancha:boolean']),
    );
  });
});

describe("a ledger shows what each one owes (pattern data: a total's «minus»)", () => {
  it("«fío a los vecinos…» → each neighbour's «Saldo»: charged less paid", () => {
    const def = generateAppDefinition(
      'tengo una tiendita en Lima y fio a los vecinos, quiero anotar lo que se llevan y lo que me pagan y cuanto me debe cada uno',
    );
    const person = def.entities.find((e) => e.label === 'Vecino')!;
    const saldo = person.totals?.find((t) => t.label === 'Saldo');
    expect(saldo).toMatchObject({
      from: 'cargos',
      field: 'importe',
      minus: { from: 'pagos', field: 'importe' },
    });
  });
});

describe('a camp signed up to by its periods, and words that name nothing', () => {
  const COLONIA =
    'colonia de vacaciones: necesito que los papás puedan inscribir a sus hijos a cada quincena desde el celu: nombre del nene, edad, obra social, si sabe nadar, alergias, quién lo retira. Cada quincena tiene cupo de 60 chicos, y cuando se llena que queden en lista de espera';
  it('"inscribir a sus hijos a cada quincena": the fortnights are the events', () => {
    const labels = planIdea(COLONIA).entities.map((e) => e.label);
    expect(labels).toContain('Quincena');
    expect(labels).not.toContain('Obra');
  });
  it('"cada quincena tiene cupo": the children\'s details stay on the sign-up', () => {
    const signUp = planIdea(COLONIA).entities.find((e) => e.label === 'Inscripción');
    expect(signUp?.fields.map((f) => f.label)).toContain('Nombre del nene');
  });
  it('"a cada quincena" with no sign-up verb before «a»: no period becomes a list', () => {
    expect(
      planIdea('natillera de la oficina: cada compañero aporta cada quincena').entities.map(
        (e) => e.label,
      ),
    ).not.toContain('Quincena');
  });
  it('"sin estarme llamando a cada rato": a while is no list', () => {
    const labels = planIdea(
      'taller de acordeones: quiero que el cliente pueda ver cómo va su acordeón sin estarme llamando a cada rato',
    ).entities.map((e) => e.label);
    expect(labels).not.toContain('Rato');
  });
  it('"las mesas y los mesoneros": a waiter is no kind of table', () => {
    const fields = planIdea(
      'tengo una arepera con 15 mesas y los mesoneros anotan en papelito. quiero la carta en la app y que el mesonero marque la mesa y vaya cargando lo que piden',
    ).entities.flatMap((e) =>
      e.fields.map((f) => `${e.label}.${f.label}:${(f.options ?? []).join('|')}`),
    );
    expect(fields.some((f) => /Mesonero/.test(f))).toBe(false);
    expect(fields.some((f) => /\.Vaya:/.test(f))).toBe(false);
  });
});

describe('pattern data «listOf»: what a directory lists names its listing', () => {
  const listing = (idea: string) => planIdea(idea).entities[0]?.label;
  it.each([
    [
      'un directorio de mariachis con fotos y que la gente deje reviews con estrellitas',
      'Mariachi',
    ],
    [
      'Quiero hacer un directorio de psicólogas en Chile, por especialidad, con reseñas',
      'Psicóloga',
    ],
    ['directorio de artesanos de oaxaca con su oficio y que la gente deje reseñas', 'Artesano'],
  ])('%s → %s', (idea, label) => expect(listing(idea)).toBe(label));
  it.each([
    // Kinds of them listed: the pattern's own word.
    'un directorio de plomeros, electricistas, albañiles y cerrajeros de confianza con reseñas',
    'un directorio de maestros de obra, gasfiteros, electricistas y cerrajeros de cuenca con opiniones',
    // A word for their kinds.
    'directorio de oficios del pueblo con opiniones de los vecinos',
  ])('%s keeps «Profesional» or «Ficha»', (idea) =>
    expect(['Ficha', 'Profesional']).toContain(listing(idea)),
  );
});

describe('pattern data «payers»: who the idea says pays are the people who pay', () => {
  it('"cada familia paga el viaje en cuotas" with "4 profes" counted: the families pay', () => {
    const plan = planIdea(
      'coordino el viaje de egresados a Bariloche con 48 chicos y 4 profes acompañantes. Quiero el itinerario día por día y la lista de viajeros con DNI. Y los pagos: cada familia paga el viaje en cuotas. Quiero anotar cada pago con la fecha y el monto',
    );
    const labels = plan.entities.map((e) => e.label);
    expect(labels).toContain('Familia');
    expect(labels).not.toContain('Profesor');
  });
  it('no payer said: the people counted', () => {
    const labels = planIdea(
      'club de remo con 80 socios que pagan la cuota cada mes y se apuntan a las salidas',
    ).entities.map((e) => e.label);
    expect(labels).toContain('Socio');
  });
});

describe('"somos 17 componentes": the writer\'s group, counted, are the app\'s people', () => {
  it.each([
    [
      'Somos una murga de Montevideo, 17 componentes entre coro, batería y director escénico. Quiero que cada uno cargue lo que gastó y que la app reparta entre todos',
      'Componente',
    ],
    [
      'Dirijo un coro vocacional en Rosario, somos 35 coreutas. Necesito saber quién pagó la cuota de cada mes',
      'Coreuta',
    ],
  ])('%s → %s', (idea, label) =>
    expect(planIdea(idea).entities.map((e) => e.label)).toContain(label),
  );
  it('"somos 3 socios" of a business that books clients: no members list named after them', () => {
    expect(
      planIdea(
        'somos 3 socios en una peluquería y queremos que los clientes pidan cita',
      ).entities.map((e) => e.label),
    ).not.toContain('Socio');
  });
});

describe('a name said outside brackets names the list before one said inside them', () => {
  it('"el estado (…, esperando repuesto, …)… el inventario de repuestos": the stock is Repuesto', () => {
    const labels = planIdea(
      'Quiero una app donde yo registre cada acordeón que entra: de quién es, la marca, el estado (recibido, en revisión, esperando repuesto, listo, entregado). Lo otro es el inventario de repuestos: lengüetas, fuelles, correas. Anotar cuando entra mercancía y cuando sale',
    ).entities.map((e) => e.label);
    expect(labels).toContain('Repuesto');
  });
});

describe('animals of one kind, named by it, have no «Especie» of dogs and cats', () => {
  const fields = (idea: string) =>
    planIdea(idea).entities.flatMap((e) => e.fields.map((f) => f.key));
  it.each([
    'adopcion de gallinas rescatadas de granjas',
    'protectora de gatos en Valencia: fichas de los gatos en adopción',
  ])('%s', (idea) => expect(fields(idea)).not.toContain('especie'));
  it('"protectora de animales": the species is asked', () => {
    expect(fields('protectora de animales: perros y gatos en adopción')).toContain('especie');
  });
});

describe('a list never shows one field twice', () => {
  it('"por nivel (burbujas, pececitos, tiburones)": one Nivel', () => {
    const plan = planIdea(
      'tengo una escuela de natación para niños, los papás inscriben a sus hijos por nivel (burbujas, pececitos, tiburones), pagan una mensualidad y quiero pasar lista en cada clase para saber si vino',
    );
    for (const e of plan.entities) {
      const labels = e.fields.map((f) => f.label.toLowerCase());
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
  it('"lo que hice y lo que cobré" on a visit that has «Importe cobrado»: no «Precio» beside it', () => {
    const visit = planIdea(
      'soy afinador de pianos, voy a casas y escuelas de música y quiero apuntar cada visita, lo que hice y lo que cobré',
    ).entities.find((e) => e.label === 'Visita');
    expect(visit?.fields.map((f) => f.label)).toContain('Importe cobrado');
    expect(visit?.fields.map((f) => f.label)).not.toContain('Precio');
  });
});

describe('a verb after «el que» names no list', () => {
  it('"quién asistió, porque el que falta paga multa": the attendance is «Asistencia»', () => {
    const labels = planIdea(
      'asociación de comerciantes: cada socio paga una cuota mensual. También las asambleas: la fecha, el tema y quién asistió, porque el que falta paga multa',
    ).entities.map((e) => e.label);
    expect(labels).not.toContain('Falta');
  });
});

describe('«una sola vez» names no poll', () => {
  it('"que cada padre vote una sola vez por su hijo"', () => {
    const labels = planIdea(
      'Tenemos que decidir a dónde va el viaje de promoción (Cusco, Máncora, Paracas o Tarapoto). Quiero que cada padre vote una sola vez por su hijo y ver los resultados al final.',
    ).entities.map((e) => e.label);
    expect(labels).not.toContain('Solo');
  });
});

describe('a request named by one of its kinds said with another is a «Solicitud»', () => {
  it('"que los empleados pidan vacaciones y permisos"', () => {
    const labels = planIdea(
      'que los empleados pidan vacaciones y permisos desde la app y el jefe los apruebe o rechace',
    ).entities.map((e) => e.label);
    expect(labels).toContain('Solicitud');
    expect(labels).not.toContain('Permiso');
  });
  it('"quiero apuntar cada llamada, visita o mensaje de mis clientes": a CRM keeps its word', () => {
    const labels = planIdea(
      'Necesito un CRM sencillo: mis clientes con su teléfono, y anotar cada llamada, visita o mensaje de WhatsApp que tengo con ellos',
    ).entities.map((e) => e.label);
    expect(labels).not.toContain('Solicitud');
  });
});

describe('a grade given to a submission is its «Nota», no list of grades', () => {
  it('"yo les pongo nota y comentarios"', () => {
    const labels = planIdea(
      'soy profe de guitarra online, mis alumnos suben audios practicando la tarea de la semana y yo les pongo nota y comentarios',
    ).entities.map((e) => e.label);
    expect(labels).not.toContain('Nota');
    expect(labels).not.toContain('Calificación');
  });
});

describe('pattern data «onlyWhenGeneric»: a map of one kind of place has no list of kinds', () => {
  const labels = (idea: string) => planIdea(idea).entities.map((e) => e.label);
  it('"mapa de las fuentes de agua": Fuentes, no Categorías', () => {
    expect(
      labels(
        'mapa de las fuentes de agua de la sierra para los que salimos a andar, con si el agua es potable y una foto',
      ),
    ).not.toContain('Categoría');
  });
  it('"mapa de sitios accesibles: bares, museos, baños": places of many kinds keep their kinds', () => {
    const plan = planIdea(
      'mapa de sitios accesibles en silla de ruedas en Sevilla: bares, museos, baños públicos... con reseñas de si hay rampa',
    );
    expect(
      plan.entities.some((e) => e.label === 'Categoría' || e.fields.some((f) => f.key === 'tipo')),
    ).toBe(true);
  });
});

describe('a recipe book has comments when the idea asks for them', () => {
  const labels = (idea: string) => planIdea(idea).entities.map((e) => e.label);
  it('"y que los nietos comenten si les salió bien"', () => {
    expect(
      labels(
        'Las recetas de mi abuela Carmen para que no se pierdan: ingredientes, pasos, fotos, y que los nietos comenten si les salió bien',
      ),
    ).toContain('Comentario');
  });
  it('"recetas de cocteles del bar pa que los bartenders nuevos se las aprendan": no comments', () => {
    expect(
      labels(
        'recetas de cocteles del bar pa que los bartenders nuevos se las aprendan, con las medidas y el tipo de vaso',
      ),
    ).not.toContain('Comentario');
  });
});

describe('people listed beside the things of the app', () => {
  it.each([
    ['banda de música del pueblo: los músicos, los ensayos, quién viene a cada ensayo', 'Músico'],
  ])('%s → the people are «%s»', (idea, label) =>
    expect(planIdea(idea).entities.map((e) => e.label)).toContain(label),
  );
  it("a person in the singular among a thing's details is no list of people", () =>
    expect(
      planIdea(
        'Tengo una disquería de vinilos y quiero vender online. De cada disco quiero poner artista, sello, año y el precio',
      ).entities.map((e) => e.label),
    ).not.toContain('Artista'));
});

describe("a freelancer's hours (a caller of several words)", () => {
  const labels = (idea: string) => planIdea(idea).entities.map((e) => e.label);
  it.each([
    'quiero llevar las horas que trabajo para cada cliente y facturarlas a fin de mes',
    'soy traductora freelance, cobro por horas y quiero saber qué le facturo a cada cliente',
  ])('%s → «Parte de horas»', (idea) => expect(labels(idea)).toContain('Parte de horas'));
  it.each([
    'Mariachi: nos contratan pa serenatas; queremos mandar cotizaciones con cuántas horas tocamos y el precio',
    'presupuestos y facturas para mi empresa de reformas, a qué hora empieza cada obra',
  ])('%s → none', (idea) => expect(labels(idea)).not.toContain('Parte de horas'));
});

describe('a list of the app is no kind of another', () => {
  const tipos = (idea: string) =>
    planIdea(idea)
      .entities.flatMap((e) => e.fields.filter((f) => f.key === 'tipo').map((f) => f.options ?? []))
      .flat();
  it('«las cuotas y las actividades»: no Tipo «Cuota» of the activities', () =>
    expect(
      tipos(
        'AMPA del colegio: las familias socias, las cuotas y las actividades extraescolares donde apuntan a los niños',
      ),
    ).not.toContain('Cuota'));
  it('«bicis y kayaks»: the kinds of the one list stay', () =>
    expect(tipos('Alquilamos bicis y kayaks en la playa por horas o por días, con fianza')).toEqual(
      expect.arrayContaining(['Bicicleta', 'Kayak']),
    ));
});

describe('words that name nothing of the app (decision 0285)', () => {
  it('"siempre pagan en partes": a way of paying, no daily report', () => {
    expect(
      patternsOf(
        'organizo bodas: la lista de tareas de cada boda con su responsable, y los pagos de cada familia, que siempre pagan en partes',
      ),
    ).not.toContain('parte-diario');
  });
  it('"el parte de cada niño": a daily report still', () => {
    expect(patternsOf('quiero mandar el parte de cada niño de la guarde a sus papás')).toContain(
      'parte-diario',
    );
  });
  it('"cada posible cliente": a client, no list «Posibles»', () => {
    expect(
      labelsOf(
        'soy rotulista y me escriben por Instagram, quiero apuntar cada posible cliente, qué trabajo quiere, el importe y cuándo volver a llamarle',
      ),
    ).not.toContain('Posible');
  });
  it('"el quote", "el invoice": a quote and an invoice, in the Spanish of the United States', () => {
    const labels = labelsOf(
      'soy DJ de bodas en Houston, le mando el quote a cada pareja con los items y su precio, y cuando lo aceptan lo paso a invoice',
    );
    expect(labels).toContain('Cotización');
    expect(labels).toContain('Factura');
  });
  it('"lanchas taxi" asked for like a taxi: the boats and their boatmen', () => {
    const labels = labelsOf(
      'tengo dos lanchas taxi en el lago de Atitlán, quiero que la gente pida el viaje de qué muelle a qué muelle y yo le asigne lancha y lanchero',
    );
    expect(labels).toEqual(expect.arrayContaining(['Viaje', 'Lanchero', 'Lancha']));
    expect(labels).not.toContain('Taxi');
  });
});

describe('what the writer makes or sells is the thing of the app (decision 0285)', () => {
  it('"hacemos tortas… decoradas con juguetes": Tortas, no Juguetes', () => {
    const labels = labelsOf(
      'Hacemos tortas de cumpleaños decoradas con juguetes de los personajes y queremos que la gente vea el catálogo con precios y nos haga el pedido desde la web',
    );
    expect(labels).toContain('Torta');
    expect(labels).not.toContain('Juguete');
  });
});
describe('a word for any piece made names no thing (decision 0285)', () => {
  it('"hago piezas de cerámica": Cerámica, no Pieza', () => {
    expect(
      labelsOf(
        'hago piezas de cerámica a mano, tazas y jarrones, y quiero una tiendita online donde la gente haga su pedido',
      ),
    ).not.toContain('Pieza');
  });
});

describe("a team's call-ups (a caller of several words)", () => {
  const labels = (idea: string) => planIdea(idea).entities.map((e) => e.label);
  it('«la convocatoria de cada partido y quién va» → Convocatoria', () =>
    expect(
      labels(
        'equipo de fútbol infantil: los jugadores, la convocatoria de cada partido y quién va',
      ),
    ).toContain('Convocatoria'));
  it('a festival that «abre convocatoria» for entries has none', () =>
    expect(
      labels(
        'festival de cortometrajes: abrimos convocatoria para que los directores envíen su corto y el jurado puntúa',
      ),
    ).not.toContain('Convocatoria'));
});

describe('a list named by the one word of its own left among other lists', () => {
  const labels = (idea: string) => planIdea(idea).entities.map((e) => e.label);
  it.each([
    ['cofradía: los hermanos, las cuotas y los enseres que prestamos para la procesión', 'Enser'],
    ['escape room con 3 salas, reservas por sala y hora, grupos de 2 a 6 jugadores', 'Sala'],
  ])('%s → «%s»', (idea, label) => expect(labels(idea)).toContain(label));
});

describe("an idea that opens with the writer's trade", () => {
  it('«fontanero autónomo: …» is written by the plumber, who is no client', () =>
    expect(
      planIdea(
        'fontanero autónomo: los avisos de los clientes, la visita y lo que cobro en cada trabajo',
      ).entities.map((e) => e.label),
    ).not.toContain('Fontanero'));
});

describe('a guesthouse that names its guests and payments', () => {
  const labels = planIdea(
    'casa rural con 4 habitaciones: reservas por noches, los huéspedes y los pagos',
  ).entities.map((e) => e.label);
  it('has «Huésped» and «Pago» beside the bookings', () =>
    expect(labels).toEqual(expect.arrayContaining(['Reserva', 'Habitación', 'Huésped', 'Pago'])));
  it('a booking app that names no payments has none', () =>
    expect(
      planIdea(
        'Casa rural con 4 habitaciones: que la gente reserve habitación por noches',
      ).entities.map((e) => e.label),
    ).not.toContain('Pago'));
});

describe('prepaid session packs in an appointments app', () => {
  const labels = (idea: string) => planIdea(idea).entities.map((e) => e.label);
  it('«bonos de 10 sesiones» → «Bono»', () =>
    expect(labels('clínica de fisioterapia: pacientes, sesiones y bonos de 10 sesiones')).toContain(
      'Bono',
    ));
  it('no packs said, none', () =>
    expect(labels('citas para mi consulta de podología')).not.toContain('Bono'));
});

describe('people the idea names are people, never the thing of the app', () => {
  it('"los interesados le escriben": the listing is no «Interesado»', () => {
    const labels = labelsOf(
      'Quiero armar una página para que la gente compre y venda aperos usados. Cada uno publica lo suyo con fotos y precio, y los interesados le escriben por ahí mismo',
    );
    expect(labels).not.toContain('Interesado');
  });
  it('"el guarda al que se le asigna": the one a report is assigned to is «Guarda», masculine', () => {
    const c = generateAppDefinition(
      'En la comunidad de regantes queremos que cualquier regante avise cuando ve una tubería rota, con una foto, y que el guarda al que se le asigna lo vaya resolviendo',
    );
    expect(c.entities.map((e) => e.label)).toContain('Guarda');
  });
});

describe('the club a championship or a fleet belongs to («del club») names neither its teams nor its things', () => {
  it.each([
    'Todos los inviernos armamos el campeonato de truco del club, por parejas. Necesito que las parejas se anoten solas y cargar cada partido con los puntos',
    'campeonato de rayuela del club de huasos, juegan 16 parejas todos contra todos los domingos',
  ])('%s → Pareja, no Club', (idea) => {
    const labels = labelsOf(idea);
    expect(labels).toContain('Pareja');
    expect(labels).not.toContain('Club');
  });
  it('"una liga entre clubes": clubs said as the teams still are', () => {
    expect(
      labelsOf('liga de fútbol entre 10 clubes del barrio, con los partidos y la clasificación'),
    ).toContain('Club');
  });
});

describe('a portfolio that visitors write to «para cotizar» keeps their requests', () => {
  it('"y q me puedan escribir para cotizar" → Cotización', () => {
    expect(
      labelsOf(
        'soy maquillador de efectos especiales y quiero un portafolio para que las productoras vean mis trabajos con fotos del antes y despues. y q me puedan escribir para cotizar',
      ),
    ).toContain('Cotización');
  });
  it('a portfolio that says nothing of quotes has none', () => {
    expect(labelsOf('portafolio de mis fotos de paisajes por álbumes')).not.toContain('Cotización');
  });
});

describe('the business itself («tengo un taller») is no list of what it offers', () => {
  it('a bike workshop whose clients book: no «Taller» of services', () => {
    expect(
      labelsOf(
        'Tengo un taller de reparación de bicicletas en Zaragoza. Quiero llevar las piezas que uso en cada reparación y que los clientes puedan pedir cita desde la web.',
      ),
    ).not.toContain('Taller');
  });
  it('a place it rents out may still be what is booked («tengo un coworking… que las reserven»)', () => {
    expect(
      labelsOf(
        'tengo un coworking en la roma, cdmx. membresias por dia, semana y mes, quiero controlar quien esta al corriente con su pago y las horas de sala de juntas que incluye cada plan, y que las reserven',
      ),
    ).toContain('Coworking');
  });
});

describe('what strangers send is no other pattern’s record', () => {
  it('a garden’s waiting list beside its tool loans: a «Solicitud» of its own, not folded into «Préstamo»', () => {
    const def = generateAppDefinition(
      'Somos la asociación vecinal del huerto comunitario. Tenemos 40 parcelas, llevamos la cuota anual, y que los vecinos que quieran parcela se apunten a la lista de espera con un formulario. También apuntamos las herramientas que prestamos y a quién.',
    );
    const loan = def.entities.find((e) => e.label === 'Préstamo');
    expect(def.entities.map((e) => e.label)).toContain('Solicitud');
    expect(loan?.fields.some((f) => f.label === 'Qué pide')).toBe(false);
  });
});

describe('what a customer takes one of, its sizes and what volunteers sign up to', () => {
  const fieldsOf = (idea: string, label: string) =>
    generateAppDefinition(idea)
      .entities.find((e) => e.label === label)
      ?.fields.map((f) => f.label) ?? [];
  it('"me aparten su rosca de reyes": the thing is «Rosca», not its complement «Rey»', () => {
    const labels = labelsOf(
      'quiero q la gente me aparte su rosca de reyes desde el cel pa recogerla el 5 de enero',
    );
    expect(labels).toContain('Rosca');
    expect(labels).not.toContain('Rey');
  });
  it('"una convención de tatuajes", "una lancha de pesca": the writer’s own thing keeps its complement', () =>
    expect(
      labelsOf('somos una lancha de pesca y queremos que nos encarguen el pescado'),
    ).not.toContain('Lancha'));
  it('"hay chica, mediana y familiar": sizes are no people', () =>
    expect(
      labelsOf(
        'encargos de pizzas para recoger, hay chica mediana y familiar, y que paguen al recoger',
      ),
    ).not.toContain('Chica'));
  it('"piden una chica para el sábado": a person said with no size beside her still is one', () =>
    expect(
      labelsOf(
        'agencia de niñeras: las familias piden una chica para el sábado y cada chica tiene su disponibilidad',
      ),
    ).toContain('Chica'));
  it('"y q me dejen anticipo" on an order: one deposit field, the pattern’s «Seña o adelanto»', () => {
    const fields = fieldsOf(
      'quiero q la gente me aparte su rosca de reyes desde el cel y q me dejen anticipo',
      'Encargo',
    );
    expect(fields).toContain('Seña o adelanto');
    expect(fields).not.toContain('Anticipo');
  });
  it('"que los voluntarios se apunten a las rondas": the shift is «Ronda»', () =>
    expect(
      labelsOf(
        'repartimos cenas a personas sin hogar y queremos que los voluntarios se apunten a las rondas',
      ),
    ).toContain('Ronda'));
  it('"se pueda apuntar a los huecos libres": a free place names no shift', () =>
    expect(
      labelsOf(
        'cuadrante de voluntarios de la radio y que la gente se pueda apuntar a los huecos libres o pedir cambio',
      ),
    ).not.toContain('Hueco'));
});

describe('who asks for what someone approves, and requests for material', () => {
  const app = (idea: string) => generateAppDefinition(idea);
  it('"los investigadores piden reactivos": the people are «Investigador»', () =>
    expect(
      app(
        'laboratorio: los investigadores piden reactivos y material y el jefe lo aprueba',
      ).entities.map((e) => e.label),
    ).toContain('Investigador'));
  it('"las vacaciones se piden por email": what is asked for, in the passive, names nobody', () =>
    expect(
      app(
        'en la asesoría las vacaciones se piden por email; quiero que cada uno pida sus días y el jefe apruebe',
      ).entities.map((e) => e.label),
    ).not.toContain('Vacación'));
  it('material asked for: what, how many and for how much; no days off', () => {
    const def = app('en el colegio los profes piden materiales y la directora aprueba o rechaza');
    const request = def.entities.find((e) => e.label === 'Solicitud')!;
    const labels = request.fields.map((f) => f.label);
    expect(labels).toEqual(expect.arrayContaining(['Qué se pide', 'Cantidad']));
    expect(labels).not.toContain('Fecha de regreso (hasta)');
    expect(JSON.stringify(def)).not.toMatch(/vacaciones/i);
  });
  it('holidays asked for keep their days', () => {
    const def = app('que los empleados pidan vacaciones desde la app y el encargado las apruebe');
    const request = def.entities.find((e) => e.label === 'Solicitud')!;
    expect(request.fields.map((f) => f.label)).toContain('Fecha de regreso (hasta)');
  });
});

describe('whose things a logbook looks after, when the idea names them', () => {
  const labels = (idea: string) => generateAppDefinition(idea).entities.map((e) => e.label);
  it('"que el dueño de cada alberca pueda ver su historial" → «Dueño» beside «Alberca»', () =>
    expect(
      labels(
        'le doy mantenimiento a 30 albercas. en cada visita anoto cloro y pH, y quiero que el dueño de cada alberca pueda ver su historial',
      ),
    ).toEqual(expect.arrayContaining(['Alberca', 'Dueño'])));
  it('a farm’s own animals have no owner list', () =>
    expect(
      labels(
        'finca con 80 vacas, quiero llevar por cada vaca los pesajes y cuando el veterinario la revisa',
      ),
    ).not.toContain('Cliente'));
});

describe('what a map shows, named by the idea', () => {
  const labels = (idea: string) => generateAppDefinition(idea).entities.map((e) => e.label);
  it.each([
    ['un mapa con los murales de los cerros y que los turistas dejen comentarios', 'Mural'],
    ['mapa de los bebederos de agua pa los ciclistas, q cualquiera pueda agregar uno', 'Bebedero'],
    ['quiero mapear los murales del barrio con su artista y el año', 'Mural'],
  ])('%s → %s', (idea, label) => expect(labels(idea)).toContain(label));
  it('"una galería de fotos de cada mural": the photos are «Foto», not «Galería»', () => {
    const list = labels(
      'un mapa con los murales de la ciudad y una galería de fotos de cada mural',
    );
    expect(list).toContain('Foto');
    expect(list).not.toContain('Galería');
  });
});

describe('people, things and what is theirs, said in Spanglish, with brackets and as a colleague', () => {
  const app = (idea: string) => generateAppDefinition(idea);
  it('"my mom sells tamales de puerco, de pollo y de rajas": the product is «Tamal»', () => {
    const labels = app(
      'Every year my mom sells tamales de puerco, de pollo con salsa verde y de rajas con queso, por docena. Queremos que la gente los encargue',
    ).entities.map((e) => e.label);
    expect(labels).toContain('Tamal');
    expect(labels).not.toContain('Raja');
  });
  it('"quieren cambiar con otra compañera": no list «Compañera»', () =>
    expect(
      app(
        'súper con 18 cajeras y repositores. Hago los turnos y me vienen con que quieren cambiar con otra compañera; que pidan el cambio y yo lo apruebo',
      ).entities.map((e) => e.label),
    ).not.toContain('Compañera'));
  it('"los miembros registran sus carros (placa, modelo)": «Carro» with Placa and Modelo', () => {
    const car = app(
      'car wash con membresías mensuales; los miembros registran sus carros (placa, modelo) y pagan cada mes',
    ).entities.find((e) => e.label === 'Carro');
    expect(car?.fields.map((f) => f.label)).toEqual(expect.arrayContaining(['Placa', 'Modelo']));
  });
  it('"clientes con sus pólizas (auto, vida, salud)": kinds, no fields', () => {
    const policy = app(
      'corredor de seguros: clientes con sus pólizas (auto, vida, salud) y la fecha de vencimiento',
    ).entities.find((e) => e.label === 'Póliza');
    expect(policy?.fields.map((f) => f.label)).not.toContain('Salud');
  });
});

describe('what volunteers sign up for «para cada …» is the shift', () => {
  it('"se registra como voluntario para cada limpieza" → «Limpieza» is the shifts, one list', () => {
    const labels = generateAppDefinition(
      'Organizamos limpiezas de playa casi todos los sábados. La gente se registra como voluntario para cada limpieza y necesitamos saber cuántos van',
    ).entities.map((e) => e.label);
    expect(labels).toContain('Limpieza');
    expect(labels).not.toContain('Turno');
  });
});

describe('a word that qualifies an item of a list is no item', () => {
  it('"alquilo camas clínicas y andadores": the kinds are Cama and Andador', () => {
    const def = generateAppDefinition('alquilo camas clinicas y andadores con garantia');
    const thing = def.entities.find((e) => e.label === 'Artículo');
    expect(thing?.fields.find((f) => f.label === 'Tipo')?.options).toEqual([
      'Cama',
      'Andador',
      'Otro',
    ]);
  });
});

describe('the vehicles an idea counts are its fleet', () => {
  it('"Tenemos 6 grúas … dónde está el carro": «Grúa», not the customer’s «Carro»', () => {
    const labels = generateAppDefinition(
      'Tenemos 6 grúas para auxilio vial. Cuando alguien llama, la operadora levanta el servicio: dónde está el carro y a dónde lo llevamos, y se lo asigna a un operador con su grúa',
    ).entities.map((e) => e.label);
    expect(labels).toContain('Grúa');
    expect(labels).not.toContain('Carro');
  });
});

describe('people kept private by one pattern stay private when merged', () => {
  it('a chess school’s children, also its tournament’s players, are «privada»', () => {
    const def = generateAppDefinition(
      'Tengo una escuela de ajedrez para niños. Necesito llevar los alumnos, los grupos y las mensualidades que pagan los papás, y cada mes un torneo interno con las partidas de cada ronda y la tabla de posiciones',
    );
    const people = def.entities.filter((e) =>
      e.fields.some((f) => f.label === 'Madre, padre o tutor'),
    );
    expect(people.length).toBeGreaterThan(0);
    for (const e of people) expect(e.rule).toBe('privada');
  });
});

describe('what is voted: one among several, or each on its own', () => {
  const labels = (idea: string) => generateAppDefinition(idea).entities.map((e) => e.label);
  it('"votar la orquesta de las fiestas": the bands are the options, beside the poll', () => {
    const list = labels('votar la orquesta de las fiestas del pueblo');
    expect(list).toEqual(expect.arrayContaining(['Encuesta', 'Orquesta']));
  });
  it('"votar las mociones": the motions are what is voted on', () =>
    expect(
      labels('en la asamblea de la cooperativa queremos votar las mociones desde el móvil'),
    ).toContain('Moción'));
});

describe('what the writer looks after, and what is noted at each visit', () => {
  it('"le doy mantenimiento a albercas", with no count: the pools are the thing, each visit the record', () => {
    const labels = labelsOf(
      'Le doy mantenimiento a albercas en Phoenix, unos 45 clientes. En cada visita quiero anotar el cloro, el pH y si limpié el filtro',
    );
    expect(labels).toEqual(expect.arrayContaining(['Visita', 'Alberca']));
    expect(labels).not.toContain('Filtro');
    expect(labels).not.toContain('Mantenimiento');
  });
  it('"reparamos las lanchas del puerto": the boats are the thing', () =>
    expect(
      labelsOf(
        'reparamos las lanchas del puerto y en cada revisión apuntamos el motor y las horas',
      ),
    ).toContain('Lancha'));
  it('"Arreglo máquinas de coser …": the opening first person is a verb, no list «Arreglo»', () => {
    const labels = labelsOf(
      'Arreglo máquinas de coser familiares e industriales, somos 3 técnicos. Que el cliente vea si ya está lista',
    );
    expect(labels).not.toContain('Arreglo');
    expect(labels).toContain('Máquina');
  });
  it('"Registro de socios y cuotas": an opening noun before «de» stays a noun', () =>
    expect(patternsOf('Registro de socios y cuotas del club de remo')).toContain('club-socios'));
});

describe('a second app brings the record between two lists the idea names', () => {
  it('"la gente se registra como voluntario para cada limpieza" beside donations → «Inscripción»', () =>
    expect(
      labelsOf(
        'Organizamos limpiezas de playa casi todos los sábados. La gente se registra como voluntario para cada limpieza y queremos saber quién trae guantes. También recibimos donaciones y hacemos campañas con una meta.',
      ),
    ).toEqual(expect.arrayContaining(['Limpieza', 'Voluntario', 'Inscripción'])));
  it('"que los voluntarios se apunten a las jornadas": what they sign up to names the event', () =>
    expect(
      labelsOf(
        'Montamos una brigada vecinal para reforestar el monte. Necesito que los voluntarios se apunten a las jornadas de plantación de los sábados',
      ),
    ).toEqual(expect.arrayContaining(['Jornada', 'Voluntario'])));
});

describe('kinds said after a colon', () => {
  it('"Por categorías: clásicos, de autor, sin alcohol": «autor» is a kind, no people', () =>
    expect(
      labelsOf(
        'Soy bartender y quiero una app con mis cócteles: ingredientes, técnica, vaso y foto. Por categorías: clásicos, de autor, sin alcohol. Y también vender un curso online con lecciones en video',
      ),
    ).not.toContain('Autor'));
});

describe('two kinds of people «entre … y …»', () => {
  it('"un banco de tiempo entre mayores del Albaicín y estudiantes" → one list, typed by them', () => {
    const def = generateAppDefinition(
      'queremos hacer un banco de tiempo entre mayores del Albaicín y estudiantes de la uni: los mayores ofrecen enseñar a cocinar, los estudiantes ayudan con el móvil',
    );
    const people = def.entities.find((e) => e.label === 'Socio')!;
    expect(people.fields.find((f) => f.label === 'Tipo')?.options).toEqual([
      'Mayor',
      'Estudiante',
      'Otro',
    ]);
    expect(def.entities.map((e) => e.label)).not.toContain('Estudiante');
  });
  it('"mayores y estudiantes" without «entre» keep the idea’s word', () =>
    expect(
      labelsOf('banco de tiempo para estudiantes de la uni: ofrecen clases y lo cobran en horas'),
    ).toContain('Estudiante'));
});

describe('shared expenses beside another app say who paid', () => {
  it('a motorbike trip by stages, then «quién pagó qué y cómo se reparte» → «Miembro», pointed at by «Gasto»', () => {
    const def = generateAppDefinition(
      'Cada verano hacemos una ruta en moto con la peña. Quiero montar el viaje por etapas: de dónde salimos y a dónde llegamos cada día, los km y el hotel de cada noche. Y luego los gastos: gasolina, hoteles, cenas... quién pagó qué y cómo se reparte, para saber al final quién le debe a quién',
    );
    const labels = def.entities.map((e) => e.label);
    expect(labels).toEqual(expect.arrayContaining(['Etapa', 'Gasto', 'Miembro']));
    const expense = def.entities.find((e) => e.label === 'Gasto')!;
    expect(expense.fields.some((f) => f.type === 'reference' && f.ref === 'miembros')).toBe(true);
  });
});

describe('the device things are done from, and the word for all the kinds', () => {
  const idea =
    'soy luthier en quito, arreglo guitarras, charangos, violines y bandolines. quiero registrar cada instrumento que me dejan, el presupuesto, la fecha que prometi entregar, y que el cliente pueda ver desde su celu en que estado va su arreglo';
  it('"desde su celu" names no list', () => expect(labelsOf(idea)).not.toContain('Celular'));
  it('"cada instrumento" names the thing whose kinds are guitars, charangos…; one list', () => {
    const def = generateAppDefinition(idea);
    const thing = def.entities.find((e) => e.label === 'Instrumento')!;
    expect(thing.fields.find((f) => f.label === 'Tipo')?.options).toContain('Charango');
    expect(def.entities.map((e) => e.label)).not.toContain('Guitarra');
  });
  it('"un taller de reparación de celulares" still repairs phones', () =>
    expect(
      labelsOf(
        'tengo un taller de reparación de celulares, quiero registrar cada celular que entra',
      ),
    ).toContain('Celular'));
});

describe('names that group a list give way to its own word (groupedBy)', () => {
  it('"curso por módulos, con lecciones de audio" → «Lección»', () =>
    expect(
      labelsOf(
        'curso de guaraní básico por módulos, con lecciones de audio, y ver el avance de cada alumno',
      ),
    ).toContain('Lección'));
  it('"módulos con vídeos" and no lesson said → «Módulo»', () =>
    expect(
      labelsOf(
        'quiero vender mi curso online de tartas: módulos con vídeos y que el alumno se inscriba',
      ),
    ).toContain('Módulo'));
});

describe('names and counts said in passing', () => {
  it('"la terminal tres cruces": a count right after a noun is a name, no list «Cruce»', () =>
    expect(
      labelsOf(
        'trabajo en la terminal tres cruces y juntamos un monton de cosas que la gente se olvida en los omnibus: camperas, celulares, termos. queremos publicarlas con foto y que el dueño haga el reclamo',
      ),
    ).not.toContain('Cruce'));
  it('"tenemos tres salas": a count after a verb still counts things', () =>
    expect(
      labelsOf('local de ensayo, tenemos tres salas y las bandas reservan por horas'),
    ).toContain('Sala'));
  it('"un mapa de huariques de Lima, esos sitios chiquitos…" → «Huarique»', () =>
    expect(
      labelsOf(
        'Quiero hacer un mapa de huariques de Lima, esos sitios chiquitos donde se come rico y barato. Que cualquiera pueda agregar un huarique',
      ),
    ).toContain('Huarique'));
});

describe('an event said as one kind in a list', () => {
  it('"un montón de cosas: la fiesta, clases de baile, una excursión… se apunten a las actividades" → «Actividad»', () => {
    const labels = labelsOf(
      'somos una asociación de vecinos y organizamos un montón de cosas: la fiesta del barrio, clases de baile, una excursión al año. Queremos que los socios paguen la cuota y se apunten a las actividades',
    );
    expect(labels).toContain('Actividad');
    expect(labels).not.toContain('Excursión');
  });
});

describe('a repair said with another word', () => {
  it('"Relojería en Once. Arreglo relojes… qué uso en cada arreglo": no list «Arreglo» beside the repairs', () =>
    expect(
      labelsOf(
        'Relojería en Once. Arreglo relojes de pulsera y de pared: anoto el reloj que me traen, qué falla tiene y el presupuesto. También tengo los repuestos (pilas, mallas, coronas): qué uso en cada arreglo',
      ),
    ).not.toContain('Arreglo'));
});

describe('forms of «poder» and «jugar» are verbs', () => {
  it('"…(placa, modelo) y pueden sacar cita": «pueden» is no field', () =>
    expect(
      planIdea(
        'quiero vender membresías mensuales. Los miembros registran sus carros (placa, modelo) y pueden sacar cita pa el lavado',
      ).details.map((d) => d.label),
    ).not.toContain('Pueden'));
});

describe('what is noted at each check of a logbook’s thing is the check’s', () => {
  it('"el operador revisa cada pozo y apunta el nivel del agua, el cloro…" → fields of «Revisión»', () => {
    const def = generateAppDefinition(
      'Somos la junta de agua de un caserío. Tenemos 3 pozos y 2 reservorios. Cada semana el operador revisa cada pozo y reservorio y apunta el nivel del agua, el cloro residual y si la bomba funciona. También que los usuarios reporten fugas con una foto',
    );
    const check = def.entities.find((e) => e.label === 'Revisión')!;
    expect(check.fields.map((f) => f.label)).toContain('Cloro');
    expect(def.entities.find((e) => e.label === 'Pozo')?.fields.map((f) => f.label)).not.toContain(
      'Cloro',
    );
  });
  it('"cada extintor (tipo, kg, fecha de fabricación)": what is said in brackets stays the thing’s', () =>
    expect(
      generateAppDefinition(
        'empresa de protección contra incendios: revisamos extintores en comercios cada 3 meses. Quiero registrar cada extintor (tipo, kg, fecha de fabricación) y cada revisión: presión, precinto, estado',
      )
        .entities.find((e) => e.label === 'Extintor')
        ?.fields.map((f) => f.label),
    ).toContain('Fecha de fabricación'));
});

describe('plurals in «-jes»', () => {
  it('"los herrajes" → «Herraje», never «Herraj»; "los relojes" → «Reloj»', () => {
    const said = planIdea('de cada caballo apunto la desparasitación y los herrajes').details.map(
      (d) => d.label,
    );
    expect(said).toContain('Herraje');
    expect(labelsOf('arreglo relojes de pulsera, anoto cada reloj que me traen')).toContain(
      'Reloj',
    );
  });
});
