import type { AppPattern, PatternField } from '../types.ts';

/**
 * The request's kind: a list of its own when the idea names its kinds, else a choice of these
 * options (the pattern's and each variant's).
 */
function kindOfRequest(options: string[]): PatternField {
  const choice: PatternField = {
    key: 'tipo',
    label: 'Tipo',
    type: 'choice',
    options,
    required: true,
  };
  return {
    key: 'tipo',
    label: 'Tipo',
    type: 'reference',
    ref: 'tipo',
    required: true,
    instead: choice,
  };
}

// Requests with approval: holidays and days off, purchases and expense claims, permissions, a
// school's requests to the office, a building's requests to the board. Each person sends requests
// of a type and sees only their own; the manager approves or rejects them, and the person gets a
// mail when the decision is taken. Each person's detail shows how many days they have asked for.
export default {
  id: 'solicitudes-aprobacion',
  label: 'Solicitudes con aprobación',
  main: 'solicitud',
  cues: [
    { text: 'solicitud', weight: 2 },
    { text: 'solicitar', weight: 2 },
    { text: 'aprobar', weight: 3 },
    { text: 'aprobacion', weight: 3 },
    { text: 'autorizar', weight: 3 },
    { text: 'autorizacion', weight: 3 },
    { text: 'visto bueno', weight: 3 },
    { text: 'rechazar', weight: 2 },
    { text: 'vacacion', weight: 2 },
    { text: 'permiso', weight: 2 },
    { text: 'dia libre', weight: 3 },
    { text: 'dia de asunto propio', weight: 3 },
    { text: 'ausencia', weight: 3 },
    { text: 'baja medico', weight: 2 },
    { text: 'pedir', weight: 1 },
    { text: 'peticion', weight: 2 },
    { text: 'compra', weight: 1 },
    { text: 'reembolso', weight: 2 },
    { text: 'jefe', weight: 1 },
    { text: 'cambio de turno', weight: -3 },
    { text: 'adoptar', weight: -3 },
    { text: 'candidato', weight: -2 },
    { text: 'averia', weight: -2 },
    { text: 'turno', weight: -1 },
    { text: 'cuadrante', weight: -3 },
  ],
  entities: [
    {
      id: 'persona',
      label: 'Empleado',
      labelPlural: 'Empleados',
      gender: 'm',
      slot: 'person',
      names: [
        'empleado',
        'trabajador',
        'persona',
        'miembro',
        'profesor',
        'alumno',
        'estudiante',
        'residente',
        'socio',
        'vecino',
      ],
      core: true,
      members: true,
      askers: true,
      rule: 'privada',
      accountField: 'email',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'email', label: 'Email', type: 'email', required: true },
        { key: 'departamento', label: 'Departamento o área', type: 'text' },
        { key: 'responsable', label: 'Quién le aprueba', type: 'text' },
        { key: 'dias_anuales', label: 'Días de vacaciones al año', type: 'number' },
        { key: 'fecha_alta', label: 'Fecha de alta', type: 'date' },
      ],
      totals: [
        { from: 'solicitud', label: 'Solicitudes' },
        { from: 'solicitud', field: 'dias', label: 'Días pedidos' },
      ],
    },
    {
      id: 'tipo',
      label: 'Tipo de solicitud',
      labelPlural: 'Tipos de solicitud',
      gender: 'm',
      slot: null,
      names: ['tipo de solicitud', 'tipo de permiso', 'categoría'],
      core: true,
      // A list of kinds of request only when the idea asks for one; else a choice on the request.
      whenFilled: true,
      rule: 'catalogo',
      fields: [
        { key: 'nombre', label: 'Nombre', type: 'text', required: true },
        { key: 'requiere_justificante', label: 'Pide justificante', type: 'boolean' },
        { key: 'dias_maximos', label: 'Días máximos', type: 'number' },
        { key: 'importe_maximo', label: 'Importe máximo sin consultar', type: 'money' },
        { key: 'instrucciones', label: 'Instrucciones', type: 'longtext' },
      ],
      totals: [{ from: 'solicitud', label: 'Solicitudes' }],
    },
    {
      id: 'solicitud',
      label: 'Solicitud',
      labelPlural: 'Solicitudes',
      gender: 'f',
      slot: 'record',
      names: ['solicitud', 'petición', 'permiso', 'pedido', 'ausencia', 'reembolso'],
      core: true,
      rule: 'propia',
      details: true,
      fields: [
        kindOfRequest(['Vacaciones', 'Permiso', 'Material o compra', 'Gasto', 'Otro']),
        {
          key: 'persona',
          label: 'Quién lo pide',
          type: 'reference',
          ref: 'persona',
          required: true,
        },
        { key: 'fecha_inicio', label: 'Fecha (desde)', type: 'date', required: true },
        { key: 'fecha_fin', label: 'Fecha de regreso (hasta)', type: 'date' },
        { key: 'articulo', label: 'Artículo o material que se pide', type: 'text' },
        { key: 'dias', label: 'Días', type: 'number' },
        { key: 'importe', label: 'Importe (si es una compra o un gasto)', type: 'money' },
        { key: 'motivo', label: 'Motivo', type: 'longtext' },
        { key: 'justificante', label: 'Justificante', type: 'file' },
        {
          key: 'estado',
          label: 'Estado',
          type: 'choice',
          options: ['Enviada', 'En revisión', 'Aprobada', 'Rechazada', 'Anulada'],
          required: true,
        },
      ],
      calendar: 'fecha_inicio',
      board: 'estado',
      notify: { onCreate: true, onChangeOf: 'estado' },
      totals: [{ from: 'aprobacion', label: 'Firmas' }],
    },
    {
      id: 'aprobacion',
      label: 'Aprobación',
      labelPlural: 'Aprobaciones',
      gender: 'f',
      slot: null,
      names: ['aprobación', 'firma', 'resolución', 'autorización'],
      core: false,
      rule: 'privada',
      fields: [
        {
          key: 'solicitud',
          label: 'Solicitud',
          type: 'reference',
          ref: 'solicitud',
          required: true,
        },
        { key: 'quien', label: 'Quién decide', type: 'text', required: true },
        {
          key: 'decision',
          label: 'Decisión',
          type: 'choice',
          options: ['Aprobada', 'Rechazada', 'Pide cambios'],
          required: true,
        },
        { key: 'fecha', label: 'Fecha', type: 'datetime', required: true },
        { key: 'comentario', label: 'Comentario', type: 'longtext' },
      ],
    },
  ],
  variants: [
    {
      // What the people of a workplace ask to be bought: material, reagents, supplies. No days
      // off, no days a year: what is asked for, how many, for how much and why.
      id: 'material',
      cues: ['material', 'reactivo', 'insumo', 'suministro', 'pedir compra'],
      unless: [
        'vacacion',
        'permiso',
        'ausencia',
        'dia libre',
        'asunto propio',
        'reembolso',
        'viatico',
        'gasto',
        'anticipo',
        'ayuda',
      ],
      entities: {
        persona: { remove: ['dias_anuales'] },
        solicitud: {
          replace: {
            tipo: kindOfRequest(['Material', 'Compra', 'Servicio', 'Otro']),
            fecha_inicio: { key: 'fecha_inicio', label: 'Fecha', type: 'date', required: true },
            articulo: {
              key: 'articulo',
              label: 'Qué se pide',
              type: 'text',
              required: true,
            },
            dias: { key: 'cantidad', label: 'Cantidad', type: 'number' },
            importe: { key: 'importe', label: 'Importe aproximado', type: 'money' },
            justificante: { key: 'justificante', label: 'Presupuesto o foto', type: 'file' },
          },
          remove: ['fecha_fin'],
        },
      },
      dropTotals: ['Días pedidos'],
      purpose:
        'que cada {persona} pida desde el móvil el material o las compras que necesita y que su responsable l{os:solicitud} apruebe o rechace, con un correo en cada paso',
      features: [
        '{Solicitud.pl} desde la app con qué se pide, cuántos, el importe aproximado y el motivo; cada {persona} ve solo l{os:solicitud} suy{os:solicitud}',
        'Tablero de {los solicitud} por estado: {:tablero}',
        'Calendario de {los solicitud} por fecha',
        'Ficha de cada {persona} con sus {solicitud.pl}',
        'Correo al responsable con cada {solicitud} nuev{o:solicitud} y a quien l{o:solicitud} pidió cuando se decide',
      ],
      stories: [
        'Como {persona}, quiero pedir el material que necesito desde el móvil para no tener que rellenar papeles',
        'Como {persona}, quiero recibir un correo cuando aprueben o rechacen mi {solicitud} para saber si llega',
        'Como responsable, quiero ver {los solicitud} pendientes en un tablero para contestarl{os:solicitud} a tiempo',
        'Como responsable, quiero ver el importe aproximado de cada {solicitud} para decidir con el presupuesto delante',
        'Como {persona}, quiero adjuntar un presupuesto o una foto a mi {solicitud} para que se entienda qué hace falta',
      ],
      examples: [
        'en la oficina los empleados piden material y el jefe de departamento lo aprueba',
        'laboratorio de la universidad: los investigadores piden reactivos y material, el jefe lo aprueba',
        'en el taller los operarios piden insumos y suministros y el encargado de compras lo aprueba',
      ],
      counterExamples: [
        'que los empleados pidan vacaciones y el encargado las apruebe',
        'los trabajadores piden permisos médicos y material, y la encargada aprueba',
      ],
    },
    {
      // Requests from outside the house: families who ask a cemetery for a permit, neighbours
      // who ask the board, citizens who ask the town hall. No holidays, no department, no days
      // a year: who they are and how to reach them, what they ask for and why.
      id: 'externos',
      cues: ['familia', 'vecino', 'ciudadano', 'propietario', 'comunero', 'panteon', 'cementerio'],
      unless: [
        'empleado',
        'trabajador',
        'personal',
        'plantilla',
        'vacacion',
        'dia libre',
        'asunto propio',
        'reembolso',
        'profesor',
      ],
      entities: {
        persona: {
          replace: {
            departamento: { key: 'telefono', label: 'Teléfono', type: 'phone' },
            responsable: { key: 'direccion', label: 'Dirección', type: 'text' },
          },
          remove: ['dias_anuales', 'fecha_alta'],
        },
        solicitud: {
          replace: {
            tipo: kindOfRequest(['Permiso', 'Obra o arreglo', 'Trámite', 'Otro']),
            fecha_inicio: { key: 'fecha_inicio', label: 'Fecha', type: 'date', required: true },
            justificante: { key: 'justificante', label: 'Documento o foto', type: 'file' },
          },
          // «Días» stays: the person's total of days asked for adds it up.
          remove: ['fecha_fin', 'articulo', 'importe'],
        },
      },
      purpose:
        'que cada {persona} envíe sus {solicitud.pl} desde el móvil y que el responsable l{os:solicitud} apruebe o rechace, con un correo en cada paso',
      features: [
        '{Solicitud.pl} desde la app con fecha, motivo y un documento o foto; cada {persona} ve solo l{os:solicitud} suy{os:solicitud}',
        'Tablero de {los solicitud} por estado: {:tablero}',
        'Calendario de {los solicitud} por fecha',
        'Ficha de cada {persona} con su teléfono, su dirección y sus {solicitud.pl}',
        'Correo al responsable con cada {solicitud} nuev{o:solicitud} y a quien l{o:solicitud} pidió cuando se decide',
        '{Aprobacion.pl} con quién decidió, cuándo y por qué',
      ],
      stories: [
        'Como {persona}, quiero pedir {un solicitud} desde el móvil para no tener que ir en persona',
        'Como {persona}, quiero recibir un correo cuando aprueben o rechacen mi {solicitud} para organizarme',
        'Como responsable, quiero ver {los solicitud} pendientes en un tablero para contestarl{os:solicitud} a tiempo',
        'Como {persona}, quiero adjuntar un documento o una foto a mi {solicitud} para que me l{o:solicitud} aprueben antes',
      ],
      examples: [
        'panteón municipal: que las familias pidan permiso para poner una lápida y yo lo apruebe o lo rechace',
        'que los vecinos del fraccionamiento pidan autorización a la mesa directiva para hacer obra en su casa',
      ],
      counterExamples: [
        'solicitudes de vacaciones de los empleados con aprobación del jefe',
        'En el colegio los profesores piden días de asuntos propios por papel y se pierden. Queremos que lo pidan por la app, con el justificante, y que jefatura lo apruebe o rechace.',
      ],
    },
  ],
  purpose:
    'que cada {persona} envíe sus {solicitud.pl} (vacaciones, permisos, compras) desde el móvil y que su responsable l{os:solicitud} apruebe o rechace, con un correo en cada paso',
  features: [
    '{Solicitud.pl} desde la app con fechas, motivo y justificante; cada {persona} ve solo l{os:solicitud} suy{os:solicitud}',
    'Tablero de {los solicitud} por estado: {:tablero}',
    'Calendario de {los solicitud} para ver quién falta cada día',
    '{Tipo.pl} con sus límites de días o de importe y si piden justificante',
    'Ficha de cada {persona} con sus {solicitud.pl} y los días que ha pedido',
    'Correo al responsable con cada {solicitud} nuev{o:solicitud} y a quien l{o:solicitud} pidió cuando se decide',
    '{Aprobacion.pl} con quién decidió, cuándo y por qué',
  ],
  stories: [
    'Como {persona}, quiero pedir mis vacaciones desde el móvil para no tener que rellenar papeles',
    'Como {persona}, quiero recibir un correo cuando aprueben o rechacen mi {solicitud} para organizarme',
    'Como responsable, quiero ver {los solicitud} pendientes en un tablero para contestarl{os:solicitud} a tiempo',
    'Como responsable, quiero ver en el calendario quién falta cada día para no quedarme sin gente',
    'Como responsable, quiero saber cuántos días ha pedido cada {persona} para que no se pase de los que tiene',
    'Como {persona}, quiero adjuntar el justificante a mi {solicitud} para que me l{o:solicitud} aprueben antes',
  ],
  examples: [
    'solicitudes de vacaciones de los empleados con aprobación del jefe',
    'app para pedir permisos y que el director los apruebe',
    'los trabajadores piden dias libres y el encargado dice si o no',
    'aprobacion de compras en la empresa, el que pide pone el importe y el gerente autoriza',
    'En el colegio los profesores piden días de asuntos propios por papel y se pierden. Queremos que lo pidan por la app, con el justificante, y que jefatura lo apruebe o rechace.',
    'flujo de solicitudes con visto bueno del responsable',
    'pedir reembolso de gastos con el ticket y que contabilidad lo apruebe',
    'control de ausencias y bajas medicas del personal',
    'vacation requests para mi equipo, que yo apruebe desde el celu',
    'solicitudes de autorizacion para usar el salon comunal, aprueba la junta',
  ],
  counterExamples: [
    'turnos de los empleados del bar con cambios aprobados por el encargado',
    'adopción de perros de la protectora con formulario',
    'bolsa de empleo del ayuntamiento con candidaturas',
    'reportar averías del edificio al administrador',
  ],
} satisfies AppPattern;
