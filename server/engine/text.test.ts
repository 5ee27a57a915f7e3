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

describe('the name, in correct Spanish', () => {
  it('a place said in the plural is named in the singular («de la sala», never «de la salas»)', () => {
    const { name } = conceptFromIdea(
      'soy fisio y quiero que mis pacientes pidan sesión desde el movil. Trabajo con otra compañera y tenemos dos salas, hacemos masaje deportivo, punción seca y rehabilitación',
    );
    expect(name).not.toMatch(/de la \w+s$/);
  });
});
