// The detail rules of details.ts, each with its examples and counter-examples: what an idea
// says it wants to note becomes a field of the right type, and nothing else does.
import { describe, expect, it } from 'vitest';
import { generateAppDefinition } from './index.ts';
import { planIdea } from './plan.ts';

const fieldsOf = (idea: string) => planIdea(idea).details.map((f) => `${f.label}:${f.type}`);
const allFields = (idea: string) =>
  planIdea(idea).entities.flatMap((e) =>
    e.fields.map(
      (f) => `${e.label}.${f.label}:${f.type}${f.options ? `[${f.options.join('|')}]` : ''}`,
    ),
  );

describe('what a check finds right is a yes/no; a date of anything is a date', () => {
  it.each([
    [
      'tengo 30 extintores y hay que revisarlos: presión correcta, precinto y fecha de retimbrado',
      'Presión correcta:boolean',
    ],
    [
      'tengo 30 extintores y hay que revisarlos: presión correcta, precinto y fecha de retimbrado',
      'Fecha de retimbrado:date',
    ],
    [
      'en cada revisión del ascensor apunto el nivel de aceite adecuado y los frenos',
      'Nivel de aceite adecuado:boolean',
    ],
  ])('%s → %s', (idea, field) => expect(fieldsOf(idea)).toContain(field));
  it('a measure without a verdict stays a measure', () => {
    expect(fieldsOf('tengo 30 extintores y hay que revisarlos: presión, precinto')).toContain(
      'Presión:number',
    );
  });
});

