// Concepts that read right to the person who wrote the idea (issue 19): the classes of defect
// the integrator saw on fresh ideas. Each case uses ideas from more than one domain.
import { describe, expect, it } from 'vitest';
import type { DataEntity } from '../../../../contracts/data-model.ts';
import { generateOfflineConcept } from './index.ts';

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
