// who-creates.ts, by its examples and counter-examples: the lists the idea says its visitors
// create in get a rule that lets them; what the owner says of themselves changes nothing.
import { describe, expect, it } from 'vitest';
import { analyzeText } from './analysis/analyze.ts';
import { generateAppDefinition } from './index.ts';
import { planIdea } from './plan.ts';
import { bookers, severalStaff, visitorActs, visitorCreations } from './who-creates.ts';

const ruleOf = (idea: string, label: string) =>
  generateAppDefinition(idea).entities.find((e) => e.label === label)?.rule;

const creations = (idea: string, nouns: string[]) =>
  visitorCreations(analyzeText(idea), (l) => nouns.includes(l)).map(
    (o) => `${o.verb}:${o.object}${o.request ? '?' : ''}`,
  );

describe('who creates: the verb, its subject and its direct object', () => {
  it.each([
    ['que las empresas de la zona publiquen ofertas de prácticas', ['oferta'], 'publicar:oferta'],
    ['que los vecinos reporten baches con una foto', ['bache'], 'reportar:bache'],
    ['los clientes piden envios de paquetes', ['envio'], 'pedir:envio?'],
    ['Los clientes hacen el pedido en la web', ['pedido'], 'hacer:pedido?'],
    ['que la gente suba sus fotos del viaje', ['foto'], 'subir:foto'],
  ])('%s → %s', (idea, nouns, expected) => expect(creations(idea, nouns)).toContain(expected));

  it.each([
    // The owner speaks of themselves.
    ['nosotros subimos las fotos de cada salida', ['foto']],
    ['subo las ofertas que me mandan', ['oferta']],
    // Nobody else is said to do it.
    ['quiero publicar las ofertas de la semana', ['oferta']],
    // The verb's object is no list of the app, or comes after a preposition.
    ['que la gente suba fotos desde la hamaca', ['hamaca']],
  ])('%s → nothing', (idea, nouns) => expect(creations(idea, nouns)).toEqual([]));
});

describe('who creates: the rule of the list', () => {
  it('employers who publish offers: the offers are publica', () => {
    expect(
      ruleOf(
        'Bolsa de trabajo para migrantes: que los empleadores publiquen ofertas y los candidatos se postulen',
        'Oferta',
      ),
    ).toBe('publica');
  });
  it('customers who order deliveries: the deliveries take their submissions', () => {
    expect(
      ruleOf(
        'mensajeria en moto: los clientes piden envios de paquetes, yo asigno el mensajero',
        'Envío',
      ),
    ).toBe('formulario');
  });
  it('customers who order a cake order it; the cakes stay a catalogue', () => {
    expect(
      ruleOf('pastelería: que la gente encargue tartas por la web con su sabor', 'Tarta'),
    ).toBe('catalogo');
  });
});

describe('what visitors do asks for its app (VISITOR_ACTS)', () => {
  const acts = (idea: string) => visitorActs(analyzeText(idea));
  const patterns = (idea: string) => planIdea(idea).patterns.map((p) => p.pattern.id);
  it.each([
    ['club de tiro: socios con cuota semestral, y que puedan reservar calle', 'reservar'],
    ['torneo de baloncesto: los equipos se inscriben y pagan 20 dólares', 'inscribir'],
    ['la radio del barrio: que los oyentes voten la canción de la semana', 'votar'],
    ['comedor social: los voluntarios por días, y las donaciones de comida que llegan', 'donar'],
  ])('%s → %s', (idea, act) => expect(acts(idea)).toContain(act));
  it.each([
    // The owner does it.
    ['reservo las pistas para los torneos del club'],
    ['cada mes votamos en asamblea'],
    // One donation said in the singular is no list of them.
    ['la carrera tiene un precio de inscripción y una donación al hospital'],
  ])('%s → nothing', (idea) => expect(acts(idea)).toEqual([]));
  it('a club whose members book lanes gets bookings beside its fees', () => {
    expect(
      patterns('club de tiro con arco: socios con cuota semestral, y que puedan reservar calle'),
    ).toContain('reservas-recurso');
  });
  it('a class booked in a board rental is a class to sign up to, beside the rentals', () => {
    expect(
      patterns(
        'escuela de surf: alquilamos tablas y neoprenos por horas y queremos que la gente reserve clase desde la web',
      ),
    ).toEqual(['alquileres', 'eventos-inscripciones']);
  });
  it('a board booked in a board rental is the rental itself', () => {
    expect(
      patterns('alquiler de bicis por días con fianza: que la gente reserve su bici desde la web'),
    ).toEqual(['alquileres']);
  });
  it('a transfer booked by its clients is the trip itself', () => {
    expect(
      patterns(
        'hago transfers del aeropuerto a los hoteles, los clientes reservan con su numero de vuelo',
      ),
    ).not.toContain('reservas-recurso');
  });
});

