// text.ts, by its examples and counter-examples: every feature and story names something the
// running app has, checked on the lists the line names and the lists linked to them.
import { describe, expect, it } from 'vitest';
import { conceptFromIdea } from './index.ts';

const lines = (idea: string) => {
  const c = conceptFromIdea(idea);
  return [...c.features, ...c.userStories];
};

describe('lines about what the app really does', () => {
  it("logging in to see one's own account is no mail: kept where people have accounts", () => {
    expect(
      lines(
        'la libreta de fiado de mi almacén: lo que me debe cada vecino y lo que me va pagando, y que cada vecino vea su cuenta',
      ),
    ).toContain('Cada vecino entra con su correo y ve solo su cuenta: sus fiados y sus pagos');
  });
  it('"correo" as a kind of contact is no mail either', () => {
    expect(
      lines(
        'vendo seguros y quiero llevar mis clientes y cada llamada o visita que les hago con el próximo paso',
      ),
    ).toContain(
      'Llamadas con fecha, tipo (llamada, visita, correo, WhatsApp), resumen y próximo paso',
    );
  });
  it('no line about purchases when the app keeps none', () => {
    const all = lines(
      'vendo seguros y quiero llevar mis clientes y cada llamada o visita que les hago',
    );
    expect(all.some((l) => /compra/i.test(l))).toBe(false);
  });
});

describe("the app's name", () => {
  it('keeps the capital of a proper name the idea wrote', () => {
    expect(
      conceptFromIdea(
        'en mi peluquería de Valencia quiero que las clientas pidan cita para corte, tinte o peinado',
      ).name,
    ).toBe('Citas de la peluquería de Valencia');
  });
  it('writes a word typed without its accent as the dictionary does', () => {
    expect(
      conceptFromIdea(
        'panaderia en guadalajara mx, quiero q los clientes me encarguen pan dulce y pasteles para recoger',
      ).name,
    ).toBe('Encargos de la panadería');
  });
  it('keeps a «peña» a peña, never the dictionary’s «pena»', () => {
    expect(
      conceptFromIdea('la peña del barrio quiere llevar los socios y las cuotas').name,
    ).toMatch(/peña/);
  });
  it('writes an ordinary word in lower case', () => {
    expect(
      conceptFromIdea('quiero que las clientas de mi peluquería de barrio pidan cita').name,
    ).not.toMatch(/Barrio/);
  });
});

describe('the name says the owner’s trade, never a client’s business (decision 0283)', () => {
  it('a piano tuner who visits homes and music schools: the tuner’s clients', () => {
    const { name } = conceptFromIdea(
      'soy afinador de pianos, voy a casas y escuelas de música y quiero apuntar cada visita',
    );
    expect(name).toBe('Clientes del afinador de pianos');
  });
  it('a place said in the plural is where the clients are: it names nothing', () => {
    for (const idea of [
      'Soy coordinador de socorristas en 3 piscinas municipales. Tengo que hacer el cuadrante de verano y me piden cambios todo el rato',
      'hago transfers del aeropuerto de punta cana a los hoteles, los clientes reservan con su numero de vuelo',
      'Instalamos paneles solares en casas y negocios de Hermosillo. Quiero ver a cada prospecto en qué etapa va',
    ])
      expect(conceptFromIdea(idea).name).not.toMatch(/(de la|del) (piscina|hotel|casa|negocio)$/);
  });
  it('the owner’s own business, said once, still names it', () => {
    expect(
      conceptFromIdea('tengo una barbería en Chapinero y quiero que los clientes pidan cita').name,
    ).toBe('Citas de la barbería');
  });
  it('a trade said by a woman is said in the feminine, and by a man in the masculine', () => {
    expect(conceptFromIdea('soy podologa y quiero que mis pacientes pidan cita').name).toMatch(
      /de la podóloga$/,
    );
    expect(
      conceptFromIdea('soy electricista autónomo y quiero hacer facturas a mis clientes').name,
    ).toMatch(/del electricista autónomo$/);
  });
  it('a word for both says no gender: the generic masculine, unless «una» says it', () => {
    const guide = (idea: string) => conceptFromIdea(idea).name;
    expect(
      guide('Soy guía de tours de arte callejero y quiero un mapa con los murales de los cerros'),
    ).not.toMatch(/de la guía/);
    expect(
      guide('soy una nutricionista y quiero que mis pacientes pidan cita y ver sus controles'),
    ).toMatch(/de la nutricionista$/);
  });
  it('a number is never the trade («doy clases a 25 alumnos», «llevamos tres generaciones»)', () => {
    expect(
      conceptFromIdea('llevamos tres generaciones en la funeraria y hacemos las facturas a mano')
        .name,
    ).not.toMatch(/tres|generaci/i);
  });
});

