// Concepts that read right to the person who wrote the idea (issue 19): the classes of defect
// the integrator saw on fresh ideas. Each case uses ideas from more than one domain.
import { describe, expect, it } from 'vitest';
import type { DataEntity } from '../../../../contracts/data-model.ts';
import { generateOfflineConcept } from './index.ts';
import { readIdea } from './reader.ts';

function conceptOf(idea: string) {
  const concept = generateOfflineConcept({ prompt: idea });
  const entities = concept.dataModel?.entities ?? [];
  return { concept, entities, byLabel: (l: string) => entities.find((e) => e.label === l) };
}

const refs = (e: DataEntity | undefined) =>
  (e?.fields ?? []).filter((f) => f.type === 'reference').map((f) => f.ref);

describe('offline concepts read right', () => {
  it('keeps a result or a reminder as a field of the record it belongs to, not an entity', () => {
    const chess = conceptOf(
      'Una app para que los socios de un club de ajedrez se apunten a torneos y registren sus partidas con el resultado',
    );
    expect(chess.byLabel('Resultado')).toBeUndefined();
    expect(chess.byLabel('Partida')?.fields.map((f) => f.label)).toContain('Resultado');
    const padel = conceptOf(
      'Una app para que los jugadores de mi liga de pádel se apunten a torneos y apunten sus partidas con el marcador',
    );
    expect(padel.byLabel('Marcador')).toBeUndefined();
    expect(padel.byLabel('Partida')?.fields.map((f) => f.label)).toContain('Marcador');
    for (const idea of [
      'app para mi peluquería: que las clientas pidan cita por whatsapp y les mande recordatorio',
      'app para mi centro de estética: que las clientas reserven cita y les llegue un recordatorio',
    ]) {
      const { concept, byLabel } = conceptOf(idea);
      expect(byLabel('Recordatorio')).toBeUndefined();
      expect(byLabel('Cita')?.fields.map((f) => f.label)).toContain('Recordatorio');
      expect(concept.features.join(' ')).not.toMatch(/recordatorios? del recordatorio/i);
    }
    // Alone, the reminder is what the idea is about.
    const pills = conceptOf('recordatorio de pastillas para mi abuelo');
    expect(pills.byLabel('Recordatorio')).toBeDefined();
  });

  it('links a record to the person who makes it and to the event it happens in', () => {
    const chess = conceptOf(
      'Una app para que los socios de un club de ajedrez se apunten a torneos y registren sus partidas con el resultado',
    );
    expect(refs(chess.byLabel('Partida'))).toEqual(expect.arrayContaining(['socios', 'torneos']));
    const football = conceptOf(
      'Una app para que los jugadores de mi equipo de fútbol confirmen asistencia a los partidos y paguen la cuota',
    );
    expect(refs(football.byLabel('Confirmación'))).toEqual(
      expect.arrayContaining(['jugadores', 'partidos']),
    );
    // Money is not about the match.
    expect(refs(football.byLabel('Pago'))).toEqual(['jugadores']);
    const salon = conceptOf(
      'app para mi peluquería: que las clientas pidan cita por whatsapp y les mande recordatorio',
    );
    expect(refs(salon.byLabel('Cita'))).toContain('clientas');
    expect(salon.concept.userStories[0]).toMatch(/^Como clienta,/);
    for (const idea of [
      'Quiero controlar los gastos compartidos del piso con mis compis',
      'Quiero repartir los gastos del viaje con mis compis',
    ])
      expect(refs(conceptOf(idea).byLabel('Gasto'))).toContain('compis');
  });

  it('asks the administrator to review only what people publish, never a private record', () => {
    for (const idea of [
      'Quiero controlar los gastos compartidos del piso con mis compis',
      'app para mi peluquería: que las clientas pidan cita por whatsapp y les mande recordatorio',
      'Quiero llevar el inventario de mi bodega de vinos con la cosecha y el precio',
    ]) {
      const { concept, entities } = conceptOf(idea);
      const review = concept.userStories.find((s) =>
        s.startsWith('Como administrador, quiero revisar'),
      );
      if (!review) continue;
      const reviewed = entities.find((e) => review.includes(e.labelPlural.toLowerCase()));
      expect(reviewed?.rule, review).not.toBe('privada');
    }
    const flat = conceptOf('Quiero controlar los gastos compartidos del piso con mis compis');
    expect(flat.concept.userStories.join(' ')).not.toMatch(/compis publicados/);
  });

  it('agrees "ninguno" with the thing and never plays with the people themselves', () => {
    for (const [idea, word] of [
      [
        'Una app para que los socios de un club de ajedrez se apunten a torneos y registren sus partidas con el resultado',
        'partidas',
      ],
      [
        'Quiero registrar las lecturas de mi grupo de lectura y que los miembros valoren los libros',
        'lecturas',
      ],
    ] as const) {
      const story = conceptOf(idea).concept.userStories.find((s) =>
        s.includes(`registrar las ${word}`),
      );
      expect(story).toMatch(/ninguna$/);
    }
    const chess = conceptOf(
      'Una app para que los socios de un club de ajedrez se apunten a torneos y registren sus partidas con el resultado',
    );
    expect(chess.concept.userStories.join(' ')).not.toMatch(/jugar a los socios/);
  });

  it('reads a team, a centre or a league as where the idea happens, not as a record', () => {
    for (const [idea, gone] of [
      [
        'Una app para que los jugadores de mi equipo de fútbol confirmen asistencia a los partidos y paguen la cuota',
        ['Equipo', 'Fútbol'],
      ],
      [
        'app para mi centro de estética: que las clientas reserven cita y les llegue un recordatorio',
        ['Centro', 'Estética'],
      ],
      [
        'Una app para que los jugadores de mi liga de pádel se apunten a torneos y apunten sus partidas con el marcador',
        ['Liga'],
      ],
    ] as const) {
      const labels = conceptOf(idea).entities.map((e) => e.label);
      for (const g of gone) expect(labels, idea).not.toContain(g);
    }
  });

  it('never lists a record sheet that only has a name and a description', () => {
    for (const idea of [
      'app para que los pacientes de mi clínica dental pidan cita y vean sus tratamientos',
      'Una app para que los padres del colegio organicen el coche compartido para llevar a los niños',
      'Una app para que los huéspedes de mi casa rural reserven habitaciones y dejen una reseña',
    ])
      for (const f of conceptOf(idea).concept.features)
        expect(f).not.toMatch(/^Ficha de cada .* con (nombre|título) y descripción$/);
    // A common thing gets the fields it has everywhere.
    const vet = conceptOf(
      'Una app para una veterinaria donde los dueños pidan citas para sus mascotas',
    );
    expect(vet.byLabel('Mascota')?.fields.map((f) => f.label)).toContain('Especie');
    const books = conceptOf(
      'Quiero registrar las lecturas de mi grupo de lectura y que los miembros valoren los libros',
    );
    expect(books.byLabel('Libro')?.fields.map((f) => f.label)).toContain('Autor');
  });

  it('reads "les mande" as done to the people, and "repartir los gastos" as splitting them', () => {
    const salon = conceptOf(
      'app para mi peluquería: que las clientas pidan cita por whatsapp y les mande recordatorio',
    );
    const reminder = salon.concept.userStories.find((s) => s.includes('mandar recordatorio'));
    expect(reminder).toMatch(/^Como responsable de la peluquería,/);
    const trip = conceptOf('Quiero repartir los gastos del viaje con mis compis');
    const text = [...trip.concept.features, ...trip.concept.userStories].join(' ');
    expect(text).not.toMatch(/ruta|entrega|llega el reparto/);
    expect(text).toMatch(/quién debe a quién/);
    expect(trip.concept.features.join(' ')).not.toMatch(/desde y hasta/);
  });

  it('reads "pedir prestado" as borrowing and "juegos de mesa" as one kind of thing', () => {
    const games = conceptOf(
      'Una biblioteca de juegos de mesa para que los miembros de la asociación pidan prestados juegos',
    );
    expect(games.byLabel('Préstamo')).toBeDefined();
    expect(games.byLabel('Pedido')).toBeUndefined();
    expect(games.byLabel('Mesa')).toBeUndefined();
    const shop = conceptOf('app para gestionar los pedidos de mi tienda de ropa online con envíos');
    expect(shop.byLabel('Ropa')).toBeUndefined();
  });

  it('gives an action to the people even when they are named with a long phrase', () => {
    for (const [idea, role] of [
      [
        'Una app para que los socios de un club de ajedrez se apunten a torneos y registren sus partidas con el resultado',
        'socio',
      ],
      [
        'Una plataforma para que los voluntarios de un banco de alimentos se inscriban en turnos de reparto',
        'voluntario',
      ],
    ] as const) {
      const { concept } = conceptOf(idea);
      expect(concept.userStories[0], idea).toMatch(new RegExp(`^Como ${role},`));
      expect(concept.description).toMatch(/para que los/);
    }
  });
});

