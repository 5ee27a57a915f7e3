// Written by `node scripts/train-category.ts --write`: do not edit by hand. Decision 0150.
// softmax λ=0.0003 prefijo=0 norm=no equipo=sí · mezcla modelo 4 léxico 1 base 0.1; trained on 2046 ideas; cross-validation 85.8 %.
import type { CategoryWeights } from './category-model.ts';

export const CATEGORY_WEIGHTS: CategoryWeights = {
  options: { prefix: 0, normalize: false },
  mix: { model: 4, lexicon: 1, knowledge: 0.1 },
  model: {
    kind: 'softmax',
    bias: [-0.773, -0.28, -0.244, 0.623, -0.093, -0.078, 0.405, 0.194, 0.077, -0.257, 0.426],
    scale: 0.0297876,
    features:
      '3x3 abandonado abandonar abastecer abdominal abierta abierto abogado abogar abonado abonar ' +
      'abonos abrir abuela abuelo aburrar aburrir acabar academia academico acampada acampar ' +
      'acceso accesorio accion accionar aceitar aceite aceituna aceituno aceptar acepto acertar ' +
      'acertijo acido acoger acogido acompanamiento acompanar aconcagua acondicionar aconsejar ' +
      'acorde acta activar actividad activo actuacion actualizar acuario acuerdo acumular ' +
      'adaptacion adaptar adelantado adelantar adivinanza adivinar adjunto adolescente adopcion ' +
      'adoptar adorno adulto aeropuerto afectado afectar aficion aficionado aficionar afiliado ' +
      'afiliar aforar agencia agenciar agenda agendar agente agostar agosto agradecer agricola ' +
      'agricultor agua aguar aguinaldo ahi ahorrar ahorro airar aire ajedrez alarma alarmar ' +
      'albanil albergar albergue album alcohol aleman alergeno alergia alerta alertar ' +
      'alfabetizacion alfajor alfombra alfombrar alguien alimentacion alimentar alimentario ' +
      'alimento almacen almazara alojado alojamiento alojar alquilar alquiler alrededor alta alto ' +
      'altura alumno alzheimer amantar amante amarrar amarre amateur ambientar ambiente amenities ' +
      'america amgos amigar amigo amortizacion anada anadir analisis analitica analitico ' +
      'analogico anatomia anciano andando andino anecdota anemia animal animar animo aniversario ' +
      'ano anonimo anotador anotar ansiedad antepasado anterior antibiotico anticipada anticipado ' +
      'anticipar anticonceptiva antidepresivo antiguedad antiguo anual anuncios aparcar aparecer ' +
      'apartamento apartar api apicultor apicultura aportacion aportar apostar apoyar aprender ' +
      'aprendizaje aprobado aprobar apuntado apuntar apunte arbitraje arbitro arbol arbolar ' +
      'archivar archivo arcilla arcillar arepas armar armario arquitecto arquitectura arreglar ' +
      'arreglo arte arterial artesanal artesania artesano articulo artrosis asado asamblea asar ' +
      'ascensor asesinato asesor asesoria asiento asignado asignar asignatura asignaturas ' +
      'asistencia asma asociar aspirador astronomia atacar atencion atender atletismo atopico ' +
      'atras atrasado atrasar audio audioguia audiolibro audiovisual auditoria auditorio aula ' +
      'ausencia autismo auto autobus autobuses autocaravana autoescuela autoevaluacion automatica ' +
      'automatico autonomo autopista autopublicados autor auxilio avance avanzar ave averia ' +
      'averiar avisar aviso avistamiento avon ayuda ayudar ayuntamiento azafata azucar azul b2 ' +
      'bachillerato bailar baile baja bajar bajo balance balcon baloncesto banar bancal bancario ' +
      'banco banda bandeja bandera bano bar barato barbacoa barberia barbero barco bariatrica ' +
      'barniz barra barrar barrer barrica barril barrio basal basar base basico basura bateria ' +
      'bazar bebe bebedero beber bebido beca becar bello beneficiar beneficio benefico biblia ' +
      'biblioteca bici bicicleta bienestar bienvenida bienvenido billar bimestre bingo bipolar ' +
      'bisabuelo bisuteria bitacora bizcochar bizcocho blanco bloc blog bloque bloquear bloqueo ' +
      'bocadillos boda bodega bogota boletin bolleria bolo bolso bombero bombillas bombona bondi ' +
      'bono bonsai bonsais bordado bordar borrador botanico botar bote botiquin boton boutique ' +
      'boxear boxeo brackets braille bricolaje bros brotar brote bucal bueno bufanda bungalow ' +
      'busca buscador buscar buscarla busqueda butaca butano caballo cabecero cabina cachorro ' +
      'cadena caducar caducidad caer cafe cafeina cafeteria cafetero caido caja cajera cajero ' +
      'calcetin calculador calcular calculo caldera calendario calidad calientitas calificaciones ' +
      'callar calle callejero calor caloria cama camara camarero cambiar cambio caminante caminar ' +
      'caminata camino camion camiseta campamento campana campano campar campeonato camping campo ' +
      'campus canal canalon canario cancelar cancha cancion candado candar candidato canina ' +
      'canino cansado cansar cantabrico cantar cantidad canto capital capitular capitulo ' +
      'captacion captura capturar caracol carbohidrato carbon cardiaco cardiologo carnaval carne ' +
      'carnet carniceria carnivoro carpa carpeta carpinteria carpintero carpir carrera carreta ' +
      'carrete carril carrito carro carta cartel cartelero cartera cartero carton cartucho casa ' +
      'casar cascar casco casera casero caseta caso cata catalogar catalogo catar categoria ' +
      'catequesis catering cebar cebo cegar celiaco celiaquia celular cena cenar cenir central ' +
      'centrar centro cera ceramica ceramico cero cerrada cerrado cerrar certificado certificar ' +
      'cervecero cerveza cesta cetogenica cetona chacra chal chalar chale champions chapa chapar ' +
      'chapo charla charlar chat chaval che checklist chica chico chile chimenea chiringuito ' +
      'chistar chiste chocolate churro ciar ciclar ciclismo ciclista ciclo ciego cien ciencia ' +
      'cientifico cierre cierto cinco cine circo cita citar ciudad ciudadano civico clara claro ' +
      'clase clasica clasico clasificar clienta cliente clinica clinico clorar cloro closet club ' +
      'coach cobertura cobra cobrar cobre cobro coche cocina cocinar coctel codigo cofradia cola ' +
      'colaborar colada colar colchon coleccion coleccionables coleccionar colectar colegiar ' +
      'colegio colesterol colico colmena colon color colorar columnista comandar comarca comarcar ' +
      'combustible comedero comedir comedor comedy comentar comentario comer comercial comerciar ' +
      'comercio comic comida comido comision comisionar comite comodin compaginar companero ' +
      'compania comparador comparar comparsa compartido compartir compas compatibilidad ' +
      'compatriota competencia competicion complemento composicion compra comprador comprar ' +
      'compraventa comprension computador comun comunicado comunicar comunidad comunion ' +
      'comunitario concentrado concentrar concertar concesionario concierto concretar concreto ' +
      'concursar conducir conductor conejo confianza confirmar congelado congelador congelar ' +
      'congreso conmemorativas conocer conocimiento consejo consentimiento conserje conserva ' +
      'conservar conservatorio consigna consignar consola constante construccion constructor ' +
      'consulta consultar consultoria consumar consumidor consumir contabilidad contactar ' +
      'contactos contado contador contar contener contenido contestar contexto contextos ' +
      'continuar continuo contralto contrasena contrasenar contratar contratos control controlar ' +
      'conversacion convertir convocatoria convocatorio convulsion convulsionar cooperativa ' +
      'cooperativo coordinar copa copar cordero coreano coro corporal corporativo corral correar ' +
      'correccion corredor corregir correr correspondencia cortacesped cortado cortar corte ' +
      'cortes cortina corto cortometraje cosecha cosechar cosmetico costar coste costo costura ' +
      'costurera cotidiano cotizacion covid coworking crear creativo crecimiento credito creer ' +
      'crema cria criadero crianza criar crio cripto criptomoneda crisis cristal critica criticar ' +
      'critico crm crochet cromo cronica cronico cronograma cronometrar croquis crossfit ' +
      'crucigrama cruz cuaderno cuadra cuadrante cuadrar cuadrillas cuadro cuajado cuajar cuanto ' +
      'cuartar cuarto cuatro cubrir cuenta cuento cuero cuesta cuestionario cuidado cuidador ' +
      'cuidar cultivar cultivo cultura cultural culturar cumpleanos cumplir cuna cunar cuota ' +
      'cupon curacion currar curro cursar curso curva curvar curvo da dado dan danar dano danza ' +
      'danzar dar dardo darle das dato debajo debatir deber decants decidir decima decimo decir ' +
      'declaracion decoracion dedal dedicar dedicatoria dedicatorio deduccion deducibles defectos ' +
      'degustar deja dejar dejo dele delegar demandar demas demasiado demo dental dentista dentro ' +
      'departamento dependiente deportar deportista deportivo depositar depositos depresion ' +
      'derrama derramar desarrollar desarrollo desayunos descansar descanso descargables ' +
      'descargar descartar descongelar desconocer descontar descripcion descuentos deseo desfilar ' +
      'desfile designar despachar despacho desparasitaciones desparasitar despedida despedir ' +
      'despensa despertar desplazamiento destenir destinar detallar detalle detective detector ' +
      'deuda deudo devolucion devoluciones devolver dia diabetes diabeticos diario dibujar dibujo ' +
      'dictado dictar didactico dieta dietar diez dificultad dificultar digital digitalizar ' +
      'dinero diploma diplomar direccion directa directamente directivo directo director disco ' +
      'discografia disenador disenar diseno disfraz disfrazar dislexia disney disponer ' +
      'disponibilidad disponibles distancia distanciar distinto distraccion distribuidor ' +
      'distribuir divertido divertir dividendo dividir divisa divisar divulgacion dni docena ' +
      'doceno doctor doctoral doctorar documentacion documentar documento doler dolor domesticar ' +
      'domestico domiciliar domicilio domingo dona donacion donante donar donativo dormida dormir ' +
      'dorsal dosis doy dragons dron dropshipping duda dudar duelo duena dueno dulce dungeons ' +
      'duracion durante durar echar ecografia ecologico economia edad edicion edificio editor ' +
      'editorial educacion educador educativo eeuu efectivo efecto efemerides egresar ejemplo ' +
      'ejercicio electricista electrico electrodomestico electronico elegir elemento elijar ' +
      'eliminatoria eliminatorio elo embarazado embarazar embarazo embotellar embudar embudo ' +
      'embutido embutir emergencia emigrante emocion emocional emocionar emojis empanado empanar ' +
      'emparejamiento empeorar empezar empleado emplear empleo emprendedor emprendimiento empresa ' +
      'empresas encadenado encadenar encamar encargado encargar encargos enchufar enchufe ' +
      'enciclopedia encontrado encontrar encuentro encuestar endocrino endometriosis energia ' +
      'enfermedad enfermeria enfermero enlace enlazar enmarcar ensayar ensayos ensenar entender ' +
      'enterar entrada entrado entrar entrega entregada entregar entrenador entrenamiento ' +
      'entrenar entrevistar entrevisto envasar envase enviado enviar envio envoltorio epilepsia ' +
      'episodio equilibrio equipacion equipar equipo equitacion erasmus escalada escalado escalar ' +
      'escalera escandallo escanear escapar escape escasez escena escenario esclerosis escolar ' +
      'escoliosis esconder escribir escrita escrito escritor escritorio escritura escriturar ' +
      'escuchar escuela eslora espaciar espacio espalda espana espanol especial especialidad ' +
      'especie espectaculo espera esperar esqui estacion estadistica estadistico estado estampado ' +
      'estampar estan estancar estanque estanteria esten estetica esteticista estetico estilar ' +
      'estilista estilo estimar estiramiento estirar estoy estrategia estrella estrellar estreno ' +
      'estudiante estudiar estudio estuve etapa etiqueta etiquetar euro eurovision euskera ' +
      'evaluacion evaluar evento evolucion ex exalumnos examen excedente excel exclusivo ' +
      'excursion exhibicion expedientar expediente experiencia experimentar experimento ' +
      'explicacion explicar explicativo exposicion express extra extraescolar extranjero ' +
      'extraordinaria extraordinario fabrica fabricar facil factura facturacion facturar facu ' +
      'facultad facultar fallecer fallecido fallido fallo falta faltar falto familia familiar ' +
      'fans fantasy fanzine farmacia fas fase favor favorito febril fecha fechar federacion ' +
      'feedback felicitacion felicitar femenino feria feriar fermentacion ferreteria fertil ' +
      'fertilidad festival fiado fianza fiar fibra ficha fichaje fichar fidelidad fidelizacion ' +
      'fidelizar fiebre fiel fiesta fifa figura figurar fijar fijo filtrar filtro fin final ' +
      'financiero finanza finar finca fincar finde fines firma firmar firme fiscal fisica fisico ' +
      'fisio fisioterapeuta fisioterapia flashcards flor flora floral florar floristeria flota ' +
      'flotar flujo fodmap folclore fondo fontanero food formacion formar formula formular ' +
      'formulario foro forzar foto fotografia fotografiar fotografico fotografo fp fragmento ' +
      'frances francia frangir franja franjar frase frecuencia frecuentar frecuente freelance ' +
      'freelancers fregar frente fresca fresco friega frigorifico fronton fruta frutal frutar ' +
      'fruto fue fuente fuera fuerza fui fumar fumigar funcion funcionar funda fundacion fundar ' +
      'fundir fundo funeral furgoneta futbol futbolin gadgets gafar gafe gafo gala galicia ' +
      'gallina gana ganado ganador ganancia ganar ganir garaje garantia garrafa gas gasolina ' +
      'gasolinera gastado gastar gasto gastronomico gato gemelo genealogico general generar ' +
      'genero gente geografia geolocalizacion gestion gestionar gestor gestoria gimnasio gincana ' +
      'ginecologica gira girar giro gitano glaucoma glosario glucemia glucosa gluten gol golf ' +
      'golosina golosinar gordo gota gp gps grabacion grabado grabar gracia gradar grado ' +
      'graduacion grafica grafico grafiti granada granado granar grand grande granja grano gratis ' +
      'gratuito gremio grua grupo gtd guadalajara guardado guardamuebles guardar guarderia ' +
      'guardia guia guiado guiar guitarra gustar gusto habitacion habito habitual habla hablar ' +
      'halloween hamburgues hamburguesa harry he hecha hecho hectarea helada helado helar ' +
      'hemeroteca hemodialisis hemos herencia hermanar hermandad hermandar hermano herramienta ' +
      'herrar hice hidratar hierro higiene hijo hilar hilo hincha hinchar hinchir hipertension ' +
      'hipico hipoteca hipotecar historia historial historiar historico hito hogar hoja hombre ' +
      'hombro homeopatia hora horario hornada hornear horno hortaliza hospital hostal hotel hoy ' +
      'hoyo hucha huerta huerto huesped huevar huevo humar humedad humo humor humorista iberico ' +
      'ibi ictus idear idioma iglesia ilustraciones ilustrado ilustrador ilustrar imagen ' +
      'importadores importantes importar imprenta impresion impreso imprimible impuesto ' +
      'incidencia independiente independientes independizar indexar indicador indigena industrial ' +
      'infantil influencer informacion informar informatica informatico informe ingle ingles ' +
      'ingrediente ingreso inhalador inmigrante inmobiliaria inmobiliario inquilino inscripcion ' +
      'inscrito insistente inspeccion inspeccionar inspector instagram instalacion instalador ' +
      'instituto instruccion instructor instrumentar instrumento insuficiencia insulina ' +
      'intensidad interactivos intercambiar interes interesado interesar interior internacional ' +
      'internar internet interno intervalo intolerancia intraocular inundacion inusuales ' +
      'inventariar inventario invernadero inversion inversiones investigacion invierno invisible ' +
      'invitado invitar inyeccion irme irpf irregulares irritar itinerario itv iva jabon jabonar ' +
      'japon japones jardin jardinera jardinero jazz jefe jornada jornal jornalar jornalero joven ' +
      'joya jubilacion jubilado jubilar juego jueves jugador jugar jugo juguete junta juntar ' +
      'junto jurado jurar justificante justificar juvenil kanban karaoke kawaii kayak kayaks ' +
      'kilometro kiosco kit laboral laboratorio laburo lactosa lamina laminar lampar lampara lana ' +
      'lanar lanzamiento lanzar largar largo laser lata latinar latino latinoamerica latir lato ' +
      'lavadero lavado lavador lavanda lavar leads leccion leche lector lectura leer leido lena ' +
      'lenar lenceria lengua lentilla lesion lesionar letra letrado levantar leyenda liar libra ' +
      'librar libre libreta libro licencia licenciar liga ligar limitado limitar limite limpiador ' +
      'limpiar limpieza limpio linea linear lineo linkedin liquidacion liquidar lisboa lista ' +
      'listado listar listening listo literario litro llamada llamado llamar llanta llave llavero ' +
      'llega llegada llegado llegar llena llenar lleno lleva llevar llover lluvia local logistica ' +
      'logistico logo logopedia lonja looks lote loteria lucir lucrar lucro ludoteca lugar luna ' +
      'lunes luz maceta macro madera madre madrid maestra maestro magia magic mal maleta mama ' +
      'mamar mamografia manana manar manda mandar mandarin mando manejar manejo manicuristas mano ' +
      'manta mantener mantenimiento manual manualidad mapa maqueta maquetar maqueto maquillaje ' +
      'maquina maquinar maquinaria mar maraton marca marcado marcador marcar marco marea marear ' +
      'margen maridajes marido mariposa marisco marketing marketplace marte masa masar mascota ' +
      'master matcha matematica matematico materia material matricula matricular matriz matrona ' +
      'maximo mayor mayorista mazo mecanica mecanico medalla media mediar medicacion medicamento ' +
      'medicar medicina medicinal medicinar medico medida medio medir meditacion meditar mejor ' +
      'mejora mejorar meme memoria menopausia mensaje mensajeria menstruacion menstrual mensual ' +
      'mensualidad mental mentor mentorias menu mercado mercancia mercar merceria merch merendero ' +
      'merma mermar mermelada mes mesa mesar meta meter metodo metro metronomo mexicano mezclar ' +
      'miar micro microrrelatos miel mientras migrana mil mimica mimico mindfulness minecraft ' +
      'mineral minuto mio mirador mirar misa misar misterio mitad ml mochila mochilero moda ' +
      'modelar modelo moderacion modulo molestar moneda monedar monitor monologo montajes montana ' +
      'montano montar monte monterrey montura monumento morder moroso mosca moscar mosco ' +
      'mostrador mostrar moto movil movimiento mucho mudanza mudar mueblar mueble muestra mujer ' +
      'multiple multiplicar mundial mundo municipal municipio mural murar muro mus muscular museo ' +
      'musica musical musico mutualidad nacer nacimiento nacionalidad nadar naranja narrar ' +
      'natacion natillera nativo natural naturaleza navidad necesario necesidad negativa negativo ' +
      'negociar negocio negro neopreno netflix neto neurologo nevera newsletter nidada nieto ' +
      'ninera ninero nino nivel nivelar noche nochevieja nocturno nomada nombrar nombre nomina ' +
      'nominar nordico norma nota notar notario noticia noticiar notificacion noto novedad novel ' +
      'novela novelar novio nuestro nueva nueve nuevo numerar numero numeroso nutricion ' +
      'nutricionista nutriente obeso objecion objetivar objetivo objeto obligatorio obra obrador ' +
      'obrar observacion observar oca ocasion ocasionar ociar ocio ocupada ocupar odontograma ' +
      'oferta ofertar oficina oficio ofrecer oftalmologo ojo ola olimpiada oliva olivar olivo ' +
      'olvidar olvido ong online operacion operar operario opinar opinion oportunidad oposicion ' +
      'optico oracion oral orden ordenado ordenador ordenar ordeno organico organizacion ' +
      'organizado organizador organizar orientacion orientador origen orquesta orquestar ' +
      'ortodoncia ortografia oscar oveja ovillo oxigenar oxigeno paciente packs paddle padel ' +
      'padre paella paga pagado pagar paginar pago pais paisaje paises pajaro palabra palet ' +
      'palets pan pana panaderia panal panel panico panificadora pantalla papa papar papel ' +
      'papeleria papeleta papelitos papo paquete paqueteria parafarmacia parametro parar parcela ' +
      'parcelar parchis pareja parejo parking parque parroquia parte participante participativo ' +
      'particular partida partido partir partitura parto pasa pasado pasajero pasaportar ' +
      'pasaporte pasar pasear paseo pasillo paso pasta pastel pasteleria pastillas patata patin ' +
      'patinaje patinar patio patrimonio patrocinador patrocinio patron patronal pausa pausar pdf ' +
      'peaje pecera pecero pediatra pedido pedir pelicula pelis peluqueria pelvico pena penar ' +
      'pendiente pensar pension pensionar pequenito pequeno perder perdida perdido perfumar ' +
      'perfume periodico periodista permiso permitir pernoctar perro persiana persiano ' +
      'persistente persona personaje personal personalizables personalizacion personalizar ' +
      'personar peru peruano pesar pesca pescador pescar peso pestana petanca pez ph piano picar ' +
      'picnic piel pienso pieza pila pilar pilates piloto ping pintar pintor pintura pintureria ' +
      'pique pisar piscina piso pista pistar pizarra pizza pizzeria placa placar plaga plagar ' +
      'plan planchar planear planificacion planificador planificar planir planner plano planta ' +
      'plantar plantilla plantillar planton plata plato playa plaza plazos ple pleno plusvalia ' +
      'poblar poda podar podcast podcasts podologia podrian poema poesia pokemon poker polen ' +
      'policia polideportivo politico poliza pollo pomodoro ponente poner pong popular porcelana ' +
      'porra porro portafolio portal portfolio portugues posible posparto postal postrar postre ' +
      'posts postura posventa potable potencial potter practica practicar practico preciar precio ' +
      'prediccion predicciones preescolar preferencia preferir pregunta preguntar prematuro ' +
      'premiar premio prenda prendar prender prensa prensar preocupar preparacion preparar ' +
      'presentacion presentar presente preservar presion prestamo prestar preste presto ' +
      'presupuestar presupuesto prevenir preventa preventivo previo prima primar primario ' +
      'primavera primer primerizo primero primo principiante prioridad priorizar privada privado ' +
      'privar probado probador probar problema procedencia procedimiento procesal procesar ' +
      'procesion procesiones proceso produccion productividad producto productor profe ' +
      'profesional profesor profundar programa programacion programar progresar progresion ' +
      'progresivo progreso promo promocion promotores pronosticar pronunciacion propietario ' +
      'propinar propio proponer proporcion propuesto prospectos proteccion protector proteina ' +
      'proveedor provincia proximo proyeccion proyectar proyecto prueba psicologia psicologo ' +
      'psiquiatra publica publicacion publicar publicidad publico pueblo puede pueden puerta ' +
      'puerto puesta puesto puja pujar pulsacion pulsar pulsera pulso puntar punto puntuacion ' +
      'puntuar pure python qr quechua queda quedar quedo queja quejar quemada quemar quesera ' +
      'queso quimica quimico quimioterapia quince quincena quinceno quiniela quinta quintar ' +
      'quinto quiz racha rachar racion racionar radiar radio rally ramo ranking rapido raro raza ' +
      'reacondicionada reacondicionadas reactivarlos reading real rebanar recado recambio ' +
      'recargar recaudacion recaudar recepcion receta recetar recetario rechazar recibir recibo ' +
      'reciclaje recien reclamacion recoger recogida recogido recomendacion recomendar recompensa ' +
      'recompensar reconocimientos recopilar recordar recordatorio records recrear recreo ' +
      'recuerdo recuperacion recurrente recursos red redaccion redar reencontrar reencuentro ' +
      'referir reflexion reflexionar reformar reforzar refrigerar refuerzo refugiado refugiar ' +
      'refugio regalar regalo regante regar regatas region registrar registro rehabilitacion ' +
      'reina reinar reir relacion relacionar relajacion relajante relato religion rellenar ' +
      'relleno reloj remar remesar remo renal rendir renovacion renovar renta rentabilidad rentar ' +
      'reparacion repartidor repartir repartos repasar repaso repertorio repeticion repeticiones ' +
      'repetir reponer reportaje reportar reposicion repositorio representante repuesto resaltar ' +
      'resenar reserva reservado reservar residencia residenciar residente residuo resistencia ' +
      'resolver respetuoso respiracion responder responsabilidad responsable respuesta restar ' +
      'restaurante restaurar restaurnte resto resuelto resultado resultar resumen resumir retar ' +
      'retencion retirar reto retrasar retro reunion reuniones reutilizar revestir revisar ' +
      'revision revisiones revista revistar revisto rey riego rifa rifar rio ritmar ritmo robo ' +
      'robot robotica roda rodaje rodar rol romper ronda rondar room roomie ropa roscon rotar ' +
      'rotativo rubrica rubricar rueda rugby ruido rural ruta rutar rutina sabado sabana saber ' +
      'sabor sacar saco saga sal sala salar saldar saldo salga salgar salida salido salir salsa ' +
      'salso salud saludables saludar sangrar sangre santa santiago santo satisfaccion saturar ' +
      'scout scouts seca secar seco secundar secundario segmentar seguido seguidor seguimiento ' +
      'seguir segun segunda segundar segundo segur seguridad seguro seis seleccion selectividad ' +
      'sellar sello semana semanal sembrar semilla senal senalar sencillez sencillo senderismo ' +
      'senor sentar sentir separado separar seriar serie sermon serrar serviciar servicio ' +
      'servidor servir sesion sesionar seta setlist sexual siembra siempre sierra siesta signo ' +
      'siguiente silaba silabar silla simple simulacro simulador sindicato sintoma situacion ' +
      'smash sms sobra sobrar social socio socorrista sofoco software sol solar soldadura soldar ' +
      'solicitud solidar solidario soltar soltero solucion solucionar somo sonado sonar sonido ' +
      'sonoro sopa sopar soportar soporte soprano sordo sorpresa sortear sorteo sostener soy spa ' +
      'spoilers spotify stand star startup stock suave subasta subastar subir subtareas ' +
      'subtitulos suculento sucursal sudadera suegra suegro sueldo suelo suelta suelto sueno ' +
      'sugerencia sugerir suma sumar sumir sumo super superheroes superior supermercado surf ' +
      'suscribir suscripcion suscriptor sushi suyo tabla tablar tablatura tablero tablet tablets ' +
      'tablon tachar tactico taladrar taladro talento talla tallar taller tamales tamano tanda ' +
      'tapa tapar taperes tapiceria tararear tardar tarde tardo tarea tarifa tarifar tarjeta ' +
      'tarrinas tarta tatuador tatuaje taxi taza tazar tdah teatro tecnica tecnico tecnologia ' +
      'tecnologico tejado tejar tejer tejida tejido tele telecomunicacion telefonico telefono ' +
      'telemedicina telescopio teletrabajo tema temario tematica tematico temer temperatura ' +
      'temporada temporal temporizador tender tenia tenido tenir tenor tension tentativa ' +
      'tentativo teoria teorico tequenos terapeuta terapia tercero terminar termino terraza ' +
      'terror tesis tesoreria tesoro test textil texto ticket tickets tiempo tienda tiendita ' +
      'tierra tiktok tintar tinte tintorera tipico tirada tirado tirar tiroides tisana toalla ' +
      'tobillo toca tocar toefl toma tomado tomar tomate tomo toque tornear torneo torta ' +
      'tortillas tortuga tostador tostar total tour tours trabajado trabajador trabajar trabajo ' +
      'tracks tractor tractorar tradicional traduccion traductor traer tramitar tramite ' +
      'transcripcion transcrito transferencia transportar transporte traslado trasplantar ' +
      'trastero trastornar trastorno tratamiento tratar trato travesio trazable tren tres ' +
      'triatlon trimestral trimestre tripulacion trivia trivial trocar trucar truck truco trueque ' +
      'tueste tupperware turismo turista turistico turnar turno tute tutelar tutor tutoria ' +
      'tutorial ubicacion ubrique ukelele ultimar ultimo unico uniformar uniforme universidad ' +
      'universitario up urbanizacion urbano urgencia urgente urico usado usar uso usuario util va ' +
      'vacacion vaciar vacuna vacunar vacuno valor valoracion vamos van vaquita variar vario vaso ' +
      've vecino vegano vehiculo vela velar velero ven vencer vencida vencimiento vendar vendedor ' +
      'vender vendimia vendimiar vending vendo venir venta ventana ver veranar verano verbena ' +
      'verbo verdad verdura verificacion version versionar vertical vestido vestir veterano ' +
      'veterinario vi via viajar viaje viajero vial vid video videoblog videojuego videollamada ' +
      'viejo viernes vigilancia vigilante vigilar vineta vinilo vino vintage violin vip virtual ' +
      'visita visitante visitar vista visto visual vital vitamina vivero vivienda vivir ' +
      'vocabulario voley volumen voluntariado voluntario volver vomito votacion votar voto voy ' +
      'voz vuelta vuelto vulcanizadora wars wattpad webinar wedding whatsap whatsapp wifi wiki ' +
      'yoga youtube zapatero zapatillas zapato zombies zona',
    weights:
      'AP8AAAAA/wT/AAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAA/gD9AAAAAAAABgAA/QAA//8IAAAA/gkBAAD///7//v//Df' +
      '//Bf/7/v79//4FC/79/v79/f8C/gUL/v3+/v39/wL+AP8AAP8AAAAABAD//v7//P/9//8DC/4DA//+//7//wX+DBj9' +
      '/P379/3+/fv+FAYI///6/vj89foHAf/2/woL+fQIAAAAAP8E//8AAAAAAAAA/wT//wAAAAQA/P8AAAD/AwAACfb8/A' +
      'sR9fb7Dvr//wD//xD8/wD//AD+AP0AAAAACAD+//z/+//9//0I/wz//v7++Qj+/v4O/f8ACf//////AP3/Bgr5+hz8' +
      '+Pz9+/n5Cvz8H/35/f39+f/+Af7+//7+/v4P//4B/v7//v7+/g///wD///////8J////AP///////wn/CAD/AP0AAA' +
      'AA/QAIAAAA/QAAAAD9AAAAAAAAAAAD/wAAAAAAAAAAAAIAAAAAAAD+AP8GAAAA/wAAAAAAAAAAAgAAAAAAAAAAAAAC' +
      'AAAA/////////wgA///+//7///7/Df//AAAA/wAABQAAAP///AD9///9//8GCQD///7////+C///AAAAAgACAP4AAA' +
      'D///8M//////v//wD8/v8A/wv///8A/Bb79vsR9/4P+/IA/P7/AP8L////AP/8/xT//v7+/v3+//8R+f////////8A' +
      '/////wD+//8ACBER/fz7/vz9+/37AAAA/wD//wX/AP/9/wD//wv9AP8AAAAAAAAAA/4AAAAAAAADAP8AAAAAAP/+/g' +
      'P//f77EQD+/f/9//38//8T/QD//v75+/78/iD+//wA/gD/AAUAAP8AAP79/vf9BCX5/f34AAAABAD//wAAAP8I/wAA' +
      '/wD+AP8AAAD/////AP////0I//3//f4a+v/+//kAAAAAAAAAAAEAAAD9/v8AAAD/Cv/+AP3+/wAAAP8K//7//gAA/w' +
      'D/AAAABv7+/v39/v4DE/z8/v7+/f3+/gMT/PwM//8F/v/4///+/wz//wX+//j///7//wAAAAD6AAAACAAZ+/7++v34' +
      '/v4H/hn7/v76/fj+/gf+ABv9/PT59gnqEgT+Gf378/r7CeoSAwIAAAD/AAAAAAAAAAAA/wAAAP4EAAAAAAD/AAAA/g' +
      'QAAAn/AP79AP//AAAABP/9///////+Cf0E/gYG/v///v77/v39//8A/Ar6/vsQ/f3//wD8Cvr++xD+/f79Gf3+/f7/' +
      '/v//APv/////CgAA/fn8+Sr6A/v7/vv++/35KPz6/Pz+/P76/gb8/fr//AMS/vr+Bvz9+v/8AxL+/P38CA76AwD9/P' +
      '4I/vr9/QH9+gQM/gj++v39Af36BAwAAAAABwAAAAD7AAAA//8A////AAb/AAD//wD///8ABv8C+Pz2/P38D/j+GwD/' +
      'AAAAAAQAAAAA//7//f8R/v7+/v7/AAMAAAAAAAD/AA/5//399SP6/vn3/Qj7+hH9+fsECvb9CPv6Ef35+wQK9gAAAA' +
      'AAA/4AAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAP8A///3/wAO/wD+/P77/P0V/f78CP8AAAD/' +
      '+g0AAAD+/wAAAP/6DQAAAP7+Af/8+v0Q/gr8+v7/9v/8//v7/yP8AAACAAAAAAAAAAAAAAAAAAAAAAAAAP/+///+//' +
      'v/Af8NAAAAAAAAAAAAAAD//f7+C/79/f4T9P/q/PgO+Pb3+y0IAP8A////AP8HAP8A/gD/AAcAAP4A/wD+AP8ABwAA' +
      '/gD/AAAA/wAABQAAAP8L7fb78VT77w3t7QD/AAAAAAUA/wAAAP8A/gD/AAAGAP8A/wD+AP8AAAYA////AP8GAP//AA' +
      'D///8A/wYA//8AAP8AAAAAAAAAAQAAAAD/AP8ACP8A/gD/AP8A/wAI/wD+AP8H//4AAAAAAAD///////3+Bv4L/v/8' +
      '/wAA/wAA/wb/AP8G/wD/AQD/A/8A/Pvt9gQG7vE7EPX4AP///w7+/f///f7//wD/AAD/AP/9Cf//AP8AAP8A//0J/f' +
      '7+Cfv9Ffv+/Pz+AAAA//8FAAAA//4AAAD//wUAAAD/////DP////////z+/v/9/wwA//////8AAAAAAAMAAAAAAP8A' +
      '/v/+/gAKAP8AAAEAAAAAAAAAAAD//wv+/////QD+/f////7/DP////8N//wK/Pv9/v7+/wj4+QAD8wkHDfr4/f3//A' +
      'L8Hfj+/f0L/wD//wD/AAAA+xAH+gQGAfD6+PIPAAAA/gAK/v3//wD+Ev/////+///9/CX39vwB/Az6+vv6/P79+v7+' +
      'H/7++/sAAP/3AP7//wAADwX//wD+Bv///v7//v8AAP//BwAAAP8AAAAABQD+AAD+//8ABgAAAAAA//4A/v4Q/wX//v' +
      '//+P7//f///v8R////+gD+AP///wr////9Ef///v////39/f/+/AsN+/z3APr7Cwf+//4Q//j///78AP8ABwAAAAD8' +
      'AAD+/v///f79/v3+FAAAAAMAAAAAAAD+APkAAP4AAP7/DQD5/gv9D/79/v/+/QAAAAj/AP//APwAAP//C////v7//f' +
      '//AAMAAAAAAAAAAAv7/Pcu/Pf4+vz5B/3/+x38/P34/vv//v/9/f79Ff7//f38/vv9CPv9Ff79/AH77Phg6+z58wAA' +
      'AAAAAAIAAAAA//v/AAAAAP8AAAkA/v7//v/8/v/+FP4AAgAAAAAA/wAAAPwu8OrqAfH1CvEvAPn/AP8S///7//4AAA' +
      'AAAQAAAAAAAAAAAP4A///9/wn/BP/+9f/+/v///xME///+////////BP38/S39/fr4+/35/Q79Jv39+ff6/fL//wYA' +
      'AAAAAAAAAP//BgAAAAAAAAAAAAAEAAAAAAAA/gAAAAD/AAEAAAAAAAD//wAAAP8AAPwKAP//CAD/////AP4F/AD+AA' +
      'MAAAAAAP/4/////P//Bf8OA/cC/P33+fwECBL+/g4W/vD+/fz9/gD+AAD/AAgAAP/+/v8K//7//v//Av7//wP8Ef3/' +
      '//36///9DAT8/P37/P4K/P8CL/z8+vv4+PgAAAAAAP8DAAAAAP4ABAAAAAAAAP8AAAAAAAAAAAAAAAD+AAQAAAAAAA' +
      'D/AP7+//0I/v3+9xT7AAAAAAAAAAP/AAAE/wAAAAD/AAAA/wr9////AP4AAP4A/wAA/////wr///4ABP/5/v3//v4P' +
      '//8A//j+/f3+/hz8AAcA/wD+AP8AAP8A/wAAAAj7AAAAAP79//38G/f9/gj6//8A//z+D////v39BvwQEfv4D+n6+v' +
      '/9//7+//v///8RAP8A//8A//8FAP/+/v/+/Pse/v/+9vwA+g//AAD/AP4ABgD9AAAAAAAA//8AAAABAAAAAAAAAAAA' +
      'AP///gkA//7+//7+/fX//gb+/xQAAgAAAQAAAP//AAACAAABAAAA//8A+/v8H/wHCfr2/Pj/AP0LAP8A/v/+AP/+/x' +
      'P///7/+P//AQAAAAAAAAAAAAAABwD/AAAA/wAA/QAHAP8AAAD/AAD9/ff++vwm/fz8AP3//wD+//////8L/gAAAAAA' +
      '/wAAAgAAAAAAAAD/AAACAAAAAAD/AP0ABgAAABf+//v9/v79///+//n/AP3//v7/Ag4D////AAX//////wAAAAAAAg' +
      'AAAAD/Av///wIAAAD/AP/+B/4GB/78/f7+/PoC/Pwe/fb9/QX7BAAAAAD9AAAAAAAAAAIAAAAAAAAAAP///Bn+/P/+' +
      '+//9//7///8K////AP/+/////v7+/wANAP7////+/v7/AA0AAP8AAP8A/gAA/wb//wD////9AAAL/P//AP////0AAA' +
      'v8Ggf19P//Afb+A/8GGfIC/PoD+grz/QD/AAD/AP4AAP8GCAD4AAAAAAAAAAD8/PwCA/0O/Qv9+Pn5+gD9Cwn6Gfv0' +
      '//r9F/4C/vz1/Qf/AAAA/wAAAAACAP78BP36/hf+//38//7+//v//f/+/xEAAAAAAAIAAAAAAAD+AP8ACP4A/wAA//' +
      '7+/P0E9QMV/f7////8/QX+BAb+/wj++/oE/gz9/f/+BfsF9AD7I/n4BvEH/Af8Af0G+/sI+AAAAAABAAAAAAAA/vz+' +
      '/P7++/z+/hz/+P/+////Bwr//wAAAAACAAAAAAAAAAAAAAAA/wD//wQAAAAAAwAAAAAA//v8+g4PA/T2FPr2/vz+GP' +
      '79/Qn5/fv/CAD/AAAA//7//wAAAAAABQD9AAAA/wT//wL/+///AAP87e/5/fj4IRgN/QD/AAb9AAAAAAAAAAAEAAAA' +
      'AAAA/gAB/v7+///1//4X/v/+//7///X//hf//g79DQL8+/z6A/gAAAAAAAACAAAAAAD/AAD/AP4AAAAG//4I/wX//v' +
      '79A/z//gj/Bf/+/v0D/Pv2CQH59PYUGfr9/wD+AAAAAAAABAD/APwAAAAAAP8J/fv4AALz9fgWHPcBAP8AAP4ADQAA' +
      '+f4d/fwG/P38/Pn9/R39/Ab8/fz8+f39/wAA/P8L/gAA////C//+///9/fn/BwAAAAAABP4AAAAA//8J/v////8A//' +
      '/7CAX5+/wI+RH7/QD/AAAAAPwAAAAH+woB9vX6IvUN/PUD//4AAAD///8G/f//AAAN/f3/AP7+//8AAA39/f8A/v7/' +
      '/wQL//r//v////8A8gARAAAAAP8A/wDyABEAAAAA/wD/AP7//wAABwD/AAAAAP8A/QAG/wAA+/n8E/gR+fkC9gr++/' +
      '4M+/v/9An8Dv7+Fvj+/v3+/v4EAP8A////Cv////4G/wAC///////9AAb/AAL///////0AAP//AAD/////BgAAAAD/' +
      '/wf///8AAP7+/ff7/fwz9Pz7AAAAAAAAAwAAAP8A//8I/////////wAAAQAAAAAAAAAA/xD/+v////7/AP4A/wn///' +
      '////8A/gD/Cf///////wD+AAAABgD//wD////+AgAAAAAAAAAAAPv3+2D39vb49fft/w7//f8C/f/+//4ADv/+//7+' +
      '///+/gADAAAAAP8AAAAAAAAC//8AAAX8/wAF/A/8/vr7CPv8Aw38+vz9/vn9/QgN//4EAAAAAAAAAP///v8Q/v/+/v' +
      '7+//8ABQAAAAAAAP0AAAAA/v///wf///8AAAoA/QAAAAD/+/8G////B///+///AP8AAP8A/gAAAAUA/QAA/wD/AAAA' +
      'BwAAAAAAAAAAAAAAGPkE+Q33Afz8+voA/gD////8////CgAAAAAAAAAAAwD/AP8GAAAAAAAA/QAA/wYAAAAAAAD9AA' +
      'ABAAAAAAAAAAAAAAD+CAAAAAAAAP3/AAEACAD///0A/v8AAQAIAP///QD+/v3//v/8Hf/+/PkABQD/AP//AAAA/wMA' +
      'AP8AAAAAAAD/AAAAAAIAAAAAAAAAAAAAAgAAAAAAAAD/AP8A/wAEAAAAAAAAAAAE/gD/AAAA/f8KAP///wAA/QAAAA' +
      'AAAAACAAAAAAAA///+CQD//v4AAAD///4JAP/+/gAAAAMAAP8AAAAA////Df7//////v7/AAf//wAA/gD/AP//AAD/' +
      'AAAA/gUABv8A//8AAAD//wD8DAYY/Pz9+ff8+QMADwD6+/vyFvv79v8LB////wD8/////v34/v7+Ivn++v8A/wD/AA' +
      'AHAPwAAP0AAP8A/wAAAAf5/gT8BPcL/v8J/f78//8A/xH///r/////////8P//GP8L/wAA/gD6AAAA/h7/9f3///zz' +
      '/wf//wL///0AD//+//j9CP79/fsH/v4I/AAA/////Qr//gD//QMK/fz9+f0G+wgA/wAAAAADAAAA/xj7Af76/PnwDQ' +
      'j6AA4AAP8A/gAAAPYAAP////0K//4A//j2CvQw+fb09P0RAP4A/wAA////BwAA/gD/AAD///8HAAAAAwD/AAAAAP8A' +
      'AP///wn////////7+vz6NAX2/Pn89f39/v0XB/r++//8//3//////f//AAz4KPD68f/2GecBDQD/AP/+//b/ABT89w' +
      'AN/wAAAAAA/wD//////hP7/v///f/+//3//v8EEP/4//7//f/+/wQQ//gAAAAAAAAAAAIAAP8A//8AAP8ABgAA//3/' +
      '/fz+Hv/++/oAAP//AP///wAG//7+/gv8/vH+/g4H/vf7+A8E9/r6H/r/Cfr0+vgH/gn5EvwGBPf/+wIECfkBAAAAAA' +
      'AAAAADAAD++/36+vwe/Ar+9/7///3+/gb+//8I//3+/f3/C/4M//n+/f39/gr9/f0R+/z7Hvr8/vv6/f4JChT+/P0M' +
      '/P/5+vAL+fj///v6AwUDBwv5+P//+/oDBQMH/v/+Bf71+/39BxH+/v4C/f38Ff38/v//BQD/AAAA/gIA/v/+Bf71+/' +
      '39BxEA+//9/w7///////76/igB+fv9+f37AP4A//8A/gD//wgA/v/////9/v//DP8AAP8JAPwAAAD/AAAAAAAAAP8D' +
      'AAD78/wZ+wD6Hfn7+AAAAAAAAAAEAAD+AAAAAAAAAAQAAP4G/v78//z9//8M////AP8AAPwA/wv///8A/wAA/AD/C/' +
      '8A/wD/AP4H/wAAAAD/AP8A/gf/AAAAAAD/DQAA//////kAAAAAAAP/AAAAAAD/BQAAAAAAAP4AAAAAAAAD/wAAAAAA' +
      'AAAAAAUA/QAAAP3///j+/v8KCf7//AD7HPz6+wIE+vwIAAAAAPkAAAAAAP0D/g79/Pr9/AMG/QP+Dv38+v38Awb///' +
      '/+//7+Dv///gAAAAD/AAkAAP/7AAAEAAAAAAAA/gAA/////v0N///+/gAAAAAAAAn/APr//f7+DQv9+wL9/voAAAIA' +
      'AAAAAAD/AAH8/v39Dvn9/v4KAv8H/wAA/////v8AAAX//wAAAAAA/wAA/f8AAP8ABwAAABIA+QAA///+APkA/AD///' +
      '8AAAAIAAAAAAQA//8AAP8AAAD9/wAA/wAHAAD9+P39AA8LC/v89gAAAAAAAAAAAQAA////DP////////z/////////' +
      'AAgA/vz8Ivr4/v39CPr6/v/+/gn+/P4M/vsA+wcE/Pz8Ffv6/P8AAP//AP8I//7//v7+BPz9/R76+/kD+f7+Hf77/f' +
      '39+wP5/v4d/vv9/f37///+/P///hP8/v8AAP/+AP///AAACvcR9PgD8Ar4/PckAxDz9gHwAvgC9iH//v0L///+Bv//' +
      '+v/+/Qv///4G///6AAAF//8AAAAAAP///wP9/v79////DAAAAAABAAAAAAAAC/j+Df0B9/4G/fwQ/f0F//39+v/5Bw' +
      'P7GBr0+/r4+vj7A/wbG/j7+vn6+fIP/P0E/v39Af75Bv78/BQN/f39/Pz8//3///4V/P7+/vwH/v3+/P///PwR/gD9' +
      'AP8AAP//AAAHAP0A/wAA//8AAAf//v8T///+//j//wAAAP///gAABQAAAAAA/wAABAD/AP8C/AT8/wr+///+/wL6/v' +
      'wF/P0ED//8Avr+/AX8/QQP//wJ+f0A/P38Gfz8+//+9////////xH/AfT8+voDEvz6CgcB9Pz6+gMS/PoKB/8AAwAA' +
      'AAAAAAAAA/8CBv8A/////voD/wIG/wD////++v/+A///CP7////+BQAAAAD/AAAA/QAFAAAAAP8AAAD9AAIQ/Psa/P' +
      'n7AvX2/hP+/PwO9/79/Pz+E/78/A73/v38/AAAAAD/AP4AAAX///0D/P/+/vz//xD2/xP/AAD////8///8AAAAAAn/' +
      'AAD+//wAAAAACf8AAP7/AAUAAAD/AAAAAAAABAAAAAAAAP4AAAAEAAAAAAAA/gAAAAQAAAAAAAD+AAD///8A//8GAA' +
      'AA/gD//v8A/wD/AwX+AP/+/wD/AP8DBf4A//7/AP8A/wMF//7+AP37/f0Y/v3//v4A/fv9/Rj+/f77/vv9/vz+Hv78' +
      'AP4A/wD//wj//v8IAP8A+wAAAAAAAP40/fr6/Pn8+Pn6/wD//wAH////AP//AP//AAf///8A/wAAAQAAAAAAAAAA//' +
      '0A/////P//AAwA/////gD//wAI///+/wf9/v4N+v/+//7/B/3+/g36//4AAAMAAAAAAAD///8AAgAAAAAAAAAA//4E' +
      'AAAAAAAAAP///P/+//8V/v//+v/+AAIE//4B/wAA//z//v7///8T/f3//P/+//8V/v//+v/+/xP///7/+P////4EAA' +
      'AAAAAAAP////8K/wn++f7+/gAAAAEAAAAAAAAA/g3+/Q3+/P4D+fgAAAD/BgD+AP//AP4A/Pz/AAr//wT/Cfn9APz9' +
      '/Bn8/Pv////+/gL/Cv7+/vgE+PT49yD2AB70+AT49Pj3IPYAHvT58/f29/f0IST4CAAAAAUA/////wD//wD///8I/v' +
      '8A//8AAAAABP8A/wAAAAAAAAAE/wD/AAAA+/306A1F9u4IAO4AAAD+AAAA/wf//v8AAAr/AAD+///9/vz9+vwE/CH3' +
      '/f1I+u/7+P32+vz993/6Bwb05+rp7gTaD/v9/Pz6D/v8CPgP+/35/AAP+/wI+AD+AP//AP8AAP4IAP4A//8A/wAA/g' +
      'gAAAEAAAAAAAAAABjx8gn47P8XIPrmAgAAAAAAAAAAAAAA/wn///////8A/gAACv39AP///gAA+PsH+jH9+fr4+fsA' +
      '/wAABAD/AAAAAPr++v0Y/v///wD+BgD4+wH28AQV+g39C/78ARL2A/MM8vsS+/b9BPL/BAMI//z/Av///v///wr2AQ' +
      'QD9v37/P4h+f///xIA+/3+//79AP4A/wD/D//++v8M/P///QAAAAD//wAJAAD/AP0A/wD8/gr9+vz7CPwY+fUBAAQA' +
      '/////gD/APzvBv/r9fP38/Vd//8S/v///vz+//4FAAL/AAAA/wD//v8A//8JAP///QD++RH9BvgDAv4H9/gDDPwC9g' +
      'r//QX89gAAAP/+/wz/AP39AP8AAP//BwD///3//gD8/v/+////DQAAAAD/AAcAAAD7CAEC//v//f//B/v/AggA/wAA' +
      '///+/f///wz////////9/wD+AAAAAP//BQD9/AMC/v799f3+GP38AwL+/v31/f4YAAAAAAEAAAAAAAD+/gD//v/5//' +
      '//EPsEBvkF+wX7AfgI/vz/Ag73Bv8I+fv/AAD//wD/CP/+/////gT+CQTzBv7+/fr9Df0J/fsP/vL3+gP//vkS9/3x' +
      'HyL48/wK/PX8/fwI/wAAAAMA/wAAAAD/AAAAAwD/AAAAAAH6+hv6/PsN+vr++wQG+QX7BfsB+Aj7BAb5BfsF+wH4CP' +
      '3+7/8i//z//v///wDyABAAAAAA/wAAAP8A/////P8J////AP7/AP4L/v//AAUAAP///wAA/wD69vf6CfPyEzX09AH9' +
      '/wcB/P3+B/7+/////Q7////+//8A///+DP///////f7///wN//wG///9/wP//QkP/f70Afz3HfX2/Q7u60fz4QD5AP' +
      '7/Ef8A/AD+//8Q+v///////////wD//////wf//wD/AP8ABv//////AP//+////xT4//7/AAb/AAAAAAD//wAAAAb/' +
      '/////wD//Pf6BBT8/PgE/Qoc/QP//fj4/f///Bv9C/gE9PHu+PYgBv8I/////v3//////////xH5/P8A/wD6//0ACw' +
      'AAAAAA/f7+/Br7/fcJ/vr/AAAFAAAA/wAA//8AAAUAAAD/AAD/+QMC9A/19fA6+PT//wf/BP////7+//8A/wEA//7+' +
      'Cv/9AAgA/v///wD/AP//G//8/f39/f7+/f7//Q3+/v4D/v3+BP8AAAAAAAAAAP/69v0I+vv3Mf/59gcBAAD///0A/w' +
      'D/BwEAAP///QD/AP/+/Pz4/fv7Mfr9+AMD/v7+DP3+/v39/fz99/wE+/38If3/AAAA/wDvAAD8GQD/AAD/AP8ADQD3' +
      '//7+/v/+//z+Ev7/AAUAAAAAAAD+AAD/AP8AAAAAAP0G/wAFAAAAAAAA/gACAP8K//3+//3//wAA/////////wAGA/' +
      'j7+fz7+fo7/e/+/wAHAP//AP8A///5/gb7Ev7+BPv7+/8AAAAA/wAACQD/CgAA/v//AP/+AP////3+/vv+/gcM////' +
      '/f7++/7+Bwz//////hH7/////QD/AP//Bv8AAP4AAP8A//8G/wAA/gD//wT+/////P/+Cv8AAAAAAAMAAAAA//7+Ef' +
      '///f7/APsAAP8AAAAAAAACABH7/PkB+hz8/fX5Efv8+QH6HPz99fkF/wD/AP8AAP8AAPn9/vwW/vr9/fsN/wAI////' +
      '/////v/5/f78Fv76/f37Df7++Pwn//r9/fn+IPn8B/z9/P37+/xH8/v6+fz8+v7y9v////z+/vz+/v8TAPwAAPsA/g' +
      'D//w/49/MLHgAE9/n2Cf/+/wn///////////7/Cf////////8CAAAAAAAAAAAAAAAGAAAAAAAAAAD7/g7//vv/////' +
      'AP8A/wD//wb///8A/wD/AP//Bv///wD/AAAABAAA/wAAAP8A/gD//gD+//8ACwD+AP/+AP7//wALDvv+/f78+v//D/' +
      'wLCf79+f////8C++7q4eQa9jLo5EEU+QL9+wz9C/z9/AMT+v/+//3/+wj/+Q8L//sA/f39/v75AAD/BAAAAAD//wAA' +
      'AP8EAAAAAP//AAD/AP/+/Q8A//38AP8A//79DwD//fwD/v/+Cf7+/f0I+wL+/vwI/f0K9wj6AAAA+/8AAAD/CQAA//' +
      '/+////C/7//wD///7///8L/v///wAEAAAAAAAA/wD2AA3/AAAAAAD/AP/8/xT///7+//39+f///wAADgAA/v8CAAAA' +
      'AAAAAAD/AP8AAP////D/APwYBgwA//7//f39//z//v78/Rz8/v78/v77Cvn9/gj6Df39AP4A/wAJ/gD/AP/9DPz5+w' +
      'AN9w/99/////z/+f/7Fv//AAAAAAAAAAABAAD/////////AAgA/gP8AAP7/vf9Cf4JBf4BBf7///4C//z//wAF/wD/' +
      '/wMA/v//AAD/AP4AAAAG/vv9+/wPEAL6/PwAAAD+AAAAAwAAAP78Bv38/fz9BAgF/vsF/Pz9+/wCCAz0/BEP/v79/f' +
      '78/fr++f0f+gX9/f38AAAAAAEAAAAAAAD/AP0ACAD//wD//wL7B/z++/7+AA39/vz+///9AP//EP4AAAD/AAb///8A' +
      '/wAA/wAFAAAA///+//7//v7/EP////3//f3///79/f8T/wAAAP8A/wADAAAAAP8A//8G/wAA/gD/AAAA/wAIAAD8/v' +
      '3+/v4MDPv+/v7+AAAA/wD/AAMAAAAG/wb8/f4I//7++wD+//////3+//8MCP8AAP8A/gD/AAAAAAAEAAAAAP8AAAD+' +
      '//////3+//8MAP7//////f7//wz/////Cv///////wD+/wAHAAD//wD/AP0AAP//DP8A/v7//gD/AAAA/wAH/////x' +
      'H/AP/3///+////Ef8A//f///7///8R/wD/9////iL6/v36/vz//fv/AP//EP////////f+/RD5/fv7DQj+9//9/yP+' +
      '+/z3/P7+/vv+Hv36DPb7/fkACP///wD9//////8IAP/+Af/+////AAD/BwD//wD//////v/9//8O///9/wD+//v///' +
      'wU///7/v8L//////7////+AQj8/hD+/P79+wAA/f8AAP8ABwAA+x/6+fv89vv4Gfr//fv6C/78EAT7/P7+//79/f3+' +
      '/hb++/0Q+/r+/RAC+/37/gAAAAAAAAAJ//v+AAAAAAAAAAn/Evbs7zn7CwHs8QAAAAAA/wAAAAD/BAAAAAD/AAAAAP' +
      '8E/wj///7////9/gQAAAD/BgD8AAP///r29/Qs+gP/+PoL/vj+H/v4+vwO/PkAAAIAAAAAAAAAAP//AP8P+/3////+' +
      '/vv/+fsRDf/9//z/Df3++/oB/PX6F//+/////wT/BP//Cgr3+vkB/fkB+BL+/gf8/v78/QH+DP7+B/z+/vz9Af4MAA' +
      'AA/wACAAEAAAAA/gAGAAAA/wD//wAAAP8AAgABAAAADgv+9/n78AX48CEJ+//////6Avr/DP4AAAcAAAD//wAA/gAA' +
      'BwAAAP//AAD7+v/6PPv2+vIA+AIABP//AAD/AP8A+/4AAAAAAAAACf//D//+/v7+///+/v8P//7+/v7///7+DAL8/w' +
      'MQ+vn7+/oJAfn3/Ufy9fP28/8AAAD/AAgAAPz+/wAAAP8ACAAA/P7/AAAA/wAIAAD8/gAAAP8FAP8A////AAD//gD/' +
      'AAf+AAD////+/f8O/v//////AP///wcA/wD///////7/Bv//BP4A//8I///+/////wD//wj///7///////3//wAAAP' +
      '4BAAgAAAAAAAAAAQAAAAIA/wAAAAAAAAAAAAAAAAD9AAAHAP8g/foL+/38+/r7+QD/AAQAAAAAAAD+/v///f8A/wz+' +
      '//8F9vb6DiP4+/n9+///Cv//////////AAAAAPkAAAAJAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAA/goE//f/CfwA/f' +
      '7//v/+DP///////v78BP//AP///v8JAP///v///////wj9BAAA/wAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAAAA' +
      'AAD/BAD/AAAA////AP8IAP3//wD/AAAAAP8A/gAABf8AAAwA+QAAAAD+/wAAAAADAP8AAP4A/gj7+fP7HvsA+wX/Ev' +
      '/////3//7//gAAAAAAAQAAAAAAAAEAAAAAAAAAAAD//wz////9/////wAA/f8AAP8ABwAAAAkAAP8A/AAA/v8LAP8A' +
      '/wD/AAD6AAz9/wL//wD///v+/wD//v//Ef/8/f4AAAAAAAAAAAAAAf8N/v4I//7///f/AAAA/wAA/wAFAP8G//r///' +
      '/+AAb//wD//wEAAAYAAAD9BP0H/vz/Dv7++P7/////CP////////////7//////w3+/v3///39EP/////////+Gf//' +
      '//D///////4Z////8P//AAIAAAAA/wAAAAAAAgAAAAD/AAAAAP8AAgAAAAAAAAAA+wD/////EP///v76Gv78/PwJ/f' +
      '37+////xL/AP/////2//8O+/8E//z9///+Ev/////+///9/P/+//3///7+/v8PAAAA////APQRAP8I/wj7///9Bf77' +
      '/QAA/ggAAAAAAAD9Ef/8/v8A//3+//7/8v//AAD/BP//Ef8AAP7/AP4H/wAA/wAA/v8A/gf/AAAAAAD+AP///f8J/w' +
      'L+//7///7//wgAAv7//v///v//CAAAAAAA/wAIAAD+/f/+AP/+//n//wAQAAAAAAEAAAL/AAAAAAAAAQAAAv8AAP//' +
      'AP/+//z///kTAP/////+Df////4AAAD+AP///f8J/wAAAAb9AAAA/wAAAAAABv0AAAD/AAAC/wAAAAAA/wAAAAL/AA' +
      'AAAAD/AAAAAAAA/wD//wb///8A/gD//wD8//8ACv7+/P0f/vz8+f79/v78/R/+/Pz5/v0A+gD/E/////r//vz++P0K' +
      'APz+/RP9//4A/wX///36AAr6Kgzq8/gm6O8D+f/+//79/hX/BP/0/v4F//7+D////frwE+UA9PcbAOMELAAAAAAAAg' +
      'AAAAAA//wAFP79/v/7AP4A/wD//wv+/f8A//8E/wj/Cf38/v/3//3//v8T///5/v/9+f/8/v4j/v79+P35//z+/iP+' +
      '/v34Dv/+/f4A//////4AAAAGAAEAAP///QAAAAYAAQAA///9BfYEI/0G9gb3/ez/+/8S//7//////fv8/v0o+//8+/' +
      'n8//8A/v8L/////////wD+/wv//////wD/BQAAAAAAAP4A//0JAP////8A/gD+/xT+/v///v79/QACAAAAAAAA/wAA' +
      '/fwS9/z7/RL9/f7/Av/+/wj+////AAD6/P38//8W///+AAD/CgAAAPoAAP/xFgQR/Pv7/v/8+gIGCQb9/v37/fz9AQ' +
      'MMBf39/Pv8A/z////5/P79DA3/+/////v9//4FDv/7AAAAAAAD/gAAAAD//v/8B/7+Cf3//gAAAAAAAAAAAQD/AAAA' +
      '+/8AAAD/CQAAAP/+/////P8N/QAA//oAAP////4NAAD/+gAA/////g3+DAIAAvf8+BL7+wAIAP8AAP7/APz/C//3//' +
      '///P//Cv0AAgAAAAAAAP8AAAAAAwD/AAAAAP8AAAADAP8AAAAA/wD//wAABv/+AAAAAAADAP8CAAD//wAAAAAAAAIA' +
      'AAAAAAAAAAAAAgAAAAAAAAAAAAEAAAAAAAAAAAX/AP8A/wAAAP4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAD//w' +
      'AAAAAABQD//wD/AAD/AAAAAAQA//8AAAAABQD+E/7+/P7++f7///0R//7//v7//Pwg/vv8+/r8/PwGAP8A/wD/AAAE' +
      'AAD//v/7//wX/v//+v4G//4U/P3/+/r+/gb//hT8/f/7+v4J+w39/P0I/v77/An7Df38/Qj+/vv8/AEAA/z7+voP9x' +
      'AAAP8AAAAAAAIAAAT8/fwQ/Qn+/v35FPv+9/j9Dv0A/v3+/f37+/36+x/8BgAAAP8CAAAAAAD/AP8AAAAAAwAAAP/+' +
      '/P75+v0m/f78+///D/z///7+///+/P3//vz+Gv///voAAAAABP//AP8A/wAAAP8AAP8H///+AAAA/wACAAAAAAD//x' +
      'H5/////////wAAAAAAAwAAAAD/AAAAAAADAAAAAP8A/wD/AP8AAAQAAPn9AAAAAAAAAAv//v3//v7+//0MCPv//g/+' +
      '/f///v///gAAAP8AAP8H///+AP0AAP//DP8A/v7+CP7///8BAQX/+f/9AP/8/w7//wD///////7//hEA//kAAAAA/w' +
      'AGAAD8AAP+Cf7////+///+/v3//xX//v/8+v8A/wAA/wUAAP7/AP/+G/j+/v3+/v7+/v/+/fz9/P0GFvoAAAABAAAA' +
      'AAAAAAT7/hH///79//39//3/BP4P+/sO+/X//v/++wr9//8H/////wr/Av/8///+//4P/v3///7///7/AAD/Bv////' +
      '8A//4AAAD//wUAAAD/AAAABAAAAP//AAAAAAAAAQAAAAAAAAAAAAj/AP//APwA9vL36/M2RfPw9u8A/wD/AP///v8J' +
      'AP//EPn//////wH+/fsD/vz9+P7/Ahf/AAcA/wAA/wD//+38KPz8/v0GAPz7AAAA/wAGAPwAAAD9/gkAAAAAAAD///' +
      '////3+//8P//3//////f7//w///f8AAAD/AAAAA/8AAP/////++RT//v////3+/QL4Iv79+fr//v//BP8P///6/P3/' +
      'Af7///7+/hD9GQDwAP/5AAAAAAAZAPAA//kAAAAAAP8ABf8AAAAAAAD+/wAF/wAAAAAAAP7/AAD+AAAAAAcA/v8A//' +
      '8AAP7/CAD+AAAAAAD/AgAAAAAA/wD///8J/////gAAAAAA/wIAAAAAAAAAAAD/AAQAAAD2/w3/AAAAAP//APb/Df8A' +
      'AAAA//8A//8A/v///wn+//8A/gD7//8Q////+wAH//8D//7//v//A+z0/wAGAfv9I/v+A/EI+wL7+fsg+vsX/Qj7/f' +
      'r+/v3+///+Av/+/v0N//7/AP8J//7//////xbm9g0I+u0G8DToHvsL+/X9/AH6+/wAAAD/AP8ABv4A/wAAAP8A/wAG' +
      '/gD///////8ACv/9AP4CDv/+///8/////fwJKPv8/fn6+vv2AAQb+/X5+/z7DvgAAAAAAP0AAAcA/wAAAAAA/QAABw' +
      'D/AP//Df8A////APkAAAD/AAAA/wgA/P35+/b6+ff0PPsE/vz++/38+fwc/gYDAAD/AAAAAAD/AAAAAAD//wYAAP/+' +
      'AP4A/v//Df////wAAgAAAAAAAAAAAAAAAAX///8A/wD/AP8A/QAI/////wD6Af7+/QUG/v0I/gADAAAAAP8AAAAA/x' +
      'T//v/7/v3///wAAAP/AAAAAAAA/wD//wQA///8/wb/AAAAAAABAAAAAAD99/sB+ST9+Q779QAAAP8AAgAAAAAADfz/' +
      '/v///v8F/vsC9vf5CPv5HPkJ/QL29/kI+/kc+Qn9Gvz29/n29hf9Cvn4FQr/+Azy9wQL7wX+/wAAAAAAAP8AARAI/f' +
      'cR8vYDCe77+v/9/v8b/f79//wB/Pb6+kL2+/jx//7//v//DP/+///++P0R/A77/PkH/P74/RH8Dvv8+Qf8//8L/v//' +
      '/////v///wv+///////+/xH7+/4D/////v7/Bg0n9gj48vj49/f4+x77Cv35+/sD+/8ABAAAAAAA//////z///7+Ff' +
      '///vr/+/4e/vv9+v///AAA/////Qr//gD//wAH//8AAP4A/wACGvb+Bfr/9Aj0Af8h8vcA8/gbAAPuAAAA///4AAAA' +
      'CwAA/wAA//7/AAYA////AwX+/v79Bv7+//8DBf7+/v0G/v7//wMF/v7+/Qb+/v///f79///+FP/7AP8AAP8AAAAABA' +
      'D/Ff8A/f/+AP3/9//+/fv++/0h/fv7//79+/77/SH9+/v+//////8S//j//wAI////AP3///////////7//////wkA' +
      'AAAA/wAHAAD9//z++RL4K/L2+wTxAAAA/QD9CAAAAAD///8F////Bv///R4S+iH38fL59vn0AP4ADf////z9/wAA/g' +
      'AN/////P3/AP79/Bj+/f7+/f7+AAMA/wAAAAAAAAAA/wD//wr+///+/wD/AP//Cv7///7///v/Af///hb///X6/vsL' +
      '/R/4+vUJ9f//AAD9AP8AAAcA/v3+Av4R/vz+/v7///8F/wP//f///wD///8A/Qj/AAAA//8C/P8O/v7///3///8E/w' +
      'b+/////gb+///+Cvz////+//4B//7//P///wwA//0HAP//////Av/+//z9//4X/P/8//3//wAEAP7/B/7//f//AAQA' +
      '/v8H/gAAAAAAAAAAAAIA//7+AP79/f78/hT/Df79/gH+Av3//v8N/v3+Af4C/f/+9BAF9Qb4C/P7FPb//wz////9//' +
      '//////DP////3//////fn8BAD/9fkGEAgAAAAA/gD5AAD/CwAAAAD+APkAAP8LAAAAAAAAAAAAAAEABgAAAP0AAP8A' +
      'ABH////+/+///gr//wAA/wD/+gD/C/8R/////v/v//4K/wD+/w/+///+//3+////AAD//wAABgAA/v8P/v///v/9/g' +
      'sM/f77///9//r///r9/f/+Fv7+/v4ACgAA/wD7AAD//wn7///9/vj///0PAAAACAD/AP7+AAD////8///9+/7/FP//' +
      '//z///37/v8U/vn++v7+/SL+/vv7Cf8LAgTx+CD27AMT+QH3GPH4/gT3BBT6BQMN8Pr1BPYAAAAGAAAAAAAA+w3//f' +
      '/9AAD/AP0A/hX9D/37/fn3/v7+Ff0S/fv9+fb+/f/+//0J//7+/v8FAAAAAAAAAAP/AAAAAAAAAAb9AAAAAP/+/vv/' +
      'Ff7///z+AAAA/QAFAAAAAAAI9QPz7/v5DBEU+v7+AP8B/wUAAAAA//8A/v/5//8NAAAH/P38/v7+/RD+/v31/fX7Tv' +
      'bz/Pzy//8I//////8A/v///f0S///9/v///wQA/QAAAAAAAAAAA/b9+Qj3/AEQ/gcAAAD/AAMAAP8AAAj///7/AP//' +
      '//8ACP///v8A/////wAA//8F/v7//wUA//8Q//r////+/wD+/xT+//7+/f3+/v3//v/8/RH+//0A/wAAAAQA//8AAA' +
      'AAAAAABgAAAAD///4BAP8L//r//////wAAAQAAAAAAAAAA/wf+/w3/9P7/Av4AGP/+//7//fj/+wAAAP////8ABQAA' +
      'AAAAAAoAAAD5AAAAAAAACgAAAPkAAP7++QT+/gH+/hf3/v75BP7+Af7+F/cABQD//wEAAP7///f+D/om/Pn7+/j68R' +
      'n+/Q/2+v79Cfn3/g/6Jvz5+/v4+v8A//7/Ef//+v/9////AP8T////9v////8A/xP////2/////wr////+/gD/////' +
      'Cv////7+AP8A/wD8APT9AAAAFQD/AP8AAwAAAAAA/QP+/gQI/P7+/QL8/v35CwL7+/z8E/0D/v0MA/z+/v0C8AD2AA' +
      'XyAfgt7BH5+P3/BfwE/wD9E/7+/wT+/v4FCv38/////P7+/hn5//7/AP8L/wAA+/4A/wP7+P7//An+/P4Q/////f//' +
      '/fv+/xMF/v/8//78+/3/E///////////DP/9EPf+8f3+9wz8+xUA/wD//v0PAP/9/A4P+PsD/u/+8wAQDg/4+wP+7/' +
      '7zABAAAAD+AP///f8J/wf8AP8A/wAAAAAABQD//wAAAP//AAAC//8AAAAAAAAAAAD8/wz//v/+AAD+CP77/////P7/' +
      'DfwI/vv////8/v8N/AAAAAD/AP4AAAX/B/8C/v7//P/+C/sA/wAA/gANAAD5/v8AAAAAAAMAAP8AA/b8+P37/C39/P' +
      'gCAAAAAAAAAAAAAP/9/v7+//v//xX8Af3///////8K//4A/v/+AP///gAM/gz9Bgr8CPQD+vn4///4//////7/EAAM' +
      '/QYK/Aj0A/r5+Cb/9/39/v7y//7+EQD2AAAAAP8A/QAGAP//AAAAAAD+AAD/AAD//AkAAP7///0A/wD///8KAP75CP' +
      'j4/vTzNAD0AgD/AAAAAAAD/wAAAAD7/v4A//8A/w4AAPv+/gD//wD/Dv//AP8I/////////////wj////////+CQL+' +
      '/v/8/f3+CP0GAfv9/vr8/P0X+Pf9Bwf0+BUK+AT++/71Ch/9/fX9/gT/AAAAAv4AAAD//f3p/SUG/f/+/f7//f/+/f' +
      '///RAA/gD+Bf0C/v79/gv8AP4F/QL+/v3+C/z/////DAD+//4A/f/9//79///9EAD+Bfz9/P7//f4EC/8GAAn0/P36' +
      '+wAR/QX8/fz+//3+BAv/Bv8A/wAA/wAA/wD////+/xH7//79//////7/Efv//v3///8A/////QD/DPz+/gD///4JAA' +
      'AAAP7+///+/wz+/gP9/v3++/4g+f39/v0C+xT8/f75/f7+BQj+/Qj////+///8//8GAAAAAAAA/QAC+xEF/f35/P3+' +
      'Av3/Cv///////v8A//4A/v///v//Dv3//gD+///+//8O/QAAAAACAAAA/wAAAAAAAAAAAwAAAP8AAAAFAP//AP4AAP' +
      '36/fwP+/f9/fwa+fv+/AP///7/DAcM/P4A+P/8AAAM/P/7/vb8K/z9/fn8AAAAAAAAAP8CAAD////9/v/+FPr//v//' +
      '//3+//4U+v/+/v//DP///v/////++/759vn9+zL++v/+//7+/w3//v//8vgNL/Dy9Pz28x0C/PsK/Af8+wv8/AL8+w' +
      'r8B/z7C/z8//7+DP///gX+//oF//8G/v/+/AAA/wAAAAAABP8AAP4AAAAABgD///8A/QAA///5/xP+/////AAAAP8A' +
      'AP8G/gD/AAAAAAAAAP7/BgAAAAAAAAAA/v8GAAAAAAAAAAD+/wYAAPr///8S/v////wC/wAAAAAAAAD/APT//xj//v' +
      '/9////9P//GP/+//3///8D/v8LBf3+///7/v8N//7//v7//////xb//f3//f/9//v/////BP0G///+///9C/7/////' +
      '/wD///0L/v//////AP//Fv/9/f/9//3/+wAAAAD/APgAABH5AAAAAAAAAAIAAAD5/Qj9/v/+//4HBgT///7///////' +
      '8E+f4Q/f///v///AYAAAAA//8FAAD//wn/AP79AP//AAAA/v3+Bv77/P39/RT+/v/+DP/4/gT9BP/+//7+/w3//v//' +
      'Cf3//P0A/xL//fX//f/+9/8P/wX///7+AP4AAP//AA39AAAACQD///3/AP4AAAAJAP///f8A/gAAAwAAAAD/AP8AC/' +
      '/+A/7//v/+/v8AAAMAAAAA/wD/AAAAAwAAAAD/AP8AAAADAAAAAP8A/wD//wb/Av8AAP/9AP/9/v79/vr+/hMF+/4A' +
      'Bwn5+Q/6+QL/AP/9/v//Df/9////Efn/////////A/4G/f79/P3+/Q0D/gb9/v38/f79DQP+Bv3+/fz9/v0N/vr9Pf' +
      '3n/Pr5/v0AAAEAAAAAAAAAAP78/P/9/+7//wEjBf7//fj/Bwn8//8E/wAAAAAA/wAA/wAAAAcA///+AAD//v73ABMA' +
      '/gAA//4F+/v6DvkJDfr9+AH8+/wP+QEO+v38/wn//v/9/v3/9RD7ChP8+/38/P37AwAAAgAAAAAAAAAA/wr//wj//P' +
      '//APYAAAAABAD//wAAAAPwAP8A//8AABIA/v///g7+//7+//8C/P78Lvv2+wT77/jx6PV7+O738QbrAAAAAgAAAAAA' +
      'AAD9/f78/P0J/Qf9Cv/////+////C//+AAD/9wD+//8AAA8AAAAAAP8AAwAAAAAA/ggAAAAA/QAAAAD+CAAAAAD9AA' +
      'D5+BIC9/n57zf78AD/////DP/9/wD9AP///////wv9//4dDdnrAecC8Otb8w8K/vz9/vz+/f39/xX//v/7/v3///wB' +
      'AAAAAAAAAAAAAPwB+g0C+RT1BATw//7////8/g7////9/f/+/v8R/////P//AP7/AAAM+wD///8A/v8AAAz7AP///w' +
      'D+/wAADPsA/wAAAP8AAAD/BAAAAP8A//7/D///+/0AAAAFAP//AAAA/wAAAAD//wYAAP/+/v3//v3+Hf7//vUAAAH/' +
      'AAAEAP8A/wD/AP//AAAEAAAACf///v72/Qb9Cv4MAPkA//8A////AAwA+QD//wD///8AAP3//////w38/gD/+v///v' +
      '8W/wD/9wAAAP8AAAAE/wD/AAAABv///v//BfwA+v4d/gP99/78/P7/BQz/APz8//7+/f0EE/0L+fv5/f3//f//AAAA' +
      '/gAACP78/wT/C/7+/v///vz+C/4K/f7+/v7//QD///8N/v///f33CwsD+gT+/v38/fYKCg76AP7+/PsAAP4HAAAA//' +
      '8A/wAAAAIAAAAAAAD/AAAAAgAAAAAAAP///wQCAAAAAP/+/wAA//8A//4J/f8A//8B/v///gkB/v////0M//v///8E' +
      '//8ABAAAAAAAAP8ADf4G/P0G/v77/v0A+v8M/wD//wD///8EAAAB//8AAP8AAgAAAAAAAAAA/gDzCfb//v36/Tz65v' +
      '4O//77/////wD/AAAAAAAAAAAAAAD/AgD/AAAA+QD/CAEAAAAAAAAAAAAA/Qn98/f8+/b7/S0A////DP77//8C/v42' +
      '/vv9/Pr59vj5+/0CJvz5+fj1B/7+/f/5/wcK//8A/vr6ASD7AQP29Ab9AP///f/7//8O//8J9Pv9/v70Cg39CAv2DP' +
      'z8/v0JAf73/Qb9/P/9+fz7FQP/FP39/v4K/P789gr//P8AAP8AAP7/AAAA/wD+B///AP8EB/78/vwF/Qb/+QAAAAAA' +
      'AAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAP8A//8GAAD///3//vf9Cf3//w0GBv4A/wD/AAD5/woFAf7+//' +
      'r+/QL+AAAA/wUA/wD/AP8L/f79/v79/v//Bwr9Av3+/v3+/v4GCv0C/f7+/f7+/gb/+/8S//7//////fz/AP/+/wv/' +
      '/wD/BQAA/wAAAP//AAAAAAAAAQAAAAAAAP8CAAAG//4AAP7/AAAA/wIAAAAAAP8AAAD/AgAAAAAA//0b/v0R/fr++/' +
      'n0//7//fz9/v4K/QwA/v////8L/////Qki/vr9/vb+/fz2AAAAAP//DP7//P4A/v////8L/////f///wL//wn//f/+' +
      '+Pf79wQeCgsE9e4AAAEAAAAAAAAAAP8ABAAAAAAAAP4AAAAA//8AAPYO/wAAAAD//wAA9g7/AAAAAP//AAD2Dv8A/w' +
      'D//P//CwD+///6AAD+AP8O/wD//v4K/vkX+/z++v39/gr++Rf7/P76/f31+foT+hUJ+fD1EBf//vn9//////3+9fn6' +
      'E/oVCfnw9RAA//4N/wD///8A+gADAAAAAP8AAAAAAP////8A/wX+AAIAAwD/AAAAAAAAAAAAAQAAAAAAAAAAAAAAAA' +
      'D/AwAAAAD/AAD/AAADAAAAAOwoCvH0AQ36+xfk//f/BfL3CBDyIPMAAPoAAAAAAAAHAAD/AAD/APsAAAj///7//f//' +
      '/v7+/w//AAj+//8A//////4J//r+/fn8Gvn8Av///v////7+Cv8Z/AD9/f32/P0M+f4O//7///76/gb9/wAA/////g' +
      'gA/wAA/wD9CP8A//8A///+Bv79//3+//8I/f//9/v19fsY9x8K/wD//wD/AAAA/AAAAAD//wUAAP////wA//3/A///' +
      '/goA/gD//wD8//8ACgD/AAD/APwAAP8HAP4A//8A/P//AAr//f8b/v76BP/59wD+AAAAAAAJAAD7AAABAAAAAAAAAA' +
      'AABf8A/wD/AAAA/gAAAP8A/gf//wD//Bj8+fz69vz0+iIB/f78/hL//wH7/////wj//v7+BP////8G//8A/wD/AP//' +
      '//8Q//////8A+P/7/h/8/fz8/f79////EP//////APj9/f0T+xP3/P39+wb/////AAD//wD//gr+/Pz++/38/hL/Bv' +
      '/8CP7//////gT89f///wD//w8A//8M/////f////8AAAr+/wAA/wD+/QAAAAEAAAAAAAAA/////g///v7///7/CAD/' +
      '///+//8C/gAAAAIAAAD/AAAAAP//C////vz///8AAAD/AAQAAAAA/wAA//8HAP////////39/v3//f8AEv7//wr8/f' +
      '/+/gX//wEA+QAAAP8A/wr+Aev7+/8EBgkR7wwJ/AAA/QAAAAD//wYA/wAA/f8AAAAAAAkA/v//AP/+AP8ACP///wX8' +
      '/////gAI////Bfz////+AAkA/v//AP/+AP8A+f79/RT9+A39/AD5/v39FP34Df38AP4ADwD9//////v+/v/9Fv79/v' +
      '79/f//AP/8/g////79//z//v////8M//8N/f8I/v75/v///wIAAAD/AAAAAAAAAv/+/g/+//7//f79/P33/Q/7Dwv8' +
      '9AgAAAAA+QAAAAAAAAIAAAAAAAAAAP8A///9///6//4S/wAAAAD/AP4AAAX/AP///v8A/P/+DP8EAAD/AAD/AAD/AA' +
      'D+//0A///+AAz+//wB////AP0ADP/8/PsD+x32Evj5+QAAAAAAAAAAAAACAAAAAAACAAAA/wAAAAD/AAQA/wD+AAYA' +
      '+v//AwD+AAX9AAAAAP7/CwD//vwAAP8A/v8OAP//+QD+APv//xD////7AP////8J////AP3++vz4/PH4/EX98f3+/v' +
      'wT/v74DP78If7//v32+//9/vwp/ff7BPX59wr8+f//AP////z/AP8LAAABAAAAAAAAAAD+EP8K/QP+/f72/P39GP7/' +
      '/v78/P/9/hD/Cv0D/v3+9vwABAAA/wAAAAD/AAD+AP7//xH////4AP8A//7/D///+/0A/f7/AAAA/wr//gAAAAABAA' +
      'AAAAAA+/nz+Pb69vb2IC77+fP49vr29vYgLgD+//7///3///8N/////w7//P////3+/f79Gf78/v7+/QAEAAAA/wD/' +
      '//8AAv3+//j/+v/+/BoA/wAAAAAABwAA/P/+/gz+//7///8CDP7+C/7+9/7+/AH/AAAAAAADAAD/AAAEAAAAAAAAAP' +
      '8AAAAA/wX///8AAAAA/////wz/+/4A/wAAAAD/AAcAAAD7AAUAAAAAAAAAAP7/BP7+///6//4O/f///v4Z//v///r9' +
      'AAABAAAAAAAAAAAAAAEAAAAAAAAAAP8D////Cf7////8AP4A//8J/gD/AP7+9fv+/Pv1+Qz8Jwf//gH/AP7///oF/v' +
      '///v7///4EDPwAAAAAAAAAAQAAAP8P//z9/v7++Qv9DP39+/z7+wT8Evv//wD///////8J////AP///////wn/////' +
      '////////DP7+/f33/AP7ASD9+wT/Bv/7AP8AAAD//////w///f79//79+gb8+v37BRf9+v36Bvz6/fsFF/369/T38v' +
      'Ii70/36/f//wb8/P3+BwX+/v33/QL7/An/F/36/fv79/j5+jEG/ff//wD/AP//B/8A//z9B/z7/Pz8GfsB/hX+AwD8' +
      '/f36/v79Ev3/Afr49hT8/PwQ/P39+fj3H/z7//7////+/w3//////v////7/Df////////0R//3+//3//AcAAAAA/w' +
      'AA/wAA/gAN/////P3/AP4d/vv9/v38/f79//X/+P7+/Sr8/vr/AAv//P///////////vj//v///gUMAAAAAAAAAAAA' +
      'AgD+/f36/vwU+vgBDv/+/v4Q/////v/9/f8T/v3+//7+/v4C/////wn////8/wUN/Qb+//z8/v37AAcA/wD/AP/+AP' +
      '8A/gD+//8R////+P//Bv//AP8A/wD///8G//8A/wD/AP8AAAL/AAAAAAD/AAAAAv8AAAAAAP8A/wAFAAAAAAAA/gD/' +
      'AAUAAAAAAAD+AP/+Cfz///8H//7+AAEAAAAA/wAAAAD/D//+/f///v0A/v8M/vv5/v4R+v/8AAABAAAAAAAAAAAAAA' +
      'D//v/8/wD7DgAAAP8ABgD/AAD9AAAA/wAGAP8AAP3/AAUA/wAAAAD/AAAAAP/+//z/APsOAAAA//7//P8A+w4DAAAA' +
      'AAAAAAAAAAMAAAD/AAAAAAEA/gP//v///f7+/wv5/QAAAAAAAP8Q/fz9AP//AAAAAAz/HP3//fz++v7+/v7+/Pzz/D' +
      'n69Pz9+/r9AP/+/////QcK/v/+BP4I+fn/DP34CPz69Rrx9xP7BPsI/QkECvX1B/z9//gA/wACAP//AAv+/wT/+f/9' +
      '///7EP7/BP/5//3///sQCgD5AAAAAAAA/wD////9/g76/gX//v/5//39/xn+/v/8/fv//v3+Hvz8/vz+/P/+/v8V/f' +
      '7//vv6/B36A/cW+vzy/v//AAD//v8ACAD//gAA/P8KAAD//gD//w7+//7////8AAb/AAAA/wAA//4JAAL//wD//v7/' +
      '/v37+hIVCP3+9/X4//3/CP0I/gH9//3//gAA/wD/AAAABvb9DQQHCPftDO0S/wD/Cf4B//7+////AP8J/gH//v7///' +
      '39/fv9/Pwn+fz9/f39+/38/Cf5/P3+/g7+/gf9/v7+/v4GDf39Bvz9/v36/wgAAP8AAP8AAPz/9f///f/+/v8a/fwP' +
      '+/76+/P3CPgd+xAH+ff7+vn2Ewj//f8J//4F//7//v77Bwr9/fj8Bwf6/vsHCv39+PwHB/r++wcK/f34/AcH+gEAAA' +
      'AAAAAAAAAAAP8A/g0AAP36AAAAAAD+AP///f8J/wD/AAD/AP8ABAD/Ahr6+/D09wvz/RgG/v///wD//wD/AggX+fvw' +
      '9PYL8/wZAAAAAAACAAAAAAACGvr78PT3C/P9GAAAAAcA///+AAD/AP//////Cf7/AP8Z+/7//f79/v7+/wEAAAAAAA' +
      'AAAAAAOxL5+/j3Bvj58+YEAAD/AAD/AAAA//38/v7///3//v8VAP///f4A////AAsIAAD//gD+AAAA/v//AAD/AP8A' +
      '/wUA/////v///v8GBf8Y/P0B+v36/QUD+QD+AAAABQAA/wD/AP4A/wAFAAD/AP8A/gAAAAUAAP8A//8W///8/v79/f' +
      '7+EQsF+Ar1BPL5/P0A/f/////8////Dv/1/////fj///8d/BMAC/wD+AX1/fcA//////8AAP8I/wD//////wAA/wj/' +
      'AP8GAAAAAAAA/QAAAAAAAP8FAAAA/gD9BwAA//8AAP4AAAAABAAA/wD/AAD6+wX8+f33/QQj+QAAAP/+AP8J/wD+AA' +
      'sAAAAAAAAAAPb////9Df/9/v////////0N//3+////AAAA///+/wj////4HPz++v35+/j9Ef////3///37/v8T//4E' +
      'Cv7//////f/+B/v8EP34+wQF+wAAAP4AAP8AAAAGAAAA/v//CAAAAP3+/A0Q/f77/vj8APnzC/P5+wr7B/saAAAAAA' +
      'AAAAADAAD//v/+/wr///8A///7//7+Fv3+//v//wAA//8AAAUA//8A/wD/AAD/BQAA//8AAAAJ/////QD+//kA//8A' +
      '//3//xH//QMA///+/gv+///9AwD///7+C/7//f3//v7/Ef////z+Hg/7/Pz7+/378/7+Ff7+/v79/v7+AAAA/wn//Q' +
      'D///8iAgT3/wP1+vn1AQAAAP8ABgD8AAAA/f/+/v///f///xAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAP4AAAAA+wAA' +
      'Cf/+/hX+/v7+/f7+/v////7///3+EP7+Av8A/wYA/v8A///9A/r1BPry+PgjDvwJ/w7+/v7+//r8//kC///8+////x' +
      'P69vgL9gjy+/v5Lv/////+//////8J//////7//////wn//////v//////CQ38/wj9A/39/P79/Pr+/vv9+P7+JfwB' +
      '+v39+/34/v4j+wUA/wAAAAAAAP4AAP8AAP8FAAD+/wD+/Aj6/PwUB/v9+Qb1/wz6/An5Bf7//xL/////9//+//4A//' +
      '/+//3/Dv3+/wQG/gn5/f74Awn4//8G//8A/wD/AP8AAAAAAP4AAAACAAAAAAAA/gAAAAIA/wD5/xT9//8A+gAAAAMA' +
      '/wAAAAD/AAAAAQAAAAAAAAAAAP8A/v///v///wkA/QcAAP//AAD+AAwA///+//z//////v4h+/v++/38/f4C+//9/v' +
      '79/QL+EP///v7+/wf//wb8///+/v7/B///BvwABwX/Av38BAr68gUM/v7/+f4E/v3+/wAFAP8AAAAA/wD/+f/+/xX+' +
      '/v3////5//7/Ff7+/f//APkA/v8R/wD8AP75/RH+BBb39fMJ+AEC+/wHDP39/QH6BwL6/AcJ/P39AfoAB/////////' +
      '////z/AAAA/g4AAPsAAAMAAAAAAAAAAP739Q/5BP4B/Sfy9AIA/wAAAP8AAAX8AP8A/wAA/wUAAP8AAAD8AAj/AAD/' +
      'AAD/APz/CP8AAAEAAP8A/wAI/wD+AP8AAAD/AP8F/wAA///+////BwT//v/+/fv+/fz+Lf75+vX+/f/+//wd//78+f' +
      'wA/v3+/RP9//gG/vr9+fwPGfv++voA//8N/wD///8A+f76/fn8Dxn7/vr6+gj9+wECFfv+8wP++wP8/v4K/v77DP/+' +
      '////BwT//v/+/fsC/P39D/39+wv+/f0I/fsX/fn9/f8JAAAAAPkAAAAAEf/7Bfn79xX8+voAAAD/AAAA/gUAAP/8/Q' +
      'z8/f8K+/0BAP0AEv8A//34AAD///8G/w/5/vv//gAAAAAAAAMAAP8ADP8Y/fz99fwB+/wAAAD/AAAAAAADAP//AAD+' +
      '/Qz/AP/9AP7/////Cv7////3BBL8Ffn4AvQI8gD+/v4P/v////7/AP7///0GB//+/v////79/wb+/Qr//v8AAP8AB/' +
      '///wD//vcJAvr+/f36AxH8+wD+//////8GCf//AAD///78AA39/PsA/v//////BgkF/wAAAAD/AAD//wAABAAAAAD+' +
      '/wAA/////f///////wsA/wAA/wAAAAAEAAD/AAD/AAAAAAQA//8H/wD///8A////F/wHHfkA7/L98v38/fz8+PwLEQ' +
      'f7/fj9+gD3+AoPBgb/Af78Ef7///7//f///vsQ/v7+/v8C/g3+/QX+/v7+/////gAA/wAGAAAE+v8AAP8ABgAA/wAA' +
      '//4P/v3///7///4AAAAAAAAAAAAAAAAAAAEAAAAAAAAAAP8A/wD//wf/AP0A/wAH/wD//QAAAP7+CP/+//////8EAA' +
      '3//f/9//////7//QD//f8a////8gACAAAAAAD/AAAA/wD////9AAgAAP//AP////0ACAAA//////v//BP+///+AAAA' +
      'BAAAAAAAAP8AAAD+AAAAAP8ABf8H/vn+/Bf+/v76AAAAAQAAAAAAAAD////+////////CQAM//8A///9AP3+AP//B/' +
      '8A/////wAA//8H/wD/////AAAAAAAAAAAD/wAAAAACAAAAAAAAAP///wr//////////wAW/QD///b//wD7AAAAAAAA' +
      'AAAAAAAAAAAEAAD/AP8AAAD/CP//AP////7/Af8I/v8B/////v8A/wAGAAAAAP0AAP/+//7/C//////+AAYAAAAAAP' +
      '/8AAD////9Av//////CP////0C//////8I/f3//v72/v/+HP4A/gAAAAAACQAA+//8AP///wD9AAz//f0EAP7+/P4I' +
      '/Qb9/QQA/v78/gj9Bv7/AAH/////C//8/wD8AgAAAAAAB/4CAAAA/wAAAAAAAAIAAAAAAAAAAAAAAAAABgAAAAD///' +
      '4A/gD///8L//8A/AAAAAAKAAAA+QAAAAAAAwAAAAAA/wAAAAADAAAAAAD/AAAAAAMAAAAAAP8AAAABAAAAAAAA/wAJ' +
      'DAb5/f79/AL8+//9A/z6Afj/BgQK/f4F9PgJ9xn1DPkAAAD/AP4H//8A///+AP7/Agv////7AAb9/Pv+/v3+BAv//v' +
      '/////+/wL/B//8Avz+/v39/QET//wC/P7+/f39ARMJDAb5/f79/P39/P8AAP8AAAD+BgD/AAAAAP8ABwAA/f8AAAAA' +
      '/wT//wAAAP/8//7///0T///8AP8AE/8A/vz9APr/+v4N/v78+P0Q/QD/AP0ACf8AAAD/////Cv////7+AP8A/QAA/w' +
      'AAAAb/AAD9AAD/AAAABv8AAAD//v////0M//4AAAD+//8IAAAA/f///A3/+v8H//3+BPn9/P0B/Rf7Afz//wD8/v7+' +
      'Ef/9/gT5/fz9Af0X+wH8/wD//wUAAAAA/wD/FP//AAD9/f//9v/+BwAAAAD/AP/+/gv///4D/P7///8AEAAAAP//AA' +
      'D4+/8ACP////////7///7/E////v/4/////f8G//8P/P7/+///AP4NAP///AD/AAAAAAACAAAA/gD9/xAF/v/+/v7+' +
      '+v/6/wX//v/7//8N+/oH+vn9/Q8J+AYACP///wD9//////3+//r+Cvz/Cv/+AgAAAAAAAAAAAAACAAAAAAAAAAAAAB' +
      'ML/Pz89fn9/Qv6Egv8/Pz1+Pz9DfoAAAAGAP//AP///wAAAAAA/gAAAAIA/wAA/wkA/AAAAP//APIAEQAAAAD/AAAA' +
      'AAD/AAcAAP3//wL9+/z++f38/hz1/Pwz/fz7+/r8+gD+//////3+//8MAAAACgAAAAAAAPgA/v//////AAgA/wD+//' +
      '////8ACAD//gXw/gEsBOoB6AsJ+vv4+Cn29Q769//9//78F/z//f7++Pv9+wP2DxX59ggAAAAAAP8AA/8AAAAAAP//' +
      '////BwD//wD//v///f4NAP3+/gn+/v///v3+B/7+Cf7+///+/f4HAPz+/xP/+v7+A/0A/P7/E//6/v4D/QAAAQAAAA' +
      'AAAAAAAAAABwD//v//AP8DDfn8+An7CPX5CAMN+fz4CfsI9fkIAAAAAAEAAAAAAAD+/P4j/v78+Pz9/f78/iP+/vz4' +
      '/P39AAD+//r//v7//xEDDfn8+An7CPX5CP/++R/++/77/v39//wJD/79/f39/f3//AkP/v39/f39/f/8CQ/+/f39/f' +
      '39Ef39/f79+g/++vwM/gb+/v7//v79/gT9CP35Afv4D/0BBP0I/fkB+/gP/QH+/gIX/wX8/P3+9QP9/wf4/fwK/PcL' +
      'BP39CvwG+/v5BwEA/wD/BgAAAP4AAP8A//wAAA8AAPn///3//AAACwAAAP4A/wD//wAIAP8A/QAAAAAAAAMAAP//Bg' +
      'D8AAAAAAAA/wAA//8ABQAA//8AAP4d/v4C/fn9/v74/////P7+/v78/xb+/f78/Qz9/v4O+/v7+AL///UE/iH7/f8E' +
      '//7/+//+D/37+/gC///1BP4h+//9/wL+//v9/v4RAP8A//8A//8FAP8AAAAAAP8AAwAAAP/9/wr////+/f8EAP8A/w' +
      'D/AP8AAAX//f//AAAAC/7+/v/9//8AAAAL/v7+//8A////AP7+CQD+/v///f///v4Q//7/AP///woAAP/+Efr8BQj9' +
      '/P0B/fkR+vwFCP38/QH9+fohGAjw/gT+9vLt////B/7+/v4H//4o+fr7/vr1/Qr8+f3+AP///w3+///+APv/AP8ACg' +
      'AA//7/AP//AAD/AAYAAAD/AP8AB////wAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAP8EAAAAAP//+wn7/P79A/r8' +
      '/RP/AAAAAQAAAAAAAAf8AvgS/fb+CP35//gi/v8JAArw9PP+/////v4M/////wAAAAAAAAAAAQAA//8A/////v8ACP' +
      '8GAPwAAAAAAAD/AAn+AQj+/f338vwTDf/9//0AAP8A/QD+9/76+yb3/Qn5/Qj9/f3///7+AAr9AP8A/wAAAP8F/wAA' +
      'AAD+AAMAAAAAAAABAAACAAAA//8A//7/Dv/9/////v4ACf////0C//////sH/AH6+vv6+yH7AAoA/QD/AP8A//7/AA' +
      'P//wQA/v////8LAP8A/////f7///0AB//9///+/wcDEf/9//3//v/9+/M56vfw8e8HLf/w//8A//8Q/P8A//wA/wD/' +
      '//8J/////v//AAD///z/AP8M/wD//QD//gz9////AP/9AP/+DP3//wD+//z+/w7////+/////v8U//b///4AAAD//g' +
      'D/B/8A/wAAAAD/AAgAAP79AAABAAAAAAAAAAD//gD//v8S////+P/+AP/+/xL////4E/f89/f5Mvz88ff//wf/AP//' +
      '/wD//wAAAAAAAAAAAAIA/v7++/36/QUUAP0FCAP4Gwb17RPw8QAAAP8AAP8DAgD//P8GAAMAAAD//wD9/QL/IP/9/v' +
      'z1+/D4LfMk9e/18gYD/Rz++/4B+f3///z57xX0RPHs8/Ib7P/+//z//////v8QAAAD/wAAAAAAAP8D/v4C/fj+/BT/' +
      '/v7+AP/+//n///8Q/////v8J/wP9AP4AAAP/AAAAAAD/AAAAAgAAAAAAAAD//vod9f7+/P78+goAAAD/AP0ABQAAAA' +
      'L9A///APv+/g78AP8AAP4A/AD+/gz//er+8//9//8w/gAA/////Qj//wD/AAAAAP8A+AAADv3+/fz6/f0KEfwC+//+' +
      '//7/Cv///wD///7//v8K////AP/+DgAB+/z9/gD+A/8AC//8//////7/AAAA/gAAAAb/AP8AAgAAAAAA/wAAAP/+//' +
      '7/Cv///wD/BP8A/wD/AAAC//8A//////8AAP8I//7/Dv3//////wD9AP////8A/v//AAgABQD/AP//AAAA///+//8B' +
      'AP//BQL+//7//wEA//8FAv4A/wD//wD+Cf7///0IAfoG+P0ECvr8/QgB+gb4/QQK+vwA/wAA/wAAAAAEAP0B+f78+v' +
      'oJCv0MBvr+Bv35/AIS/fr5/P77Af78/AQZ/QAAAAUA/////wD/AAAAAPkAAAAJAAD9/f//GP/5//3+//39/vj9Bvok' +
      '+vz6+vf7CPgC8iUG//bv8vkC9/4GHggS8f77/hf+Bvz8/vz8+/8A/v/+GP7++v4AAAD/AAAA/wUA/gMA/wAAAAAAAA' +
      'AAG/8A//8A//8A7P8A/v/////8////DQD+//////z///8N8QoSDQEG7/v/+v0B/f/+/////hD+/QH7/vz9/vX7+/0m' +
      '//sA/wAAAP8A/wn8E/j6/QkF9/38Av/9//7+/xX///36//8R//kA/////P8A/wL////7//8K/v/8//7//xb+///3AA' +
      'AEAAAAAP8A/wAAAAAAAP/+/gAACAAAAAAAAQAAAAAAAAAAAAD//v4AAAj//AAA/v/9AAAACwAAAAABAAAAAAAAC/7/' +
      '//////7+/wAAAAAAAQAAAAAAAP7/Bw7+/v7+/wL2AP8A/gD//wf/AAAA+v7///0R////AP76AP///RH///////8J//' +
      '////////8AAAAAAQAAAAAAAAD/AAD///4AAP8HAP8AAP///gAA/wf+/gD///8R///8/P/xRfX1+PH18iTtJv047Obx' +
      '8/D6EvL8Cf37/f39Ivz+8P/8AP7///8Q/v/+Dfz+/gL++f38DvsAAAAAAAACAAAA//8G//4H//3+A/39/wb//gf//f' +
      '4D/f0MNP73AfP2+Pj1+wL++/0M/////wT9/////w///P////3/////Dv/8/////QMA/wAAAAAAAAAABf77/hIA/f0G' +
      '9f0F+/sC/AP5+wr7DAAAAP8AAAD/CAD8/vz++v4C/PwM/g7+/gn+/v///v//BP7+Cf7+///+//8E/vr/Ef4F//v///' +
      'wP+f8L//3//f/++P8T//////3////5//wAAAAACf8AAP4A+gD9/gD+////EAX/APf7+v74FAAH/wAEAAAA//8A////' +
      'AAQAAAD//wD//wD/AP7//wr/AP/9Cf79AQD6CvYX+PP///4F//7+Cf7+/fMQ9vP++gbz9CcH/wAEAAAAAAAA/wD//Q' +
      'n/AP8A/wD///T9IPv4/v38/fsMCf79AQD6CvYX+PMAAAIAAAAAAAAAAAAAAgAAAAAAAAAA/fj+/fv9FQP8+wr/+gD+' +
      '/v/8Bf4ECv8A//8FAAAAAP8A//oA/v7//AX+BAr9+P79+/0VA/z7CgACAAAAAAD/AAAAAAD//wD//wb+AP///v/+/f' +
      '/2///+GgD+AP//AP8AAP4I////AP8L/v/+//8AAAAAAAAAAAAAAAD/BQAAAP8AAP0AAAAA///+CQD//v4C//v/AwD/' +
      'AP8E//z9B/v9/f78/goK//0A////+v///w7//QD////6////DhL+//z+8////wj/AAAA/wACAAAAAAAAAAAAAAAAAg' +
      'AAAAAQAAAA/v8AAPj7BgAAAPsAAAAAAAD+AAAAAAAAAAADAAYAAAD7AAAAAAAAAAAAAAAAAAAAAAD8Dvz6DPsB+/r2' +
      'Cv/5//3+//3+/g8GAg78+gz7//v69gj+/vz8+vj9HvwJ+v7+/Pz6+P0e/An6AAAAAP8DAAAAAAD7/gv///7/CPz+/w' +
      'z9AP////7+/gL/EQDxAAAAAAAAAAARAPEAAAAAAAAAAAIAAAAAAAAAAP8AAgAAAAAAAAAA/wD6A/PrCPov8P3zFvn9' +
      'AAAAAAAAAAv/AAUAAAAAAAAAAP78Cuz4+P/0+fhF9f0g/Pn79Pn9+v0S/QH6+wb9+fz4Bhj++f78/P77/A7/EQABAA' +
      'AAAAAAAAAAAP//CAD/////AP79/wEK+/z4/AX8Dfz9/wb6+/X6A/og/RL9D/z99/z8Bvb9Ev0P/P33/PwG9v8ABv0A' +
      'AAAAAP8A/wAG/wb///79AP0OBwQG/AT++v398fv9/P0F+/b+EQALC/f+/fkJ+vwBDf39Ewb8//v7/P0E/P8B//8I//' +
      '///v//////FP/+//73//7+//4ADAD/AAD/+/vsAgv5/AAHFPcGBQP//////P///wUFA//////8////Bf36AzX7+Pr3' +
      '+P34AP//Cv/8////////AAAAAAAFAAD//wEAAAAAAAAAAAAA/v7+HP7+/v3+//cAAP8EAAAAAP//AP////////8S9/' +
      '/+AAAAAAAAAAEAAAD//wMA//8CAAD//wAAAAAAAQAAAAAAAPoA////AP//Df8A/wAGAAAAAP0AAAEAAAAAAAAAAAAA' +
      '/gAEAAAAAAAA/wD/Dv/+//7+/v///gABAAAAAAAAAAAAB/UL/AP+Af35+A0AAAAAAAAAAgAAAAAAAAAAAAABAQAAAA' +
      'AA/gAAAAAAAAT//P78/f79Ifj9/f/6/fv9/gUg9/38/vz8I/z9/fz8/fwAAP8AAAAAAAIAAP/5/xL//P//////AAD/' +
      '/wD//wAGAAAF/v8AAAAAAAD/AP79///9/RD/////AAAA/wAAAP//AAYAAAEAAAAAAAAAAAAAAQAAAAAAAAAA//7/Cf' +
      '//////////9//+//8Y//z//QL/AAAAAAAAAAAAAP///f///v///woG/wD//wD+AAD/AAAAAP8A//8GAAD///7//f4U' +
      '/v///P78/P36+if4/QT7/P/+//z+Gfv//fz+BvsM+gz9+gj7+fsF+Rf5Cvr5B/n6+gD+/////wr+////AAAA//0A/w' +
      'n/AP4AAAD/AAkA+gAAABD/////APz///77AwAAAAAAAAAA/wDw+voD+Bj+Hvj7+Q/1+QL2Evcb9vj4AP8AAAAABQAA' +
      'AP4GAPwAAAAAAAAAAA7/9fT9/f0h+Pz+/vz/////////Df/+/P////////8N//78/////////w3/EPsA/wAAAP0AAP' +
      'oQ+wD/AAAA/QAA+gL/AAAAAAAAAAAA+g399/sdCPv79vj9Gvv2/CDw+vv9+gAM//////7//v/9AwD/AAAA/wAAAAAD' +
      'AP8AAAD/AAAAAAAAAQAAAAAAAAAAAP8A//7/EP//+v388vz4IhD1BRPt8frx+fUhDfTyD/YO/vn//Qr9/fv5/hf/AA' +
      'D/Cf///gAA/Qn7+vkq/Pr4AfT7EPn4/Sb7+/cA9voAAP////0K//4A//7+K/f7/fz8/f34AAcA/wAAAP8AAfsAAP/+' +
      'AP8O//z9/v/+/////P4O/////vv9+/4a/Ab9/vz+/v/8/h399/7//QIAAAAAAAAAAP8A/v////4FBf//AP4AAAAAAA' +
      'AA/wIAAAb2Avn9CfsH/PsK//7+/v/7/hP///7////8/w7///7///8RAP/////+//v7AAf//////////////P////8C' +
      '//8K///8/////wL//wr///z/////Av//Cv8A/gD+AP8A/wAAB/8AC//////////++wYB9voPAgP7+QcB/v/9/hv99v' +
      '7+/QD///7///////8I9P7/G////v7//v7/Df///////gD6/wD///3///7//w3/AAAAAAEAAAAAAAAAAP8O//z9/wD/' +
      '/v/9/wf+/v3+/wr++fzx/f3++P7+NfsACAD/AAD+/wD8/wT3Kg32+vYF+PfzAAAF/wAAAAAAAP7//v/1/xL+/wH//w' +
      'AAAP4ABAAAAAD//gH4/PUs9ff0E/oACAD/AAD+/wD8/w75+gn79Br++fv6/v7+/v0U+wj8+/wM9PcJ+A0RBvX59f7+' +
      '//4BD/z+/v//AP//////CP//AP///wD///8HAP8A//7+//4BD/z+/v//Cv7//v/5+v8N//8F+//+/v/8/RL//Qf///' +
      '8AAP///wAAAAAAAAAAAAEAAAAA/wD/AAn//wD//AP+/v4B//76D/7+//3//xj++v7//Pz/AAX/AAAAAP//AAP9//7/' +
      '///9Df7+AAAAAAMAAP//AAAX+v39/f7+/g33+gr+AP//AP7/AP/+AP8AAAAAAAAAAwALCP7/+v79+gj++wAAAP/+/w' +
      'sAAPv/+P8F9wv9+/z9FvsK//0A/wD9AAD/ABoR+wH1/PsF+fj3/v/+/P7//hT7//8FIP34/vv8/f38+wkf+gn5Evf5' +
      '9/Dy/PoD+/wTBQf8/Pn+/f//Bf8T/v/1/gAAAAAA/wIAAAAAAAAAAAAAAQAAAAAA/gAEAAAAAAAAAAACAAMA//////' +
      '//+/b6Uvn2+P3z+vEBAAAAAwD/AAD+AP/9/wP///4Q/v/6+ekABvj6Av0Z9hj/AAIAAAAAAAAAAAoA+QAAAAAAAP8A' +
      'Cf4AAP///gD+AP///////f///wAK/wEA/QAAAAAAAAQAAPwB/Qb9+/3+Ef0AAAr8/wD///7//wAACvz/AP///v////' +
      '/////9D/////sA/wAA/wANAAD/+P8AAAAAAAACAP8AAP8AAP8ADQAA//j//wv//////v/+/yYE+fj6+/oAB/f4/PX8' +
      'BvwH+R38/P3//v/9/v/8Ev7//gAAAAAAAAIAAP8AAP8A/wAK/f8AAP4AAAAAAAAAAwD//wAAAAUA//8AAAD//AX++w' +
      'gC+wP0+w7/+vXyBPbsBkDyA/wF/vsIAvsD9PsOCf//AP8A/wAA/f8J//8A/wD/AAD9/wD///7+/w3////+AP///v7/' +
      'Df////77/gAAAAAAAAAJ//r+CP/+/////wn9//////wO/v7//////////A7+/v////4AAAD//wUAAAD/AP0AAAAABQ' +
      'AAAP4A/wAAAgAAAAD/AAD/AAACAAAAAP8A/////v7//g3+//8HAP///wD/AP8A/wcA////AP8A/wD/BwD///8A/wD/' +
      'AP///f/5/g39D/79/P8cAP////L/AP/4/xwA////8v8A//j//gD/AP//AAAG///+AP8A//8AAAb//f/9F/74+wX+//' +
      '79//0X/vj7Bf7//gAAAP////8G/gD/Bv0L/v7///7+//79+vz3/AH4PvL69v8S/wT//f4E/v/xAAAABf///wD/AP//' +
      'AAP//wD//wP///8ABwD/AAD/AP//AAAFAAD///8AAP8GAAAA/wD+AP8AAAAAAAAAAgAAAAAA/gH+/hf+/v3++/wAAA' +
      'AA/wAIAAD+/f8R///////+///5//8I+f3//f//Df7//wn+/////wD///39//4B/fv//hX/AAAAAAT/AP8AAAAAAAAA' +
      'AAAAAAACAPvz+xb4Awj3/foQ+/P7FvgDCPf9+hD/9/4F/f38/fz6HQEAAAAAAAAAAAAA/foE/hT99/3+AAP//P7+Iv' +
      'j+//r6/v/8//7///7///8R//////////8J//8b/wD//wD//wDs//oIGfb6+ff1CgEF/PYG+v38/PoLBQ/89gb6/fz8' +
      '+gsFDwn5AP////8K///6Dfv//f7//vv+/wkA/gD///8L//8A/AD+AP///wv//wD8/wAAAP8ABQAA/QAA//8L/v////' +
      '0A/goT9/P29yMB9ff8Ah/v5gbvL+3k7Sb//////Qb8CP7////+Av////8I//7///4C/////wj//v////8K/////v4A' +
      '//z6//38/R79/f7+/hj+/wb//v///u8AAAACAAAAAAAAAPv6+vf5+ff5R/v2/wT///8L/v//+//+Av4c/vz8/P39+/' +
      '////7/+f//Ev///////wAAAP8FAAAGAAD/AAD//QAAAAAAAAgA/f////8AAAAACAD9/////wAEAP4G/fz6/v4K/wAA' +
      'AAD/B/wA/wAAAAABAAAAAAAAAAAAAAAA/wf8AP8AAP////7/Bv//BP///wr//f8F/v4A/v3/CwD/AP////3+/wH9DP' +
      'sE/fz7DPv8//YM+gT9+/j++xkA////BwD///7//+sM/fz8/vf9Bg4PAAAAAgAAAP8AAAAA//8O/v/+/////BgC6uYL' +
      'BhP26Psa9gru5wX/HPnrERX+/v/+/vcY/v7//v/+AAD/AP8AAAAG//4AAP8A/wAAAAYA/wD+AAD//wH+CAX/AP//AA' +
      'AAAP8AAAAAAAAAAAAAAAAA/wD7//8Q///9/P////3//w7+//7+/v//E/7+/vz+//4A/v//AAgA//4A/wD/AAAAAPwA' +
      'AAAHAP8J////////AP4AAAD+AP8AAAAABQAAAAIAAAD/AAAA/v79/xL//P/+AP8AAAACAAAA/wAAAAAAAAAAAAQAAA' +
      'D+AAIAAAAAAAAAAAAU//////7////3/xcA/Pr69/b9/fwV//8A/wgA/f//AP/+/v7+F//9/v7++v//AP8IAP3//wD/' +
      '/e37/Pz79fr+Ixj6+wn9Cv72/P0P/fkDEvYi+PXz/An0//4A/wD//wAABv//Cv/8/xj+9f7/9f39/vr+IPr8/v7+AA' +
      'D/CP/+//////8AAQAAAAD/AAAAAAD/AP8AAAT/AAAABQT/9P7//f79+RcIBvj/AAD/AAD//v8D/w///f7///r+AAAA' +
      'AAAAAP8AAwD//v7//v78//8S/v/5/xL//P//////Bv8AAAAA/wAA/v/9/xn++v/+/v/7/gAAAAYA////AP0A9P0HJ/' +
      '39/fv3/Pv+9wn18gb1/fc29QEA/wADAAAAAP8AD+8O8PEC/PvzNfD9+fz7+/wMCggJ9/35/Pv7/AwKCAn3/wT////+' +
      'DP7+/vsAAAD/AAAAAP8E/gAAAP8AAAUAAAD/AQAA/wAAAAP//wAAAAACAAAAAAAAAAD//////Ar//////RUD+P8I9v' +
      '7+/v0AH//++////e8AAPwc//7+//z//vn8Hf/4+v7+9wj/+/0AAAAGAAAAAPwAABD0/gsV+u/xAhrnAAAGAAAAAAAA' +
      '/AD//P/////+/v4Q/wAAAAYAAAAA/AAAAAAA/v8J/QD/AAD+Cf0B/f0BEfz4+v4J/QH9/QER/Pj6/gX+G/wO/Pfx/f' +
      'kADQD9/v/+/wD//f/6/v4K/Q/8/v/8AP8A/xH/+///+/0AAAAAAwD/AAAAAP31+/cFGAwQ8fz1/////g3///7//f8A' +
      'AP/+AP///AD/CgEAAAAAAAAAAAAAAjz7+vz0+Pv7//H/+wD/AAAA/gD/DP///xP+/v/++//+Ag8AAf399v7+/QcTEQ' +
      'P69vwG+v34+fsA/fv7+wj7+goO////E/7+//77//7///8T/v7//vv//v///xP+/v/++//+AAACAAAAAAAA/wDs+/79' +
      '/f75/gYPGAD/AP8E/wAAAAAAAP8A/wT/AAAAAAAA/wD+AAD//wH+CAAAAAAABP4AAAAAAP////8EAv////8A/wD//v' +
      '///wn////9//7+APv///8R//wA/v4R///8/gD+/v///v0P/////gAI////AP3///////7///7//v/+/g///f78/v3+' +
      'FAL9/gAAAAAAAP8AAAACAAAAAAD/AAMAAAAAAAAAAP8AAwAAAP/+/vz+/P4a/vv9/xQA/wAAAP/+APL5Cg768fvu+h' +
      'MIBwAAAgAAAAAAAP8AAAEAAAAAAAAAAAAADP////////7+/gD/AP8ABv//////AP8A/wAG/////////v///v/+//7+' +
      'D///AAf//gb+///9AAAAAAAAAP8CAAAR+PsFBgX3/f0F9fz5+gL6+vn4CBES/Pn6Avr6+fgIERL2Gvj1+vg2+vj67v' +
      '//Af/8////C//+/wb//v///v7+AAUQBfrzE/r7BPj7AP/9CQAAAAAA//7//hX++QQB+Pz6+gj+/Qv//f/+AP7+BQD/' +
      '/wf//////wD//f79/f39Bgz7Cfz+/v4B/f37DP0K/QL6+Pz7+/8U/hD5AAAA/wYA/gD//wAAAAD/BgD+AP//AAAAAA' +
      'AAAAAAAQAAAAAAAAAAAAABAAD7A/r5CAD89wwO+vsD+vkIAPz3DA76/gv08Qf+/PocEuoA/wAA//0A/wgA/wD/AAD/' +
      '/QD/CAD//vv+Af77If0A8/7/+wP///8K///+/wD/AP3/Dv///gD8/f3//f3+Gf3//fz9/f/9/f4Z/f/9/P//BP//AP' +
      '//BQD9/////v0A/v8OAP/+9wP9///+/AP+Egb/AP8AAAAAAP4AAP8AAP8ACwAAAPj/E//+Cv/+/vf4/gAFAP3/////' +
      'Bv3+AAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQD//wUAAP7/AAAAAAABAAAAAAAAAAAAAAEAAAAAAAMA/gAAAAAAAA' +
      'AABgkA//sA+QAAAP8AAP/+AAD/CP8A/zER7eAZCyzp5fPhCQX8Dvv/9wb7/vgQ8An4+vr7BvgEDf/+Ef7+/v7+//7+' +
      '//4R/v7+/v7//v7+/hD8/v39B/7+/f8N//39B/3++wD+/w3//f0H/f77AP4MCwP7CPz3/fv8/gMA/wAAAAAAAAAAAP' +
      '///f///v//Df8A///8/w7+//8A/QYA//8AAAAAAP4AIPz7+/z9/f37/AQFHQP4BfvsCf7v//UbAwgOAwPz/+3z/vwF' +
      '+//+/v3+/RL+/w77/////gL+/vb9Df74/wP//hL5AP8AAAAABQD/AAAAAAAEAP//AAAAAAH+/vwMCfv8/v/+/v39+f' +
      '79/PwW+wsAAP8ABQAAAP///gD+AP///wr////9/P39/v7/F//+/vwAAgD///8A/gYA/QACAP///wD+BgD9+vj6EPr6' +
      '/CX3BvL6+PoQ+vr8JfcG8gD//wn///7//wD//////f///////wsLDP/9/vz9/f7/+wgH/fr8+vb6+iT3AAAABAAAAA' +
      'AAAP///P/+/v8P//8G+Az//v39AgP+/v7+AQD//f4CDP7+/v4A//8C///+//7/B//8//v///0c///2AAAA/gAK/v3/' +
      '/wD//wb9AP/////+BAEG//8BAP8A///+/////f///////wsAAAAAAAACAAD/AAD/AP7/Cv0A/gD/Ef0H/v/+9QT9/v' +
      'wAAAD/AAcA/f8A/wAAAP8ABwD9/wD/AP8A//7//v8JAP4AAwAAAAD/AAAAAP/5/vn+J/z9/fv9/v7//BH//v/+//8M' +
      '//8F/v/4///+//76/vr7/Dn6/fnw/f/9////Df////8AAAAAAAAAAgAAAAQAAAAAAP0AAAAAAP///gH++v4IB/3+/f' +
      '77C/35CAQG+PwE/Pz9/gr+Dv37MPz89wv3+QD3+Pj/Cv78/v79/foP/QAAAAAAAAMAAP8AGP/8//z/////9wD//wr+' +
      '/v77/v/+CBT+7/3//wH+C//8AAAA/wABAAAAAAAA/wD9CQAAAP8A/vsj/v37/fn///j//v8J/P7///4L/f39/gf7Bv' +
      '3+/Qz8/AAJAAAAAP8A/wD6///+/QD//v8O//4AAAD+/wcAAP8A/wAAAP7/BwAA/wD/AQAAAP8AAAMAAAABAAAAAAAA' +
      'AAAAAAD5//39/SH8/vr8//7//P7+Dvz+Dvb/AAAH/wAAAAAA/QD+//v///wU///7AP7/+////BT///sFAPoH//////' +
      '///wUA+gf/////////AAAABAAA/wAAAP8A/wD//wYAAP4A////GP75/v7+/v79/////Pz//xX+//n////8/P//Ff7/' +
      '+QAAAAQAAP8A/wAA/P3+BvwDAfz7D/wI/gX+/v/7//8E/v//APv/////CgAA/wAA/wkA/AAAAP//AAD//wD/CP/+/w' +
      'AA+wD+AAD/AP8K9wD+DQIA///////+/vr//P/8//8d+gAAAP0A/gcAAAD///4g+v3+/fv8/f3//iD6/f79+/z9/fr1' +
      'Aiv3AQr4/fvxAAIAAAAAAAAAAP8A//8K//7+/////wAAAAAAAAAAAAAC//39/v3//f8AEv4AAAQAAAAA/v8AAAD/AA' +
      'AFAAAA/gD/AP8AAAUAAAD+AP8A/wD9CQAAAP8A/gAAAAAAAAIAAAD/AAkAAAAA/wD/APoACQAAAAD/AP8A+v/5//3+' +
      '/SH8/vr8AwAAAAAA/wAAAAAJ/gD//////wD//gAAAP8AAAAD/wAA/wAA/wAAAAX/AAAAAAD/AAAAA/8AAAAAAP8AAA' +
      'AD/wAA/A75/gD///7+/gcAAP8AAP8AAwAAAAD/AP8ABv//AAD/Av0A////////Bv8HAP8A//z//wACAAAAAQAAAAAA' +
      'AAAA+/sp+wP8+fv9/PoAAAACAAAAAAAAAP8ABgAAAAAAAPwAAAAAAQAAAAAAAAD+/QH8BQQFAvz//f79AfwFBAUC/P' +
      '/9AAAA/QAFAAAAAAD/E/79Af7+/v3//f///f////4I/AX/AAAA//sN/QD+//8A/wAHAAAAAPwAAP8T/////v7+/v/5' +
      'AAAACAD/AP7+AAD/AP///QAA/wwA+/8A///9AAD/DAD7AAAA/AAAAAUAAAAE/A/9/f3+/Pv+BQT8D/39/f78+/4FDO' +
      '7r+Qob9vb0LfEA/wUAAAAAAAD+AP7+Df4C///////9//4A/g/////7//8AAAACAAAAAAAA/wAAAAIAAAAAAAD/AAAA' +
      '/QAA/wAFAP8KAAD6AAAAAAD+/wAAAP8A/wAFAAAA/gUH/fz+/QUD/vv//Qf+/v/+BwP//P8IAP/+////AAD/73H48O' +
      '4L8PD0CeP//v/+Cv/+/v8F/f/+//4K//7+/wX9JvcS8BQA8gL09vD/AAUAAAAAAAD/AAL+E/3+///+//37AP8ABAAA' +
      'AAAA/wD//f//AP//AAAJAP/+///+//r//gkI/wAG/gAAAAAAAP//AAb+AAAAAAAA/wABAAD//gAABQD//fv+Bf79/S' +
      'D99vn//v8K/v0O/v/5++j1/BP7+gf4+zL0AAD//wAAAP8DAAD///8K///////+/wD/AAD/AP4AAAAGAP8AAP8A/gAA' +
      'AAb//gH+///9/hD+/gAAAQAAAAAAAAAAAAABAAAAAAAAAAAA//////7/Cf8E+wUAAAD+AP8AAP8AAP////////8IAP' +
      '/9+///Af8O/vz5CAAAAAAAAAMA/wD/AP8A/v///v8A/wkABv8AAAD+//8AAAEJ/A36Ffn5+Pf7AP8AAAAFAAD/AAAA' +
      'AAD/AP//BgAA/wAAAP8A//8GAAD/AQn8DfoV+fn49/v+/P//+v4B//8X/P/5Bgj2+vcb9wb9AAAAAAAAAAABAAD+Lf' +
      '37/P37/Pr7+BLxOesA9PL88hTwAQAAAAAAAAAA/wAAAAEAAAAAAAAAAAEA/wL9AP/8/wcAAAAABAAA/wAAAP///f//' +
      '/P4Z/v/8+QMAAAAAAAAAAP0AAwAAAAAAAAAA/QD///8J/gr++v7+/wAAAP8ABAD/AAAAAAAEAAAAAAAA/gD9//3///' +
      '8N///////////+/BH//v7+//////8Q//n/AP8B+P79/f/5H/8K8P/+AAD//v4PAP/6/////////v7+BQQA//7/////' +
      'DP/8/wAGAP////////8AAAAAAAEAAAAAAAD//v34/v7+Ivn++v78/ff9Lfz7/fn8/wAFAAAAAP8A//7/CQMI/gb5/P' +
      '3/+Pn8//0J/wD//wv+Af/6/hH///7//f7sKfbo+vkF+gb4HRLxOesA9PL88hTw/f0H/hD+/f7+/v0A/wP//////wb/' +
      '/gD/AAgA/v///wD/Bv8AAAAAAP//AP4G/wAAAAAA//8A/gX///////8A/wL///4P/v3///7///4AAAD/AP8ABf8AAA' +
      'AAAP8A/wAF/wAA/wD8/P3++gQE/w3+/////v8L//////8ABAD/AAAAAP8A//7//v///v///wwAAAAAAP4EAAAAAAr4' +
      '9foN/Af8+PwQCf30/wwDA/v3+gr//////wv+/////wD/AAAAAAQA////+AD/AAAA/gAAC//2BP38/P0V/QUG9gD+//' +
      '7///3///8NAAAAAAAABAAA/gD/Bf8H////////+//9/v39/v0b+v7+/fvx+/z9/Db4+/3//gQAAAAAAAAA//8ABAAA' +
      'AAAAAP8A//8AAP//6v8A/xz/AAf//wAA///+////AAD///z/AP8M//7//wr/Af////8AAAD+/wD/CP4A//8A/vj///' +
      '///xD/AAkAAP8A/AAA/v8AAAD////+/wAH//sm++4B/vEA/xnv+xn5BwH59v38Fe4AAAAHAP8AAP///QAAAgAAAAAA' +
      'AAAAAAACAAAAAAAAAAD+/gMV/f/9/v7/+P4Q/v///v////3+/gD9AAYAAAAAAAAG+AD+/wD/8hUA/voY///9//v///' +
      '/9+hj///3/+/////0A//8J//7//////wD//wj//////////wAJAP0AAAD+AP///f/9Avv9/xEB///9//0C+/3/EQH/' +
      '//8A/v8A/QAACv8AAAAAAAAAAAAAAv74/v75/v36/w0UAAAAAAAAAwAAAP8AAAAAAAADAAAA/wj8/Pj4+ir8/fv3Ew' +
      'L//f////v+//oBAAAAAAAAAAAAAP///////wv+/gD/+v3//f///v/+Fv3//////v//////Cf4S8vz//gD9/hjzAP8A' +
      '////BgD/AP//AgP/D//7///6/f/+//4C/hD+/fz+//8A/v8A//8AB//+/v77/v78Gvz+/QAAAP8A/f8H/wD/AP///f' +
      '///v8Q//sAAAAAAAAAAQAAAAz8/gD4//wAAAz8AAAAAAAAAAEAAAAA///9///+/xD/+///AAD///z/AP8MAQAAAAAA' +
      'AAAAAAAAAAD7/wAAAP8JAAAAAAAAAAAAAAAAAPkABf////7+DP39/f79/v0O/hH3/vMu8unu7wb9ATzpAAAAAAAAAA' +
      'X+AAAAAAAA/wAGAAD+/wD/AP//C//9//3//Pz+/f0x+f379fr++vwu/v37/Pv+9QACAAAAAAAAAAD/AAACAAAAAAAA' +
      'AAAAAAD/AAIAAAAAABH+/P78Af7////+Ef78/vwB/v////4AABAAAAAAAADyAP8GAP8AAAAAAAD9/wYA/wAAAAAAAP' +
      '0E/vkEBQT8/Qf7/AD/AP8ACAAA/QAA/wAA//8A/wj//v///v/9/f7+/hb+/P79AwL9/v3+DvoC/wkA//////4A////' +
      'BgX////////8/wAAAP4A/wYAAAD/BP8M/v7//vz+//4B+Aj6Dgf/+AP8+/39/AoR/QH9Bf3xAP8AB/8A//0AAAAA/w' +
      'D/AAD9//4ACQQC/PUhAfX6Bfz4/Ab7+vv89fkLDQv//f/+/v/7////EQv7/v37/hL9/PkDC/v+/fv+Ev38+QML+/79' +
      '+/4S/fz5Awz+/f0H///+//3+BwD6AAAAAAAAAAAAAAAAAQAAAAAAAP/9AP8F//8BA//+AAAAAAAAAAIAAAD/C/7/A/' +
      '76+wUE+/sM/f4B/PH5Axv5AP8AAAAACQAAAPj//wD7/////woAAPXp+AcD8/AHVfLw//8CDf7//////f3+/wAA/f/+' +
      '//8K////A///BQD//v8A//8D//8FAP/+/wAABAAAAAAA/wD//vr/DP//AP8AAP//Af/7/woAAP/////+AP0ABgAAAA' +
      'AAAP0I//wQ/f/+/f78D//7/////////v4S/f///f/9///+/iDxaeb59vLx7vDv/////v//////Df7////+//////8N' +
      '/v3////+//z//w//CwD4AAAA/wAAAAAZ+Af/+/r0+gj3BxHvS+kR8On88RXe/woA//8A/v//APwSDvf5EQr3B/T27Q' +
      'QE//T4AgUHB/YDBAT/9PgCBQcH9gP////7///9E/3//wD/////DP/7/gD/AAAAAAAAAAAAAAD+/xD//f////39//8O' +
      'AP4A/wD+AP/4//7/FP7+/v7++/7//v8U/v7+/v77/gYAAAAAAAAAAPoAAgD/AAAAAAAAAAD+C/3+/v8MCf7z+QD9//' +
      '7///4AC///+wj+/wb9Afr9+Q0AAAD//wAAB/8A/gAA/wcA//8A////AAwCBxXv9PwG8QEADAIHFe/0/AbxAQD/AP8C' +
      '//8ABAD/AAAAAAACAP8AAAADAP4HAP////wA//jx+Ef3GQX28fbl//8ADP/8///////59gIL+Pr1Pu/69v///v7+D/' +
      '4K/vT+AP/+/wD//////wr/DAMG/v38AwD99AD/AAAAAAAAAgAA//oA/////v//Df8AAAAAAAAAAAIAAP/9/xz//vr9' +
      '//73/wAB//z///8AAAgO+gsF/fr6+/z3CQAADgAAAAAAAPMA/v8AAP0L/AAAAP8X+//+/wD++wD/+vzxBwD6IPsL+f' +
      'r4IfDw9/f5Evn7DAb/AP0JAP8A//8A/iIW7fL29wzz8gYEAAv+/f7/DAn98vn7C//+/gAMCf7z+QD8AAD//w3/AP79' +
      '/wAAAAAAAwAAAAAA/v////8L/////QQA/wAAAAAAAAH9/wAAAAQAAAAAAP///v7+Af/+/RD//P/9/vz+GP7+/f79AP' +
      '8A//////4IAP7/AAQAAAAAAP//AP4M/PT8+fX6NvnyAhT6AfUG8vcj9PQe+Pv7+f0J/AT7+QD/AAD//wcA///9/Pn6' +
      '6vv7+EYD/PT+/f7+/f39Ivb9/f////7///4S+//+/wX//v//+wv+///+GP79/gb8/fz+9wEF/hL///77/P/3EQP+EP' +
      '7/+Pv8/PYEAAD/AAD/AAAA/wAA+wD+AAD/AP8KAAAAAQAAAAAAAAAIAAAAAPkAAAAAAAABAAAAAAAAAAAAAAAD/wAA' +
      'AAAA/wAECQD9+f78AAMJ+AD/AP//AP7//wAI8/39N/38+/r7+vn/9/7+/fke/v0C/f///wkC/v7/////AwD///8AAA' +
      'AAAAD//w7+//7+/v///v/9AP8A/v8A/gAJAAAAAAAAAAP/AAD/+/wC+f0C/PwIDg==',
  },
};
