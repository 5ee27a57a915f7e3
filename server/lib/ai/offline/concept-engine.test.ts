import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConceptCategory, conceptSchema } from '../../../../contracts/concept.ts';
import { generateOfflineConcept } from './index.ts';
import { foldText } from './normalize.ts';

const STORY_RE = /^Como [^,]+, quiero .+ para .+$/;

const IDEAS = [
  'Una app para una clínica veterinaria donde los dueños de mascotas pidan citas y reciban recordatorios de vacunas',
  'aplicacion para controlar mis gastos y ahorrar plata cada mes',
  'Marketplace de ropa de segunda mano con pagos, chat en tiempo real y app nativa para Android e iOS',
  'CRM para mi inmobiliaria',
  'app de tareas',
  'Plataforma de cursos online con certificados',
  'juego de trivia multijugador',
  'red social para vecinos del barrio',
  '',
  '   ',
  '<script>alert(1)</script>',
  '¿¡!?',
  '🚀🚀🚀 app 🚀',
  'a'.repeat(20_000),
];

describe('generateOfflineConcept', () => {
  it('is deterministic: same input gives byte-identical output', () => {
    for (const prompt of IDEAS) {
      const a = JSON.stringify(generateOfflineConcept({ prompt }));
      const b = JSON.stringify(generateOfflineConcept({ prompt }));
      expect(a).toBe(b);
    }
  });

  it('reads accents and case the same way', () => {
    const a = generateOfflineConcept({ prompt: 'Aplicación de CITAS médicas para pacientes' });
    const b = generateOfflineConcept({ prompt: 'aplicacion de citas medicas para pacientes' });
    expect(a).toEqual(b);
  });

  it('returns schema-valid concepts for hand-picked ideas', () => {
    for (const prompt of IDEAS) {
      const concept = generateOfflineConcept({ prompt });
      expect(() => conceptSchema.parse(concept)).not.toThrow();
      // Issue 19: 4–8 features, 3–8 stories, and a data model with at least two entities.
      expect(concept.features.length).toBeGreaterThanOrEqual(4);
      expect(concept.features.length).toBeLessThanOrEqual(8);
      expect(new Set(concept.features).size).toBe(concept.features.length);
      expect(concept.userStories.length).toBeGreaterThanOrEqual(3);
      expect(concept.userStories.length).toBeLessThanOrEqual(8);
      expect(concept.dataModel!.entities.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('never throws and always returns a valid concept for arbitrary input', () => {
    const html = fc.constantFrom(
      '<b>',
      '</div>',
      '<script>alert("x")</script>',
      '&amp;',
      '"\'',
      '<!--',
      ']]>',
    );
    const words = fc.constantFrom(
      'cita',
      'pagos',
      'mapa',
      'Tienda',
      'GYM',
      'médico',
      'plata',
      'delivery',
      'ñandú',
      'app',
    );
    const prompt = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc
        .array(fc.oneof(words, html, fc.string({ maxLength: 8 })), { maxLength: 40 })
        .map((parts) => parts.join(' ')),
    );
    const files = fc.option(
      fc.array(
        fc.record({
          originalName: fc.string({ maxLength: 40 }),
          fileType: fc.constantFrom('image/png', 'application/pdf', 'text/csv', '', 'x/y'),
        }),
        {
          maxLength: 5,
        },
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(prompt, files, (p, f) => {
        const concept = generateOfflineConcept({ prompt: p, files: f });
        conceptSchema.parse(concept);
        for (const story of concept.userStories) expect(story).toMatch(STORY_RE);
        expect(concept.name.length).toBeLessThanOrEqual(30);
      }),
      { numRuns: 300 },
    );
  });

  it('survives non-string input at runtime', () => {
    const weird = [null, undefined, 42, {}, []] as unknown as string[];
    for (const prompt of weird) {
      expect(() => conceptSchema.parse(generateOfflineConcept({ prompt }))).not.toThrow();
    }
    expect(() =>
      conceptSchema.parse(generateOfflineConcept(undefined as unknown as { prompt: string })),
    ).not.toThrow();
  });

  it.each<[string, ConceptCategory]>([
    ['app para llevar las finanzas personales, gastos y ahorro', 'Finance'],
    ['aplicativo para sacar turnos con el medico desde el celular', 'Health'],
    ['booking de clases de yoga y fitness', 'Health'],
    ['marketplace para vender artesanias online con carrito', 'E-commerce'],
    ['CRM con pipeline de leads para mi equipo de ventas', 'CRM'],
    ['dashboard de inventario y proveedores para mi pyme', 'Business'],
    ['plataforma de cursos para alumnos y profesores con examenes', 'Education'],
    ['podcast y blog con newsletter para mis seguidores', 'Content'],
    ['videojuego multiplayer con ranking y torneos', 'Entertainment'],
    ['red social para conocer gente del barrio', 'Social'],
    ['todo list con kanban y pomodoro para ser mas productivo', 'Productivity'],
    ['delivery de comida para mi restaurante con repartidores', 'Business'],
  ])('classifies %s as %s', (prompt, category) => {
    expect(generateOfflineConcept({ prompt }).category).toBe(category);
  });

  it('uses General only when nothing matches', () => {
    expect(generateOfflineConcept({ prompt: 'xyzzy plugh qwerty' }).category).toBe('General');
    expect(
      generateOfflineConcept({ prompt: 'xyzzy plugh con pagos de gimnasio' }).category,
    ).not.toBe('General');
  });

  it('writes every user story as "Como <rol>, quiero <acción> para <beneficio>" with the idea\'s people', () => {
    // The roles are the idea's own people, not a domain's stock roles.
    const vet = generateOfflineConcept({
      prompt: 'Una app para una veterinaria donde los dueños pidan citas para sus mascotas',
    });
    for (const story of vet.userStories) expect(story).toMatch(STORY_RE);
    expect(vet.userStories.some((s) => s.startsWith('Como dueño, quiero pedir una cita'))).toBe(
      true,
    );
    const tools = generateOfflineConcept({
      prompt:
        'Una app para que los vecinos se presten herramientas y se valoren después de cada préstamo',
    });
    expect(tools.userStories.some((s) => s.startsWith('Como vecino, quiero'))).toBe(true);
    const school = generateOfflineConcept({
      prompt: 'app para el colegio: los profesores ponen tareas y notas a los alumnos',
    });
    expect(school.userStories.some((s) => /^Como (profesor|alumno),/.test(s))).toBe(true);
  });

  it("says in its features what the app has: the idea's own lists, views and rules", () => {
    const concept = generateOfflineConcept({
      prompt: 'Una app para una veterinaria donde los dueños pidan citas para sus mascotas',
    });
    const folded = concept.features.map(foldText);
    expect(folded.some((f) => f.includes('cita'))).toBe(true);
    expect(folded.some((f) => f.startsWith('calendario'))).toBe(true);
    // Nothing the running app lacks: no payments, no AI, no push notifications.
    for (const f of folded)
      expect(f).not.toMatch(/inteligencia artificial|notificaciones push|pago online/);
  });

  it('lists as its stack what the exported app is built on, never a library it lacks', () => {
    const food = generateOfflineConcept({
      prompt:
        'app de delivery con mapa para pedir comida a domicilio y pagar con tarjeta en tiempo real',
    });
    // The export has no payments, maps or sockets: the idea's words do not put them in the stack.
    for (const t of food.techStack) expect(t).not.toMatch(/Stripe|Leaflet|MapLibre|WebSockets/);
    expect(food.techStack).toEqual(
      expect.arrayContaining([
        'React + Vite',
        'Node.js + Fastify',
        'SQLite (node:sqlite) o PostgreSQL',
      ]),
    );
    const order = food.dataModel!.entities.map((e) => foldText(e.label));
    expect(order.some((l) => /pedido|envio|entrega/.test(l))).toBe(true);
    // A list with a photo or a document uploads files; one that mails the owner sends mail.
    const hives = generateOfflineConcept({
      prompt:
        'tengo 40 colmenas y quiero apuntar en cada revisión si vi la reina, con una foto del cuadro',
    });
    const hasFile = hives.dataModel!.entities.some((e) =>
      e.fields.some((f) => f.type === 'file' || f.type === 'image'),
    );
    expect(hasFile).toBe(true);
    expect(hives.techStack).toContain('Subida de archivos (@fastify/multipart)');
    expect(hives.techStack).not.toContain('Avisos por correo (Nodemailer)');
    const dance = generateOfflineConcept({
      prompt: 'academia de baile con alumnas, grupos y cuotas',
    });
    expect(dance.dataModel!.entities.some((e) => e.fields.some((f) => f.type === 'file'))).toBe(
      false,
    );
    expect(dance.techStack.join(' ')).not.toMatch(/archivos|vídeo|HLS|streaming/i);
    const salon = generateOfflineConcept({
      prompt:
        'quiero que los clientes de mi peluquería pidan cita desde el móvil y me avise por correo',
    });
    expect(salon.dataModel!.entities.some((e) => e.notify)).toBe(true);
    expect(salon.techStack).toContain('Avisos por correo (Nodemailer)');
  });

  it('names the app after its main thing, never after a typo or a filler of the idea', () => {
    for (const prompt of IDEAS.slice(0, 8)) {
      const { name } = generateOfflineConcept({ prompt });
      expect(name).toMatch(/^\p{Lu}/u);
      expect(name.length).toBeLessThanOrEqual(30);
      const firstWords = foldText(prompt).split(/\s+/).slice(0, 2).join(' ');
      expect(foldText(name).startsWith(firstWords)).toBe(false);
    }
    const nursery = generateOfflineConcept({
      prompt:
        'kiero q los papas vean en el movil lo q ha comido el crio, si ha dormido siesta, los pañales',
    });
    expect(foldText(nursery.name)).not.toMatch(/kiero|papa|crio/);
  });

  it('names from the idea subject', () => {
    const { name } = generateOfflineConcept({
      prompt: 'tengo 40 colmenas y quiero apuntar cada revisión con los kilos de miel',
    });
    expect(foldText(name)).toMatch(/colmena|revision/);
  });

  it('writes a description that names the app, says what it does and never lists the idea', () => {
    const c = generateOfflineConcept({
      prompt: 'quiero que los clientes de mi peluquería pidan cita desde el móvil',
    });
    expect(c.description.startsWith(c.name)).toBe(true);
    expect(foldText(c.description)).toContain('clientes');
    expect(c.description.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(3);
    expect(foldText(c.description)).not.toMatch(/gira en torno|centrada en/);
  });

  it('estimates complexity from scope', () => {
    expect(generateOfflineConcept({ prompt: 'app de tareas' }).estimatedComplexity).toBe('Simple');
    expect(
      generateOfflineConcept({ prompt: 'clínica veterinaria con citas y recordatorios' })
        .estimatedComplexity,
    ).toBe('Medium');
    const complex = generateOfflineConcept({
      prompt:
        'marketplace multiidioma con pagos, chat en tiempo real, roles de administrador, IA para recomendaciones y app nativa Android',
    });
    expect(complex.estimatedComplexity).toBe('Complex');
  });

  it('lets uploaded images add a gallery feature', () => {
    const without = generateOfflineConcept({ prompt: 'app para mi panadería' });
    const withImages = generateOfflineConcept({
      prompt: 'app para mi panadería',
      files: [{ originalName: 'escaparate.jpg', fileType: 'image/jpeg' }],
    });
    expect(without.features.some((f) => f.startsWith('Galería'))).toBe(false);
    expect(withImages.features.some((f) => f.startsWith('Galería'))).toBe(true);
  });
});
