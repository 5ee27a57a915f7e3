// The one catalogue of user-visible Spanish texts. Texts quoted from the product spec
// (sections 5 and 8) are kept exactly as the spec writes them; `fill` substitutes
// `{name}` placeholders.

export const PRODUCT_NAME = 'Forja';
export const PRODUCT_TAGLINE = 'De una idea en español a una app lista para lanzar';
export const CONTACT_EMAIL = 'hola@forja.app';

export { fill } from '../kit/texts.ts';

export const messages = {
  // docs/product-spec.md §5: validation rules
  validation: {
    nameAndSlugRequired: 'Nombre y slug son requeridos',
    slugTaken: 'Este slug ya está en uso',
    slugTakenInline: 'Este slug ya está en uso. Por favor elige otro.',
    mustSignIn: 'Debes iniciar sesión',
    generationNeedsAuth: 'El usuario debe estar autenticado para generar aplicaciones',
    fileTooLarge: 'El archivo {filename} es demasiado grande. Tamaño máximo: {limit}MB.',
    fileTypeUnsupported: 'El tipo de archivo {extension} no está soportado.',
    emailFieldsRequired: 'The "to", "subject", and either "html" or "text" fields are required.',
    invalidEmailResponse: 'Invalid response from email API',
    projectIdRequired: 'projectId is required',
    demoNeedsCredits: 'Necesitas créditos para generar notas',
    confirmDeleteProject:
      'Estás seguro de eliminar este proyecto? Esta acción no se puede deshacer.',
  },
  // docs/product-spec.md §8: error catalogue
  newsletter: {
    success: '¡Suscripción exitosa! Revisa tu correo.',
    failure: 'Error al suscribirse. Por favor, intenta de nuevo.',
  },
  builder: {
    uploadFailed: 'Error al subir {filename}',
    generationError: 'Error: {reason}',
    generationDefaultError: 'Error al generar la aplicación. Por favor, inténtalo de nuevo.',
  },
  // Builder texts of our own (the spec is silent on them).
  builderFlow: {
    aiTimeout: 'El servicio de IA tardó demasiado en responder.',
    aiUnavailable: 'El servicio de IA no está disponible en este momento.',
    aiMalformed: 'La IA devolvió una respuesta con un formato no válido.',
    fileNotAttachable: 'Uno de los archivos adjuntos no existe o no te pertenece.',
    uploadMissingFile: 'No se ha recibido ningún archivo.',
    uploadContentMismatch: 'El contenido del archivo {filename} no corresponde a su extensión.',
    projectNotFound: 'Proyecto no encontrado',
    confirmDelete: '¿Seguro que quieres eliminar este proyecto? Esta acción no se puede deshacer.',
    deleted: 'Proyecto eliminado',
    signInToCreate: 'Inicia sesión para crear tu app',
    signInToCreateHint:
      'Necesitas una cuenta para generar aplicaciones y guardarlas en tus proyectos. Al entrar volverás aquí.',
  },
  controlPanel: {
    loadError: 'Error al cargar los datos del proyecto',
    launchSuccess: '¡Aplicación lanzada con éxito!',
    launchError: 'Error al lanzar la aplicación',
    designSaved: '¡Personalización de diseño guardada!',
    designError: 'Error al guardar la personalización de diseño',
    specLoaded: 'Especificación cargada',
    specGenerated: '¡Especificación generada con éxito!',
    specError: 'Error al generar la especificación',
    exportReused: 'Usando exportación existente',
    exportGenerated: '¡Exportación de código generada!',
    exportError: 'Error al exportar el código',
  },
  // "Ver Código Fuente" and the export's options: texts of our own (spec §2 leaves them unshown).
  sourceViewer: {
    title: 'Código fuente',
    description: 'Archivos de la última exportación, antes de descargarla',
    loading: 'Cargando el código…',
    treeLabel: 'Archivos del proyecto',
    codeLabel: 'Contenido de {path}',
    noExportTitle: 'Todavía no hay ninguna exportación',
    noExportBody: 'Genera una y verás aquí sus archivos antes de descargarla.',
    generate: 'Generar exportación',
    generating: 'Generando…',
    empty: 'La exportación no contiene archivos.',
    retry: 'Reintentar',
    download: 'Descargar ZIP',
    copy: 'Copiar',
    copied: 'Copiado',
    copiedToast: 'Archivo copiado al portapapeles',
    copyError: 'No se pudo copiar el archivo. Selecciónalo y cópialo manualmente.',
    copyLabel: 'Copiar {name}',
    oneLine: '1 línea',
    lines: '{count} líneas',
    plainText: 'Archivo grande: se muestra sin resaltado de sintaxis.',
    binary: 'Este archivo no es de texto. Descarga el ZIP para verlo.',
    exportCardBody:
      'Descarga tu app como un proyecto completo que se instala y se ejecuta: servidor Fastify, web React con tus pantallas y tu diseño, pruebas, Dockerfile y la especificación en docs/.',
    includeData: 'Incluir los datos de la app',
    includeDataHint: 'Los registros de tu app en vivo se añaden al proyecto como datos iniciales.',
  },
  subscriptionReturn: {
    success: '¡Suscripción exitosa! Gracias por tu compra.',
    canceled: 'Pago cancelado. Puedes intentarlo nuevamente cuando quieras.',
  },
  billing: {
    checkoutError: 'Error al iniciar el pago. Inténtalo de nuevo.',
    portalError: 'Error al abrir el portal. Inténtalo de nuevo.',
    noSubscription: 'No se encontró información de suscripción.',
    mustSignInToSubscribe: 'Debes iniciar sesión para suscribirse',
    processing: 'Procesando...',
  },
  // Credits and quotas (docs/product-spec.md §9); texts of our own.
  credits: {
    monthlyMessagesExhausted:
      'Has agotado los créditos de mensajes de tu plan este mes. Podrás seguir en el próximo ciclo de facturación o mejorando tu plan.',
    monthlyIntegrationsExhausted:
      'Has agotado los créditos de integración de tu plan este mes. Podrás seguir en el próximo ciclo de facturación o mejorando tu plan.',
    freeDailyCapReached:
      'Has alcanzado el límite diario de 5 mensajes del plan Free. Vuelve mañana o mejora tu plan para seguir creando.',
    seePlans: 'Ver planes',
    // Where a message is spent (B9): what is left of the plan's (spec §9: Free, 5 a day, 25 a month).
    freeAllowance:
      'Plan Free: hoy llevas {today} de {daily} mensajes y este mes {used} de {limit}.',
    monthAllowance: 'Este mes llevas {used} de {limit} mensajes de tu plan.',
    // /pricing, to an owner on Free (QA): there is no subscription to manage (spec §9's figures).
    freePlanNote:
      'Con el plan Free no tienes ninguna suscripción que gestionar: incluye {daily} mensajes al día, {limit} al mes y {integrations} créditos de integración. Para tener más, elige un plan de pago.',
    seePaidPlans: 'Ver planes de pago',
  },
  // Billing texts of our own (the spec is silent on them).
  billingFlow: {
    planNotFound: 'El plan elegido no existe.',
    freePlanNotPurchasable: 'El plan Free no necesita pago.',
    priceMismatch: 'El precio no corresponde al plan elegido.',
    checkoutNotFound: 'No se encontró la sesión de pago.',
    checkoutClosed: 'Esta sesión de pago ya no está abierta.',
    providerUnavailable: 'El proveedor de pagos no está disponible en este momento.',
    invalidSignature: 'Firma del evento de pago no válida.',
    invalidReturnUrl: 'La URL de retorno no es válida.',
  },
  projects: {
    loadListError: 'Error al cargar proyectos',
    updateError: 'Error al actualizar proyecto',
    deleteError: 'Error al eliminar proyecto',
    createError: 'Error al crear el proyecto',
    notFound: 'Proyecto no encontrado',
    loadError: 'Error al cargar el proyecto',
    visibilityError: 'Error al actualizar visibilidad',
    archived: 'Proyecto archivado',
    restored: 'Proyecto restaurado',
    nowPublic: 'Proyecto ahora es público',
    nowPrivate: 'Proyecto ahora es privado',
    created: '¡Proyecto creado con éxito!',
    launched: '¡Proyecto lanzado exitosamente!',
    unpublished: 'Proyecto despublicado exitosamente',
    urlCopied: 'URL copiada al portapapeles',
  },
  tasks: {
    addError: 'Error al agregar tarea',
    updateError: 'Error al actualizar tarea',
    deleteError: 'Error al eliminar tarea',
    added: 'Tarea agregada',
    deleted: 'Tarea eliminada',
  },
  notesAndFiles: {
    saveNotesError: 'Error al guardar notas',
    uploadError: 'Error al subir archivo',
    notesSaved: 'Notas guardadas',
    fileUploaded: 'Archivo subido',
  },
  // The owner page on a phone and what it makes public (issue 41, decision 0230).
  ownerPage: {
    sectionNav: 'Secciones del proyecto',
    sections: {
      concept: 'Concepto',
      app: 'App',
      data: 'Datos',
      design: 'Diseño',
      work: 'Tareas y notas',
      export: 'Exportar',
      analytics: 'Analítica',
    },
    openApp: 'Abrir App en Vivo',
    askChange: 'Pide un cambio',
    share: 'Compartir',
    shareTitle: 'Compartir {name}',
    copyLink: 'Copiar enlace',
    linkCopied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar el enlace. Cópialo a mano.',
    appPrivate: 'El proyecto es privado: hazlo visible para abrir la app y compartirla.',
    publicUrl: 'Dirección pública',
    tasksPublic:
      'Las tareas marcadas «Pública» se ven en la página pública ({path}) mientras el proyecto sea público. Las sugeridas al crear el proyecto empiezan como «Solo tú»: púlsalo para mostrarlas.',
    taskPublic: 'Pública',
    taskPrivate: 'Solo tú',
    showTask: 'Mostrar «{title}» en la página pública',
    hideTask: 'Ocultar «{title}» de la página pública',
    notesPublicToggle: 'Mostrar estas notas en la página pública',
    notesPublicOn:
      'Cualquiera que visite {path} leerá estas notas mientras el proyecto sea público.',
    notesPublicOff: 'Solo tú ves estas notas: no aparecen en la página pública.',
    filesPublic:
      'Los archivos que subes se ven y se descargan desde la página pública ({path}) mientras el proyecto sea público.',
  },
  launchOwner: {
    launchError: 'Error al lanzar proyecto: {reason}',
    unpublishError: 'Error al despublicar proyecto',
  },
  publicPage: {
    notFound: 'Proyecto no encontrado',
    unavailable: 'Proyecto no disponible',
    loadError: 'Error al cargar el proyecto',
  },
  demo: {
    noteError: 'Error al generar nota',
    uploadError: 'Error al subir archivo',
    checkoutError: 'Error al abrir checkout',
    deleteError: 'Error al eliminar',
    emailError: 'Error al enviar email',
    scrapeError: 'Error al analizar sitio',
    needsCredits: 'Necesitas créditos para generar notas',
    noteGenerated: 'Nota generada correctamente',
    dataDeleted: 'Datos eliminados',
    siteAnalyzed: 'Sitio analizado',
  },
  // Demo texts of our own (the spec is silent on them).
  demoFlow: {
    noteTextRequired: 'Escribe un texto para generar la nota.',
    noteTextTooLong: 'El texto no puede superar los 2000 caracteres.',
    noteNotFound: 'Nota no encontrada',
    noteDeleted: 'Nota eliminada',
    fileNotFound: 'Archivo no encontrado',
    fileDeleted: 'Archivo eliminado',
    fileMissing: 'No se ha recibido ningún archivo.',
    fileContentMismatch: 'El contenido del archivo {filename} no corresponde a su extensión.',
    fileUploaded: 'Archivo subido',
    urlRequired: 'Escribe la URL del sitio que quieres analizar.',
    urlInvalid: 'La URL no es válida. Usa una dirección completa, por ejemplo https://ejemplo.com.',
    urlSchemeNotAllowed: 'Solo se pueden analizar direcciones http o https.',
    urlBlocked:
      'Esa dirección no está permitida: solo se pueden analizar sitios públicos de Internet.',
    urlDnsFailed: 'No se ha podido encontrar ese dominio.',
    urlTimeout: 'El sitio ha tardado demasiado en responder.',
    urlTooLarge: 'La página es demasiado grande para analizarla (máximo 1 MB).',
    urlNotHtml: 'La dirección no devuelve una página HTML.',
    urlTooManyRedirects: 'El sitio redirige demasiadas veces.',
    urlHttpError: 'El sitio ha respondido con un error ({status}).',
    urlUnreachable: 'No se ha podido conectar con el sitio.',
    emailSubjectTooLong: 'El asunto no puede superar los 150 caracteres.',
    emailTextTooLong: 'El mensaje no puede superar los 5000 caracteres.',
    emailSubject: 'Tu correo de prueba de la demo de Forja',
    emailText:
      'Hola, {name}:\n\nEste es el correo de prueba que has pedido desde la demo de Forja. Si lo estás leyendo, el envío de correo funciona.\n\nEl equipo de Forja',
    emailSent: 'Correo enviado a {email}',
    priceInvalid: 'El producto indicado no existe.',
    checkoutNotFound: 'Pago no encontrado',
    checkoutClosed: 'Este pago ya se ha cerrado.',
    checkoutPromo: 'Usa el código promocional {code} para obtener un 100 % de descuento.',
    checkoutCompleted: '¡Compra completada! Se han añadido {credits} créditos.',
    checkoutCanceled: 'Pago cancelado. Tus créditos no han cambiado.',
    channelNotAllowed: 'Ese canal no existe.',
    notSubscribed: 'Primero tienes que unirte al canal.',
    chatTooLong: 'El mensaje no puede superar los 500 caracteres.',
    chatTooFast: 'Estás enviando mensajes demasiado rápido. Espera unos segundos.',
    chatInvalidFrame: 'Mensaje no válido.',
    chatUnauthorized: 'Debes iniciar sesión para entrar en la sala.',
  },
  dashboard: {
    loadError: 'Error al cargar el dashboard',
  },
  // Projects texts of our own (the spec is silent on them).
  projectsFlow: {
    nameRequired: 'El nombre es obligatorio.',
    nameTooLong: 'El nombre no puede superar los 120 caracteres.',
    slugTooLong: 'El slug no puede superar los 80 caracteres.',
    slugInvalid: 'El slug solo puede contener letras minúsculas, números y guiones.',
    descriptionTooLong: 'La descripción no puede superar los 2000 caracteres.',
    invalidField: 'Hay un campo con un valor no válido.',
    invalidStatus: 'El estado indicado no es válido.',
    nothingToUpdate: 'No hay cambios que guardar.',
    taskTitleRequired: 'Escribe el título de la tarea.',
    taskTitleTooLong: 'El título de la tarea no puede superar los 300 caracteres.',
    taskNotFound: 'Tarea no encontrada',
    invalidOrder: 'El nuevo orden no coincide con las tareas del proyecto.',
    noteTooLong: 'Las notas no pueden superar los 50.000 caracteres.',
    fileMissing: 'No se ha recibido ningún archivo.',
    fileNotFound: 'Archivo no encontrado',
    fileContentMismatch: 'El contenido del archivo {filename} no corresponde a su extensión.',
    deploymentTypeInvalid: 'El tipo de despliegue debe ser «launch».',
    slugMismatch: 'El slug no corresponde a este proyecto.',
    archivedCannotLaunch: 'Un proyecto archivado no se puede lanzar. Restáuralo primero.',
    domainTypeInvalid: 'El tipo de dominio debe ser subdominio o personalizado.',
    customDomainInvalid: 'Introduce un dominio válido, por ejemplo app.midominio.com.',
    customDomainTaken: 'Ese dominio ya está en uso por otro proyecto.',
    customDomainReserved: 'Ese dominio pertenece a la plataforma y no se puede usar.',
    colorInvalid: 'Los colores deben tener el formato #rrggbb.',
    themeInvalid: 'El tema debe ser moderno, minimalista, clásico u oscuro.',
    layoutInvalid: 'El diseño debe ser cuadrícula, flexible, barra lateral o panel.',
    cssTooLong: 'El CSS personalizado no puede superar los 20.000 caracteres.',
    noExportYet: 'Todavía no hay ninguna exportación. Genera una con «Exportar Código».',
    exportFileNotFound: 'La exportación ya no está disponible. Regenérala.',
    exportReservedEntity: (label: string, key: string) =>
      `No se puede exportar: la lista «${label}» usa la ruta «/api/${key}», que el servidor exportado reserva para sí. Quítala y créala con otro nombre en «Datos de la app».`,
    confirmUnlaunch:
      '¿Seguro que quieres despublicar este proyecto? Dejará de estar disponible en su URL pública.',
    unavailableBody: 'Este proyecto no existe o no es público.',
    projectSaved: 'Proyecto actualizado',
    projectDeleted: 'Proyecto eliminado',
    fileDeleted: 'Archivo eliminado',
    starterTasks: [
      'Definir el alcance del proyecto',
      'Diseñar las pantallas principales',
      'Preparar el lanzamiento',
    ],
    starterNote:
      '# Notas del proyecto\n\nEscribe aquí tus ideas, decisiones y pendientes. Admite **Markdown**:\n\n- Listas\n- [Enlaces](https://www.markdownguide.org/basic-syntax/)\n- `código`\n',
    deployLogValidating: 'Validando el proyecto',
    deployLogUrl: 'Asignando la URL pública',
    deployLogRecord: 'Registrando el lanzamiento',
    deployLogLive: 'Proyecto publicado',
  },
  // The builder's concept on the owner and public pages, and a generated project's starter
  // content (texts of our own; the spec is silent on them).
  concept: {
    cardTitle: 'Concepto',
    offlineEngine: 'Generado con el motor offline',
    aiEngine: 'Generado con IA',
    category: 'Categoría',
    complexity: 'Complejidad',
    features: 'Funcionalidades clave',
    techStack: 'Stack tecnológico',
    userStories: 'Historias de usuario',
    detailedSpec: 'Especificación técnica',
    showSpec: 'Ver la especificación técnica',
    originalPrompt: 'Idea original',
    previewAlt: 'Vista previa de {name}',
    dataModel: 'Modelo de datos',
    dataModelIntro: 'Lo que guarda la app: sus listas, sus campos y cómo se relacionan.',
    dataModelRequiredLegend: 'obligatorio',
    dataModelAccess: 'Acceso',
    dataModelRequired: 'obligatorio',
    dataModelReferenceTo: 'referencia a',
    accessRules: {
      publica: 'Pública',
      catalogo: 'Catálogo',
      privada: 'Privada',
      formulario: 'Formulario',
      propia: 'Propia',
      vinculada: 'Vinculada',
    },
    starterTask: 'Implementar: {feature}',
    starterNoteNextSteps: 'Próximos pasos',
    starterNoteSteps: [
      'Revisa la especificación técnica en el panel de control y ajústala a tu caso.',
      'Cada funcionalidad clave es una tarea: márcala cuando esté lista.',
      'Personaliza el diseño de la página pública y compártela.',
    ],
  },
  emailClient: {
    sendFailed: 'Failed to send email: {reason}',
  },
  // Marketing site texts of our own: newsletter validation and the contact form.
  site: {
    newsletterEmailInvalid: 'Introduce un correo electrónico válido.',
    newsletterWelcomeSubject: 'Te has suscrito a la newsletter de Forja',
    newsletterWelcomeText: [
      '¡Hola!',
      '',
      'Gracias por suscribirte a la newsletter de Forja. Una vez al mes te enviaremos guías prácticas para pasar de una idea a una app publicada, novedades del producto y casos reales.',
      '',
      'Si no has sido tú o quieres darte de baja en cualquier momento, escribe a {privacyEmail} y te borraremos de la lista en un plazo máximo de 48 horas.',
      '',
      'El equipo de Forja',
    ].join('\n'),
    contactMailSubject: '[Contacto web] {topic}: {name}',
    contactNameRequired: 'Escribe tu nombre.',
    contactNameTooLong: 'El nombre no puede superar los 100 caracteres.',
    contactEmailInvalid: 'Introduce un correo electrónico válido.',
    contactMessageTooShort: 'Cuéntanos un poco más: el mensaje debe tener al menos 20 caracteres.',
    contactMessageTooLong: 'El mensaje no puede superar los 5000 caracteres.',
    contactCompanyTooLong: 'El nombre de la empresa no puede superar los 120 caracteres.',
    contactTopicInvalid: 'Elige un motivo de contacto de la lista.',
    contactSent: '¡Mensaje enviado! Te responderemos en un día laborable.',
    contactFailed: 'No hemos podido enviar tu mensaje. Inténtalo de nuevo o escríbenos a {email}.',
  },
  // ---- analytics + notifications (issue 8) ----
  analytics: {
    eventsRequired: 'Envía entre 1 y 100 eventos en el campo "events".',
    tooManyEvents: 'Un lote admite como máximo 100 eventos.',
    eventInvalid: 'El evento {index} no es válido: {reason}.',
    typeRequired: 'falta el tipo',
    timestampInvalid: 'la fecha no es válida',
    fieldNotText: 'el campo {field} debe ser texto',
    screenWidthInvalid: 'el ancho de pantalla debe ser un número entero',
    propertiesTooLarge: 'las propiedades ocupan demasiado',
    daysInvalid: 'El periodo debe ser de 7, 30 o 90 días.',
    adminOnly: 'Solo el equipo de administración puede ver esta página.',
    loadError: 'Error al cargar la analítica',
  },
  notifications: {
    // docs/product-spec.md §7: the exact text of the provider's client (English in the spec).
    fieldsRequired: 'The "to", "subject", and either "html" or "text" fields are required.',
    invalidRecipient: 'La dirección "{address}" no es un correo electrónico válido.',
    tooManyRecipients: 'Puedes enviar a un máximo de 10 destinatarios por correo.',
    subjectTooLong: 'El asunto no puede superar los 200 caracteres.',
    bodyTooLong: 'El contenido del correo no puede superar los 100.000 caracteres.',
    attachmentNotOurs: 'Solo se pueden adjuntar archivos guardados en este proyecto.',
    dailyCapReached:
      'Has alcanzado el límite diario de {cap} correos de tu plan. Vuelve a intentarlo mañana.',
    sendFailed: 'Error al enviar email',
    historyError: 'Error al cargar el historial de envíos',
  },
  // Texts of our own (the spec is silent): platform-wide errors and auth screens.
  errors: {
    badRequest: 'La petición no es válida.',
    invalidJson: 'El cuerpo de la petición no es JSON válido.',
    payloadTooLarge: 'La petición es demasiado grande.',
    unsupportedMediaType: 'Tipo de contenido no admitido.',
    unauthorized: 'Debes iniciar sesión',
    forbidden: 'No tienes permiso para hacer esto.',
    forbiddenOrigin: 'Origen de la petición no permitido.',
    notFound: 'Recurso no encontrado.',
    routeNotFound: 'Ruta no encontrada.',
    rateLimited: 'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.',
    internal: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.',
    network: 'No se pudo conectar con el servidor. Revisa tu conexión.',
  },
  auth: {
    /** The link that confirms an account's email (a running app's `vinculada` lists need it). */
    verifySubject: 'Confirma tu correo',
    verifyText:
      'Hola, {name}:\n\nPara confirmar que este correo es tuyo, abre este enlace (vale 24 horas):\n{link}\n\nSi no lo has pedido tú, no hagas nada: tu cuenta sigue igual.',
    signInTitle: 'Inicia sesión',
    signUpTitle: 'Crea tu cuenta',
    email: 'Correo electrónico',
    password: 'Contraseña',
    name: 'Nombre',
    signIn: 'Entrar',
    signUp: 'Crear cuenta',
    signOut: 'Salir',
    withGoogle: 'Continuar con Google',
    withGithub: 'Continuar con GitHub',
    invalidCredentials: 'Correo o contraseña incorrectos.',
    emailTaken: 'Ya existe una cuenta con ese correo.',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres.',
    passwordTooLong: 'La contraseña no puede superar los 128 caracteres.',
    invalidEmail: 'Introduce un correo electrónico válido.',
    nameRequired: 'Escribe tu nombre.',
    welcome: '¡Bienvenido a Forja!',
    signedOut: 'Has cerrado sesión',
  },
  // ---- ai (issue 12): real local models, streamed concepts and specifications ----
  aiModels: {
    truncated: 'La respuesta de la IA quedó incompleta: el modelo alcanzó su límite de longitud.',
    cancelled: 'La generación se canceló.',
    writingConcept: 'La IA está escribiendo el concepto…',
    writingSpec: 'La IA está escribiendo la especificación…',
  },
  // ---------- hardening (issue 10) ----------
  hardening: {
    passwordTooWeak:
      'Esa contraseña es demasiado fácil de adivinar. Usa al menos 8 caracteres que no sean solo números ni una contraseña común.',
    nameTooLong: 'El nombre no puede superar los 80 caracteres.',
    imageUrlInvalid:
      'La imagen tiene que ser una dirección https:// o un archivo subido a Forja (/files/…).',
    passwordHint: 'Mínimo 8 caracteres; no vale solo números ni una contraseña común.',
    jsonTooDeep: 'El cuerpo de la petición tiene demasiados niveles anidados.',
    accountThrottled: (seconds: number) =>
      `Demasiados intentos fallidos para esta cuenta. Espera ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} antes de volver a intentarlo.`,
    paymentsOff: 'Los pagos no están disponibles en esta instalación.',
    paymentsModeStripe: 'Pagos seguros con Stripe.',
    paymentsModeTest: 'Los pagos están en modo de prueba: ninguna compra genera cargos reales.',
    paymentsModeOff:
      'Los pagos no están activados en esta instalación: por ahora no se pueden contratar planes.',
  },
  // --- storage (issue 10 storage, issue 13 upload pipeline) ---
  storage: {
    malformedUpload:
      'No hemos podido leer el archivo: el envío está incompleto o dañado. Vuelve a intentarlo.',
    emptyFile: 'El archivo {filename} está vacío.',
    rangeNotSatisfiable: 'El rango pedido no existe en este archivo.',
    tooManyMisses: 'Demasiadas peticiones de archivos inexistentes. Espera un minuto.',
    storageUnavailable:
      'No hemos podido guardar ni leer el archivo ahora mismo. Inténtalo de nuevo en unos minutos.',
  },
  // --- changes (issue 27: "Pide un cambio", the offline reader's answers and summaries) ---
  // "Pide un cambio" and the versions of a running app (issue 27): the card, the history and
  // the API's errors. The reader's own texts (summary lines, refusals) are `changes` below.
  appChanges: {
    title: 'Pide un cambio',
    intro:
      'Escribe en español qué quieres cambiar de tu app. Te enseño lo que he entendido y no cambio nada hasta que pulses «Aplicar».',
    label: 'Qué quieres cambiar',
    placeholder: 'Por ejemplo: añade el teléfono a los clientes y ponlo en verde',
    propose: 'Proponer cambio',
    proposing: 'Leyendo tu petición…',
    creditNote: 'Cada cambio que entiendo cuenta como un mensaje de tus créditos.',
    charCount: '{count}/{max} caracteres',
    summaryTitle: 'Esto es lo que cambiaría:',
    apply: 'Aplicar',
    applying: 'Aplicando…',
    discard: 'Descartar',
    applied: 'Cambio aplicado: ya es la versión {version} de tu app.',
    removesData:
      'Este cambio quita datos guardados. No se borran: restaurando la versión anterior vuelven.',
    confirmTitle: '¿Aplicar un cambio que quita datos?',
    confirmBody:
      'Los valores de lo que quitas dejarán de verse en la app. Seguirán guardados: «Deshacer» o «Restaurar» los traen de vuelta.',
    confirmApply: 'Sí, aplicar',
    notUnderstoodTitle: 'No he entendido la petición',
    nothingToChangeTitle: 'Tu app ya está así',
    suggestionsTitle: '¿Querías decir…?',
    suggestionUse: 'Usar esta',
    historyTitle: 'Historial de cambios',
    historyEmpty: 'Todavía no hay versiones: aparecerán al cambiar tu app.',
    current: 'Actual',
    version: 'Versión {version}',
    undo: 'Deshacer',
    undoHint: 'Vuelve a la versión {version}',
    restore: 'Restaurar',
    restoreLabel: 'Restaurar la versión {version}',
    restored: 'Restaurada la versión {version}: ahora es la versión {next}.',
    kinds: {
      first: 'Versión inicial',
      edit: 'Cambio hecho a mano en «Datos de la app»',
      design: 'Cambio hecho a mano en el diseño',
      restore: 'Restauración de la versión {version}',
      purge: 'Borrado definitivo de los valores de un campo quitado',
      repair: 'Reparación de la app dañada, desde la versión {version}',
      repairFromModel: 'Reparación de la app dañada, desde su modelo de datos',
    },
    errors: {
      empty: 'Escribe qué quieres cambiar de tu app.',
      tooLong: 'La petición es demasiado larga: escribe como mucho {max} caracteres.',
      changeNotFound: 'Ese cambio no existe o ha caducado: pídelo de nuevo.',
      confirmationRequired:
        'Este cambio quita datos guardados: confírmalo para aplicarlo. Podrás recuperarlos restaurando la versión anterior.',
      conflict:
        'Tu app ha cambiado desde que se propuso este cambio (quizá en otra pestaña o ventana). Pide el cambio de nuevo sobre la versión actual.',
      alreadyApplied: 'Este cambio ya está aplicado.',
      versionNotFound: 'Esa versión no existe.',
      notOwner: 'Solo el dueño de la app puede cambiarla.',
      invalidOperations:
        'Los cambios enviados no son válidos: cada uno necesita su «op» y las claves de lo que cambia.',
      badOperations: 'Ese cambio no se puede aplicar: {detail}',
    },
  },
  changes: {
    empty: 'Escribe qué quieres cambiar de tu app.',
    notUnderstood: 'No he entendido «{part}», así que no he cambiado nada.',
    whatHappens:
      'No he cambiado nada: me preguntas qué pasaría. Un cambio que quita datos guardados te pide confirmación antes de aplicarse, y podrás recuperarlos restaurando la versión anterior. Si quieres hacerlo, pídemelo sin pregunta y te enseñaré el cambio antes de aplicarlo.',
    ambiguous: '«{part}» puede referirse a {options}: dime cuál y no cambio nada hasta entonces.',
    whichEntity:
      'En «{part}» no sé a qué parte de tu app te refieres: nombra la lista, por ejemplo «las citas».',
    whichField: 'En «{part}» no sé qué campo quieres cambiar: nómbralo como aparece en tu app.',
    whereToAdd:
      'En «{part}» no sé dónde añadirlo: di a qué lista, por ejemplo «añade el teléfono a los clientes».',
    whatToAdd: 'En «{part}» no sé qué quieres añadir.',
    whatToRemove: 'En «{part}» no sé qué quieres quitar.',
    nameMissing: 'No encuentro «{part}» en tu app.',
    signUpListMissing:
      'No encuentro «{part}» en tu app, así que no sé de qué inscripciones avisarte: nombra la lista de tu app a la que se apunta la gente.',
    signUpRecordMissing:
      'En tu app nadie se apunta a «{list}»: no hay una lista de inscripciones que diga a qué «{list}» se apunta cada uno, así que no sé de qué avisarte.',
    fieldMissing: 'No encuentro el campo «{part}» en tu app.',
    optionsNeeded:
      'Para que «{field}» sea una lista de opciones, dime al menos dos: «con A, B y C».',
    optionMissing: '«{field}» no tiene la opción «{option}».',
    optionExists: '«{field}» ya tiene la opción «{option}».',
    colourUnknown:
      'En «{part}» hay un tono que no sé traducir a un color: usa un nombre sencillo (rojo, verde, azul…) o un código como #16a34a.',
    fieldExists: '«{entity}» ya tiene el campo «{field}».',
    entityExists: 'Tu app ya tiene «{entity}».',
    referenceExists: '«{entity}» ya está relacionada con «{target}».',
    alreadyRequired: '«{field}» de «{entity}» ya es obligatorio.',
    alreadyOptional: '«{field}» de «{entity}» ya es opcional.',
    sameName: 'Ya se llama «{name}».',
    sameType: '«{field}» de «{entity}» ya es de ese tipo.',
    entityGone: 'La lista «{entity}» ya no existe.',
    fieldGone: 'El campo «{field}» ya no existe en «{entity}».',
    entityEmptied:
      '«{entity}» se quedaría sin campos al quitar su referencia: añádele otro campo antes.',
    lastField: '«{entity}» se quedaría sin campos: una lista necesita al menos uno.',
    notChoice: '«{field}» no es una lista de opciones.',
    fewOptions: '«{field}» necesita al menos dos opciones.',
    invalidResult: 'El cambio dejaría la app en un estado no válido: {detail}',
    notifyEmpty:
      'Dime qué aviso quieres: de cada registro nuevo o cuando cambie un campo de opciones.',
    settingOffRule: '{setting} solo vale con la regla «{rule}».',
    anonymousSetting: 'Aceptar envíos sin cuenta',
    linkFieldSetting: 'Indicar a quién pertenece cada registro',
    linkNotReference:
      '«{field}» de «{entity}» no es una referencia: para que cada registro lo vea la persona a la que se refiere, elige un campo que apunte a otra lista.',
    accountNotEmail:
      '«{field}» de «{entity}» no es un campo de email: la cuenta de cada uno es su email.',
    notifyNotChoice:
      '«{field}» de «{entity}» no es una lista de opciones: solo se avisa cuando cambia un campo de opciones, como un estado.',
    totalNoReference:
      '«{from}» no tiene ningún campo que apunte a «{entity}»: relaciónalos antes de contar o sumar sus registros.',
    totalNotNumber:
      '«{field}» de «{from}» no es un número ni un importe: solo se suman campos de número o de dinero.',
    totalExists: '«{entity}» ya tiene un total llamado «{label}».',
    totalMinusNotSum:
      'Un saldo resta una suma de otra: di qué campo de número o de dinero de «{from}» se suma antes de restar.',
    totalMinusMismatch:
      '«{minus}» de «{minusFrom}» no se puede restar de «{field}» de «{from}»: los dos tienen que ser números, o importes en la misma moneda.',
    notifyExists: 'Ya te aviso por email de cada registro nuevo de «{entities}».',
    alreadySo: 'No hay nada que cambiar: tu app ya está así ({summary}).',
    currencySame: 'Los importes de tu app ya están en {currency}: no hay nada que cambiar.',
    currencyOther:
      'Los importes de tu app están en {currency}; la moneda todavía no se cambia pidiéndolo aquí.',
    ruleExists: 'No hay nada que cambiar: «{entities}» ya tiene la regla «{rule}».',
    ownSeenAlready:
      'En «{entities}» cada persona ya ve solo lo que ha enviado, y se puede enviar también sin cuenta.',
    totalGone: '«{entity}» no tiene ningún total llamado «{label}».',
    totalsFull: '«{entity}» ya muestra {max} totales: quita uno antes de añadir otro.',
    whichAccount:
      'Para que cada registro lo vea la persona a la que se refiere, «{entity}» necesita un campo de email con su cuenta: {detail}',
    accountNone: 'no tiene ninguno; añádele uno, por ejemplo «añade el email a {entities}».',
    accountSeveral:
      'tiene varios ({fields}); dime cuál, por ejemplo «la cuenta de {entities} es su {field}».',
    notifyWhichField:
      'En «{part}» no sé qué campo de opciones vigilar: nómbralo, por ejemplo «cuando cambie el estado».',
    canDo:
      'Puedo añadir, quitar o renombrar listas y campos, cambiar el tipo de un campo, hacerlo obligatorio u opcional, añadir o quitar opciones, relacionar dos listas, decidir quién puede ver o crear cada cosa, avisarte por correo de lo que llega o avisar a quien lo envió cuando cambie su estado, y cambiar los colores, el tema y la disposición.',
    examples:
      'Por ejemplo: «añade teléfono y email a {entity}», {remove}«que solo yo pueda crear {plural}», {link}«pon el color principal en verde» o «usa el tema oscuro».',
    /** Removing one of the list's own optional fields. */
    exampleRemove: '«quita el campo {field} de {entity}», ',
    /** A link between two of the app's own lists, said as the reader reads it. */
    exampleLink: '«relaciona {from} con {to}», ',
    themes: { modern: 'moderno', minimal: 'minimalista', classic: 'clásico', dark: 'oscuro' },
    layouts: {
      grid: 'cuadrícula',
      flex: 'flexible',
      sidebar: 'barra lateral',
      dashboard: 'panel',
    },
    summary: {
      typedField: '«{field}» ({type})',
      requiredTypedField: '«{field}» ({type}, obligatorio)',
      referenceField: '«{field}» (referencia a «{target}»)',
      requiredReferenceField: '«{field}» (referencia a «{target}», obligatorio)',
      addEntity: 'Crear la lista «{entity}» con {fields}',
      removeEntity: 'Eliminar la lista «{entity}» y todos sus registros de «{entities}»',
      removeReference: 'Quitar el campo «{field}» de «{entity}», que apuntaba a «{target}»',
      renameEntity: 'Renombrar «{entity}» a «{label}»',
      renameReference: 'El campo «{field}» de «{entity}» también pasa a llamarse «{label}»',
      addField: 'Añadir el campo {field} a «{entity}»',
      removeField: 'Quitar el campo «{field}» de «{entity}» y sus valores',
      renameField: 'Renombrar el campo «{field}» de «{entity}» a «{label}»',
      changeFieldType: 'Cambiar el tipo de «{field}» de «{entity}» a {type}',
      setRequired: 'Hacer obligatorio el campo «{field}» de «{entity}»',
      setOptional: 'Hacer opcional el campo «{field}» de «{entity}»',
      addOption: 'Añadir la opción {options} a «{field}» de «{entity}»',
      addOptions: 'Añadir las opciones {options} a «{field}» de «{entity}»',
      removeOption: 'Quitar la opción {options} de «{field}» de «{entity}»',
      removeOptions: 'Quitar las opciones {options} de «{field}» de «{entity}»',
      rule_catalogo: 'Solo tú podrás añadir en «{entities}»; los demás podrán ver la lista',
      rule_privada: 'Solo tú podrás ver «{entities}»',
      rule_publica: 'Cualquiera podrá ver y crear «{entities}»',
      rule_formulario:
        'Los visitantes con cuenta podrán enviar «{entities}» y cada uno verá solo lo suyo; tú lo verás todo',
      rule_formularioAnonymous:
        'Cualquiera, también sin cuenta, podrá enviar «{entities}» y cada uno verá solo lo suyo; tú lo verás todo',
      rule_propia:
        'Cada persona con cuenta podrá crear «{entities}» y verá y editará solo lo suyo; tú lo verás todo',
      rule_vinculada:
        'Cada registro de «{entities}» lo verá la persona a la que apunta «{field}», con la cuenta de su email; tú los gestionarás',
      accountField: 'El email «{field}» será la cuenta de cada persona de «{entities}»',
      notifyOnCreate: 'Avisarte por email de cada registro nuevo de «{entities}»',
      notifyOffCreate: 'Dejar de avisarte por email de los registros nuevos de «{entities}»',
      notifyOnChange:
        'Avisar por email a quien envió cada registro de «{entities}» cuando cambie «{field}»',
      notifyOffChange: 'Dejar de avisar por email cuando cambie algo de «{entities}»',
      addTotalCount: 'Contar en cada ficha de «{entities}» sus «{from}», como «{label}»',
      addTotalSum: 'Sumar en cada ficha de «{entities}» «{field}» de sus «{from}», como «{label}»',
      addTotalBalance:
        'Mostrar en cada ficha de «{entities}» «{field}» de sus «{from}» menos «{minus}» de sus «{minusFrom}», como «{label}»',
      removeTotal: 'Dejar de mostrar «{label}» en «{entities}»',
      primaryColor: 'Cambiar el color principal a {color}',
      secondaryColor: 'Cambiar el color secundario a {color}',
      theme: 'Usar el tema {theme}',
      layout: 'Usar la disposición {layout}',
    },
  },
} as const;
