// The running app's Spanish texts (issue 20): API errors and the screens of
// web/features/app-runtime, in the app kit (docs/decisions/0239-the-app-kit.md) so that every
// exported app says the same. A friend of contracts/messages.ts (the platform's catalogue),
// kept apart so the app's texts change in one place. `{name}` placeholders are filled with
// `fill`.

/** A text with its `{name}` placeholders filled; an unknown placeholder stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

export const appMessages = {
  errors: {
    notFound: 'Esta app no existe o no está publicada.',
    entityNotFound: 'Esta app no tiene esa sección.',
    recordNotFound: 'Ese registro no existe.',
    signInToCreate: 'Inicia sesión para añadir registros.',
    signInToRead: 'Inicia sesión para ver esta sección.',
    onlyOwnerReads: 'Solo el dueño de la app puede ver esta sección.',
    onlyOwnerWrites: 'Solo el dueño de la app puede añadir o cambiar registros aquí.',
    notYourRecord: 'Solo puedes editar o borrar los registros que has creado tú.',
    alreadyManaged: 'El dueño de la app ya ha revisado este envío: ya no puedes cambiarlo.',
    onlyOwner: 'Solo el dueño de la app puede cambiarla.',
    invalidData: 'Los datos del registro no son válidos.',
    unknownField: 'El campo «{field}» no existe en {entity}.',
    required: 'El campo «{field}» es obligatorio.',
    wrongType: 'El campo «{field}» debe ser {type}.',
    tooLong: 'El campo «{field}» no puede superar los {max} caracteres.',
    badOption: 'El campo «{field}» debe ser una de sus opciones.',
    badReference: 'El campo «{field}» debe apuntar a un registro de {entity} de esta app.',
    badImage: 'El campo «{field}» debe ser una imagen subida a esta app.',
    badFile: 'El campo «{field}» debe ser un archivo subido a esta app.',
    fileMissing: 'Elige un archivo para subir.',
    noFileFields:
      'Esta app no tiene ningún campo de archivo en el que puedas añadir registros: no acepta documentos ni audios.',
    noImageFields:
      'Esta app no tiene ningún campo de imagen en el que puedas añadir registros: no acepta imágenes.',
    fileTypeNotAccepted:
      'No se admite «{filename}». Sube un PDF, un audio (MP3, M4A, AAC, OGG, WAV o WebM), un documento (DOCX, XLSX, PPTX, ODT u ODS), un texto (TXT o CSV) o un ZIP.',
    fileContentMismatch:
      'El contenido de «{filename}» no es lo que dice su extensión. Sube el archivo original (PDF, audio, documento de oficina, texto o ZIP).',
    fileTooLarge:
      '«{filename}» es demasiado grande: el plan {plan} de esta app admite archivos de hasta {limit} MB.',
    recordTooLarge: 'El registro es demasiado grande (máximo {kb} KB).',
    quotaReached:
      'La app ha alcanzado el límite de {limit} registros del plan {plan}. El dueño puede ampliar su plan.',
    invalidDefinition: 'La definición de la app no es válida: {problem}',
    invalidQuery: 'Los parámetros de la lista no son válidos.',
    invalidCursor: 'El cursor de la lista no es válido.',
    unknownSort: 'No se puede ordenar por «{field}».',
    unknownFilter: 'No se puede filtrar por «{field}».',
    nothingToConfirm: 'No hay campos quitados pendientes de confirmar.',
    tooFast: 'Demasiadas peticiones a esta app. Espera un momento.',
    visitorDailyRecords:
      'Has añadido hoy {limit} registros en esta app, el máximo para un visitante. Podrás añadir más mañana.',
    visitorsDailyRecords:
      'Esta app ha recibido hoy el máximo de {limit} registros de visitantes. Prueba de nuevo mañana.',
    visitorDailyUploads:
      'Has subido hoy {limit} imágenes o archivos a esta app, el máximo para un visitante. Podrás subir más mañana.',
    visitorsDailyUploads:
      'Esta app ha recibido hoy el máximo de {limit} imágenes o archivos de visitantes. Prueba de nuevo mañana.',
    uploadsTooFast:
      'Has subido demasiados archivos seguidos. Espera un minuto y vuelve a intentarlo.',
    anonymousDailyUploads:
      'Desde tu conexión se han subido hoy {limit} imágenes o archivos a esta app sin cuenta, el máximo. Podrás subir más mañana, o inicia sesión.',
    anonymousAppDailyUploads:
      'Esta app ya ha recibido hoy todas las imágenes y archivos que admite de visitantes sin cuenta ({limit} archivos, {mb} MB). Prueba de nuevo mañana o inicia sesión.',
    definitionTooLarge: 'La definición de la app es demasiado grande (máximo {kb} KB).',
    notAVisitor:
      'Esos registros son tuyos: solo se borran en bloque los registros de un visitante.',
    badCsvSeparator: 'El separador del CSV debe ser «coma» o «punto-y-coma».',
  },
  typeNames: {
    text: 'un texto',
    longtext: 'un texto',
    number: 'un número',
    money: 'un importe',
    date: 'una fecha (AAAA-MM-DD)',
    datetime: 'una fecha y hora',
    boolean: 'sí o no',
    choice: 'una de sus opciones',
    image: 'una imagen',
    email: 'un email válido',
    phone: 'un teléfono',
    url: 'un enlace http(s)',
    rating: 'una valoración de 1 a 5',
    reference: 'un registro',
    file: 'un archivo subido a esta app',
  },
  runtime: {
    search: 'Buscar',
    searchPlaceholder: 'Buscar en {entity}…',
    allOptions: 'Todos',
    sort: 'Ordenar',
    newest: 'Más recientes',
    oldest: 'Más antiguos',
    add: 'Añadir {entity}',
    edit: 'Editar',
    delete: 'Borrar',
    save: 'Guardar',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    back: 'Volver',
    loadMore: 'Cargar más',
    empty: 'Todavía no hay {entity}.',
    emptySearch: 'Nada coincide con tu búsqueda.',
    example: 'Ejemplo',
    byAuthor: 'Creado por {name}',
    list: 'Lista',
    calendar: 'Calendario',
    board: 'Tablero',
    noDate: 'Sin fecha',
    yes: 'Sí',
    no: 'No',
    signInToAdd: 'Inicia sesión o crea tu cuenta para añadir {entity}.',
    signIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
    /** The sign-up and sign-in dialog speaks as the app (issue 41 §1). */
    signUpTitle: 'Crea tu cuenta en {app}',
    signInTitle: 'Entra en {app}',
    signUpIntro: 'Con tu cuenta podrás añadir y seguir lo tuyo en {app}.',
    signInIntro: 'Entra con el email y la contraseña de tu cuenta.',
    welcomeToApp: 'Ya tienes cuenta en {app}.',
    privateTab: 'privada: solo tú y tu equipo',
    /** A signed-in visitor whose email is not confirmed, in an app with `vinculada` lists. */
    verifyNeeded: 'Para ver lo que te corresponde en {app}, confirma que {email} es tu correo.',
    verifySend: 'Enviarme el enlace',
    verifySending: 'Enviando…',
    verifySent:
      'Te hemos enviado un enlace a {email}. Ábrelo en este dispositivo: volverás aquí con tu correo confirmado.',
    signOut: 'Salir',
    signedInAs: 'Hola, {name}',
    ownerOnly: 'Solo el dueño añade {entity}.',
    privateSection: 'Sección privada del dueño.',
    signInToSeeYours: 'Inicia sesión para ver tus {entity}.',
    onlyYours: 'Solo ves los registros de {entity} que has enviado tú.',
    onlyLinked: 'Solo ves los registros de {entity} que te corresponden.',
    sent: 'Enviado. Lo hemos recibido.',
    privateLink:
      'Guarda este enlace privado para volver a ver lo que has enviado: quien lo tenga podrá leerlo.',
    sendAnother: 'Enviar otro',
    managed: 'El dueño ya ha revisado este registro: ya no puedes cambiarlo.',
    created: 'Registro creado.',
    updated: 'Cambios guardados.',
    deleted: 'Registro borrado.',
    confirmDelete: '¿Borrar este registro? No se puede deshacer.',
    deleteVisitorRecords: 'Eliminar todos los registros de este visitante',
    confirmDeleteVisitorRecords:
      '¿Eliminar todos los registros que este visitante ha creado en tu app? No se puede deshacer.',
    confirmDeleteVisitorRecordsAction: 'Eliminar todos',
    visitorRecordsDeleted: 'Registros del visitante eliminados: {count}.',
    live: 'En directo',
    ownerBar: 'Estás viendo tu app como dueño: ves y moderas todos los registros.',
    equipoBar: 'Formas parte del equipo de esta app: ves y gestionas todos los registros.',
    lectorBar: 'Formas parte del equipo de esta app como lector: ves todos los registros.',
    equipoBarNamed: 'Formas parte de «{name}» en esta app: ves y gestionas todos los registros.',
    lectorBarNamed: 'Formas parte de «{name}» en esta app: ves todos los registros.',
    notLive: 'Tu app aún no es visible para otros: lanza el proyecto para publicarla.',
    uploadImage: 'Subir imagen',
    uploading: 'Subiendo…',
    removeImage: 'Quitar imagen',
    uploadFile: 'Subir archivo',
    changeImage: 'Cambiar imagen',
    removeFile: 'Quitar',
    fileHint: 'PDF, audio, documento de oficina, texto o ZIP.',
    openPdf: 'Abrir PDF',
    download: 'Descargar',
    opensInNewTab: '(se abre en otra pestaña)',
    choose: 'Elige…',
    backToProject: 'Página del proyecto',
    madeWith: 'Hecha con Forja',
    required: 'Obligatorio',
    /** The records that refer to a record, on its detail (decision 0237). */
    related: '{entities} de «{title}»',
    relatedEmpty: 'Todavía no hay {entities} de «{title}».',
    totals: 'Totales',
    /** A card's deadline already past (decision 0291): said in words, never by colour alone. */
    overdue: 'Fuera de plazo',
    /** The board's cards (decision 0291): dragged, or moved with their menu from the keyboard. */
    moveCard: 'Mover «{title}» a otra columna',
    moveHint: 'Arrastra la tarjeta a otra columna, o pulsa para elegirla',
    moveTo: 'Mover a…',
    moved: '«{title}» está ahora en «{column}».',
    moveFailed: 'No se ha podido mover «{title}» a «{column}»: {reason}',
    moveNotSaved: 'No se ha podido mover «{title}» a «{column}»: no puedes cambiar ese campo.',
  },
  owner: {
    title: 'Datos de la app',
    description:
      'Las secciones y campos de tu app en vivo. Los cambios se aplican al guardar, en todos los navegadores abiertos.',
    openApp: 'Abrir la app',
    entity: 'Sección',
    entities: 'Secciones',
    addEntity: 'Añadir sección',
    addField: 'Añadir campo',
    rename: 'Nombre',
    plural: 'Plural',
    fieldType: 'Tipo',
    rule: 'Quién puede escribir',
    anonymous: 'También sin cuenta (cada envío recibe un enlace privado)',
    linkField: 'A quién pertenece cada registro (su email abre la cuenta)',
    chooseLinkField: 'Elige un campo de referencia…',
    accountField: 'El email que es la cuenta de cada uno (para lo vinculado a ellos)',
    noAccountField: 'Ninguno',
    notifyOnCreate: 'Avisarme por email de cada registro nuevo',
    notifyOnChange: 'Avisar por email a quien lo envió cuando cambie',
    notifyOnChangeLinked: 'Avisar por email a la persona a la que se refiere cuando cambie',
    notifyNever: 'Nunca',
    options: 'Opciones (separadas por comas)',
    reference: 'Apunta a',
    required: 'Obligatorio',
    /** A field the owner and `equipo` set only (decision 0270): visitors read it, never set it. */
    teamOnly: 'Solo tu equipo',
    teamOnlyHint: 'Lo pones tú o tu equipo; quien envía el registro lo ve, pero no lo elige.',
    moveUp: 'Subir',
    moveDown: 'Bajar',
    remove: 'Quitar',
    save: 'Guardar cambios',
    saved: 'Definición guardada.',
    preview: 'Vista previa',
    records: '{count} registros',
    downloadCsv: 'Descargar CSV',
    removeExamples: 'Quitar ejemplos',
    examplesRemoved: '{count} ejemplos quitados.',
    removedFields: 'Campos quitados (sus valores siguen guardados y ocultos)',
    confirmRemoval: 'Borrar sus valores',
    restoreField: 'Recuperar',
    removalConfirmed: 'Valores borrados definitivamente.',
    quota: 'Registros de apps',
    /** The totals of a section (decision 0237). */
    totals: 'Totales en la ficha de cada registro',
    addTotal: 'Añadir un total',
    totalFrom: 'De',
    totalSource: '{entities} (por «{field}»)',
    totalWhat: 'Qué calcula',
    totalCount: 'Contar los registros',
    totalSum: 'Sumar «{field}»',
    totalLabel: 'Nombre del total',
    totalCountOf: 'cuenta de {entities}',
    totalSumOf: 'suma de «{field}» de {entities}',
    totalBalanceOf: 'suma de «{field}» de {entities} menos «{minus}» de {minusEntities}',
    removeTotal: 'Quitar el total «{label}»',
    noTotalSource:
      'Ninguna sección apunta a esta: relaciona otra con ella para contar o sumar sus registros.',
  },
  /** The notification mails of an entity with `notify` (issue 38 §6). */
  mail: {
    createdSubject: 'Nuevo registro en {entity} · {app}',
    createdText:
      'Hay un registro nuevo en «{entity}» de tu app «{app}».\n\nÁbrelo aquí: {link}\n\nRecibes este aviso porque lo activaste en los datos de la app.',
    teamCreatedText:
      'Hay un registro nuevo en «{entity}» de la app «{app}», de cuyo equipo formas parte.\n\nÁbrelo aquí: {link}\n\nRecibes este aviso porque su dueño lo activó en los datos de la app.',
    changedSubject: '{field}: {value} · {app}',
    /**
     * The same mails naming the record (kit/titles.ts `recordName`: its text, or for a record
     * without text of its own the records it points at, «Jorge Pérez · Orbea Alma»), so that
     * whoever reads it knows which one without opening it.
     */
    createdNamedSubject: 'Nuevo registro en {entity}: {name} · {app}',
    createdNamedText:
      'Hay un registro nuevo en «{entity}» de tu app «{app}»: «{name}».\n\nÁbrelo aquí: {link}\n\nRecibes este aviso porque lo activaste en los datos de la app.',
    teamCreatedNamedText:
      'Hay un registro nuevo en «{entity}» de la app «{app}», de cuyo equipo formas parte: «{name}».\n\nÁbrelo aquí: {link}\n\nRecibes este aviso porque su dueño lo activó en los datos de la app.',
    changedNamedSubject: '{name} · {field}: {value} · {app}',
    changedNamedText:
      '«{name}», lo que enviaste en «{entity}» de «{app}», ha cambiado: {field} es ahora «{value}».\n\nÁbrelo aquí: {link}',
    linkedChangedNamedText:
      'Un registro de «{entity}» de «{app}» que te corresponde, «{name}», ha cambiado: {field} es ahora «{value}».\n\nÁbrelo aquí, con tu cuenta de este correo: {link}',
    /** An exported app's confirmation of an account's email (what `vinculada` records need). */
    verifySubject: 'Confirma tu correo en {app}',
    verifyText:
      'Hola, {name}:\n\nPara confirmar que este correo es tuyo en {app}, abre este enlace (vale 24 horas):\n{link}\n\nSi no lo has pedido tú, no hagas nada: tu cuenta sigue igual.',
    changedText:
      'Lo que enviaste en «{entity}» de «{app}» ha cambiado: {field} es ahora «{value}».\n\nÁbrelo aquí: {link}',
    /**
     * The same change told to the person a `vinculada` record is about (the customer of a
     * repair, the family of a child), who did not write it (decision 0250).
     */
    linkedChangedText:
      'Un registro de «{entity}» de «{app}» que te corresponde ha cambiado: {field} es ahora «{value}».\n\nÁbrelo aquí, con tu cuenta de este correo: {link}',
  },
  /** The owner's team card and the team's API (issue 38 §3; decision 0232). */
  team: {
    title: 'Equipo',
    description:
      'Invita por email a quien te ayuda con la app. Entran con su cuenta de Forja de ese correo; nunca cambian la app, su diseño, la exportación ni tu plan.',
    email: 'Email',
    emailPlaceholder: 'nombre@ejemplo.com',
    role: 'Rol',
    /** `{name}`: the app's word for the role (`definition.team`), else `roleNames`. */
    roles: {
      equipo: '{name}: ve y gestiona todos los registros',
      lector: '{name}: ve todos los registros',
    },
    roleNames: { equipo: 'Equipo', lector: 'Lector' },
    words: 'Cómo llama tu app a cada rol',
    wordsHint: 'Por ejemplo «Monitores» o «Choferes». Se ven en la app y en esta tarjeta.',
    wordFor: 'Nombre del rol «{role}»',
    saveWords: 'Guardar nombres',
    wordsSaved: 'Nombres de los roles guardados.',
    invite: 'Invitar',
    inviting: 'Invitando…',
    invited: 'Has invitado a {email} al equipo.',
    remove: 'Quitar',
    removeLabel: 'Quitar a {email} del equipo',
    removed: '{email} ya no forma parte del equipo.',
    empty: 'Todavía no has invitado a nadie.',
    count: '{count} de {max} personas',
    loading: 'Cargando el equipo…',
    /** The mail to the invited person (through the mailer: the outbox without SMTP_URL). */
    mail: {
      subject: 'Te han invitado al equipo de «{app}»',
      equipoText:
        '{owner} te ha invitado al equipo de la app «{app}» en Forja: podrás ver y gestionar todos sus registros.\n\nEntra en Forja con tu cuenta de este correo ({email}), o créala con él, y abre la app: {link}',
      lectorText:
        '{owner} te ha invitado al equipo de la app «{app}» en Forja como lector: podrás ver todos sus registros.\n\nEntra en Forja con tu cuenta de este correo ({email}), o créala con él, y abre la app: {link}',
    },
    errors: {
      badEmail: 'Escribe un email válido, por ejemplo nombre@ejemplo.com.',
      badRole: 'El rol debe ser «equipo» o «lector».',
      duplicate: '{email} ya forma parte del equipo.',
      ownEmail: 'Ese es tu propio email: como dueño ya lo ves y lo gestionas todo.',
      tooMany: 'El equipo de una app admite como máximo {max} personas.',
      memberNotFound: 'Esa persona ya no forma parte del equipo.',
    },
  },
  /** Importing an entity from a CSV (issue 38 §6; decision 0238). */
  csvImport: {
    action: 'Importar CSV',
    title: 'Importar {entity} desde un CSV',
    intro:
      'Elige un archivo CSV (separado por comas o por punto y coma, hasta 2 MB y 5.000 filas). La primera fila debe llevar los nombres de los campos. Antes de importar verás cómo se lee.',
    chooseFile: 'Elegir archivo',
    chosen: 'Archivo: {name}',
    reading: 'Leyendo el archivo…',
    columns: 'Columnas',
    columnTo: '«{column}» → {field}',
    ignored: 'Se ignoran: {columns}',
    rowsFound: '{count} filas en el archivo',
    preview: 'Primeras filas',
    row: 'Fila',
    errorsTitle: 'Filas con errores ({count})',
    moreErrors: '… y {count} filas más con errores.',
    noErrors: 'Todas las filas son correctas.',
    fixAndRetry:
      'Corrige estas filas en tu hoja de cálculo y vuelve a elegir el archivo: no se importará ninguna mientras haya errores.',
    quotaShort:
      'El CSV tiene {rows} registros y solo te quedan {left} de los {limit} del plan {plan}. Amplía tu plan o importa menos filas.',
    quotaLeft: 'Te quedan {left} registros en el plan {plan}.',
    importN: 'Importar {count} registros',
    importOne: 'Importar 1 registro',
    importing: 'Importando…',
    imported: '{count} registros importados en {entity}.',
    importedOne: '1 registro importado en {entity}.',
    cancel: 'Cancelar',
    chooseAnother: 'Elegir otro archivo',
    errors: {
      rowError: 'Fila {row}: {message}',
      invalidRows: 'El CSV tiene {count} filas con errores: no se ha importado ninguna.',
      invalidRow: 'El CSV tiene 1 fila con errores: no se ha importado ninguna.',
      empty: 'El archivo está vacío: la primera fila debe llevar los nombres de los campos.',
      noRows: 'El archivo solo tiene la fila de los nombres: no hay registros que importar.',
      noColumns:
        'Ninguna columna del archivo coincide con los campos de {entity}. La primera fila debe llevar sus nombres: {fields}.',
      tooLarge: 'El archivo es demasiado grande: se admiten CSV de hasta {mb} MB.',
      tooManyRows: 'El archivo tiene más de {max} filas: se importan como máximo {max} de una vez.',
      tooManyColumns: 'El archivo tiene demasiadas columnas (máximo {max}).',
      unclosedQuote: 'Fila {row}: unas comillas se abren y no se cierran.',
      notCsv: 'Envía el archivo CSV, como texto (text/csv) o en un formulario.',
      quota:
        'El CSV tiene {rows} registros y solo te quedan {left} de los {limit} del plan {plan}: no se ha importado ninguno. Amplía tu plan o importa menos filas.',
      ambiguousReference: '«{value}» coincide con varios registros de {entity}: usa su id.',
      onlyTeam: 'Solo el dueño de la app y su equipo pueden importar registros.',
      badDryRun: 'El parámetro dryRun debe ser 1, true, 0 o false.',
    },
  },
  rules: {
    publica: 'Pública: todos leen, quien inicia sesión añade y edita lo suyo',
    catalogo: 'Catálogo: todos leen, solo tú escribes',
    privada: 'Privada: solo tú',
    formulario: 'Formulario: los visitantes envían y cada uno ve solo lo suyo; tú lo ves todo',
    propia: 'Propia: cada persona registrada ve y edita solo lo suyo; tú lo ves todo',
    vinculada:
      'Vinculada: cada registro lo ve la persona a la que se refiere (por su email); tú lo gestionas',
  },
} as const;
