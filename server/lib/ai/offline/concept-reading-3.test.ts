// Third reading pass: the data model as the idea's author would draw it. Alternatives joined by
// "o" are a choice field, "fechas de A y B" two fields on the record, a "de"-complement that
// names an event or season qualifies and is no entity, "mi" becomes "su" in the description,
// stories are told by the people who act, exchanges and bookings point at who and what.
import { describe, expect, it } from 'vitest';
import type { DataEntity } from '../../../../contracts/data-model.ts';
import { generateOfflineConcept } from './index.ts';

function conceptOf(idea: string) {
  const concept = generateOfflineConcept({ prompt: idea });
  const entities = concept.dataModel?.entities ?? [];
  return {
    concept,
    entities,
    names: entities.map((e) => e.label),
    byLabel: (l: string) => entities.find((e) => e.label === l),
  };
}
const labels = (e: DataEntity | undefined) => (e?.fields ?? []).map((f) => f.label);
const refs = (e: DataEntity | undefined) =>
  (e?.fields ?? []).filter((f) => f.type === 'reference').map((f) => f.ref);
const choiceWith = (e: DataEntity | undefined, options: string[]) =>
  (e?.fields ?? []).find(
    (f) => f.type === 'choice' && options.every((o) => (f.options ?? []).includes(o)),
  );