describe('who books, named by the idea (bookers)', () => {
  const who = (idea: string) => bookers(analyzeText(idea))?.nounLemma ?? null;
  it.each([
    ['hostel en Cusco: que los mochileros reserven su cama online', 'mochilero'],
    ['sala de ensayo con 3 salas. Las bandas arriendan por bloque de 2 horas', 'banda'],
    ['apartamentos turísticos donde los huespedes reserven fechas y dejen depósito', 'huesped'],
    ['club de tiro: que los socios puedan reservar calle', 'socio'],
  ])('%s → %s', (idea, lemma) => expect(who(idea)).toBe(lemma));
  it.each([
    // Nobody in particular, the guys said loosely, or the owner.
    ['que la gente reserve su bici desde la web'],
    ['complejo de pádel: queremos que los chicos reserven el horario desde el celular'],
    ['reservamos las pistas para los torneos'],
    // Signing up others is no booking of theirs.
    ['campamento de verano: los padres inscriben a sus hijos'],
  ])('%s → nobody', (idea) => expect(who(idea)).toBeNull());
  it('a hostel whose backpackers book keeps them, linked from each booking', () => {
    const app = generateAppDefinition(
      'hostel en Cusco, 8 dorms y 4 privadas. necesito q los mochileros reserven su cama online con check-in y check-out',
    );
    const guests = app.entities.find((e) => e.label === 'Mochilero');
    expect(guests?.fields.map((f) => f.label)).not.toContain('Número de socio');
    const booking = app.entities.find((e) => e.label === 'Reserva');
    expect(booking?.fields.some((f) => f.type === 'reference' && f.ref === guests?.key)).toBe(true);
  });
});

describe('the owner is not alone in giving the service (severalStaff)', () => {
  const staffOf = (idea: string) =>
    generateAppDefinition(idea).entities.find((e) =>
      e.fields.some((f) => f.label === 'Especialidad'),
    )?.label;
  it.each([
    [
      'estudio de tattoo con 4 artistas: que los clientes pidan cita con el artista que les gusta',
      'Artista',
    ],
    [
      'soy fisio y quiero que mis pacientes pidan sesión desde el movil. Trabajo con otra compañera',
      'Profesional',
    ],
    [
      'leo el tarot y quiero que la gente aparte su cita sola; tengo otra chava que también lee, que escojan con quién',
      'Profesional',
    ],
  ])('%s → %s', (idea, label) => expect(staffOf(idea)).toBe(label));
  it('an owner alone gets no staff list', () => {
    expect(
      staffOf('soy fisio y quiero que mis pacientes pidan sesión desde el movil'),
    ).toBeUndefined();
  });
  it('reads the cue itself', () => {
    expect(severalStaff(analyzeText('somos tres en la peluquería'))).toBe(true);
    expect(severalStaff(analyzeText('atiendo yo sola'))).toBe(false);
    // The people served, counted, are no staff.
    expect(severalStaff(analyzeText('atiendo a 3 pacientes a la vez'))).toBe(false);
    expect(severalStaff(analyzeText('viene otra clienta detrás'))).toBe(false);
  });
});

describe('a verb after «y» shares the subject of the verb before it', () => {
  it.each([
    [
      'renta de inflables para fiestas: que el cliente vea los inflables con foto y precio y me pida la renta para la fecha de su fiesta',
      'Renta',
    ],
    [
      'box de crossfit: los socios pagan cada mes y registran su entrada con el móvil al llegar',
      'Entrada',
    ],
  ])('%s → %s open to them', (idea, label) => expect(ruleOf(idea, label)).toBe('formulario'));
  it('not when the verb has a subject of its own ("y él les deja nota")', () => {
    expect(
      ruleOf(
        'Escuela de teatro. El profe pone ejercicios, los alumnos suben el vídeo de su ensayo y él les deja nota y comentario.',
        'Nota',
      ),
    ).not.toBe('formulario');
  });
});

describe('an order of a thing the app keeps no list of (decision 0285)', () => {
  it('"que los clientes pidan su garrafón": the order is theirs to send', () => {
    expect(creations('que los clientes pidan su garrafón desde el celular', ['pedido'])).toContain(
      'pedir:?',
    );
    expect(
      ruleOf(
        'repartimos agua en garrafones: que los clientes pidan su garrafón desde el cel con su dirección y el repartidor marque entregado',
        'Pedido',
      ),
    ).toBe('formulario');
  });
  it('"yo registro cada envío": the owner keeps the deliveries', () => {
    expect(
      ruleOf(
        'mensajería en moto: yo registro cada envío con su código de seguimiento y cada cliente ve los suyos',
        'Envío',
      ),
    ).toBe('vinculada');
  });
});

describe('an order said without a list’s word is the app’s own order', () => {
  const ruleOf = (idea: string, label: string) =>
    generateAppDefinition(idea).entities.find((e) => e.label === label)?.rule;
  it('"que el cliente pida por la app cuántos garrafones" → customers make their orders', () =>
    expect(
      ruleOf(
        'Repartimos garrafones de agua, tenemos 5 repartidores en moto. Necesito que el cliente pida por la app cuantos garrafones quiere y su dirección',
        'Pedido',
      ),
    ).toBe('formulario'));
  it('"los clientes piden por WhatsApp, yo capturo el pedido" → orders stay the owner’s', () =>
    expect(
      ruleOf(
        'Reparto de garrafones de agua en Monterrey: los clientes piden por WhatsApp, yo capturo el pedido y se lo asigno al repartidor',
        'Pedido',
      ),
    ).not.toBe('formulario'));
});