describe('a place said in passing names no field', () => {
  it('"actuación en el local (cante, guitarra, baile)": the kinds of the performance', () => {
    const fields = allFields(
      'peña flamenca con 120 socios y cuota anual; los viernes hay actuación en el local (cante, guitarra, baile) y la gente se apunta',
    );
    expect(fields.some((f) => /^Actuación\.Tipo:choice\[Cante\|Guitarra\|Baile/.test(f))).toBe(
      true,
    );
    expect(fields.some((f) => /\.Local:/.test(f))).toBe(false);
  });
});

describe('a verb after «cuánto» names no field', () => {
  it.each([
    ['alquilo trajes: qué traje se llevó cada cliente y cuánto dejó de depósito', 'Depósito:money'],
    ['natillera de la oficina: saber cuanto lleva ahorrado cada uno', 'Ahorrado:money'],
  ])('%s → %s', (idea, field) => expect(fieldsOf(idea)).toContain(field));
  it('"cuánto riego se le dio": a noun after «cuánto» is still the field', () => {
    expect(
      fieldsOf('viña con 12 cuarteles: anotar por cuartel cuánto riego se le dio y si hay oídio'),
    ).toContain('Riego:number');
  });
  it('never «Dejó» nor «Lleva»', () => {
    const fields = fieldsOf('alquilo trajes: cuánto dejó de depósito y cuanto lleva ahorrado');
    expect(fields.some((f) => /^(Dejó|Lleva):/.test(f))).toBe(false);
  });
});

describe('a day, a place or an idiom before brackets names no field', () => {
  it.each([
    'carnicería: los clientes encargan los cortes para el asado del domingo (vacío, tira, chorizos) y anoto los kilos',
    'local de ensayo con 4 salas: los grupos reservan sala por horas (unas con batería y amplis, otras vacías)',
    'en el club de buceo hay mucho material de segunda mano (neoprenos, reguladores, botellas) y la gente lo vende',
  ])('%s', (idea) => {
    const fields = allFields(idea);
    expect(fields.some((f) => /\.(Domingo|Horas|Mano):choice/.test(f))).toBe(false);
  });
  it('"los chavales por sección (castores, lobatos…)": a classification names its field', () => {
    expect(
      allFields(
        'grupo scout: tener a los chavales por sección (castores, lobatos, scouts, rovers) con sus cuotas',
      ).some((f) => /\.Sección:choice/.test(f)),
    ).toBe(true);
  });
});

describe('no field of an adverb, a pronoun or an interjection', () => {
  it.each([
    'turnos del súper en el movil y q si me quiero cambiar con alguien lo pida ahi y el encargado lo apruebe',
    'huerto comunitario: 30 parcelas, cada hortelano tiene la suya y paga una cuota al año',
    'diario del viaje con lo que gastamos cada día. Si además puedo ver cuánto llevamos gastado, genial.',
  ])('%s', (idea) => {
    expect(allFields(idea).some((f) => /\.(Ahi|Suya|Genial):/.test(f))).toBe(false);
  });
});

describe('a word right after a noun qualifies it; it names no choice', () => {
  it.each([
    'club de observación de aves: cada socio sube sus avistamientos con la foto y el punto exacto (vereda, coordenadas)',
    'compartimos piso y queremos apuntar los gastos comunes (la compra, la luz, internet) y quién pagó',
  ])('%s', (idea) => {
    expect(allFields(idea).some((f) => /\.(Exacto|Comunes):choice/.test(f))).toBe(false);
  });
  it('"nuestros quesos (curado, semicurado…)": a possessive is no noun qualified', () => {
    expect(
      allFields(
        'quesería: queremos vender online nuestros quesos (curado, semicurado, ahumado) con pedidos',
      ).some((f) => /Curado/.test(f)),
    ).toBe(true);
  });
});

describe('a proper name before brackets names no field', () => {
  it('"una empresa en Lima (desratización, fumigación…)"', () => {
    expect(
      allFields(
        'empresa de control de plagas en Lima (desratización, fumigación, desinsectación): revisamos las estaciones de cebo cada mes',
      ).some((f) => /\.Lima:/.test(f)),
    ).toBe(false);
  });
});

describe("the kinds of the clients' places are no fields", () => {
  it('"trabajamos con restaurantes, panaderías y almacenes"', () => {
    const fields = allFields(
      'empresa de control de plagas: trabajamos sobre todo con restaurantes, panaderías y almacenes que tienen que pasar la inspección, y cada local tiene estaciones de cebo. Cada mes el técnico revisa estación por estación',
    );
    expect(fields.some((f) => /\.(Restaurante|Panadería|Almacén):/.test(f))).toBe(false);
  });
});

describe('what is handed over with «con» goes to the record a verb a few words before makes', () => {
  it('"que los actores apliquen a cada casting con su foto, edad y estatura"', () => {
    const fields = allFields(
      'agencia de casting: publicamos castings y queremos que los actores apliquen a cada casting con su foto, edad y estatura, y marcar si pasan o no',
    );
    expect(fields.some((f) => /^Candidatura\.Edad:number/.test(f))).toBe(true);
  });
});

describe('rule "si": a yes/no', () => {
  it.each([
    ['tengo 40 colmenas y en cada revisión apunto si vi la reina', 'Reina:boolean'],
    ['cuido mis plantas y quiero apuntar en cada riego si tienen plaga', 'Plaga:boolean'],
  ])('%s → %s', (idea, field) => expect(fieldsOf(idea)).toContain(field));
  it('reads past a participle: "si ha dormido siesta" is about the nap', () => {
    const fields = allFields('en la guarde quiero apuntar de cada niño si ha dormido siesta');
    expect(fields.some((f) => /Siesta/.test(f))).toBe(true);
    expect(fields.some((f) => /Dormido/.test(f))).toBe(false);
  });
  it('never from a conditional with no thing after it', () => {
    expect(fieldsOf('avisar si llega tarde a la cita')).not.toContain('Tarde:boolean');
  });
  it.each([
    [
      'mapa de fuentes de agua para los que salimos a correr, con foto y si funciona o no',
      'Funciona',
    ],
    ['mapa de fuentes pa los ciclistas, con foto y si funciona en verano', 'Funciona en verano'],
    [
      'que los repartidores marquen entregado y si cobraron en efectivo, pago movil o zelle',
      'Cobrado',
    ],
    ['banco de semillas: anotar que variedad, cuantas libras y si ya devolvio', 'Devolvió'],
    ['mapa de fuentes pa los ciclistas, con foto, si el agua es potable', 'Agua potable'],
    ['refugio de gatos: fichas con fotos, edad, si está esterilizado y testado', 'Testado'],
  ])('a verb or a predicate with nothing after it: %s → %s', (idea, label) =>
    expect(allFields(idea).some((f) => f.endsWith(`.${label}:boolean`))).toBe(true),
  );
  it.each([
    'avisar si llega tarde a la cita',
    'que se inscriban solos, y si se llena que queden en lista de espera',
    'reservar la sala de reuniones, que la gente vea si la sala esta libre y la reserve',
  ])('never a condition or what the calendar shows: %s', (idea) =>
    expect(
      allFields(idea).some((f) => /\.(Llega|Llena|Se llena|Libre|Tarde)[^.]*:boolean/.test(f)),
    ).toBe(false),
  );
  it('one thing\'s yes/no: "si están esterilizados" is the «Esterilizado» a pet has', () => {
    const fields = allFields(
      'protectora de gatos: mostrarlos con foto, edad, si están esterilizados',
    );
    expect(fields.some((f) => /\.Esterilizados:/.test(f))).toBe(false);
  });
});

describe('rule "cuántos": a number', () => {
  it.each([
    ['en cada revisión de las colmenas apunto cuántos kilos de miel saqué', 'Kilos de miel:number'],
    ['encargos de tortas: sabor, relleno y para cuántas personas', 'Personas:number'],
  ])('%s → %s', (idea, field) => expect(fieldsOf(idea)).toContain(field));
});

describe('rule "opciones": the idea\'s values become a choice', () => {
  it('a status takes the values as its options', () => {
    const fields = allFields(
      'quiero llevar los leads de mi agencia y en qué fase están (contactado, demo, propuesta, ganado, perdido)',
    );
    expect(fields.some((f) => f.includes('[Contactado|Demo|Propuesta|Ganado|Perdido]'))).toBe(true);
  });
  it('a list of kinds of the record itself becomes its Tipo', () => {
    const fields = allFields(
      'Quiero controlar el mantenimiento de las furgonetas de mi empresa de reparto: revisiones, ITV, averías',
    );
    expect(fields).toContain('Mantenimiento.Tipo:choice[Revisión|ITV|Avería|Otro]');
  });
  it.each([
    'ludoteca de juegos de mesa: los socios se los llevan una semana. Quiero el catálogo y registrar préstamos y devoluciones',
    'en diciembre hacemos tamales por encargo, quiero llevar los pedidos, la fecha pa cuando y si ya pagaron',
  ])('two records named together are no kinds, nor fields: %s', (idea) => {
    const fields = allFields(idea);
    expect(fields.some((f) => /\.Tipo:choice\[(Préstamo|Pedido)\|/.test(f))).toBe(false);
    expect(fields.some((f) => /\.(Devolución|Pedido):text/.test(f))).toBe(false);
  });
});

describe('rule "lista": what is noted after a verb of noting or a colon', () => {
  it.each([
    [
      'apuntar mis entrenos del gym: el ejercicio, series, repeticiones y peso',
      ['Series:number', 'Repeticiones:number', 'Peso'],
    ],
    ['apuntar mis lecturas: el libro, páginas leídas, cuánto tiempo y una frase', ['frase']],
  ])("%s (as details, or already in the pattern's variant)", (idea, fields) => {
    const all = allFields(idea).map((f) => f.split('.').slice(1).join('.'));
    for (const field of fields) expect(all.some((f) => f.includes(field))).toBe(true);
  });
  it('adds what the pattern lacks and nothing it has under another label', () => {
    const fields = allFields(
      'pasteleria en montevideo, quiero tomar encargos de tortas: sabor, relleno y seña',
    );
    // «Sabor o relleno» says both (decision 0292): no «Relleno» beside it.
    for (const word of ['sabor', 'relleno', 'seña'])
      expect(fields.some((f) => f.toLowerCase().includes(word))).toBe(true);
    expect(fields.filter((f) => /relleno/i.test(f)).length).toBe(1);
    expect(fields.filter((f) => /\.Sabor/.test(f)).length).toBeLessThanOrEqual(1);
  });
  it('keeps an acronym as written', () => {
    expect(
      allFields('registro de los coches del taller con matrícula, ITV y seguro').some((f) =>
        f.includes('.ITV:'),
      ),
    ).toBe(true);
  });
  it('never makes a field of a person or of a list the app already has', () => {
    const fields = fieldsOf(
      'los clientes piden cita y apuntamos: nombre, cliente, servicio y teléfono',
    );
    expect(fields.some((f) => /^(Cliente|Servicio):/.test(f))).toBe(false);
  });
});

describe('things the idea lists are kinds, not one of them', () => {
  it('"bicis y kayaks": the pattern\'s word with a Tipo', () => {
    const plan = planIdea('Alquilamos bicis y kayaks en la playa por horas o por días, con fianza');
    const labels = plan.entities.map((e) => e.label);
    expect(labels).not.toContain('Bicicleta');
    expect(
      allFields('Alquilamos bicis y kayaks en la playa por horas o por días, con fianza').some(
        (f) => f.includes('Tipo:choice[Bicicleta|Kayak|Otro]'),
      ),
    ).toBe(true);
  });
});

describe('words that fill no slot never become entities', () => {
  it.each([
    'kiero q los papas vean en el movil lo q ha comido el crio, si ha dormido siesta, los pañales',
    'parce necesito una app pa mi barberia, q los manes pidan turno',
    'hartos de perder los libros del club, queremos saber quién tiene cada uno',
  ])('%s', (idea) => {
    const labels = planIdea(idea).entities.map((e) => e.label.toLowerCase());
    for (const junk of ['kiero', 'parce', 'manes', 'hartos', 'q', 'movil', 'papas'])
      expect(labels).not.toContain(junk);
  });
});

describe('rule "lista": abbreviations of measures', () => {
  it('"km, ritmo, pulsaciones" → Kilómetros (number), Ritmo, Pulsaciones', () => {
    const fields = allFields('apuntar mis entrenos de running: km, ritmo, pulsaciones');
    expect(fields.some((f) => f.endsWith('.Kilómetros:number'))).toBe(true);
    expect(fields.some((f) => /\.Ritmo/.test(f))).toBe(true);
    expect(fields.some((f) => /\.Pulsaci/.test(f))).toBe(true);
  });
  it('never a two-letter word that is no measure', () => {
    expect(fieldsOf('apuntar mis entrenos: yo, tu, ritmo').some((f) => /^(Yo|Tu):/.test(f))).toBe(
      false,
    );
  });
});

describe('whose details: a list goes to the list the idea says it is of', () => {
  it.each([
    [
      'Quiero vender velas por internet. Los productos con SKU y aroma, y los pedidos de los clientes',
      'Producto.SKU:text',
    ],
    [
      'agenda para mi peluquería canina: que los clientes pidan turno y yo vea la raza y el tamaño del perro',
      'Perro.Raza:text',
    ],
    [
      'Voy a llevar a 15 peregrinos por el Camino: cada etapa con sus km, y la lista de peregrinos con su teléfono y alguna alergia',
      'Peregrino.Alergia:text',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));

  it('never the one who acts: "los clientes reservan con su número de vuelo" is the booking\'s', () => {
    const fields = allFields(
      'traslados del aeropuerto a los hoteles: los clientes reservan con su número de vuelo y la hora de llegada',
    );
    expect(fields.some((f) => /^Cliente\.Número de vuelo/.test(f))).toBe(false);
  });
  it('"con el móvil" is the means, not a detail', () => {
    const fields = allFields(
      'gimnasio: los socios pagan cada mes y registran su entrada con el móvil',
    );
    expect(fields.some((f) => /Móvil/.test(f))).toBe(false);
  });
});

describe('rule "lista": asides in brackets', () => {
  it('passes over an aside: "peso (kilos), variedad" goes on to variedad', () => {
    expect(
      fieldsOf('cajas de fruta por encargo: peso (kilos), variedad y el día de recogida'),
    ).toContain('Variedad:text');
  });
  it.each([
    [
      'los empleados piden material (sillas, portátiles, licencias) y el jefe lo aprueba',
      /\.(Silla|Portátil)/,
    ],
    ['tenemos planes (ilimitado, 3 días, bono), los socios pagan cada mes', /Tipo:choice\(Plan/],
  ])('what is listed in brackets is no field: %s', (idea, junk) =>
    expect(allFields(idea).some((f) => junk.test(f))).toBe(false),
  );
});

describe('rule "número de": an identifier or a count', () => {
  it.each([
    [
      'traslados del aeropuerto: el cliente reserva con su número de vuelo y la hora de llegada',
      'Número de vuelo:text',
    ],
    ['paquetería: que el cliente rastree su envío con el número de guía', 'Número de guía:text'],
    [
      'tengo 200 gallinas y en cada revisión del gallinero apunto el número de huevos',
      'Huevos:number',
    ],
  ])('%s → %s', (idea, field) =>
    expect(allFields(idea).some((f) => f.endsWith(`.${field}`))).toBe(true),
  );
});

describe('rule "cuánto" + a verb of measure', () => {
  it.each([
    ['taller de bicis: apunto lo que le hago a cada bici y cuánto cuesta', 'Precio:money'],
    ['en cada pesaje de los terneros anoto cuánto pesa cada uno', 'Peso:number'],
  ])('%s → %s', (idea, field) =>
    expect(allFields(idea).some((f) => f.endsWith(`.${field}`))).toBe(true),
  );
  it('never the noun the verb looks like ("Cuesta")', () => {
    expect(
      allFields('taller de bicis: apunto lo que le hago a cada bici y cuánto cuesta').some((f) =>
        /\.Cuesta:/.test(f),
      ),
    ).toBe(false);
  });
});

describe('rule "lista": what a visitor hands over', () => {
  it.each([
    [
      'tatuajes: quiero q los clientes aparten cita con el tatuador, q suban foto de referencia del diseño, la zona del cuerpo y el tamaño aprox. y dejen anticipo',
      ['Zona del cuerpo:text', 'Tamaño:text', 'Anticipo:money'],
    ],
    [
      'estudio de tattoo: que los clientes pidan cita diciendo zona del cuerpo, tamaño y subiendo una referencia',
      ['Zona del cuerpo:text', 'Tamaño:text'],
    ],
    ['viña: necesito anotar por cuartel el grado brix, si hay oidio', ['Oídio:boolean']],
  ])('%s', (idea, fields) => expect(fieldsOf(idea)).toEqual(expect.arrayContaining(fields)));
  it('"con su whats": what each one has, one word', () => {
    expect(
      allFields(
        'un directorio de plomeros y cerrajeros de la colonia, con su whats y que los vecinos dejen reseña',
      ).some((f) => /\.Whats:phone/.test(f)),
    ).toBe(true);
  });
  it('what is handed over is a list of the app, never a detail or a kind', () => {
    const fields = allFields(
      'festival de cortometrajes de un pueblo de Cuenca. Abrimos convocatoria para que los directores envíen su corto (enlace, duración, sinopsis), el comité selecciona, y luego el jurado puntúa cada corto seleccionado para sacar los premios',
    );
    expect(fields.some((f) => /Comité|Tipo:choice\[Corto/.test(f))).toBe(false);
  });
  it('never a verb with its pronoun, an adverb or a pronoun', () => {
    const fields = allFields(
      'rescatistas de perritos: queremos publicar los perritos, que la gente llene la solicitud, darles seguimiento despues',
    );
    expect(fields.some((f) => /\.(Darles|Despues|Después):/.test(f))).toBe(false);
    expect(
      fieldsOf(
        'tatuajes: q la gente mande foto, la zona y el tamaño, nosotros le pasamos presupuesto',
      ),
    ).not.toContain('Nosotros:text');
  });
  it('a clause after "y que" ends the list', () => {
    expect(
      allFields('liga de baby futbol: quiero subir los resultados y que la tabla salga sola').some(
        (f) => /\.Tabla:/.test(f),
      ),
    ).toBe(false);
  });
  it('names in brackets after "que tengo" are what the noun is, not details', () => {
    expect(
      allFields(
        'llevar el stock de tarros de miel en los dos almacenes que tengo (la nave del pueblo y el garaje)',
      ).some((f) => /Garaje|Nave del pueblo/.test(f)),
    ).toBe(false);
  });
  it('a participle is no item: "datos de contacto, clasificado por tipo"', () => {
    expect(
      allFields(
        'directorio de servicios gratuitos con dirección, horarios de atención, requisitos y datos de contacto, clasificado por tipo',
      ).some((f) => /Clasificado/.test(f)),
    ).toBe(false);
  });
});

describe("the analysis: a verb's first person that is a noun", () => {
  it.each([
    ['renta de brincolines: controlar el anticipo, el deposito y la fecha', 'Depósito:money'],
    ['casa rural: que la gente reserve y deje deposito', 'Depósito:money'],
  ])('%s → %s', (idea, field) =>
    expect(allFields(idea).some((f) => f.endsWith(`.${field}`))).toBe(true),
  );
  it('"camionetas de reparto" names no list', () => {
    expect(
      planIdea(
        'Tengo 12 camionetas de reparto y quiero registrar cada servicio que les hacen',
      ).entities.map((e) => e.label),
    ).not.toContain('Reparto');
  });
});

describe('rule "tipos": examples left open are kinds, not fields', () => {
  it('"herramientas …: taladros, escaleras, desbrozadora..." → a Tipo of the tool', () => {
    const fields = allFields(
      'biblioteca de herramientas en la asociacion de vecinos: taladros, escaleras, desbrozadora... que la gente se lleve una y deje fianza',
    );
    expect(
      fields.some((f) =>
        /^Herramienta\.Tipo:choice\[Taladro\|Escalera\|Desbrozadora\|Otro\]/.test(f),
      ),
    ).toBe(true);
    expect(fields.some((f) => /\.(Taladro|Escalera|Desbrozadora):/.test(f))).toBe(false);
  });
  it('never a list that is not left open: "tortas: sabor, relleno y seña" are fields', () => {
    const fields = allFields('pasteleria: quiero tomar encargos de tortas: sabor, relleno y seña');
    expect(fields.some((f) => /\.Sabor/.test(f))).toBe(true);
  });
});

describe('rule "valorar": each thing rated is a rating', () => {
  it.each([
    [
      'quiero que los clientes del restaurante califiquen la comida, el servicio y el ambiente escaneando un QR',
      ['Comida:rating', 'Servicio:rating', 'Ambiente:rating'],
    ],
    [
      'Hotel rural, quiero mandar una encuesta a los huéspedes al irse: limpieza, desayuno, trato, del 1 al 5 y comentarios',
      ['Limpieza:rating', 'Desayuno:rating', 'Trato:rating'],
    ],
  ])('%s', (idea, fields) => expect(fieldsOf(idea)).toEqual(expect.arrayContaining(fields)));
  it('not a list of what is noted without rating it', () => {
    expect(
      fieldsOf('apuntar mis entrenos del gym: el ejercicio, series, repeticiones y peso').some(
        (f) => f.endsWith(':rating'),
      ),
    ).toBe(false);
  });
});

describe('what is already an option of the app is no field', () => {
  it('"q elijan baño, corte o deslanado": the services, not fields of the booking', () => {
    const fields = allFields(
      'tengo una peluqueria canina y quiero q los clientes pidan cita desde el movil, q elijan baño, corte o deslanado',
    );
    expect(fields.some((f) => /^Cita\.(Corte|Deslanado):/.test(f))).toBe(false);
  });
});

describe('details a record already says (phone review, 6 Dec 2026)', () => {
  it('"eligiendo el servicio y la hora" adds no «Hora» beside «Fecha y hora»', () => {
    const cita = generateAppDefinition(
      'peluquería: que mis clientas pidan cita desde el móvil eligiendo el servicio y la hora',
    ).entities.find((e) => e.label === 'Cita');
    expect(cita?.fields.map((f) => f.label)).not.toContain('Hora');
  });
  it('"cuánto paga cada uno" is an amount, never a text «Paga»', () => {
    const labels = generateAppDefinition(
      'club de pádel con 80 socios: quién ha pagado la cuota de cada mes y cuánto paga cada uno',
    ).entities.flatMap((e) => e.fields.map((f) => f.label));
    expect(labels).not.toContain('Paga');
  });
});

describe('a list in brackets of what a thing has is its fields, not options', () => {
  it('"la ficha de cada perro y gato (nombre, especie, edad, vacunas…)" → no choice «Gato»', () => {
    const labels = generateAppDefinition(
      'protectora de animales: la ficha de cada perro y gato (nombre, especie, edad, vacunas, si está esterilizado) y solicitudes de adopción',
    ).entities.flatMap((e) => e.fields.map((f) => f.label));
    expect(labels).not.toContain('Gato');
  });
  it('"ideas de vídeos: título, receta, estado, fecha…" → no Tipo of Título|Receta', () => {
    const app = generateAppDefinition(
      'Soy youtuber de cocina y quiero organizar las ideas de vídeos: título, receta, estado (idea, grabado, editado, publicado), fecha de publicación prevista',
    );
    const options = app.entities.flatMap((e) => e.fields.flatMap((f) => f.options ?? []));
    expect(options).not.toContain('Título');
  });
  it('"su nivel (principiante, intermedio, avanzado)" still names a choice', () => {
    const labels = generateAppDefinition(
      'club de surf: los socios con su nivel (principiante, intermedio, avanzado) y su teléfono',
    ).entities.flatMap((e) => e.fields.filter((f) => f.type === 'choice').map((f) => f.label));
    expect(labels).toContain('Nivel');
  });
});

describe('a satisfaction survey asks its questions as fields of each answer', () => {
  const answer = () =>
    generateAppDefinition(
      'Necesito hacer una encuesta de satisfacción a los padres del colegio sobre el comedor escolar: qué tal la comida del 1 al 5, si el niño come bien, sugerencias. Anónima',
    ).entities.find((e) => e.label === 'Respuesta');
  it('"la comida del 1 al 5" → a rating «Comida»', () =>
    expect(answer()?.fields.find((f) => f.label === 'Comida')?.type).toBe('rating'));
  it('"si el niño come bien" → a yes/no «Come bien»', () =>
    expect(answer()?.fields.find((f) => f.label === 'Come bien')?.type).toBe('boolean'));
  it('no options to vote on', () =>
    expect(
      generateAppDefinition(
        'encuesta de satisfacción para los clientes del restaurante',
      ).entities.map((e) => e.label),
    ).not.toContain('Opción'));
  it('a vote keeps its options', () =>
    expect(
      generateAppDefinition(
        'quiero que los socios voten entre tres diseños de camiseta, una votacion sencilla',
      ).entities.some((e) => e.fields.some((f) => f.type === 'reference')),
    ).toBe(true));
});

describe('rule "si" with "ser" or "estar": what a thing is, as a yes/no', () => {
  it.each([
    [
      'pinto cuadros y quiero mostrarlos con su título, la medida y si está a la venta',
      '.A la venta:boolean',
    ],
    [
      'rescate de galgos: la ficha de cada galgo (fotos, edad, si es compatible con gatos, si está chipado)',
      '.Compatible con gatos:boolean',
    ],
    [
      'rescate de galgos: la ficha de cada galgo (fotos, edad, si es compatible con gatos, si está chipado)',
      '.Chipado:boolean',
    ],
    [
      'lista de tareas de la boda, quién se encarga de cada una y si ya está hecha',
      '.Hecha:boolean',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea).some((f) => f.endsWith(field))).toBe(true));
  it('never a place: "si está en casa" says where, not what', () => {
    expect(
      allFields('quiero avisar a los vecinos si está en casa el portero').some((f) =>
        /\.Casa:/.test(f),
      ),
    ).toBe(false);
  });
});

describe('rule "qué": the thing asked about is a field', () => {
  it.each([
    [
      'directorio de las profes particulares del pueblo, con que materias dan y el precio por hora',
      '.Materia:text',
    ],
    ['soy visitador médico: médicos que visito y cada visita con qué muestras dejé', '.Muestra'],
  ])('%s → %s', (idea, field) => expect(allFields(idea).some((f) => f.includes(field))).toBe(true));
  it('its values after a colon are its options', () => {
    expect(
      allFields(
        'Dirijo un coro: necesito saber quién pagó la cuota de cada mes y qué cuerda es cada uno: soprano, contralto, tenor o bajo',
      ).some((f) => f.includes('.Cuerda:choice[Soprano|Contralto|Tenor|Bajo]')),
    ).toBe(true);
  });
  it('never a conjunction or a verb: "antes de que compras lo pida", "qué logró"', () => {
    const fields = allFields(
      'los empleados piden material y el jefe lo aprueba antes de que compras lo pida al proveedor',
    );
    expect(fields.some((f) => /\.Compra:/.test(f))).toBe(false);
    expect(
      allFields('reporte diario de cada niño: cómo estuvo, qué logró y si comió').some((f) =>
        /\.Logr/.test(f),
      ),
    ).toBe(false);
  });
});

describe('rule "cuándo": a date', () => {
  it.each([
    [
      'agente de seguros: mis clientes, sus pólizas y cuándo vencen, y las llamadas que les hago',
      '.Fecha de vencimiento:date',
    ],
    ['facturas a mis clientes y apuntar cuándo me paga cada cliente', '.Fecha de pago:date'],
  ])('%s → %s', (idea, field) => expect(allFields(idea).some((f) => f.includes(field))).toBe(true));
  it('never "cuando" that says when something happens, nor a date the record has', () => {
    expect(
      allFields('tienda online: cuando llega un pedido quiero que me avise').some((f) =>
        /Fecha de llegada/.test(f),
      ),
    ).toBe(false);
    expect(
      allFields('fiado de mi tienda: cuánto debe cada cliente y cuándo paga').filter((f) =>
        /\.(Fecha de pago|Pagar antes de):date/.test(f),
      ).length,
    ).toBeLessThanOrEqual(1);
  });
});

describe('rule "cobrar": a sum asked for is money', () => {
  it('"paguen la seña" → Seña (importe)', () =>
    expect(
      allFields(
        'canchas de pádel: que los chicos reserven el horario y paguen la seña por transferencia',
      ).some((f) => f.endsWith('.Seña:money')),
    ).toBe(true));
  it('never a second deposit beside «Fianza o seña»', () =>
    expect(
      allFields('alquiler de disfraces para fiestas, quiero cobrar la fianza').filter((f) =>
        /\.(Fianza|Depósito|Seña)/.test(f),
      ).length,
    ).toBeLessThanOrEqual(2));
});

describe('what is said right after someone’s list is that list’s', () => {
  it('"sus pólizas, cuándo vencen" → the policy\'s expiry date, not the client\'s', () => {
    const fields = allFields(
      'Agente de seguros, llevo como 300 clientes: sus pólizas, cuándo vencen, las llamadas que les hago',
    );
    expect(fields).toContain('Póliza.Fecha de vencimiento:date');
    expect(fields.some((f) => f.startsWith('Cliente.Fecha de vencimiento'))).toBe(false);
  });
  it('never a wish: "que jefatura apruebe" asks for no field', () => {
    expect(
      allFields(
        'los profes piden material y que hagan la solicitud con el importe y el motivo, y que jefatura apruebe',
      ).some((f) => /\.Jefatura/.test(f)),
    ).toBe(false);
  });
});

describe('rule "cuánto" + a verb of money, in any form', () => {
  it('"cuánto cobré" is an amount, never a field «Cobré»', () => {
    const fields = allFields(
      'Soy afilador y quiero apuntar a mis clientes, cada vez que paso qué les afilé y cuánto cobré',
    );
    expect(fields.some((f) => /\.Cobr/.test(f))).toBe(false);
  });
  it('"qué taller fue y cuánto costó": one amount, no «Costó» nor «Costo» beside it', () => {
    const fields = allFields(
      'Tengo 12 camionetas de reparto y quiero registrar cada servicio que les hacen: kilometraje, cambio de aceite, qué taller fue y cuánto costó',
    );
    expect(fields.some((f) => /\.Cost[oó]:/.test(f))).toBe(false);
    expect(fields.some((f) => /\.Precio:money/.test(f))).toBe(true);
  });
});

describe('rule "paréntesis": what a list has, in brackets after it, are its fields', () => {
  it.each([
    [
      'empresa de extintores: quiero registrar cada extintor (tipo, kg, fecha de fabricación) y cada revisión con fecha',
      'Extintor.Fecha de fabricación:date',
    ],
    [
      'radio comunitaria: queremos q cada uno se apunte a los turnos libres de la semana (dia, hora, programa)',
      'Turno.Programa:text',
    ],
    [
      'visitador medico en Lima, visito como 120 doctores al mes. Necesito la ficha de cada doctor (especialidad, consultorio, horario), anotar cada visita con lo que hablamos',
      'Doctor.Especialidad:text',
    ],
    [
      'soy pintor autonomo, quiero hacer presupuestos con las partidas (metros, precio por metro) y pasarlos a factura',
      'Partida.Metros:number',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));
  it('the kinds of a thing in brackets are no fields: "pólizas (auto, vida, salud)"', () => {
    const fields = allFields('corredor de seguros: clientes con sus pólizas (auto, vida, salud)');
    expect(fields.some((f) => /\.(Auto|Vida|Salud):/.test(f))).toBe(false);
  });
});

describe('rule "lista": a colon\'s list is of the list the words before it name', () => {
  it('"y cada revisión: presión, precinto, estado" → the revision, not the extinguisher', () => {
    const fields = allFields(
      'empresa de extintores: quiero registrar cada extintor con su ubicación y cada revisión: presión, precinto, estado',
    );
    expect(fields).toContain('Revisión.Presión:number');
    expect(fields.some((f) => f.startsWith('Extintor.Presión'))).toBe(false);
  });
  it('never a person\'s, nor a complement\'s: "material para prestar a los socios: cuerdas, piolets…"', () => {
    const fields = allFields(
      'El club de montaña tiene material para prestar a los socios: cuerdas, piolets, crampones, arneses, cascos',
    );
    expect(fields.some((f) => /^Socio\.(Cuerda|Piolets)/.test(f))).toBe(false);
  });
});

describe('rule "si" in the clause of a "con": said of the list the "con" is of', () => {
  it.each([
    [
      'Santuario de caballos: mostrar los animales que se pueden adoptar, que la gente mande la solicitud con sus datos y si tiene terreno',
      'Solicitud.Terreno:boolean',
    ],
    [
      'Bolsa de trabajo pa la vendimia: las bodegas publican ofertas y los temporeros se apuntan con sus datos, si tienen carnet y coche',
      'Candidatura.Coche:boolean',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));
  it('bare nouns joined by "y" or "o" are asked alike: "si quieren desayuno o cena"', () => {
    const fields = allFields(
      'Casa rural con 4 habitaciones: que la gente reserve habitación por noches y diga si quieren desayuno o cena',
    );
    expect(fields.some((f) => f.endsWith('.Cena:boolean'))).toBe(true);
  });
  it('never a count after it: "si ha pagado el mes y cuántos días le quedan"', () => {
    const fields = allFields(
      'coworking con bonos: controlar los miembros, si ha pagado el mes y cuántos días le quedan del bono',
    );
    expect(fields.some((f) => /\.Cu[aá]nto/.test(f))).toBe(false);
  });
});

describe('"cada X": whose the details are, and who only acts', () => {
  it.each([
    [
      'En el pueblo tenemos dos hornos comunales. Queremos que cada vecino pueda reservar un horno por franjas, indicando cuántas hornadas va a hacer',
      'Reserva.Hornadas:number',
    ],
    [
      'Distribuimos garrafones de agua. Ocupamos asignar las entregas del día a cada repartidor por ruta, que marque entregado y cuántos garrafones vacíos recogió',
      'Entrega.Garrafones vacíos:number',
    ],
    [
      'doy taller de pintura a jubilados. quiero una galeria online de las obras de cada alumno, con tecnica, medidas y si esta a la venta',
      'Obra.A la venta:boolean',
    ],
  ])('the subject or the receiver of a verb is no owner: %s → %s', (idea, field) =>
    expect(allFields(idea)).toContain(field),
  );
  it.each([
    [
      'tengo una disquería de vinilos y quiero vender online. De cada disco quiero poner artista, sello, año y el precio',
      /^(Vinilo|Disco|Producto)\.Sello:text$/,
    ],
    [
      'Transfers del aeropuerto a los hoteles. Cada reservación tiene número de vuelo, hora de llegada, cuántos pasajeros y el hotel',
      /^Reservación\.Número de vuelo:text$/,
    ],
  ])('"de cada X", and "cada X tiene…", still say whose: %s', (idea, field) =>
    expect(allFields(idea).some((f) => field.test(f))).toBe(true),
  );
});

describe('rule "volver": when to come back is a date', () => {
  it.each([
    [
      'Soy afilador, voy por los pueblos. Quiero apuntar a mis clientes, cada vez que paso qué les afilé y cuánto cobré, y cuándo tengo que volver a pasar.',
      /róxima visita[^:]*:date$/,
    ],
    [
      'agente de seguros: llevar los prospectos, en que etapa van, el monto de la prima y cuando hay que volver a llamarles',
      /\.Próxima llamada:date$/,
    ],
    [
      'apuntamos los permisos de salida de los chicos del internado: el tutor lo aprueba y apunta cuándo vuelve',
      /\.(Fecha de vuelta|[^.]*(regres|vuelt|hasta)[^.]*):date$/i,
    ],
  ])('%s → %s (or a date the app has that says it)', (idea, field) =>
    expect(allFields(idea).some((f) => field.test(f))).toBe(true),
  );
  it('never a second next date: a logbook with «Próxima revisión» gets none', () => {
    const fields = allFields(
      'tengo 30 colmenas y en cada revisión apunto si vi la reina y cuándo tengo que volver',
    );
    expect(fields.some((f) => f.endsWith('.Próxima visita:date'))).toBe(false);
  });
});

describe('rule "periodo": the period a fee is paid by names its period field', () => {
  it.each([
    [
      'peña flamenca, socios que pagan cuota cada trimestre y los recitales',
      'Cuota.Trimestre:text',
    ],
    [
      'club de tiro con arco: socios con cuota semestral, y que puedan reservar calle',
      'Cuota.Semestre:text',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));
  it('never a period said of anything else', () => {
    const fields = allFields(
      'club de montaña: socios, cuotas y salidas cada trimestre a la sierra',
    );
    expect(fields).not.toContain('Cuota.Trimestre:text');
  });
});

describe('rule "lista": an item asked with "qué" and its verb', () => {
  it('"anotar en cada visita qué hice, diagnóstico, tratamiento…" reads on past the verb', () => {
    const fields = allFields(
      'soy podóloga: quiero anotar en cada consulta qué zona traté, diagnóstico, plantillas y cuánto cobré',
    );
    expect(fields.some((f) => /\.Diagnóstico:longtext$/.test(f))).toBe(true);
  });
});

describe('rule "lista": a "si" asked among the items does not end the list', () => {
  it.each([
    [
      'soy diabético tipo 1 y quiero apuntar mis glucemias: valor, hora, si fue antes o despues de comer, unidades de insulina y lo que comi',
      'Unidades de insulina:number',
    ],
    [
      'Protectora de galgos. Queremos las fichas de los galgos con foto, edad, sexo, si es apto con gatos y su historia',
      'Historia:longtext',
    ],
  ])('%s → %s', (idea, field) =>
    expect(allFields(idea).some((f) => f.endsWith(`.${field}`))).toBe(true),
  );
});

describe('rule "clases": the kinds of a list of the app, in brackets, are its Tipo', () => {
  it.each([
    [
      'Soy afilador, voy con la furgo por los pueblos de Lugo. Quiero apuntar a mis clientes (restaurantes, carnicerías, peluquerías y particulares), cada vez que paso qué les afilé y cuánto cobré, y cuándo tengo que volver a pasar.',
      'Cliente.Tipo:choice[Restaurantes|Carnicerías|Peluquerías|Particulares|Otro]',
    ],
    [
      'Estudio de yoga en Mendoza. Subimos el horario de clases (hatha, vinyasa, yin) con cupo de 12, los alumnos reservan su lugar y se descuentan de su pack de clases',
      'Clase.Tipo:choice[Hatha|Vinyasa|Yin|Otro]',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));
  it.each([
    // Things with their article, broken in a room: no kinds of the room.
    [
      'hotel: las camareras reportan averías de las habitaciones (el aire, la ducha, una lámpara)',
      'Habitación.Tipo',
    ],
    // What is noted of each one.
    [
      'peña de sapo: llevar los puntos de cada chico (mechas, embocinadas) y el ranking',
      'Chico.Tipo',
    ],
    // A place said in passing.
    [
      'los jefes de obra piden material desde la obra (cemento, varilla, renta de equipo) y compras aprueba',
      'Obra.Tipo',
    ],
    // Names, not kinds.
    [
      'viaje de egresados: el itinerario día por día con actividades (cerro Catedral, boliche), el hotel',
      'Actividad.Tipo',
    ],
  ])('never: %s', (idea, field) =>
    expect(allFields(idea).some((f) => f.startsWith(`${field}:choice`))).toBe(false),
  );
  it('a status keeps the values it is given: "en qué status (to do, in progress, done)"', () => {
    expect(
      allFields(
        'tablero de tareas del equipo, cada tarea con responsable y status (to do, in progress, done)',
      ).some((f) => f.includes('[To do|In progress|Done]')),
    ).toBe(true);
  });
});

describe('rule "qué": asked with a clitic or a verb of having after the noun', () => {
  it.each([
    [
      'soy visitador medico y quiero llevar las visitas a los médicos: cuando, que muestras les deje',
      'Muestra',
    ],
    [
      'Visito fincas y necesito anotar con quien hable, que cultivo tienen y que les ofreci',
      'Cultivo',
    ],
  ])('%s → %s', (idea, label) =>
    expect(allFields(idea).some((f) => f.includes(`.${label}:`))).toBe(true),
  );
  it('never a verb\'s form: "q traje sale" in a costume rental is the costume it references', () => {
    const fields = allFields(
      'rento trajes de charro y vestidos de escaramuza pa fiestas, quiero llevar q traje sale, con quien, cuando lo regresan y el deposito',
    );
    expect(fields.some((f) => /\.Traje:text/.test(f))).toBe(false);
  });
});

describe('no field twice under its plural', () => {
  it('"Actividades (qué ha hecho hoy)" is the «Actividad» the idea asks for', () => {
    const fields = allFields(
      'Centro de día para mayores. Las familias quieren saber cada día cómo estuvo su madre o padre: comida, actividad, siesta, y ver fotos',
    );
    expect(fields.filter((f) => /\.Actividad(es)?\b/.test(f)).length).toBeLessThanOrEqual(1);
  });
});

describe('counts and papers said with their word', () => {
  it('"cuántos adultos y niños": each counted noun is a number, people too', () => {
    const fields = allFields(
      'Casa rural con 4 habitaciones: que la gente reserve habitación por noches, diga cuántos adultos y niños y si quieren desayuno',
    );
    expect(fields.some((f) => f.endsWith('.Niños:number'))).toBe(true);
  });
  it('"cuántos kilos y cuántos tarros": the second count is read on its own', () => {
    const fields = allFields(
      'vendemos miel por encargo y queremos llevar los lotes de cada extracción: de qué colmenar sale, cuántos kilos y cuántos tarros quedan',
    );
    expect(fields.some((f) => /\.Tarros:number$/.test(f))).toBe(true);
  });
  it('"la lista de chicos con autorización firmada, ficha médica": a paper signed is a yes/no', () => {
    const fields = allFields(
      'viaje de egresados: los dias con las actividades, el hotel, y la lista de chicos con autorizacion firmada, ficha medica y las cuotas que va pagando cada familia',
    );
    expect(fields.some((f) => /\.Autorización firmada:boolean$/.test(f))).toBe(true);
  });
  it('never a participle after a word that is no paper nor measure: "museos con entrada comprada, restaurantes…"', () => {
    const fields = allFields(
      'luna de miel por Italia: cada día con la ciudad y las cosas que queremos ver (museos con entrada comprada, restaurantes que nos han recomendado)',
    );
    expect(fields.some((f) => /\.Restaurante/.test(f))).toBe(false);
  });
});

describe('whose: "cada uno", "cada X tiene su Y", "los trabajos de cada X"', () => {
  it('"25 bonsáis … un registro de cada uno: especie, edad, maceta" → the bonsái', () => {
    const fields = allFields(
      'tengo como 25 bonsais y quiero llevar un registro de cada uno: especie, edad, maceta, y cada vez que lo riego, abono o podo, con foto',
    );
    expect(fields.some((f) => /^Bons[aá]i\.Especie:/.test(f))).toBe(true);
  });
  it('"cada ruta tiene su repartidor" says a relation, not whose the details are', () => {
    const fields = allFields(
      'Reparto de garrafones de agua en Puebla. cada ruta tiene su repartidor, los clientes piden por mensaje y hay q marcar entregado y cobrado, y cuantos garrafones vacios se regresaron',
    );
    expect(fields.some((f) => /^Ruta\.Garrafones/.test(f))).toBe(false);
  });
  it('"los trabajos de cada tatuador en una galería": the tattooist is not whose the booking details are', () => {
    const fields = allFields(
      'estudio de tatuajes en Rosario. los clientes piden turno contando la idea del tatuaje, zona del cuerpo y tamaño, dejan la seña, y quiero mostrar los trabajos de cada tatuador en una galería',
    );
    expect(fields).toContain('Turno.Seña:money');
    expect(fields).toContain('Turno.Zona del cuerpo:text');
  });
});

describe('rule "si": two at once, and a verb with its manner', () => {
  it('"si hizo pipí/caca" asks both', () => {
    const fields = allFields(
      'soy paseadora de perros: despues de cada paseo quiero mandarles a los dueños un parte con fotos y si hizo pipi/caca',
    );
    expect(fields.some((f) => f.endsWith('.Caca:boolean'))).toBe(true);
  });
  it('"si atienden online" → «Atiende online»', () => {
    const fields = allFields(
      'directorio de psicólogas por especialidad (duelo, pareja, adolescentes), región, si atienden online, y que las pacientes dejen reseñas',
    );
    expect(fields.some((f) => f.endsWith('.Atiende online:boolean'))).toBe(true);
  });
});

describe('never an invalid app', () => {
  it('"el estado" said of a record with no status is text, never a choice without options', () => {
    const idea =
      'empresa de protección contra incendios: revisamos extintores en comercios cada 3 meses. Quiero registrar cada extintor (tipo, kg, fecha de fabricación) y cada revisión: presión, precinto, estado, y cuándo toca retimbrar.';
    expect(() => generateAppDefinition(idea)).not.toThrow();
    expect(allFields(idea).some((f) => /:choice$/.test(f))).toBe(false);
  });
});

describe('a detail with its complement is told apart by the record that receives it', () => {
  it('"subiendo una foto de referencia" on a booking whose tattooist has a «Foto»', () => {
    const fields = allFields(
      'estudio de tatuajes en Russafa, somos 3 tatuadores. quiero que la gente pida cita eligiendo tatuador, subiendo una foto de referencia, la zona del cuerpo y el tamaño aprox en cm',
    );
    expect(fields).toContain('Cita.Foto de referencia:image');
  });
  it('never a label the app has, said in the same words ("el saldo de horas")', () => {
    const fields = allFields(
      'banco de tiempo del barrio: los vecinos ofrecen lo que saben hacer, se intercambian horas y cada uno ve el saldo de horas',
    );
    expect(fields.filter((f) => /\.Saldo de horas:/.test(f)).length).toBeLessThanOrEqual(1);
  });
});

describe('rule "si" with the thing as a pronoun: "si la encadené o no"', () => {
  it.each([
    [
      'kiero apuntar mis dias d escalada: la via o el bloque, el grado, si la encadene o no, cuantos pegues le di',
      'Encadenada',
    ],
    [
      'corderos por encargo: tenemos que apuntar a quien, cuantos kilos mas o menos, si lo quieren partido y que dia vienen',
      'Partido',
    ],
  ])('%s → %s', (idea, label) =>
    expect(allFields(idea).some((f) => f.endsWith(`.${label}:boolean`))).toBe(true),
  );
  it('never what a status says already: "si ya lo envié" on an order with «Enviado»', () => {
    const fields = allFields(
      'vendo cerámica por instagram: una tiendita donde la gente me haga pedidos, y yo ver cada pedido con lo que lleva y si ya lo envié',
    );
    expect(fields.some((f) => /\.Enviado:boolean/.test(f))).toBe(false);
  });
});

describe('rule "de A o B": the two kinds a thing comes in are a choice', () => {
  it('"reservar un horno por franjas de mañana o tarde" → Franja (Mañana, Tarde)', () => {
    expect(
      allFields(
        'En el pueblo hay dos hornos comunales. Queremos que cada vecino pueda reservar un horno por franjas de mañana o tarde, indicando cuántas hornadas va a hacer',
      ),
    ).toContain('Reserva.Franja:choice[Mañana|Tarde]');
  });
  it.each([
    'tienda de fotos: que la gente suba fotos de perros o gatos y las compre',
    'banco de alimentos: apuntar los kilos de arroz o leche que llegan',
    'gimnasio: vendemos bonos de 5 o 10 sesiones',
  ])('never a measure, a typed field or a count: %s', (idea) =>
    expect(allFields(idea).some((f) => /:choice\[(Perros|Arroz|5)\|/.test(f))).toBe(false),
  );
});

describe('kinds said as verbs or counts', () => {
  it('"se anoten a los turnos (cocinar, repartir, lavar)" → Tarea on the shift', () => {
    expect(
      allFields(
        'Olla común en La Pintana, cocinamos tres veces por semana. Necesitamos que los voluntarios se anoten a los turnos (cocinar, repartir, lavar) y llevar registro de lo que nos donan',
      ),
    ).toContain('Turno.Tarea:choice[Cocinar|Repartir|Lavar]');
  });
  it('"tenemos cientos de trajes, pelucas y zapatos": how many is no field', () => {
    const fields = allFields(
      'Llevo el vestuario de un grupo de teatro: tenemos cientos de trajes, pelucas y zapatos en baúles, y cuando otra compañía nos pide algo prestado, apuntar a quién se lo dejamos',
    );
    expect(fields.some((f) => /\.Cientos/.test(f))).toBe(false);
  });
});

describe('"con" after a noun with its article', () => {
  it('"cada carro con placas y tarifa, las rentas con fechas, depósito…" → the rental', () => {
    const fields = allFields(
      'renta de autos en Cancún: cada carro con placas y tarifa diaria, las rentas con fechas, depósito, kilometraje de salida y regreso',
    );
    expect(fields.some((f) => /^Renta\.Kilometraje de salida:number$/.test(f))).toBe(true);
    expect(fields.some((f) => /^Carro\.(Fecha|Depósito):/.test(f))).toBe(false);
  });
});

describe("what the rest of a routed list's sentence asks is that list's", () => {
  it('"las revisiones de cada invernadero: fecha, temperatura, si hay plaga y qué tratamiento"', () => {
    const fields = allFields(
      'Cooperativa de invernaderos en Almería, 12 socios. Necesito dos cosas: llevar las cuotas de cada socio por trimestre, si está pagada o no, y un registro de las revisiones de cada invernadero: fecha, temperatura, humedad, si hay plaga y qué tratamiento se le echó.',
    );
    expect(fields.some((f) => /^Cuota\.(Plaga|Tratamiento)/.test(f))).toBe(false);
  });
  it('"pidan vacaciones y permisos": two kinds the request knows are its Tipo', () => {
    const fields = allFields(
      'que los empleados pidan vacaciones y permisos desde la app y el jefe los apruebe o rechace',
    );
    expect(
      fields.some((f) =>
        /\.Tipo:choice\[(Permiso\|Vacación|Vacación\|Permiso|Vacaciones\|Permiso)/.test(f),
      ),
    ).toBe(true);
  });
});

describe('a colon whose list is the object of a verb after it', () => {
  it('"30 supermercados: cada voluntario elige el súper y la franja horaria" lists no kinds', () => {
    const fields = allFields(
      'Coordinamos el banco de alimentos de la zona. Para la gran recogida necesitamos voluntarios en unos 30 supermercados: cada voluntario elige el súper y la franja horaria, y el coordinador de cada súper ve quién le toca.',
    );
    expect(fields.some((f) => /\.Tipo:choice\[Super\|/.test(f))).toBe(false);
    expect(fields.some((f) => /\.Súper:text/.test(f))).toBe(false);
  });
});

describe('checks said as «bien», marked as done, and what is reviewed', () => {
  it('"y en cada inspección mensual anotar si la presión está ok" → Presión on the inspection', () => {
    const fields = allFields(
      'Extintores de la fábrica: cada extintor con su código, tipo (PQS, CO2) y ubicación, y en cada inspección mensual anotar si la presión está ok, el precinto, fecha de recarga y quién revisó',
    );
    expect(fields).toContain('Inspección.Presión:boolean');
  });
  it('"hay q marcar entregado y cobrado": the status says «Entregado», «Cobrado» is a yes/no', () => {
    const fields = allFields(
      'Reparto de garrafones de agua en Puebla. cada ruta tiene su repartidor, los clientes piden por mensaje y hay q marcar entregado y cobrado, y cuantos garrafones vacios se regresaron',
    );
    expect(fields.some((f) => f.endsWith('.Cobrado:boolean'))).toBe(true);
    expect(fields.some((f) => f.endsWith('.Entregado:boolean'))).toBe(false);
  });
  it('"el ingeniero revisa plagas, humedad, floración" lists what each review notes', () => {
    const fields = allFields(
      'finca de aguacate dividida en lotes, el ingeniero pasa cada semana y revisa plagas (trips, araña roja), humedad, floración y hace recomendaciones. quiero guardar todo por lote',
    );
    expect(fields.some((f) => /\.Humedad:/.test(f))).toBe(true);
  });
});

describe('what is written at length is long text', () => {
  it.each([
    [
      'bolsa de trabajo para la vendimia: las bodegas publican ofertas y los trabajadores se apunten con sus datos, su experiencia y si tienen carné',
      'Experiencia:longtext',
    ],
    [
      'repertorio del mariachi: cada canción con su tono, la letra y quién canta la primera voz',
      'Letra:longtext',
    ],
  ])('%s → %s', (idea, field) =>
    expect(allFields(idea).some((f) => f.endsWith(`.${field}`))).toBe(true),
  );
});

describe('rule "niveles": a word for kinds followed by its values', () => {
  it('"damos clases de grupo (max 8) y particulares, por niveles iniciacion, intermedio y avanzado"', () => {
    expect(
      allFields(
        'escuela de surf en corralejo. damos clases de grupo (max 8) y particulares, por niveles iniciacion, intermedio y avanzado. la gente tiene que poder reservar plaza en la web eligiendo dia y hora, y tambien alquilamos tablas y neoprenos sueltos por horas o dias',
      ),
    ).toContain('Clase.Nivel:choice[Iniciación|Intermedio|Avanzado]');
  });
  it.each([
    'academia de idiomas: grupos por niveles de inglés y de francés',
    'tienda de ropa: cada prenda con tallas, colores y precios',
  ])('never a complement or a list of fields: %s', (idea) =>
    expect(allFields(idea).some((f) => /\.Nivel:choice|\.Talla:choice\[Colores/.test(f))).toBe(
      false,
    ),
  );
});

describe('rule "asistencia": whether each one came is a yes/no (decision 0269)', () => {
  it.each([
    [
      'tenemos un complejo con 4 canchas de padel, queremos que los chicos reserven el horario desde la app y paguen la seña, y nosotros marcamos si vino o no',
      'Reserva.Asistió:boolean',
    ],
    [
      'Soy encargada de una estación de servicio y armo los turnos de los playeros: mañana, tarde y noche. Los chicos cambian turnos entre ellos y después no sé quién vino.',
      'Turno.Asistió:boolean',
    ],
    [
      'escuela de natación para bebés y niños. Trimestres con cuota, cada niño en un grupo según nivel, y controlar asistencia para recuperar clases',
      'Asistencia.Asistió:boolean',
    ],
    [
      'clases de yoga en mi estudio: las alumnas reservan su plaza en la clase desde la web y yo marco quién faltó',
      'Inscripción.Asistió:boolean',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));
  it.each([
    // Who is coming along, not who came.
    'Camino de Santiago con el grupo: las etapas, los albergues y quién viene (con su teléfono de emergencia)',
    // A condition, and a piece that is missing.
    'alquilo la furgoneta a los vecinos por días y si viene con remolque cobro más',
    'ludoteca con 300 juegos de mesa: qué juegos están prestados, a quién, y si falta alguna pieza al volver',
  ])('never for %s', (idea) =>
    expect(allFields(idea).some((f) => /\.Asistió:/.test(f))).toBe(false),
  );
  it('a status that has «Asistió» among its options says it already', () => {
    const fields = allFields(
      'ong de limpieza de playas: cada mes hacemos jornadas y los voluntarios se inscriben; marcar quien vino',
    );
    expect(fields.some((f) => /\.Asistió:/.test(f))).toBe(false);
  });
});

describe("who made a work, and a runner's number (decision 0269)", () => {
  it.each([
    [
      'Tengo una disquería de vinilos y quiero vender online. De cada disco quiero poner artista, sello, año y el precio',
      'Artista:text',
    ],
    ['un mapita de los murales de valpo con foto, artista y direccion', 'Artista:text'],
    [
      'Organizo la 10K popular de mi pueblo: las inscripciones online con dorsal y talla de camiseta',
      'Dorsal:number',
    ],
  ])('%s → %s', (idea, field) =>
    expect(allFields(idea).map((f) => f.replace(/^[^.]+\./, ''))).toContain(field),
  );
  it.each([
    // People said in the plural are the app's people, never a field.
    'dojo de karate: alumnos, cuotas y cinturones',
    'residencia universitaria: los residentes piden permiso para traer un invitado y el director lo aprueba',
  ])('no person a field: %s', (idea) =>
    // A reference to the list of them is no such field: «Mensualidad.Alumno:reference».
    expect(allFields(idea).some((f) => /\.(Alumno|Director|Invitado):(?!reference)/.test(f))).toBe(
      false,
    ),
  );
});

describe('rule "cuántos": the word that says which ones is counted with them (decision 0269)', () => {
  it.each([
    [
      'reparto de garrafones: que el repartidor marque entregado y cuántos garrafones vacíos recogió',
      'Garrafones vacíos:number',
    ],
    [
      'reparto de garrafones: que el repartidor marque entregado y cuantos garrafones vacios recogio',
      'Garrafones vacíos:number',
    ],
  ])('%s → %s', (idea, field) =>
    expect(allFields(idea).map((f) => f.replace(/^[^.]+\./, ''))).toContain(field),
  );
  it.each([
    [
      'tengo 40 colmenas y en cada revisión apunto cuántos kilos de miel saqué',
      'Kilos de miel:number',
    ],
  ])('never a verb or a complement: %s → %s', (idea, field) =>
    expect(allFields(idea).map((f) => f.replace(/^[^.]+\./, ''))).toContain(field),
  );
});

describe('rule "reportar": what is reported, in kinds, is the report\'s Tipo (decision 0269)', () => {
  it.each([
    [
      'conjunto residencial: que los residentes reporten los daños (ascensor, goteras, luces del parqueadero) con foto y la administradora los asigne',
      'Tipo:choice[Ascensor|Goteras|Luces del parqueadero|Otro]',
    ],
    [
      'edificio de oficinas: que los arrendatarios reporten fallas (aire acondicionado, ascensor, luces) con foto y asignarlas al técnico',
      'Tipo:choice[Aire acondicionado|Ascensor|Luces|Otro]',
    ],
  ])('%s → %s', (idea, field) =>
    expect(allFields(idea).map((f) => f.replace(/^[^.]+\./, ''))).toContain(field),
  );
  it('never a field named after what is reported', () =>
    expect(
      allFields(
        'conjunto residencial: que los residentes reporten los daños (ascensor, goteras, luces del parqueadero) con foto',
      ).some((f) => /\.Daños:/.test(f)),
    ).toBe(false));
  it('a value said of what a person has stays its field: «su cuerda (soprano, …)»', () =>
    expect(
      allFields(
        'coro amateur: llevar a los coristas con su cuerda (soprano, contralto, tenor, bajo) y las cuotas de cada mes',
      ),
    ).toContain('Corista.Cuerda:choice[Soprano|Contralto|Tenor|Bajo]'));
  it('a reading is a number: «temperatura, humedad»', () =>
    expect(
      allFields(
        'invernaderos: en cada revisión de cada invernadero apunto fecha, temperatura, humedad y si hay plaga',
      ).some((f) => /\.Humedad:number/.test(f)),
    ).toBe(true));
});

describe('rule "por": what a list is sorted or found by is its field (decision 0269)', () => {
  it.each([
    [
      'cada año los papás del colegio compramos libros de texto nuevos; quiero una app donde publicar los libros usados por grado, con precio o para regalar',
      'Libro.Grado:text',
    ],
    [
      'app para vender y comprar libros y fotocopias usadas entre estudiantes de la U, por carrera y materia, y chatear con el vendedor',
      'Anuncio.Materia:text',
    ],
    [
      'Tengo un podcast de historia y quiero una web con todos los episodios por temporada, con el enlace de Spotify',
      'Episodio.Temporada:text',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));
  it.each([
    'alquilo kayaks por horas y la gente reserva por WhatsApp',
    'vendo quesos por kilo y reparto por barrios los sábados desde la quesería',
  ])('never a way, a unit or a round: %s', (idea) =>
    expect(allFields(idea).some((f) => /\.(Hora|Horas|Whatsapp|Kilo|Barrio):/.test(f))).toBe(false),
  );
  it('a word for kinds with its values stays their choice', () =>
    expect(
      allFields(
        'escuela de surf: damos clases de grupo y particulares, por niveles iniciacion, intermedio y avanzado, y la gente reserva plaza',
      ).filter((f) => /\.Nivel:/.test(f)),
    ).toEqual([expect.stringMatching(/\.Nivel:choice\[Iniciación\|Intermedio\|Avanzado\]$/)]));
});

describe('a T-shirt size is one of the usual sizes (decision 0269)', () => {
  it('"con talla de camiseta" → a choice XS…XXL', () =>
    expect(
      allFields(
        'Carrera popular solidaria de 10K. Inscripciones online con nombre, DNI, talla de camiseta y club',
      ),
    ).toContain('Inscripción.Talla de camiseta:choice[XS|S|M|L|XL|XXL]'));
  it.each([
    // A baby's size is in months, a dress's in numbers: said as text.
    'grupo de mamás del barrio para regalar o cambiar ropa de bebé: cada prenda con foto, talla y estado',
    'alquilo vestidos de gala: necesito llevar qué vestido, qué talla, la fecha que lo recogen y la fianza',
  ])('never for a bare «talla»: %s', (idea) =>
    expect(allFields(idea).some((f) => /Talla:choice\[XS/.test(f))).toBe(false),
  );
});

describe('rule "cómo se sintió": how it went, by its noun (decision 0269)', () => {
  it.each([
    [
      'apuntar mis entrenos de running: km, ritmo, pulsaciones, como me sentí y con qué zapatillas',
      'Entreno.Sensaciones:rating',
    ],
    [
      'kiero q los papas vean cada dia las fotos del campamento de verano, q hizo su hijo y si se porto bien',
      'Parte diario.Comportamiento:choice[Muy bien|Bien|Regular|Mal]',
    ],
    [
      'maestra de educación especial: mandarle a cada mamá un reporte diario de su hijo: cómo estuvo su conducta, qué logró y si comió',
      'Reporte.Comportamiento:choice[Muy bien|Bien|Regular|Mal]',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));
  it('the log keeps one rating of how it went', () =>
    expect(
      allFields('apuntar mis entrenos de running: km, ritmo y como me sentí').filter((f) =>
        /:rating/.test(f),
      ),
    ).toEqual(['Entreno.Sensaciones:rating']));
  it.each([
    'vendo mercancía al por mayor y me siento perdido con los pedidos de cada cliente',
    'guardería de perros: si se porta mal aviso a los dueños por whatsapp',
  ])('never a condition nor a feeling in passing: %s', (idea) =>
    expect(allFields(idea).some((f) => /\.(Sensaciones|Comportamiento):/.test(f))).toBe(false),
  );
});

describe('rule "opciones": the values of «X de cada uno (…)» are X\'s (decision 0269)', () => {
  it('"la cuerda de cada uno (soprano, contralto, tenor, bajo)" → Cuerda', () =>
    expect(
      allFields(
        'coro amateur de 40 voces: llevar la cuerda de cada uno (soprano, contralto, tenor, bajo), las cuotas de cada mes y los ensayos',
      ),
    ).toContain('Socio.Cuerda:choice[Soprano|Contralto|Tenor|Bajo]'));
  it('never a field named «Uno»', () =>
    expect(
      allFields(
        'coro amateur de 40 voces: llevar la cuerda de cada uno (soprano, contralto, tenor, bajo), las cuotas de cada mes y los ensayos',
      ).some((f) => /\.Uno:/.test(f)),
    ).toBe(false));
});

describe('rule "lo que cuesta": a sum said with «lo» is money (decision 0269)', () => {
  it.each([
    [
      'Me gustaría un listado de los profes particulares del pueblo, con lo que cobran por hora, dónde dan clase, y opiniones de las familias',
      'Precio por hora:money',
    ],
    [
      'Nos casamos en septiembre: una lista de tareas por áreas con quién se encarga, y apuntar lo que cuesta cada proveedor y lo pagado',
      'Pagado:money',
    ],
  ])('%s → %s', (idea, field) =>
    expect(allFields(idea).map((f) => f.replace(/^[^.]+\./, ''))).toContain(field),
  );
  it.each([
    // What a repair cost is its «Costo», said by the word itself.
    'Tengo 7 tractomulas. Necesito registrar cada mantenimiento, el kilometraje, lo que costo y el taller',
    // "lo que quiero", "lo que pasa": no sum.
    'quiero una app para lo que pasa en el barrio: que los vecinos avisen de baches con foto',
  ])('never «Precio» for %s', (idea) =>
    expect(allFields(idea).some((f) => /\.Precio:money$/.test(f))).toBe(false),
  );
});

describe('rule "qué": the last of a list, after «y», without its accent (decision 0269)', () => {
  it.each([
    [
      'le doy mantenimiento a 30 albercas. en cada visita anoto cloro, pH, si limpie el filtro y que quimicos le eché',
      'Químico:text',
    ],
    [
      'mudanzas: que el cliente pida la cotización poniendo dirección de origen y destino, el piso, si hay ascensor y que muebles lleva',
      'Mueble:text',
    ],
  ])('%s → %s', (idea, field) =>
    expect(allFields(idea).map((f) => f.replace(/^[^.]+\./, ''))).toContain(field),
  );
  it('never a wish after «y que»', () =>
    expect(
      allFields(
        'taller de bicis: los clientes dejan su bici y que el mecánico apunte lo que le hizo',
      ).some((f) => /\.Mecánico:/.test(f)),
    ).toBe(false));
});

describe('"con" after «X de cada N»: the one thing said of each has them (decision 0269)', () => {
  it('"el albergue reservado de cada noche con su teléfono y si ya está pagado" → Albergue', () => {
    const fields = allFields(
      'Organizo el Camino de Santiago: las etapas con los kilómetros, el albergue reservado de cada noche con su teléfono y si ya está pagado, y los gastos del bote',
    );
    expect(fields).toContain('Albergue.Teléfono:phone');
    expect(fields).toContain('Albergue.Pagado:boolean');
  });
  it('"la ficha de cada niño con alergias" stays the child\'s', () =>
    expect(
      allFields(
        'guardería: la ficha de cada niño con alergias y teléfono de los padres, y el parte diario',
      ).some((f) => /^Ficha\./.test(f)),
    ).toBe(false));
});

describe('rule "le quedan": what is left to someone is a number on them (decision 0269)', () => {
  it.each([
    [
      'Que los empleados pidan vacaciones desde la app, que su encargado las apruebe o rechace, y que cada uno vea cuántos días le quedan.',
      'Empleado.Días restantes:number',
    ],
    [
      'rocódromo en bilbao. vendemos bono de 10 entradas, mensual y anual. quiero fichar a cada escalador, qué bono tiene, cuántas entradas le quedan y apuntar cada vez que viene',
      'Escalador.Entradas restantes:number',
    ],
    [
      'que los empleados pidan vacaciones y el jefe las apruebe, y que se vea cuantos dias le quedan a cada uno',
      'Empleado.Días restantes:number',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));
  it('never what is left of a list, said of no one: «cuántas plazas quedan»', () =>
    expect(
      allFields(
        'talleres de cerámica: que la gente se inscriba y ver cuántas plazas quedan en cada taller',
      ).some((f) => /restantes/.test(f)),
    ).toBe(false));
});

describe('the values in brackets of a word for kinds are its options (rule "tipo (…)")', () => {
  it.each([
    [
      'quiero apuntar cada entreno: km, tiempo, ritmo, pulsaciones, tipo (rodaje, series, tirada larga) y cómo me sentí',
      'Entreno.Tipo:choice[Rodaje|Series|Tirada larga]',
    ],
    [
      'Tengo una empresa de transporte con 7 tractomulas. Necesito registrar cada mantenimiento (cambio de aceite, llantas, frenos), el kilometraje y lo que costó',
      'Mantenimiento.Tipo:choice[Cambio de aceite|Llantas|Frenos|Otro]',
    ],
    [
      'Mantenimiento de extintores en las tiendas: cada extintor con su código, tipo (PQS, CO2) y la fecha de recarga',
      'Extintor.Tipo o modelo:choice[PQS|CO2]',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));
  it('a list of categories the app keeps stays a link to it: "categoría (carpetas, aros…)"', () =>
    expect(
      allFields(
        'Ñandutí hecho por mi mamá: queremos venderlo por internet, con fotos de cada pieza, precio y categoría (carpetas, aros, camineros)',
      ).filter((f) => f.includes('.Categoría:choice')),
    ).toEqual([]));
  it('the parts a thing has checked are no kinds of it: "cada ascensor (cables, frenos, puertas)"', () =>
    expect(
      allFields(
        'Empresa de mantenimiento de ascensores: cada técnico hace la revisión mensual de cada ascensor (cables, frenos, puertas) y anota si está todo bien',
      ).filter((f) => f.startsWith('Ascensor.Tipo:choice')),
    ).toEqual([]));
});

describe('rule "si es A, B o C": the values are the thing\'s kinds, one choice', () => {
  it.each([
    [
      'quiero una app pa vender tablas de surf usadas: que cualquiera publique su tabla con fotos, la medida, el litraje, si es shortboard, longboard, fish o funboard, el estado y el precio',
      'Tabla.Tipo:choice[Shortboard|Longboard|Fish|Funboard]',
    ],
    [
      'lavanderia en Barranquilla, la gente deja la ropa por kilo y la recoge al otro dia. quiero anotar el pedido con los kilos, si es lavado o lavado y planchado, cuanto es, la fecha de entrega',
      'Pedido.Tipo:choice[Lavado|Lavado y planchado]',
    ],
  ])('%s → %s', (idea, field) => expect(allFields(idea)).toContain(field));
  it('no field per value', () => {
    const fields = allFields(
      'quiero una app pa vender tablas de surf usadas: que cualquiera publique su tabla con fotos, la medida, el litraje, si es shortboard, longboard, fish o funboard, el estado y el precio',
    );
    expect(fields.some((f) => /\.(Shortboard|Longboard|Fish|Funboard):/.test(f))).toBe(false);
  });
  it.each([
    // One value: a yes/no.
    [
      'Protectora de galgos. Queremos las fichas de los galgos con foto, edad, sexo, si es apto con gatos y su historia',
      /\.Apto con gatos:boolean/,
    ],
    // "o no": a yes/no.
    ['tienda de miel: cada tarro con su precio y si es ecológica o no', /\.Ecológic[oa]:boolean/],
  ])('%s keeps its yes/no', (idea, field) =>
    expect(allFields(idea).some((f) => field.test(f))).toBe(true),
  );
  it('"si es corte, barba o los dos": no choice of «Dos»', () => {
    const fields = allFields(
      'che, tengo una barbería en Palermo y quiero que los pibes saquen turno solos desde el celu, eligiendo barbero y si es corte, barba o los dos',
    );
    expect(fields.some((f) => /Dos\]/.test(f))).toBe(false);
  });
  it('"si es pickup o envío" beside the order\'s «Forma de entrega»: no field', () => {
    const fields = allFields(
      'tiendita online donde vean el catálogo por categoría, hagan su order con varios productos y me digan si es pickup o envío',
    );
    expect(fields.some((f) => /\.(Pickup|Tipo):/.test(f))).toBe(false);
  });
  it('"el tono (si es Sol, Fa, Mi-La-Re…)": the values after «si es», as written', () => {
    expect(
      allFields(
        'taller de acordeones: registro cada acordeón que entra: de quién es, la marca, el tono (si es Sol, Fa, Mi-La-Re...), qué falla trae y el presupuesto',
      ),
    ).toContain('Acordeón.Tono:choice[Sol|Fa|Mi-La-Re]');
  });
  it('"somos como 12 (dirección, foto, arte…)": the ones counted are no fields', () => {
    const fields = allFields(
      'Estamos produciendo un cortometraje, somos como 12 (dirección, foto, arte, sonido, producción). Quiero repartir las tareas: cada tarea con responsable, fecha límite y estado',
    );
    expect(fields.some((f) => /\.(Arte|Sonido|Producción):/.test(f))).toBe(false);
  });
});

describe('bare plurals after a colon are kinds, one Tipo', () => {
  it('"trabajamos la filigrana en plata y oro: aretes, topitos, candongas, mariposas, cadenas"', () => {
    const fields = allFields(
      'somos orfebres, trabajamos la filigrana en plata y oro: aretes, topitos, candongas, mariposas, cadenas. Queremos una galería de nuestras piezas organizada por colecciones, con fotos, el material y el precio',
    );
    expect(
      fields.some((f) =>
        /^Pieza\.Tipo:choice\[Arete\|Topitos\|Candongas\|Mariposa\|Cadena/.test(f),
      ),
    ).toBe(true);
    expect(fields.some((f) => /\.(Arete|Cadena):/.test(f))).toBe(false);
  });
  it('what is noted, with its articles, stays fields: "apuntar las salidas: la zona, las especies, los kilos"', () => {
    expect(
      fieldsOf('quiero apuntar mis salidas de pesca: la zona, las especies, los kilos').some((f) =>
        /^Tipo:/.test(f),
      ),
    ).toBe(false);
  });
  it('never two Tipo fields on one list', () => {
    const fields = allFields(
      'Directorio de artesanos de Oaxaca: alfareros, tejedoras, talladores de alebrijes. Cada uno con su ficha, pueblo, teléfono de whatsapp y fotos, y que los turistas dejen reseñas',
    );
    expect(fields.filter((f) => /^Artesano\.Tipo:/.test(f))).toHaveLength(1);
  });
});

describe("one idea never changes the next one's app", () => {
  it('a request app read after another keeps its own kinds', () => {
    const before = JSON.stringify(
      generateAppDefinition(
        'que los empleados pidan vacaciones y días libres y el jefe los apruebe',
      ),
    );
    generateAppDefinition(
      'En el colegio los profes piden materiales todo el rato: resmas, plumones, tintas, cartulinas. Quiero que cada profe haga su solicitud y que la jefa la apruebe',
    );
    expect(
      JSON.stringify(
        generateAppDefinition(
          'que los empleados pidan vacaciones y días libres y el jefe los apruebe',
        ),
      ),
    ).toBe(before);
  });
});

describe('money said as pesos names no «Peso» (rule "atributo")', () => {
  it('"una tanda de 1000 pesos por quincena": the amount is the pattern’s own field', () => {
    expect(allFields('una tanda de 1000 pesos por quincena').some((f) => /\.Peso:/.test(f))).toBe(
      false,
    );
  });
  it('"el peso" of a catch is still a field', () => {
    expect(
      allFields('quiero apuntar mis salidas de pesca: especie, el peso y la carnada').some((f) =>
        /\.Peso:number/.test(f),
      ),
    ).toBe(true);
  });
});

describe('a list of the app named right before a colon: its records or its kinds, never fields', () => {
  it.each([
    [
      'Somos un estudio de doblaje. Cada proyecto tiene sus tareas: traducción, adaptación, casting, mezcla y entrega. Quiero asignar cada tarea a alguien del equipo con fecha límite y estado',
      /^Tarea\.Tipo:choice\[Traducción\|Adaptación\|Casting/,
    ],
    [
      'En la panadería somos 9, en tres turnos: mañana, tarde y madrugada. Quiero montar el horario de cada semana',
      /^Turno\.Franja:choice\[Mañana\|Tarde\|Madrugada/,
    ],
    [
      'Tenemos una ludoteca de juegos de mesa con bonos: mensual, trimestral y anual. Queremos controlar los socios con su bono y cuándo les vence',
      /^Bono\.Periodicidad:choice\[Mensual\|Trimestral\|Anual/,
    ],
  ])('%s', (idea, kind) => {
    const fields = allFields(idea);
    expect(fields.some((f) => kind.test(f))).toBe(true);
    expect(fields.some((f) => /\.(Traducción|Adaptación|Madrugada|Mensual):/.test(f))).toBe(false);
  });
  it('"por colecciones: cine, teatro, halloween" are three collections: no field, no kind', () => {
    const fields = allFields(
      'soy maquillador de efectos especiales y quiero un portafolio para que las productoras vean mis trabajos por colecciones: cine, teatro, halloween. cada trabajo con fotos del antes y despues y el año',
    );
    expect(fields.some((f) => /(Cine|Teatro|Halloween)/.test(f))).toBe(false);
  });
  it.each([
    // A list said of another: the expenses of the trip, not kinds of trip.
    'nos vamos 8 parceros a san andres y queremos llevar las cuentas del viaje: hotel, lanchas, comida, rumba. cada uno paga algo',
    // What is asked of each, not kinds.
    'Queremos un mapa donde cada socio suba sus avistamientos: qué especie, cuántos individuos, la foto y la fecha',
  ])('not after «del viaje:» nor before «qué…, cuántos…»: %s', (idea) => {
    const fields = allFields(idea);
    expect(fields.some((f) => /^Viaje\.Tipo:choice\[Hotel/.test(f))).toBe(false);
    expect(fields.some((f) => /^Avistamiento\.Tipo:choice\[Especie/.test(f))).toBe(false);
  });
});

describe('a word after a proper name qualifies it: no field', () => {
  it('"la Patagonia chilena (Coyhaique, Futaleufú)" names no «Chilena»', () => {
    const fields = allFields(
      'Un directorio de guías de pesca con mosca de la Patagonia chilena (Coyhaique, Futaleufú, Puerto Aysén): cada guía con su tarifa por día y su contacto',
    );
    expect(fields.some((f) => /Chilena/.test(f))).toBe(false);
  });
  it('"su categoría (infantil, cadete…)" in an idea full of names still names its field', () => {
    const fields = allFields(
      'Soy el secretario del Club de Remo Guadalquivir: el listado de socios con su categoría (infantil, cadete, absoluto, veterano) y la cuota trimestral de cada uno y si la ha pagado',
    );
    expect(fields.some((f) => /\.Categoría:choice\[Infantil\|Cadete/.test(f))).toBe(true);
  });
});

describe('the whole of a list («la carta», «el catálogo») is never a field', () => {
  it.each([
    'tenemos una sidreria y queremos q los clientes pidan desde la mesa escaneando un QR: la carta (cachopo, fabes, quesos, cada cosa con su precio) y cuantas botellas de sidra',
    'Bar de tapas. Queremos un QR en cada mesa con la carta (tapas, raciones, bebidas), que pidan desde el móvil',
    'tengo un bar de tapas y quiero q los camareros apunten la comanda en el movil por mesa, con la carta y los precios',
  ])('%s', (idea) => {
    expect(allFields(idea).some((f) => /\.Carta:/.test(f))).toBe(false);
  });
});

describe('a field that names two things says both («Marca y modelo»)', () => {
  it('"de cada bici apunto la marca, el modelo": no «Modelo» beside «Marca y modelo»', () => {
    const fields = allFields('De cada bici apunto la marca, el modelo y qué le pasa');
    expect(fields.some((f) => /^Bicicleta\.Marca y modelo:/.test(f))).toBe(true);
    expect(fields.some((f) => /\.Modelo:/.test(f))).toBe(false);
  });
});

describe('an open list after a colon ends in «…» even after «de …»', () => {
  it('"herramientas: taladros, escaleras, una desbrozadora, una máquina de coser...": kinds of tool', () => {
    const fields = allFields(
      'hemos montado una biblioteca de herramientas: taladros, escaleras, una desbrozadora, una máquina de coser... Los socios las piden prestadas.',
    );
    expect(fields.some((f) => /^Herramienta\.Tipo:choice\[Taladro\|Escalera/.test(f))).toBe(true);
    expect(fields.some((f) => /^Préstamo\.(Taladro|Escalera|Máquina)/.test(f))).toBe(false);
  });
});

describe('a name said with which one it is', () => {
  const details = (idea: string) => planIdea(idea).details.map((d) => d.label);
  it.each([
    ['de cada planta quiero apuntar el nombre científico y el origen', 'Nombre científico'],
    ['cada planta con su nombre en kichwa y cientifico, foto', 'Nombre en kichwa'],
    ['cada planta con su nombre en kichwa y cientifico, foto', 'Nombre científico'],
    ['de cada ave apunto el nombre común y científico, la foto y el lugar', 'Nombre común'],
  ])('%s → %s', (idea, label) => expect(details(idea)).toContain(label));
  it('"el nombre y el origen": a bare «nombre» stays the record’s own, no «Nombre …» field', () => {
    const said = details('de cada planta quiero apuntar el nombre y el origen');
    expect(said).toContain('Origen');
    expect(said.filter((l) => /^Nombre /.test(l))).toEqual([]);
  });
});

describe('kinds and fields of a directory said in two sentences', () => {
  const idea =
    'Directorio de artesanos de Oaxaca: alfareros, tejedoras, talladores de alebrijes. Cada uno con su ficha, pueblo, teléfono de whatsapp y fotos, y que los turistas dejen reseñas';
  const fields = () => allFields(idea);
  it('the kinds after the colon are its Tipo, one of them each («Tallador de alebrijes»)', () =>
    expect(fields()).toContain(
      'Artesano.Tipo:choice[Alfarero|Tejedor|Tallador de alebrijes|Otro]',
    ));
  it('"cada uno con su ficha, pueblo…": what each has is fields, never kinds', () => {
    expect(fields()).toContain('Artesano.Pueblo:text');
    expect(fields().some((f) => /Tipo:choice\[Ficha/.test(f))).toBe(false);
  });
});
