// Written by `node scripts/train-category.ts --write`: do not edit by hand. Decision 0150.
// softmax λ=0.001 prefijo=5 norm=no equipo=sí · mezcla modelo 3 léxico 0.5 base 0; trained on 1826 ideas; cross-validation 84.9 %.
import type { CategoryWeights } from './category-model.ts';

export const CATEGORY_WEIGHTS: CategoryWeights = {
  options: { prefix: 5, normalize: false },
  mix: { model: 3, lexicon: 0.5, knowledge: 0 },
  model: {
    kind: 'softmax',
    bias: [-0.832, -0.218, -0.149, 0.493, -0.031, -0.052, 0.292, 0.273, 0.13, -0.282, 0.377],
    scale: 0.0210044,
    features:
      '3x3 abastecer abast~ abdominal abdom~ abierta abierto abier~ abogado abogar aboga~ abonado ' +
      'abonar abona~ abonos abrir abuela abuelo aburrar aburrir aburr~ acabar academia academico ' +
      'acade~ acampada acampar acamp~ acceso accesorio acces~ accion accionar accio~ aceitar ' +
      'aceite aceituna aceituno aceit~ aceptar acepto acept~ acertar acertijo acert~ acoger ' +
      'acogido acogi~ acompanar acomp~ aconcagua aconc~ acondicionar acond~ aconsejar acons~ ' +
      'acorde acta activar actividad activo activ~ actuacion actualizar actua~ acuario acuar~ ' +
      'acuerdo acuer~ adaptacion adaptar adapt~ adelantado adelantar adela~ adivinanza adivinar ' +
      'adivi~ adjunto adjun~ adolescente adole~ adopcion adopc~ adorno adulto aeropuerto aerop~ ' +
      'afectado afectar afect~ aficion aficionado aficionar afici~ afiliado afiliar afili~ aforar ' +
      'agencia agenciar agenc~ agenda agendar agend~ agente agostar agosto agost~ agradecer ' +
      'agrad~ agricola agricultor agric~ agua aguar aguinaldo aguin~ ahi ahorrar ahorro ahorr~ ' +
      'airar aire ajedrez ajedr~ alarma alarmar alarm~ albanil alban~ albergar albergue alber~ ' +
      'album alcohol alcoh~ aleman alergia alerg~ alerta alertar alert~ alfabetizacion alfab~ ' +
      'alfajor alfaj~ alfombra alfombrar alfom~ alguien algui~ alimentacion alimento alime~ ' +
      'almacen almac~ almazara almaz~ alojado alojamiento alojar aloja~ alquilar alquiler alqui~ ' +
      'alrededor alred~ alta alto altura alumno alzheimer alzhe~ amantar amante amant~ amarrar ' +
      'amarre amarr~ amateur amate~ ambientar ambiente ambie~ america ameri~ amgos amigar amigo ' +
      'amortizacion amort~ anada anadir analisis analitica analitico anali~ analogico analo~ ' +
      'anatomia anato~ anciano ancia~ andando andan~ andino anecdota anecd~ anemia animal animar ' +
      'animo aniversario anive~ ano anonimo anoni~ anotador anotar anota~ ansiedad ansie~ ' +
      'antepasado antep~ anterior anter~ antibiotico antib~ anticipada anticipado anticipar ' +
      'anticonceptiva antic~ antiguedad antiguo antig~ anual anuncios anunc~ aparcar aparc~ ' +
      'aparecer apare~ apartamento apartar apart~ api apicultor apicultura apicu~ aportacion ' +
      'aportar aport~ apostar apost~ apoyar aprender aprendizaje apren~ aprobado aprobar aprob~ ' +
      'apuntado apuntar apunte apunt~ arbitraje arbitro arbit~ arbol arbolar arbol~ archivar ' +
      'archivo archi~ arcilla arcillar arcil~ armar armario armar~ arquitecto arquitectura arqui~ ' +
      'arreglar arreglo arreg~ arte arterial arter~ artesanal artesania artesano artes~ articulo ' +
      'artic~ asado asamblea asamb~ asar ascensor ascen~ asesinato asesi~ asesor asesoria aseso~ ' +
      'asiento asien~ asignado asignar asignaturas asign~ asistencia asist~ asma asociar asoci~ ' +
      'aspirador aspir~ astronomia astro~ atacar atencion atenc~ atender atend~ atletismo atlet~ ' +
      'atopico atopi~ atras atrasado atrasar atras~ audio audioguia audiolibro audiovisual audio~ ' +
      'auditoria auditorio audit~ aula ausencia ausen~ autismo autis~ auto autobus autobuses ' +
      'autob~ autocaravana autoc~ autoescuela autoevaluacion autoe~ automatica automatico autom~ ' +
      'autonomo auton~ autopista autopublicados autop~ autor auxilio auxil~ avance avanzar avanz~ ' +
      'ave averia averiar averi~ avisar aviso avistamiento avist~ avon ayuda ayudar ayuntamiento ' +
      'ayunt~ azafata azafa~ azucar azul b2 bachillerato bachi~ bailar baile baja bajar bajo ' +
      'balance balan~ balcon baloncesto balon~ banar bancal bancario banca~ banco banda bandeja ' +
      'bandera bande~ bano bar barato barbacoa barba~ barberia barbero barbe~ barco bariatrica ' +
      'baria~ barniz barra barrar barrer barrica barril barrio barri~ basal basar base basico ' +
      'basura bateria bater~ bazar bebe bebedero bebed~ beber bebido beca becar bello beneficiar ' +
      'beneficio benefico benef~ biblia biblioteca bibli~ bici bicicleta bicic~ bienestar biene~ ' +
      'bienvenida bienvenido bienv~ billar bimestre bimes~ bingo bipolar bipol~ bisabuelo bisab~ ' +
      'bisuteria bisut~ bitacora bitac~ bizcochar bizcocho bizco~ blanco bloc blog bloque ' +
      'bloquear bloqueo bloqu~ bocadillos bocad~ boda bodega bogota boletin bolet~ bolleria ' +
      'bolle~ bolo bolso bombero bombe~ bombillas bombi~ bombona bombo~ bondi bono bonsai bordado ' +
      'bordar borda~ botanico botan~ botar bote botiquin botiq~ boton boutique bouti~ boxear ' +
      'boxeo brackets brack~ braille brail~ bricolaje brico~ brotar brote bucal bueno bufanda ' +
      'bufan~ bungalow bunga~ busca buscador buscar buscarla busca~ busqueda busqu~ butaca butano ' +
      'caballo cabal~ cabecero cabec~ cabina cachorro cacho~ cadena caducar caducidad caduc~ cafe ' +
      'cafeina cafei~ cafeteria cafetero cafet~ caja cajera cajero calculador calcular calculo ' +
      'calcu~ caldera calde~ calendario calen~ calidad calid~ calientitas calie~ calificaciones ' +
      'calif~ callar calle calor caloria calor~ cama camara camarero camar~ cambiar cambio cambi~ ' +
      'caminante caminar caminata camino camin~ camion camiseta camis~ campamento campana campano ' +
      'campar campa~ campeonato campe~ camping campi~ campo campus canal canalon canal~ canario ' +
      'canar~ cancelar cance~ cancha cancion canci~ candado candar canda~ candidato candi~ canina ' +
      'canino cansado cansar cansa~ cantabrico cantar canta~ cantidad canti~ canto capital ' +
      'capitular capitulo capit~ captacion capta~ captura capturar captu~ caracol carac~ ' +
      'carbohidrato carbon carbo~ cardiaco cardi~ carnaval carna~ carne carnet carniceria ' +
      'carnivoro carni~ carpa carpeta carpe~ carpinteria carpintero carpir carpi~ carrera carreta ' +
      'carrete carre~ carril carrito carri~ carro carta cartel cartelero cartera cartero carte~ ' +
      'carton cartucho cartu~ casa casar casera casero caseta caso cata catalogar catalogo catal~ ' +
      'catar categoria categ~ catequesis cateq~ catering cater~ cebar cebo cegar celiaco ' +
      'celiaquia celia~ celular celul~ cena cenar cenir central centrar centro centr~ cera ' +
      'ceramica ceramico ceram~ cero cerrada cerrado cerrar cerra~ certificado certificar certi~ ' +
      'cervecero cerveza cerve~ cesta cetogenica cetog~ cetona chacra chal chalar chale champions ' +
      'champ~ chapa chapar chapo charla charlar charl~ chat chaval che checklist check~ chica ' +
      'chico chile chimenea chime~ chiringuito chiri~ chistar chiste chist~ chocolate choco~ ' +
      'churro ciar ciclar ciclismo ciclista cicli~ ciclo ciego cien ciencia cienc~ cientifico ' +
      'cient~ cierre cierto cinco cine circo cita citar ciudad ciudadano ciuda~ civico clara ' +
      'claro clase clasica clasico clasificar clasi~ clienta cliente clien~ clinica clinico ' +
      'clini~ clorar cloro club coach cobertura cober~ cobra cobrar cobro coche cocina cocinar ' +
      'cocin~ coctel codigo cofradia cofra~ cola colaborar colab~ colada colar colchon colch~ ' +
      'coleccion coleccionables coleccionar colectar colec~ colegiar colegio coleg~ colesterol ' +
      'coles~ colico colmena colme~ colon color colorar color~ columnista colum~ comandar coman~ ' +
      'comarca comarcar comar~ combustible combu~ comedero comedir comedor comedy comed~ comentar ' +
      'comentario comen~ comer comercial comerciar comercio comer~ comic comida comido comision ' +
      'comisionar comis~ comite compaginar companero compania comparador comparar comparsa ' +
      'compartido compartir compas compatibilidad compatriota compa~ competencia competicion ' +
      'compe~ complemento compl~ composicion compo~ compra comprador comprar compraventa ' +
      'comprension compr~ computador compu~ comun comunicado comunicar comunidad comunion ' +
      'comunitario comun~ concentrado concentrar concertar concesionario conce~ concierto conci~ ' +
      'concursar concu~ conducir conductor condu~ conejo confianza confirmar confi~ congelado ' +
      'congelador congelar conge~ congreso congr~ conmemorativas conme~ conocer conocimiento ' +
      'conoc~ consejo consentimiento conserje conserva conservar conservatorio conse~ consigna ' +
      'consignar consi~ consola conso~ constante construccion constructor const~ consulta ' +
      'consultar consultoria consumar consumidor consumir consu~ contabilidad contactar contactos ' +
      'contado contador contar conta~ contener contenido contestar contexto contextos conte~ ' +
      'continuar continuo conti~ contralto contrasena contrasenar contratar contratos control ' +
      'controlar contr~ conversacion convertir conve~ convocatoria convocatorio convo~ ' +
      'cooperativa cooperativo coope~ coordinar coord~ copa copar cordero corde~ coreano corea~ ' +
      'coro corporal corporativo corpo~ corral correar correccion corredor corregir correr ' +
      'correspondencia corre~ cortado cortar corta~ corte cortes cortina corti~ corto ' +
      'cortometraje corto~ cosecha cosechar cosec~ cosmetico cosme~ costar coste costo costura ' +
      'costurera costu~ cotidiano cotid~ cotizacion cotiz~ covid coworking cowor~ crear creativo ' +
      'creat~ crecimiento creci~ credito credi~ creer crema cria crianza crian~ criar crio cripto ' +
      'criptomoneda cript~ crisis critica criticar critico criti~ crm crochet croch~ cromo ' +
      'cronica cronico croni~ cronograma cronometrar crono~ crossfit cross~ crucigrama cruci~ ' +
      'cruz cuaderno cuade~ cuadra cuadrante cuadrar cuadrillas cuadro cuadr~ cuajado cuajar ' +
      'cuaja~ cuanto cuatro cubrir cuenta cuento cuesta cuestionario cuest~ cuidado cuidador ' +
      'cuidar cuida~ cultivar cultivo culti~ cultura cultural culturar cultu~ cumpleanos cumplir ' +
      'cumpl~ cuna cunar cuota cupon curacion curac~ currar curro cursar curso curva curvar curvo ' +
      'da dado dan danar dano danza danzar dar dardo darle das dato debajo debatir debat~ deber ' +
      'decants decan~ decidir decid~ decima decimo decir declaracion decla~ decoracion decor~ ' +
      'dedal dedicar dedicatoria dedicatorio dedic~ deduccion deducibles deduc~ defectos defec~ ' +
      'degustar degus~ deja dejar dejo demandar deman~ demas demasiado demas~ dental dentista ' +
      'denti~ dentro departamento depar~ dependiente depen~ deportar deportista deportivo depor~ ' +
      'depositar depos~ depresion depre~ derrama derramar derra~ desarrollar desarrollo desar~ ' +
      'desayunos desay~ descansar descanso descargables descargar descartar desca~ desconocer ' +
      'descontar desco~ descripcion descr~ descuentos descu~ deseo desfilar desfile desfi~ ' +
      'designar desig~ despachar despacho desparasitaciones desparasitar despa~ despedida ' +
      'despedir despensa despertar despe~ desplazamiento despl~ destenir deste~ destinar desti~ ' +
      'detallar detalle detal~ detective detector detec~ deuda deudo devolucion devoluciones ' +
      'devolver devol~ dia diabetes diabeticos diabe~ diario dibujar dibujo dibuj~ dictado dictar ' +
      'dicta~ didactico didac~ dieta dietar diez dificultad dificultar dific~ digital digitalizar ' +
      'digit~ dinero diploma diplomar diplo~ direccion directa directamente directo director ' +
      'direc~ disco discografia disco~ disenador disenar diseno disen~ disfraz disfrazar disfr~ ' +
      'dislexia disle~ disponer disponibilidad disponibles dispo~ distancia distanciar dista~ ' +
      'distinto disti~ distribuidor distribuir distr~ dividendo dividir divid~ divisa divisar ' +
      'divis~ divulgacion divul~ dni docena doceno doctor doctoral doctorar docto~ documentacion ' +
      'documentar documento docum~ doler dolor domesticar domestico domes~ domiciliar domicilio ' +
      'domic~ domingo domin~ dona donacion donac~ donante donan~ donar donativo donat~ dormida ' +
      'dormir dormi~ dorsal dosis doy dron dropshipping drops~ duda dudar duelo duena dueno dulce ' +
      'duracion durac~ durante duran~ durar echar ecografia ecogr~ ecologico ecolo~ economia ' +
      'econo~ edad edicion edici~ edificio edifi~ editor editorial edito~ educacion educador ' +
      'educativo educa~ eeuu efectivo efecto efect~ efemerides efeme~ egresar egres~ ejemplo ' +
      'ejemp~ ejercicio ejerc~ electricista electrico electrodomestico electronico elect~ elegir ' +
      'elijar eliminatoria eliminatorio elimi~ elo embarazado embarazar embarazo embar~ ' +
      'embotellar embot~ embudar embudo embud~ embutido embutir embut~ emergencia emerg~ ' +
      'emigrante emigr~ emocion emocional emocionar emoci~ emojis empanado empanar empan~ ' +
      'emparejamiento empar~ empeorar empeo~ empezar empez~ empleado emplear empleo emple~ ' +
      'emprendedor empresa empresas empre~ encadenado encadenar encad~ encamar encam~ encargado ' +
      'encargar encargos encar~ enchufar enchufe enchu~ enciclopedia encic~ encontrado encontrar ' +
      'encon~ encuentro encuestar encue~ endocrino endoc~ endometriosis endom~ energia energ~ ' +
      'enfermedad enfermeria enfermero enfer~ enlace enlazar enlaz~ enmarcar enmar~ ensayar ' +
      'ensayos ensay~ ensenar ensen~ entender enten~ enterar enter~ entrada entrado entrar entra~ ' +
      'entrega entregada entregar entrenador entrenamiento entrenar entrevistar entrevisto entre~ ' +
      'envasar envase envas~ enviado enviar envia~ envio envoltorio envol~ epilepsia epile~ ' +
      'episodio episo~ equipacion equipar equipo equip~ equitacion equit~ erasmus erasm~ escalada ' +
      'escalado escalar escalera escal~ escanear escan~ escapar escape escap~ escasez escas~ ' +
      'escena escenario escen~ escolar escol~ esconder escon~ escribir escrita escrito escritor ' +
      'escritorio escritura escriturar escri~ escuchar escuc~ escuela escue~ eslora espaciar ' +
      'espacio espac~ espalda espal~ espana espanol espan~ especial especialidad especie ' +
      'espectaculo espec~ espera esperar esper~ esqui estacion estac~ estadistica estadistico ' +
      'estado estad~ estampado estampar estam~ estan estanteria estan~ esten estetica esteticista ' +
      'estetico estet~ estilar estilista estilo estil~ estimar estim~ estiramiento estirar estir~ ' +
      'estoy estrategia estra~ estrella estrellar estreno estre~ estudiante estudiar estudio ' +
      'estud~ estuve etapa etiqueta etiquetar etiqu~ euro eurovision eurov~ evaluacion evaluar ' +
      'evalu~ evento evolucion evolu~ ex exalumnos exalu~ examen excedente exced~ excel exclusivo ' +
      'exclu~ excursion excur~ exhibicion exhib~ expedientar expediente exped~ experiencia ' +
      'experimentar experimento exper~ explicacion explicar explicativo expli~ exposicion expos~ ' +
      'express expre~ extra extraescolar extranjero extraordinaria extraordinario extra~ fabrica ' +
      'fabricar fabri~ facil factura facturacion facturar factu~ facu facultad facultar facul~ ' +
      'fallecer fallecido falle~ fallido falli~ fallo falta faltar falto familia familiar famil~ ' +
      'fans fantasy fanta~ fanzine fanzi~ farmacia farma~ fas fase favor favorito favor~ fecha ' +
      'fechar federacion feder~ feedback feedb~ felicitacion felicitar felic~ femenino femen~ ' +
      'feria feriar fermentacion ferme~ ferreteria ferre~ fertil fertilidad ferti~ festival ' +
      'festi~ fiado fianza fiar fibra ficha fichaje fichar ficha~ fidelidad fidelizacion ' +
      'fidelizar fidel~ fiebre fiel fiesta fifa figura figurar figur~ fijar fijo filtrar filtro ' +
      'filtr~ fin final financiero finanza finan~ finar finca fincar finde fines firma firmar ' +
      'firme fiscal fisica fisico fisio fisioterapeuta fisioterapia fisio~ flashcards flash~ flor ' +
      'flora floral florar floristeria flori~ flota flotar flujo fondo fontanero fonta~ food ' +
      'formacion formar forma~ formula formular formulario formu~ foro forzar foto fotografia ' +
      'fotografiar fotografico fotografo fotog~ fp fragmento fragm~ frances francia franc~ ' +
      'frangir frang~ franja franjar franj~ frase frecuencia frecuentar frecuente frecu~ ' +
      'freelance freelancers freel~ fregar frente fresca fresco friega frigorifico frigo~ fronton ' +
      'front~ fruta frutal frutar fruto fue fuente fuera fuerza fui fumar fumigar fumig~ funcion ' +
      'funcionar funci~ funda fundacion fundar funda~ fundir fundo funeral funer~ furgoneta ' +
      'furgo~ futbol futbolin futbo~ gadgets gadge~ gafar gafe gafo gala galicia galic~ gallina ' +
      'galli~ gana ganado ganador ganad~ ganancia ganan~ ganar ganir garaje garantia garan~ ' +
      'garrafa garra~ gas gasolina gasolinera gasol~ gastado gastar gasta~ gasto gastronomico ' +
      'gastr~ gato gemelo genealogico genea~ general generar genero gener~ gente geografia geogr~ ' +
      'geolocalizacion geolo~ gestion gestionar gesti~ gestor gestoria gesto~ gimnasio gimna~ ' +
      'gincana ginca~ ginecologica ginec~ gira girar giro gitano glaucoma glauc~ glosario glosa~ ' +
      'glucemia gluce~ glucosa gluco~ gluten gol golf golosina golosinar golos~ gordo gota gps ' +
      'grabacion grabado grabar graba~ gracia gradar grado graduacion gradu~ grafica grafico ' +
      'grafiti grafi~ granada granado granar grana~ grand grande granja grano gratis gratuito ' +
      'gratu~ gremio grua grupo gtd guadalajara guada~ guardado guardar guarderia guardia guard~ ' +
      'guia guiado guiar guitarra guita~ gustar gusto habitacion habito habitual habit~ habla ' +
      'hablar halloween hallo~ hamburgues hamburguesa hambu~ harry he hecha hecho hectarea hecta~ ' +
      'helada helado helar hemeroteca hemer~ hemodialisis hemod~ herencia heren~ hermanar ' +
      'hermandad hermandar hermano herma~ herramienta herrar herra~ hice hidratar hidra~ hierro ' +
      'higiene higie~ hijo hilar hilo hincha hinchar hinchir hinch~ hipertension hiper~ hipico ' +
      'hipoteca hipotecar hipot~ historia historial historiar histo~ hito hogar hoja hombro ' +
      'homeopatia homeo~ hora horario horar~ hornada horna~ hornear horne~ hortaliza horta~ ' +
      'hospital hospi~ hostal hotel hoy hoyo huerta huerto huesped huesp~ huevar huevo humar ' +
      'humedad humed~ humo humor humorista humor~ iberico iberi~ ibi ictus idear idioma iglesia ' +
      'igles~ ilustraciones ilustrado ilustrador ilustrar ilust~ imagen importadores importantes ' +
      'importar impor~ imprenta impresion impreso impre~ imprimible impri~ impuesto impue~ ' +
      'incidencia incid~ independiente independizar indep~ indexar index~ indicador indic~ ' +
      'indigena indig~ industrial indus~ infantil infan~ influencer influ~ informacion informar ' +
      'informatica informatico informe infor~ ingle ingles ingrediente ingreso ingre~ inhalador ' +
      'inhal~ inmigrante inmig~ inmobiliaria inmobiliario inmob~ inquilino inqui~ inscripcion ' +
      'inscrito inscr~ insistente insis~ inspeccion inspeccionar inspector inspe~ instagram ' +
      'instalacion instalador insta~ instituto insti~ instruccion instructor instrumentar ' +
      'instrumento instr~ insuficiencia insuf~ insulina insul~ intensidad inten~ interactivos ' +
      'intercambiar interes interesado interesar interior internacional internar internet interno ' +
      'intervalo inter~ intolerancia intol~ intraocular intra~ inundacion inund~ inusuales inusu~ ' +
      'inventariar inventario inven~ invernadero inversion inversiones inver~ investigacion ' +
      'inves~ invierno invie~ invisible invis~ invitado invitar invit~ inyeccion inyec~ irme irpf ' +
      'irregulares irreg~ irritar irrit~ itinerario itine~ itv iva jabon jabonar jabon~ japon ' +
      'japones japon~ jardin jardinera jardinero jardi~ jazz jefe jornada jornal jornalar ' +
      'jornalero jorna~ joven joya jubilacion jubilado jubilar jubil~ juego jueves jugador jugad~ ' +
      'jugar jugo juguete jugue~ junta juntar junto jurado jurar justificante justificar justi~ ' +
      'juvenil juven~ kanban karaoke karao~ kawaii kayak kayaks kilometro kilom~ kiosco kit ' +
      'laboratorio labor~ laburo lactosa lacto~ lamina laminar lamin~ lampar lampara lampa~ lana ' +
      'lanar lanzamiento lanzar lanza~ largar largo laser lata latinar latino latinoamerica ' +
      'latin~ latir lato lavadero lavado lavador lavad~ lavanda lavan~ lavar leads leccion lecci~ ' +
      'leche lector lectura lectu~ leer leido lena lenar lenceria lence~ lengua lentilla lenti~ ' +
      'lesion lesionar lesio~ letra letrado letra~ levantar levan~ leyenda leyen~ liar libra ' +
      'librar libre libreta libre~ libro licencia licenciar licen~ liga ligar limitado limitar ' +
      'limite limit~ limpiador limpiar limpieza limpio limpi~ linea linear lineo linkedin linke~ ' +
      'liquidacion liquidar liqui~ lisboa lista listado listar lista~ listening liste~ listo ' +
      'literario liter~ litro llamada llamado llamar llama~ llave llavero llave~ llega llegada ' +
      'llegado llegar llega~ llena llenar lleno lleva llevar llover lluvia local logistica ' +
      'logistico logis~ logo logopedia logop~ lonja looks lote loteria loter~ lucir lucrar lucro ' +
      'ludoteca ludot~ lugar luna lunes luz maceta macro madera madre madrid maestra maestro ' +
      'maest~ magic mal maleta mama mamar mamografia mamog~ manana manar manda mandar mandarin ' +
      'manda~ mando manejar manejo manej~ manicuristas manic~ mano manta mantener mantenimiento ' +
      'mante~ manual manualidad manua~ mapa maqueta maquetar maqueto maque~ maquillaje maquina ' +
      'maquinar maquinaria maqui~ mar maraton marat~ marca marcado marcador marcar marca~ marco ' +
      'marea marear maridajes marido marid~ marisco maris~ marketing marketplace marke~ marte ' +
      'masa masar mascota masco~ master matcha matematica matematico matem~ materia material ' +
      'mater~ matricula matricular matriz matri~ matrona matro~ maximo mayor mayorista mayor~ ' +
      'mazo mecanica mecanico mecan~ medalla medal~ mediar medicacion medicamento medicar ' +
      'medicina medicinal medicinar medico medic~ medida medio medir meditacion meditar medit~ ' +
      'mejor mejorar mejor~ meme memoria memor~ menopausia menop~ mensaje mensajeria mensa~ ' +
      'menstruacion menstrual menst~ mensual mensualidad mensu~ mental mentor mentorias mento~ ' +
      'menu mercado mercancia mercar merca~ merceria merce~ merch merendero meren~ mermelada ' +
      'merme~ mes mesa mesar meta meter metodo metro metronomo metro~ mexicano mexic~ mezclar ' +
      'mezcl~ miar micro microrrelatos micro~ miel mientras mient~ migrana migra~ mil mimica ' +
      'mimico mindfulness mindf~ minecraft minec~ mineral miner~ minuto mio mirador mirad~ mirar ' +
      'misa misar misterio miste~ mitad ml mochila mochilero mochi~ moda modelar modelo model~ ' +
      'moderacion moder~ modulo molestar moles~ moneda monedar moned~ monitor monit~ monologo ' +
      'monol~ montajes montana montano montar monta~ monte monterrey monte~ montura montu~ ' +
      'monumento monum~ morder moroso mostrador mostrar mostr~ moto movil movimiento movim~ mucho ' +
      'mudanza mudan~ mudar mueblar mueble muebl~ muestra muest~ mujer multiplicar multi~ mundial ' +
      'mundi~ mundo municipal municipio munic~ mural murar muro mus muscular muscu~ museo musica ' +
      'musical musico music~ mutualidad mutua~ nacer nacimiento nacim~ nacionalidad nacio~ nadar ' +
      'naranja naran~ narrar natacion natac~ natillera natil~ nativo natural naturaleza natur~ ' +
      'navidad navid~ necesario necesidad neces~ negativa negativo negat~ negociar negocio negoc~ ' +
      'negro neopreno neopr~ netflix netfl~ neto nevera newsletter newsl~ nidada nieto ninera ' +
      'ninero nino nivel nivelar nivel~ noche nochevieja noche~ nocturno noctu~ nomada nombrar ' +
      'nombre nombr~ nomina nominar nomin~ nordico nordi~ norma nota notar notario notar~ noticia ' +
      'noticiar notic~ notificacion notif~ noto novedad noved~ novel novela novelar novel~ novio ' +
      'nuestro nuest~ nueva nueve nuevo numerar numero numeroso numer~ nutricion nutricionista ' +
      'nutriente nutri~ obeso objecion objec~ objetivar objetivo objeto objet~ obligatorio oblig~ ' +
      'obra obrador obrad~ obrar observacion observar obser~ oca ocasion ocasionar ocasi~ ociar ' +
      'ocio ocupada ocupar ocupa~ odontograma odont~ oferta ofertar ofert~ oficina oficio ofici~ ' +
      'ofrecer ofrec~ oftalmologo oftal~ ojo ola olimpiada olimp~ oliva olivar olivo olvidar ' +
      'olvido olvid~ ong online operacion operar operario opera~ opinar opinion opini~ ' +
      'oportunidad oport~ oposicion oposi~ optico oracion oraci~ oral orden ordenado ordenador ' +
      'ordenar ordeno orden~ organico organizado organizador organizar organ~ orientacion ' +
      'orientador orien~ origen orquesta orquestar orque~ ortodoncia ortod~ ortografia ortog~ ' +
      'oscar oveja oxigenar oxigeno oxige~ paciente pacie~ packs paddle padel padre paella paga ' +
      'pagado pagar paginar pagin~ pago pais paisaje paisa~ paises pajaro palabra palab~ palet ' +
      'palets pan pana panaderia panad~ panal panel panico panificadora panif~ pantalla panta~ ' +
      'papa papar papel papeleria papeleta papelitos papel~ papo paquete paqueteria paque~ ' +
      'parafarmacia paraf~ parametro param~ parar parcela parcelar parce~ parchis parch~ pareja ' +
      'parejo parking parki~ parque parroquia parro~ parte participante participativo particular ' +
      'partida partido partir partitura parti~ parto pasa pasado pasajero pasaj~ pasaportar ' +
      'pasaporte pasap~ pasar pasear paseo pasillo pasil~ paso pasta pastel pasteleria paste~ ' +
      'pastillas pasti~ patata patin patinar patin~ patio patrimonio patri~ patrocinador ' +
      'patrocinio patron patronal patro~ pausa pausar pdf peaje pecera pecero pediatra pedia~ ' +
      'pedido pedir pelicula pelic~ pelis peluqueria peluq~ pelvico pelvi~ pena penar pendiente ' +
      'pendi~ pensar pension pensionar pensi~ pequenito pequeno peque~ perder perdida perdido ' +
      'perdi~ perfumar perfume perfu~ periodico periodista perio~ permiso permitir permi~ ' +
      'pernoctar perno~ perro persistente persi~ persona personaje personal personalizables ' +
      'personalizacion personalizar personar perso~ peru peruano perua~ pesar pesca pescador ' +
      'pescar pesca~ peso pestana pesta~ petanca petan~ pez ph piano picar picnic piel pienso ' +
      'pieza pila pilar pilates pilat~ piloto ping pintar pintor pintura pintureria pintu~ pique ' +
      'pisar piscina pisci~ piso pista pistar pizarra pizar~ pizza pizzeria pizze~ placa placar ' +
      'plaga plagar plan planchar planc~ planear plane~ planificacion planificador planificar ' +
      'planir plani~ planner plann~ plano planta plantar plantilla plantillar planton plant~ ' +
      'plata plato playa plaza plazos ple plusvalia plusv~ poblar poda podar podcast podcasts ' +
      'podca~ podologia podol~ poema poesia pokemon pokem~ poker polen policia polic~ politico ' +
      'polit~ poliza pollo pomodoro pomod~ ponente ponen~ poner pong popular popul~ porra porro ' +
      'portafolio portal porta~ portfolio portf~ portugues portu~ posible posib~ posparto pospa~ ' +
      'postal postrar postre postr~ posts postura postu~ posventa posve~ potable potab~ potencial ' +
      'poten~ potter practica practicar practico pract~ preciar precio preci~ prediccion ' +
      'predicciones predi~ preescolar prees~ preferencia preferir prefe~ pregunta preguntar ' +
      'pregu~ premiar premio premi~ prenda prendar prender prend~ prensa prensar prens~ preocupar ' +
      'preoc~ preparacion preparar prepa~ presentacion presentar presente prese~ presion presi~ ' +
      'prestamo prestar preste presto prest~ presupuestar presupuesto presu~ preventa preventivo ' +
      'preve~ previo prima primar primario primavera prima~ primer primerizo primero prime~ primo ' +
      'principiante princ~ prioridad priorizar prior~ privada privado privar priva~ probador ' +
      'probar proba~ problema probl~ procedencia procedimiento procesal procesar procesion ' +
      'procesiones proceso proce~ produccion producto productor produ~ profe profesor profe~ ' +
      'programa programacion programar progresar progresion progresivo progreso progr~ promo ' +
      'promocion promotores promo~ pronosticar prono~ pronunciacion pronu~ propietario propinar ' +
      'propio propi~ proponer proporcion propo~ propuesto propu~ prospectos prosp~ proteccion ' +
      'protector proteina prote~ proveedor prove~ provincia provi~ proximo proxi~ proyeccion ' +
      'proyectar proyecto proye~ prueba psicologia psicologo psico~ psiquiatra psiqu~ publica ' +
      'publicacion publicar publicidad publico publi~ pueblo puede pueden puerta puerto puesta ' +
      'puesto puja pujar pulsacion pulsar pulsa~ pulsera pulse~ pulso puntar punto puntuacion ' +
      'puntuar puntu~ pure python qr quechua quech~ queda quedar quedo queja quejar quemada ' +
      'quemar quema~ quesera quese~ queso quimica quimico quimioterapia quimi~ quince quincena ' +
      'quinceno quinc~ quiniela quini~ quinta quintar quinto quint~ quiz racha rachar racion ' +
      'racionar racio~ radiar radio rally ramo ranking ranki~ rapido raro raza reacondicionada ' +
      'reacondicionadas reaco~ reactivarlos react~ reading readi~ real rebanar reban~ recado ' +
      'recambio recam~ recargar recar~ recaudacion recaudar recau~ recepcion recep~ receta ' +
      'recetar recetario recet~ rechazar recha~ recibir recibo recib~ reciclaje recic~ recien ' +
      'reclamacion recla~ recoger recogida recogido recog~ recomendacion recomendar recompensa ' +
      'recompensar recom~ reconocimientos recon~ recopilar recop~ recordar recordatorio records ' +
      'recor~ recrear recreo recre~ recuerdo recue~ recuperacion recup~ recurrente recur~ red ' +
      'redaccion redac~ redar reencontrar reencuentro reenc~ referir refer~ reformar reforzar ' +
      'refor~ refrigerar refri~ refuerzo refue~ refugiado refugiar refug~ regalar regalo regal~ ' +
      'regante regan~ regar regatas regat~ region registrar registro regis~ rehabilitacion rehab~ ' +
      'reina reinar reir relacion relacionar relac~ relajacion relajante relaj~ relato religion ' +
      'relig~ rellenar relleno relle~ reloj remar remesar remes~ remo renal rendir renovacion ' +
      'renovar renov~ renta rentabilidad rentar renta~ reparacion repartidor repartir repartos ' +
      'repar~ repasar repaso repas~ repertorio reper~ repeticiones repetir repet~ reponer repon~ ' +
      'reportaje reportar repor~ reposicion repositorio repos~ representante repre~ repuesto ' +
      'repue~ resaltar resal~ resenar resen~ reserva reservado reservar reser~ residencia ' +
      'residenciar residente residuo resid~ resistencia resis~ resolver resol~ respiracion respi~ ' +
      'responder responsable respo~ respuesta respu~ restar restaurante restaurar restaurnte ' +
      'resta~ resto resuelto resue~ resultado resultar resul~ resumen resumir resum~ retar ' +
      'retencion reten~ retirar retir~ reto retrasar retra~ retro reuniones reuni~ reutilizar ' +
      'reuti~ revestir reves~ revisar revision revisiones revista revistar revisto revis~ rey ' +
      'riego rifa rifar rio ritmar ritmo robo robot robotica robot~ roda rodaje rodar rol romper ' +
      'ronda rondar room roomie ropa roscon rotar rotativo rotat~ rubrica rubricar rubri~ rueda ' +
      'rugby ruido rural ruta rutar rutina sabado sabana saber sabor sacar saco sal sala salar ' +
      'saldar saldo salga salgar salida salido salir salsa salso salud saludables salud~ sangrar ' +
      'sangre sangr~ santa santiago santi~ santo satisfaccion satis~ saturar satur~ scout scouts ' +
      'seco secundar secundario secun~ segmentar segme~ seguido seguidor seguimiento seguir ' +
      'segui~ segun segunda segundar segundo segun~ segur seguridad seguro segur~ seis seleccion ' +
      'selectividad selec~ sellar sello semana semanal seman~ sembrar sembr~ semilla semil~ senal ' +
      'senalar senal~ sencillez sencillo senci~ senderismo sende~ senor sentir separado separar ' +
      'separ~ seriar serie sermon serrar serviciar servicio servidor servir servi~ sesion ' +
      'sesionar sesio~ seta setlist setli~ sexual siembra siemb~ siempre siemp~ sierra siesta ' +
      'signo siguiente sigui~ silaba silabar silab~ silla simple simulacro simulador simul~ ' +
      'sindicato sindi~ sintoma sinto~ situacion situa~ sms sobra sobrar social socio socorrista ' +
      'socor~ sofoco software softw~ sol solar soldar solicitud solic~ solidar solidario solid~ ' +
      'soltar soltero solte~ solucion solucionar soluc~ somo sonado sonar sonido sopa sopar ' +
      'soportar soporte sopor~ soprano sopra~ sordo sorpresa sorpr~ sortear sorteo sorte~ ' +
      'sostener soste~ soy spa spoilers spoil~ spotify spoti~ stand star startup start~ stock ' +
      'suave subasta subastar subas~ subir subtareas subta~ subtitulos subti~ suculento sucul~ ' +
      'sucursal sucur~ sudadera sudad~ sueldo suelo suelta suelto sueno suma sumar sumir sumo ' +
      'super superheroes superior supermercado super~ surf suscribir suscripcion suscriptor ' +
      'suscr~ sushi suyo tabla tablar tablatura tabla~ tablero tablet tablets table~ tablon ' +
      'tachar tactico tacti~ taladrar taladro talad~ talento talen~ talla tallar taller tamales ' +
      'tamal~ tamano tanda tapa tapar taperes taper~ tardar tarde tardo tarea tarifa tarifar ' +
      'tarif~ tarjeta tarje~ tarrinas tarri~ tarta tatuaje tatua~ taxi taza tazar tdah teatro ' +
      'tecnica tecnico tecni~ tecnologia tecnologico tecno~ tejado tejar tejer tejida tejido tele ' +
      'telecomunicacion telec~ telefono telef~ telemedicina telem~ telescopio teles~ teletrabajo ' +
      'telet~ tema temario temar~ tematica tematico temat~ temer temperatura tempe~ temporada ' +
      'temporizador tempo~ tender tenia tenir tenor tension tensi~ tentativa tentativo tenta~ ' +
      'teoria teorico teori~ terapeuta terapia terap~ tercero terce~ terminar termino termi~ ' +
      'terraza terra~ terror tesis tesoreria tesoro tesor~ test textil texto ticket tickets ' +
      'ticke~ tiempo tienda tiendita tiend~ tierra tiktok tintar tinte tintorera tinto~ tipico ' +
      'tirada tirado tirar tiroides tiroi~ tisana toalla tobillo tobil~ toca tocar toefl toma ' +
      'tomado tomar tomate tomo toque tornear torneo torne~ torta tortillas torti~ tortuga tortu~ ' +
      'tostar total tour tours trabajado trabajador trabajar trabajo traba~ tracks tractor ' +
      'tractorar tract~ tradicional tradi~ traduccion traductor tradu~ traer tramitar tramite ' +
      'trami~ transcripcion transcrito transferencia transportar transporte trans~ traslado ' +
      'trasl~ trasplantar trasp~ trastero trastornar trastorno trast~ tratamiento tratar trata~ ' +
      'travesio trave~ trazable traza~ tren tres triatlon triat~ trimestral trimestre trime~ ' +
      'tripulacion tripu~ trivia trivial trivi~ trocar trucar truck truco trueque trueq~ tueste ' +
      'turismo turista turistico turis~ turnar turno tute tutor tutoria tutorial tutor~ ubicacion ' +
      'ubica~ ukelele ukele~ ultimar ultimo ultim~ unico uniformar uniforme unifo~ universidad ' +
      'unive~ up urbanizacion urbano urban~ urgente urgen~ usado usar uso usuario usuar~ util va ' +
      'vacacion vacac~ vaciar vacuna vacunar vacuno vacun~ valor valoracion valor~ van vaquita ' +
      'vaqui~ variar vario vaso ve vecino vegano vehiculo vehic~ vela velar velero ven vencer ' +
      'vencida vencimiento venci~ vendar vendedor vender vende~ vending vendi~ vendo venir venta ' +
      'ventana venta~ ver veranar verano veran~ verbena verbe~ verbo verdad verdura verdu~ ' +
      'verificacion verif~ version versionar versi~ vertical verti~ vestido vestir vesti~ ' +
      'veterano veterinario veter~ vi viajar viaje viajero viaje~ vial vid video videoblog ' +
      'videojuego videollamada video~ viejo viernes viern~ vigilancia vigilante vigilar vigil~ ' +
      'vineta vinilo vino vintage vinta~ violin vip virtual virtu~ visita visitante visitar ' +
      'visit~ vista visto visual vital vitamina vitam~ vivero vivienda vivie~ vivir vocabulario ' +
      'vocab~ voley volumen volum~ voluntariado voluntario volun~ volver vomito votacion votac~ ' +
      'votar voy voz vuelta vuelto wars wattpad wattp~ webinar webin~ wedding weddi~ whatsap ' +
      'whatsapp whats~ wifi wiki yoga youtube youtu~ zapatero zapatillas zapato zapat~ zombies ' +
      'zombi~ zona',
    weights:
      'AP8AAAD//wX/AAD/AP4AAAAAAAAEAP8A/gAAAAAAAAQAAP4AAP8ABwAAAP4A/gAA/wAHAAAA/gcAAAD///7/////Cg' +
      'D/A//9/v/+//8KAP8D//3+//7//wMJ/v3+//7+/wL/Awn+/f7//v7/Av8DCf79/v/+/v8C/wD/AAD/AP8AAAQA//3/' +
      '//3//P//BAsA/wAA/wD/AAAEAP8EAP////7//wT/CRf8/f38+f3+/fz+DgYG///8/vr++PoGAgL3AAgL+vgCAAAAAP' +
      '8F//8AAAAAAAAA/wX//wAAAAAAAAD/Bf//AAAAAwD9AAAAAAACAAAI+f39BQr5+v0K+///AP//C/7/AP/+CPn9/AQU' +
      '9vn8CfkA/wD+AAAAAAYA///9//z//v/+Bf8K//3//P/+//4F/wr//v//+gf///4J/gAABQAAAAD/AP8AAAAFAAAAAP' +
      '8A/wAFBvv7F/36/P78+vsH/fwY/vv+/v76+wf9/Bj++/7+/vr//gH//v/+/v7+DP/+Af/+//7+/v4M//8AAAAAAP8A' +
      'Bf///wAAAAAA/wAF///9Af7+//7+/gQLCAD///0AAAAA/gAHAAAA/QAAAAD+AAgA///9AAAAAP4AAAAAAAAAAAL/AA' +
      'AAAAAAAAD/AwAAAAAAAP////8F/wD/AAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAP///////v8KAP8A' +
      '///////+/woA/wAAAP8A/wQAAAD/AAAA/wD/BAAAAP///QD+///+//8FBv/9AP7///7//wUG/////v////4K//////' +
      '/+/////gr//wAAAAIAAgD/AAAA////Cv8AAP/8AP8A/P//AP8J////AP4P/fr8DPr+Cf33APz//wD/Cf///wD9C/v5' +
      '/AsD/Qj89wD+/wr////+AP//AP8L/f///////////QoG//7+/f/+/gD//////////wAHAP//////////AAcMDv79/P' +
      '79/fz9/QwO/v38/v39/P39/v8AAP8I/v//AAAAAAAAAAP/AAAAAP7/AP//C/3//wD/AAAEAP8AAAAAAP/+/wT//f/8' +
      'Df///f7/BP/9//wN///9AP7//v3//wz+AP////v9//7/Ev///v79+vz8/f4e/f/9AP8A/wAEAAD/AAAA/wD/AAQAAP' +
      '8AAP7+/vv+Axn8/f37/v7++/4DGfz9/fsAAAAFAP//AAAA/wAAAAUA//8AAAD/AP////8AAP///gf//v/9/hT9////' +
      '/AAAAAAAAAAAAQAAAAAAAAAAAAABAAAA/v8AAAAA/wj//wD+/wAAAAD/CP//AP7/AAAAAP8I//8A/wAAAAD/AAAABP' +
      '/+//3+/v4DEP39//7//f7+/gMQ/f3+/f/9/f7+Aw/9AQn/AAT+//v///7/Cf8ABP7/+////v8J/wAE/v/7///+/wAA' +
      'AAAA/AAAAAcAE/z+/vv++/7/BP4T/P7++/77/v8E/hP8/v77/vv+/wT+ABb+/vb9+QnvDv3/FP799v38Ce8O/f8U/v' +
      '32/fwJ7w79AwAAAP8AAAD/AAAAAAAAAAAA/gQAAAAAAAAAAAD+BAAAAAAAAAAAAP4EAAAH/wD//gD/AAAAAAf/AP/+' +
      'AP8AAAAABP/+////////Bv4E/wX//wH////9/wT+BP7+AP/+/gX9/v7+/gH8Cvr+/A7+/v7+AfwK+v78Dv/+//4R/v' +
      '79/v/+//7//hH+/v3+//4A/wD8//8A/wkAAP37/fwe/AL7/f78//z+/R3++/38/v39+/38HvwC+/3+/P77/gb8/vv/' +
      '/QIP/vv+Bvz++//9Ag/+/f78CAn7BAD+/P79/vwICfsEAP78/wb++/3+Af37BAn/Bv77/f4B/fsECf8G/vv9/gH9+w' +
      'QJAAAAAAYAAAAA/gAAAAAABgAAAAD+AAAA/wAA/wD/AAUAAAD/AAD/AP8ABQAAAP8AAP8A/wAFAAP6/fv9/PwP+v0Q' +
      'AP8A/wAABAAAAAAA/wD/AAAEAAAAAP/+//7/C///////Dfz//v79EPz++/oN/P/+/v0Q/P77+v4G/PoO/fr7Awr4/g' +
      'b8+g79+vsDCvj+Bvz6Dv36+wMK+AAAAAAABP4AAAAAAAAAAAAE/gAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA' +
      'AAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAP8AAP/7AAAJAAAA/wAA//sAAAkAAP/+//39/g/+/vwF/gH//v' +
      '3+DP4F/fz9//77+fwc/AP5Af///v/8//z9/xX9///+//z//P3/Ff0AAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAA' +
      'AAAAAAD//f/////9/wH/CgAAAAAAAAAAAAAA//3//////f8B/wr/////Bf/+/v8O+P/0/vsJ+/n6/RkG/vL9+g76+P' +
      'j8KP4A/wD///8A/wUA/wD/AP///wD/BQD/AP8A/wAHAAD+AAAA/wD/AAcAAP4AAAAAAP8A/wQAAAD/C+/2/fJT8/EI' +
      '7vIA/wAAAAAEAP8A/wD/AAAAAAQA/wD/AP8A/v8AAAAEAAAA/wD+/wAAAAQAAAD/AP7/AAAABAAAAP8AAAQA/wAAAf' +
      '8A/wAABAD/AAAB/wD/AAAEAP8AAAH/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/AP8ABv8A/wD/AP8A/wAG/wD/AP8A' +
      '/wD/AAb/AP8A/wAAAP8ABQAA/wD/AAAA/wAFAAD/AP//////////CP///wT/AP8AAP8EAAD9++71Agjw9DsN9vcA//' +
      '//C//+///+/wD///8L//7///7///8A/wAA/////gj//wD/AAD////+CP7////9/hH///3+/wAAAAD/BAAAAAD/AAAA' +
      'AP8EAAAAAP3+///9/hX///39AP//Cf////////4A//8J/////////v////7/CQD///8A/////v8JAP///wD/AAAAAA' +
      'ADAAAAAP8AAAAAAAMAAAAAAP8A///+/wAHAAAA/wD///7/AAcAAAAAAgAAAAAAAAAAAP//B///AP/+AP8A//8H//8A' +
      '//4A//7/AP///wn/AAAACv/9B/38/v7///8F+foAAvULBQ/6+fz9//0B/Rv7/v38Cf8AAAAA/wAAAPwJ/wAAAAD/AA' +
      'AA/AkF+AIK/vb/+vUMAAAA/wAF//4AAAAAAAD/AAX//gAAAP8M//////////7+I/n3/AH8CPv7+/r/DP/////////+' +
      '/v7//v3+/hX+/v39/v/+/f7+Ff7+/f0AAP/6AP//AAAACwAA//oA//8AAAALBf//AP4G///+/v8F//8A/gb///7+//' +
      '//AAD//wUAAAD///8AAP//BQAAAP8AAAAABQD+AAD//wAABQAAAAAA//8A/v4O/wX//v//+f7//v////8M//8A/P38' +
      'Df4D/wr+//n6Dv/////////9/v/+/gsG/f37/Pz9Cgz9CgT8/Pr7+fsJB////gz/+v///v0A/wAFAAAAAP0AAAD/AA' +
      'UAAAAA/QAA//4A//7//v/+/w7//gD//v/+//7/DgAAAAQAAAAAAAD+AAAABAAAAAAAAP4A/gAA/gAA//8HAPv+Cf4J' +
      '//7///7++v0I/gj//v7+Bf4AAAAGAAAA/wD9AAD//wf/AP//AP7/AAADAAAAAAAA/wD//wMG/////wD+/wr9/foc/f' +
      'v7+/37Bf7//RL9/v77/v0Q+/z3Lvr4+fb7+P////7+/v4Q/v/+/////v7+/hD+//79/v78/gH8/Rj+/f0D/PT7OvP1' +
      '+vgAAAAAAAACAAAAAP/9A/z0+zrz9fr4APz/AP8AAAAAAAcA/v7//v/9////D/7+/v/+//3///8P/gABAAAAAAD/AA' +
      'AA/x318vIA9vkH9SAA+/8B/w4A//wA/v8d9fLyAPb5B/UgAAAAAAEAAAAAAAAAAAD/AAAA/v8GAAAAAP8BAAD9/wYA' +
      'Av/++f/+/v///xAC////////////BQL///////////8F/v39JP39+/r7/vz+B/0f/f37+fr++P4H/R/9/fv5+v74//' +
      '8GAAAAAAAAAP///wYAAAAAAAAA////BgAAAAAAAAD/AAAA/wABAAAAAAAA//8AAAD/AAD9CAD//wAAAP8AAP0IAP//' +
      'BwD/////AP8D/gD/AAIAAAAAAAP8/wb/Af////////r////9//4F/gwD+v/8/fr7/QUHDAP2//z9+vv9BAcS//4MFf' +
      '7z/v39/f4A/wAA/wAGAAAA/gD/AAD/AAYAAAD+//8J//7//v//Av4AAAb//wAAAP4AAP/+CAT+/f77/f4I/v0RA/z8' +
      '/Pr8AQX+/wMg/P38/fz6+v7/AyD8/fz9/Pr6/QAFAAAAAAAA/wAAAAAAAQAAAAAAAAAAAAABAAAAAAAA/QAFAAAAAA' +
      'AA/wD//v/+Bv/+//oN/f/+//4G//7/+g39AAAAAAAAAAP/AAAAAAAAAAAAA/8AAAP/AAAAAP8AAAAABv4A/wAA/wAA' +
      '/wAG/gD/AAD/AAD/AP8AAP//AP8I///+/wAA//8A/wj///4AA//8//7//v4L//8B//v+/f7+/hX9AP8AAAAH/AAAAA' +
      'D/AP77/gT6/f4U/P79//39F/v9/gP7/v3//f0X+/3+A/v//wD//f8M///+/f0F/QwP/PsE8/z7/QX9DA/8+wTz/Pv/' +
      '/f/////8//8ADf/9//////z//wANAP8A//8AAAAEAAAA/wD//wAAAAQAAP/+///9/Br+//74/AD9C/8AAP8A/gD8AP' +
      '0L/wAA/wD+AAcA/gAAAP8AAP7/BwD+AAAA/wAA/v8AAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAP//BwAA/v8AAAAA' +
      '//8HAAD+///+/v76//4E/v8RAAMA/wIAAAD//wAAAwD/AgAAAP//AAADAP8CAAAA//8A/fv8IvwCB/r2/Pn/AP4JAP' +
      '8A/wD//////w////7/+f//AAAAAAAAAAAAAAD//v0Y//7+/vj+/wAFAAAA/wD/AAD+AAUAAAD/AP8AAP4ABQAAAP8A' +
      '/wAA/v76//z9Gv79/QD+AP8A////////CP8A/wD///////8I/wAAAAAA/wAAAgAAAAAAAAD/AAACAAAAAAAAAP8AAA' +
      'IAAAAAAP8A/gAFAAAADv7//f7///3/Af8O/v/9/vz+Av8A/v/8/wH+//7//wIJ//z/Af7//v//AgkC////AAX///8A' +
      '/wAAAAAAAgAAAAD/Av////8H//////4BAAD/AgAAAAAAAP4F/gYG/v7+//79/gX+Bgb+/v7//v38Av39FP76/v4D/f' +
      'wC/f0U/vr+/gP9AwAAAAD+AAAAAAAAAAIAAAAAAAAAAAIAAgAA/gAAAP8A///9FP79//79//7//////wj///8A////' +
      '////CP///wD///8A///+//8ACQD//wD///7//wAJAP//AP///v//AAkA//8AAP///v8A/wcAAAD//wD+AAAJ/QAAAP' +
      '//AP4AAAn9AAAA//8A/gAACf0QB/j3AP4A+AQC/wYW9QX8+vn4CfcE//8AAP///v8A/wf//wAA///+/wD/BwYA+wAA' +
      'AAAAAAAA/fz8AgX9DP0K/fj7+fkBAAgJ+Rj79f/8/gX/Av/+/v4H//z+Bf8C//7+/gf/AAAA/wAAAAADAP8AAAD/AA' +
      'AAAAMA/v0F/fz+Ev7+/v3//v///f/9////EAAAAAAAAgAAAAAAAP8A/wAG/gD/AAAA/wD/AAb+AP8AAP7+/vz8BfgE' +
      'Evz9/////P0G/gUF/v4F/vv7BP4M/v0A/gP7AfgB/B37+gf0BP0C/wL9Cfz8B/gAAAAAAQAAAAAAAAAAAAABAAAAAA' +
      'AA//z//f7+/P3+/xn/+//+////Bwf////7//7///8HB///AAAAAAMAAAAAAP8AAAAAAAD/AP//BP8A//8F////AAD/' +
      '/wD//wX///8AAP/8/vsNDwf2+Ab7+P78/hT+/v4H+/38AAUA/wAAAP//AP8AAAD/AAQA/wAAAAAFAP8AAwD+/////w' +
      'P//wP//P///wX88PH6/vj4HhUM+wD/AAb9AAAAAAD/AAAEAAD/AAAA/wAAAAQAAP8AAAD/AAH///7///v//g//////' +
      '////+///D/8B///+///7//4P//////4D//7//wn9AAAAAAAAAwAAAAAAAAAAAAADAAAAAAD/AAD/AP8AAAAE//0H/w' +
      'P//v7+A/3//Qf/A//+/v4D/fr2BwD59fcQH/r8/wD+AAAAAAAABAD/AP0AAAAAAP8J/fr4/wH29vkSIvf//wD+AAAA' +
      'AAAABAAA/wAA/wALAAD7/xb+/Qf7/v39+v79Fv79B/v+/f36/v3/AAD9/wj//wD///8I//////7++/8HAAAAAAAD/w' +
      'AAAAAAAAAAAAP/AAAAAAD/B/8A/wD/AP///AYE+vv8CPkO+v8A/wAAAAD+AAAABQD/AAAAAP4AAAAF/AkB9vb5IPUK' +
      '/fkCAP8AAAD///8G/f//AAAL/v7/AP7+//8AAAv+/v8A/v7//wQK//v//v////8A9wANAAD/AP8A/wD3AA0AAP8A/w' +
      'D/AP///wAABQD/AP4A9/8M/wAE//4AAAAA/wD9AAb/AAD9+vwO+g/7+wD4B/36/A76D/v7APgHAfwADPz9//kJ/QD/' +
      '/g38/v7+/v0ABP/+Dfz+/v7+/QAEAP8A////B///AP8A/wD///8H//8A/wX//wP///////3/Bf//A////////f8F//' +
      '8D///////9/wAAAAAAAAABAAAAAAAA//8H////AAAAAAD//wf///8AAP7+/fn9/v0m+f38AAAAAAAAAwAAAP8AAAAA' +
      'AAADAAAA/wD//wb/AP///wD/AP//Bv8A////AP8AAAEAAAAAAAAAAAAAAQAAAAAAAAAA/wv//QD///7/AP//C//9AP' +
      '///v8A/wD/Bv8AAAD//wD/AP8G/wAAAP//AP8A/wb/AAAA//8A/wD//wcA//8A/////QMAAAAAAAAAAAD8+PpZ9/f2' +
      '+PX57v8I//7/A////v//AA7//v/+/v///v4AAwAAAAD/AAAAAAAO//7//v7///7+AAAD//8AAAT9/wAAAAP//wAABP' +
      '3/AAb/Bf0A+/wH/P0DC/37/v7//P7+/gv//wMAAAAAAAAAAP///w3+///+////////Df7///7/////AAQAAAAAAAD+' +
      'AP8ABAAAAAAAAP4AAAAA/////wb///8AAAkA/gAAAAD//AAFAAAAAAAA/QD/AAUAAAAAAAD9AP8A/wAA/wD/AAAABA' +
      'D/AAD/AP8AAAAEAP4AAP8A/wAAAAUA/gAA/wD/AAAABQAAAAABAAAAAAAAFfsE+gr7Afz8+fsA/wD////+//8ACQD/' +
      'BQAAAAD/AP4AAP8FAAAAAP8A/gAA/wUAAAAA/wD+AAAA/gcAAAD/AAD9AAD+BwAAAP8AAP0A/wD/Cf////3//gD/AP' +
      '8J/////f/+//4A///+EP///vz//gD///4Q///+/AAGAP////8AAP//AgAA/wAAAAAAAP8CAAD/AAAAAAAA/wAAAAAC' +
      'AAAAAAAAAAAAAAIAAAAAAAAAAAAAAP8AAwAAAAAAAAAA/wADAAAAAAAAAAAC/wAAAAAAAAAAAAL/AAAAAAD+/woA//' +
      '//AP/9AP7/CgD///8A//0AAAAA//8HAAD+/wAAAAD//wcAAP7/AAAABAAA/wAAAAD/AP8K///////+//8ABv//AAD/' +
      '//8A/wAG//8AAP///wAAAAAA/wAAAP8EAAAAAAD/AAAA/wQABv8A//8AAAD////+CgQO/f3++/v9/AQCDP76/Pz1FP' +
      'z7+f8JAwAAAAD////4CQwR/fz9+vn9/P///vr+/v4a+/78///++v7+/hr7/vwAAP//AAAABgD9AAD+AAD/AP8AAAAF' +
      '/P7//Qb6CP//Bf38/v/9BvoI//8F/f///wAA/wr///wA////AAD/Cv///AD////////1//8V/wj/AAD/APwAAAD+CP' +
      '8AAP8A/AAAAP4X//n+///99v8F/wAD///+AAj//wD8/gb//v79A///Bv7+CP79/P0L/v0G+f4CBf79/fv+BvwHAP4A' +
      'AAAABQAA//8A/gAAAAAFAAD//xH7Av/7/Pv2CQb8AAoAAP8A/wAAAPoRBQL/+/z69ggG9vr3CPYs+vf09AAMAP4A/w' +
      'AA////B/8A/gD/AAD///8H/wAAAAAF/////////fz8/CQF+P37/fn+/v7+Egf6/vz//P38/PwpBPj8+vz4//0A//8A' +
      '/v8AAAn//QD//wD+/wAACfsa9f72APoQ8AMI+xr1/vYA+hDwAwgAAAAA/v/6AAAM/QAAAAD+//oAAAz9+gAK/wAAAA' +
      'AA/wD6AAr/AAAAAAD/AAAAAP//B////wAAAAAA//8H////AAD//v/+////BAz/+//+//7///8EDP/7/wD//wAAAAAF' +
      'AAD//v/+/f8U//78/P/+//79/xT//vz8AAD/AAD/AP8ABQD+/v8J/f73/v8IB/77/PsHBPv7+xf8/vv8+wcE+/v7F/' +
      'z8Bvv5/PoD/wb7Ef3/Bvr//AAFB/sD/Ab7+fz6A/8G+xEAAAAAAAD//wQAAP/8/vz8/Rf9B//5/////v//A/7//wj/' +
      '/f/+/f8K/gj/+/37/fr6/Bn7Cf0B//3+/f4I/v3+Dfz9/Rf7/f78+/wABf39F/v9/vz7/AAFCA7//f4J/fv7/fgM+v' +
      'r8APv8AAUCBgz6+vwA+/wABQIG/wD//v7+/P7+/hIUCPn5/gT5+////v////7///8O//3//////v///w7//f//AAT/' +
      '/wD/AP8CAP8ABP//AP8A/wIA/wD//v7+/P7+/hIA/v/9/wv////////6/iIB+/z9+v37AP4AAP8A/wD//wcA/gAA/w' +
      'D/AP//BwD///////7///8KAP///////v///wr/AP8ABwD9AAAA//8A/wAHAP0AAAD/AAAAAAAAAP8DAAD99/0T/AL7' +
      'Evv8+v33/RP8AvsS+/z6AAAAAAAAAAQAAP4AAAAAAAAABAAA/gAAAAAAAAAEAAD+Bf/+/f/9/f//Cv8F//79//39//' +
      '8K//////8AAP7//wn//////wAA/v//Cf8A/wD/AP4G/wAAAAD/AP8A/gb/AAAAAP8A/wD+Bv8AAAAAAAAJAAD/////' +
      '/AAAAAAAA/8AAAAAAAAACQAA//////wA/wMAAAAAAAD/AAD/AwAAAAAAAP8AAAAAAAAD/wAAAAAAAAD/AAQA/wAAAP' +
      '4B//n+/v8ICP///QL9FP36+wMD/P39Af0T/P37AQP8/QUAAAAA/AAAAAAABQAAAAD8AAAAAAD+A/4L/f37/PwCB/4D' +
      '/gv9/fv8/AIH/gP+C/39+/z8AgcA////////Cf///wD///////8J////AAAAAP8ABgAA//0AAAQAAP8AAAD/AAAAAA' +
      'D/AAYAAP/9AAAA///+Cf////8AAAD///4J/////////wr+/v4D/v/+////Cv7+/gP+//4AAAIAAAAAAAD/AAL+/v7+' +
      'D/7+/v7+AQAG//8A/////v8A/wX//wAAAAAA/wH/C/7//////v7+AAD+//8A/wAGAAAACwD7AAAAAP8A/QALAPsAAA' +
      'AA/wD9AP3//wD/AAAABwAAAAAFAP//AAD/AAAA/v//AP8ABgAAAP3/BP/9////BgD++/39AQwGB/v9+wAAAAAAAAAA' +
      'AAAAAP//Cf////////79+vwHAQsFBfv8+QD/AP//AAAABgD//v4X/fv///7+/v3+/hf9+////v7+/f////8I/v3/B/' +
      '79AfsDA/39/RP8/Pv/AAD//wD/CP/+/////wT9/v4T/P37BPv+/hb+/P3+/v0E+/7+Fv78/f7+/QL6/QIT/PoQ+vv4' +
      '///+/P/+/hP8/v8AAP//AAAA/QAABwAA//8AAAD9AAAH+xH29v/wBPn69iwEEPX0/fD/+QD1KgAABv//AP8AAP////' +
      '8FBf/+//////4AAAAAAQAAAAAAAAj7/wj9Afr+Bf39D/39BP7+/fr/+wUC/RIQ+fz8+vr7/gP9FRD6/P36+vv5Av0S' +
      'EPn8/Pr6+/4P/P0E/f39Af76BP/9/QwN/v39/fz9//39DA3+/f39/P3//v///g/9/////f/+///+D/3////9Bv7+/v' +
      '3///39DP4G/v7+/f///f0M/gD+AP8AAP//AP8GAP4A/wAA//8A/wb///8P///+//n//wAAAP///wAAAwAAAAAA/wAA' +
      'BgD/AP4AAAD+//8FAAIA/gH/BP3/Bv//////Af8E/f8G/////////P79Bvz9Bwj//f/8/v0G/P0HCP/9CPr9APz8+x' +
      'z8/PsAAAAAAAAAAAADAAH3/Pv7AxD9/AgDAff8+/sDEP38CAMA9/z7+wMQ/fsLAgAAAwAAAAAAAP8AAv8CBf8A////' +
      '//wC/wIF/wD//////AL/AgX/AP/////8//4D//8F//////8EAAAAAP8AAAD+AAQAAAAA/wAAAP4AAg/8+xj8+fsB9f' +
      'gEAAAAAP8AAAD+AP4N/vz9D/v+/f38/g3+/P0P+/79/fz+Df78/Q/7/v39/AAAAAD/AP8AAAT///4E/P/+/vz//w3/' +
      '/gP8//79/P8DDPn/Ev////////z///0AAAAAB/8AAP///QAAAAAH/wAA///9AAAAAAf/AAD//wAFAAAA/wAAAAAAAA' +
      'QAAP8AAAD/AAAABAAA/wAAAP8AAAAEAAD/AAAA/wAA////AAD/BgAAAAD///8AAP8GAAAA/wD///8A/wD/AwT/AP//' +
      '/wD/AP8DBP8A////AP8A/wME//7+A/38/v0R//7//v4D/fz+/RH//v/+/gP9/P79Ef/+//z//Pz+/f8Y//wA////AP' +
      '//B////wcA/wD8AAAAAAAA/xv9/f3+/P7+/v3/G/39/f78/v7+/f////8BB/7//wD//////wEH/v//AP8AAAEAAAAA' +
      'AAAAAAD+AP8AAP4AAAAIAP4A/wAA/gAAAAgA//8A/wAA/wAG/wD//wD/AAD/AAb/////Bf///wf9//7///8F////B/' +
      '3//v///wX///8H/f/+AAADAAAAAAAA//8AAAMAAAAAAAD//wAAAgAAAAAAAAAA//8DAAAAAAAAAAD//v////8Q/v//' +
      '+//+/wIF//4C/wD///3//v7///8P/v7/+///A/79AQ7+/v/+/////xD+///7////D////v/5/////wMAAAAAAAAAAP' +
      '///wn/B/76/v//////Cf8H/vr+//8AAAAAAAAAAAAAAAAAAAAAAAAAAAAA/wv+/Qz+/P4D+foAAAD/BgD+AP//AP7/' +
      '/fz/AAv//wP/CPr9APz8+xz8/Pv////+/wL/CP7//vkC+PX49x32/yH1+QL49fj3Hfb/IfX79vj7+Pn3HiL5+gAAAA' +
      'QA/wD//wD/AAAABAD/AP//AP///////wn+/////wAAAP8E/wD/AAAAAAAA/wT/AP8AAAD7+vXsB0f67Qn78QAAAP8A' +
      'AAD+B//+AAAA/wAAAP4H//7+/P38/AP9Hfj+/f78/fr8A/0bAP37I/31/f3//P7+/v1G+QoF+fD08PMG62r2/wL27+' +
      '/u8QToB/39/v37Dfz9CvoH/P38/QAM+/wK+gf8/fz9AAz7/Ar6AP8AAAAAAAAA/wUA/wAAAAAAAAD/BRny9Ab68f8L' +
      'IfzpAgAAAAAA/wAAAAAA/wb/AAAA//8A/wD/Bv8AAAD//wD/AAAG//8AAAD+AAD7+wP8Lf36+/n5+/r+/P4W/v////' +
      '/+B//69/359QIR/Q/+Bv7+AQv6A/gK9v0N+/n+A/cAAQUD/Q37+f4D9wABBQMA/v8C//7///8AB/gCBAP4/fv+/hn5' +
      '////CwH+/v////7///8LAf7+/////gD//////wv//v3/Cf0A//4AAAD/AP8J/QD//gAAAP8A/wAJAAD/AP4A/wD8/g' +
      'n9+/z7B/wV/PYDAAP//////wD/AAMAA///////AP8A+/YEAfL49/v3+T4A/w3+/////v///QAABAAAAAD/AAD+AAD/' +
      'AAYAAP/+AP/69RD/+Pf2+PP4Ofv8AQb9BAD/Dfr6A/oAA/wI//8K/fgD+gAD/Aj//wr9+AAAAP/+/wkAAP3+AAAA//' +
      '7/CQAA/f4A/wAA/wAHAAD//v/+AP3///7///8M//4A/f///v///wwAAAAAAAAFAAAA/QX/Bv/9//7//wH+/wAH//8A' +
      '////////AAf//wD//////wD//wf//////wD+AP//B///////AP4AAP4AAAAA//8FAAAA/gAAAAD//wUA/v4C/f/+/v' +
      'n+/hT+/gL9//7++f7+FP7+Av3//v75/v4UAAAAAAEAAAAAAAAAAAAAAQAAAAAAAP//AAD+//v///8M/AIE+v/8CPsB' +
      '+ggA/f8DDP39/wT8+/8AAP//AP8I//7/+/4D/Ar4APoF9hD///4E/gQD+QT///78/Qn9CP39C/72/fv8DvwMAfUP/f' +
      'X5+wL++vkV+P70Ghb7+P0G/fn9/v4F/gAAAAQA/wAAAAD+AAAABAD/AAAAABT7+P0K/fj9/v4E/vsAFPv9/Ar6/P/8' +
      'AgT6//wI+wH6CPwCBPr//Aj7AfoI/v72/xj//f/+//8AAPcACwAA/wD/AP7+9v8Y//3//v//AAAAAP//AP3/BgAABg' +
      'D///8AAP//AP35+v0G+PkTFvn5Af7/Cf/9//4C/////wD+Cv8A//0AAAD///8K/////f//AAAA/wAA/wX/AAD/A/79' +
      'CQv+/vMB/fsW+Pz8DPbvJ/vtAPsA//8NAAD8AP8A/wr9//////7//wAAAAAAAAAAAwAA9w/6+xH+6wE58OIAAAAAAA' +
      'QA/wAAAAD///7///8N+wD//////f8D/w37//4AAAX/AAAAAAD//wAABf8AAAAAAP//AAAABAAAAP8AAAAAAAAEAAAA' +
      '/wAAAPr7+QMP/P/7BQAFGP7+//77+/7///0R/gb6BPX48/v6FwX/Bv////7+/////v////8N/P7/AP8h+wv4Af3v7v' +
      'r5EwD9//4ABwAAAAAAAP3//gAHAAAAAAD+/v79GPz9+gb9+/8AAAX/AAD//wAA/wAABf8AAP//AAD7Bf/4Dvn59CP6' +
      '+AAAAAAEAAAA/wAA/wH/AgD//v8G//76Bf7+Eff28if59QAHAP7//wAA/wD//xL//f7+/v3+//7///4I////A//+/w' +
      'X+/wAAAAAAAAD/AxD9Bfz8/QD9/fz8+f8I/Pz6Ivn7+/z5/wj8/Poi+fv7/v39/P39/B78/vv+/f38/f38Hvz++wIE' +
      '/v7+Df7+/v3+/v7++/wE/P79Fv4AAfz5+xH6+/sT/P//AAD/APQAAPwTAP8AAAAAAAAIAPsA///+/////f4M//////' +
      '7//v/9Bgz6AAAAAAAAAAAAAAAA/wAAAAAAAAD+BQAAAAAAAAAAAAAAAP8AAAAAAAAA/gUCAP8I//7///0A/wIA/wj/' +
      '/v///QD/AAD///8A//8AAAUAAP///wD//wAABQL7/Pr9/Pv7Kv72/wAABgAA/wD+AP8B+vsA/fv7+ij+9f/7/wn8Cv' +
      '7/A/37/P8A/wAAAAAABwD/BwAA/v//AP//AP////7+/vz//wYK/////v7+/P//BgoAAP///wf///////r//AX4Dvj8' +
      '/wkEAP8A/wAFAAAA/wAA/wD/AAUAAAD/AAD/AP8ABQAAAP8A/wAD/v////3//wf/AAP+/////f//B/8AAAAAAAMAAA' +
      'AAAAAAAP8A/wAAAwAAAP8AAAAAAAACAP8A////AAL/AAX/D/z8+wD7Fv3++foP/Pz7APsW/f75+gMAAP8AAAAA/wAA' +
      '+/7//hD++/79/Ar/AAYA/wD///////v+//4Q/vv+/fwKDPkB+A75EPr59AP9///9EgH9/v7//hH8/Qf9/v7+/P7+Mv' +
      'j8+/r9/fwA9vn//////v/+//4ADQAAAAD9AP4AAP8H+PfzDiD9A/f59gg78vj9BPv19/nyCf//AAgA////AP////8A' +
      'CAD///8A//8BAAAAAAAAAAAAAAAEAAAAAAAAAAD9/wr//v3/////AAD/DP8G/P/+/v///AAAAP//Bv///wD/AAAA//' +
      '8G////AP8AAAD//wb///8A/wAAAAQAAP//AAD/AP8A//4A/gD//wgA/wD//gD+AP//CAv9//7+/vv//wb+Bgf///sA' +
      '//////3z8e7tEfsj7+0sCfsE/v4H/gL+/vsF/vnr7A/3HOvpLQ8M/P/+//7//Qf//AwG//0C/v7+/v38GAP++wH8/P' +
      'sF/PcA//8HAP///////wD//wcA////////AP//BwD///////8E/v/+B/7+/f8G+wP+/v0G/v4G+wb7A/7+/Qb+/gb7' +
      'BvsAAAD9AAAAAP8GAAAAAP0AAAAA/wYAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAwAAAAAAAAAAAAADAAAAAAAAAA' +
      'D6AAn+AAAAAAD/APoACf4AAAAAAP8AAP7/Dv////3//v76////AAAMAAD/AAIAAAAAAAAA//8A/P///wAACwD//gD/' +
      'AAD////3AAD9EAcHAP///v7//f/9///+/f4U/f79/v///f/+/v4G/Qr//wD/AP8AB/4A/wAA/gj++/wADvkH/vn///' +
      '/+//v//Q8A/wQB/fb6Ev73E/v5AP8A//8AAAAGAP8B/AEC/P75/gn+CAD/AP//AAAABgD/A/4BBP7///8E//3///8E' +
      '/////wX//v//AAD/AP8AAAAF//8AAP8A/wAAAAX++/7+/BEN+/z9/QAAAP4AAAADAAAAAAAA/gAAAAMAAAD+/AX+/f' +
      '79/QMGBP78BP39/vz9AgUK/vwE/f3+/P0CBQr5/QwK///+/f/+/vn9DAr///79//7+/f77/Rn+A/3+/fwAAAAAAQAA' +
      'AAAAAP8A/v8IAP//AP//Av0F/f79/v7/Cv3//vz/AP7/AP8N/wL9Bf3+/f7+/wr9AAAA/wAE/wD/AAAAAAD/AAT/AP' +
      '8AAAAA//8IAP8A///+AAD//wgA/wD///4A/wD///8I/////v/+/v////7+/w7///7+/////v7/Dv8AAAAAAP8ABP8A' +
      'AAD/AP8ABQAAAP8AAP8A/wAFAAAA/wD/AAAA/wAGAAD9//8AAAD/AAYAAP3//v7+/goK/P7+/v7+/v7+Cgr8/v7+/g' +
      'AAAAAA/wAE/wAABf8D/v7+B////v0A///////+////CgAAAAIAAAAAAAAAAAAAAgAAAAAAAAAA///////+////CgD/' +
      '//////7///8KAP///wj///////8A//8ABgAA/wAA/wD//wAGAAD/AAD/AP4AAP//Cf8A//4A//8O/wD/+P///wD//w' +
      '7/AP/4////AP//Dv8A//j///8A//8O/wD/+P///xv8/v36/v7//vz/AP//CwD///8AAPoA//8LAP///wAA+v79C/r9' +
      '/P0NBv74//7/GP78/vv9//7//f4V/fsJ+vz++//9/hX9+wn6/P77AAf///8A/v//AP//BgD//wH///8A//8M///+Af' +
      '7+/v//AP///wD/CQD//v8A////AP8JAP/+/wD///3///0P///8AP///f///Q////z//wv//////v////8CBfz/DP79' +
      '/v79/wIF/P8M/v3+/v0AAP7//wD/AAYAAP0X+/z8/fr7+hH8Afz8/An+/g0C+v3+/v///v7+//8O//z8EPz6/v4MAf' +
      'v9/BH29wT59gf7Gfj8/wAAAAAAAAAH//z/AAAAAAAAAAf//P8AAAAAAAAAB/8L+O3wN/wN/u7xA/8KAP/+/////f0D' +
      'AAD//wAA/wAFAP/79/f2K/oD/vf6C/37/hr8+/z8CP77//8A/wv//f8A//7//f/9/QYI///////9//39Bgj//////g' +
      'X+APz9//z6+xf///////8D/wb//wUD+f36Av37AvoS/QT9//v8AfwA+xX//wb+/v/+/v//Cf//Bv7+//7+//8J//8G' +
      '/v7//v7//wkA/wD/AAIAAQAAAAD+/wj/////AP//AP8A/wACAAEAAAD//f8I/wL/AP///ggL//v7/PYI/PYMBf3///' +
      '///QP9/wYNCP76+vzzCvj1Ev8AAAYAAP///wAA/wAABgAA////AAD9+/76Ofz4+/T6+gEABP//AAD/AP8A/P8AAAAA' +
      'AAAAB//8/wAAAAAAAAAH//8N///+/////v///w3///7////+//8GAfsAAxr6+fr7+QQB+Pz+P/P29Pb2/wAAAP8ABg' +
      'AA/f//AAAA/wAGAAD9//8AAAD/AAYAAP3/AP8A/wcA/wD+//8AAP/+AP8ACP7/AP////7+/wr+//8C//8A////B///' +
      'AP///wD///8H//8A/wD//wn/AP///QD/AP//Cf8A///9AP///f///wD//gIABwAAAAAAAAABAAAAAwD+AAAAAAAAAA' +
      'AAAAD///4A/wcA/hn+/Ar7/f38+/v7AAAABAAAAAAAAP7////+/v//Cv//AP////7+//8K//8ABPj4+g8e+fv5/fv/' +
      '/wj/////////////CP//////////AAAA//sAAP8IAAAAAAD/+wAA/wgAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAD+CA' +
      'P/+f8I/AD+/wD///4K////////AP///gr////////+/QT//wD////+B/79BP//AP////4HAAD//gAA////AAf8BgAA' +
      '/wAAAAD/AAAAAgAAAAAAAAAAAAACAAAAAAAAAAD8BgIA/wAAAAD//wAAAP8EAP//AAD///8A/wj//v//AP//////DP' +
      '/9/////wAAAAD/AP8AAAQAAAAAAP8A/wAABAAA/wn//AAA/wD/AAD/Cf/8AAD/AP8AAAAAAAUA/wAA/gD8A/v69/wf' +
      '+wH7BQALAP////v//wD+AAAI/////v////8AAAj////+/////wAA/v//AP8ABgAAAAgAAP8A/AAA/v8ACAAA/wD8AA' +
      'D+/////wQAAAP/AP/+/////v//D//9/v7////+//8P//3+/gAAAAAAAAAAAAAB/wn+/wX/////+v//Cf7/Bf/////6' +
      '/wAAAAAAAP8ABAD/AAAAAAAA/wAEAP8EAPz//wD+AAX/AAD//wEAAAMAAAD+A/4H/vz/Cv7+/P4H/QP/+/4M/QL7+/' +
      '8A//8G/wD//wAA/wD//wb/AP//AAD//v///v8K/wAAAP/+///+/wr/AAAA/////hX////0///////+Ff////T/////' +
      '//4V////9P//AAEAAAAA/wAAAAAAAQAAAAD/AAAAAAABAAAAAP8AAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAP0DAP' +
      '//AAX//////BP//v7+Av7//f0A//8L/wH///8A+v//DPr/BP/+/v///wz//////////v76HQgB+wL/+vv69f8A////' +
      '/wD5DP//Bv8H/AH+/gX+/f0F/gb8AP79/gr8/QAA/gcAAAD/AAD9AAD+BwAAAP8AAP0MAP3//wD//////gwA/f//AP' +
      '/////+//b///8A/wT//w4AAAD/AAD/Bf8AAAAAAP8AAP8F/wAAAAAA/wAA/wX/AAAAAAD/AAAA/v8GAAAAAP8AAAD+' +
      '/wYAAv///v///v8AB/8C///+///+/wAH/wAAAAD/AAYAAP/+//8A////+///AAwB/f/9/f8A/v8FCQAAAAADAAAA/w' +
      'AAAAAAAAMAAAD/AAAA/wD//v/9///6EAD//////g3////9//3+/gD9Cf7++A0AAAD/AAAA/v8GAAAAAP8AAAD+/wYA' +
      'AP8ABv0AAAD/AAAA/wAG/QAAAP8AAAD/AAb9AAAA/wAAAP8ABv0AAAD/AAADAAAAAAAA/wAA/wMAAAAAAAD/AAD/Aw' +
      'AAAAAAAP8AAP8AAAD/AP//B////wD+AAD/AP3/AAAI//7//////Af//wf//v79Gf79/fv+/v/+/v0Z/v39+/7+APwA' +
      'AAv////9AP/+/wD+BwH+//4G/gD+AP8F///++wAH/fkA/Rf//Pz2BQT3Lg3s8vYr6O7++v///////wz/A//5//8G//' +
      '7/Cf///vz+/gT+/f4V/gL99fMQ5/n0+hr75gQwAP8AAAACAAAAAAAA/wAP//7///oA/gD/AAAAAgAAAAAAAP8A/wAJ' +
      '/v3/AP//BP8G/wf+/f7/+gD/AP8ACf79/wD/AP////8KAP/8/wAA/////woA//z/AP76//7+/xz+/v36/vr//v7/HP' +
      '7+/foL//7+/wH//////wAAAAUAAQD////+AAAABQABAP////4AAAAFAAEA/////gT8AxT4A/gJ+/70//7/Cv//AP8A' +
      '//8E+QMe+AL4CPr+8vz8/v0i/QD7/Pz7//8A/v8K/////////wD+/wr/////////AP7/Cv//////AP8DAAAAAAAA/w' +
      'AA/ggA/////wD/AP8ACv/////////+/v0N+/77/Q79/v7/Af///wj+////APz9Gfj8AvoM/Pv8//39/v7//w///wAA' +
      'AP8JAAAA+wAA/wAA/wkAAAD7AAD///wDCv/9//////8DBgcD/v7+/f39/gAECQL9/f38/QP9AgEKDfz7/fz8/P3///' +
      '/7/v/+CQb//QD///z+//8FBwD9////+/7//gkG//0AAAAAAAP/AAAAAAAAAAAAA/8AAAAAAAAAAAAAAAACAP8AAAD9' +
      'AAAAAP8GAAAAAP//AP/9/wr9/////P////0AEP0A///8////////CwD///z///////8LAP///P///////wsACAIBAf' +
      'n9+gv9/AAIAgEB+f36C/38Cf/5/////f//Cv0AAwAA/wAAAP8AAAgC+f////3//gr9//8AAAUA/wAAAAAAAwD/AwAA' +
      '//8A//8C//8H//7+/wD/AAAAAAQAAAD/AP8AAAAABAAAAP8A/wAAAAAEAAAA/wD/AAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAFAAAAAP8AAAD+AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAUA//8AAAAAAAQA/wAAAAAA/wAAAAAFAP//AAAA' +
      'AAAD/wT/////////BP//DP///v7//P7///4O//7//////f4T//z9/vz+/f0GARH7Ffv8+fv79wEA/wAAAAAAAAMAAP' +
      '////3//RD////8/gb//g79/v/9+//+Bv/+Dv3+//37//4G//4O/f7//fv/CfwN/f39Bf3+/PwJ/A39/f0F/f78/An8' +
      'Df39/QX9/vz8/AEBBP39+/sL+wj8AQEE/f37+wv7CAAA//8AAAAABAD/Bv39/Qv+Bv7+/voG/f39C/4G/v7++hH+//' +
      'r6/gn+/v/+Ef7/+vr+Cf7+//7//f38/P36+x38BAAAAP8DAAAAAAD/AAAA/wMAAAAAAP8A/wAAAAAEAAAA///8/vr8' +
      '/SL9/v37AP8AAAAABAAAAP8AAAQAAAAAAAD///3+///9/hP///78AAAA/wX/////AP8AAAD/AAIAAAAAAAD/C/3///' +
      '//////AP8L/f////////8AAAAAAAIAAAAA/wAAAAAAAgAAAAD/AP8AAAAAAAADAAD7/gAAAAAAAAAJ//79//3+/gD9' +
      'Dgf7//8M/v7///////8A/gAA//8J/wD//gD+AAD//wn/AP/+/wb+////AAIE//z/Bv7///8AAgT//P/+AP/+/wr///' +
      '8AAP///////wwA//sAAAAAAAAFAAD9AAAAAAAAAAUAAP0AAv8H//////////4C/wf//////////v/+//8P/////vv/' +
      '//7//w/////++/8AAAD//wQAAP7/AP//C////v////////8L///+/////////f7+/f79/gYQ/P/9/v79/v3+BhD8AA' +
      'AAAQAAAAAAAAAC/f4M/////v/+/gL9/gz////+//7+//7//v8N/f0I/voA/wD//wX/AP8AAAD//wYAAQD+/wD///3+' +
      'A/0T/PsG/fn//wz+/v////////8A//8H////AAD//wAAAAD/BAAAAAD/AP//B////wAA/wAAAAMAAAD/AAAAAAAAAw' +
      'AAAP8AAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAAAABgAAAP8A/QAAAAAGAAAA/wD9APn2+vP3Ji339/nz+fb68/cm' +
      'Lff3+fMA/////////v8K////Cv3//////gD///4B////////AwQAAAQA/wAAAAD///78D/v9/f38/A0C8fwi+/z+/Q' +
      'UB/Pv8/wgAAAAAAAD///8A//////8J//3//wD//////wn//f//AP//////Cf/9/wAAAP8AAAAE/wAA//////77D//+' +
      '/////v/+/fsa/v77/QD/AP//AAv///z+//7//v37Gv7++/3+/wEAAAD/AAAEAP7/AQAAAP8AAAQAFAD0///8////AA' +
      'AUAPT///z///8AABQA9P///P///wAAAAAEAAAAAAAAAP8AAAQAAAAAAAAA/wAABAAAAAAAAAD//wAA/wAAAAAGAP7/' +
      'AAD/AAAAAAYA/gAAAP//AP//BgD/AAAA//8A//8GAP8AAAAAAAABAAAAAAD/AP///wf//wD/AAAAAAAAAQAAAAAA/w' +
      'D///8I/////wAAAAAA/wADAAAA+QAK/wEAAAAA/wD5AAr/AQAAAAD/APkACv8BAAAAAP8A/////////wn/////////' +
      '////Cf///wD///3//wv////9AP///f//C/////0AB///Bf/+//7+/gAH//8F//7//v7+A/P4AAH9Avz9HPwAAvYG/v' +
      'v9+vwZ+/0P/gb9/vv///3/AAL2Bv77/fr8Gfv9//8B//7//Q/+/wfw+QsH//MH8iPwFP0G/Pr+/gP9+f4V7f8JAPvw' +
      'B/4a7QAAAP8A//8G/gD/AAAA/wD//wb+AP8AAAD/AP//Bv4A/wAAAP8AAAUA/wD/AAAA/wAABQD/AP8AC/7+///+//' +
      '///v0HHPz9/vz8/Pz6AQQO/fr7+/39DPv+Cin59/n3+fkI9QAAAP///gD/BwD+AAAA///+AP8HAP4AAAD///4A/wcA' +
      '/gD//woAAP7//wD8AP//CgAA/v//APwAAAD/AAAA/wUA/v77/Pr8+/v5JP0F/vv8+vz7+/kk/QX+/f78/f36/Rb+BQ' +
      'MAAP8AAAAAAP8AAf39/P39+v0W/QQAAAAA//8EAAAA/wAAAAD//wQAAAD/AP8A////Cf////0A/wD///8J/////QAD' +
      'AAAAAP8AAAAAAAMAAAAA/wAAAAAAAAAG//////8A/wD/AP4AB///AP8A/QL//v4EBf79Bf78AP4C/AsD/fwE/QACAA' +
      'AAAAAAAAAA/w3////9//7///7/Df////3//v///gAABf8AAAD/AAD/AAAF/wAAAP8AAP8A//8EAP///f8F/wAAAAAA' +
      'AQAAAAAAAP//BP8B//3+Bf/++/0A+xb+/wf8+f77/QD7Fv7/B/z5AAAA/wACAAAAAAAAAAD/AAIAAAAAAAj+//////' +
      '7/Bf/8CP7//////v8F//wD+/n6Bvv5FvoJ/AP7+foG+/kW+gn8F/j4+Pr5+RP7DfgD+/n6Bvv5FvoJ/PwOC/36C+/5' +
      'BAf1A///AAAAAAAAAAACCwr8+g/v+QIG9P39//7//xP//v3//gL8+fz6K/r7+/kA//////8I///////7/Q7+B/n++g' +
      'f+//v9Dv4H+f76B/77BAIA8w4u7vUD6gD/Cf8A//////7/AP8J/wD//////v8A/wn/AP/////+/wv9/f8C////////' +
      'Awgo9wX69fj5+PgL/f3/Av////////r7J/oH/fr7+/v6AAAFAP8AAAD///8AAAUA/wAAAP/////+/////w3///79//' +
      '7/////Df///v3//f4T//3+/f///f/9/hP//f79///9/wAG//8AAP///wABFvf9Bvv9+gX5AP8c9PcB9vkW/wPyABb9' +
      '/AX6/PkF+AAAAAAAAPsAAAAHAAAAAAAA+wAAAAcAAP4A///+AAAHAAAA/gD///4AAAcAAAAABP8A/wAAAAAAAAAE/w' +
      'D/AAAAAAAAAAT/AP8AAAAAAP///v/9////Dv/9//8C/v3+//8N//3/Df8B/v//AP7/+/8N/wH+//8A/v/7//7+/v/9' +
      '/hf+/Pz//v7+//3+F/78/P/+/v7//f4X/vz8////////DP/7//////////8M//v//wAH////AP7//wD//////////w' +
      'D//wf/////////AP//B/8A+gz7HPb4/QL2/wD6DPsc9vj9AvYA//8F////Bf///gD//wX///8F///+Fw37E/n39/v6' +
      '+vgA/wAI/wAA/v8AAAD/AAj/AAD+/wAA/f7/EP/+/v////8AAwD+AAAAAAAAAP////7/Cv4A//8A/////v8K/gD//w' +
      'ATC/ko9/7y9vb49f/9/wL///4O///6//3/Av///g7///r8APwH/xf7+vcG+fwA/Af/F/v69wb5AAAAAP0A/wAABgD+' +
      '/v4D/g3//f7//wD/AAQAAv/+/wD//v7+A/4N//3+//8AAAD/AP4F/wAAAAAAAP8A/gX/AAAA//8C/v8J//////4AAP' +
      '8C/wP//wAA/wAA/wL/A///AAD//v8AAP8I/v//AAD//wL//v/9////CQD//gYA//////8CAP///v7//wz+AP79/P8D' +
      '+wb5Cfz+CP/+//8AAwD+/wb+//7//wADAP7/Bv7//v//AAMA/v8G/gAA/wAA/wAAAAIA////Av/+/v79/w3///8C//' +
      '7+/v3/Df8I//7/Av4C/f/+/wj//v8C/gL9//73CgL3BPgK9vsV+f8I//7/Av4C/f/+AAAI/////v////8AAAj////+' +
      '/////wAACP////7//////fz8BAH/+PoFDAUAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAcAAAD+AP///wAP/////v/z//' +
      '4J/v8AAP8A//z//wn/D/////7/8//+Cf4P/////v/z//4J/gH//wj///////7/////AAAA/wAABQAB//8I///////+' +
      '/wD//wf////+/wP/Bwv+/v3///7/+/8HC/7+/f///v/7/wD7/v7//hH//v//AAYAAAAA/QAA////Af7+//4O/v7+/w' +
      'X9AP/+//v///4KAAAACP//AP79AAAAAAAI//8A/v0AAP////3///37/v8S/////f///fv+/xL/+//9//7+Fv///P76' +
      '/vr+/fwR/f4O/AEBCgX++PsV+vQCEPr++BD2+v8E+gIS+wEAC/b79gT6/hH7CQMU7fUJ/e0AAAAEAAAAAAAA/Qr//g' +
      'D+/wD///7//xH+C/79/vv7/vv/Ef0P/v3++/r++v8R/Q/+/f77+v76//8A/gf///7//wQAAAAAAAAAAv8AAAAAAAAA' +
      'AAAC/wAA/////f8Q/////f8AAAD/AAIAAAAAAP/+//z/Ev7///z/BPUD9vL7+g0NDv///wAAAf8DAAAAAP//AAAB/w' +
      'MAAAAAAAD////8//8KAP8J//79/////wT//wn//v3/////BP///vf99fxD9/X8/Pb/AAb//////wD///8ABv//////' +
      'AP////7+Df8A/v7///8CAP4AAAAAAAAAAAIA/gAAAAAAAAAABPr9+gb5/QEK/gYE+v36Bvn9AQr+BgAAAP8AAwAA/w' +
      'AAAAAA/wADAAD/AAAF////AAAAAAD/AAX///8AAAAAAP8ABf///wAAAAAA/wAA/wAG/////wAA//8L//0A///+/wD/' +
      '/w7+Av/+/v3+//7/Df4H/v39/f/+/f////3+D/7//f//AAAABQD//wAAAAAAAAAFAAAAAP///v/+/wf9Df3//P/9Af' +
      '//C//8//////8B//8L//z//////wAAAQAAAAAAAAAAAAABAAAAAAAAAAAAB/8A/v/6/gAG/wAP///////++//9AP8A' +
      '/v///wAHAAAA/wAACAAAAPoAAAD/AAAIAAAA+gAA/w3//Qb+/v79//z+/vkD/v4D/v4T+f7++QP+/gP+/hP5/v75A/' +
      '7+A/7+E/kABgD+/wL///7///j/C/sf/fv8/Pj7///+/gn7/v79Cf/4/wv7H/37/Pz4+/f+Cfom+Pr6+gL6/wD///8N' +
      '///7//7//////w7////7////////Dv////v///////8O////+////wAG/wAA//4AAP//AAb/AAD//gAA//8ABv8AAP' +
      '/+AAAAAAD+APn+AAAADQAAAP4A+f4AAAANAP8AAAADAAAAAAD9BP79CAX8/f79A/0A/fsHBfz8/PwP/QT+/QgF/P3+' +
      '/QP2BvkF/fT/+x71B/36/gAF/QMB/v0L8wD2BQLxAv0c8xL+/v8E/v3+BAn+/P////3+//8S+v///////f7//xL6//' +
      '8AAP8J/wAA/P8A/wAA/wn/AAD8/wD/BPz6/v/9A/79AAwE/Pr+//0D/v0ADP8AAP7/AP/8/wALBQD//f////v9AAr/' +
      '/////wD//wr//Qz5/vj+/voK/P0NDPn++P7++gr8/Q0IEff4Af7xAPUBEggR9/gB/vEA9QESAAAA/wAAAP7/BgAAAA' +
      'D/AAAA/v8GAAX+AP8A/wAAAAAABf4A/wD/AAAAAAADAAD/AAAAAAAAAAIA/wAAAAAAAAAABf///wAAAAAAAAAA/v8H' +
      '/////wAA/wD+/wf/////AAD/Bv78/gP//P7/CvwG/vz+A//8/v8K/AAAAAD/AP8AAAT/AAAAAP8A/wAABP8H/wP+/v' +
      '/9/v4J+wf/A/7+//3+/gn7AP8AAP8ACwAA+///AAAAAAADAAD/AP8AAAAAAAMAAP8AA/r++v39/RsB/fsD+v76/f39' +
      'GwH9+wIAAAAAAAAAAAAA//7//////f8ADP0C/gD/AP///wf//wD///4A////AAj/C/wGCfwI9QT6+vj///v//////v' +
      '8O/wv8Bgn8CPUE+vr4///7//////7/Dv8d//r9/v7+9v///wwA+QAAAAD///4AAwAAAAAAAAAA/wAr//P8/f7+9f78' +
      '/gD/AAD//gcAAP7/AP4A/wD/AP8HAP/68/v6AfX2NgX3AAD+AAAAAAAE/wAAAAD8AP8AAAAAAAgAAPwA/wAAAAAACA' +
      'AA/AD/AAAAAAAI/wAA/wb/AAD/AAD/////B/////4A//4F//////3///8G/gL//f7++/39/hP+Bf/////9////Bvn5' +
      '/AcH+PcUAvkF/vv+9wkb/f34/f4D/wAAAAL+AAAAAP798v0aBv3//v7+APzy/RoI/P7+/v3//v/+/v///g4A/wH+//' +
      '4D///+/wn9Af7//gP///7/Cf3///8ACgD///8A/v/+//7+///+DgD//f3//f///v8EDf/+//77/v79/QIT/v39//3/' +
      '//7/BA3/Bf8A/wAA/wAA/wD////+/xD7///+//////7/EPv///7///8A/////gD/Cv3//wAAAP8GAAAAAP7////+/w' +
      'r//gT9/f3//v79EP7+A/3//v/9/hb7/v7//v/+//3+Fvv+/v/+Af0P/P7+/P3+/gb///8HAAAA/wAA/gAABQAA/wAA' +
      'AP4AAPwOA/7+/P3+/gT//wYA/wAA//8AAP//BgD/AAD//wAA//8A/////f//DP7//wD////9//8M/gAAAAAEAAAA/w' +
      'D//vz9/Qr8+/79/RP8/f/9Af///v8JBvz9//0B///+/wkGCP7+APv//QAACf3//f76/R79/f39/QAAAAAAAAD/AwAA' +
      '//3++v0e/f39/f0A///+/v//Dfv//wD///7+//8N+////v//Cf//////AP/9/v8H/v7+DPv//v78/vr4+v38Kv77//' +
      '///v/+Cv//AADv9Qo18u/z/Pr0HgP8/Aj8B/38CPz9A/z8CPwH/fwI/P0AAAD/AP//Bv4AAAP//wf+///9AAD/Bfz7' +
      'DvoF+/8G+/sAAAAAAAQAAAD9AAAAAAUA////AP4AAAAABQD///8A/gAA///8/w///////QAAAP8AAP8H/gD///7/+v' +
      '8O/gb9//wAAP8AAAAA/v8FAAAA/wAAAAD+/wUAAAD/AAAAAP7/BQAAAP8AAAAA/v8FAAAA/wAAAAD+/wUAAP8AAAAH' +
      '//8AAP4CAAAAAAAAAAD/APcA/xH////+AP8A9wD/Ef////4A/wD5//8R/////v//AAEA/wgD/v////z+AAn//v////' +
      '////8BCf4GA/39/v77/v8V//79/v7//v/7//8A/wX+Bf///v8A/gn///////8A/wD+Cf///////wD//xX//v3+/v/+' +
      '//sAAAAA/wD8AAAK/QAAAAD/APwAAAr9AAAAAAAAAAL/AAAAAAAAAAAAAv8AAPr+DP7///7///8GAv///////////w' +
      'X6/gz+///+////BgAAAAD/AAUAAP//B/8A//4A/wAAAAD//f4F/v39/f3+E//////+//v+Bf4L/////v/+Cv//AAAJ' +
      '/v/9/AD/DP/++v/+//75/w7+BP/+//4A/gAA//8ACf///gD+AAD//wAJ/wAAAAcA/////wD+AAAABwD/////AP4AAA' +
      'AHAP////8A/gAAAwAAAAAAAP8ADP/+Av7//v/+/v8AAAMAAAAAAAD/AAz//gL+//7//v7/AAADAAAAAAAA/wAAAAMA' +
      'AAAAAAD/AAAABQAA/wAAAP4AAAAFAAD/AAAA/gAA/v///f/8//8LBQD+///9//z//wsF/P//BAn5+g79+gH/AP////' +
      '//Cf/9//8A//////8J//3/AP8L/f////////8A/wv9/////////wT+Bv3+/fz9/vwMBP4G/f79/P3+/AwE/gb9/v38' +
      '/f78DP/9/TH97f36+f79AAABAAAAAAAAAAAAAAEAAAAAAAAAAP79/f/+//X//wIY/v39//7/9f//AhgD/v/9+v8GCv' +
      'z//wX/AAAAAAD/AAD/AAAABQD/AP4AAAAAAAAFAP8A/gAAAP7/+wANAP8AAP///v/7AA0A/wAA//8F+/v5EPoHDfn8' +
      '+AD8+/sR+gEO+v38/wb//v/+//7/+A39CA79/f79/f38Af0IDv39/v39/fwBAAACAAAAAAAAAAAAAAIAAAAAAAAAAP' +
      '8I//8FAP3/AAD5AAD/AAUA//8A/wAD9wD+AP////8NAAL2//4E//7//wz//v///g/+//7+//4B/P36Kfr4+wL6+f7/' +
      '//4P/v/+/v/+9/Ls83/48Pbw/+0AAAACAAAAAAAAAAAAAAIAAAAAAAAA/v3//f3+Bv4D/ggA/////v///wr//gAA//' +
      'oA//8AAAALAAD/+gD//wAAAAsAAAAAAP8AAgAAAAD//wQAAAAA/wAAAP//BAAAAAD/AAAA//8EAP8AAv8AAPv4Dvr4' +
      '+vv2Mfz1AP////8JAP7/AP4A/////wkA/v8A/gD///////8I/v//AP///////wj+//8MCOrz/PIF9fI+9wwJ//7+//' +
      '3//vr+FxHp8fvxAfTwOPX/Ef/+//3+/v///QEAAAAAAAAAAAAAAQAAAAAAAAAAAAD+BPoJBPsL+AEC9v4E+gkE+wv4' +
      'AQL2//7////+/wz//////v////7/DP/////+AP///wr/AAD9//4A////Cv8AAP3//wD+/wAACv0A////AP7/AAAK/Q' +
      'D///8A/v8AAAr9AP8AAAAAAAAAAAMAAAAAAP///wr/AP3+AAAA////Cv8A/f4AAAADAP//AAAA/wAAAAMA//8AAAD/' +
      'AAAAAP//BAAAAP8AAAAA//8EAAAA////AP/+/wz/AP/8//8A//7/DP8A//wAAAH/AAAFAP8A/gAAAAD/AAADAAAACP' +
      '/////+/gX9//8IAPwA//8AAAAAAAgA/AD//wAAAAAACAD8AP//AAAAAAAA/f///wAADPz/AP/8///+/xP/AP/5AAAA' +
      'Bf//////BP3//f4S/wP++f7+/v//BQj/AP39/////v0DEP0L+vv5/v7+/QMa/QP79v39/QD9////AAD+AAAI//3/A/' +
      '8L/v7//////f8D/wv+/v///wD+AP//AAn////+AP4A//8ACf////7++/8KA/0E/////v76/wkL/AH///39AAD+BgAA' +
      'AP//AP/++v0QC/wA/v79/AAAAAIAAAAAAAD/AAAAAgAAAAAAAP8AAAQC/wAAAP/+/wAAAAIAAAAAAAD/AAD//////g' +
      'n9/////wH+/v/+CAL//v///Qn//P///wT/AAAEAP8AAAD//wAK/wj9/v7+/v7+/gD8/wgAAAAAAP8AAPz/CAAAAAAA' +
      '/wD/BAAAAf/+AAD+AAEAAAAAAAAAAAAA9fr3/PsA+/1C/er/Cv/+/f////8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAA' +
      'AAAQAAAAAA/AD/Bf8D/ff6/f35/f0jAf8AAAv//gAA/f3/IP/+/v78/Pn8+/4i/PQD+vf19fYb+/0BJfz7+vj2Bv3/' +
      '///8//8L//8A//v8ACL7+gX39QX8AP///v8A//8I//8A///+/wD//wj//wf3/P3+/vgHDf0DA/oI/v3//wgC//r+BP' +
      '79//78/f0RAP8S/f3+/gj9/v34BgD+AAAA/wAA/v8EA/z8//78/PwQAAAAAP8A/gUA/wAABP7+/v79BP4H//4AAAAA' +
      'AAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAA/wD//wYAAP///v/++f' +
      '4I/v//CwQI/wD///8A//r/AwcB//7//P/+Av7/AAD/BQAAAP8A//8AAP8FAAAA/wD/Cf7+/f///v7//wcI/gL9/v7+' +
      '/v7+Bgj+Av3+/v7+/v4G//7/Cv//AP8A/////v8K//8A/wD///7/AAD//wcAAAAA/v8AAP//BwAAAAAAAAAAAQAAAA' +
      'AAAAAAAAABAAAAAAAA/wEAAAT//wAA//8AAAD/AwAAAAAA/wAAAP8DAAAAAAD//hn+/gv9+/78+ff9Gf79D/37/fz5' +
      '9v/+//79/v7+Bv8JAP4A////Cv//AP3//v/+/f7+/gb/CQcf/vv9/vn9/fz4AAAAAP8ACf7//f4AAAAA/wAJ/v/9/g' +
      'D+AP///wr//wD9////A///BP/+//////8D//8E//7///n5/PgIFwcIBPbzAAABAAAAAAAAAAD/AAQAAAAA/wD/AAAA' +
      'AP//AAD5C/8AAAAA//8AAPkL/wAAAAD//wAA+Qv/AAAAAP//AAD5C/8A/wD//f8ACQD+////AP/9/wAJAP7///0AAP' +
      '4A/woA/////wf//BL8/f77/v7/B//8Evz9/vv+/v8H//wS/P3++/7++Pr7EfsQB/f29wwM///+/v//AP///vj6+xH7' +
      'EAf39vcMBfr6D/gPBvb19goABAD/AP//AAAAAAD/////AP8E/wADAAMA/wAAAAAAAAAAAAAAAP8DAAAAAP8AAP8AAA' +
      'MAAAAA/wAA/wAAAwAAAADqJQrz7wIP+/kW6f36AAP4/QQL+BH4/foAA/j9BAv4EfgAAPsAAAAAAAAGAAAA+wAAAAAA' +
      'AAYAAAAAAP8A/QAABv8AAAAA/wD9AAAG//8AB////wD/AP///wAH////AP8A////CP/8//77/Q79/f8I//z//vv9Dv' +
      '39//8A//////7/Cf8R/gL+/f76/v4H/P8O//7+/v77/gX+/wAA/////gYAAAAA/wYA/gAA/wD/AP7//Pj7+Pb7FPkf' +
      'Bv8AAAAA/wAAAPwG/wAAAAD/AAAA/AAAAAD/AAUAAP////0A//7/A////gcA/gAA/wD9/wAACAD/AAD/AP4AAP8FAP' +
      '8AAP8A/gAA/wUA/gAA/wD9/wAACP/+/xT+/vwE//v6AP4AAAAAAAYAAP0A/gAAAAAABgAA/QAAAQAAAAAAAAAAAAAB' +
      'AAAAAAAAAAAABQAAAAD/AAAA/gAAAP8A/gUA/wAA/RL7+vz7+Pz3/B///v78/g7//wL//////wj////+A///////CP' +
      '////4D/////wb//wD///8A/wD//wsA/////wD6//3+FP3//v7+/v4A//8LAP////8A+v78Ax78/fz8/P74/v39DvwQ' +
      '+f39/vwE//8AAAAAAP8A//4I//39/vz9/v4NAAT//Qj///////4CC/36Bf37/Pz9CQL/+QD/AAAAAAgAAAAI/////v' +
      '////8AAAn//wAAAAD9/wL+Cv7+//7//wT9AAAAAQAAAAAAAAAAAAABAAAAAAAAAAD///8K////////AP///wr/////' +
      '//8ABAD//wD+/wAD/gAEAP//AP7/AAP+AAAAAwD//wAAAAAAAAD+AAYAAP8A/wD//wEABf///wD/AAAAAAMAAAAAAA' +
      'AAAAAAAwAAAAAAAP/+/v/+//7//w7+//7+//7//v//Dv7//wX+/v///wX/////Bf7+////Bf//AgD6AAAA/wD/CP8C' +
      'APoAAAD/AP8I//70/P4AAQUHCfcH/vT8/gABBQcJ9wcG/QAA/gAAAAAA/wb9AAD+AAAAAAD/BgD/AAD+/wAA/wAACP' +
      '/+/wAA//4A/wAE////A/7//wL9AAT///8D/v//Av0ACP/+/wAA//4A/wUM/v7+AP3+/QH8AP3+/fwP/foN/vwA/f79' +
      '/A/9+g3+/AD+/w7//v/////8/v///RL//v7+/f7+/f4LEv39/f38+v//AP/9/wz///79//8A//3/DP///v0A/AD//w' +
      'AA/wgAAAD8AP//AAD/CAAACf7/B/7++/7///8DAAAA/wAAAP8AAAv+/wf9/vv+////Av///wr//////f4C////Cv//' +
      '///9/v78/vn+C/0MBv76BQAAAAD8AAAAAAAE/P35/gf9DAb9+gACAAAAAAAAAAD/AAIAAAAAAAAAAP8A///////8//' +
      '4O/wAAAAD/AP8AAAQAAP///////f/+Cv8A///////8//4O/wUAAP//AP8AAP4AAP///gD///8ACP///gD/AP8A/gAI' +
      '/wT8AP3///78/w7+/v79A/0N+g77+/z+/v0D/Q36Dvv7/AD/AAAAAAAAAAACAAAAAAABAAAA/wAAAAAAAAIAAAD/AA' +
      'UA/v8AAgD/AP8ABP/+//8D/////gIAAAAA/wAHAAD//gAAAAD/AAcAAP/+AAAAAP//CgD///wAAAAA//8KAP///AD/' +
      '//3//wv////9AP///f//C/////0A/////wj/AP4A/v77/Pr89/z9Mv72/f7+/RP+/vsG/v0Y/////fn+//z//Rz9+f' +
      'wE+P37BP77//8A/////gD//woAAAIAAAAAAAAAAP4L/gj+BP/+/fn9/f0X/gH///35//7+C/4I/gT//v35/QACAAD/' +
      'AAAAAAAAEgAJ+Qf48fEm8vMA/wD//wAJAAD//AD/AP//AAkAAP/8AAAA////Cv8A/f4AAAD///8K/wD9/gD+/wAAAA' +
      'D/CP//AP7/AAAAAP8I//8AAAAAAQAAAAAAAAAAAAABAAAAAAAA/Pr3+vj6+Pn4GSX8+vf6+Pr4+fgZJfz69/r4+vj5' +
      '+BklAP///////v///wr//wD/CP/+//8A/v/+//4R//3+///+/vz9/Bf9+f39/gcABAD/AAAA//8AAAAEAP8AAAD//w' +
      'AAAv3///v//P///RMC/f//+//8///9EwD/AAAAAAAGAAD9AP8AAAAAAAYAAP3//v4I///+////BP/+/gj///7///8E' +
      '//7+CP///v///wT/AAAAAAADAAD/AP8AAAAAAAMAAP8AAAIAAAAAAAAAAAAAAAAAAwAAAAAAAAD/////Cv/9/wD/AP' +
      '////8K//3/AP8AAAAAAAAFAAAA/QAAAAAAAAUAAAD9AAUAAAAA//8AAP4ABQAAAAD//wAA/v8E//////z//gv9AP//' +
      '/xH//P///P4AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAABP///wX//////QD/AP//Bv8A/wD/AP8A//' +
      '8G/wD/AP/++PwA/fz3+gn9HQb//wL/AP////sE///+//////4FB/4E/v0B/v/+/gQCAgAAAAAAAAABAAAA/wz//f7/' +
      '//76CP0L/f78/fz9B/0J/f//AAAAAAD/AAX///8AAAAAAP8ABf8A//////////8I/gr7/fv7+/wG/Bb6/v399/sH/A' +
      'Ea/fsC/wX//QD/AAAA//////8M//7//QD+/v7+/vz//QUQ/v3+/v7+/P/9BRD+/f79/f0I/vwDDv37+PT28/Ee71L1' +
      '8Pb//wX8/f7+CAX+/v75/QP7/AQCEv78/vn9A/v8BAIS/vz9+/r3+fn6Lgn99v//AP//AAAH/wD//v4A/f39/f0U/A' +
      'P+/gD9/f39/RT8A/4T/gIA/P79/P7+/RD9/wH6+fcU/Pz9D/z9/fj4+R/8+/////////8L/////////////wv/////' +
      '///9D//+///9//oJAAAAAP8AAP8A+Qj//Q7//f7//f8A/wAI/wAA/v8AAAD/AAj/AAD+/wAA/xb+/f3//v3+//7/+P' +
      '/8/v7+Hf3++//4//z+/v4d/f77//8J//7///////////76//7///8FCgAAAAAAAAAAAAIA/////gH+DP7/Avz////+' +
      'Af4M/v8C/P/+//4O/////v/+/v8T/f7+/v7+/v4FCP4D/wD+/f7+/QUI/gP/AP79/v79AAUA/wAAAP//AP8A/wD//w' +
      'AJAAD//AD/AP//AAkAAP/8//8G//8A////AP///wb//wD///8A////Bv//AP///wD/AAAC/wAAAAAAAAAAAAL/AAAA' +
      'AAAAAAAAAv8AAAAAAAAAAAADAAAAAAAA/wAAAAMAAAAAAAD/AP/+Cf3///8F///+AAEAAAAA/wAAAAD//gn9////Bf' +
      '///gAL///+/////wD//wn+/fz+/gv9//0AAAEAAAAAAAAAAAAAAP////0AAPwMAAAA/wAFAAD/AP8AAAD/AAUAAP8A' +
      '/wAABAD/AAD/AP8A//8E//8F//////4AAAD////9AAD8DAAAAP////0AAPwMAgAAAAAAAAAAAAACAAAAAAAAAAABAP' +
      '8BAP////7///8GAQH//////v///wb7/gD/AAAAAP8N/vv+AP8AAAAA/w3+/f7///8A//8ACv8X/f/+/f77//79///9' +
      '/fj9Jfz5/f79//39+P0l/Pn9/v37/gD//v8B//4FCP///gP/Bvz8/wr9+gT8/fkW9vsL/QL6BPz9+Rb2+wv9AvwI/Q' +
      'cFCfX3Av3///oA//8CAP8AAAn+/wT//P/9///8DP7/BP/8//3///wMBgD8AAAAAAAAAAAGAPwAAAAAAAAAAP////3+' +
      'D/v+A//+//z///7/D/////z//P///v8P/////P79//7+/Rf9/f78//0A//7/Dv7+//7//QD//v8O/v7//v38/Bj8Av' +
      'kR+/z1/gD/AAD///8ABwD+AP8AAP///wAHAAD/AAD+/wgAAP/+AP8AAP7/CAAA//7///8L/v////8A/v///wv+////' +
      '/wD+AAQAAAAA/wAA//8IAAH//wD///7//v38+w8OB/39+vn6//7/CP4G/wH9//0A/wAAAAD/AAAABAD/AAAAAP8AAA' +
      'AE9/4MAAQI+PAF8xH///8J/gH//v///////wn+Af/+////////Cf4B//7////+/f37/P39Jfj8/f79/fv8/f0l+Pz9' +
      '//4K/v4H/f7+/v7+BQn+/Qf9/v7+/AAH/wD//wAAAP/+/gUJ/v0H/f7+/vz/+////v///v8R/f0L/QH9/fj7B/oO/Q' +
      'gG+/r9//v5DAL//f8G/v8G/v7+AvoRA/z1+vb1/w0Q//0GAf39+/0GCP3//QYB/f37/QYI/f/9BgH9/fv9Bgj9AAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAD///4M///+/AD/AAAA/wAAAP7/BgD////9C///+/sG/wD+AAD/AAAABAAAAh75++' +
      '/09wry/BoF/v///wD//wD/Agcc+Pvv8/YK8vscBf7///8A//8A/wIAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAh75++/0' +
      '9wry/BoAAAAFAP8A/gAAAAAAAAUA/wD+AAAAAP//////Cf7/AP8U/f///f79/v7+/wEAAAAAAAAAAAAAOQ36/Pj4AP' +
      'j69u0V/f///f79/v7+/////v7///3///8OAP///v8AAP//AAcA///+/wAA//8ABwUAAP//AP8AAAD///8AAP8A/wAA' +
      'BAD//wD//////wME/xL8/QL8/vz9BAH8//8A//////8DBP8A/wAAAAQAAP8A/wD/AAAABAAA/wD/AP8AAAAEAAD/AP' +
      '//EP/+/v7+/vz//w8OAvsE9wj2+vz3AP0A/////P//AAv/+f7+//35////Gf4UAAX/AvoE+Pn6AAD/////AAD/Bv8A' +
      'AP////8AAP8G/wAA/////wAA/wb/AP8FAAAAAP8A/gAAAAAAAP8FAAAA/gAAAAAA/wUAAAD+AP8GAAD//wAA/wAAAP' +
      '8GAAD///////v9Bfz7/vr9Ahz6AAAA/wAA/wb/AP4AAAD/AAD/Bv8A/gAIAAAAAAAAAAD5/////gr//v//AP/////+' +
      'Cv/+//8A/wD/AAD///8H/wD/AP8AAP///wf/AP/7FP76/P77/fr+EP8AAP7/AP/8/wAL//8EB/7//////v/+Bfz9Dv' +
      '76/AIF/QD/AP4AAP///wAHAAAA/wAABwAAAP7//wX//wD/////A/v7Cfb7/AH8CfwTAAAAAAAAAAADAAAA/////wn/' +
      '//8A///8//7+Ev7///z///z//v4S/v///P8AAAD/AAD/BAAA//8AAAAJ/////gD+//sA//8A//7//w4A/wMC//8A/w' +
      'H/AAD/AwL//wD/Af8A//4A////Cv8AAP3//gD///8K/wAA/f4fCPv8+wD7/vv0/v4T/v7+/v7+/v4A/wD/Cv/+AP/+' +
      '/xr/AvkBAvn7+/YEAAAA/wAHAP0AAAAAAAD/AAcA/QAAAP///v7///3///8OAAAAAAABAAAAAAAAAAAAAAEAAAAAAA' +
      'AAAAAAAQAAAAAAAP4AAAAA/f8ABwAA/gAAAAD9/wAHAP7+E/7+/v7+/v7+AP///v///f4O//8B/wD/B//+/wD///4F' +
      '/PoE/Pf6+xEM/wP7+Qr79fr6EAv+B/8M///+/v/7/f/8Av///f3///8O//wC///9/f///w769/gL9wby+/35LP////' +
      '////8A//8H/////////wD//wf/////////AP//B/////////8A//8HBv7/CP////79/v/9/f7++/77//8c/QL9/f77' +
      '/vv+/xr9BQD/AAAAAAAA/gAI+vwF+v36/PwY+wAAAP//BAAA/v8A//7+/v7+DQP+//3//v7+/v4NA/7//QX4AAz7+w' +
      'X6BAD/AAsA////+///AP4A///+//7/C/7//wMC/gn6/f/4Awn5/wr//f/9+gr+/v3//wb//wD///8A/wAAAAAA/wAA' +
      'AAEAAAAAAAD/AAAAAQAAAAMA/wAAAAAAAAAAAgAAAAAAAAAAAAADAP8AAAAAAAAA/wYAAP//AAD/AAD/BgAA//8AAP' +
      '8ACv////8A/f///////xf9/f79/v3+/gj+Fvz8/vv9/P39Af3//v///v4C/wv////+//8G//8F/f////7//wb//wX9' +
      'AP0FAQT+/QIK/fYA/QUBBP79Agr99gUF/v7+/P4I/f7/AAAEAP8AAP8A/wD//P/+/xP//f3////8//7/E//9/f////' +
      'z//v8T//39//8A+wD//w0AAPwA//v/DwL3DPv4+A36+/oOAfca+vf0DPkBAf38Bwr9/f0B+wcB/PwGCP39/QH7AAX/' +
      '//////8AAP8HAfz8Bgj9/f0B+/3/AAAA/wkAAP0A/f8AAAD/CQAA/QAAAwAAAAAAAAAA/vn4C/YEAP0BIfT4AQD/AA' +
      'AA/wAABP0BAP8AAAD/AAAE/QAAAP8AAP8EAAD/AAAA/QAGAAAA/wAA/wD9/wb//wAB/wD/AP3/Bv//AAH/AP8A/wAG' +
      '/wD/AP8A/wD/AAb/AP8A/wD/AP8ABv8A/wD///3//v7/GP/8/fr//gD///4Q///+/P4C//7//Qn+APsG//v++/0OC/' +
      'wC/PwA//8KAAD+//8A/P/7/vv9Dgv8Avz8/AH+/AECDv3/9wT6+foA+Qc39/zy9f/8//3+/gn//v0KAP8A/wAG/wD/' +
      'AP///P/9/v4J//79Cv/9/gf9/RT9+v79/wkAAAAA+QAAAAD+Bv0H/f0N/fn+/Q//+wT6+/kR+vv+Afz9Cf39AQn5/Q' +
      'MB/P0J/f0BCfn9AwD+/wz////+/AAAAP//BP8H/f/+AP8A//8E/wf9//4A/wAAAAD/AAMAAP4AAAAAAP8AAwAA/gAK' +
      '/w/+/f35/QL8/QAAAP8AAP8AAAMACv8P/fz9+P0C//0A/wAA//8H/wD//gD/AP8A/wj+AP////7///7+D/7///36Ag' +
      'z+DPv6A/gG9wD+/v8N/v//////+gAK/Bn5+QL3BfYA/////gUG//7+//////3/Bv79Cf///wAA/wAH////AP//AAD/' +
      'AAf///8A///6CP38//7+/QEN/P0G/////////gf/AAAA/wD//QAK/vz9Bv////////4H+/0G//7//v3/CAUEAAAAAA' +
      'D/AAD//wQAAAAAAP8AAP//AAAEAAAAAP//AAAA///+////////CgD///7///////8K//8H////////AAD//wf/////' +
      '//8AAP8U/QYb+fzx9P33/f3+/Pv7/A0OBPv9+f37Bfn5DAwDAf8B/vwP//7////9///+/A7+/v7+/wP+Cf79BP/+/v' +
      '//////AQD/AAMAAAP8AAAA/gAFAAD/AAAAAAD+AAUAAP8AAP//DP7+//////////8M/v7///////8AAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/AP8ABv8A/gAAAAX/AAD+AAAAAAAABf8AAP4AAAD//gj/////////Aw' +
      'AM//7//f//////AAz//v/9/////////gD//f8T////9//+AP/9/xP////3AAEAAAAAAP8AAAD/AP////7/Cf8A//8A' +
      '/////v8J/wD/AP///f/+Df////8A///9//4N/////wAAAAUAAAAAAP//AAAABQAAAAAA//8AAAD/AAAAAP8AAwAAAP' +
      '8AAAAA/wAD/wb/+//+C////v4AAAAAAAAAAAAAAP//AP8A//8A//8I//8A/wD//wD//wgACgD/AP///QD+/wD//wb/' +
      'AP////8AAP//Bv8A/////wAAAAAAAAAAA/8AAAAAAAAAAAAD/wAAAAADAP8AAAAAAP///wj//////////wAO/wD///' +
      'v//wD9AAAAAAAAAAAAAAAADv//AP/7//8A/AAA/wYAAP//////Af8G//8A//////8C/wb//wD//////wH/Bv//AP//' +
      '////AAAABgD/AAD+AAAAAAAGAP8AAP4AAAD///7/Cv//////AAQAAAAAAAD9AAAABAAAAAAAAP0AAP////4D//////' +
      '8G/////gP//////wb////+A///////Bv79//7++/7//xP//v3//v77/v//E/8A/gAAAAAABgAA/QD+AAAAAAAGAAD9' +
      '//4A/wD/AP4ACAD//gAA///8/wf+Bv/+AAD///z/B/4G//8AAv////8I//3+/P///v77/QcGBf8A/AIA/////wf+Aw' +
      'AAAP8AAAD/AAADAAAA/wAAAP8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAFAAAAAP///gAAAAUAAAAA///+//8A' +
      '//8ACf8AAP0A/wAACAAAAPoAAAAAAQAAAAAAAAAABQgF+/7+/v0D/vwFCAb7/v7+/AP9/AD9Af78Afr7BgMHAP4E9v' +
      'kH+RL4C/oAAAD/AP4FAP8AAAAAAP8A/gUA/wAAAP8AAAACAAAAAAAAA/79/f7//v8ECAAD/v39/v/+/wQIAP///wD/' +
      '//8BAAYA/AP9/v7+/f0BEAD8A/3+/v79/QEQAPwD/f7+/v39ARAFCAb7/v7+/f7+/QUIBvv+/v79/v79/gD///8AAP' +
      '4IAP8AAAAA/wX//wAAAAAAAAD/Bf//AAAAAP3//////g7///0A/f/////+Dv///QD/ABD/AP79/QD8//3/CP/+/vv+' +
      'DP4A/wD+AAb/AP8A///8/gb+BP36/gz9//8ABv8AAP/+AAAA/gAA/wAAAAX/AAD+AAD/AAAABf8AAP///v///wAK//' +
      '4AAAD/AAAHAAAA/gAAAP8AAAcAAAD+///9C//8/wb//v4C/P38/QD9FP0B/P//AP3///8N//7/Avz9/P0A/RT9Afz/' +
      '/wD9////Df/+//8A//8GAP//AP///wD//wYA//8A////D///AAD+/v//+f/+BgAAAAD/AP////4GAAAAAP8A////CP' +
      '///wL9/v////8I////Av3+////AAoAAAAAAAAA+/3/AAYA/wD///////8ABgD/AP//////////D////v/5////////' +
      '//8L/////v///////wv////+//8A/wgA///+AP///wD/CAD///4A/wAAAAAAAgAAAP8A/v8LBP////7///z//P8G//' +
      '7//P//Cv37Cgr+/f76/v4G+voG+/v9/QsI+wf6+gb7+/39Cwj7BwAH////AP7//wD//v3//P8I/v8I//7+BP/8/gf8' +
      '/gf//gIAAP8AAAAAAAAAAgAA/wAAAAAAAAACAAD/AAAAAAAAAA8H/f3/9/v+/gj8Dwb9/P/3+v39CvwPBv38//f6/f' +
      '0K/AD//wcA//8A////AAAAAAD/AAAAAQAAAAAAAP8AAAABAP8A/wAHAP0AAAD//wD/AAcA/QAAAP//APcADQD//wD/' +
      'AAAF//7+//v//v8L+f79IP7+/f38/f35/v0g/v79/fz9/QD///////7///8KAAAABwAAAAAAAPsA/wD//wAAAAYAAA' +
      'D/AP//AAAABgAA/Qrz/f0z/O3+7wQG+/z9+SH4+Qb8+f/+//79Ffv//v/+//7//v0V+//+//76+/38A/YRD/r3CAAA' +
      'AAAA/wAE/wAAAAAAAAD/AAT/AAAAAAD///8A/wYA/wAAAP///wD/BgD/AAD//v///v4KAP///gj//////v3+B//+CP' +
      '/////+/f4H//4I//////79/gcA/v7/B//8/v4K/QD+/v8H//z+/gr9AP7+/wf//P7+Cv0AAAEAAAAAAAAAAAAAAQAA' +
      'AAAAAAAAAAAACAD//v//AP8ADfn9+Qn5CPf6CQAN+f35CfkI9/oJAAAAAAEAAAAAAAAAAAAAAQAAAAAAAP/9/hn+/v' +
      '78/P3+//3+Gf7+/vz8/f7//f4Z/v7+/Pz9/gAA/v/8//7///8NAAD+//z//v///w0ADfn9+Qn5CPf6Cf///Bf/+//8' +
      '/v7+///8F//7//z+/v4A/v8IAP//////AAD+/wgA//////8AAP7/CAD//////wAA/v8IAP//////AAj+/f4B/vwM//' +
      'v8BgAC////AP/+AP8GAAL///8A//4A/wP9B/36Afz7DP0AA/0H/foB/PsM/QD+/gIT/wT8/f39+Pz9Agb7/v4J/fsI' +
      '/P0ADfwE/AD6AgIA/wD/BQAAAP4AAPz9AQUA/v4I+/sH/wD//QAADAAA+////v/9AAAJAAAA/gAAAAAAAAQAAAD+//' +
      '3//f//FP//+/wAAAAA/wAFAAD+/wYA/QAAAAAAAP8ABgD9AAAAAAAA/wAA/wAABAAA/wAAAAAT/v4B/vv+//78////' +
      '/v/+/v79/xAAE/7+Af77/v/+/P/+//7+BP///gz9//7//v4E///+DP38+/kC//73A/8f+v///v//AP0AAAz////+//' +
      '8A/QAADP/8+/kC//73A/8f+v///wP/AP7+//8HAP8A//8AAAAEAAD//v8D/gD+/gP/BgAA//8A/wAEAAAA//3/CP//' +
      '//7+/wMAAP//AAAA/wAABP/9/wj////+/v8D//3//wH//wr//////f//Af//Cv//////AP/////+/wgA//////z///' +
      '7/Dv///wD//////v8IAP//AP//AAcAAP/+//8A//8ABwAA//4M+v0FBf7+/gH++wz6/QUF/v7+Af77DPr9BQX+/v4B' +
      '/vv8FhAE+PkEAPr48////wX+/v7+CP/+/BYQBPj5BAD6+PMX+/z9/v33/wv++xf7/P3+/ff/C/77/v4A//8ACv//AP' +
      '7+/gD//wAK//8A/gD8AAD/AAkAAAD+/wD//wAAAAAFAAAAAAD/AAb///8AAAAAAP8ABv///wAAAAACAAAAAAAAAAAA' +
      'AAIAAAAAAAAAAP8AAP8EAAAAAP///QX9/f/+A/z9/g8AAAAAAQAAAAAAAP0F/f3//gP8/f4PCPwC+wz++v4G/voA+C' +
      'UA/gb6D/Hx8/7////+/wv/////AAAAAAAAAAABAAAA/wD//wAA/wAFAP7+//7+/gv+/wT/BgD9AAAAAAAA/wAB//4J' +
      '/v7++/j/DQH//gn+/v77+P8NCv/+//8AAP8A/gAK//7//wAA/wD+AP/8//7/Ffz///z///z//v8V/P///P8I/v7+//' +
      '/+/gAG/gAAAP8AAAD/BAAAAAAA/wAAAP8EAAAAAAD/AAQAAAAAAAAAAAADAAD///8A//7/C//+//////8ABf////4D' +
      '//////0H/AL8/vz7/BP+AAgA/gD/AP8A//79DPwB+/v/+vwR/QD/AP8ABwD9/wAAAPz/Bv/+///+/wcEB////wD///' +
      '/9/vcm8fr29PMHHAH2+yzw+PX68gMb/vP//wD//wv+/wD//gD/AP///wf//wD//////v4KBP7///z//wAA///9/wD/' +
      'CgAA//4A//4J/v//AAD//gD//gn+//8AAP/+AP/+Cf7//wH///7+/wf/AAD/Af///v7/B/8AAP/////+/w//+v////' +
      '////7/D//6////AAAA//8A/wf/AP8AAAAA/wAGAAD//gD/AAD/AAsAAAD5AP8AAP8ACwAAAPkA/wAA/wALAAAA+Qv6' +
      '/fr7+yL9/fn6C/r9+vv7Iv39+fr//wf///////8AAAAAAAAAAAAAAAIA//7+/P39/gUMAf8F+v34Ggn48Rzy8wAAAA' +
      'AAAAD+BAAA/f8E/wQAAAD//wD8/AL+Ff///vz9/PH2LPUk9fL18QUC/xT///78/P7///3/FP///vz8/v///frvEvVF' +
      '8u/z8xrq//7//f/////+/w0AAAX/AAAA/wAA/wAABf8AAAD/AAD/Av7+A/76/v4N//7//wAA/v/7////DAD///7/CP' +
      '8E/f/+AP///v8I/wT9//4AAAP/AAAAAAD/AAAAAwD/AAAAAAD///wV/v7//v/9/P4AAAD/AP7/BQAAAAL9Av//AP3+' +
      '/gv9Av0C//8A/f7+C/0A/wAA/wD9AP/+Cf/+8P75//7//yP+AAAA/wD9B///AP8AAAAA/wD8AAAJ/gAAAAD/APwAAA' +
      'n+/wL9/f/+/gr+BP7/Av39//7+Cv4E/gD/////Cf///wD/AP////8J////AP//CgL9/P3//wD/Av//Cf/+////////' +
      'AAAA/gAAAAb/AP8AAQAAAAAA/wAAAP8BCf3+//8E/v7+AP////8J////AP8E/wD/AP8AAAL//wAA/////wAA/wb/BP' +
      '7////+/wABBf7/AAj+/wAAAP///v8ACP7/AAAA///+AP//////////AAcA//////////8ABwAGAP////8AAP//////' +
      '/wH///8FAf7/////Af///wUB/v////8B////BQH+AAAA//8A/wf///8AAAD//wD/B/////0FAvsG+fwECfr//QUC+w' +
      'b5/AQJ+v8A/wAA/wD/AAAEAAD/AAD/AP8AAAQA/gH8//38/AkE/gcE/P4H/fv9Agz++wT8/gf9+/0CDP77/Pz+/AL/' +
      '/vwDFP0AAAAEAP8A//8A/wAAAP/7AAD/CAAA/v///hX+/P79///+/f75/QP8IPr9/Pz8/AH4//cgBQD59PX5+/n7Ch' +
      'oGEPT//f4U/gH9/P7+/fj3+RYG/vAYBvz0/f7//v/+Ff7+/P4AAAAAAP8A/wYA/gIAAAD/AAAAAAAAEP8A//8A//8A' +
      '9QAQ/wD//wD//wD1AAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAPQODQv+CPL6APv5Af3//v////4P//' +
      '4B/f///v/8/wL+Df/8AP8AAAD/AP8H//wA/wAAAP8A/wf8FPn9/AwD9/78/v/+///+/w////78//8P//z//v///f8A' +
      '/wL//wD9AP8H/wD/Av//AP0A/wf///3/////Df//APz//f////8N//8A/AAAAwAAAAD/AP8AAAAAAP///v4A/wgAAA' +
      'AA///+/gD/CAAAAAD///7+AP8IAP0AAP8A/gAAAAgAAAAAAQD/AAAAAAAAAAABAP8AAAAACf////8A//7+/wAAAAAA' +
      'AQAAAAAAAP7/CAr+/v7+/wH5AAAA/wD//wUAAAAJ///+AP/+A/7//wD7/v///Q////8A//sA///9D////////wn///' +
      '///////wAAAAABAAAAAAAA//8AAP///gAA/wj//wAA///+AAD/CP//AP///w7///38//8A////Dv///fwA9Uj19Pfx' +
      '9fIe7iL5QO3n8fHw+xPx/Qb+/f7+/hb+/vb9Bv79/v7+Fv7+9v/8//7///8R/v/9Bf7+/v///P7+DP4F/v7+///8/v' +
      '4M/gAAAAAAAAIAAAD/AAAAAAAAAgAAAP//Bv/+B//9/QL+/f8G//4H//39Av79ByIA+gL4+fr79/4HIgD6Avj5+vv3' +
      '/gL++/0I/////wT+/////wn//v////7//wD/CP/+//8A/v////8J//7////+AgAAAP8AAAAAAAAF/vz+DwD9/AT5/Q' +
      'f++/0PAP38BPn9B/z7AvwC+/wJ+wgAAAD/AAAA/wUA/v79/vv+Af39C/4K/v3++/4B/f0L/gr//gj/////////A//+' +
      'CP////////8D//4I/////////wP//v8K//8A/wD//wn8/wj//v/+///7CPn+Ev/9//3//voADf/////+///++//9AA' +
      'AAAAf/AAD//wr/////Bf///voA/f/+/gD/////CwD9//7+AP////8LAf8A+Pn7APkWAQQA/wD///8I/////gD/AP//' +
      '/wj////+C/r6AgH7CfgW9/UAAAAAAP8ABP8AAPgL9fkA/wL49R4EAAADAAAAAAAA/wAA/gf/AP8A/wD/APf+HPz7/v' +
      '39/foJC/r6AgH7CfgW9/X5ABP2+/YH8QcNAgAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAP35/v37/RgB' +
      '/PsH//wA+/7//QT+Awv/AP//BgD//wD////8APv+//0E/gML/wD//wYA//8A///9+f79+/0YAfz7BwABAAAAAAD/AA' +
      'AAAAEAAAAAAP8AAAAAAAD/AP//Bf8A/wAAAP8A//8F/wD///7///7//f///g8A/wAAAAAAAAD/Bf8A/wL/BP///wD/' +
      'AAAAAAAAAAAAAAAA/wcAAAD/AAD9AAAAAAD//wcAAP7/AgD8AP8AAAAABf/9/gL8/f3+/f4NCP/+AAD/APz///8L//' +
      '4AAP8A/P///wsM/v/8//n///8G/wz+//z/+f///wb/AAAA/wACAAAAAAAAAAAAAAAAAgAAAAAKAAAA/wAAAPv9BQAA' +
      'AP0AAAAAAAD/AAAAAAAAAAADAAUAAAD9AAAAAAAABP8AAPwA/wAAA/8AAAAAAAAAAAAAAP0Q/fsK/P38+vkI//z//v' +
      '///v7+CwT//P/+///+/v4LBAIQ/fsK/Pz8+vkH/v38/Pv6/R78B/r+/fz8+/r9HvwH+gAAAAD/BAD/AAAAAAAAAP8E' +
      'AP8AAAD9/wj/////B/3+/wn+Av/+//7+/gH/Cf4C//7//v7+Af8PAPUAAAD/AAAAAA8A9QAAAP8AAAAAAQAAAAAAAA' +
      'AA/wABAAAAAAAAAAD/APsE9esA+y3w/PQY+/4AAAAAAAAACf/7/gAAAAAAAAAJ/wAFAAAAAP//AAD+AAUAAAAA//8A' +
      'AP79B/b7+gD4+/ot9f4T/vz9+f3+/PsN/v39/gf+/f38AA//+f77/f7//Az+D/kY8fX+9/L28ikRAAEAAAAAAAAAAA' +
      'AAAQAAAAAAAAAAAAD//wcA/////wD//f4BB/z9+vwE/gv9/f8E+/z4+wL9Gf4Q/Qv9/vv9/QT2/hD9C/3++/39BPYA' +
      'AAX+AAAAAAD///oNAg34+vP4/wAO//8F/wj//v7+AP0LBwIE/AX++/399f4C/QAG/foADfv+Cfv+/vwJ+v0BBv3+Dg' +
      'T8Avz8/f4D/f8B//8G/////gD//v//AAoA/wAA//z+//8ACgD/AAD//PvvAAf5+/8GFvcJBAT//////f///wQEBP//' +
      '///9////BP78BCD9/Pv7+v77AAAABgD9AAD/AP/+/AMm/Pn7+/r++v8AAAAAAAMAAAAA/wAAAAAAAwAAAAD9//4U//' +
      '7//v7/+QD//wcA////////AP///////wz7//8A////////DPv//wAAAAAAAAABAAAA//8DAP//Av8A//8AAAAAAAEA' +
      'AAAAAAAAAAAAAQAAAAAAAAAABgD/AAD+AAAAAAAGAP8AAP4AAAEAAAAAAAAAAAAA/QAFAAAAAAAA/wAACv///////v' +
      '///wAK///////+////AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP3CPwJ/gL9+fsJAAAAAAAAAAIAAAAAAAAAAAAAAgEA' +
      'AAAAAAAAAAACAQAA//z+/f3//hv5/v7/+/38/f4GG/j+/f/9/Rb+/v79/v7+AAD/AAAAAAAD/wD//f0W/v7+/f7+/v' +
      '/8/wv//gD//wAA//z/C//+AP//AAAAAP//AP7/AAUAAAAA//8A/v8ABQAAA///AAAAAAAAAAAD//8AAAAAAAAAAP/+' +
      '///+/wr/AAAA//7///7/Cv8AAAAAAP//AAAA//8ABQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//AA' +
      'gA////AP////v//v//Ev/+//3/+//+//8S//7//QP+AAAAAAAAAAAAA/4AAAAAAAAAAAAA///+////////CgD///7/' +
      '//////8KBwAA//8A/QAA/wAHAAD//wD9AAD/AAAAAP8A//8GAAD//////v8Q/////P79/f77+yH6/QP7/P////7/E/' +
      '3//vz+/f3++/sk+P0C+/wG/Qz6Cv38BPv6/AT7F/kJ+/sD+vr7Bv0M+gr9/AT7+vwA/wD/AP8I/gD//wAAAP/+AP8G' +
      '/wD/AP7//v7/BwX///4AAAD/AAcA/QAA/wAAAP8ABwD9AAD/Dv////8A/f////wCAAAAAAAAAAD/ABD///////3///' +
      '789Pr6AvkWABj5/PoJ+PkC+BL7Fvj6+An4+QL4EvsW+Pr4BAD+AAAAAAAAAAAK//j5//3+EP7+/wQA/gAAAAAAAAAA' +
      '/f3///////8AC//9/f///////wAL//39////////AAv//f3///////8AC/8J/QD/AAAA/wAA/An9AP8AAAD/AAD8Cf' +
      '0A/wAAAP8AAPwCAAAAAAAAAAAAAAIAAAAAAAAAAAAA/Aj+/P0QBv39+vv+Efz5/Rb3/fv+/foZ+vX6Jv36+Pj4AAv/' +
      '//////////4F//8AAAD/AAAAAAX//wAAAP8AAAAABAr+/v///f7///0AAAD//v8L/wD8/gAAAP/+/wv/APz+/fj9+x' +
      'MQ+gQL9PX89fv5GAv49gb5C//7//4I/f78+v8R/wAA/wj///8AAP378fn2GAv1/RrxBwv7+vki/fv6Aff8D/r5/hv8' +
      '/PkA+foO+vn9Hvz7+QD5+v/+Gv39/v79/v76AAUA/wAAAAAAAfz/BBr9/P7+/P7/9gD//////w3//f7+//7////+/w' +
      'z////+/P78/hP9Bv3+/f/+//3/Fv77/v/+AgAAAAAAAAAA/wAB/v/9/xb9+/7+/gD/AP8A/wUAAAD/AAAAAAAAAP8C' +
      'AAAH+QH7/Qf8BP38CAf5Afr9B/wD//wH//7+/v79/hH+//7////8/w7///7///////z/Dv///v///wwA/wD///8A/f' +
      '0ABf///////wAA//8R///////+//38AP4A/wD//v8ACAAA/gD/AP/+/wAIAAD+AP8A//7/AAgAAP4A/wD//v8ACAD/' +
      'AAr//////////v4GBPj7EfoD+/oB/wAK//////////4B///9/xT++v7+/gH///3/FP76/v7+AAD//gAA////AAf4//' +
      '8S///////+/wAK/////wD/APz/AP///f///gD/Cv8AAAAAAQAAAAAAAAAAAAgA/v//AP////7+Bv7+/f/+Cf/2Bvwc' +
      '/fv6+/wCAvv+8P7+//v//yT9BvofCPr8+gL69vgAAAQAAAAAAAAA/wD4Ewf4+/UB+Rn0//7/+f8P//8A////APv4+i' +
      'D6+vkK/P8A+/j6IPr6+Qr8DPv7CPv1Ff76/Pv///8A/wb8Cv79/gv4+Qv6BA4D9/v4/////wMI/v7/AP8A//////8G' +
      '/wAAAP//AP///wf//wD//////wMI/v7/AP8H9fYH+hAUCvP29AX+//7//P3/Cv//BP4A/////f8H//4FAAD/AAAA/v' +
      '//AAr9//////z9Bv/+AAAAAAAAAAEAAAAAAAAAAAAAAQAAAAD/AAAAB///AAD+AP8AAAAH//8AAP4C/v7+Av///Az/' +
      '/v////8P//7///z9AAAG//8AAP///wAB/f39Ef78+wv7+wP/////////CP7+AAAAAAMAAP/+AAAD/v//A////gb+/h' +
      'H8/v3+/v7/Cfr8Efz+/f7+/v8J+vwI/gD//wD+/wD//wj+AP//AP7/AP//AP8AAAAA/wAAAgAIBv8B/P79/Ab++wAA' +
      'AP//AAgAAP3/CAT+APr9BPwF/vr8/gL7A/7+/f4R/Pz+AvsD/v79/hH8CP//AP8A/gAA/gAI//8A/wD+AAD+ABYG/A' +
      'D5/f0F+/v8Fgb8APn9/QX7+/z////+/v//Cv//AAMc/vj+/Pz9/v38Bhz8BvsJ+vr59vcFG/sE+gj5BPj19v77Bvv8' +
      'E/wH/P37//7//wT/Cv7/+f8AAAAAAP8CAAAAAP/+//8E/gz+//n/AAAAAAAAAgAAAAAAAAAAAAACAAAAAAD+AAQAAA' +
      'AAAAAAAAMAAgAA///////99/w2+vn6//v89gAAAAAFAP8AAP4A//7/A////wv///z8+/w0//n5/vr59vrt/wX3+gAA' +
      'GfcV/wABAAAAAAAAAAAGAPwAAAAAAAAAAAf/AAD///8A/////wD///0A//8ACAACAP0AAAAAAAAE///9Af0H/vz9/g' +
      'z9AP8J/v8A///+//8A/wn+/wD///7/////AP///gn////+AP8AAP8ADAAA//n//wD///4J/////v8AAAAAAAADAP8A' +
      '/wAAAAAAAAMA/wAA/wAA/wAMAAD/+QH/C//////+//7/HQP9+Pv8+gQE+fn++f0G/vz8E/7+Af////7///4M/v/+/f' +
      'j9BPz8+h/8/f8AAAAAAAACAAD/AAD/AP8ACP3/AAD+AP8AAAAAAAQAAP8AAAADAP//AAAA/wAAAAMA//8AAAD//QT9' +
      '/AcB/AL3/Az/+vXsBfXtBUPzAv0E/fwHAfwC9/wMBgD/AAAA/wAA/QAGAP8AAAD/AAD9AAD/AP///wn//wD/AP8A//' +
      '//Cf//AP8A/wD///8J//8A//z/AAAAAAAAAAf//P8AAAAAAAAAB//7/wf///////8G/gD/AP8ACAD9/wAAAP8A/wAI' +
      'AP3/AAD/AAAAAP8EAAAAAP7/////BwP9/wD/AP4AAAAABAAAAP8A/wAABAAAAP//AAD/AAAEAAAA//8AAP8AAAQAAA' +
      'D//wAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAgD/AAAAAAAAAAACAP8AAAAAAAAAAAIA/wAAAAAAAAAAAgD/AAAAAAAA' +
      'AAD//f/7/gj+Dv79/f8ZAP////T/AP/5/xkA////9P8A//kAAAAAAAAAAAADAAAAAAAAAAAAAAMAAAAAAAAAAAAAAw' +
      'D+//4T//n8BP7//v7//hP/+fwE/v/+AAAA/wD//wb+AAD//wYA/wAA//8AAP78/fr9Afsp9/v6/vz9+v0B+yn3+/r/' +
      'Df8E//7/BP//9wAAAAb//////wD///8E//////8E//8AAAQA/wAAAAD//wAABAAA/wD/AAD///8J//////////8GAA' +
      'AA/wD+AP8AAAYAAAD/AP4A/wAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAP0D/v4U//7+/fv+AAAAAP8ABgAA//4AAAAA' +
      '/wAGAAD//v8O/////////wD6//8K/f7//v/+BP///wr9/v/+//4E/wD/B/8A/wD/AP//AP8H/wD/AP8A///+/v/+Av' +
      '39//4P/wAAAP8E/wD/AAAA/v7//gb8/f7+D/8AAAAAAAAAAAABAAAAAAAAAAAAAAEA/PX+FfoDCPn+/AT89f4V+gMI' +
      '+f78BP/8/gT+/f3+/f0S/PH9EvgABvj7+RsBAAAAAAAAAAAAAAEAAAAAAAAAAAAA/vsD/g3++v3/AQT///7+Ffz///' +
      'v//v77A/4N/vr9/wEEAP7//////v///wwA/v/////+////DAAAAP//AP//BQD/EP8A//8A//8A9QAQ/wD//wD//wD1' +
      'APwCEPj7+vn4CwMG/fgF+/39/PsIBgz9+AX7/f38+wgGDPwCEPj7+vn4CwMGB/sB/////wn///sG/f/+/////f//CP' +
      '//AP//AAn/AAD9//8A//8ACf8AAP0N9gD8/f4GBf3+AP8AAAD/AAYAAP0A/wAAAP8ABgAA/QAA//8H//8A//4A/wD/' +
      '/wf//wD//gD/Bwr6+/r7EQH7/PwDE/XwBvQb8e/1G//////+B/oH///+CRvv6v72Jvnp8Bb//wP/////B//+////A/' +
      '////8H//7///8D/////wf//v///wAG/wAA//4AAP//AAb/AAD//gAA/v3///7+EP7+///+/f///v4Q/v7///0P//8F' +
      'AP4A///1/Q///wUA/gD///X6+fn3+fn3+Uf79wAEAP//Bv////z/AAQA//8G/////P//Af4W/v39/P7+/P////7//P' +
      '/+D////wD//wAAAP8FAAD////+//z//g///wQAAP8AAP/+AAAABAAA/wAA//4AAAAEAP4GAPz7/v4G/wAAAAAABv0A' +
      '/wAABAD+Bv8C+P79Bv4AAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAG/QD/AAAAAAAAAAb9AP8AAAD/AP//BP//AQ' +
      'D/AP8A//8E//8BAP8A/wD//wT//wEA//79C/wC/v38Cv3//PcL+wP9/Pn+/Bf+/Qv8Av79/Ar9//////8IAP8A/v//' +
      '/////wgA/wD+///wCP37/f75/QYKDwAAAAQAAP///wAAAAAABAAA////AAD///8L/v////8A/hMB7uwKABL37P4V9w' +
      'Ty7QT8GvvuDhQSAe7sCQAO9+wHEv////7/+RL////+/////v/5Ev////4A/wAAAAD/AAAABAD/AAAAAP8AAAAEAP//' +
      '/v////8B/wcE/wAA/wAAAAD/AAAAAAAAAAAAAAAABP8AAP8AAAAA/wAA/wD+//8L/wD+/gD///7//wr///////7//P' +
      '//Ff7//f39//8O/////f///wD/AP8ABQD//wAAAP8A/wAFAP//AAAA/wAAAAD+AAAABQD/Bv8AAAD//wD/AP4G////' +
      '/f//AAQAAAD+AAAAAAAAAwAAAAQAAP///wAA//7+/wz//f/+AP///v7/DP/9//4A/wAAAAQAAP///wAAAAAAAAAAAg' +
      'AAAP8AAwAAAAAAAAAAAAz/AP//AP8A//n/EAH9+/38+/7+/ggcAf37/Pz6/v73CP//AP8I//7//wD//////w7/////' +
      '/v3//wD/CP/+//8A//////8O//////79/vX8/fr9+f3+FRT9/gf+B//7/v4H/fz6DfoY+/r5BAL1AAAAAAAAAAAAAw' +
      'D37BD1Gfbv8wAhBv8G//3/Ff74/v/5/v3+/P4d+vz9//7/Bv/9/xX++P7/+QD//wn//////gAAAP//Cf/////+AAAA' +
      '/wD/AAAG/wAAAAUD//r+//3+/vwOBAL++f7/A/39+w0GBPoAAAD/AAD//wYE+gAAAP8AAP///wP/Cf/+////+/8AAA' +
      'AAAAAA/wACAP8D/wn//v/+//7//v////7//f8ADf4A/P8M//7///////77/gv+/f3+/wz+Bv8AAAAA/wAA/v8G/wAA' +
      'AAD/AAD+////EP78//////3///8Q/vz//////f8AAAAFAP///wD+AAAAAAUA////AP4A+P4EHP39/v37/f34/gQc/f' +
      '3+/fv9/f74Bff1Bff++S73AAD/AAQAAAAA/wAL9Qrz9wP6/vUp8wv1CvP3A/r+9Snz/fv9/Pz8CgkGBPn9+/38/PwK' +
      'CQYE+f8EAP///wf///79AAAAAAAAAAD/BP/9//z7/PsKCQUH9wAAAP8A/wQAAAD/AAAA/wD/BAAAAP8CAAD///8AA/' +
      '//AAIAAP///wAD//8AAAAA///9CP//AP8AAAD///0I//8A//4MAvv/B/r////9/RH///7//v///P77HAH7/Qb4/v37' +
      '+xQA+/z+/voH//z+FAD7/P7++gf//P4AAQAF/wD/AP0A/xD4/wUM/Pb2Ag/xAAAGAAAAAAAA/AD//v////////8L/w' +
      '/2BQMK+/T1ABbwAAEABf8A/wD9AP8A///+/wn9//8A/wD///7/Cf3//wD//wb+/v7+/Q/9/vz/Bv7+/v79D/3+/P8G' +
      '/v7+/v0P/f78/wP/CP4L/vv6/vwACQD+/////wD//v8D/wj+C/77+v78//r+/gn+Dvz+//wA/wD/C//9AAD9/gD/AP' +
      '8L//0AAP3+AAAAAAMA/wAAAAAAAAAAAwD/AAAAAP33/PkFDAwR9v33/////wr//////v//////Cv/////+/wAA//8A' +
      'AAD9AAAHASj8/P34+/z9AfYBKPz8/fj7/P0B9gD9AP8AAAD/AP8IAP0A/wAAAP8A/wj//v4P//7+/v7//v/+/g///v' +
      '7+/v/+AgwBAf///f/+//gICgP8+v4G/P77+/wA/vz8/Qb9/AYM//7+D//+/v7+//7//v4P//7+/v7//v/+/g///v7+' +
      '/v/+BhUABvT5CPb4//0AAAIAAAAAAAD/APH9/v3+/vz+BQsRAAAA/wT/AAAAAAAAAAD/BP8AAAAAAAD///7/////Af' +
      '8HAAAAAAAD/wAAAAAAAAAAAAP/AAAAAAD/AP/+////CP////3///8B/P///w3//f/+/w3///3////9//7/Df///f//' +
      '/v////7+C/////8AB////wD+//8A///+//////7//v8N//3+/P38/hcB/v4AAAAAAAAAAAAAAgAAAAAA/wACAAAAAA' +
      'AAAAD/AAIAAAD////+//7/EP/9/v8OAP//AAD//QD5+wQN+vX69PoPCQYAAAIAAAAAAAD/AAACAAD/AAAAAAAAAAn/' +
      '//8A///+/v8ACf///wD///7+/wAAAAAABAD/AAAAAAAAAAAEAP8AAAAAAAAAAAQA/wAAAP/+//////7//v8N////CP' +
      '/+Bf////0AAAAAAAAA/wMAABD8/P4GA/r+/gT3/Pv6BPr6+PcHDxP8+/oE+vr49wcPE/ga+vn8+SP7+vvzAP8CAP4A' +
      'AAAE//8ABP/+///+//8ABQgH+vUT+/0E+fz///4HAAD/AAAA///9Ev/6BAP5/Pv8Bf/+AQD///8C/wAE/v79/v38Bg' +
      'z7B/v//v0B/f39DP0I/AL8+f36+/8S/g/5AAAA/wYA/gD//wAAAAD/BgD+AP//AAAAAAAAAAAAAQAAAAAAAAAAAAAB' +
      'AAD8+fz6BwL9+Q4O+vz5/PoHAv35Dg76/gL18wf+/PsaE+0A//8A//7//wgA/wD//wD//v//CAD//vv+Av37H/0A9f' +
      '0A/AP///8J///+/wD8A////wn///7//v///v3+EP0C/v7+///+/f4Q/QL+/v7///79/hD9Av7+AP8A//8AAP8FAP8A' +
      '/////gD+/woA/wD////+AP7/CgD/AP8A//8AAP8FAP8EAAD/AAAAAAD/AAQAAP8AAAAAAP8AAP8AAP8ACwAAAPkA/w' +
      'AA/wALAAAA+QAR//7/////+v3/AAUA/v//AP8E/v8AAAAA/wAFAAD//wAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAA' +
      'AAEAAAAAAAIA/gAAAAAAAAAAAgD+AAAAAAAAAAAFCQAA/P/5AAAA/wAA////AP8G/wD/Hwz16xEGHe/t+uwDBv8M//' +
      '72Bfv++iML9OkNBhz07frrDvUF+fr7+wj6Awr//g/+//7//v///v/+D/7//v/+///+/v4O/f7+/gX+/v3+/g79/v7+' +
      'Bf7+/QD+AP8AAP///wb/AP4A/wAA////Bv8MBwT8Avz6/fv9/gD+AP8AAP///wb/AgH/AAAAAAAAAAAA///9///+AP' +
      '8K/wD/AP4ACf//AAD+AP7/+/8I/P//Cv0DAAAAAAAAAAD/ABX9/P39/v79/P4FCBr/9wX78Qj98QH5EQQFCP0E+v/0' +
      '9vkRBAUI/QT6//T2//wE/f////3+/g7//AT9/////f7+Dv//C/3/////Av/+//8L/f////8C//75/Qv++/8D//4O+Q' +
      'D/AAAAAAQA/wD/AP8AAAAABAD/AP8AAAAFAP//AAAAAAD///0JBv39/v/+AP7+AgkF/f3+//7+/v7+/v79/Q/9Bv7+' +
      '/v7+/v39D/0GAAD//wgA/wD///7+//7///8K/////wD/AP//////BwD/AP8A//////8HAP8A/wD//////wcA//z4/A' +
      'r7+v8i+wH1/Pj8Cvv6/yL7AfUA//8J//////4A/wD///7///////8KBgT/////////Af4EAf78/f37/fwW+wAAAAUA' +
      'AAAAAP////7/////CP//A/wEAf0C/P37/fwW+gsB//7+AwD+/v7+AQH//v4DCP7+/v4BAf/+/gMI/v7+/gD//wP///' +
      '7//v8G//7//f///hEAAPr//v/9///+EQAA+gAAAP8ABf/+AAAA//8E/v///////wT//wT+////////BAEE//8BAP8A' +
      '////AQT//wEA/wD///8A///+////////CgAAAAAAAAIAAP8AAP8A/v8M/f/+AP4M/Qf////3A/7//Qz9B/////cD/v' +
      '/9AP8A/wAHAP3/AP8A/wD/AAcA/f8A/wD/AP8ABwD9/wD/AP8A//////8IAP7/BAAAAAD/AAAA///6//3+GP3+/v3+' +
      '/////g3+///9///++f77Cxf8/fv8/gn/AAT+//v///7/Cf8ABP7/+////v///P78/f0k/P799v/8/vz9/ST8/v32/v' +
      '/+////Cv/////+//7///8K/////wUAAAAAAPwAAAAA/////wL+/P4HBf3+/v78Cf77BwQE+v4D/fz9/gj+DP78Kvz8' +
      '+gr8+vv5+fn/Bv/9/v/+/vwL/v8G//3+//7+/Av+AAAAAP8AAwAA/gAK//7//wAA/wD+AAr//v//AAD/AP4A//8J//' +
      '/+/f7//wMS/vP+/v8A/gj//QD/AP0JAAD//wD+/Rf//v3+/P//+//9F//+/f78///7////CP7+/v/+B/79/v8G/QP+' +
      '/v0K/fz+/wb9A/7+/Qr9/AAGAAAAAP8A/wD9///+/gL//v4L//7///7+Av/+/gv//gD/AP//B////wD/AP8A//8H//' +
      '//AP8A/wD//wf///8A/wEAAAD/AAAE/wD/AAAAAAAAAAAAAAD/+v79/f0h/f77+/////7//wr+/gn5AP///f///Q//' +
      '//wA///9///9D////AMA/Qb//////v//AwD9Bv/////+//8DAP0G//////7//wAAAAQAAP//AAD/AAAABAAA//8AAP' +
      '8A/wD//wj/AP4A////Ef78///+//7+//8R/vz///7//v7////9/v//Ev7/+/////3+//8S/v/7/////f7//xL+//sA' +
      'AP8GAAD//////wAA/wYAAP//////AP7+BPwEAPz7DfwE/gX+/v/9/v8F/wD/APz//wD/CQAAAP8A/P//AP8JAAD/AP' +
      '8ABwD9AAAA//8A/wAHAP0AAAD//wAA//8A/wj//v8AAPwA/wAAAAAACPoA/wgEAP//////+gD/CAQA/////////gD/' +
      '/P/8//8U+wAAAP4A/QcAAAD///8Z/P7+/v39/vv//xn8/v7+/f3++///Gfz+/v79/f77/Pf/JPoCA/r/+/YAAgAAAA' +
      'AAAAAA/wACAAAAAAAAAAD/AP//CP////////8A//8I/////////wAAAAAAAAAAAAACAAAAAAAAAAAAAAL//v7//v/+' +
      '//8O/v/+/v/+//7//w7+AAAEAAAAAP//AAAAAAQAAAAA//8AAAD/AP0JAAD//wD+AAAAAAAAAgAAAP8ABgAAAAD/AP' +
      '8A/QAGAAAAAP8A/wD9//r+/f39If3++/sAAAD/AAAAAv8AAAAAAP8AAAAE/wAAAAAA/wAAAAL/AAAAAAD/AAAAAv8A' +
      'AP0J+v4A///+/f8JAAD//wD/AAQAAAAA/wAAAAQA/wAAAAD+AP8AAP///wf///3///8D/wL/B/4EAP8AAP7//wACAA' +
      'AAAQAAAAAAAAAA/fwf/AL9+/z9/fwAAAACAAAAAAAAAP37IP4B/fv8/f37AAAFAAAAAAD//QAAAAABAAAAAAAAAP/+' +
      'Av0CAAIF/QD9//4C/QIAAgX9AP0AAAD+AAQAAAAAAAAAAP4ABAAAAAAA/xD+/AP+/v39//3///3////+CP0E/wAAAA' +
      'D9Cv4A/v///xD+/AAI/f37/vwA/wAFAAAAAP0AAP8S//////7+/v/6AAAACP//AP79AAAAAAAI//8A/v0AAAAA///+' +
      'AAD/CAD+AAD///4AAP8IAP4AAP///gAA/wgA/gAAAP4AAAAEAAAAAAAA/gAAAAQAAAAC/Q/9/f3+/fv/BAL9D/39/f' +
      '79+/8EBPL3/foY+Pj3KPUA/wMAAAAAAAD/AAD/AwAAAAAAAP8A/v4O/QL//////v3//gD/CwD///3//wAAAAIAAAAA' +
      'AAD/AAAAAgAAAAAAAP8AAAD+AAAAAAQA/wAAAP4AAAAABAD//wMG/f3+/QYE/vz//Qb+/v/+BwX//f8GAP//////AA' +
      'D/7nv48O4G8fHyAef/////B/////0F//////8H/////QX//////wf////9Bf8X+Q71DQD3A/f49xf5DvUNAPcD9/j3' +
      'AAAEAAAAAAAA/wAAAAQAAAAAAAD/AAH+Dv7////+//z9/v4A/wD/AAAABwD+/gD/AP8AAAAHAAD+AP/+//r//wgHAA' +
      'AG/gAAAAAAAP8AAAb+AAAAAAAA/wACAAAAAAAAAAD//v3+BP7+/Rr9+fv///8J//4J/v/6/e/4/Q78+wT6/CT57/j9' +
      'Dvz7BPr8JPkAAP///wAA/wUAAP//AAf/////////////B/////4E//8A/wAA/wD/AAAABAD/AAD/AP8AAAAE//8B/v' +
      '///f0N/v8AAAEAAAAAAAAAAAAAAgAAAAAAAAAAAP/////+/wn/A/sDAAAA/wAAAAAAAAMAAAD/AAAAAAAA//7//wD/' +
      'B//+/Af//v//AP8H//78BwAAAAAAAAIAAAAAAAAAAAAAAgAAAAAA/wD/////////BwD/AP////////8HAAQAAAAA//' +
      '//AAAABAAAAAD///8AAAAI/A36E/r6+fn7AP8A//8GAAD/AAAA/wD//wYAAP8AAAAAAP8A//8GAAD/AAAA/wD//wYA' +
      'AP8AAAD/AP//BgAA/wAI/A36E/r6+fn7//7///z/AP8ADf7//v///P8A/wAN/v73BgT6/PsV+gL//yH+/P3+/fv9/f' +
      'v8GAQA9/r4EPb/+hDxP+wA9PP78RHxAgAAAAAAAAAA/wABAP4C/QD//f8GAAAAAAQAAP//AAD///7///3/Ev7//fv/' +
      '/v///f8S/v/9+wIAAAAAAAAAAP4AAgAAAAAAAAAA/gACAAAAAAAAAAD+AP///wj/Cf77/f7/AAAA/wADAP8AAAAAAA' +
      'D/AAMA/wAAAP7//v///wr////////////9Dv/+/v7+/v3+/vwY/v39/v//////DP/8/wD///////8M//z/AP//+/7+' +
      '/gD8FP8J9f//AAD///4JAP/9//v+/v4A/BT/CfUAAP8AAAAA/v8FAAAA/wAAAAD+/wUAAP///////wr//f8ABgD/AP' +
      '///wD/AAAAAAABAAAAAAAA///++v7+/hr7/vwAAAAAAQAAAAAAAP78/fn9Jv36/fz9AAAEAAAAAP8AAP7+BQQJ/gT7' +
      '/fz/+vv9//0J/wD//wn+AAD8/wz///8A/v8AAPz/DP///wD+//Uc+PH7+gf6/PkcEPE/7AD08/vxEfH+/Qf+C/7+/v' +
      '7+/f79B/4L/v7+/v79AP8AAAAAAP8G//4A/gAHAP7///8A/wP/AAAAAAAAAAD/A/8AAAAAAAAAAP8D/wD//wD/AAAC' +
      'AAP/AP//AP8AAAIA//8M/v7///////8AAAD/AAAABP8AAAAAAP8AAAAE/wAA/wD9/f3++gYE/gr//wD///8I/wAAAP' +
      '//AP///wj/AAAAAAADAP8AAAAAAAAA///+////////CwAAAAAA/wIAAAAAAAAAAAD/AgAAAAAI+ff8DP0D/Pr8DQj9' +
      '9vsLAgH8+vsLAP8A//8G////AP///wAA//8GAP////kA/wAAAP4AAAz/9wL9/v39Dv4GCPkA///////+////CgAAAA' +
      'AAAAMAAP4AAAQAAAAA/wAA/////f/+/v79Fvz+/v769/z8/f0r+fz9//3//v7+/Rb8/v7//wMAAAAAAAAAAAAAAwAA' +
      'AAAAAP8AAAADAAAAAAAA/wAA/wAA///y/wD/EwD/AAD///L/AP8T//8AAP///f8A/woA////CP8B/////wAA//7///' +
      '8K/gD+/wD++///////DP8ACAAA/wD8AAD+/wAAAP////8AAAX//h787gP6+QP8EPX3EvsGA/r7AfoQ9fwX+gX/+PX/' +
      '+RfzAAAABgAAAAD///4AAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAAD///8L/v////8A/v///wv+/////w' +
      'D+/wv+/wD//v8A///+//4ABQAAAAAAAP0K/P8F//7/AP//BPn///8A//cRAP78E////v/8/////vwT///+//z////+' +
      '/BP///7//P////4AAP8HAP///////wD//wb/AP///wD//gAIAP4AAAD+AP/////9Avz9/woB//////0C/P3/CgH//f' +
      '0FCv/6/P4HAP3//wD//wD+AAAH////AP//AP4AAAf/AAAAAAAAAAAAAAIAAAAAAAAAAAAAAv/7//76/v38/wgQAAAA' +
      'AAAAAwAAAP8AAAAAAAADAAAA//77//76/gD8/wgPB/79+/r8Hfz+/PoOA//+/////f7//Af+/fv6/B38/vz6AP///w' +
      'D/B///AP8A////AP8H//8A//z+//7//////xH+/P7//v//////Ef7/////////AP//B/0P9vz//gL+/hH2AP8A/wD/' +
      'BQAAAP8A/wD/AP8FAAAA//8DA/8J//z///z+/////gEAC//+/f7/AQH9Cv8H/v35/AD/AP8AAP8AAAb/AP8A/wAA/w' +
      'AABv////79//7/Dv7//gAAAP8A/v8H/wD/AAAA/wD+/wf/AP8A///+/////w3//AAAAAAAAAABAAAACP7+APv//QAA' +
      'Cf0AAAAAAAAAAQAAAAD///7/////Df/8AP///v////8N//z//wAA///9/wD/CgAAAP0AAAAA/wYAAAAAAAAAAAAAAA' +
      'AA/v8F//////4F/v/+/wL////+/Qv+/gH//f79CP4L+/73KPLs7/II/f806wAAAAAAAAAE/wAAAP8A//8K//3//f/+' +
      '/v/8/h/9/vv6/f/7/CH+/P39/P75/fn7Hfwb+vv4+PYAAgAAAAAAAAAA/wACAAAAAAAAAAD/AAAA/wACAAAAAAAAAA' +
      'D/AAIAAAAAAA7+/f79Af//////Dv79/v0B//////8O/v3+/QH//////wAADAAAAAD/APcAAAUA/wAAAAAAAP4ABQD/' +
      'AAAAAAAA/gAFAP8AAAAAAAD+B//7BAQA/f0H+/wH//sEBAD9/Qf7/P8AAP//AP8I//7///7//v3///8O//7//QME/f' +
      '79/gr7A//+//79////Dv/+/wUE/////////v//BQT////////+/wT/Df3+/v/8/gD9AvoK+wkEAfgC/fv+/v0IDP4B' +
      '/QX+9QAAAAX/AAD+AAAAAAAABf8AAP4AAAAA/wD/AAD9AP4ACAII/Pcc+/j7BPz5/gP7+/z9+fsICgv+A/v7/P35+w' +
      'gKC//9//////z//wANCfz//vz+D/79+gIJ/P/+/P4P/v36Agn8//78/g/+/foCCfz//vz+D/79+gIK/v7+Bv///v/9' +
      '/wQA/QAAAAAAAAAABAD9AAAAAAAAAAAA/v//BP//AQP//gAAAAAAAAACAAAAAAAAAAAAAAIAAAD/B/7/Bf77+wME/P' +
      'oL/f8E/fL6Ahb7AP8AAAAACAAAAPoA/wD8//8A/wkAAPjv+PwA9fP8XfPy////DP///////v7/AAAA/wD//wAGAP8A' +
      'AAD/AP//AAYA/wAE//8EAP/+/wD/AAT//wQA//7/AAADAAAAAAD/AAD/+/8K//8A/wAA/wD+//3/CwD///////7//g' +
      'AFAAAAAAAA/gb//Qv9//7+/v38Bv39EP3//v7+/Q///P////7///3+Dv7///7//f///v8b8Wjn+fbz8fHw8A7+///+' +
      '//3///7//v8A/////v8ACgD+/wD////+/wAKAAv/+gAAAP8AAAAAGPsF//r69vkG+AcR8kftBfPs+/IV4v8I////AP' +
      '///wD+/wj///8A////AP4OCvj5DQn2CvT49AMC/vf6AAMHBvgDAwL+9/oAAwcG+AMDAv73+gADBwb4A/////3///0O' +
      '/v///////f///Q7+//8A/////wr//f8A/wAAAAAAAAAAAAAA//8N//3////+/////w3//f////7//wALAP8A/wD/AP' +
      '/7AAsA/wD/AP8A//v//v8N///////9///+/w3///////3///7/Df///////f8EAAAAAAAAAAD8AAQAAAAAAAAAAPwA' +
      'AQD/AAAAAAAAAAD+CP7+/v8LB/73+gEA/wAAAAAAAAAAAP4A//8A//8JAP//Bf4ABP4B/P37B/4D/v8D/QD7BfsGAA' +
      'AA//8AAAb/AP4BDQIIFfL1+v/yAAENAggV8vX6//IAAP8A/wP///8DAP8A/wD/A////wMA/wAAAAAAAgD/AAAABf/+' +
      'BwD//v/8AP/68vhD9xr/9vL26gAAAAn//P////8A/PsDA/v8+if2/fn///7+/w3/Bf/5//v5AQn5Bfgr9fT4AP///w' +
      'D//////wj/CP4F/v79AwH/+f8I/gX+/v0DAf/5AP8AAAAAAAACAAAA/gD/AAD///8G/wAAAAAA/wAAAwAAAP0A////' +
      '//8EBv///v8U///8/v//+v8AAv/+////AAAFEPwJB/37+vv8+AMAAAkAAAAAAAD4AAAACQAAAAAAAPgA//8AAP4J/Q' +
      'AAAP8R/P///wD//QD/+/33BwL8E/wH+/z6/fcHAvwT/Af7/PoZ8/b4+foR+/sKAf///wcAAAD/AAD+Gw709fj5DPb2' +
      'BQIbDfL79/gL9vYFAAEI/v3+/gsH/ff6/Qj//v7/Cwf+9/oAAgAAAAAAAAAA//8AAAAAAAMAAAAAAP4A////Cv//AP' +
      '0A/gD///8K//8A/QMA/wAAAAAAAAL+/wAAAAMAAAAAAAD/AAAAAwAAAAAAAP////8C///+Cv/9//7//v8P///+////' +
      '/v/+/w////7//wD/AP/////+BwD//wAEAAAAAAD//wD/AAQAAAAAAP//AP8I/vn++/r8HP35Agn8BfkC+PoT+vkBEf' +
      'r+9/7y9y/38hz4+/v7/Qr8A/v6AP8AAP8ABwAA//79+/zy+/z7LgL++f37/PL7/PsuAv75/vz+/fz9/SP3/fwAA///' +
      '///9Bv8A//8U/v7+Bv39/P75AgP9D////vz9//oGA/0N/v/+/Pz/+QAA/AD/AAAAAAAIAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAUAAAAA/AAAAAAABQAAAAD8AAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAAD/wAAAAAA/wACBQD9+/78' +
      'AgMH+gEFA/37/vwCAwf6AP8AAP8A/gD//wX3/v0s/fz8/Pr7+wD7/v7+/Bj+/v/9AP//BwL+//////8A//8HAv7///' +
      '///wIA/wAAAAAAAAAA//8L///+/////////gH/AP//AP8ABwL/Cv7//v//////AAAAAAAAAAT+AAAAAAAAAAAABP4A' +
      'AAH8/v37/gD9/gcN',
  },
};