describe('offline concepts read right, third pass', () => {
  it('turns alternatives joined by "o" into the options of a choice field', () => {
    const cases: [string, string, string[]][] = [
      [
        'una app para mi peluquería canina: los dueños piden cita para baño o corte y les aviso por whatsapp cuando su perro está listo',
        'Cita',
        ['Baño', 'Corte'],
      ],
      [
        'app para mi taller: los clientes piden cita para revisión o cambio de aceite de su coche',
        'Cita',
        ['Revisión', 'Cambio de aceite'],
      ],
      [
        'app para que los socios del club reserven pista de tenis o pádel',
        'Pista',
        ['Tenis', 'Pádel'],
      ],
      [
        'quiero vender camisetas del equipo en talla S, M o L y que los padres las encarguen',
        'Camiseta',
        ['S', 'M', 'L'],
      ],
      [
        'app para mi centro de estética: las clientas piden cita para manicura, pedicura o depilación',
        'Cita',
        ['Manicura', 'Pedicura', 'Depilación'],
      ],
    ];
    for (const [idea, record, options] of cases) {
      const { byLabel, names } = conceptOf(idea);
      expect(choiceWith(byLabel(record), options), `${idea} → ${names.join(', ')}`).toBeDefined();
      for (const o of options) expect(names, idea).not.toContain(o);
    }
  });

  it('names the app after the business, never after one of the options', () => {
    const { concept } = conceptOf(
      'una app para mi peluquería canina: los dueños piden cita para baño o corte y les aviso por whatsapp cuando su perro está listo',
    );
    expect(concept.name).not.toMatch(/baño|corte/i);
  });

  it('makes a booking point at the pet, vehicle or child the idea names', () => {
    const cases: [string, string, string][] = [
      [
        'una app para mi peluquería canina: los dueños piden cita para baño o corte y les aviso por whatsapp cuando su perro está listo',
        'Cita',
        'perros',
      ],
      [
        'app para mi taller: los clientes piden cita para revisión o cambio de aceite de su coche',
        'Cita',
        'coches',
      ],
      [
        'app para la guardería felina: los dueños reservan estancias para su gato en vacaciones',
        'Reserva',
        'gatos',
      ],
    ];
    for (const [idea, record, target] of cases) {
      const { byLabel, names } = conceptOf(idea);
      expect(refs(byLabel(record)), `${idea} → ${names.join(', ')}`).toContain(target);
    }
  });

  it('reads "fechas de A y B" and "hora de inicio y fin" as two fields of the record', () => {
    const house = conceptOf(
      'Necesito gestionar las reservas de mi casa rural: huéspedes, fechas de entrada y salida, pagos de la señal y limpieza entre estancias',
    );
    expect(labels(house.byLabel('Reserva'))).toEqual(
      expect.arrayContaining(['Fecha de entrada', 'Fecha de salida']),
    );
    expect(labels(house.byLabel('Reserva'))).not.toContain('Fecha y hora');
    expect(house.names).not.toContain('Entrada');
    expect(house.names).not.toContain('Salida');
    const court = conceptOf(
      'app para reservar la sala de ensayo del local con hora de inicio y fin, y que cada grupo pague su parte',
    );
    expect(labels(court.byLabel('Reserva'))).toEqual(
      expect.arrayContaining(['Hora de inicio', 'Hora de fin']),
    );
    expect(court.names).not.toContain('Inicio');
    expect(court.names).not.toContain('Fin');
    const camp = conceptOf(
      'app para el campamento de verano: los padres apuntan a sus hijos con fechas de llegada y salida',
    );
    expect(camp.names).not.toContain('Llegada');
    expect(camp.names).not.toContain('Verano');
  });

  it('does not make one entity per thing paid, and books a house by nights', () => {
    const { names, byLabel, concept } = conceptOf(
      'Necesito gestionar las reservas de mi casa rural: huéspedes, fechas de entrada y salida, pagos de la señal y limpieza entre estancias',
    );
    expect(names).not.toContain('Señal');
    expect(names).not.toContain('Estancia');
    const pago = byLabel('Pago');
    if (pago) {
      expect(refs(pago)).not.toContain('senales');
      expect(refs(pago)).not.toContain('limpiezas');
      expect(choiceWith(pago, ['Señal'])).toBeDefined();
    }
    const limpieza = byLabel('Limpieza');
    if (limpieza) {
      expect(labels(limpieza)).toContain('Fecha');
      expect(labels(limpieza)).not.toContain('Precio');
    }
    expect(concept.features.join(' ')).not.toMatch(/día y hora/);
  });

  it('does not make an entity of an event or season that qualifies a thing', () => {
    for (const [idea, qualifier] of [
      ['app para intercambiar cromos del mundial entre los chavales del barrio', 'Mundial'],
      ['app para organizar el amigo invisible de Navidad con los primos', 'Navidad'],
      ['app para apuntar a los niños a las colonias de verano y pagar la cuota', 'Verano'],
      ['quiero una app para vender las entradas del carnaval de mi pueblo', 'Carnaval'],
    ]) {
      expect(conceptOf(idea!).names, idea).not.toContain(qualifier);
    }
  });

  it('writes the writer\'s "mi" and "mis" as "su" and "sus" in the description', () => {
    for (const idea of [
      'Necesito gestionar las reservas de mi casa rural: huéspedes, fechas de entrada y salida, pagos de la señal y limpieza entre estancias',
      'quiero llevar las cuentas de mis clientes y mis facturas de la tienda',
      'app para controlar los pedidos de mi obrador y las entregas a mis tiendas',
    ]) {
      const { description } = conceptOf(idea).concept;
      const outsideQuotes = description.replace(/«[^»]*»/g, '');
      expect(outsideQuotes, idea).not.toMatch(/\b(mi|mis|nuestro|nuestra|nuestros|nuestras)\b/i);
    }
  });

  it('tells a story from people who do that action in the idea', () => {
    const { concept } = conceptOf(
      'app para intercambiar cromos del mundial entre los chavales del barrio',
    );
    const exchange = concept.userStories.find((s) => /intercambio/.test(s));
    expect(exchange).toMatch(/^Como chaval,/);
    expect(concept.userStories.join(' ')).not.toMatch(/responsable del barrio/);
  });

  it('makes an exchange or a loan between people point at both people', () => {
    const cases: [string, string, string][] = [
      [
        'app para intercambiar cromos del mundial entre los chavales del barrio',
        'Intercambio',
        'chavales',
      ],
      ['app para que los vecinos del bloque se presten herramientas', 'Préstamo', 'vecinos'],
      [
        'app para intercambiar libros de texto entre las familias del cole',
        'Intercambio',
        'familias',
      ],
    ];
    for (const [idea, record, people] of cases) {
      const { byLabel, names } = conceptOf(idea);
      const toPeople = refs(byLabel(record)).filter((r) => r === people);
      expect(toPeople.length, `${idea} → ${names.join(', ')}`).toBe(2);
    }
  });

  it('gives the same concept for the same idea', () => {
    const idea =
      'una app para mi peluquería canina: los dueños piden cita para baño o corte y les aviso por whatsapp cuando su perro está listo';
    expect(JSON.stringify(conceptOf(idea).concept)).toBe(JSON.stringify(conceptOf(idea).concept));
  });
});