// Part of speech as the writer meant it: what describes a thing is not a thing, a place name
// keeps its capital, a verb with a pronoun acts on what the pronoun stands for, a list after
// "registrar" is the idea's things, the shop named as the place is not what is sold.
describe('offline concepts read each word as what it is', () => {
  const labels = (idea: string) => conceptOf(idea).entities.map((e) => e.label);
  const thingsRead = (idea: string) => readIdea(idea).things.map((t) => t.singular);
  const actionOn = (idea: string, verb: string) =>
    readIdea(idea)
      .actions.find((a) => a.verb === verb)
      ?.objects.map((o) => o.singular);

  it('reads an adjective or participle after a noun, or after estar or ser, as a description', () => {
    for (const [idea, kept, gone] of [
      [
        'Quiero una app para vender quesos artesanos de mi granja y que los compradores avisen si el queso llega abierto',
        ['Queso'],
        ['Llega', 'Abierto', 'Artesano'],
      ],
      [
        'Una app para alquilar bicicletas eléctricas por horas y que los usuarios avisen si alguna está pinchada',
        ['Bicicleta'],
        ['Eléctrica', 'Pinchada', 'Alguna'],
      ],
      [
        'App para que los vecinos presten juguetes usados y marquen si alguno está estropeado',
        ['Juguete'],
        ['Usado', 'Estropeado'],
      ],
      [
        'Una tienda online de velas aromáticas hechas a mano con envíos a Canarias y Baleares',
        ['Vela'],
        ['Hecha', 'Hecho', 'Mano', 'Canaria', 'Aromática'],
      ],
      [
        'Quiero registrar los vinos que pruebo, si son tintos o blancos y si me han gustado',
        ['Vino'],
        ['Tinto', 'Blanco'],
      ],
      [
        'Una app para que los clientes de mi pastelería encarguen tartas personalizadas y las recojan cuando estén listas',
        ['Tarta'],
        ['Lista', 'Listo', 'Personalizada'],
      ],
      [
        'Quiero vender camisetas pintadas a mano y que los clientes elijan la talla',
        ['Camiseta'],
        ['Pintada', 'Mano'],
      ],
    ] as const) {
      const got = labels(idea);
      for (const k of kept) expect(got, idea).toContain(k);
      for (const g of gone) expect(got, idea).not.toContain(g);
    }
    // "está pinchada" is how the bike is, not something people do.
    expect(
      readIdea(
        'Una app para alquilar bicicletas eléctricas por horas y que los usuarios avisen si alguna está pinchada',
      ).actions.map((a) => a.verb),
    ).not.toContain('pinchar');
  });

  it('keeps the capital of a place name and never reads it as a thing or an action', () => {
    for (const [idea, names] of [
      [
        'Una app para organizar rutas de senderismo por los Pirineos y Asturias con los amigos del club',
        ['Pirineos', 'Asturias'],
      ],
      ['Vender cerámica de Talavera con envíos a Madrid y Barcelona', ['Madrid', 'Barcelona']],
      [
        'Una tienda online de velas aromáticas hechas a mano con envíos a Canarias y Baleares',
        ['Canarias', 'Baleares'],
      ],
    ] as const) {
      const { concept } = conceptOf(idea);
      const reading = readIdea(idea);
      for (const name of names) {
        expect(concept.description, idea).toContain(name);
        expect(concept.description, idea).not.toContain(name.toLowerCase());
        expect(
          reading.actions.map((a) => a.label.toLowerCase()),
          idea,
        ).not.toContain(name.toLowerCase().replace(/s$/, ''));
      }
      expect(thingsRead(idea).join(' '), idea).not.toMatch(/pirineo|asturia|madrid|canaria/i);
    }
  });

  it('reads a verb with a pronoun as acting on the thing the pronoun stands for', () => {
    const bonsai = 'Quiero una app para mis bonsáis que me diga cuándo podarlos y trasplantarlos';
    expect(actionOn(bonsai, 'podar')).toEqual(['bonsái']);
    expect(actionOn(bonsai, 'trasplantar')).toEqual(['bonsái']);
    const hens = 'Una app para mis gallinas: apuntar los huevos que ponen y cuándo vacunarlas';
    expect(actionOn(hens, 'vacunar')).toEqual(['gallina']);
    const orchids = 'Una app para cuidar mis orquídeas y acordarme de cuándo regarlas y abonarlas';
    expect(actionOn(orchids, 'regar')).toEqual(['orquídea']);
    expect(actionOn(orchids, 'abonar')).toEqual(['orquídea']);
    const { concept } = conceptOf(orchids);
    expect(concept.name).toMatch(/Orquídea/);
    // What it does to the plants is said with the plants, never as a bare "abonarlas".
    for (const line of [...concept.features, ...concept.userStories])
      expect(line).not.toMatch(/^Abonarlas|quiero abonarlas/);
  });

  it('reads the nouns listed after registrar, llevar or apuntar as the idea’s things', () => {
    for (const [idea, kept] of [
      ['Quiero registrar mis entrenos, kilómetros y zapatillas', ['Entreno', 'Zapatilla']],
      [
        'Quiero apuntar mis rutas en bici, los kilómetros y las averías de cada bici',
        ['Ruta', 'Avería', 'Bici'],
      ],
      [
        'Quiero registrar mis partidas de golf, los golpes y los palos que uso',
        ['Partida', 'Golpe', 'Palo'],
      ],
      [
        'Llevar las vacunas, desparasitaciones y visitas al veterinario de mis perros',
        ['Vacuna', 'Desparasitación', 'Perro'],
      ],
      ['Apuntar mis gastos, ingresos y ahorros del mes', ['Gasto', 'Ingreso', 'Ahorro']],
    ] as const) {
      const got = labels(idea);
      for (const k of kept) expect(got, idea).toContain(k);
    }
    const run = readIdea('Quiero registrar mis entrenos, kilómetros y zapatillas');
    expect(run.actions.find((a) => a.verb === 'registrar')?.objects.map((o) => o.key)).toEqual([
      'entreno',
      'zapatilla',
    ]);
  });

  it('reads the matches and the standings of a league or a tournament as its records', () => {
    for (const [idea, kept, gone] of [
      [
        'Una app para la liga de fútbol sala del barrio: calendario de partidos, resultados y clasificación',
        ['Partido', 'Clasificación'],
        ['Liga', 'Barrio'],
      ],
      [
        'App para un torneo de mus entre peñas: partidas, parejas y clasificación',
        ['Partida', 'Pareja', 'Clasificación'],
        ['Pena'],
      ],
      [
        'Una app para llevar la clasificación de nuestra liga de petanca y los partidos de cada jornada',
        ['Partido', 'Clasificación'],
        ['Liga'],
      ],
    ] as const) {
      const got = labels(idea);
      for (const k of kept) expect(got, idea).toContain(k);
      for (const g of gone) expect(got, idea).not.toContain(g);
    }
    const standings = conceptOf(
      'Una app para la liga de fútbol sala del barrio: calendario de partidos, resultados y clasificación',
    ).byLabel('Clasificación');
    expect(standings?.fields.map((f) => f.label)).toContain('Puntos');
  });

  it('reads the shop named as the place where it happens as the setting, not what is sold', () => {
    for (const [idea, kept, gone] of [
      [
        'Una app para que los clientes pidan ramos a la floristería y los recojan en la tienda',
        ['Ramo'],
        ['Floristería', 'Tienda'],
      ],
      [
        'App para encargar pasteles en la pastelería del barrio',
        ['Pastel'],
        ['Pastelería', 'Barrio'],
      ],
      [
        'Que los vecinos reserven pistas en el polideportivo municipal',
        ['Pista'],
        ['Polideportivo'],
      ],
      [
        'Quiero que mis clientas pidan cita en la peluquería y elijan peluquera',
        ['Cita'],
        ['Peluquería'],
      ],
    ] as const) {
      const { concept, entities } = conceptOf(idea);
      const got = entities.map((e) => e.label);
      for (const k of kept) expect(got, idea).toContain(k);
      for (const g of gone) expect(got, idea).not.toContain(g);
      expect(concept.name, idea).not.toMatch(/Floristería|Pastelería|Polideportivo|Peluquería/);
    }
    expect(
      readIdea(
        'Quiero que mis clientas pidan cita en la peluquería y elijan peluquera',
      ).actions.map((a) => a.verb),
    ).not.toContain('elijar');
  });

  it('names the app after its main thing, never after a record sheet or a verb', () => {
    for (const [idea, word] of [
      ['Una app de registro de entrenos, kilómetros y zapatillas', 'Entreno'],
      ['Quiero registrar mis entrenos, kilómetros y zapatillas', 'Entreno'],
      ['Control de las vacunas de mis gatos', 'Vacuna'],
      ['App para encargar pasteles en la pastelería del barrio', 'Pastel'],
    ] as const) {
      const { name } = conceptOf(idea).concept;
      expect(name, idea).toContain(word);
      expect(name, idea).not.toMatch(/Registro|Control|aapp/);
    }
  });
});