describe('the name, in correct Spanish', () => {
  it('a place said in the plural is named in the singular («de la sala», never «de la salas»)', () => {
    const { name } = conceptFromIdea(
      'soy fisio y quiero que mis pacientes pidan sesión desde el movil. Trabajo con otra compañera y tenemos dos salas, hacemos masaje deportivo, punción seca y rehabilitación',
    );
    expect(name).not.toMatch(/de la \w+s$/);
  });
});

describe('a line says each one sees their own only of a list that is so', () => {
  it('a club whose fees only the board sees promises no member their fees', () => {
    const c = conceptFromIdea(
      'Coro en Triana, unas 40 voces: los coristas con su cuerda, teléfono y si pagaron la cuota; ensayos y conciertos con fecha y lugar, y que cada corista diga si viene',
    );
    const fees = c.definition.entities.find((e) => e.key === 'cuotas');
    expect(fees?.rule).toBe('privada');
    expect(
      [c.description, ...c.features].some((l) => /vea sus cuotas|ve solo sus cuotas/.test(l)),
    ).toBe(false);
  });
});

describe('"a el" → "al" only after the word «a» (decision 0285)', () => {
  it('"cada día el parte" keeps «día»', () => {
    const c = conceptFromIdea('parte diario de la guardería para los padres');
    expect(c.description).toContain('cada día el parte de cada niño');
    expect(c.description).not.toContain('díal');
  });
});

describe('a feature about a board says the columns it really has (hand test, decision 0292)', () => {
  it('the states the idea gave, not the pattern’s', () => {
    const { features } = conceptFromIdea(
      'Tengo un taller de reparación de bicicletas. Voy cambiando el estado (recibida, en reparación, esperando piezas, lista, entregada).',
    );
    expect(features).toContain(
      'Tablero de las reparaciones por estado: recibida, en reparación, esperando piezas, lista, entregada',
    );
  });
});

describe('the description says what the app is for when it keeps no list of who books', () => {
  it('a rural house with rooms booked by night: «que los clientes reserven una habitación»', () =>
    expect(
      conceptFromIdea('casa rural con 4 habitaciones, que la gente reserve por noches').description,
    ).toMatch(/que los clientes reserven una habitación por noches/));
  it('a club’s courts: «que los socios reserven una pista»', () =>
    expect(
      conceptFromIdea('Club de pádel con 4 pistas, reservas por horas').description,
    ).not.toMatch(/lo que pasa con cada/));
});

describe('a shorter purpose when the full one names a list the app lacks (purposeWithLess)', () => {
  it.each([
    [
      'Club de tiro: quiero llevar los socios y las cuotas',
      /llevar los socios y las cuotas que ha pagado cada uno/,
    ],
    [
      'un portafolio de mis acuarelas por series',
      /mostrar las acuarelas por series con buena imagen/,
    ],
    [
      'natillera de la oficina, cada uno pone su cuota',
      /ahorrar en grupo entre personas de confianza/,
    ],
  ])('%s', (idea, said) => {
    const { description } = conceptFromIdea(idea);
    expect(description).toMatch(said);
    expect(description).not.toMatch(/lo que pasa con cada/);
  });
});

describe('a name never says its things twice', () => {
  it('"protectora de gatos" → «Protectora de gatos», never «Gatos de la protectora de gatos»', () =>
    expect(
      conceptFromIdea('somos una protectora de gatos y queremos publicar los gatos en adopción')
        .name,
    ).toBe('Protectora de gatos'));
});
