import type { AppPattern } from '../types.ts';

// A logbook of inspections of a thing: hives of a beekeeper, vans of a fleet, horses of a
// stable, machines of a workshop, fire extinguishers of a building. Each thing has its card; the
// team notes every inspection with the idea's own measures and the date of the next one, and the
// work done on it (treatments, repairs) with its cost.
export default {
  id: 'bitacora-revisiones',
  label: 'Bitácora de revisiones',
  main: 'revision',
  cues: [
    { text: 'revision', weight: 3 },
    { text: 'revisar', weight: 2 },
    { text: 'inspeccion', weight: 3 },
    { text: 'inspeccionar', weight: 3 },
    { text: 'bitacora', weight: 3 },
    { text: 'cuaderno de campo', weight: 3 },
    { text: 'historial', weight: 2 },
    { text: 'chequeo', weight: 2 },
    { text: 'control', weight: 1 },
    { text: 'mantenimiento', weight: 2 },
    { text: 'mantenimiento preventivo', weight: 3 },
    { text: 'colmena', weight: 3 },
    { text: 'apicultor', weight: 3 },
    { text: 'apiario', weight: 3 },
    { text: 'flota', weight: 2 },
    { text: 'vehiculo', weight: 2 },
    { text: 'itv', weight: 2 },
    { text: 'maquina', weight: 2 },
    { text: 'caballo', weight: 2 },
    // A herd kept: «algo pa controlar las vacas», «el ganado».
    { text: 'vaca', weight: 2 },
    { text: 'oveja', weight: 2 },
    { text: 'cabra', weight: 2 },
    { text: 'ganado', weight: 3 },
    { text: 'extintor', weight: 2 },
    // Water works looked after: wells, reservoirs, tanks, their chlorine.
    { text: 'pozo', weight: 2 },
    { text: 'reservorio', weight: 2 },
    { text: 'tanque', weight: 1 },
    { text: 'cloro', weight: 2 },
    { text: 'plaga', weight: 2 },
    { text: 'oidio', weight: 2 },
    { text: 'estado fenologico', weight: 3 },
    { text: 'viñedo', weight: 2 },
    { text: 'recorrer parcela', weight: 2 },
    // «apuntamos los riegos y las cosechas» of each plot: a logbook of the plots.
    { text: 'riego', weight: 2 },
    { text: 'cosecha', weight: 1 },
    { text: 'cada cuanto', weight: 1 },
    { text: 'reservar', weight: -2 },
    { text: 'alquilar', weight: -2 },
    { text: 'cita', weight: -1 },
    { text: 'adoptar', weight: -2 },
  ],
  entities: [
    {
      id: 'cosa',
      label: 'Elemento',
      labelPlural: 'Elementos',
      gender: 'm',
      slot: 'thing',
      names: [
        'elemento',
        'colmena',
        'vehículo',
        'furgoneta',
        'máquina',
        'caballo',
        'equipo',
        'extintor',
        'árbol',
        'bancal',
        'instalación',
      ],
      core: true,
      rule: 'privada',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'codigo', label: 'Código, matrícula o número', type: 'text' },
        { key: 'tipo', label: 'Tipo o modelo', type: 'text' },
        { key: 'ubicacion', label: 'Ubicación', type: 'text' },
        { key: 'fecha_alta', label: 'Fecha de alta', type: 'date' },
        { key: 'caducidad', label: 'Fecha de caducidad o de ITV', type: 'date' },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          options: ['Bien', 'En observación', 'Necesita atención', 'De baja'],
          required: true,
        },
        { key: 'foto', label: 'Foto', type: 'image' },
        { key: 'notas', label: 'Notas', type: 'longtext' },
        { key: 'dueno', label: 'Cliente', type: 'reference', ref: 'dueno' },
      ],
      board: 'estado',
      totals: [
        { from: 'revision', label: 'Revisiones' },
        { from: 'intervencion', label: 'Intervenciones' },
        { from: 'intervencion', field: 'coste', label: 'Coste de intervenciones' },
      ],
    },
    {
      id: 'revision',
      label: 'Revisión',
      labelPlural: 'Revisiones',
      gender: 'f',
      slot: 'record',
      names: ['revisión', 'inspección', 'control', 'visita', 'chequeo', 'mantenimiento'],
      core: true,
      rule: 'privada',
      details: true,
      fields: [
        { key: 'cosa', label: 'Elemento', type: 'reference', ref: 'cosa', required: true },
        { key: 'fecha', label: 'Fecha', type: 'date', required: true },
        { key: 'responsable', label: 'Responsable', type: 'text' },
        {
          key: 'resultado',
          label: 'Resultado',
          type: 'choice',
          options: ['Todo bien', 'Con observaciones', 'Hay que actuar'],
          required: true,
        },
        { key: 'observaciones', label: 'Observaciones', type: 'longtext' },
        { key: 'foto', label: 'Foto', type: 'image' },
        { key: 'kilometros', label: 'Kilómetros u horas de uso', type: 'number' },
        { key: 'proxima', label: 'Próxima revisión', type: 'date' },
      ],
      calendar: 'fecha',
      board: 'resultado',
    },
    {
      // "le doy mantenimiento a 30 albercas … que el dueño de cada alberca vea su historial",
      // "revisamos extintores en comercios … la factura a cada cliente": whose things are looked
      // after, a list only when the idea names them (whose things they are, not the app's
      // people: a crew's logbook never points its vehicles at the crew for it).
      id: 'dueno',
      label: 'Cliente',
      labelPlural: 'Clientes',
      gender: 'm',
      slot: null,
      names: ['dueño', 'propietario', 'comercio'],
      core: false,
      rule: 'privada',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'telefono', label: 'Teléfono', type: 'phone' },
        { key: 'email', label: 'Email', type: 'email' },
        { key: 'direccion', label: 'Dirección', type: 'text' },
        { key: 'notas', label: 'Notas', type: 'longtext' },
      ],
      totals: [{ from: 'cosa', label: 'Elementos' }],
    },
    {
      id: 'intervencion',
      label: 'Intervención',
      labelPlural: 'Intervenciones',
      gender: 'f',
      slot: null,
      names: ['intervención', 'tratamiento', 'reparación', 'arreglo'],
      core: false,
      rule: 'privada',
      fields: [
        { key: 'cosa', label: 'Elemento', type: 'reference', ref: 'cosa', required: true },
        { key: 'fecha', label: 'Fecha', type: 'date', required: true },
        { key: 'tipo', label: 'Qué se hizo', type: 'text', required: true },
        { key: 'detalle', label: 'Detalle', type: 'longtext' },
        { key: 'cantidad', label: 'Cantidad', type: 'number' },
        { key: 'coste', label: 'Coste', type: 'money' },
        { key: 'proveedor', label: 'Taller o proveedor', type: 'text' },
        { key: 'factura', label: 'Factura o parte', type: 'file' },
      ],
      calendar: 'fecha',
    },
  ],
  purpose:
    'llevar el historial de cada {cosa}: cada {revision} con lo que se vio y la fecha {del revision} siguiente, y lo que se le ha hecho con su coste',
  features: [
    'Ficha de cada {cosa} con su código, su ubicación, su estado y su foto',
    '{Revision.pl} con fecha, resultado, observaciones, foto y fecha {del revision} siguiente',
    'Calendario de {los revision} por día',
    'Tablero de {los revision} por resultado: {:tablero}',
    'Tablero de {los cosa} por estado: {:tablero}',
    '{Intervencion.pl} de cada {cosa}, con lo que se hizo, su coste y su factura',
    'Número de {revision.pl} y coste total de {los intervencion} en la ficha de cada {cosa}',
  ],
  stories: [
    'Como responsable, quiero apuntar cada {revision} desde el móvil en el momento para no fiarme de la memoria',
    'Como responsable, quiero ver el historial de {un cosa} para saber cómo ha evolucionado',
    'Como responsable, quiero apuntar la fecha {del revision} siguiente para no saltarme ningun{o:revision}',
    'Como responsable, quiero ver en un tablero qué {cosa.pl} necesitan atención para atenderl{os:cosa} primero',
    'Como responsable, quiero saber cuánto me ha costado cada {cosa} en {intervencion.pl} para decidir si merece la pena',
  ],
  variants: [
    {
      // Livestock and horses: an animal has a tag, a breed, a birth date and a sex, never an ITV.
      id: 'animales',
      cues: [
        'oveja',
        'vaca',
        'ternero',
        'ternera',
        'cabra',
        'cerdo',
        'caballo',
        'yegua',
        'potro',
        'burro',
        'gallina',
        'conejo',
        'ganado',
        'rebano',
        'hato',
        'animal',
        'cordero',
        'borrego',
        'alpaca',
        'llama',
      ],
      unless: ['colmena', 'camion', 'furgoneta', 'maquina', 'extintor'],
      entities: {
        cosa: {
          label: 'Animal',
          labelPlural: 'Animales',
          gender: 'm',
          replace: {
            codigo: { key: 'codigo', label: 'Número o crotal', type: 'text' },
            tipo: { key: 'tipo', label: 'Raza', type: 'text' },
            fecha_alta: { key: 'fecha_alta', label: 'Fecha de nacimiento', type: 'date' },
            caducidad: {
              key: 'sexo',
              label: 'Sexo',
              type: 'choice',
              options: ['Macho', 'Hembra'],
            },
          },
        },
        revision: {
          replace: { kilometros: { key: 'peso', label: 'Peso (kg)', type: 'number' } },
        },
        intervencion: {
          replace: {
            proveedor: { key: 'proveedor', label: 'Veterinario o herrador', type: 'text' },
          },
        },
      },
      features: [
        'Ficha de cada {cosa} con su número, su raza, su fecha de nacimiento y su foto',
        '{Revision.pl} con fecha, resultado, peso, observaciones y fecha {del revision} siguiente',
        'Calendario de {los revision} por día',
        'Tablero de {los revision} por resultado: {:tablero}',
        'Tablero de {los cosa} por estado: {:tablero}',
        '{Intervencion.pl} de cada {cosa} (vacunas, tratamientos, herraje), con su coste y su parte',
        'Número de {revision.pl} y coste total de {los intervencion} en la ficha de cada {cosa}',
      ],
      examples: [
        'chequeo de las ovejas del rebaño, peso y vacunas',
        'control de los caballos de la cuadra: herrador, veterinario, desparasitaciones',
      ],
      counterExamples: [
        'revisiones de las colmenas con varroa y kilos de miel',
        'historial de mantenimiento de las furgonetas de la empresa: ITV, aceite, ruedas',
      ],
    },
    {
      // Safety equipment and installations a company services (extinguishers, boilers, lifts):
      // a serial number and an expiry date, never mileage or an ITV.
      id: 'instalaciones',
      cues: [
        'extintor',
        'caldera',
        'ascensor',
        'desfibrilador',
        'alarma',
        'boca de incendio',
        'aire acondicionado',
        'climatizacion',
      ],
      unless: ['camion', 'furgoneta', 'coche', 'vehiculo', 'oveja', 'vaca', 'caballo', 'colmena'],
      entities: {
        cosa: {
          replace: {
            codigo: { key: 'codigo', label: 'Número de serie', type: 'text' },
            caducidad: { key: 'caducidad', label: 'Fecha de caducidad', type: 'date' },
          },
        },
        revision: {
          remove: ['kilometros'],
        },
      },
      examples: [
        'mantenemos los extintores de varios colegios y cada año hay que revisarlos y apuntar la presión',
        'empresa de calderas: revisión anual de cada caldera de nuestros clientes con la próxima fecha',
      ],
      counterExamples: [
        'mantenimiento de las 5 furgonetas de la empresa: aceite, ruedas y kilómetros',
        'revisiones de las colmenas con varroa y kilos de miel',
      ],
    },
    {
      // Nest boxes, camera traps and feeders put up for wildlife: each one where it is (its farm
      // and coordinates), and at each check what was found; never mileage, an ITV or a crop.
      id: 'fauna',
      cues: [
        'caja nido',
        'cajas nido',
        'nidal',
        'nido',
        'fototrampeo',
        'camara trampa',
        'comedero',
      ],
      unless: ['camion', 'furgoneta', 'coche', 'vehiculo', 'colmena', 'gallina', 'cliente'],
      entities: {
        cosa: {
          replace: {
            codigo: { key: 'codigo', label: 'Código', type: 'text' },
            tipo: { key: 'tipo', label: 'Tipo o especie a la que va destinada', type: 'text' },
            ubicacion: { key: 'ubicacion', label: 'Finca o paraje', type: 'text' },
            fecha_alta: { key: 'fecha_alta', label: 'Fecha de colocación', type: 'date' },
            caducidad: { key: 'coordenadas', label: 'Coordenadas', type: 'text' },
          },
        },
        revision: {
          replace: {
            kilometros: { key: 'ocupada', label: 'Ocupada', type: 'boolean' },
          },
          add: [{ key: 'especie', label: 'Especie', type: 'text' }],
        },
      },
      examples: [
        'tenemos 85 cajas nido de lechuza puestas en cortijos y en cada revisión apuntamos si estaba ocupada y cuántos pollos',
        'revisamos los nidales de cernícalo de la comarca cada primavera: ocupación, huevos y pollos',
      ],
      counterExamples: [
        'mantenimiento de las 5 furgonetas de la empresa: aceite, ruedas y kilómetros',
        'viña con 12 cuarteles: anotar por cuartel cuánto riego se le dio y si hay oídio',
      ],
    },
    {
      // Water kept clean (pools, aquariums, ponds): how many litres, and at each visit how much
      // water was changed; never mileage or an ITV.
      id: 'agua',
      cues: ['piscina', 'alberca', 'acuario', 'pecera', 'estanque', 'jacuzzi'],
      unless: ['camion', 'furgoneta', 'coche', 'vehiculo', 'socorrista', 'turno'],
      entities: {
        cosa: {
          replace: {
            codigo: { key: 'codigo', label: 'Código o número', type: 'text' },
            caducidad: { key: 'volumen', label: 'Volumen (litros)', type: 'number' },
          },
        },
        revision: {
          replace: {
            kilometros: { key: 'agua_cambiada', label: 'Agua cambiada (%)', type: 'number' },
          },
        },
      },
      examples: [
        'le doy mantenimiento a 30 albercas. en cada visita anoto cloro, pH, si limpie el filtro y que quimicos eche',
        'llevo el mantenimiento de 20 acuarios: cada revisión con el pH, los nitritos y cuánta agua cambié',
      ],
      counterExamples: [
        'mantenimiento de las 5 furgonetas de la empresa: aceite, ruedas y kilómetros',
        'mantenemos los extintores de varios colegios y cada año hay que revisarlos',
      ],
    },
    {
      // A nutritionist's check-ups: weight, body fat, waist and the guidelines given.
      id: 'nutricion',
      cues: ['nutricionista', 'nutricion', 'dieta', 'grasa', 'cintura', 'dietista'],
      unless: ['colmena', 'camion', 'furgoneta', 'maquina', 'oveja', 'vaca', 'caballo'],
      entities: {
        revision: {
          replace: {
            responsable: { key: 'peso', label: 'Peso (kg)', type: 'number' },
            kilometros: { key: 'grasa', label: '% de grasa', type: 'number' },
          },
          add: [
            { key: 'cintura', label: 'Perímetro de cintura (cm)', type: 'number' },
            { key: 'pautas', label: 'Pautas', type: 'longtext' },
          ],
        },
      },
      examples: [
        'soy nutricionista: mis pacientes piden cita y quiero el historial de cada paciente con su peso, el % de grasa y la cintura',
        'consulta de dietista: historial de cada paciente con su peso y las pautas de cada revisión',
      ],
      counterExamples: ['revisiones de las colmenas con varroa y kilos de miel'],
    },
    {
      // A physiotherapist's sessions: the zone treated, the pain, what was done and the exercises.
      id: 'fisio',
      cues: [
        'fisioterapeuta',
        'fisio',
        'fisioterapia',
        'rehabilitacion',
        'lesion',
        'contractura',
        'osteopata',
      ],
      unless: ['colmena', 'camion', 'furgoneta', 'maquina', 'oveja', 'vaca', 'caballo'],
      entities: {
        revision: {
          replace: {
            responsable: { key: 'zona', label: 'Zona tratada', type: 'text' },
            kilometros: { key: 'dolor', label: 'Dolor (0 a 10)', type: 'number' },
          },
          add: [
            { key: 'tratamiento', label: 'Tratamiento realizado', type: 'longtext' },
            { key: 'ejercicios', label: 'Ejercicios para casa', type: 'longtext' },
          ],
        },
      },
      examples: [
        'Soy fisioterapeuta: quiero llevar el historial de cada paciente con lo que le hice en cada sesión y cómo evoluciona el dolor',
        'fisio a domicilio: historial de cada paciente, la zona tratada y el dolor en cada sesión',
      ],
      counterExamples: ['revision mensual de los extintores del edificio'],
    },
    {
      // Fields, plots and trees: a crop and a surface, never a registration or an ITV.
      id: 'cultivos',
      cues: [
        'cuartel',
        'parcela',
        'lote',
        'bancal',
        'vina',
        'vinedo',
        'cultivo',
        'finca',
        'arbol',
        'huerta',
        'invernadero',
        'olivo',
        'cosecha',
        'plaga',
        'riego',
        'bonsai',
      ],
      unless: [
        'colmena',
        'camion',
        'furgoneta',
        'maquina',
        'extintor',
        'oveja',
        'vaca',
        'caballo',
        // A pest-control company's plagues are in restaurants, not in crops.
        'desratizacion',
        'desinsectacion',
        // Nest boxes, traps and feeders put up in farms are checked, not farmed.
        'nido',
        'nidal',
        'trampa',
        'comedero',
        'bebedero',
      ],
      entities: {
        cosa: {
          // "recorremos las parcelas", "por cuartel": what is walked through names the list.
          names: [
            'parcela',
            'cuartel',
            'bancal',
            'árbol',
            'olivo',
            'invernadero',
            'planta',
            'elemento',
          ],
          replace: {
            codigo: { key: 'superficie', label: 'Superficie (hectáreas)', type: 'number' },
            tipo: { key: 'tipo', label: 'Cultivo o variedad', type: 'text' },
            fecha_alta: { key: 'fecha_alta', label: 'Fecha de plantación', type: 'date' },
          },
          remove: ['caducidad'],
        },
        revision: {
          remove: ['kilometros'],
        },
      },
      features: [
        'Ficha de cada {cosa} con su cultivo, su superficie, su ubicación y su foto',
        '{Revision.pl} con fecha, resultado, observaciones, foto y fecha {del revision} siguiente',
        'Calendario de {los revision} por día',
        'Tablero de {los revision} por resultado: {:tablero}',
        'Tablero de {los cosa} por estado: {:tablero}',
        '{Intervencion.pl} de cada {cosa} (tratamientos, podas, abonados), con su coste',
        'Número de {revision.pl} y coste total de {los intervencion} en la ficha de cada {cosa}',
      ],
      examples: [
        'Trabajo en una viña en Colchagua, tenemos 12 cuarteles y el agronomo pasa cada semana. Necesito anotar por cuartel el grado brix, si hay oidio y cuanto riego se le dio',
        'cuaderno de campo de las parcelas de la finca: cada visita, si hay plaga y el tratamiento',
      ],
      counterExamples: [
        'revisiones de las colmenas con varroa y kilos de miel',
        'Tenemos 30 máquinas en el taller y queremos apuntar cada revisión y cuándo toca la siguiente.',
      ],
    },
  ],
  examples: [
    'huerto urbano: cada vecino tiene su parcela y apuntamos los riegos y las cosechas',
    'viñedo de 30 hectáreas: recorremos las parcelas cada semana y anotamos plagas, oídio, estado fenológico y qué tratamiento aplicamos',
    'algo para controlar mis vacas',
    'revisiones de las colmenas con varroa y kilos de miel',
    'soy apicultor y quiero un cuaderno de campo de mis apiarios',
    'historial de mantenimiento de las furgonetas de la empresa: ITV, aceite, ruedas',
    'control de los caballos de la cuadra: herrador, veterinario, desparasitaciones',
    'Tenemos 30 máquinas en el taller y queremos apuntar cada revisión y cuándo toca la siguiente.',
    'revision mensual de los extintores del edificio',
    'bitacora de las inspecciones de la flota de camiones',
    'chequeo de las ovejas del rebaño, peso y vacunas',
    'log de revisiones del barco: motor, velas, casco',
    'registro de inspecciones de las colmenas, si tienen reina y cuantos cuadros de cría',
  ],
  counterExamples: [
    'app para que los vecinos reporten averías de la comunidad',
    'reservar la furgoneta compartida por franjas',
    'adopción de perros del refugio con seguimiento',
    'que los clientes del taller pidan cita para la ITV',
  ],
} satisfies AppPattern;
