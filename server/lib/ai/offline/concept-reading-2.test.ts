// Second reading pass (issue 19): fresh ideas read as their authors would. Names about the
// idea's main thing, a description sentence that reads as Spanish, "con foto y ubicación" on
// the record being made, a domain's features only in that domain's sense, people who do not
// use the app without contact fields, shared rides as records, synonyms as one entity.
import { describe, expect, it } from 'vitest';
import type { DataEntity } from '../../../../contracts/data-model.ts';
import { generateOfflineConcept } from './index.ts';

function conceptOf(idea: string) {
  const concept = generateOfflineConcept({ prompt: idea });
  const entities = concept.dataModel?.entities ?? [];
  return { concept, entities, byLabel: (l: string) => entities.find((e) => e.label === l) };
}
const labels = (e: DataEntity | undefined) => (e?.fields ?? []).map((f) => f.label);
const refs = (e: DataEntity | undefined) =>
  (e?.fields ?? []).filter((f) => f.type === 'reference').map((f) => f.ref);

describe('offline concepts read right, second pass', () => {
  it('names the app after its main thing, never a seat or a club it is not', () => {
    const cases: [string, RegExp][] = [
      [
        'app para mi escuela de surf: los alumnos reservan sitio en las clases de los sábados y pagan el bono mensual',
        /clase|bono|surf/i,
      ],
      [
        'una app para mi estudio de yoga: las alumnas cogen plaza en las sesiones y pagan la cuota',
        /sesi[oó]n|yoga|cuota/i,
      ],
      [
        'Una aplicación para que los socios del huerto urbano apunten las cosechas de cada bancal',
        /cosecha|bancal|huerto/i,
      ],
      [
        'app para que los vecinos del barrio avisen de baches en las aceras con foto',
        /bache|acera|barrio/i,
      ],
    ];
    for (const [idea, about] of cases) {
      const { concept } = conceptOf(idea);
      expect(concept.name, idea).toMatch(about);
      expect(concept.name, idea).not.toMatch(/^Club|Plaza|Sitio/);
      expect(concept.name.length, idea).toBeLessThanOrEqual(16);
    }
  });

  it('writes the "Gira en torno a" sentence with its articles, or leaves it out', () => {
    for (const idea of [
      'app para mi academia de baile: las alumnas apuntan sus ensayos y las coreografías',
      'una app para que los inquilinos del edificio comuniquen incidencias en el ascensor y en el garaje, con foto y fecha',
      'app para mi escuela de surf: los alumnos reservan sitio en las clases de los sábados y pagan el bono mensual',
      'app para que los vecinos de la urbanización compartan coche para ir al trabajo',
      'app para la protectora: los voluntarios apuntan los paseos de cada perro con fecha y duración',
    ]) {
      const { description } = conceptOf(idea).concept;
      const around = description.match(/Gira en torno (.*?)\./)?.[1];
      if (around === undefined) continue;
      // "al taller de cerámica", "a los ensayos": an article after the preposition.
      expect(around, idea).toMatch(/^(al |a (el|la|los|las|un|una) )/);
      // Never a bare list of field words or of the people already named.
      expect(around, idea).not.toMatch(/\b(foto|fecha|ubicación|duración)\b(,| y|$)/);
      expect(around, idea).not.toMatch(/\b(inquilinos|vecinos|alumnas|alumnos|voluntarios)\b/);
      expect(around, idea).not.toMatch(/\bmis?\b/);
    }
  });

  it('puts "con foto y ubicación" on the record being reported, not on the place after it', () => {
    const lift = conceptOf(
      'una app para que los inquilinos del edificio comuniquen incidencias en el ascensor y en el garaje, con foto y fecha',
    );
    expect(labels(lift.byLabel('Incidencia'))).toEqual(expect.arrayContaining(['Foto']));
    expect(labels(lift.byLabel('Garaje'))).not.toContain('Foto');
    const potholes = conceptOf(
      'app para que los vecinos del barrio avisen de baches en las aceras y en los parques, con foto y ubicación',
    );
    expect(labels(potholes.byLabel('Bache'))).toEqual(
      expect.arrayContaining(['Foto', 'Ubicación']),
    );
    expect(labels(potholes.byLabel('Parque'))).not.toContain('Foto');
    const bins = conceptOf(
      'app para que los trabajadores de la nave informen de fallos en las máquinas y en las carretillas, con foto y fecha',
    );
    expect(labels(bins.byLabel('Fallo'))).toEqual(expect.arrayContaining(['Foto']));
    expect(labels(bins.byLabel('Carretilla'))).not.toContain('Foto');
  });

  it('never brings a gym log to trainings that children are driven to', () => {
    for (const idea of [
      'una app para que las madres se turnen para llevar a las niñas a los entrenamientos de voleibol',
      'app para que los padres del equipo organicen quién lleva a los chavales a los entrenamientos en coche',
    ]) {
      const { concept } = conceptOf(idea);
      const text = [...concept.features, ...concept.userStories].join(' ');
      expect(text, idea).not.toMatch(/ejercicios, series|mis entrenamientos|cómo mejoro/);
    }
    // The writer's own trainings are a training log.
    const running = conceptOf('app para mis entrenamientos de running: apuntar kilómetros y ritmo');
    expect(running.byLabel('Entrenamiento')).toBeDefined();
  });

  it('gives no email or phone to people who do not use the app', () => {
    const cases: [string, string][] = [
      [
        'una app para que las madres se turnen para llevar a las niñas a los entrenamientos de voleibol',
        'Niña',
      ],
      [
        'app para residencia de ancianos: los cuidadores registran las tomas de medicación de cada residente',
        'Residente',
      ],
      [
        'app para mi consulta de fisioterapia: apuntar las sesiones y los ejercicios de cada paciente',
        'Paciente',
      ],
      [
        'app para la guardería: las educadoras apuntan las comidas y las siestas de los bebés',
        'Bebé',
      ],
    ];
    for (const [idea, person] of cases) {
      const entity = conceptOf(idea).byLabel(person);
      expect(entity, idea).toBeDefined();
      expect(labels(entity), idea).not.toContain('Email');
      expect(labels(entity), idea).not.toContain('Teléfono');
    }
    // The people who do things in the app keep theirs.
    const mothers = conceptOf(
      'una app para que las madres se turnen para llevar a las niñas a los entrenamientos de voleibol',
    );
    expect(labels(mothers.byLabel('Madre'))).toContain('Teléfono');
  });

  it('makes a shared ride, loan or swap a record that points at its people and things', () => {
    const ride = conceptOf(
      'una app para que las madres se turnen para llevar a las niñas a los entrenamientos de voleibol',
    );
    const viaje = ride.byLabel('Viaje');
    expect(viaje).toBeDefined();
    expect(refs(viaje)).toEqual(expect.arrayContaining(['madres', 'ninas', 'entrenamientos']));
    expect(labels(viaje)).toContain('Plazas libres');
    const work = conceptOf(
      'app para que los vecinos de la urbanización compartan coche para ir al trabajo',
    );
    expect(refs(work.byLabel('Viaje'))).toContain('vecinos');
    expect(work.concept.name).not.toMatch(/^Club/);
    const loan = conceptOf(
      'app para que los compañeros de piso se presten libros y juegos de mesa',
    );
    expect(refs(loan.byLabel('Préstamo'))).toEqual(
      expect.arrayContaining(['libros', 'companeros']),
    );
    const swap = conceptOf(
      'app para que los coleccionistas del barrio intercambien cromos repetidos',
    );
    expect(refs(swap.byLabel('Intercambio'))).toEqual(
      expect.arrayContaining(['cromos', 'coleccionistas']),
    );
  });

  it('merges synonyms into one entity', () => {
    const bikes = conceptOf(
      'app para mi tienda de alquiler de bicis: los clientes reservan una bicicleta por horas y la pagan',
    );
    const bikeEntities = bikes.entities.filter((e) => /^Bici/.test(e.label));
    expect(bikeEntities).toHaveLength(1);
    const clothes = conceptOf(
      'app para vender ropa de segunda mano: cada prenda con su talla, su foto y su precio',
    );
    const clothEntities = clothes.entities.filter((e) => ['Ropa', 'Prenda'].includes(e.label));
    expect(clothEntities).toHaveLength(1);
    expect(labels(clothEntities[0])).toEqual(expect.arrayContaining(['Talla', 'Precio']));
  });
});
