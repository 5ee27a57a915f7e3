// Written by `node scripts/train-category.ts --write`: do not edit by hand. Decision 0150.
// softmax λ=0.001 prefijo=5 norm=no equipo=sí · mezcla modelo 6 léxico 1 base 0.1; trained on 2211 ideas; cross-validation 86.2 %.
import type { CategoryWeights } from './category-model.ts';

export const CATEGORY_WEIGHTS: CategoryWeights = {
  options: { prefix: 5, normalize: false },
  mix: { model: 6, lexicon: 1, knowledge: 0.1 },
  model: {
    kind: 'softmax',
    bias: [-0.838, -0.272, -0.132, 0.517, -0.023, -0.056, 0.275, 0.278, 0.106, -0.304, 0.449],
    scale: 0.0216316,
    features:
      '3x3 abandonado abandonar aband~ abastecer abast~ abdominal abdom~ abierta abierto abier~ ' +
      'abogado abogar aboga~ abonado abonar abona~ abonos abrir abuela abuelo aburrar aburrir ' +
      'aburr~ acabar academia academico acade~ acampada acampar acamp~ acceso accesorio acces~ ' +
      'accion accionar accio~ aceitar aceite aceituna aceituno aceit~ aceptar acepto acept~ ' +
      'acertar acertijo acert~ acido acoger acogido acogi~ acompanamiento acompanar acomp~ ' +
      'aconcagua aconc~ acondicionar acond~ aconsejar acons~ acorde acta activar actividad activo ' +
      'activ~ actuacion actualizar actua~ acuarela acuario acuar~ acuerdo acuer~ acumular acumu~ ' +
      'adaptacion adaptar adapt~ adelantado adelantar adela~ adivinanza adivinar adivi~ adjunto ' +
      'adjun~ adolescente adole~ adopcion adopc~ adoptar adopt~ adorno adulto aeropuerto aerop~ ' +
      'afectado afectar afect~ aficion aficionado aficionar afici~ afilador afila~ afiliado ' +
      'afiliar afili~ aforar agencia agenciar agenc~ agenda agendar agend~ agente agostar agosto ' +
      'agost~ agradecer agrad~ agricola agricultor agric~ agua aguar aguinaldo aguin~ ahi ahorrar ' +
      'ahorro ahorr~ airar aire ajedrez ajedr~ alarma alarmar alarm~ albanil alban~ albergar ' +
      'albergue alber~ album alcohol alcoh~ aleman alergeno alergia alerg~ alerta alertar alert~ ' +
      'alfabetizacion alfab~ alfajor alfaj~ alfombra alfombrar alfom~ alguien algui~ alimentacion ' +
      'alimentar alimentario alimento alime~ almacen almac~ almazara almaz~ alojado alojamiento ' +
      'alojar aloja~ alquilar alquiler alqui~ alrededor alred~ alta alto altura alumno alzheimer ' +
      'alzhe~ amantar amante amant~ amarrar amarre amarr~ amateur amate~ ambientar ambiente ' +
      'ambie~ ambulante ambul~ amenities ameni~ america ameri~ amgos amigar amigo amortizacion ' +
      'amort~ anada anadir analisis analitica analitico anali~ analogico analo~ anatomia anato~ ' +
      'anciano ancia~ andando andan~ andino anecdota anecd~ anemia animal animar animo ' +
      'aniversario anive~ ano anonimo anoni~ anotador anotar anota~ ansiedad ansie~ antepasado ' +
      'antep~ anterior anter~ antibiotico antib~ anticipada anticipado anticipar anticoagulante ' +
      'anticonceptiva antic~ antidepresivo antid~ antiguedad antiguo antig~ anual anuncios anunc~ ' +
      'aparcar aparc~ aparecer apare~ apartamento apartar apart~ api apicultor apicultura apicu~ ' +
      'aportacion aportar aport~ apostar apost~ apoyar aprender aprendizaje apren~ aprobado ' +
      'aprobar aprob~ apuntado apuntar apunte apunt~ arbitraje arbitro arbit~ arbol arbolar ' +
      'arbol~ archivar archivo archi~ arcilla arcillar arcil~ arepas armar armario armar~ ' +
      'arquitecto arquitectura arqui~ arreglar arreglo arreg~ arte arterial arter~ artesanal ' +
      'artesania artesano artes~ articulo artic~ artrosis artro~ asado asamblea asamb~ asar ' +
      'ascensor ascen~ asesinato asesi~ asesor asesoria aseso~ asiento asien~ asignado asignar ' +
      'asignatura asignaturas asign~ asistencia asist~ asma asociar asoci~ aspirador aspir~ ' +
      'astronomia astro~ atacar atencion atenc~ atender atend~ atletismo atlet~ atopico atopi~ ' +
      'atras atrasado atrasar atras~ audio audioguia audiolibro audiovisual audio~ auditoria ' +
      'auditorio audit~ aula ausencia ausen~ autenticar auten~ autismo autis~ auto autobus ' +
      'autobuses autob~ autocaravana autoc~ autoescuela autoevaluacion autoe~ automatica ' +
      'automatico autom~ autonomo auton~ autopista autopublicados autop~ autor auxilio auxil~ ' +
      'avance avanzar avanz~ ave averia averiar averi~ avisar aviso avistamiento avist~ avon ' +
      'ayuda ayudar ayuntamiento ayunt~ azafata azafa~ azucar azul b2 bachillerato bachi~ bailar ' +
      'baile baja bajar bajo balance balan~ balcon baloncesto balon~ banar bancal bancario banca~ ' +
      'banco banda bandeja bandera bande~ bano bar barato barbacoa barba~ barberia barbero barbe~ ' +
      'barco bariatrica baria~ barniz barra barrar barrer barrica barril barrio barri~ basal ' +
      'basar base basico basura bateria bater~ bazar bebe bebedero bebed~ beber bebido beca becar ' +
      'becario becar~ bello beneficiar beneficio benefico benef~ biblia biblioteca bibli~ bici ' +
      'bicicleta bicic~ bienestar biene~ bienvenida bienvenido bienv~ billar bimestre bimes~ ' +
      'bingo bipolar bipol~ bisabuelo bisab~ bisuteria bisut~ bitacora bitac~ bizcochar bizcocho ' +
      'bizco~ blanco bloc blog bloque bloquear bloqueo bloqu~ bocadillos bocad~ boda bodega ' +
      'bogota boletin bolet~ bolleria bolle~ bolo bolso bombero bombe~ bombillas bombi~ bombona ' +
      'bombo~ bondi bono bonsai bonsais bonsa~ bootcamp bootc~ bordado bordar borda~ borrador ' +
      'borra~ bosque botanico botan~ botar bote botiquin botiq~ boton boutique bouti~ boxear ' +
      'boxeo boxes brackets brack~ braille brail~ bricolaje brico~ bros brotar brote bucal bueno ' +
      'bufanda bufan~ bungalow bunga~ busca buscador buscar buscarla busca~ busqueda busqu~ ' +
      'butaca butano caballo cabal~ cabecero cabec~ cabina cachorro cacho~ cadena caducar ' +
      'caducidad caduc~ caer cafe cafeina cafei~ cafeteria cafetero cafet~ caido caja cajera ' +
      'cajero calcetin calce~ calculador calcular calculo calcu~ caldera calde~ calendario calen~ ' +
      'calidad calid~ calientitas calie~ calificaciones calif~ call callar calle callejero calle~ ' +
      'calor caloria calor~ cama camara camarero camar~ cambiar cambio cambi~ caminante caminar ' +
      'caminata camino camin~ camion camiseta camis~ campamento campana campano campar campa~ ' +
      'campeonato campe~ camping campi~ campo campus canal canalon canal~ canario canar~ cancelar ' +
      'cance~ cancha cancion canci~ candado candar canda~ candidato candi~ canina canino cansado ' +
      'cansar cansa~ cantabrico cantar canta~ cantidad canti~ canto capital capitular capitulo ' +
      'capit~ captacion capta~ captura capturar captu~ caracol carac~ carbohidrato carbon carbo~ ' +
      'cardiaco cardiologo cardi~ carnaval carna~ carne carnet carniceria carnivoro carni~ carpa ' +
      'carpeta carpe~ carpinteria carpintero carpir carpi~ carrera carreta carrete carre~ carril ' +
      'carrito carri~ carro carta cartel cartelero cartera cartero carte~ carton cartucho cartu~ ' +
      'casa casar cascar casco casera casero caseta caso cata catalogar catalogo catal~ catar ' +
      'categoria categ~ catequesis cateq~ catering cater~ cebar cebo cegar celiaco celiaquia ' +
      'celia~ celular celul~ cena cenar cenir center central centrar centro centr~ cepillar ' +
      'cepil~ cepo cera ceramica ceramico ceram~ cero cerrada cerrado cerrar cerra~ certificado ' +
      'certificar certi~ cervecero cerveza cerve~ cesta cetogenica cetog~ cetona chacra chal ' +
      'chalar chale champions champ~ chapa chapar chapo charla charlar charl~ chat chaval che ' +
      'checklist check~ chica chico chile chimenea chime~ chiringuito chiri~ chistar chiste ' +
      'chist~ chocolate choco~ churro ciar ciclar ciclismo ciclista cicli~ ciclo ciego cien ' +
      'ciencia cienc~ cientifico cient~ cierre cierto cifrado cifrar cifra~ cinco cine circo cita ' +
      'citar ciudad ciudadano ciuda~ civico clara claro clase clasica clasico clasificar clasi~ ' +
      'clienta cliente clien~ clinica clinico clini~ clorar cloro closet club coach cobertura ' +
      'cober~ cobra cobrar cobre cobro coche cocina cocinar cocin~ coctel codigo cofradia cofra~ ' +
      'cola colaborar colab~ colada colar colchon colch~ coleccion coleccionables coleccionar ' +
      'colectar colec~ colegiar colegio coleg~ colesterol coles~ colico colmena colme~ colon ' +
      'color colorar color~ columnista colum~ comandar coman~ comarca comarcar comar~ combustible ' +
      'combu~ comedero comedir comedor comedy comed~ comentar comentario comen~ comer comercial ' +
      'comerciar comercio comer~ comic comida comido comision comisionar comis~ comite comodin ' +
      'comod~ compaginar companero compania comparador comparar comparsa compartido compartir ' +
      'compas compatibilidad compatriota compa~ competencia competicion compe~ complemento compl~ ' +
      'composicion compo~ compra comprador comprar compraventa comprension compr~ computador ' +
      'compu~ comun comunicado comunicar comunidad comunion comunitario comun~ concentrado ' +
      'concentrar concertar concesionario conce~ concierto conci~ concretar concreto concr~ ' +
      'concursar concu~ conducir conductor condu~ conejo confianza confirmar confi~ congelado ' +
      'congelador congelar conge~ congreso congr~ conmemorativas conme~ conocer conocimiento ' +
      'conoc~ consejo consentimiento conserje conserva conservar conservatorio conse~ consigna ' +
      'consignar consi~ consola conso~ constante construccion constructor const~ consulta ' +
      'consultar consultoria consumar consumidor consumir consu~ contabilidad contactar contactos ' +
      'contado contador contar conta~ contener contenido contestar contexto contextos conte~ ' +
      'continuar continuo conti~ contralto contrasena contrasenar contratar contratos control ' +
      'controlar contr~ conversacion convertir conve~ convocatoria convocatorio convo~ convulsion ' +
      'convulsionar convu~ cooperativa cooperativo coope~ coordinar coord~ copa copar cordero ' +
      'corde~ coreano corea~ coro corporal corporativo corpo~ corral correar correccion corredor ' +
      'correduria corregir correr correspondencia corre~ cortacesped cortado cortar corta~ corte ' +
      'cortes cortina corti~ corto cortometraje corto~ cosecha cosechar cosec~ cosmetico cosme~ ' +
      'costar coste costo costura costurera costu~ cotidiano cotid~ cotizacion cotiz~ covid ' +
      'coworking cowor~ crear creativo creat~ crecimiento creci~ credito credi~ creer crema cria ' +
      'criadero criad~ crianza crian~ criar crio cripto criptomoneda cript~ crisis cristal crist~ ' +
      'critica criticar critico criti~ crm crochet croch~ cromo cronica cronico croni~ cronograma ' +
      'cronometrar crono~ croquis croqu~ crossfit cross~ crucigrama cruci~ cruz cuaderno cuade~ ' +
      'cuadra cuadrante cuadrar cuadrillas cuadro cuadr~ cuajado cuajar cuaja~ cuanto cuartar ' +
      'cuarto cuart~ cuatro cubrir cuenta cuento cuero cuesta cuestionario cuest~ cuidado ' +
      'cuidador cuidar cuida~ cultivar cultivo culti~ cultura cultural culturar cultu~ cumpleanos ' +
      'cumplir cumpl~ cuna cunar cuota cupon curacion curac~ currar curro cursar curso curva ' +
      'curvar curvo da dado dan danar dano danza danzar dar dardo darle das dato debajo debatir ' +
      'debat~ deber decants decan~ decidir decid~ decima decimo decir decision decis~ declaracion ' +
      'decla~ decoracion decor~ dedal dedicar dedicatoria dedicatorio dedic~ deduccion deducibles ' +
      'deduc~ defectos defec~ degustar degus~ deja dejar dejo dele delegar deleg~ demandar deman~ ' +
      'demas demasiado demas~ demencia demen~ demo dental dentar dentista denti~ dentro ' +
      'departamento depar~ dependiente depen~ deportar deportista deportivo depor~ depositar ' +
      'depositos depos~ depresion depre~ dermatologia derma~ derrama derramar derra~ desarrollar ' +
      'desarrollo desar~ desayunar desayunos desay~ descansar descanso descargables descargar ' +
      'descartar desca~ descongelar desconocer descontar desco~ descripcion descr~ descuentos ' +
      'descu~ deseo desfilar desfile desfi~ designar desig~ despachar despacho desparasitaciones ' +
      'desparasitar despa~ despedida despedir despensa despertar despe~ desplazamiento despl~ ' +
      'destenir deste~ destinar desti~ detallar detalle detal~ detective detector detec~ deuda ' +
      'deudo devolucion devoluciones devolver devol~ dia diabetes diabeticos diabe~ diagrama ' +
      'diagramar diagr~ diario dibujar dibujo dibuj~ dictado dictar dicta~ didactico didac~ ' +
      'diente dieta dietar diez dificultad dificultar dific~ digital digitalizar digit~ dinero ' +
      'diploma diplomar diplo~ direccion directa directamente directivo directo director direc~ ' +
      'disco discografia disco~ disenador disenar diseno disen~ disfraz disfrazar disfr~ dislexia ' +
      'disle~ disney disponer disponibilidad disponibles dispo~ distancia distanciar dista~ ' +
      'distinto disti~ distraccion distribuidor distribuir distr~ divertido divertir diver~ ' +
      'dividendo dividir divid~ divisa divisar divis~ divulgacion divul~ dni docena doceno doctor ' +
      'doctoral doctorar docto~ documentacion documentado documental documentar documento docum~ ' +
      'doler dolor dolorosa doloroso dolor~ domesticar domestico domes~ domiciliar domicilio ' +
      'domic~ domingo domin~ dona donacion donac~ donante donan~ donar donativo donat~ dormida ' +
      'dormir dormi~ dorsal dosis doy dragons drago~ dron dropshipping drops~ duda dudar duelo ' +
      'duena dueno dulce dungeons dunge~ duracion durac~ durante duran~ durar echar ecografia ' +
      'ecogr~ ecologico ecolo~ economia econo~ edad edicion edici~ edificio edifi~ editor ' +
      'editorial edito~ educacion educador educativo educa~ eeuu efectivo efecto efect~ ' +
      'efemerides efeme~ egresar egres~ ejemplo ejemp~ ejercicio ejerc~ eleccion elecc~ electoral ' +
      'electricista electrico electrodomestico electronico elect~ elegir elemento eleme~ elijar ' +
      'eliminatoria eliminatorio elimi~ elo embarazado embarazar embarazo embar~ embotellar ' +
      'embot~ embudar embudo embud~ embutido embutir embut~ emergencia emerg~ emigrante emigr~ ' +
      'emocion emocional emocionar emoci~ emojis empanado empanar empan~ emparejamiento empar~ ' +
      'empeorar empeo~ empezar empez~ empleado emplear empleo emple~ emprendedor emprendimiento ' +
      'empresa empresas empre~ encadenado encadenar encad~ encamar encam~ encargado encargar ' +
      'encargos encar~ enchufar enchufe enchu~ enciclopedia encic~ encontrado encontrar encon~ ' +
      'encuentro encuestar encue~ endocrino endoc~ endometriosis endom~ energia energ~ enfermedad ' +
      'enfermeria enfermero enfer~ enlace enlazar enlaz~ enmarcar enmar~ ensayar ensayos ensay~ ' +
      'ensenar ensen~ entender enten~ enterar enter~ entrada entrado entrar entra~ entrega ' +
      'entregada entregar entrenador entrenamiento entrenar entrevistar entrevisto entre~ envasar ' +
      'envase envas~ enviado enviar envia~ envio envoltorio envol~ epilepsia epile~ episodio ' +
      'episo~ equilibrio equil~ equipacion equipar equipo equip~ equitacion equit~ erasmus erasm~ ' +
      'escalada escalado escalar escalera escal~ escandallo escanear escan~ escapar escape escap~ ' +
      'escasez escas~ escena escenario escen~ esclerosis escle~ escolar escoliosis escol~ ' +
      'esconder escon~ escribir escrita escrito escritor escritorio escritura escriturar escri~ ' +
      'escuchar escuc~ escuela escue~ eslora espaciar espacio espac~ espalda espal~ espana ' +
      'espanol espan~ especial especialidad especie espectaculo espec~ espera esperar esper~ ' +
      'esqui estacion estac~ estadistica estadistico estado estad~ estampado estampar estam~ ' +
      'estan estancar estanque estanteria estan~ esten estetica esteticista estetico estet~ ' +
      'estilar estilista estilo estil~ estimar estim~ estiramiento estirar estir~ estoy ' +
      'estrategia estra~ estrella estrellar estreno estre~ estudiante estudiar estudio estud~ ' +
      'estuve etapa etiqueta etiquetar etiqu~ euro eurovision eurov~ euskera euske~ evaluacion ' +
      'evaluar evalu~ evento evolucion evolu~ ex exalumnos exalu~ examen excedente exced~ excel ' +
      'exclusivo exclu~ excursion excur~ exhibicion exhib~ expedientar expediente exped~ ' +
      'experiencia experimentar experimento exper~ explicacion explicar explicativo expli~ ' +
      'exposicion expos~ express expre~ extra extraescolar extranjero extraordinaria ' +
      'extraordinario extra~ fabrica fabricar fabri~ facil factura facturacion facturar factu~ ' +
      'facu facultad facultar facul~ fallecer fallecido falle~ fallido falli~ fallo falta faltar ' +
      'falto familia familiar famil~ fans fantasy fanta~ fanzine fanzi~ farmacia farma~ fas fase ' +
      'favor favorito favor~ febril fecha fechar federacion feder~ feedback feedb~ felicitacion ' +
      'felicitar felic~ femenino femen~ feria feriar fermentacion ferme~ ferreteria ferre~ fertil ' +
      'fertilidad ferti~ festival festi~ fiado fianza fiar fibra ficha fichaje fichar ficha~ ' +
      'fidelidad fidelizacion fidelizar fidel~ fiebre fiel fiesta fifa figura figurar figur~ ' +
      'fijar fijo filtrar filtro filtr~ fin final financiero finanza finan~ finar finca fincar ' +
      'finde fines firma firmar firme fiscal fisica fisico fisio fisioterapeuta fisioterapia ' +
      'fisio~ flashcards flash~ flor flora floral florar floristeria flori~ flota flotar flujo ' +
      'fodmap folclore folcl~ fondo fontanero fonta~ food formacion formar forma~ formula ' +
      'formular formulario formu~ foro forzar foto fotografia fotografiar fotografico fotografo ' +
      'fotog~ fp fragmento fragm~ frances francia franc~ frangir frang~ franja franjar franj~ ' +
      'frase frecuencia frecuentar frecuente frecu~ freelance freelancers freel~ fregar freno ' +
      'frente fresca fresco friega frigorifico frigo~ fronton front~ fruta frutal frutar fruto ' +
      'fue fuente fuera fuerza fui fumar fumigar fumig~ funcion funcionar funci~ funda fundacion ' +
      'fundar funda~ fundir fundo funeral funer~ furgoneta furgo~ futbol futbolin futbo~ gadgets ' +
      'gadge~ gafar gafe gafo gala galicia galic~ gallina galli~ gana ganado ganador ganad~ ' +
      'ganancia ganan~ ganar ganir gantt garaje garantia garan~ garrafa garra~ gas gasoil ' +
      'gasolina gasolinera gasol~ gastado gastar gasta~ gasto gastronomico gastr~ gato gemelo ' +
      'genealogico genea~ general generar genero gener~ gente geografia geogr~ geolocalizacion ' +
      'geolo~ gestion gestionar gesti~ gestor gestoria gesto~ gimnasio gimna~ gincana ginca~ ' +
      'ginecologica ginec~ gira girar giro gitano glaucoma glauc~ glosario glosa~ glucemia gluce~ ' +
      'glucosa gluco~ gluten gol golf golosina golosinar golos~ gordo gota gp gps grabacion ' +
      'grabado grabar graba~ gracia gradar grado graduacion gradu~ grafica grafico grafiti grafi~ ' +
      'granada granado granar grana~ grand grande granel granja grano gratis gratuito gratu~ ' +
      'gremio grua grupo gtd guadalajara guada~ guardado guardamuebles guardar guarderia guardia ' +
      'guard~ guia guiado guiar guion guitarra guita~ gustar gusto habitacion habito habitual ' +
      'habit~ habla hablar hacendar hacen~ halloween hallo~ hamburgues hamburguesa hambu~ harry ' +
      'he hecha hecho hectarea hecta~ helada helado helar hemeroteca hemer~ hemodialisis hemod~ ' +
      'hemos herencia heren~ hermanar hermandad hermandar hermano herma~ herramienta herrar ' +
      'herra~ hice hidratar hidra~ hielo hierro higiene higie~ hijo hilar hilo hincha hinchar ' +
      'hinchir hinch~ hipertension hiper~ hipico hipoteca hipotecar hipot~ historia historial ' +
      'historiar historico histo~ hito hogar hoja hombre hombro homeopatia homeo~ hora horario ' +
      'horar~ hornada horna~ hornear horne~ horno hortaliza horta~ hospital hospi~ hostal ' +
      'hosteleria hoste~ hotel hoy hoyo hucha huerta huerto huesped huesp~ huevar huevo humar ' +
      'humedad humed~ humo humor humorista humor~ iberico iberi~ ibi ictus idear idioma iglesia ' +
      'igles~ ilustraciones ilustrado ilustrador ilustrar ilust~ imagen imei importadores ' +
      'importantes importar impor~ imprenta impresion impreso impre~ imprimible impri~ impuesto ' +
      'impue~ incendiar incendio incen~ incidencia incid~ independiente independientes ' +
      'independizar indep~ indexar index~ indicador indic~ indigena indig~ industrial indus~ ' +
      'infantil infan~ influencer influ~ informacion informar informatica informatico informe ' +
      'infor~ ingle ingles ingrediente ingresar ingreso ingre~ inhalador inhal~ inmigrante inmig~ ' +
      'inmobiliaria inmobiliario inmob~ inquilino inqui~ inscripcion inscrito inscr~ insistente ' +
      'insis~ inspeccion inspeccionar inspector inspe~ instagram instalacion instalador insta~ ' +
      'instituto insti~ instruccion instructor instrumentar instrumento instr~ insuficiencia ' +
      'insuf~ insulina insul~ intensidad inten~ interactivos intercambiar interes interesado ' +
      'interesar interior internacional internar internet interno intervalo inter~ intolerancia ' +
      'intol~ intraocular intra~ inundacion inund~ inusuales inusu~ inventariar inventario inven~ ' +
      'invernadero inversion inversiones inver~ investigacion inves~ invierno invie~ invisible ' +
      'invis~ invitacion invitado invitar invit~ inyeccion inyec~ irme irpf irregulares irreg~ ' +
      'irritar irrit~ itinerario itine~ itv iva jabon jabonar jabon~ japon japones japon~ jardin ' +
      'jardinera jardinero jardi~ jazz jefe jornada jornal jornalar jornalero jorna~ joven joya ' +
      'jubilacion jubilado jubilar jubil~ juego jueves jugador jugad~ jugar jugo juguete jugue~ ' +
      'junta juntar junto jurado jurar justificante justificar justi~ juvenil juven~ kanban ' +
      'karaoke karao~ kawaii kayak kayaks kilometro kilom~ kiosco kit laboral laboratorio labor~ ' +
      'laburo lactosa lacto~ lamina laminar lamin~ lampar lampara lampa~ lana lanar lanzamiento ' +
      'lanzar lanza~ largar largo laser lata latinar latino latinoamerica latin~ latir lato ' +
      'lavadero lavado lavador lavad~ lavanda lavan~ lavar leads leccion lecci~ leche lector ' +
      'lectura lectu~ leer leido lena lenar lenceria lence~ lengua lentilla lenti~ lesion ' +
      'lesionar lesio~ letra letrado letra~ levantar levan~ leyenda leyen~ liar libra librar ' +
      'libre libreta libre~ libro licencia licenciar licen~ licor liga ligar limitado limitar ' +
      'limite limit~ limonero limon~ limpiador limpiar limpieza limpio limpi~ linea linear lineo ' +
      'linkedin linke~ liquidacion liquidar liqui~ lisboa lista listado listar lista~ listening ' +
      'liste~ listo literario literatura liter~ litro llamada llamado llamar llama~ llanta llave ' +
      'llavero llave~ llega llegada llegado llegar llega~ llena llenar lleno lleva llevar llover ' +
      'lluvia local logistica logistico logis~ logo logopedia logop~ lonja looks lote loteria ' +
      'loter~ lucir lucrar lucro ludoteca ludot~ lugar luna lunes luz maceta macro madera madre ' +
      'madrid maestra maestro maest~ magia magic mal maleta mama mamar mamografia mamog~ manana ' +
      'manar manda mandar mandarin manda~ mando manejar manejo manej~ manicuristas manic~ mano ' +
      'manta mantener mantenimiento mante~ manual manualidad manua~ mapa maqueta maquetar maqueto ' +
      'maque~ maquillaje maquina maquinar maquinaria maqui~ mar maraton marat~ marca marcado ' +
      'marcador marcar marca~ marco marea marear margen maridajes marido marid~ mariposa marip~ ' +
      'marisco maris~ marketing marketplace marke~ marte masa masaje masar mascota masco~ master ' +
      'matcha matematica matematico matem~ materia material mater~ matricula matricular matriz ' +
      'matri~ matrona matro~ maximo mayor mayorista mayor~ mazo mecanica mecanico mecan~ medalla ' +
      'medal~ media mediar medicacion medicamento medicar medicina medicinal medicinar medico ' +
      'medic~ medida medio medir meditacion meditar mediterraneo medit~ mejor mejora mejorar ' +
      'mejor~ meme memoria memor~ menopausia menop~ mensaje mensajeria mensa~ menstruacion ' +
      'menstrual menst~ mensual mensualidad mensu~ mental mentor mentorias mento~ menu mercado ' +
      'mercancia mercar merca~ merceria merce~ merch merendero meren~ merma mermar mermelada ' +
      'merme~ mes mesa mesar meta meter metodo metro metronomo metro~ mexicano mexic~ mezclar ' +
      'mezcl~ miar micro microrrelatos micro~ miel mientras mient~ migrana migra~ mil mimica ' +
      'mimico mindfulness mindf~ minecraft minec~ mineral miner~ minuto mio mirador mirad~ mirar ' +
      'misa misar misterio miste~ mitad mixto ml mochila mochilero mochi~ moda modelar modelo ' +
      'model~ moderacion moder~ modulo moldar molde molestar molestia moles~ moneda monedar ' +
      'moned~ monitor monit~ monologo monol~ montajes montana montanismo montano montar monta~ ' +
      'monte monterrey monte~ montura montu~ monumento monum~ morder moroso mosca moscar mosco ' +
      'mostrador mostrar mostr~ moto movil movilidad movil~ movimiento movim~ mucho mudanza ' +
      'mudan~ mudar mueblar mueble muebl~ muestra muest~ mujer multiple multiplicar multi~ ' +
      'mundial mundi~ mundo municipal municipio munic~ mural murar muro mus muscular muscu~ museo ' +
      'musica musical musico music~ mutualidad mutua~ nacer nacimiento nacim~ nacionalidad nacio~ ' +
      'nadar naranja naran~ narrar natacion natac~ natillera natil~ nativo natural naturaleza ' +
      'natur~ navidad navid~ necesario necesidad neces~ negativa negativo negat~ negociar negocio ' +
      'negoc~ negro neopreno neopr~ netflix netfl~ neto neumatico neuma~ neurologo neuro~ nevera ' +
      'newsletter newsl~ nidada nieto ninera ninero nino nivel nivelar nivel~ noche nochevieja ' +
      'noche~ nocturno noctu~ nomada nombrar nombre nombr~ nomina nominar nomin~ nordico nordi~ ' +
      'norma nota notar notario notar~ noticia noticiar notic~ notificacion notif~ noto novedad ' +
      'noved~ novel novela novelar novel~ novio nuestro nuest~ nueva nueve nuevo numerar numero ' +
      'numeroso numer~ nutricion nutricionista nutriente nutri~ obeso objecion objec~ objetivar ' +
      'objetivo objeto objet~ obligatorio oblig~ obra obrador obrad~ obrar observacion observar ' +
      'obser~ oca ocasion ocasionar ocasi~ ociar ocio ocupada ocupar ocupa~ odontograma odont~ ' +
      'oferta ofertar ofert~ oficina oficio ofici~ ofrecer ofrec~ oftalmologo oftal~ ojo ola ' +
      'olimpiada olimp~ oliva olivar olivo olvidar olvido olvid~ ong online operacion operar ' +
      'operario opera~ opinar opinion opini~ oportunidad oport~ oposicion opositor oposi~ optico ' +
      'oracion oraci~ oral orden ordenado ordenador ordenar ordeno orden~ organico organizacion ' +
      'organizado organizador organizar organ~ orientacion orientador orien~ origen orquesta ' +
      'orquestar orque~ ortodoncia ortod~ ortografia ortog~ oscar osteopata osteo~ otonar otono ' +
      'oveja ovillo oxigenar oxigeno oxige~ paciente pacie~ packs pactar paddle padel padre ' +
      'paella paga pagado pagar paginar pagin~ pago pais paisaje paisa~ paises pajaro palabra ' +
      'palab~ palet palets pan pana panaderia panad~ panal panel panico panificadora panif~ ' +
      'pantalla panta~ papa papar papel papeleria papeleta papelitos papel~ papo paquete ' +
      'paqueteria paque~ parafarmacia paraf~ parametro param~ parar parcela parcelar parce~ ' +
      'parchis parch~ pareja parejo parking parki~ parque parroquia parro~ parte participante ' +
      'participativo particular partida partido partir partitura parti~ parto pasa pasado ' +
      'pasajero pasaj~ pasaportar pasaporte pasap~ pasar pasear paseo pasillo pasil~ paso pasta ' +
      'pastel pasteleria paste~ pastillas pasti~ patata patin patinaje patinar patin~ patio ' +
      'patrimonio patri~ patrocinador patrocinio patron patronal patro~ pausa pausar pdf peaje ' +
      'pecera pecero pediatra pedia~ pedido pedir pelar pelicula pelic~ pelis pelo peluqueria ' +
      'peluq~ pelvico pelvi~ pena penar pendiente pendi~ pensar pension pensionar pensi~ ' +
      'pequenito pequeno peque~ perder perdida perdido perdi~ perfumar perfume perfu~ periodico ' +
      'periodista perio~ permiso permitir permi~ pernoctar perno~ perro persiana persiano ' +
      'persistente persi~ persona personaje personal personalizables personalizacion personalizar ' +
      'personar perso~ peru peruano perua~ pesar pesca pescador pescar pesca~ peso pestana pesta~ ' +
      'petanca petan~ pez ph piano picar picnic piel pienso pieza pila pilar pilates pilat~ ' +
      'piloto ping pintar pintor pintura pintureria pintu~ pique pisar piscina pisci~ piso pista ' +
      'pistar pizarra pizar~ pizza pizzeria pizze~ placa placar plaga plagar plan planchar planc~ ' +
      'planear plane~ planificacion planificador planificar planir plani~ planner plann~ plano ' +
      'planta plantar plantilla plantillar planton plant~ plastico plast~ plata plato playa plaza ' +
      'plazos ple pleno plusvalia plusv~ poblar poda podar podcast podcasts podca~ podologia ' +
      'podol~ podrian podri~ poema poesia pokemon pokem~ poker polen policia polic~ polideportivo ' +
      'polid~ politico polit~ poliza pollo pomodoro pomod~ ponente ponen~ poner pong popular ' +
      'popul~ porcelana porce~ porra porro portafolio portal porta~ portfolio portf~ portugues ' +
      'portu~ posible posib~ posparto pospa~ postal postrar postre postr~ posts postura postu~ ' +
      'posventa posve~ potable potab~ potencial poten~ potter practica practicar practico pract~ ' +
      'preciar precio preci~ prediccion predicciones predi~ preescolar prees~ preferencia ' +
      'preferir prefe~ pregunta preguntar pregu~ prematuro prema~ premiar premio premi~ prenda ' +
      'prendar prender prend~ prensa prensar prens~ preocupar preoc~ preparacion preparar prepa~ ' +
      'presentacion presentar presente preservar prese~ presion presi~ prestamo prestar preste ' +
      'presto prest~ presupuestar presupuesto presu~ prevenir preventa preventivo preve~ previo ' +
      'prima primar primario primavera prima~ primer primerizo primero prime~ primo principiante ' +
      'princ~ prioridad priorizar prior~ privada privado privar priva~ probado probador probar ' +
      'proba~ problema probl~ procedencia procedimiento procesal procesar procesion procesiones ' +
      'proceso proce~ produccion productividad producto productor produ~ profe profesional ' +
      'profesor profe~ profundar profu~ programa programacion programar progresar progresion ' +
      'progresivo progreso progr~ promo promocion promotores promo~ pronosticar prono~ ' +
      'pronunciacion pronu~ propietario propinar propio propi~ proponer proporcion propo~ ' +
      'propuesto propu~ prospectos prosp~ proteccion protector proteina prote~ proveedor prove~ ' +
      'provincia provi~ provocar provo~ proximo proxi~ proyeccion proyectar proyecto proye~ ' +
      'prueba psicologia psicologo psico~ psiquiatra psiqu~ publica publicacion publicar ' +
      'publicidad publico publi~ pueblo puede pueden puerta puerto puesta puesto puja pujar ' +
      'pulsacion pulsar pulsa~ pulsera pulse~ pulso puntar punto puntuacion puntuar puntu~ pure ' +
      'purgar python qr quechua quech~ queda quedar quedo queja quejar quemada quemar quema~ ' +
      'quesera quese~ queso quimica quimico quimioterapia quimi~ quince quincena quinceno quinc~ ' +
      'quiniela quini~ quinta quintar quinto quint~ quiz racha rachar racion racionar racio~ ' +
      'radiador radiar radia~ radio rally ramo ranking ranki~ rapido raro raza reacondicionada ' +
      'reacondicionadas reaco~ reactivarlos react~ reading readi~ real rebanar reban~ recado ' +
      'recambio recam~ recargar recar~ recaudacion recaudar recau~ recepcion recepcionista recep~ ' +
      'receta recetar recetario recet~ rechazar recha~ recibir recibo recib~ reciclaje recic~ ' +
      'recien reclamacion recla~ recoger recogida recogido recog~ recomendacion recomendar ' +
      'recompensa recompensar recom~ reconocimientos recon~ recopilar recop~ recordar ' +
      'recordatorio records recor~ recrear recreo recre~ recuerdo recue~ recuperacion recuperar ' +
      'recup~ recurrente recursos recur~ red redaccion redac~ redar reencontrar reencuentro ' +
      'reenc~ referir refer~ reflexion reflexionar refle~ reformar reforzar refor~ refrescar ' +
      'refresco refre~ refrigerar refri~ refuerzo refue~ refugiado refugiar refugio refug~ ' +
      'regalar regalo regal~ regante regan~ regar regatas regat~ region registrar registro regis~ ' +
      'rehabilitacion rehab~ reina reinar reir relacion relacionar relac~ relajacion relajante ' +
      'relaj~ relato religion relig~ rellenar relleno relle~ reloj remar remesar remes~ remo ' +
      'renal rendir renovacion renovar renov~ renta rentabilidad rentar renta~ reparacion ' +
      'repartidor repartir repartos repar~ repasar repaso repas~ repertorio reper~ repeticion ' +
      'repeticiones repetir repet~ reponer repon~ reportaje reportar repor~ reposicion ' +
      'repositorio reposteria repos~ representante repre~ repuesto repue~ resaltar resal~ resenar ' +
      'resen~ reserva reservado reservar reser~ residencia residenciar residente residuo resid~ ' +
      'resistencia resis~ resolver resol~ respetuoso respe~ respiracion respi~ responder ' +
      'responsabilidad responsable respo~ respuesta respu~ restar restaurante restaurar ' +
      'restaurnte resta~ resto resuelto resue~ resultado resultar resul~ resumen resumir resum~ ' +
      'retar retencion reten~ retirar retir~ reto retrasar retra~ retro reunion reuniones reuni~ ' +
      'reutilizar reuti~ revestir reves~ revisar revision revisiones revista revistar revisto ' +
      'revis~ rey riego rifa rifar rio ritmar ritmo robo robot robotica robot~ rock roda rodaje ' +
      'rodar rol romper ronda rondar room roomie ropa rosca roscar roscon rotar rotativo rotat~ ' +
      'rubrica rubricar rubri~ rueda rugby ruido rural ruta rutar rutina sabado sabana saber ' +
      'sabor sacar saco saga sal sala salar saldar saldo salga salgar salida salido salir salsa ' +
      'salso salud saludables saludar salud~ sangrar sangre sangr~ santa santiago santi~ santo ' +
      'sastre satisfaccion satis~ saturar satur~ scout scouts seca secar seco secundar secundario ' +
      'secun~ segmentar segme~ seguido seguidor seguimiento seguir segui~ segun segunda segundar ' +
      'segundo segun~ segur seguridad seguro segur~ seis seleccion selectividad selec~ sellar ' +
      'sello semana semanal seman~ sembrar sembr~ semilla semil~ senal senalar senal~ sencillez ' +
      'sencillo senci~ senderismo sende~ senor sentar sentir separado separar separ~ seriar serie ' +
      'sermon serrar serviciar servicio servidor servir servi~ sesion sesionar sesio~ seta ' +
      'setlist setli~ sexto sexual siembra siemb~ siempre siemp~ sierra siesta signo siguiente ' +
      'sigui~ silaba silabar silab~ silla simple simulacro simulador simul~ sindicato sindi~ ' +
      'sintoma sinto~ situacion situa~ smash sms sobra sobrar sobrino sobri~ social socio ' +
      'socorrista socor~ sofoco software softw~ sol solar soldadura soldar solda~ solicitud ' +
      'solic~ solidar solidario solid~ soltar soltero solte~ solucion solucionar soluc~ somo ' +
      'sonado sonar sonido sonoro sopa sopar soportar soporte sopor~ soprano sopra~ sordo ' +
      'sorpresa sorpr~ sortear sorteo sorte~ sostener soste~ souvenirs souve~ soy spa spoilers ' +
      'spoil~ spotify spoti~ squash stand star startup start~ stock suave subasta subastar subas~ ' +
      'subir subtareas subta~ subtitulos subti~ suculento sucul~ sucursal sucur~ sudadera sudad~ ' +
      'suegra suegro sueldo suelo suelta suelto sueno sugerencia sugerir suger~ suma sumar sumir ' +
      'sumo super superheroes superior supermercado super~ surf suscribir suscripcion suscriptor ' +
      'suscr~ sushi suyo tabla tablar tablatura tabla~ tablero tablet tablets table~ tablon ' +
      'tachar tactico tacti~ taladrar taladro talad~ talento talen~ talla tallar taller tamales ' +
      'tamal~ tamano tanda tapa tapar taperes taper~ tapiceria tapic~ tararear tarar~ tardar ' +
      'tarde tardo tarea tarifa tarifar tarif~ tarjeta tarje~ tarrinas tarri~ tarta tatuador ' +
      'tatuaje tatua~ taxi taza tazar tdah teatro tecnica tecnico tecni~ tecnologia tecnologico ' +
      'tecno~ tejado tejar tejer tejida tejido tele telecomunicacion telec~ telefonico telefono ' +
      'telef~ telemedicina telem~ telescopio teles~ teletrabajo telet~ tema temario temar~ ' +
      'tematica tematico temat~ temer temperatura tempe~ temporada temporal temporizador tempo~ ' +
      'tender tenia tenido tenir tenor tension tensi~ tentativa tentativo tenta~ teoria teorico ' +
      'teori~ tequenos teque~ terapeuta terapia terap~ tercero terce~ terminar termino termi~ ' +
      'termometro termo~ terraza terra~ terror tesis tesoreria tesoro tesor~ test textil texto ' +
      'ticket tickets ticke~ tiempo tienda tiendita tiend~ tierra tiktok tintar tinte tintorera ' +
      'tinto~ tipico tirada tirado tirar tiroides tiroi~ tisana toalla tobillo tobil~ toca tocar ' +
      'toefl toldo toma tomado tomar tomate tomo toque tornear torneo torne~ torta tortillas ' +
      'torti~ tortuga tortu~ tostador tostar tosta~ total tour tours trabajado trabajador ' +
      'trabajar trabajo traba~ tracks tractor tractorar tract~ tradicional tradi~ traduccion ' +
      'traductor tradu~ traer tramitar tramite trami~ transcripcion transcrito transferencia ' +
      'transportar transporte trans~ traslado trasl~ trasplantar trasp~ trastero trastornar ' +
      'trastorno trast~ tratamiento tratar trata~ trato travesio trave~ trazable traza~ tren tres ' +
      'triatlon triat~ trimestral trimestre trime~ tripulacion tripu~ trivia trivial trivi~ ' +
      'trocar trucar truck truco trueque trueq~ tueste tupperware tuppe~ turismo turista ' +
      'turistico turis~ turnar turno tute tutelar tutel~ tutor tutorar tutoria tutorial tutor~ ' +
      'ubicacion ubica~ ubrique ubriq~ ukelele ukele~ ultimar ultimo ultim~ unico uniformar ' +
      'uniforme unifo~ universidad universitario unive~ up urbanizacion urbano urban~ urgencia ' +
      'urgente urgen~ urico usado usar uso usuario usuar~ util va vacacion vacac~ vaciar vacuna ' +
      'vacunar vacuno vacun~ valor valoracion valor~ vamos van vaquita vaqui~ variar vario vaso ' +
      've vecino vegano vehiculo vehic~ vela velar velero velocidad veloc~ ven vencer vencida ' +
      'vencimiento venci~ vendar vendedor vender vende~ vendimia vendimiar vending vendi~ vendo ' +
      'venir venta ventana venta~ ver veranar verano veran~ verbena verbe~ verbo verdad verdura ' +
      'verdu~ verificacion verif~ version versionar versi~ vertical verti~ vestido vestir vesti~ ' +
      'veterano veterinario veter~ vi via viajar viaje viajero viaje~ vial vid video videoblog ' +
      'videojuego videollamada video~ viejo viernes viern~ vigilancia vigilante vigilar vigil~ ' +
      'vineta vinilo vino vintage vinta~ violin vip virtual virtu~ visibilidad visib~ visita ' +
      'visitante visitar visit~ vista visto visual vital vitamina vitam~ vivero vivienda vivie~ ' +
      'vivir vivo vocabulario vocab~ voleibol volei~ voley volumen volum~ voluntariado voluntario ' +
      'volun~ volver vomito votacion votac~ votar voto voy voz vuelta vuelto vulcanizadora vulca~ ' +
      'wars wattpad wattp~ webinar webin~ wedding weddi~ whatsap whatsapp whats~ wifi wiki yoga ' +
      'youtube youtu~ zapatero zapatillas zapato zapat~ zombies zombi~ zona',
    weights:
      'AP8AAAAAAAP/AAAAAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAD/AP4AAAAAAAADAP8A/gAAAAAAAAMAAP' +
      '4AAAAABQAAAP8A/gAAAAAFAAAA/wYAAAD/////////Cf//Av/+/v/+//8J//8C//7+//7//wMI/v7+//7+/wL+Awj+' +
      '/v7//v7/Av4DCP7+/v/+/v8C/gD/AAD/AAAAAAMA//7///4A/v8AAwgA/wAA/wAAAAADAP8CBP7///7+/gIECBP9/f' +
      '78+v3+/v3/DQUG///9//v++PsEAQL4/wYJ+/gFAAAAAAAD//8AAAAAAAAAAAP//wAAAAAAAAAAA///AAAAAwD9AAAA' +
      'AAACAAAK+f38CAz5+fwH+/8AAP//B/7/AAD+Cvn9+wcU9/n8B/kA/wD/AAAAAAUA/wD+//3//v/+BAAIAP7//f/+//' +
      '4EAAj/////+gb///8I/v//Cf////////7///8J/////////v8DBvz8Ff37/f79+vsG/f0X/vv+/v76+wb9/Rf++/7+' +
      '/vr//wH/////////Cf//Af////////8JAP8AAAAAAP8ABP8A/wAAAAAA/wAE///+Af/+///+/gMIBwAAAP0AAAAA/g' +
      'AGAAAA/gAAAAD+AAcAAAD9AAAAAP4AAAAAAAAAAAL/AAAAAAAAAAAAAgAAAAAAAAAAAP8E/wAAAAAA/gD/BgAAAP8A' +
      'AAD/AAAAAAMAAAAAAP8AAAAAAwAAAAAA/wAAAAADAAAA/wD/AAD//wQAAAD///7///7/C/////7//v7//f4P//8AAA' +
      'D/AP8EAAAAAAAAAP8A/wQAAAAAAP0A/v8A/v8ABAUA/QD+/wD+/wAEBf8A///////+Cf///wD///////4J//8AAAAC' +
      'AAEA/wAAAP//AAj/AAD//QD/AP3//wD/CP//AAD9Df36/A36/wj99wD9//8A/wj//wAA/Qr8+vwNAv4H/fcA/v8N//' +
      '///v7//wD/Cvz///////////4JCv/+/v3+/v4AAAAAAAP+AAAAAAD/AP//AP///wAGAP////8D/f//AAYLDP7+/f7+' +
      '/fz+/QsM/v79/v79/P79AAAAAAD/AAMAAAAAAAAAAP8AAwAAAP7/AAD/B/4A/wAAAAAAAAAC/wAAAAD+/wAA/wn9//' +
      '8AAAAABAD/AAAAAAD///8D//7//Qz///3//wP//v/9DP///QD///7+//8L/gD////8/f/+/xL///7//vv8/P3+Hf3/' +
      '/QD/AAAAAwAA/wAAAP8AAAADAAD/AAD/AP77/gMW/P7++/8A/vv+Axb8/v77AAAAAwD//wAAAP8AAAADAP//AAAA/w' +
      'b/AAD/AP8A/wAABv8AAP8A/wD/AAD//v///wAA////Cf/9/vz+Hfj//v78AAAAAAAAAAABAAAAAAAAAAAAAAEAAAD+' +
      '/wAAAAAABv//AP7/AAAAAAAG//8A/v8AAAAAAAb//wD/AAD/AP8AAAAD//7//f7+/wMP/v3//v/9/v7/Aw/+/f79/v' +
      '39/v4CD/0AA/8AAAAAAAAA/wAD/wAAAAAAAAD/AAj/AAT/APv/////CP8ABP8A+/////8I/wAE/wD7/////wAAAAAA' +
      '/QAAAAUAEv3//vz+/P//A/4S/f/+/P78//8D/hL9//78/vz//wP+AhT8+/b7+QfvDgQCE/z79fv8Bu8OBAIT/Pv1+/' +
      'wG7w4EAgAAAP8AAAAAAAAAAAAAAAAA/wMAAAAAAAAAAAD/AwAAAAAAAAAAAP8DAAAHAAD//gD/AAAAAAcAAP/+AP8A' +
      'AAAAA//+////////Bv4D/wQF///////9/wP+AwT+//7+/gX9/v/+/gD8CPv+/A3+//7+APwI+/78Df/+//4P/v/+//' +
      '////7//g/+//7///8AAAD9AP8A/wgAAP77/fof/AP8/P78/vz++yD9+/38/v3++/36H/wD/Pz+/P/8/gX9/vz//QIN' +
      '//z+Bf3+/P/9Ag3//v79Bwj8AwD+/f/+/v0HCPwDAP79/wb+/P7+Af38BAj/Bv78/v4B/fwECP8G/vz+/gH9/AQIAA' +
      'AAAAUAAAAA/gAAAAAABQAAAAD+AAAA/wAAAAD/AAQAAAD/AAAAAP8ABAAAAP8AAAAA/wAEAAL7/fn9/f0N+f4UAP8A' +
      '/wAABAAAAAAA/wD/AAAEAAAAAP/+//7/Dv///v/+AAADAAAAAAAA/wAL/P/+/vwT/f/7+Qv8Av79/BL8//v5/gb9+w' +
      '3++/wDB/j+Bv37Df77/AMH+P4G/fsN/vv8Awf4AAAAAAAD/wAAAAAAAAAAAAP/AAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/wAAAPsAAAgAAAD/AAAA+wAACAAA//7//f3+DP' +
      '7//QX/AAAA//4GAAAA/v//AAD//goA/wD+/////v3+Cf8G/v38/f77+fsf/QT6AP///P/9//39/xb9///8//3//f3/' +
      'Fv0AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAA/gD////+/wH/CQAAAAAAAAAAAAAA//4A/////v8B/w' +
      'n/////Bf////8M+f/0/vwN+vn7/RkE/fP9+hL59/n8Jf0AAAD///8AAAQA/wAAAP///wAABAD/AP8A/wAGAAD+AP8A' +
      '+wD/AAYA//4ABQAAAP8A/wQAAAAAC/L3+/FP+PIG8vAA/wAAAAADAP8AAAD/AAAAAAMA/wAAAAAA/wAAAAADAAAAAA' +
      'D/AAAAAAMAAAAAAP8AAAAAAwAAAP8AAAMA/wAAAv8A/wAAAwD/AAAC/wD/AAADAP8AAAL/AAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAD/AP8ABf8A/wD/AP8A/wAF/wD/AP8A/wD/AAX/AP8A/wP/AAAAAAAAAP8AA/8AAAAAAAAA/wAF//8AAA' +
      'AAAAD//wX//wAAAAAAAP///////v8D/wf+//7////+/wP/B/7//gAA//////8H/wD/A/3//gEA//0K//377vQABvD0' +
      'PRL28wD///8J//7///7/AP///wn//v///v8AAAD/AAD/AAD+BgAAAP8AAP8AAP4G/v7/Bf3+Dv3//f3/AAAAAP8DAA' +
      'AAAP8AAAAA/wMAAAAA/f7/Bf3+Ef3//f3/AP8I/////////v8A/wj////////+//////4IAP//AAD//////ggA//8A' +
      'AAAAAAAAAAMAAAAAAAAAAAAAAwAAAAAA/wD///7/AAgA/wD/AP///v8ACAD/AAACAAAAAAAAAAAAAP8H//8A//8A/w' +
      'AA/wf//wD//wD//v8AAP//BwAAAAAJ//0J/fz+/v///gX6+wIB9goEDPv5/f7//f/9GPv//v0I/wAAAAD/AAAA/Aj/' +
      'AAAAAP8AAAD8DAP5AwgB9f758wwAAAD/AAb//gAAAAAAAP8ABv/+AAAA/wv//////////v4e+vj9Av0G/Pv8+/8L//' +
      '////////7+/v7+/P7+GP7+/fv+/v78/v4Y/v79+wAAAPoA//8AAAAKAAAA+gD//wAAAAoE//8A/wX//////wT//wD/' +
      'Bf////////8AAP//BQAAAAD//wAA//8FAAAAAAAAAAAFAP4AAP//AAAEAAAAAAAA/wD+/g7/BP/+///6/gAAAAAAAA' +
      'IAAAD/AP7/////Cv8AAPz9/A7+A/4K/v/6+gD/AP//AAj/AAD+AP8A//8ACP8AAP4M/////////v7+/wH9Bwz8+foB' +
      '+/wHDfwHC/v5+f/5+gYF////Cv/7/////QD/AAQAAAAA/gAAAP8ABAAAAAD+AAD//gD//v/+//7/Df/+AP/+//7//v' +
      '8NAAAABAAAAAAAAP4AAAAEAAAAAAAA/gD9AAD/AAD//wcA+/0I/Q///v7//f77+gj9Dv7+/v4D/gAAAAQAAAAAAP4A' +
      'AAAABf8A//8A/wAAAAIAAAAAAAD/AAD/AgX/////AP7/Cv39+xn9+/v8/PsF/v/9D/7+/vv//RD7/Pgo+/n69/v4//' +
      '///v7//g7+//7////+/v/+Dv7//v39/vv+Bfz9Fv79/QD89Ps+9PX69wAAAAAAAAIAAAAA//0A/PT7PvT1+vcA/P8A' +
      '/wAAAAAABwD+/v/+//3///8O//7+//7//f///w7/AAEAAAAAAAAAAAD/H/Xx8v/2+Ab2IgD7AAD/DQD//QD+/x/18f' +
      'L/9vgG9iIAAAAAAQAAAAAAAAAAAP8AAAD+/wYAAAAA/wAAAP7/BgAC///5//7+////DgL///////////8FAv//////' +
      '/////wX+/f0k/f38+vz++/4G/R/9/fv6+/75/gb9H/39+/r7/vn//wUAAAAAAAAAAP//BQAAAAAAAAAA//8FAAAAAA' +
      'AAAAAAAAMAAAAAAAD/AAAAAP8AAgAAAAAAAP//AAAA/wAA/QcA//8AAAD/AAD9BwD//wYA////AAD/A/4A/wACAAAA' +
      'AAAC/f8F/wH////////6/////f//BP8LAvsA/f77/P0EBgsC9wD9/vv8/QMGEP/+CxL+9P79/f3+AP8AAP8ABQAAAP' +
      '8A/wAA/wAFAAAA////B//+/////wL+/gAA/gz+///+/v///gsC/f3+/P3+Bvz9DgEI+/z6/P4E/v8BH/39/Pz7+/v+' +
      '/wEf/f38/Pv7+wAAAAAA/wMAAAAAAAAAAAD/AwAAAAD+AAQAAAAAAAD/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD+AA' +
      'QAAAAAAAD/AP/+//4G////+wz9//7//gb////7DP0AAAAAAAAAA/8AAAAAAAAAAAAD/wAAAv8AAAAA/wAAAAAH/gD/' +
      '/wD/AAD/AAf+AP//AP8AAP8A/wAA//8A/wf///7/AAD//wD/B////gAD//z//v///wr//wH/+v0B/v7+Ev0ABAD/AP' +
      '8AAAAAAAD/AAAABvwAAAAA/wP++f0G+v39Ev0A/f/9/Rf5/f4E+wD9//39F/n9/gT7//8A//7/Cv8A/v78A/0KDvz7' +
      'C/P8+vwD/QoO/PsL8/z6AP7//////f8AAAoA/v/////9/wAACgAAAAD/AAAABAAAAAAAAP8AAAAEAAD//v/+/fwc/v' +
      '/+9/0A/QoAAAD/AP8A/QD9CgAAAP8A/wAEAP8AAAAAAAD/AAQA/wAAAAAAAP8AAAAAAQAAAAAAAAAAAAABAAAAAAAA' +
      'AAAAAAD//wUAAP//AAAAAP//BQAA/////v7++v/+BP7/DwACAAACAAAA//8AAAIAAAIAAAD//wAAAgAAAgAAAP//AP' +
      '38/B38BQT69/z6AAD+BwD/AP8A/wD///8N//////kA/wAAAAAAAAAAAAAA//79Ff///v75/v8ABAAAAP8A/wAA/wAE' +
      'AAAA/wD/AAD/AAQAAAD/AP8AAP/++/78/Rz+/f3//gD/AP///////wj/AP8A////////CP8AAAEAAAAAAAAAAAAAAQ' +
      'AAAAAAAAAAAAAAAAD/AAACAAAAAAAAAP8AAAIAAAAAAAAA/wAAAgAAAAAAAAD+AAQAAP8M///+/v///v8A/wz///7+' +
      '/f8C/wD///3/Af7/////AQf//f8B/v////8BBwH/AP8AAQD//wP/AAAAAAACAAAAAP8B////AAP///8D/gEAAP8CAA' +
      'AAAAAA/wT+BQb+/v7//v3/BP4FBv7+/v/+/f0B/v0S/vr9AQP9/QH+/RL++v0BA/0CAAAAAP4AAAAAAAAAAgAAAAAA' +
      'AAAAAgACAAD+AAAAAAD///0S/v3//v3//v//////BwD//wD///////8HAP//AP///wD/////AAAIAP//AP////8AAA' +
      'gA//8A/////wAACAAA/wAA/wD+AAD/BgAAAP//AP4AAAj+AAAA//8A/gAACP4AAAD//wD+AAAI/hkG9vYA/v/4AgH8' +
      'BRX2Avz6AfkH9gAA/wAA/wD+AAD/BgD/AAD/AP4AAP8GBQD7AAAAAAAAAAD9/fwBAv0L/Az++fv6+gH+Bwj6GPz2//' +
      'z+Dv4B/v36/gX//P4O/gH+/fr+Bf8AAAAAAAAAAAIA/wAAAAAAAAAAAgD//gT9/P4Q/v/+/f/+///9AP7//wANAAAA' +
      'AAABAAAAAAAA/wD/AAb/AP8AAAD/AP8ABv8A/wAA//7+/f8D+QQP/P7////9/wT+BQX9/gj+/PsD/gr9/f/+BvsB9g' +
      'H7Hvr6BfQH/QP+Af0H/PwF+QAAAAABAAAAAAAAAAAAAAEAAAAAAAD//P/9/v/8/v7/Ff/7//4H//0FBP7+//v//gf/' +
      '/QUE/v4AAAAAAgAAAAAAAAAAAAAAAP8AAAADAAAAAAMAAAAAAP8AAAAAAwAAAAAA//wD+wsLA/X4Dvz3/v3+Ev7+/g' +
      'j6/vwABAD/AAAA//8A/wAAAAAAAgD/AAAAAAQA/wACAP7/AP//Av//AgD9//8AA/3y8//9+PkZEwn7AAAABP4AAAAA' +
      'AAAAAAP/A/8AAP7/AAAAA/8D/wAA/v8AAf///v//+//+D//////////7//4Q/wH///7///v//g///gj9CQP9/P38Bf' +
      'oAAAAAAAACAAAAAAAAAAAAAAIAAAAAAP8AAP8A/wAAAAQA/gb/A//+/v4D/QD+Bv8D//7+/gP9+vYHAPr09xAf+vv/' +
      'AP8AAAAAAAACAAAA/gAAAAAAAAf++vgBAfb1+BIh9/7/AP8AAAAAAAACAAD/AAD/AAkAAPz/Gf79Bvz+/fz6/v0Z/v' +
      '0G/P79/Pr+/QAAAP7/B/8AAP8A/wb//////v78/wYAAAAAAAL/AAAAAAAAAAAAAv8AAAAAAP8G/wD///8A///8BQP7' +
      '+vwJ+hD7/QD/AAAAAP4AAAAEAP8AAAAA/gAAAAT8CAD49vod9gz99wIA/wAAAP///wX9//8AAAn+/gAA//7//wAACf' +
      '7+AAD//gD9AAD/AP8AAAUAAP0AAP8A/wAABQD//wMJ//z///////8A9wALAAAAAP8A/wD3AAsAAAAA/wD/AP///wAA' +
      'BQD/AP//9v8LAAAE//8AAAAA/wD+AAT/AAD9+/0M+gz8+wP5B/37/Qz6DPz7A/kH//v+Cfv8/vgG+xH//g78/v7+/v' +
      '0BA//+Dvz+/v7+/QEDAP8A/wD/B///AP4A/wD/AP8H//8A/gT/AAP///////7/BP8AA////////v8E/wAD///////+' +
      '/wD//wAA/wAA/wQAAAAA//8F////AAAAAAD//wX///8AAP7+/fj7/fws9v37AAAAAAAAAgAAAP8AAAAAAAACAAAA/w' +
      'D//wUAAP///wAAAP//BQAA////AAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAA/wr//QD/////AP//Cv/9AP////8A/wD/' +
      'Bv8AAAD/AAD/AP8G/wAAAP8AAP8A/wb/AAAA/wAA/wAAAAUA//8A/////gIAAAAAAAAAAAD8+Ppb9/X3+PX57wAJ//' +
      '7/Af///v//AAz//v///v////8AAgAAAAD/AAAAAAAM//7///7/////AAAC//8AAAP9/wAAAAL//wAAA/3/AAQKCfv+' +
      '+/wE+vwACv38/f3+/P7+BAn//wMAAAAAAAAAAP///wv////+////////C/////7/////AAcAAAAAAP/9AP8ABwAAAA' +
      'AA//0AAAAA//8AAAQAAAAAAAgA/gAAAAD//P8E////BAT//P/+/wT///8EBP/8//4A/wAA/wD+AAAABAD/AAD/AP4A' +
      'AAAEAP4AAP8A/wAAAAUA/gAA/wD/AAAABQAAAAAAAAAAAAAAE/wD+wn7Afz9+/wA/wD////+//8ABwAAAAAAAAAAAg' +
      'AAAAAAAAAAAAACAAD//wD/AAUA/wAAAP//AP8ABQD/AAAAAP8EAAAAAAAA/gAA/wQAAAAAAAD+AAD/BAAAAAAAAP4A' +
      'AAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAA//8A//8G/wD/AAD+BgAAAAAAAP4AAP4GAAAAAAAA/gD/AAAIAP///v//AP' +
      '8AAAgA///+/////gD///4O///+/f/+AP///g7///79AAUAAP///wAA//8BAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAA' +
      'AAIAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAP8AAAIAAAAA/wD/AAMAAAAAAAD/AP8AAwAAAAAAAAAAAv8AAAAAAAAAAA' +
      'AC/wAAAAD/Av8H//7//wAA/f8C/wf//v//AAD9AAAAAAAAAAIAAAAAAAAA//8FAAD//wAAAAD//wUAAP//AAAAAwAA' +
      '/wAAAAAAAP8J/////////v8ABQD/AAD/AAAA/wAFAP8AAP8AAAAAAAAAAAAAAP8DAAAAAAAAAAAA/wMABf8A//8AAA' +
      'D/AAD+BwMO/f7+/Pv+/AMADP36/Pz1Fvz8+v8IAwAAAAD//wD4BgsQ/f3++/r9/P///vv+//4X/P/8///++/7//hf8' +
      '//wAAP8AAAAABQD+AAD+AAD/AP8AAAAF/P8C/QT7CP//Bf78/wL9BPsI//8F/v/+/wAAAAr///wA//7/AAAACv///A' +
      'D////////2//8T/wb/AAD//wIAAP/9Bv8AAP//AgAA//0U/fn9/v/99/8CBwACAP/+AAf//wD9/gT///7+A///BP/+' +
      'Bv/+/f0K/v4E/AAA/wAA/gYA/wAA/gII/v39/P4F/AYA/wAAAAADAAAA/wD/AAAAAAMAAAD/DvwCAPz9/PgHBfwACA' +
      'AAAAD/AAAA+w4EAv/7/fv4BwX3AAD/AAD+BgD/AAD79wf3LPv49vb9CQD+AAAAAP//AAX/AP4AAAAA//8ABf8AAAIA' +
      'AAAAAAAAAAAAAgAAAAAAAAAAAAAAAAX/AP//AP/9/fz8IQX5/fv9+v7+/v4RBvr+/P/9/fz8/CYE+P36/fkA/gD//w' +
      'D+AAAABwD+AP//AP4AAAAH+x71/PX/+g7yAQb7HvX89f/6DvIBBgAAAAD/APsAAAv+AAAAAP8A+wAAC/76AAn/AAAA' +
      'AAAAAPoACf8AAAAAAAAA//8A//8N/f////3//wD//w39/////QX/AAAAAP//AAD/AP0A/gD+/wMK//wA/QD+AP7/Aw' +
      'r//AAAAAAAAAAAAgAAAAAAAAAAAAACAAD/AP//AAAAAAUAAP/+//79/xL//v38//7//v3/Ev/+/fwAAP8AAAAA/wAE' +
      'AP7+/wj9/vf+/wgF/vz8+wYG/Pz8E/z+/Pz7Bgb8/PwT/P8E/Pn8+wH/BfsR/QME+gD8AAMG+wD/BPz5/PsB/wX7EQ' +
      'AAAAAAAAAAAwAA//3+/f3+FP0F//r////+//8D////Bv/+///+/wj/Bv/7/vz9+/v8F/wH/gD//v7+/gf+/v4M/P79' +
      'Ffz9/v38/f8E/v0V/P3+/fz9/wQHCv/+/gf9/fv9+gz6+v8B+vsDBAEDDPr6/wH6+wMEAQP/Af4G/vn8/fwDDhME+f' +
      '3/AfkA//79////Av7+/g7+/f////8C/v7+Dv79////AwD/AAAA/wIA//8DAP8AAAD/AgD/Af4G/vn8/fwDDgD+//4A' +
      'CAD///8A//v+JAD6/Pz6/fsA/gAA/wD/AAAABgD+AAD/AP8AAAAGAP///////v///wgA///////+////CP8AAAAGAP' +
      '4AAAD//wAAAAYA/gAAAP8AAAAAAAAA/wIAAP34/RH8AfwS+/36/fj9EfwB/BL7/foAAAAAAAAAAwAA/gAAAAAAAAAD' +
      'AAD+AAAAAAAAAAMAAP4E///9//39//8J/wT///3//f3//wn///8A/wAA/gD/B////wD/AAD+AP8H/wD/AAAA/gX/AA' +
      'AAAP8AAAD+Bf8AAAAA/wAAAP4F/wAAAAAAAAcAAP/////9AAAAAAAC/wAAAAAAAAAHAAD//////QD/AwAAAAAAAP8A' +
      'AP8DAAAAAAAA/wAAAAAAAAL/AAAAAAAAAAAAAgD/AAAA/gD/+v/+/wcH///+Af0Q/fv8AwP8/v0B/Q/9/fwCA/z9BQ' +
      'AAAAD8AAAAAAAFAAAAAPwAAAAAAP4D/gr+/fz8/AIH/gP+Cv79/Pz8Agf+A/4K/v38/PwCBwD///////8I/wD/AP//' +
      '/////wj/AP8AAAAA/wAGAAD//QAAAwAAAAAAAP8AAAAAAP8ABgAA//0AAAD///4HAP///wAAAAAAAAYAAPwAAP8A//' +
      '7+Df//+////v8IBv7+Avz//v/+/wgG/v4C/P/+AAACAAAAAAAA/wAA/f7+/g38/v7+BgEABf8AAAD///7/AAAE//8A' +
      'AAAAAP8B/wn////////+/gAA//8AAP8ABQAAAAkA/AAAAAD/AP4ACQD8AAAAAP8A/gD9//3/BP//AAYAAAAABAD//w' +
      'AA/wAAAP//AAD/AAUAAP/9/wD/A////wb//vv+/gELBQf8/fsAAAAAAAAAAAAAAP8A/wj////////+/vv9BgAKBAb7' +
      '/fgAAAD//wAAAAUA//7+Ffz7/v7+Bv38/v4V/Pv+/v4G/fz/////Bv7+/wf//QD8BQL9/f0U/Pz7/wD//v///wz+/v' +
      '7+//4D/f7+E/39/AP8/v4U/vz9/v79A/z+/hT+/P3+/v0B+/0BEfz6EPv7+P////z///4R/f//AAD//wAAAP4AAAYA' +
      'AP//AAAA/gAABvoT9vgC8Qb4+fYkAhL29wHxAfj+9CL///4F////Bv///P///gX///8G///8AAAE//8AAAAAAP///w' +
      'P+//7+////CAAAAAABAAAAAAAAB/v/CP4A+v8E/v4O/v4E/v79+//7BAL9ERL4/fz7+/v8Av0TEvr9/fv7+/cC/RES' +
      '+P38+/v7/A79/QP+/f0B/vsC//39Cgv+/v7+/f3//f0KC/7+/v79/f//////DP7////+//////8M/v////4F/v7//f' +
      '///f0N/wX+/v/9///9/Q3/AP4A/wAA/wAAAAUA/gD/AAD/AAAABf///w3/////+QD/AAAA//8AAAADAAAAAAD/AAAE' +
      'AP8A/wAAAP7//wQAAgD/Af8E/v8G/////v8B/wT+/wb////+/wP7/vwF/P0FC//8A/v+/AX8/QUL//wH+/0A/f38GP' +
      '39+wX/AAAAAP//AAD/AP/8AAAAAAAACP8B+fz7+wMP/fwHAgH5/Pv7Aw/9/AcCAff5+/sCDv38DwEA/gAA/wD+AAAA' +
      'BwD+AAD/AP4AAAAHAP4AAP8A/gAAAAcAAAIAAAAAAAD/AAL/AgP/AP/////9Av8CA/8A//////0C/wID/wD//////f' +
      '//Av//Bf//////AwAAAAD/AAAA/gADAAAAAP8AAAD+AAEX/fwU/fr8AfrvAwAAAAD/AAAA/gD+C/79/Qz7/v3+/f4L' +
      '/v39DPv+/f79/gv+/f0M+/79/v0AAAAA/wD/AAAE////A/3//v/9//8L//4C/f/+/v3/Awr5/xD//wD////8///+AA' +
      'AAAAUAAAD///4AAAAABQAAAP///gAAAAAFAAAA//8ABAAAAP8AAAAAAAADAAAAAAAA/wAAAAMAAAAAAAD/AAAAAwAA' +
      'AAAAAP8AAP///wAA/wQAAAAA////AAD/BAAAAP4A////AP8AAAID/gD///8A/wAAAgP+AP///wD/AAACA//+/gH+/P' +
      '79Ev/9//7+Af78/v0S//3//v4B/vz+/RL//f/9//39//7/FP/9AP8A/wD//wb///8GAP8A/QAAAAAAAP8g/fz9/fv+' +
      '/P38/yD9/P39+/78/fz/AP//AQX///8A//8A//8BBf///wD/AAAAAAAAAAAAAAAA/gAAAAD+AAAABgD+AAAAAP4AAA' +
      'AGAP8AAP8AAP8ABf8A/wAA/wAA/wAF/////wX+//8H/f/+////Bf7//wf9//7///8F/v//B/3//gAAAgAAAAAAAAAA' +
      'AAACAAAAAAAAAAAAAAIAAAAAAAAAAP//AwAAAAAAAAAA//4A////Dv7///z//wABA///Av8AAP/9//7/////Df/+//' +
      'v/AAL//gEM/v7//gD///8O/v///P///w3/////+QD///8DAAAAAAAAAAD///8H/wv++f7//v///wf/C/75/v/+AAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAP4H/v4K//z+Av78AAAA/wYA/wD//wAACAD+AP7//wAA/wAIAP4A/v//AAD/AAgA/g' +
      'D+//8AAP////79/wAJ//8C/wf7/QD9/fwY/f37/wAA//8C/wf///75Afn1+Pgf9v8f9fkB+fX4+B/2/x/1+vf3APj4' +
      '9h0c+QIAAAAEAP8A/wAA/wAAAAQA/wD/AAD//wD///8I//8A//8AAAAABP8A/wAAAAAAAAAE/wD/AAAA+vv16QlL9u' +
      '0I/u///AD+AP8ABAf//v/8/wT///8DBP/9//39+/0C/Rr6/v3++f0A/AL9Hf39+iX99v38//z9/v78Qv4IAvjx8/X0' +
      'B+pn+/7/9e/v8vIF5Qv8/v39/Av8/Qj6C/z9/P3/Cvz9B/oL/P38/f8K/P0H+gD/AAAAAAAAAP8FAP8AAAAAAAAA/w' +
      'UAAAEAAAAAAAAAABj19AT57/4SHvvqAQAAAAAAAAAAAAAA/wb/AAAA/wAA/wD/Bv8AAAD/AAD/AAAF//8AAAD/AAD7' +
      '+gL8LPz6+vn9+wD/AAAFAP8AAAAA+/78/hL+/v7/A/8E/vr8//b2/xMCCf0H/f8ADvoB9wn2/RD7+/4G9///BAD9EP' +
      'v7/gb3//8EAAD+AAL//v///wAG+QIDAvj9+//+GPoA//8JAP7//////gD//wkA/v/////+//7/////Cv/+AP8I/gD/' +
      '/gAAAAAA/wj+AP/+AAAAAAD/AAYAAP8A/wAAAP79Bv38/PwG/RL/+AIAAwD/////AP8AAgADAP////8A/wD/9gH/8/' +
      'j4+/f5PAD/C//////+///9BAAB/wAAAP8A//4AAP8ABgAA//4A//71DP349/f59Pk3+xH/BPsC/v4H+fgCDv4B+gb9' +
      '/QX79wIO/gH6Bv39Bfv3AAAA//7/CAAA/v4AAAD//v8IAAD+/gD/AAD/AAYAAAD+//4A/v//////AAn//gD+//////' +
      '8ACQAAAAAAAAQAAAD9BAED//3//v//BP3/AQYA/wAA/////v8BBgD/AAD////+AAD/Bv////8AAP4AAP8G/////wAA' +
      '/v///gD/AP///wkA///+AP8A////CQD+/QIC/v7++v7+EP79AgL+/v76/v4Q/v0CAv7+/vr+/hAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAA//8AAP///P8A/wv8Agb6AvwF/AH6CP/9/wMJ/AP/BP36/wAA//8AAAb////6/gT8CvcD+gX2Df//' +
      '/wL/BAL6BP///vn9Dv4F/AIJ/vb9+PwQ/An+/A399fr8BP79+hD5/vUWF/v4/QX++v3+/wP/AAAAAwAAAAAAAP4AAA' +
      'kC/////wD9Ffr3Bgf8+Pz9/wAC+/wS/P39Cvv9/vwCBvoC/AX8AfoI/AIG+gL8BfwB+gj///b/Ff/9/////wAA9wAL' +
      'AAAAAP8A///2/xX//f////8AAAAAAP8A/v8GAP//AP//AP8J/v////8A//8A/wn+//8ABQAA//8AAP//AP35+/4D+f' +
      'oRGPr5Af7/CAD+//8B/////wD/Cf8A//0AAAD///8J/////gD//////gf//wP9AP//A//+Bwv+/vUB/fsU9/v7Cvbv' +
      'J/rzAPwA//8MAAD9AP4A/wr9//8A//7//wAAAAAAAAAAAgAA9w35+BT96/848OcAAAAAAAMAAAAAAAAA//7///8L/A' +
      'D/AP///f8D/wr8//8AAAT/AAAAAAD//wAABP8AAAAAAP//AAAAAwAAAP8AAAAAAAADAAAA/wAAAPv6+gMN/AD7A/8I' +
      'Gv4B//77+/7///oO/wf7A/X68/v6GQT/Bf/////+/////v7+/v4W+f7///4h+w33/gbt7/j3EQD9AP4ABwAAAAAAAP' +
      '0A/gAHAAAAAAD+/v79FP3++wX+/AAAAAQAAAAA/wAAAAAABAAAAAD/AAD8Bf/4C/n59CX7+P//Bv8DAP///f///wD/' +
      'AgD//v8G//76BAP9Dfj38if59QAGAP///wAA/wD//xH//f7+//7///7///4I////A////wT/AAAAAAAAAAD/Ag/9BP' +
      'z9/QD9/fz8+f8G/Pz6HwH8+fz5/wb8/PofAfz5BgAAAP///gD/AAAGAAAA///+AP8AAAYAAAD///4A/wAA+/39/v38' +
      '/CP8/fz7/f3+/fz8I/z9/AID/v7+DP7+/v3+/v7+/P0D/f7+FP4AAf36+w/7/PwR/P8AAAD/APcAAP0PAP8AAAAAAA' +
      'AHAPwA/////////v8L/wD+//7////9BQv7AAAEAAAAAAAA/wAA/wAAAAAAAAD+BQAABAAAAAAAAP8A//8D//8AAP8A' +
      '/QUCAP8H//7///0A/wIA/wf//v///QD/AAD//wAAAAAAAAQAAP//AAAAAAAABAL7/Pr9/Pz7KP73/wAABQAA/wD/AP' +
      '8B+/z//fz7+yb+9gD7/gz8CP7+Af37/P8A/wAAAAAABwD/CAD/////AP/+/wD///7+/vz//wUJAP///v7+/P//BQn/' +
      '/////wz+/////foB/Af4Eff8/gcBAP8A/wAFAAAA/wAA/wD/AAUAAAD/AAD/AP8ABQAAAP8A/wAD/v////3//wb/AA' +
      'P+/////f//BgAAAAAAAAMAAAAAAP//DP///v//Af0AAP8AAAAAAAACAP/+/gv+/wD+/wP8Dfz7+gD7G/z++foN/Pv6' +
      'APsb/P75+gMAAAAAAAAA/wAA+/7//g7/+/79/QkAAAX//wD//wD///z+//4O//v+/f0JC/r/9wz5Ffr69QL8//r9G/' +
      '/9/v79/hD8/gb9//7+/f3+MPj9/Pn7/vwA9/n///8A/v/+//8AC/8CAP/9//4A//8J+fj0CiD9A/j4+Ac59fT9C/f2' +
      '9/nwCP//AAcA////AAD///8ABwD///8AAP8BAAAAAAAAAAAAAAADAAAAAAAAAAD+/wn//v7/////AAD/Cv8F/f/+/v' +
      '///QAAAP//Bf8AAAD/AAAA//8F/wAAAP8AAAD//wX/AAAA/wAAAAQAAP//AAD/AP8A//4A/gD//wgA/wD//gD+AP//' +
      'CAv9///+/vz/AAX+Bwb///oA////AP3y9uvsF/0i7uwqB/wE//4F/gL+//0E/vvo6xH5HevpKw0L/P/+/wL//Qb/+w' +
      'oGAP0B/v7+/v38FQL++wAB/PsF/PcAAP8EAAAAAAD//wAA/wQAAAAAAP//AAD/BAAAAAAA//8A/wD//v4KAAD+/gD/' +
      'AP/+/goAAP7+AP8A//7+CgAA/v4E///+Bv7//f8F/AP+/v0G/v4G+wX7A/7+/Qb+/gb7BfsAAAD9AAAAAP8GAAAAAP' +
      '0AAAAA/wYAAP///////wj///8A////////CP///wAAAgAAAAAAAAAAAAACAAAAAAAAAAD7AAj/AAAAAAD/APsACP8A' +
      'AAAAAP8AAP7/Df////7//v77////AAAJAAD/AAIAAAAAAAAAAAAA/P///wAACQD//gAAAAAA/wD4AAD+DgYGAP////' +
      '7+/v/+//7+/f4V/P/+/v///Qf8/v4E/Qn+/gAAAAAAAAAAAAAAAP8A/wAG/wD/AAD+Bvz7/AAL+gz++v////7//P/9' +
      'DQD/A/8E9voT/PcR+/kAAAAAAAAAAAAAAAAAAP//AAAABQD/Af0BAvz/+/4I/gYAAAD//wAAAAUA/wL+AQP+////BP' +
      '/9////A/////8FAP7//wAA/wD/AAAABf//AAD/AP8AAAAF/vz9AvwKCwH7/fwAAAD/AAAAAgAAAAAAAP8AAAACAAAA' +
      '//0E/v7+/v4DBQP+/AP9/f79/QIFCP78A/39/v39AgUI+v0LCv///v7//v76/QsK///+/v/+/v3++/4b+wL9/v78AA' +
      'AAAAAAAAAAAAD/AP7/BwD//wAA/wX9Bf3+/f7+/wn9//7+/wD+AAD/C/8F/QX9/v3+/v8J/QAAAP8ABAAA/wAAAAAA' +
      '/wAEAAD/AAAAAP8ABAAAAAAA/wAA/wAEAAAAAAD/////////C/////7///7//////v8L/////v/////+/wv/AAAAAA' +
      'D/AAP/AAAA/wD/AAUAAAD/AAD/AP8ABQAAAP8A//7//v7/CP///Af//v/+/v8I///8B/7+/v4PCPz+//j+/v7+/g8I' +
      '/P7/+P4AAAAAAP8AA/8AAAT/Av7//wX///79AP///////v///wgG/wAA/wD/AP8AAAb/AAD/AP8A/wAAAAAAAwAAAA' +
      'AAAAAAAAADAAAAAAAAAAD///////7///8IAP///////v///wgA////B/////8A/wD//wAFAAD//wD/AP//AAUAAP//' +
      'AP8A/wAA//8IAAD//gD/AP8AAAD/AAQAAP8A/wAAAP8ABAAA//8M/wD/+v///wD//wz/AP/6////AP//DP8A//r///' +
      '8A//8M/wD/+v///xf8/v77/v7//v3/AP//CgD///8AAPsA//8KAP///wAA+//+Cfv9/f0LBf/5//7/Gf78/fr9//7/' +
      '/f4W/fwH+v3++//9/hb9/Af6/f77AAYA//8A////AP8ABQD//wH///8A//8L///+AP7+////AAD/BgD//wD///8AAP' +
      '8GAP//AP///wD///8A/wgA//7/AP///wD/CAD//v8A///9///+Df///AD///3///4N///8//8I///////////+CAX8' +
      '/gr+/P7+/P4IBfz+Cv78/v78AAD//wAA/wAFAAD+Ffz8/f37/PoO/AH8/fwI/v4LAvv+/v3//v7+/v7/E/79/Q39+/' +
      '7+CwH8/vwO+PcC+vcF/Bz4/P8AAAAAAAAAB//8/wAAAAAAAAAH//z/AAAAAAAAAAf/Cffv8jv6C//v8/4AAAAAAAAA' +
      'AAD/AwAAAAAAAAAAAP8DAAAAAAAAAAAA/wP/BgD//gD///79BAAAAP8EAP0AA////Pj49ir7Av73+gn+/P4W/Pz8/Q' +
      'f+/AAAAQAAAAAAAAAA/////w78/v////7+/f/6/REG//7//P79//r9EQb//v/8AAn+//39//34+xL//v/+//8B/wn/' +
      '/wYH+f37Af37AvkO/wf9/vz8APwA+hH//wX+/v/+/gH/B///Bf7+//7+Af8H//8F/v7//v4B/wcA/wD/AAIAAQAAAA' +
      'D/AAYAAP//AP//AP8A/wACAAEAAAAA/v8F/wL/AP///wcIAPv7/PcG+/YRBP3///8A/gL+/wQMBf/6+/z1CPn1Ff8A' +
      'AAYAAAD//wAA/wAABgAAAP//AAD9+/77N/v4+/T++QEAA///AAAAAP8A/P8AAAAAAAAAB//8/wAAAAAAAAAH//8M//' +
      '/+/////v///wz///7////+//8G/wH+Bxb6+fr5+QT+/vcCP/T29Pb0/wAAAAAABgAA/v//AAAAAAAGAAD+//8AAAAA' +
      'AAYAAP7/AAAA/wYAAAD/AP8AAP//AP8ABv8AAP////3+/gn+A/8C/wAA////Bv//AP///wD//v8F//8D/wD//wj/AP' +
      '///gD/AP//CP8A///+AP///f//AAAA/gIABgAAAAAAAAABAAAAAgD/AAAAAAAAAAAAAAAAAP4AAAYA/xz+/An8/fz7' +
      '+/z7AAAABAAAAAAAAP7/////////CP//AP////////8I//8AA/n5+w0Z+vz6/fv//wf//wD/////////B///AP////' +
      '//AAAA//sAAP8HAAAAAAD/+wAA/wcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD+BgP/+f8I/QD+/gD/AAQAAAAAAP8A' +
      'AP8ABAAAAAAA/wAA/wD+Cf///////wD/AP4J/////////v0E//8A/wD//wb+/QT//wD/AP//BgAA//4AAP//AAAF/g' +
      'QAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAA/gQCAP8AAAAAAAAAAAD/BAAAAAAA/wAAAP8HAP3//wD/////' +
      '/wr//f//AP8AAAAAAAD/AAADAAAAAAAAAP8AAAMAAP8HAPwAAAAA/wAA/wcA/AAAAAD/AAAAAAADAP8AAP8AAAL7AP' +
      'b7G/r/+wMACQD/AP/8/wAA/gAAAAAAAf8AAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAP8AB////////////wAH////' +
      '//////8AAP//AAD/AAUAAAAGAAD/AP0AAP//AAYAAP8A/QAA//8AAAD/AAD/AAQAAAAAAP8AAP8ABAAABwD/AP8A/w' +
      'AA/QAI/v8C//8A/wD8/gD+AAD/AP4AAAAH/wD//v//DP/+/v7/AP/+//8M//7+/gAAAAAAAAAAAAAB/wj//wP/////' +
      '+///CP//A//////7/wAAAAAAAP8AAwD/AAAAAAAA/wADAP8D//3/AAD+AAX/AAD//wEAAAQAAAD+Av4FAPz/Cf3+/P' +
      '4G/QIA+/4K/QP8/P8A//8G/wAA/wAAAP//////////CP/////+Bf////4H/v/+AP/+/gkAAAAA//4A//7+CQAAAAD/' +
      'AP7+//8J/wAA/v8A/v7//wn/AAD+/////xL////1////////Ev////X///////8S////9f//AAEAAAAAAAAAAAAAAQ' +
      'AAAAAAAAAAAAABAAAAAAAAAAAAAAAEAAAAAAD//wAAAAIAAAAAAAAAAP8ABQAAAAD///8A/QD/////DP///v78D//9' +
      '/f0I/v78/QD//wz/AP7//wD7//8K+/8E//7+////C//////////+/vsYBgP7AQT6+/r0AP///////////woAAAAAAP' +
      '8A+goA/wT/Bv0B//4E/v39A/0F+//9/f0H/AcAAP4GAAAAAAAA/gAA/gYAAAAAAAD+CwD+//8A//////4LAP7//wD/' +
      '/////v/4//8AAP8E/wAKAAAA/wAA/wT/AAAAAAD/AAD/BP8AAAAAAP8AAP8E/wAAAAAA/wAAAP7/BgAAAAD/AAAA/v' +
      '8GAAT+//////7/AAT/BP7//////v8ABP8AAAAA/wAFAAD//v//AP//APz//wAKA/3//v3/AP//AwgAAAAAAv8AAv8A' +
      '/wAAAAAC/wAC/wD/AP8A/////f8A+w0A//////8L/////v/+//4A/QgB/voLAAAA/wAAAP7/BgAAAAD/AAAA/v8GAA' +
      'AAAAT+AAAAAAAAAAAABP4AAAAAAAAAAAAE/gAAAAAAAAAAAAT+AAAAAAAAAgAAAAAAAP8AAP8CAAAAAAAA/wAA/wIA' +
      'AAAAAAD/AAD/AAAA/wD//wb///8A/wAAAAD+/wAABv/+//////0F//8F/v79/hr+/f37//3+/v3+Gv79/fv//QD8AA' +
      'AK/////QD//v/9/gUA/f7+DP4A/wD/A/8A/vwAB/36/f0S//z8+AsE+C8L7fP2Kerw//cA/////v8M/wP/+v//Bf//' +
      '/wb///79/v4D/v3+E/4C/fcAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAADzEef98vkY++YCMgAAAAAAAQ' +
      'AAAAAAAP0ADv/+///8AP8AAAAAAAEAAAAAAAAAAP8ACP7+/wD/AAT/Bv8G/v3///kAAAD/AAj+/v8A/wD/////CwAA' +
      '/P8AAP////8LAAD8/wAA/gAA/wD+AAAAB/76//z9/iD+/v35/vr//P3+IP7+/fkL//7+/gD//////wAAAAQAAgD///' +
      '/+AAAABAACAP////4AAAAEAAIA/////gP7AhP+AvkH+v70//7/CP//AP8AAP8D+gEb/QH4Bvr+8/z7/v0o/AD7+/f7' +
      'AP8A/v8H//////8A/wD+/wf//////wD/AP7/B///////A/8C/wD/AP8A/wAA/wYAAP//AAD/AP//DP/////////+/w' +
      'MAAAAA/wAAAAD+/QoB/vz9Cv7+/v8B////B/7///8A/v8Y/fsC+Qf7+vwA/f3+/v//Df//AAAA/wgAAAD8AAD/AAD/' +
      'CAAAAPwAAP/3CwIK/f3+///+/QMDBwP+//79/v3+AAEJAv7+/v39A/36DgkN+/z8/P38+/////z9//4KB//9AP///P' +
      '7//wYI//3////8/f/+Cgf//QAAAAAAAv8AAAAAAAAAAAAC/wAAAAAA///9Bv//BP4A/wAAAAAAAAAAAgD/AAAA/QAA' +
      'AAD/BgAAAAD//wD//v8I/v////z////9AA7+AAD//QAA/////wkAAP/9AAD/////CQAA//0AAP////8J/wcBAQL6/f' +
      'oJ/f//BwEBAvr9+gn9/wAHAP8AAP//AP0AB//7/////v//B/0AAgAAAAAAAAAAAAcI+v////3//wT9AAACAAAAAAAA' +
      'AAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAA//8AAAQA/wAAAAAAAgD/AgAA//8AAP8C//8H///+/wD/AAAAAAMAAAAAAP' +
      '8AAAAAAwAAAAAA/wAAAAADAAAAAAD/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAFAAAAAP8AAAD+AAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAQA//8AAAAAAAMA/wAAAAAA/wAAAAAEAP//AAAAAAAD/wP/////////BP//Cv///v///f8A/w' +
      'AEAAAAAAD/AAD//wn//v8AAP////7+D/////////3+FP/7/f38/v39BgAQ+x36+fj7+/cBAAAAAAAAAAACAAD////9' +
      '//0R/////AAAAAAAAAMAAAD/AAAAAAAAAwAAAP8AAAAAAAADAAAA//4F//8N/v7//fv//gX//w3+/v/9+//+Bf//Df' +
      '7+//37/wj8Cv39/QX+/v39CPwK/f39Bf7+/f0I/Ar9/f0F/v79/fwBBAL9/fz6DPsG/AEEAv39/PoM+wYAAP8AAAAA' +
      'AAMAAAX+/v0K/gX+//77Bf7+/Qr+Bf7//vsO/f/7+v4J/v///g79//v6/gn+///+//79/Pz++/wb/AMAAAD/AwAAAA' +
      'AA/wAAAP8DAAAAAAD/AP8AAAAABAAAAP///f77/P4c/v7++wD/AAAAAAQAAAD///8L/v////////7+/v///f4S////' +
      '/AAAAAAE//8AAAD/AAAA/wAA/wX///8AAAD/AAD/Bf///wAAAP8AAgAAAAAAAP8K/P////////8A/wr8/////////w' +
      'AAAAAAAwAAAAD/AAAAAAADAAAAAP8AAAAAAAAAAAIAAPv+AAAAAAAAAAn//v7//v7+//0LB/wA/wr//v///////wAA' +
      'AP8AAP8F////AAAA/wAA/wX///8A/wAA//8IAAD//gD/AAD//wgAAP/+/wj/////AAED/vv/CP////8AAQP++wD+AP' +
      '/+/wn//wAAAAD//////woA//wAAAAA/wAEAAD9AAAAAAD/AAQAAP0AAv8G//////8A//8C/wb//////wD////+AP8O' +
      'AP///vv///4A/w4A///++/8A/wT//wP///7/AP8AEPz+/v7+//7//wAQ/P7+/v7//v//AP7+/f7+/gUO+/8A/v79/v' +
      '7+BQ77AAAAAAAAAAAAAAAC/f4L/////v///gL9/gv////+///+//7/BP4K/f0H/Pv//wD+/gT///8F/wD//wT/Bv/8' +
      '/////vz+B/wU+/kFAPkA/wr//v////////8A//8EAAD/AAAA/wAAAAD/AwAAAAD/AP//BAAA/wAAAAAAAAMAAAD/AA' +
      'AAAAAAAwAAAP8AAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAABAAAAAAA/gAAAAAEAAAAAAD+APr2+fP3JS/39vn0' +
      '+vb58/clL/f2+fQAAAD//wD/Bf8A/wAAAP//AP8F/wD//wAAAAMAAAAAAAAA/////////v8I/wD/Cv3//////gD//v' +
      '0B//7//P//AQ0AAAQAAAAAAAD///z7Dvr//fr8/AgL8f0g/P3+/gQB/PwAAAD/AAQA/gAAAAAAAP8ABAD+AAAA/P4I' +
      'AAAAAAAA/wD/AP/+////Cv/+//8A//7///8K//7//wD//v///wr//v8AAAAAAAAAAgAAAAD////+/A7///////7//g' +
      'H7Fv7++/0A/wD/A/8I///8/v/+//4B+xb+/vv9//8B/v//////Cv///wH+//////8K/xIA9QD//AAA//8AEgD1AP/8' +
      'AAD//wASAPUA//wAAP//AAAAAwAAAAAAAAD/AAADAAAAAAAAAP8AAAMAAAAAAAAA//8AAP8AAAAABQD+/wAA/wAAAA' +
      'AFAP4AAAD/AAD//wUA/wAAAP8AAP//BQD/AAAAAAAAAQAAAAAA/wD/AP8G//8A/wAAAAAAAAEAAAAAAP8A////B///' +
      'AP4AAAAAAAAAAgAAAPoACf8AAAAAAP8A+gAJ/wAAAAAA/wD6AAn/AAAAAAD/AP////7///8K/////////v///wr///' +
      '8A/wD9//8K/////QD/AP3//wr////9AAb//wP//v/+//4ABv//A//+//7//gHz+QAGAgH7/RX8/gH3BQMA/fr8E/v9' +
      'Dv8G/f78///+//4B9wUDAP36/BP7/v//Af////4M/v8AAAAFAP//AAD/AAbv+QcK/vQJ9CHxGv0F/Pj+/gH8+v4a7P' +
      '0JAfrwB/0Z7gAAAP8A/wAG/gD/AAAA/wD/AAb+AP8AAAD/AP8ABv4A/wAAAP8AAAUA/wD/AAAA/wAABQD/AP8BCf//' +
      '///9/wD//v4FGf39/vz8/f36AAMM/fr8/P79C/v+CCb69/r4+voI9QAAAAAA/gAABgD/AAAAAAD+AAAGAP8AAAAAAP' +
      '4AAAYA/wAA/wkAAP8A/wD8AAD/CQAA/wD/APwAAAD/AAAA/wUA/v77/fr7+/v5Jf4C/vv9+vv7+/kl/gL//v79/v77' +
      '/RT+AwIAAAAAAAAAAP8AAf7+/P39+/0U/gMAAAAA//8EAAAA/wAAAAD//wQAAAD/AP8A////CP8A//4A/wD///8I/w' +
      'D//gADAAAAAAAAAAAAAAMAAAAAAAAAAAAAAAAF////AP8A/wAAAP4ABv//AP8A/QH///4EBP7+Bf/8Af4C/AgD/fwE' +
      '/gABAAAAAAAAAAAAAAv////+//7///4AC/////7//v///gAABP8AAAAAAAD/AAAE/wAAAAAAAP8A//8EAP///v8E/w' +
      'D/AP//B////wD/////A/8G/v3+BP7++v0C+xf+/Qb8+f76/QL7F/79Bvz5AAAA/wADAAAAAAAAAAD/AAMAAAAAAAf9' +
      '////////Bf/9B/3///////8F//0D+vn6Bfz6F/sJ+wP6+foF/PoX+wn7Ffv4+fn5+RP8DPgD+vn6Bfz6F/sJ+/sQCv' +
      '36CPH6BAn1A///AAAAAAAAAAABDAn7+gzw+QMI9f79//7//xD//v3//QH79/sDK/n8+vgA////AP8HAP8AAP/7/RP+' +
      'BPn9/AX+//v9E/4E+f38Bf76BP8C8hEq7vgE6QD/CP8A//////7/AP8I/wD//////v8A/wj/AP/////+/wn9/f8C//' +
      '//////AgYq+AP69vn5+fgJ/f3/Av////////v7JfsE/fv7+//6AAADAAAAAAD/AAAAAAMAAAAAAP8AAP/+AP///wv/' +
      'AP/9//4A////C/8A//3//f8P//7+/f///v/9/w///v79///+AAD/AAD+BgD/AAAAAP8AAP4GAP8AAP8ABQD/AAD/AA' +
      'AAABX4/wj7/PgJ9v7+GfX5A/X3GgL/8QAV/f8I+/z3CPb+AAAAAAD8AAAABgAAAAAAAPwAAAAGAAD/AAD//wAABQAA' +
      'AP8AAP//AAAFAAAA/wME/////gL//wD/AwT////+Av//AP8DBP////4C//////7//v///wwA/f//AQP9/v7+Dv78AP' +
      '8AAAAAAAAAAgAAC/8B/v//AP7//P8K/wH+//8A/gH8//7+/f79/hj+/fz//v79/v3+GP79/P/+/v3+/f4Y/v38//8A' +
      '////C//8/////wD///8L//z//wAGAP//AP///wD/////////AAAAAAb///////8AAAAABgAAAAD/AAQAAP//AAAAAP' +
      '8ABAAA///+//sL/CD1+f0A9wAAAP4A+wgAAAAA/v/7Cvwc/fn8APcA//8E////BP///gD//wT///8E///+FQz8Efr6' +
      '9/v7+/cA/wAG/wAA/v8AAAD/AAb/AAD+/wAA/v7+Dv/+//////8AAgD/AAAAAAAAAAD/AP7/CP4A//8AAP8A/v8I/g' +
      'D//wARCvki+AD0+Pf59f/9/wL///8M///7//3/Av///wz///v8APwHABb6+/kD+vwA/AcAFvr7+QP6AP8AAP4AAAAA' +
      'BQD//v8C/gv//v///wAAAAMAAQD+AAAA//7/Av4L//7///8AAAD/AP4EAAAAAAAAAP8A/gQAAAAAAP8C/v8I//////' +
      '4A//8B/wP+/wT//wD//wH/A/7/BP//Av8A//8H/v//AP///wEA///9/wD/CP//AgX////+//8B/////v7//w7+//4A' +
      '+wIB+wT5Cvz9Bv/+AP8AAwD//wT+//4A/wADAP//BP7//gD/AAMA//8E/gAAAAAAAAAAAAEA////Af7+/v79Agr///' +
      '8B/v7+/v0CCv8I//7/Af8C/f///wj//v8B/wL9///4CgP4BPoI9/wS+f8I//7/Af8C/f///wAH////////////AAf/' +
      '//////////8AB////////////vv9AgD/+foEDAYAAAAA/wD8AAD/CAAAAAD/APwAAP8IAAAAAAAAAAAAAAEA/wAA/g' +
      'D8AAD/CQAFAAAA/gAA//8ADP//////9f/+CP//AAD/AP/8//8I/wz///////X//gj/DP//////9f/+CP8A//8L////' +
      '/v/+/wAAAAAAAP8AAAQAAP//C/////7//v///v8L/v/+/v8B/wYJ/v/+///+//z/Bgn+//7///7//P8A/P7+//4P//' +
      '7//wAFAAAAAP0AAP8A/wH+/v/+DP/+/v8F/QD//v/7/wD/CQAAAAYAAAD//QAAAAAABgAAAP/9AAD////+///++///' +
      'D/////7///77//8P//v//f/+/hX///z++v77/v79EP7+C/wGAAcB/fj7F/r0Aw37//cR9/v9A/sDDvsCBQf3/PYD+/' +
      '8T+wgFDu72DPzuAAAABAAAAAAAAP0I//4A/wAA/wD/AP4T/Qr+/P37+/7+/hP9DP77/fr6/v3+E/0M/vv9+vr+/f//' +
      'AP4G//////8DAAAAAAAAAAL/AAAAAAAAAAAAAv8AAAAAAAAABP4AAAAAAAAAAAAE/gAAAAD//v/9/xL+///8/gAAAP' +
      '8AAwAAAAAA//7++/4V/v7//P4J9gP28/v6CwoN/f//AAAB/wMAAAAA//8AAAH/AwAAAAAA/wD///3//wkA/wf9/v3/' +
      '///+Cv//B/3+/f////4K///99/33+0P29vz99gAABf//AP//AP//AAAF//8A//8A//8A/v4L///+/////wIA/gAAAA' +
      'AAAAAAAgD+AAAAAAAAAAAC+f36Bvr9/wn+CwL5/foG+v3/Cf4LAAAA/wADAAD/AAAAAAD/AAMAAP8AAAX///8AAAAA' +
      'AP8ABf///wAAAAAA/wAF////AAAAAAD/AAD/AAX+////AgD//wr//QD/////AP//Df4B//7+/v///v8M/gb9/f39Af' +
      '79/////f4N/v/+AP8AAAAEAP//AAAAAAAAAAQAAAAA////////Bf4M/f/9//0H//4J/vv+/////Qf//gn++/7////9' +
      'AAABAAAAAAAAAAAAAAEAAAAAAAAAAP8F/ggH/fj+/wD+AAz////////8AP0A/wD///8AAAYAAAD/AAAIAAAA+wAAAP' +
      '8AAAgAAAD7AAD/C//9Bv7//v3//f7++gH9/gL+/hP7/v76Af3+Av7+E/v+/voB/f4C/v4T+wAFAP//Af//////+f0J' +
      '/B79/Pz8+vz3Dv7+B/v9/v4G/fn9Cfwe/fz8/Pr88AsI+iP5+fv7APkAAP/+/wz///v//v//////Dv////r///////' +
      '8O////+v///////w7////6////AAb/AAD//gAA//8ABv8AAP/+AAD//wAG/wAA//4AAAAAAP4A+f8AAAALAAAA/gD5' +
      '/wAAAAsA/wAAAAIAAAAAAP0G/v0HA/39/v0D/QL9+w3//Pv8/A/9Bv79DQD8/f39AvYD+wIC+f37HPUH/fv+AAP+Aw' +
      'H+/gnz/vkCBPcA/RryEP///wL+/v8ECP79/////v7//xD7///////+/v//EPv//wAA/wj/AAD9/wD/AAD/CP8AAP3/' +
      'AP8D/Pv///4D//7/CwP8+////gP//v8L/////v///vv//xAE///9//79+/3/EP//////////C//9DPr++P7++wr9/Q' +
      'oM+v74/v77Cv39CgD/AP/+/goAAP7+DA/4+AD+8v/1/xIMD/j4AP7y//X/EgAAAP8AAAD+/wYAAAAA/wAAAP7/BgAE' +
      '/gAAAP8AAAAAAAT+AAAA/wAAAAAAAwAA/wAAAAAAAAACAP8AAAAAAAAAAAX///8AAAAAAAAAAP4ABwD/AP8AAP8A/g' +
      'AHAP8A/wAA/wX//P8C//3+/wr9Bf/8/wL//f7/Cv0AAAAA/wD/AAAE/wAAAAD/AP8AAAT/Bv8C/v7//f/+CPwG/wL+' +
      '/v/9//4I/AD/AAD/AAkAAPz/AAAAAAAAAgAAAAAAAAAAAAACAAAAAAL5/fn9/Pwh//37Avn9+f38/CH//fsCAAAAAA' +
      'AAAAAAAP/+//8G//z//wj9Av4A/wD///8G//4A/wD/AAD//wAG/wj8BQj9B/cD+/v5///7//////7/DAAI/AUI/Qf3' +
      'A/v7+f//+//////+/wwAGv/6/v7+//f///8LAPoAAAAA/wD//wIAAAAAAAAAAP8AJ//0/f3+/vb+/f4AAAAA//4FAA' +
      'D/AAD+AAAA/wD/BgD++f759wD19i8J9v4A/gAAAAAABP8AAAAA/f//AP//AAAJAAD9//8A//8AAAkAAP3//wD//wAA' +
      'Cf8AAP8G/wAA/wAA/wD//wf/AP//AP/+BQL////9////Bf4DAf3+//z9/v4P/gUC/////f///wX5+AMGBPb4EQT5Bf' +
      '78/vkHFv7++f7+Av8AAAAC/wAAAP/+/vL+GAX+//7+/gD98v0XBv3//v7+//7///7///4MAP8A/gT+Av///v8H/QD+' +
      'BP4C///+/wf9/////wgA////AP7//v///v///gwA/wL9/v3+//3/Awr/Av8F+P3+/PwBD/4C/f79/v/9/wMK/wT/AP' +
      '8AAP8AAP8AAP///v8P/P///f8A///+/w/8///9////AP////0A/wn+//8AAAD/BQAAAAD+//////8J//8D/v7+//7+' +
      '/g7//wP9//7//f8T/P7+//7//v/9/xP8/v7//gD9D/3+/vz+/v8EBP//BQD///8AAP0AAAQAAAAAAAD+AAD8DgL+/v' +
      'z9/v4C/wAGAP8AAP//AAD/AAYA/wAA//8AAP//AP//AP7/AAr+//8A//8A/v8ACv4AAAAAAwAAAP8A/wAAAAAAAAMA' +
      'AAD/AAAABAD//wD/AAAAAAAEAP//AP8AAP78/v0I/fv+/v0R+/3//gIA////CQX7/f/+AgD///8JBQf+/wD7AP0AAA' +
      'n9//3++vwf/f3+/P0AAAAAAAAAAAIAAP/9/vr8H/39/vz9AP////7//wz8AP8A/////v//DPwA//7/AAj//////wD/' +
      '/v//Bv7//wv7//7++/76+Pv9+yr++wD///7//gn//wAA8/YML/Lx9/j29R8C/f0G/Qf9/Aj9/QL9/Qb9B/38CP39//' +
      '//Bv///wT/AP0CAf8G/v///gD/AAT9+hH7Bfv+Bvv5AAAAAAAEAAAA/QAAAAAEAP//AAD/AAAAAAQA//8AAP8AAP//' +
      '/P8M////AP4AAAD/AAAABf8A//////v/C/4E/v/9AAAAAAAAAP//BAAAAAAAAAAA//8EAAAAAAAAAAD//wQAAAAAAA' +
      'AAAP//BAAAAAAAAAAA//8EAAD8////C//////+AQAAAAAAAAAAAAD4//8P/////gD/APj//w/////+AP8A+f//D///' +
      '//4A/wACAP8HAv7////8/wAJ/////v//////AQn+BQL9/v7//P7/Gv3+/f76//7/+v/+AP8AAAD/AP4I//8A/wP+Bf' +
      '8A//8A/gj///////8A/wD+CP///////wD//w///v7//v/+AP0AAAAA/wD8AAAK/AAAAAD/APwAAAr8AAAAAAAAAAEA' +
      'AAAAAAAAAAAAAQAAAPX+CP7+//7//woFAv///////////wX1/gz+///+//8EBgAAAAD/AAQAAP//BwAA//4A/wAAAA' +
      'D//v4E/v39/v7+EP/+//8IAPv+BP8CAP///v/+Cf//AAAI/v/9/QD/Cv/++//+//74/w7+BP////8A/wAA//8ACP7/' +
      '/wD/AAD//wAI/gAAAAYA/////wD/AAAABgD/////AP8AAAAGAP////8A/wAAAgAAAAAAAP8ACv/+A/7//////v8AAA' +
      'IAAAAAAAD/AAr//gP+//////7/AAACAAAAAAAA/wAAAAIAAAAAAAD/AAD/BAAC/wAAAP4AAP8EAAL/AAAA/gAA////' +
      '/f/8//8KBAD////9//z//woE/AD/BAb6+xD7+wD/AP///wAACP/+AP8A////AAAI//4AAP8K/P////////8A/wr8//' +
      '///////wP/Bf3+/v3+/v0KA/8F/f7+/f7+/QoD/wX9/v79/v79Cv/8/S/97v37+/79AAABAAAAAAAAAAAAAAEAAAAA' +
      'AAAAAP/9/f/+//b//wIV//39//7/9v//AhUD///++v8GCPz//wT/AAAAAAAAAAD/AAAABAAAAP4AAAAAAAAEAAAA/g' +
      'AAAP//+wALAP8AAP/////7AAsA/wAA//8F/Pv6DfoIC/r9+QH9/PwO+gIM+/38AAEAAAAAAAAAAAD/Bv////7//v/4' +
      'C/0GCf39/v39/gQA/QYJ/f3+/f3+BAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAA/wf//wT//P8ABfkAAAD/AwAAAAAA/w' +
      'AAAAAEAP8AAP8AAvcA//////8ACwAC9///A//+//8L//////8M///+/v//Afz9+yv8+PwC/PP/////DP///v7///jz' +
      '7fR/8/D27//uAAAAAQAAAAAAAAAAAAABAAAAAAAAAP79//39/gT+Bf4HAP////////8JAP8AAAD6AP//AAAACgAAAP' +
      'oA//8AAAAKAAAAAAD/AAIAAAAAAP8EAAAAAP8AAAAA/wQAAAAA/wAAAP//AwD/AAL/AAD7+Q3/+Pr78zD89QAA//8A' +
      'BgD//wD/AAD//wAGAP//AP8AAP//////B////wAA//////8H////Dwfo8gDxAPXyQfcKB//+/v/9//77/hkO5/D+8P' +
      '708Tz1/w7////9/v7///4BAAAAAAAAAAAAAAEAAAAAAAAAAAAA/wL7BwL7EPkAAvb/AvsHAvsQ+QAC9gD//////v8K' +
      '////AP/////+/wr//////gD///8K/wAA/v/+AP///wr/AAD+//8A//8AAAn8AP///wD//wAACfwA////AP//AAAJ/A' +
      'D/AAAAAAAAAAACAAAAAAD//v8IAAD9/gAAAP/+/wgAAP3+AAAAAgD/AAAAAP8AAAACAP8AAAAA/wAAAAD//wQAAAD/' +
      'AAAAAP//BAAAAP///gD//v8R////+v/+AP/+/xH////6AAAA/wAABAD/AP//////////B/8A/wf///7/+v4D/gb/CA' +
      'D7AP8AAAAAAAAIAPsA/wAAAAAAAAgA+wD/AAAAAAAAAP4A//8AAAr9/wD//P////8Q/wD/+QAAAP8AAAAE/wD/AAAA' +
      'Bf///wD/BP4A/f4Q/wP++v7+/v//BAj///39/////v0DDv0N+vz5/f3//QMY/gL8+P79/QD+//8AAAD/AAAH//3/Av' +
      '8K/v///////f4I/gr9/v/+/gD/AP//AAn////+AP8A//8ACf////7++gcHAv0C/v///f75BgYJ/AD+/v39AAD/BQAA' +
      'AP//AP/++QULCfwA/v79/AAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAMB/wAAAAD//wAAAAIAAAAAAAAAAAD//wAA/w' +
      'j+/wD//wH+///+BwL//gAABAD/AAD/AAAA/wD+B//8////BP8AAAMAAAAAAAD/AAn/Bf39BP7+/P7+APz/BwAAAAAA' +
      '//8A/P8HAAAAAAD///8C/wAEAP8AAP4AAQAAAAAAAAAAAAD1BPb+APz5+kD56/8J//7+/////wAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAABAAAAAAD9AP8EAQAAAAAAAAAAAAD+AP75+v79+f39IwD/AP8I//3/AAL9/yD//v7+/fz5+/r+' +
      'Hvz2APv39fb7Gvz8ACf7+vr39gn8//7//P8DCP//AP/8+v8j+/0C9vYI+wAAAP//Bv///wD/AP///v///wAI/wAA//' +
      '/+////AAj/AAX3/Pz+/vkFCvwMBvkG/f3+/gYA///+A/79//79/f0PAf8Q/v7+/gj9/v35Bv/+AAAA/wAA//8EA/z9' +
      '//78/f0NAQAAAAAA/gUAAAAAAwX//v/9A/4F//sAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAEAAAAAAAAAAA' +
      'AAAQAAAAAAAwAAAAABAP8AAAADAAAAAAEA/wAAAAMAAAAAAQD/AAAAAP8A/wAFAAD///7///n+CP7//wkDB/8A/wD/' +
      'AAD7/wcFA/7+//z+/QH+AAAAAAQAAAD/AP8AAAAABAAAAP8A/wj+//7+//7+//8GB/4B/f7+/gL+/gUH/QH8Af79Av' +
      '7+BP/+/wj//wD/AAD///7/CP//AP8AAP/+/wAA//8GAAAAAP7/AAD//wYAAAAABAAA/wAAAP//AAAAAAAAAQAAAAAA' +
      'AAAAAAABAAAAAAAA/wEAAAT//wAA//8AAAD/AwAAAAAA/wAAAP8DAAAAAAD//hX+/gv+/P79+vj+FP79Df78/v36+P' +
      '/+AP79/v7+Bf4KAP4A//8ACP8AAP3//gD+/f7+/gX+CgYb/vz9/vr+/f34AP8AAP//CP///v8A/wAA//8I///+/wAA' +
      'AP8DAAAAAAD/AP4A//8ACP8AAP3//wIC//8E//7/////AgL//wT//v//+fz8+QoVBQYD+PEAAAEAAAAAAAAAAAAAAw' +
      'AAAAAAAP8AAAAA//8AAPoKAAAAAAD//wAA+goAAAAAAP//AAD6CgAAAAAA//8AAPoKAAD/AP/9//8JAP////8A//3/' +
      '/wkA/////AAA/gD/CgAA////Bv/9EPz+/vv+/v8G//0Q/P7++/7+/wb//RD8/v77/v73+/sS+g8H+vb4Cg////v+//' +
      '8A//7+9/v7EvoPB/r2+AoA//8HAAD/AAAA/Qb5+RT4DgX69fYFAAMAAAAA/wAAAAAAAv//////Av8AAgACAP8A/wAA' +
      'AAAAAAABAAAAAAAAAAAAAAAAAP8CAAAAAP8AAP8AAAIAAAAA/wAA/wAAAgAAAADtIQnz9QIO+PcX6P/6/wL3/QMO+B' +
      'L4//r/Avf9Aw74EvgAAPsAAAAAAAAFAAAA+wAAAAAAAAUAAAAAAP8A/gAABQAAAAAA/wD+AAAFAAD///////////8K' +
      '/wAG//8AAP8AAP//AAb//wAA/wAA//8H//3//vz+Df39/wf//f/+/P4N/f0E///+/////v8I/wAAAAD/AwAAAAAAAA' +
      'AAAP8DAAAAAAAT+wD9/f74/P0Q+v8L//7///78/wX9/wAA/////wUAAAAA///+B/8A//8A/wD+Bf/+//7+AP8H/v4A' +
      '+fv5+PsS+RkK/wD//wD//wAA/Ar/AP//AP//AAD8AAAAAP8ABAAA//8A/QAA/v8C////BgD/AAAAAP7/AAAGAP8AAP' +
      '8A/gAA/wUA/wAA/wD+AAD/BQD/AAAAAP7/AAAG//7/EP///QT//PoA/wAAAAAABQAA/gD/AAAAAAAFAAD+AAABAAAA' +
      'AAAAAAAAAAEAAAAAAAAAAAAFAAAAAP8AAAD+AAAAAAD+BQAAAAD+EPz7/fv5/Pn9GQD+/vz+Df//Af7/AP//B/////' +
      '8C//8A//8H/////wL//wAABf//AP8A/wD///8FCP////////v//f4R/v7+/v7/////BQj////////7/vwJGPz9/Pz9' +
      '/vn+/v4M/A76/f3+/QAA/AAAAAAAAAn9BP//AAAAAAAAAP//B//9/f/9/v7/CwAD//0H///////+Agr9+gT9/P39/g' +
      'gC/vkA/wAAAAAKAP8AB///////////AAAI//8AAAAA/f8C/gf+/v/+//8G/gAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AP//B////wD//wAA//8H////AP//AAAAAAAAAAABAP8AAAAAAAAAAAEA/wAAAAAAAAAAAQD//wQA//8A//8AAv//BA' +
      'D//wD//wAC/wAAAAIAAP8AAAAAAAAABgD///4AAP8AAAD/AAQAAAAA/wD//wf/A/79////AAAAAAMAAAAAAP8AAAAA' +
      'AwAAAAAA///+/v/+////AA3+//7+//7///8ADf4A/wX+/v///wT//wD/Bf7+////BP//AQD7AAAAAAAABv8BAPsAAA' +
      'AAAAAG/wL1/P8AAAQFCPgFAvX8/wAABAUI+AUG/gAA/gAAAAAA/wb+AAD+AAAAAAD/BAD/AAD+/wAA/wAACAD+//8A' +
      '//4A/wAE////A/7//wD/AAT///8D/v//AP8ACAD+//8A//4A/wQL/v7+Af3//v/+//r9/P0V/foL/fz/+v38/RX9+g' +
      'v9/AD+AAwA/v///wD8AAAA//8EAAAAAAD//f77FAP+/v78/v77/gcUAf39/fz6//8A//7/Cv8A/v7//wD//v8K/wD+' +
      '/gD9AP///gD/CgD/AP0A///+AP8KAP8I/v8H//77/////wIAAAD/AAAAAAAACv7/Bv7++/////8B////Cf/////+/w' +
      'H///8J//////7//v3++v4I/QoG/voFAAAAAPwAAAAAAAP9/vr+Bf0KBf76AAIAAAAAAAAAAP8AAgAAAAAAAAAA////' +
      '//7///r//xH+AAAAAAAA/wAAAwAA///+/wD+//8J//////7///r//xH+BQAAAAAA/wAA/gD//f/+///9/v8S/f//AP' +
      '8A/wD+AAb/A/v//f7+/Pz/Fvz9/fwF/BH6C/v8/P39/AX8EfoL+/z8AAAAAAAAAAAAAAEAAAAAAAIAAAD/AAAAAP8A' +
      'AgAAAP8ABAD9//8CAP8AA/4E//z//wT//wAC/wAAAAD/AAUAAP/+AAAAAP8ABQAA//4AAAAA/v8KAP///AAAAAD+/w' +
      'oA///8AP8A/f//Cv////0A/wD9//8K/////QD///7/Cv///gD9/vz8+vz3/Psx/vj9/v79EP7+/AX//hn+///9+v3/' +
      '/P/9HP36/QP5/PwD/vz//wD////+AP//CAAAAgAAAAAAAAAA/gr/B/4C//7++v79/hX+AP///vn//v4K/wf+Av/+/v' +
      'r+AAIA//8AAAAAAAATAQj4BPny8Cb08wD/AP//AAcAAP/9AP8A//8ABwAA//0AAAD//v8IAAD9/gAAAP/+/wgAAP3+' +
      'AP7/AAAAAAAG//8A/v8AAAAAAAb//wAAAAABAAAAAAAAAAAAAAEAAAAAAAD8+/T6+Pv5+fkbI/z79Pr4+/n5+Rsj/P' +
      'v0+vj7+fn5GyP//v///v79////D/8AAP8HAP7//wD+//7//hD//f////79/P78Ffz5/f39CwADAP8AAAAAAAAAAAMA' +
      '/wAAAAAAAAAB/v//+//8///9EQH+///7//z///0RAP8AAAAAAAUAAP4A/wAAAAAABQAA/gAAAAAAAAAAAAAA//7+C/' +
      '7//v///wII/v4K/v/7/v78Agj+/gr+//r+/vwCAAAAAAAAAgAAAAAAAAAAAAACAAAAAAACAAAAAAAAAAAAAAAAAAMA' +
      'AAAAAAAAAAD/AAj//f8A/wAAAP8ACP/9/wD/AAAAAAAABAAAAP0AAAAAAAAEAAAA/QAEAAAAAAAAAAD+AAQAAAAAAA' +
      'AAAP7/BP/+///8//8K/QD///8P//3///3+AAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAMA//8F////' +
      'AP4A/wAA/wX/AAAA/wD/AAD/Bf8AAAD//vf8/vz89/oI/CME/ggA/v/+//77Av//////////BAb+A/4H//3+/f0DAQ' +
      'AAAAAAAAAAAQAAAP8M//3+////+gf9Cf3+/f39/QT+CP0A/wAAAAAA/wAE/wD/AAAAAAD/AAT/AP//////////B/4J' +
      '/P78/Pz8A/0T+v79/fn9BfwAGP38Av8F//wA/wAAAP//AP//Cv////0A/v78BP37//0DEv38/vwE/fv//QMS/fz9+w' +
      'T8Bf78Ag/9+vj19fHyHvBS9/D0//8E/P3+/wcF/v/++v0C+/0EABL+/P76/QL7/QQAEv78/vz7+Pn5+ykJ/fgA/wD/' +
      'AAAABv8A//7+Bv38/f39D/0B/v4G/fz9/f0P/QH+Ev4CAPz9/f7+/v0Q/f8A+/r4Efz8/Q/8/f35+fkb/PsA//////' +
      '//Cf///wD///////8J//////8A/gv////////7BwAAAAD/AAD/APoG//4L//7///7/AP8ABv8AAP7/AAAA/wAG/wAA' +
      '/v8AAP8T/v3+//7+/v/+//n//P7+/h39/vz/+f/8/v7+Hf3+/AAAB//+AP//////AP/++///////BAkAAAAAAAAAAA' +
      'ACAP/+/vz//Qv8/AEI//7+/P/9C/z8AQj//v/+DP///////v7/GP39/f7+/v79Af8A//8G/wAA/v8ECP4C/wD+/v/+' +
      '/QUH/gH+Bv39/vz8AAUA/wAAAP//AP8A/wD//wAHAAD//QD/AP//AAcAAP/9AAAF//8A/wD/AP8AAAX//wD/AP8A/w' +
      'AABf//AP8A/wD/AAAC/wAAAAAAAAAAAAL/AAAAAAAAAAAAAv8AAAAAAAAAAAAEAAAAAP8A/wAAAAQAAAAA/wD/AP/+' +
      'B/3///8F////AAEAAAAAAAAAAAD//gf9////Bf///wAJ/////////wD//wf//fz+/wr9//4AAAEAAAAAAAAAAAD///' +
      '////3///wNAAAAAAAEAAD/AP8AAAAAAAQAAP8A/wAAAwAAAAAAAP8A/wAD//8EAP////8A///////9///8DQD/////' +
      '//3///wNAf8A//8A/wD/A/8CAAAAAAAAAAAAAP8BAP//AP7///8GAAD//////v//AwX7/gAAAAAAAAAL//v+AAAAAA' +
      'AAAAv//f4A/wAAAP8ACf8U/v/+/v78///9///9/vj+Iv36/f79//3++P4i/fr9/v38/gD//v8A//4FCP7+/Qf+D/f7' +
      '/Qf8+gP9/PgR9voN/Qf6A/38+BH2+g39B/wI/QYECfb3A/3///sA//8D//8AAAj//wT/+//+///8DP//BP/7//7///' +
      'wMBQD9AAAAAAAAAAAFAP0AAAAAAAAAAP////7+DPv/A//+//0A////Df//APz//QD///8N//8A/P79//7+/hX+/f/9' +
      '//4A////Df/+//7//gD///8N//7//v38/Rb8AfoQ+/32/wD/AAAA/gAABgD/AP8AAAD+AAAGAAD/AAD+/wcAAP/+AP' +
      '8AAP7/BwAA//7/AP8J/v////8A/v8A/wn+/////wD+AAQAAAAAAAAA//8HAAH//wD///4A/v78+w0TBv39+fr5//7/' +
      'CP4G/wD+//4A/wAA/wD/AAAAAwD/AAD/AP8AAAAD+P4LAAkH+fED9A7/AP8I/gH//v////8A/wj+Af/+/////wD/CP' +
      '4B//7///8AAAX//wAA/wAAAP79/fv8/Pwn+f38/v39+/z8/Cf5/fz//wf+/gf+/////v4EB/4GBv3+//j8/wb//wj/' +
      '//8A+f7+BAf+Bgb9/v/4/AD///////3///8KAP///////f///wr/+v///gD//v8P/v0I/AH8/fj7BvoR/QoF+/v9//' +
      'v4DQL//v8G//8G//7///oQAfz2+vf1/g4S//wFCf39+/0EBvv//AUJ/f37/QQG+//8BQn9/fv9BAb7AAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAD/AP8KAAD+/AD/AAAA/wAAAP7/BgAA///+Cf///PwG/wD/AAD/AAAAAwAAAh74+/D09gvy/B' +
      'oF/v///wAA/wD/AQcc9/rw9PYK8vsbBf7///8AAP8A/wEA/wAAAAQA//8AAAD/AAAABAD//wAAAh74+/D09gvy/BoA' +
      'AAAEAAAA/gAAAAD//wX/AP8AAAD/AP//Cf////7/AP8A/////wAH/v8A/xX9///+/v39/v7/AQAAAAAAAAAAAAA1Cf' +
      'r8+fkB+fv37hb9///9/v39/v7/AwAAAAAAAAAAAP///f7+///+////EAAA////AAAAAAAFAAD///8AAAAAAAUDAAAA' +
      '/wD/AAAA/wD/AAD/AAAAAAMA//8A//8A//8CAwAP/f0C/P78/gMA/P//AP//AP//AgMAAP8A/wADAAD/AP8A/wD/AA' +
      'MAAP8A/wD/AP8AAwAA/wD//xD//gX9/f78//0NBwP5DPYG9Pr8/wD9AP//AP3//wAJAPr////++////xT9EP8DBgH6' +
      'A/n7+QD//////wAA/wUAAP//////AAD/BQAA//////8AAP8FAAD/BAAAAAAAAP4A//8AAP8DAgAAAP///wAA/wMCAA' +
      'AA/wD/BQAA//8AAP8AAAAABQAA////AP/7/QT9+/76/gIZ+wAAAP8AAP8G/wD+AAAA/wAA/wb/AP7/BgAAAAAA/wAA' +
      '/v//AP4I/////wD///8A/gj/////AP8A/wAAAP//Bv8A/wD/AAAA//8G/wD//BD8Avv9+/z5/RP////+///++///EP' +
      '//Awb///////7//QP8/Q3++vwBBAAAAAD+AAD/AAAABQAAAP8AAAUAAAD+//4KC/7//f76/QD79wj3+/wI/AX8FAAA' +
      'AAAAAAAAAgAAAP////8I////AP8A/f/+/xD+///9/wD9//7/EP7///3/AAAA//8AAAQA/wAAAAD/AAD/BAAA/wAAAA' +
      'AIAP///gD+APsA//8A//7//wz//gEA/////wj////+AQD/////CP////4A////Cv8AAP7//gD///8K/wAA/v4cB/z8' +
      '/P/8/vz1/v4V/f78A/3+/f0AAAAABv/+AP//ABr/Avn/A/r7+/cDAAAA/wAGAP0AAAAAAAD/AAYA/QAAAP///v7///' +
      '7///8MAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAP8AAAAA/QAABv8A/wAAAAD9AAAG//7+Ff3+/AP9' +
      '/v39AP///////v4M//8B/wD/BQD//wD///0F/PkC/Pj6+xIO/gT7+Af79/n7EQ3+Bv8K///////8/v/9Af///v3///' +
      '8M//0B///+/f///wz7+PgG9wjz+/z6LP///////wAAAAAG////////AAAAAAb///////8AAAAABv///////wAAAAAG' +
      'Bf7/Bv8B//7+///9/f7+/AD6//8Z/QH9/v37APr//xf9BAD//wAAAAAA/gAG+v0E+gH5/f0W/AAAAAAABAAA/wAA//' +
      '4G/P79DQT9/vz//gb8/v0NBP3+/AT5AAr7/AT7BAD/AAkA/wD//P8AAP4A///+//7/Cf///wMB/wj6/v/5Agj6/wn/' +
      '/v/++wj+//4AAAX//wD/AP8A/wAAAAAA/gAAAAIAAAAAAAD+AAAAAgD+APv/Df8AAAD+/wAAAgD/AAAAAAAAAAABAA' +
      'AAAAAAAAAAAAIA/wAAAAAAAAD/AP8A/////wAGAP8A/wD/////AAYA/wUAAP//AAD/AAD/BQAA//8AAP8ACAD///8A' +
      '/f8A/////xT9/f/+/v3+/gf+FPz8/vv+/f7+Af7//v///v4C/woA///+//8F//8E/gEAAAAAAAAAAAAAAP///v//Bf' +
      '//BP4AAgMAAf79AQr99wACAwAB/v0BCv33BAj//v/8/wT+/v8AAAMAAAAAAAD/AP/8//7/FPz9/v/+//z//v8U/P3+' +
      '//7//P/+/xT8/f7//gD8AP//DAAA/QD++v4LBgIK+vj4CPr6+goEARb6+PQI+QUB/fwECP7+/QH7CQH9/AQG/f39AP' +
      'sABAD/AAAAAAAAAAkB/fwEBv39/QD7/f8AAAD/CgAA/AD9/wAAAP8KAAD8AAADAAAAAAAAAAD++fgJ+gH8BP4k8/b8' +
      'AP4AAAAAAAAK/vwA/gAAAAAAAAr+AAAA/wAA/wQAAP8AAAD+AAYAAAD/AAAAAP7/Bv8AAAAAAAAA/v8G/wAAAAAA/w' +
      'D/AAX/AP8A/wD/AP8ABf8A/wD/AAAAAAD/AwAAAAAA/////wUD//8A//78//7+/hv+/f36//4A///+Dv///v3+Cf/9' +
      '//wH/f/7BP/8/vz+DQn9Af39AAD/CQAA/wD/APz//P78/g0J/QH9/fwN/vwAAAv8/vgB+v/6//kFNvj78/QB/AH9/v' +
      '4I/v78CAD/////BQP//wD/AfwB/f7+DP3+/Af//P0G/f0X/fr+/f8JAAAAAPoAAAAAAAAAAAAAAQAAAP/+Bf0G/PwS' +
      '/fr9/A3/+wP6+/kR/fz9AAAA/wAAAP8EAAAA/P0H/f0ACP39AgD8/Qf9/QAI/f0CAP4AC/8AAP78AAAA//8D/wf9//' +
      '4A/wD//wP/B/3//gD/AAAAAP8AAwAA/wAAAAAA/wADAAD/AAn9D/79/vn9Avz9AAAA/wAA/wAAAwAJ/Q/9/P35/QL/' +
      '/f//AAD//wn/AP/9AP8A/wD/Bv8AAP///v///v4P/v///fsBDP4L/PsC+Qb4AP7//wv+///////6AAv9Fvr6AfgF9w' +
      'D/AP/+BQX///7//////v8E/v4I//8AAAD/AAX///8AAAAAAP8ABf///wAA/vsIAf3//v79AAn9/QP///////8CBv8A' +
      'AAD////+AAj+/f0D////////Agb8/QP//v/+/f8LBAMAAAAAAP8AAP8AAwAAAAAA/wAA/wAAAAMAAAAA//8AAAD///' +
      '7///////8JAP///v///////wkA/wAAAAAAAAACAAD/AAAAAAAAAAIA//8F/wAA/wD/AAD//wX/AAD/AP8AAP8Y+wMf' +
      '+frx9Pz3/fz9/Pv7/AsOCfv99vz7APn3CQwICP8B//0N/v/////+/////A3+/v7//wP+CP/+BP//////////AQD//w' +
      'MAAAL9AAAA/wAEAAD/AAAAAAD/AAQAAP8AAAD/Cv/+////////AP8K//7///////8AAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAA/wD/AP//Bv8A/gAAAAT/AAD/AAAAAAAABP8AAP8AAAD//gb/////////AgAK//7//v////' +
      '//AAr//v/+/////////gD//v8S////+P/+AP/+/xL////4AAEAAAAAAAAAAAD/AP8A//4ABwAA//8A/wD//gAHAAD/' +
      'AP///f/+C/////8A///9//4L/////wAAAAQAAAAAAP//AAAABAAAAAAA//8AAAD/AAAAAP8AAwAAAP8AAAAA/wAD/w' +
      'T/+/7+Ev7+/vsAAAAAAAAAAAAAAP//AP8A//8AAP8H//8A/wD//wAA/wcACAD/AAD//gD+/gAA/wX/AP////8AAAD/' +
      'Bf8A/////wAAAAAAAAAAA/8AAAAAAAAAAAAD/wAAAAADAP8AAAAAAP8AAAD/AAD/BAAA////B///AP//////AA3/AP' +
      '//+///AP0AAAAAAAAAAAAAAAAN/wAA//v//wD9AAAABQAA////AP8B/wX//wAAAAD//wL/Bf//AP//////Af8F//8A' +
      'AAAA//8A/wAFAAAAAP4AAAD/AAUAAAAA/gAAAP///v8J//////8AAAAAAAD/AAACAAAAAAAAAP8AAAIAAAUAAAAAAA' +
      'D8AAABAAAAAAAAAAAAAAEFAAAAAAAA/AAA/////gL/////AAX////+Av////8ABf////4C/////wAF/v7///77////' +
      'Ef/+/v///vv///8R/wD/AAAAAAAFAAD+AP8AAAAAAAUAAP7//wD/AP8A/gAG//7+AwD///z/B/4EAAAAAQAAAAAAAA' +
      'D+/gMA///8/wf+BP//AAL/////B//9/vwCAP7+/P0GBQP/AP0DAAAAAAAG/gIAAAD/AAAAAAAAAgAAAP8AAAAAAAAB' +
      'AAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAABAAAAAD///8AAAAEAAAAAP///wD+AP//AAj/AAD9AP8AAAgAAAD7AAAAAA' +
      'ADAAAAAAD/AAAAAAMAAAAAAP8AAAAAAwAAAAAA/wAAAAEAAAAAAAAAAAUHBPv+/v79A/78BQcF+/7+/v0D/vwA/QH9' +
      '/AH7/wYDBf79APb4BvoU+BL4AAD/AAD+BQAAAAAAAP8AAP4FAAAAAAAAAAAA/gUAAAAAAAAAAAD+BQAAAAD//gD//w' +
      'II/////AAD//79///+/wMGAAP//v3///7/AwYA////AP///wEABQD8Av3+/v7+/gEOAPwC/f7+/v7+AQ4A/AL9/v7+' +
      '/v4BDgUIBPz+//7+/v79BQgE/P7//v7+/v3+AP///////gr//wAAAAD/AAQAAP//AAAAAAAD//8AAAAAAAD//wMD/w' +
      'D//wD9//////4N/wD+AP3//////g3/AP4A/wAO/wD//f0A+//9/wf//v78/gr+AP8A/gAF/wAAAAD//P4F/wT9+/4K' +
      '/v//AAb/AAD//gAAAP4AAAAAAAAFAAAA/gAAAAAAAAUAAAAA//7///8ACf/+AAAA/wAABQAAAP4AAAD/AAAFAAAA/v' +
      '/+AQf+/P4E/gP+Avr9Af0A/RH9AP3//wD+////C//+/wL6/QH9AP0R/QD9//8A/v///wv//v8AAP//BQAA/wD/AAAA' +
      '//8FAAD/AP8AAAz//wAA//7/APoA/gUAAAAA/wD//wD+BQAAAAD/AP///wf///8C/v4AAP//B////wL+/gAA/wAKAA' +
      'AA/wAAAPv+AAAF//8A//8A//8AAAX//wD//wD//////w3/////+QD///7/BP/+Cf7///7//v8E//4J/v///v//AP8G' +
      'AAD//gD///8A/wYAAP/+AP8AAAAAAAIAAAD/AP7/CQT////////8//3/Bf////3/AAf+/AgJ/v7+/P7+A/76Bvv6/f' +
      'sJBvkN/voG+/r9+wkG+Q0ABgD//wD///8A//7+//3/B/7/BwD//gT//P4G/f8G//4BAAAAAAAAAAAAAAEAAAAAAAAA' +
      'AAAAAQAAAAAAAAAAAAANB/79/vn7/v4H/Q0H/f3++fv9/gn9DQf9/f75+/3+Cf0AAAAFAP//AP///wAAAAAA/gAAAA' +
      'IAAAAAAAD+AAAAAgD/AAAABgD+AAAA//8AAAAGAP4AAAD//wD3AAwA/wAA/wAAAAAAAAD/AAACAAAAAAAAAP8AAAIA' +
      'AAAAAP8ABAAA//8AAAAA/wAEAAD///8D/v39/vv+/f4T+f79H/7+/f39/f35/v0f/v79/f39/QD///////7///8IAA' +
      'AABwAAAAAAAPoA/wD//wAAAAUAAAD/AP//AAAABQAA/gT6+/4tAez/7gUH+/z6+SP3+Qf8+v/+//79Evv//v////7/' +
      '/v0S+//+///6+/38AvcOE/r3BwAAAAAAAAADAAAAAAAAAAAAAAMAAAAAAAD/AP8A/wUA/wAAAP8A/wD/BQD/AAAA/v' +
      '////4JAP///wf///////7/Bf//B////////v8F//8H///////+/wUA/v7/Df/8/v4E/gD+/v8N//z+/gT+AP7+/w3/' +
      '/P7+BP4AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAABgD/////AP8ADvn8+Ar6Cff6BwAO+fz4CvoJ9/oHAAAAAAEAAA' +
      'AAAAAAAAAAAQAAAAAAAP/9/hr+/v36/f7+//3+Gv7+/fr9/v7//f4a/v79+v3+/gAA///9//////8MAAD///3/////' +
      '/wwADvn8+Ar6Cff6B////BT//P/9//7+///8FP/8//3//v7//gYL/v7+/v7+/v/+Bgv+/v7+/v7+//4GC/7+/v7+/v' +
      '7//gYL/v7+/v7+/gf+/v4B/vwL//z9Cf8F///////+/v4J/wX///////7+/gn9Bf37//z7C/3/Cf0F/fv//PsL/f/+' +
      '/gEQ/wf9/f3++QL+AAX7/v4I/fsFAv79CvwD/AD7BP8AAAAABAAAAP8AAAL9/wT//v4H/PsF/wAA/gAACQAA/AD//v' +
      '/+AAAHAAAA/gAAAAAAAAQAAAD///3//v8AEf///P0AAAAAAAADAAD//wYA/QAAAAAAAP4ABgD9AAAAAAAA/gAA/wAA' +
      'AwAAAAAAAAAS/v4B/vz+//78/////v/////+/w0AEv7+Af78/v/+/P/+//3+Cf7+/gn9//7//f4J/v7+Cf38+/kBAP' +
      '73A/8e+v//BP/+//3//Qr+//8E//7//f/9Cv78+/kBAP73A/8e+v/+/wL/AP3+//8LAAAAAP8AAAAEAAD//v8B/v/9' +
      '/QL+CgAA/wAA/wAEAAAAAP7/BwD////+/wMAAAD/AAAA/wAAAwD+/wcA/////v8D//7//wAAAAn///7//v//AAAACf' +
      '///v//AP/////+/wgA//7///3///7/Df///wD//////v8IAP//AP//AAYAAAD+//8A//8ABgAAAP4O+/0DBP79/gD+' +
      '+w77/QME/v3+AP77Dvv9AwT+/f4A/vv8Ew8D9/4E//n39gD//wT+////Bv/+/BMPA/f+BP/59/Ya+/z9/v34/Qn9+x' +
      'r7/P3+/fj9Cf37//8A//8ACf//AP7//wD//wAJ//8A/gD9AAAAAAgAAAD+/wD//wAAAAAFAAAA/wD/AAUA//8AAAD/' +
      'AP8ABQD//wAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAADAAAAAAAA/QX9/v/+Avz+/gwAAAAAAQAAAAAAAP0F/f' +
      '7//gL8/v4MBv0C+wv++v4G/vv/9yX5+woDDfHz8v7/AP///wj/AP//AAAAAAAAAAABAAAA/wD//wD+/wAH//7+//7+' +
      '/gb//wf/BgD9AAAAAAAA/gAF/gEF/v7+/Pj+CgX+AQX+/v78+P4KCAD+//8AAP8A/wAIAP7//wAA/wD/AP///vz8Fv' +
      'v+Bfz9AP8AAAD/BQAAAP/+/v78+xX//gT8/QX//v4A////AAT+AAAA/wAAAP8DAAAAAAD/AAAA/wMAAAAAAP8AAwAA' +
      'AAAAAAAAAAIAAAD/AAD///8K/////////wAFAP///gL/AP///QX9Afz9/Pv9Ff4ACAD+AP8A/wD//v0K/AD7+//7/B' +
      'T9//8E//8FAP3///8ABgAAAAAAAPz/AAD9AAUA/v///v8FAwn//////////f74IfL69vX1AyEB9vsv9ff0+PP/G/3z' +
      '/wAA//8H/v8AAP4A/wD/AP8G//8A////AP//BwX////9//8AAP///f8A/wgAAP/+AP//CP//AAAA//4A//8I//8AAA' +
      'D//gD//wj//wAB//////8GAAAA/wH//////wYAAAD/AP////8N//v/AP8A/////w3/+/8A/wAAAP//AP8G/wD/AAAA' +
      'AAAAAgAAAAAAAAAAAAACAAAAAAD+AP////3/AAAJAP4A/////f8AAAkAAAAA/wAFAAD//gAAAQAAAAAAAAAA//8AAP' +
      '//DP8A//v//wAA//8M/wD/+///AAD//wz/AP/7D/v++/v7Hv399foP+/77+/se/f31+v//DP7/////////A/8AAAAA' +
      'AAAA/gAAAAAAAAAAAAACAP/+//39/f8DCwD+BwMC9xQE9/EY8vMAAAD/AAAAAQIA//3/BQADAAAA//8A/fwC/hn//f' +
      '79+f3x9yn1Kfby9fMD//4Q//7/APz+///+/hD//v8A/P7///748BH2RPTw9PQU7f/+//3//////v8LAAAE/wAAAAAA' +
      'AP8AAAT/AAAAAAAA/wL+/gP++/7+C/8B//8AAP///P8A/wsA/////wb/A/4A/gD/////Bv8D/gD+AAAC/wAAAAAA/w' +
      'AAAAMA/wAAAAAA///9Efj+/vz+/f8IAAAA/wD+AAQAAAAC/QX//wD9/v0J/QL9Bf//AP3+/Qn9AP8AAP4A/QD//gn/' +
      '/vH/+v/+//8f/gAAAAAA/gUAAAAAAAAAAP8A/AAACP4AAAAA/wD8AAAI/v8A/f3+/gYJ/gL8/wD9/f7+Bgn+AvwA//' +
      '///wj///8A/wD/////CP///wD//wkBAPz9//7+/wMAAAj//v///////wAAAP4AAAAF/wD/AAEAAAAAAAAAAAD/AQf+' +
      '/v//BP7//wD/////CP///wD/A/8A/wD/AAAB//8A//////8AAP8FAAP+/////v8AAQT//wAH//8AAAD/AP7/AAf//w' +
      'AAAP8A/gD/AP//AP///wAGAP8A//8A////AAYABQAA////AAD///////8BAP//BgD+/////wEA//8GAP7/////AQD/' +
      '/wYA/gAAAP//AP8G////AAAA//8A/wb////9BAL7Bvr9Awj6//0EAvsG+v0DCPr/AP8AAP8AAAAAAwAA/wAA/wAAAA' +
      'ADAP0B+/78+/oID/0FA/z+Bv38/QEL/vwD/P4G/fz9AQv+/Pv8/v0B//39AxX9AAAABAD/AP8AAP8AAAD/+wAA/wcA' +
      'AP7+//4SAPz+/v///v3++f0C/CD6/fv8/PwB+P/4IAQA+PT3+v34+wcbBhD0//7+D/4G/vz+/v359/kSAwPxGQb89P' +
      '3/AP///hL///z+AAAA/wD/AP8FAP8F/wAA/wAAAAD+AA4AAP//AAD/APYADgAA//8AAP8A9gAA/gD////+/wAACAD+' +
      'AP////7/AAAIAP4A/////v8AAAj5Cg0K/gT0+wD6/AD+/v7+///+Ef/9AP3+/f7++P3//hv//QAAAAAAAAAABv/9AA' +
      'AAAAAAAAAG/RH6/f0HA/n+/AH//v////8N/////P//DP/8//////7/AP8BAP8A/QAAB/8A/wEA/wD9AAAH/wD+AP//' +
      '/wv/AAD8AP4A////C/8AAPwAAAIAAAAAAAD/AAAAAAAA////AAAFAAAAAAABAAAAAAAAAAAAAP///wAABQAAAAAAAP' +
      '//AAAFAP0AAP8A/wAAAAcAAAAAAQAAAAAAAAAAAAABAAAAAAAACv////8A//7//gAAAAAAAQAAAAAAAP//Bgn+/v7+' +
      '/wH6AAAA/wD//wX/AAAJ///+///+A/7+/wD8/////Q7///8A//wA///9Dv///wD/AAj//////////wAAAAAAAAAAAA' +
      'AAAP8AAP8A/gAA/wYA/wAA/wD+AAD/Bv//AAD//wwA//38//8AAP//DAD//fwA9Ej08vfy9vEh7iL5P+7m8vHx+RXx' +
      'AAACAAAAAAAAAAD+A/79/v7+Gv3+9v4D/v3+/v4a/f72//z//v///w/+//4AAAIAAAAAAAAAAAj+/v4C//z+/Qn9CP' +
      '7+/gL//P79Cf0AAAAAAAACAAAA/wAAAAAAAAIAAAD//wb//gb//v4C/v7/Bv/+Bv/+/gL+/gYi//oD+fr6+/b+BiL/' +
      '+gP5+vr79v4B/vz9C/////8D/f//AP8I//7////+/wAA/wcA/v//AP7//wD/CP/+/////gIAAAD/AAAAAAAABf78/g' +
      '0A/v0E+v0G/vz+DAD+/QT6/Qb8/AH8Avv8CPwGAAAA/wAAAP8FAP7//f78/gH9/Qr+CP/9/vz+Af39Cv4I//8G////' +
      '/////wP//wb/////////A///Bv////////8D//7/C/8D//3///4I/P8H//7//v///Af6/hL+Af77/v76AAv//////w' +
      'D//vz//gAAAAAFAAAA//8J/////wT///78AP4A/v8A////AAgA/gD+/wD///8ACAT///37+vz5EgAFAAADAAAAAP8A' +
      '/wAAAAMAAAAA/wD/AAD/AP8A/wf/AAD+//8D////Bv////4I/vsAAPsJ+Bb48//+/gb//v4N/f79+Qr3+f/9Afj2HQ' +
      'UAAAIAAAAAAAD/AAD9B/8AAAD/AP//+P0Y/fz//v3++gkI/vsAAPsJ+Bb48/gBEfr59AX5Bwz9AAABAAAAAAAAAAAA' +
      'AAEAAAAAAAAAAAAAAQAAAAAAAAAA/fn+/fz9FwD9/AX//P/+Av79Af4CCQAA//8FAAD/AP8A//z//gL+/QH+AgkAAP' +
      '//BQAA/wD/AP35/v38/RcA/fwFAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAA//////8CAgD/AAD//////wICAP///v//' +
      '/f/5///+EwD/AAAAAAAAAP8F//////8K//7///8AAAAAAAAAAAAAAAAABgAAAP8AAP0A///+/v7/D/////0B//z/Aw' +
      'AA//8D//3+A/z9/v79/wkJ//4AAP8A/P8AAAr//gAA/wD8/wAACgz+//3/+v///wX/DP7//f/6////Bf8AAAD/AAIA' +
      'AAAAAAAAAAAAAAABAAAAAAoAAAD+AAAA+/4EAAAA/QAAAAAAAAb///////8A/wL9BAAAAP0AAAAAAAAK/////P//AP' +
      '8C/QAAAAAAAAAAAAAA/g39/Aj8//z8+Qf//P/+///+//8JBP/8//7///7//wkEAQ39/Aj8/vz8+Qb+/fz8+/r8HPwK' +
      '+v79/Pz7+vwc/Ar6AAAAAAADAP8AAAAAAAAAAAMA/wAAAP7/B/////8F/v7/CP4B////////AP8I/gH///////8A/w' +
      '3+9f/////+/wf/Df71//////7/B/8BAAAAAAAAAAD/AAEAAAAAAAAAAP8A+wP07QT5LfL99RT7/gAAAAAAAAAJ//v+' +
      'AAAAAAAAAAn/AAQAAAAAAAAAAP4ABAAAAAAAAAAA/v0G9Pr7APn7+y/2/hL+/P36/f79/Ar+//39Bf79/fz/Ef/6//' +
      'z9/v/9Cv4O+hfv8/348/b0KhEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP//BgD///8AAP/+/gAH/P36/QT9C/78/wT8' +
      '/Pn8Avwa/g7+Cv3+/P79BPb+Dv4K/f78/v0E9gAABP4AAAAAAP8A/AoBDPj69Pn//xAAAAMAAAAAAAD/AAAAAwAAAA' +
      'AAAP8A/wAF/wb////9AP4JBgME/QL+/P3+9f38/P8D/PoCC/4HCPr//vsI/P0ACf39DwT8Afz8/f4D/f8A//8G////' +
      '/gD/AP//DP/////8///+//8ACQD/AAD//P7//wAJAP8AAP/8/O//Cfn7/gkS+AcDAv/////9////BAMC//////3///' +
      '8E/vwDIfz8+/v7/fsAAAAGAP0AAAAAAP78Aif8+fv7+/37/wAAAAAAAwAAAAD/AAAAAAADAAAAAAEAAAAAAAAAAAAA' +
      'AQAAAAAAAAAAAAD9//4Z/v79/v7/+gAA/wQAAAAAAP///////////w/7//7/////////D/v//gAAAAAAAAABAAAA/w' +
      'ACAAAAAQAA/wAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAPwA//8AAP8ACP8A/AD//wAA/wAI/wD/AAUAAAAA/gAAAP8A' +
      'BQAAAAD+AAABAAAAAAAAAAAAAP4ABAAAAAAAAP8AAAn///////7///8ACf///////v///wAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAD+Af8Bv4C/fr7CQAAAAAAAAABAAAAAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAP8AAAAAAAACAAAA/wAA' +
      'AAAAAAL//P78/f79Hvn+/f/7/fv9/gUd+P78//39F/3+/v3+/v4AAP8AAAAAAAP/AP/9/Rf9/v79/v7+APz/C//+AP' +
      '//AAAA/P8L//4A//8AAAAA//8A//8ABQAAAAD//wD//wAFAAAD//8AAAAAAAAAAAP//wAAAAAAAAAA//4A//7+CQAA' +
      'AAD//gD//v4JAAAAAP//Bv3///////8EAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//8ABwD///8AAP' +
      '8A/P////8P//7//gD8/////w///v/+Av8AAAAAAAAAAAAC/wAAAAAAAAAAAAD///7//////wAIAP///v//////AAgG' +
      'AAAA/wD+AAD+AAYAAAD/AP4AAP4AAAAA/wD/AAUAAP/////9/w7//////v79/vv8HPr9Av79//7//f4R/f/+//79/f' +
      '77/B/5/QL+/AX9CfsJ/vwE/Pv8BPsV+gj8+wP7+vsF/Qn7Cf78BPz7/AD/AP8A/wb/AAD/AAAA//4A/wb/AP8A////' +
      '/v8GBP///gAAAP8ABQD9AAAAAAAA/wAFAP0AAAAM/wD//wD9/////AUAAAAAAAD/AP//Ef///////f///vz1+vsB+h' +
      'IBGfr8+ggA+v/4DvoV9/r4CAD6//gO+hX3+vj//wAAAAAEAAAA////AAAAAAQAAAD/AwD+AAAAAAAAAAAJ//n4/v3+' +
      'GPv+/gMA/gAAAAAAAAAA/f3///8A//8ACv/9/f///wD//wAK//39////AP//AAr//f3///8A//8ACv8J/QD/AAAA/w' +
      'AA/Qn9AP8AAAD/AAD9Cf0A/wAAAP8AAP0BAAAAAAAAAAAAAAEAAAAAAAAAAAAA/Qf+/P0OBv7++vv+D/z5/Rf3/Pz+' +
      '/fsW+/X6Jf36+fj4AAn/////////AP4E//8AAAD/AAAAAAT//wAAAP8AAAAAAAACAAAAAAAAAAAECAD+///+/v///Q' +
      'AAAP/+/wkAAP3+AAAA//7/CQAA/f7++P37Ew76BAj09vz2+/oUCvn3CPkL//z//gX+/v37/xD/AAD/CP///wAA/vvz' +
      '+fcYCvb9F/EGDfv5+iD9+/oA+PsQ+vj9G/z8+f/6+hD6+P0d/Pz5//r6AAD/AAD+BgD/AAD//hz7/P7+/f7++wAFAA' +
      'AAAAAAAAH8/wMb+vv8A/z9//YAAP//AP8K//7+/gD//////v8K/////vz+/P4V/QT9/v3//v79/xf++v7//gIAAAAA' +
      'AAAAAAAAAP7+/P8X/vr+/v7//wD//wMEAP8A/wAAAAAAAAAAAQAABfsB/P4H/QP9/QUF+wH8/gf9A//8Bf/+/v7//f' +
      '4P/////////f8L///////////9/wv///////8LAP//////AP39AAQA/wAAAAAAAAD/D//////////9/f/+/////wL/' +
      '/wb///7/////Av//Bv///v////8C//8G///+/////wL//wb/AP8A/wAAAAAAAAT/AAj///////////4DAfj7EAEC+/' +
      'sE//4I/v/+/////wMB///9/xL/+v7+/gH///3/Ev/6/v7+AAD//gAA//8AAAX4//8Q///////+/wAJAP//AAD/AP3/' +
      'AP///QD//gD/Cv8AAAAAAQAAAAAAAAAAAAYA/v//AP//////Bf///v/+CP/3BvwY/fv7+/0CAfv+8/79//v+/yf8AA' +
      'cA/wAA//8A/QAF+h8H+vz7Avv1+AAAAwAAAAAAAAD/AP4UBPf69P/5GfP//v/5/xD//wD//wAAAP8AAgAAAAAA/v8B' +
      '/foX+fn5Dfv+/wH9+hn5+fkN+wAHAP8AAP//AP0AAAcA/wAA//8A/QAL/PwH/PUS//v9/P7+/v7+EPwE/v3+Cvn6Cv' +
      'sBDQT4+/n/////Agn9/v///wD/AP///wYAAAAA/wAA////Bv//AP//////Agn9/v///wb19wX6GBIF9Pj1Bf/////9' +
      '/f8J//8D/AD////9/gz//gQAAAAAAAD//wAABvz//////f0L//4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAF/w' +
      'AAAP4AAAAAAAX/AAAA/gH///8B///8Cv/+/////w3//v///f4AAAT//wAAAP8AAAH9/v4O/v38Cvz8Av7//v////4L' +
      '//0AAAAAAwAAAP8AAAL+//4C///9Cv79EPz+/f7//v8I+/wQ/P79/v/+/wj7/Aj/AP//AP//AP//CP8A//8A//8A//' +
      '8A/wAA/wD/AAADAAgF/wD8/v79Bf78AAAAAP8ABgAA/v8IA///+v4D/AX/+/v/A/sI/v39/g78+/8D+wj+/f3+DvwG' +
      '//8AAAD+AAD/AAb//wAAAP4AAP8AAP8A////B/8A//4A/wD///8H/wD//hUK/AD6/fwD+/v5FQr8APr9/AP7+/n///' +
      '/+////Dv3//wMa/vr++/3+/v38Bxr7A/oR+fn69PcGGfkB+Q/4B/fz9v37A/v8EgMF/P36//7//wT/C/7/+v8AAAAA' +
      'AP8BAAAAAP/+//8E/gz+//r+AAAAAAAAAQAAAAAAAAAAAAABAAAAAAD+AAMAAAAAAAAAAAEAAgAA//8AAP/9+Pw2+/' +
      'r7/fr89gEAAP8DAP8AAP8AAP7/A////wn///z++/w0/vr6/Pn79fvt/gb4+v8EFfcT/wABAAAAAAAAAAAFAP0AAAAA' +
      'AAAAAAf/AAD///8A/wD///////0A/wAABwABAP0AAAAAAAAEAP/9Av4G/v3+/gn9AAAI/v8A///+//8AAAj+/wD///' +
      '7//wD/AP///ggAAP/+AP8AAP8ACQAA//sA/wD///4IAAD//gAAAAAAAAACAAAAAAAAAAAAAAIAAAAA/wAA/wAJAAD/' +
      '+wH/CP//////////HQP7+fsC9wIE+vj++v0E/QP8Ef3+AP////////4L/wD+/fn9AvwD+Rz8/f4AAAAAAAABAAD/AA' +
      'D+AP////3/AAAJAAAA/wAF/v8AAP8AAAAAAAAAAwAA/wAAAAIA/wAAAAD/AAAAAgD/AAAAAP/+BP78CAH8A/f7Cv/6' +
      '9fEF9u0ARPQB/gT+/AgB/AP3+woG//8AAAD/AAD+AAb//wAAAP8AAP4AAP8A////CP//AP8A/wD///8I//8A/wD/AP' +
      '///wj//wD//P8AAAAAAAAABv/8/wAAAAAAAAAG//z/Bf//////AAb+//////4L/v3/AAD//////gv+/f8AAP8AAAAA' +
      '/wMAAAAA/v////4LAv3//////gAAAwAE/wAA/gD/AAADAAAA/wAAAP8AAAMAAAD/AAAA/wAAAwAAAP8AAP////////' +
      '8J/////////////wn///8GAP8A/wD/AAAA/wYA/wD/AP8AAAD/BgD/AP8A/wAAAP8GAP8A/wD/AAAA///+//v+B/4N' +
      '/v7+/xYA////9f8AAPr/FgD////1/wAA+gD/AAAAAAAAAAMAAP8AAAAAAAAAAwAA/wAAAAAAAAADAAD+AP////3/AA' +
      'AJ/v/+EP/5/AT///8A/gD////9/wAACf7//hD/+fwE////AAAA/wD//wX/AAAD/wf///////////78/fr9APsq9/v6' +
      '/vz9+v0A+yr3+/r/Cv8F//7/A///9wAAAAX///8A/wD//wAD//8A//8E//8AAAQAAAAAAAD//wAABAAA/wAAAAD///' +
      '8I//////8A//8FAAAA/wD/AP8AAAUAAAD/AP8A/wAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAP4C/v8S//7+/fz+AAAA' +
      'AP8ABQAA//4AAAAA/wAFAAD//gAM/////////wD7//8E/f7//v/+Cf///wT9/v/+//4J/wD/Bv8A////AP//AP8G/w' +
      'D///8A///+/v//AP79//8N/wAAAAAE/wD/AAAA/v7//gT9/f7+Df8AAAAAAAAAAAABAP/+/////////wr///7/////' +
      '////Cv/89v0V+QQJ+P37Bfz2/RX5BAn4/fsF//z+BP/9/f/9/hD88vsS+AIG9/r5GgAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAD+/AL/DP77/v8AA//+/v4b/P7++/r+/vwC/wz++/7/AAMA/v//////////CgD+//////////8KAAAAAAAA/wAE' +
      'AAAOAAD//wAA/wD2AA4AAP//AAD/APYA/AER+fz7+vgKAQX9+QT8/f39+wgFC/35BPz9/f37CAUL/AER+fz7+vgKAQ' +
      'UH+wD/////B///+wX9//7////9//8H/wEA////B/8AAPz/AQD///8H/wAA/Av6//3+/gYD/v7//wAAAP8ABQAA/gD/' +
      'AAAA/wAFAAD+AAAA/wf//wD//wD/AAD/B///AP//AP8JCPv7+/wRAPz8+gAV9PEF9Bny7/Ud//////4G+gn//v4IHO' +
      '7r/fYl++rwFgD/Av////8G//7/AP8C/////wb//v8A/wL/////Bv/+////AAb/AAD//gAA//8ABv8AAP/+AAD+/f/+' +
      '/v4R/v7//wAA/wAA/gUAAAAA/v3+/v38F/7+///+D///Bf/+///+9gAAAAIAAAAAAAAA/g/+AQT//v///vb7+fn3+f' +
      'n4+Ej89gAD////Bf////z/AAP///8F/////P//Af4U/v39/f7+/f////7//P//Df//AP///wAAAAAEAAD////+//z/' +
      '/w3//wQAAP8AAP/+AAAABAAA/wAA//4AAAAAAP8HAP4AAP//AAAA/wcA/gAA//8AAAD/BwD+AAD//wAEAP4E//38/v' +
      '4FAQAAAAAABf4AAAAABAD+BP4C+v7+BQAAAAD/AAAAAAAAAwAAAP8AAAAAAAADAAAA/wAAAAAAAAMAAAEAAAAAAAAA' +
      'AAAAAQAAAAAAAAAAAAAAAAAF/gAAAAAAAAAAAAX+AAAAAAD/AP8AA///AQD/AAb///8D///+//8ABgAAAAAAAPwAAA' +
      'AG////A////v//Av4I/AL+/fwJ/f4A9w77Afn5+f76HAL+CPwC/v38Cf3+/wP//wYAAAD8AP//A///BgAAAPwA//EQ' +
      '/Pz8/vb9BggMAAAAAgAAAP8AAAAAAAACAAAA/wAAAP///wn+/////wAAEwLu7AsCE/bt/BP0B/Lu/v8b+u8OFhMC7u' +
      'wKAQ/27QQR///////6D/////7///////oP/////gD/AAD/AP8AAAADAP8AAP8A/wAAAAMA/wD+/wD//wH/BgT/AAD/' +
      'AAAAAP8AAAAAAAAAAAAAAAAE/wAA/wAAAAD/AAD/AP4AAAn/AP7+AP///v//CP/////////8//8R/v/+/f7//wz///' +
      '/9////AP8AAAAFAP//AP8A/wAAAAUA//8A/wD/AAAAAP4AAAAEAP8G/wAAAP8AAP8A/wb////+//8AAwAAAP4AAAAA' +
      'AAAEAAAAAgAAAP8AAAD/////Cv/9AP8A//////8K//0A/wD/AAAAAgAAAP8AAAAAAAAAAAACAAAA/wADAAAAAAAAAA' +
      'AAD/8A//7/////+f8MAP78/fz6/v7+DRwA/fv7+/n9/vcMAAAA/wcA/f//AP//////DP/////+/QAAAP8HAP3//wD/' +
      '/////wz//////v3+9fz++/36/f8WD/3+Bv8E//z+/wb+/AMN+Rj7+vj/AfYA/wAAAAAAAAADAPj1DvYX9/Dz/B8D/w' +
      'X//f8R//n+//r+/f78/R/4/P7//v8F//3/Ef/5/v/6AP//CP/////+AAAA//8I//////4AAAABAAAAAP8AAAAAAP8A' +
      '/wAABP8AAAAEA//6/f/8/v76EgMD/vn9/v/9/voSBQT7AAAAAAAA//8FBPsAAAAAAAD///8D/wr//v////v/AAAAAA' +
      'AAAP8AAwD/A/8K//7//v/+//////////7/AAv/APz/Cv//AP////8AAAAEAP//AAAA///7/g7+/fz+/wr9BP8AAAAA' +
      '/wAA//8E/wAAAAD/AAD/////EP79//////3///8Q/v3//////f8AAAAEAP//AAD/AAAAAAQA//8AAP8A+f4EHP7+/v' +
      'v7/fz5/gQc/v7++/v9/P75Bff1Avj/+S/4AAD/AAMAAAAA/wAK9Qr09gD6/vYq9Ar1CvT2APr+9ir0/vv9/Pz8CQgG' +
      'Bvr++/38/PwJCAYG+v8CAAD//wf////9AAAAAAAAAAD/A//9/v37/PwJBwQJ+AAAAP8A/wQAAAAAAAAA/wD/BAAAAA' +
      'ABAAAAAAAAA///AAEAAAAAAAAD//8AAAAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAP8A/gYAAAAAAAAA/wD+BgAAAAD+' +
      'CQL8/wb7/////gAP///+/wD/+AAA/g///////v///P78JwH6+wT5/fb7+xT//P3+/voF//z+FP/8/f7++gX//P4AAQ' +
      'AE/wAAAP4A/wz2/wYN+/X2AA74AAAFAAAAAAAA/QAA//////////8J/wz1AwQM+vT1/xT3AAEABP8AAAD+AP8AAAD+' +
      'AAj9AP8A/wAAAP4ACP0A/wD/AwT+Av3+AAz9+vsDBP4C/f4ADP36+wME/gL9/gAM/fr7/wP+EP0K/fv4/vsACAD+//' +
      '///wD//v8D/hD9Cv37+P77//r+/Qf+Evz+//wAAAAACQD9AAD9/wAAAAAJAP0AAP3/AAAAAAIAAAAAAAAAAAAAAgAA' +
      'AAAAAP33/PcDDhAN9v34AAD//wj//////v8AAP//CP/////+/wAA//8AAP8AAP4GAAAAAAAAAAAAAAACI/38/fn7/P' +
      '0A9wIj/fz9+fv8/QD3AP0A/wAAAP8A/wcA/QD/AAAA/wD/B////w/////+/f/+////D/////79//4BCgAA/v/7///+' +
      'Ag4JA/v7/gP9/vn7/AD+/P3+Bv39Bwj///8P/////v3//v///w/////+/f/+////D/////79//4KEQAG9fkC9/j9BA' +
      'AAAgAAAAAAAP8A8vz+/P3++/0FCRcA/gD/C//+///+/wD+AP8L//7///7/AP8A/v8A//8B/wYAAAAAAAL/AAAAAAAA' +
      '//8AAgIAAAD/AP8A//4A//8H/wAA/v///wD9//8ACv/9AP//C////v8A//0A//8L///+/wAAAP//AAD/B/////////' +
      '///gv/////AAYA//8A////AP///f/+/v/+/v/8Ev/+/vz+/P4XAP39AAAAAAAAAAAAAAIAAAAAAP8AAgAAAAAAAAAA' +
      '/wACAAAA///+/f/+/xL//f7/DAAAAAAA//4A+fsEDvr2+/b6DgYDAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAgAAAA' +
      'AAAP8AAAEAAAAAAAAAAAAACAD//wD///7//wAIAP//AP///v//AAAAAAADAAAAAAAAAAAAAAMAAAAAAAAAAAAAAwAA' +
      'AAAA//3//v7//v7//BL//wAG//8F/////QAAAAAAAAD/AgAADvv8AwQC+v7+A/j8+/sD+/r6+AcNEPz7+wP7+vr4Bw' +
      '0Q+RX6+Pv2Lfv5+/MA/wL//v8A/wb//wAE/////////wAFBQX79hP7/QP6/f///gYAAAAAAAD/AP4Q//oEA/r8/PwD' +
      '/v0K//7//wH+/wMA//8I/wD///////3+/f79/QUM/Af8/v7+Af39/Q39B/0B+/n9+/v/Ev4O+gAAAP8GAP8A//8AAA' +
      'AA/wYA/wD//wAAAAAAAAAAAAEAAAAAAAAAAAAAAQAA/QL7+gUA/PkLDPr9Avv6BQD8+QsM+v8I9vQF/fz7FxHuAAAA' +
      'AP/+AP8HAP8AAAAA//4A/wcA//78/gL9+xv9APb+AP0C////CP///wAA/wD+AAn/AP8A/gD8Av3/CAf//v79/v7//v' +
      '3+Ef0B/v3+///+/v8P/gH+/v7+//79/hH9Af79AP8D//8A//8EAP4A/////gD//wgA/wD////+AP//CAD///wD/v//' +
      '//0D/wkAAAABAAAAAAAAAAQAAP8AAAAAAP8ABAAA/wAAAAAA/wAA/wAA/wAIAAAA+wD/AAD/AAgAAAD7/wz//gn//v' +
      '/7+f4ABAD+//8A/wT//wAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAIA/wAEAAD//wAAAAAAAQAAAAAAAAAAAAABAAAA' +
      'AAAAAAAAAAEAAAAAAAIA/wAAAAAAAAAAAgD/AAAAAAAAAAADCAAA/QD5AAAAAAAAAP8AAP8EAAAAIAzy6xAIHe/u+O' +
      'wGBvwL/v/4Bfz++iQM8uoNCBzz7fjrDf8D+vr7+Ab5Agr//w/+/////v///v//D/7////+///+/v4O/f7+/gP+/v3+' +
      '/g79/v7+A/7+/f8I//7+BP7+/QL+/wj//v4E/v79Av4LBgL8CPz5/fz9//8I//7+BP7+/QL+AgAAAAAAAAAAAAAA//' +
      '/9AP/+AP8K/wD/AP4ACP//AAD/AP7/+/8H/f//Cf4CAAAAAAAAAAD/ABL9/f39/v7+/f4EBhgB+AL88gj/8//5EgMG' +
      'BwMC+P719/kSAwYHAwL4/vX3//0D/f////7//gz//QP9/////v/+DP//Cv3/////Av/+//8K/f////8C//75/Qv++/' +
      '8C//4O+wD/AAAAAAMA/wAAAP8AAAAAAwD/AAAAAAAEAP//AAAAAAAA//0HBf7+///+AAD/AQcE/f3+//7+/v7+/v7+' +
      '/Q79Bf7+/v7+/v79Dv0FAAD/AAQAAAAAAP8A/wD//wAI/wAA/v/+/v///w/////9AAH//wD/AP8GAP4AAf//AP8A/w' +
      'YA/gAB//8A/wD/BgD+/Pn7DPv7/R/6A/X8+fsM+/v9H/oD9QD//wf//////wD/AP///v///////wkHB//+//7//v/+' +
      '/QUD/fz8/fr8/Br5AAAABAAAAAAA//8A/gD///8H//8C/QUD/QD8/Pr8/Br4CQH//v4CAP7//v4BAf/+/gIH///+/w' +
      'EB//7+Agf///7///7/Av7//v79/w3//v/9///+D/8A+v/+//3///4P/wD6AAAAAAAG/AAAAP8AAAD/AAb//gAAAAAA' +
      'BP4AAP////8DAAAE/gAA/////wMBBP//AQAAAP///wEE//8BAAAA////AP///v///////wkAAAAA/wAGAP/+/wD///' +
      '//Cv4A/gD/Cv4G////+QL+//4K/gb////5Av7//gAAAP8ABgD+/wD/AAAA/wAGAP7/AP8AAAD/AAYA/v8A/wAAAP//' +
      'AP8ABgD/AAMAAAAA/wAAAP//+//8/hX+/v7+/v////4L/////QD///r++wkU/f38/f4I/wAE/wD7/////wj/AAT/AP' +
      'v///////z+/Pz9Jvz+/Pb//P78/P0m/P789v8A/v//AAf//////wD+//8AB/////8AAAAAAAAAAgAAAAMAAAAAAP0A' +
      'AAAAAP///wH//f8HBP3//v78B/78BgQE+wD//wAAAAD//wAGAP//AAAAAP//AAb+A/39/v4G/gr+/Cb//PkI+foB+P' +
      'n5/wb//v///v79Cf7/Bv/+///+/v0J/gAAAAD/AAMAAP8AD//9//7//////AAP//3//v/////8AP//B/7//v3+//4H' +
      'EP30/v7/AP0GBvwAAAD/AAEAAAAAAAD/AP4I/wAAAAD+AAAA/wABAAAAAAD9Ff///f78///8//0V///9/vz///z///' +
      '8H/f////8H/v7+/wb8A/7+/gr+/f7/BvwD/v7+Cv79AAUAAAAAAAAAAP3////+Af/+AAr//v////4B//4ACv/+AAAA' +
      '//8GAP//AP8AAAD//wYA//8A/wAAAP//BgD//wD/AAAAAP8AAAT/AP8AAAAAAAAAAAAAAP/7/v39/SD9/fr7/////v' +
      '//CP7/CPoAAAAFAAAAAAAA/wD///3///4N///8AP///f///g3///wDAP0F/wD///7//wMA/QX/AP///v//AwD9Bf8A' +
      '///+//8AAAAEAAD//wAA/wAAAAQAAP//AAD/AP8A//8HAAD+AP///g/+/P//+An+/v/+D/78///4Cf7+/////f7//x' +
      'D+//z////9/v//EP7//P////3+//8Q/v/8AAAABQAA////AP8AAAAFAAD///8A/wAABAAAAAD/AP8AAAAEAAAAAP8A' +
      '/wAA/f4E/QQA/PwM/QT/BP////7//wP/AAAA/QD/AP8IAAAAAAD9AP8A/wgAAP8AAAAGAP4AAAD//wAAAAYA/gAAAP' +
      '8AAP8A/wAA/wAEAP8AAP//AAAG////AAD9AP8AAAAAAAb7AP8IAgAA//////sA/wgCAAD///////77//3//f//FvwA' +
      'AAD/AP4FAAAAAP//F/z+//79/f78//8X/P7//v39/vz//xf8/v/+/f3+/Pz3/yz5AAb4/fv0AAIAAAAAAAAAAP8AAg' +
      'AAAAAAAAAA/wD//wf//////wD/AP//B///////AP8AAAAAAAAAAAAAAQAAAAAAAAAAAAAB//7+//7///8ADf7//v7/' +
      '/v///wAN/gAAAwAAAAD//wAAAAADAAAAAP//AAAA/wAABAAAAP8A/wD/AAAEAAAA/wD/AP8A/gj/AAAAAP4AAAAAAA' +
      'ACAAAA/wAFAAAAAAAAAAD9AAUAAAAAAAAAAP3/+/79/f0g/f36+wEAAAAAAAAAAAAABP8AAAAAAAAAAP8F/wAAAAD/' +
      '/wAA/wAAAAAAAAAC/wAAAAAA/wAAAAP/AAAAAAAAAAAAAv8AAAAAAAAAAAAC/wAA/gj7/wD/AP/+/wYAAP8AAP8AAw' +
      'AAAAD/AAAABAD/AAAAAf4AAAAA//8ABf8B/f///wL+Av8F/gMA/wAA/v8AAAIAAAABAAAAAAAAAAD9/Bz9Af77/f39' +
      '/AAAAAIAAAAAAAAA/fwc/gH9+/39/fwAAAQAAAAAAAD+AAAAAAEAAAAAAAAA//4B/QICAwP9AP3//gH9AgIDA/0A/Q' +
      'AAAP4ABAAAAAAAAAAA/gAEAAAAAAD/D//9Av7//v3//v///f////4H/QT/AP8AAP0J/wD/////Dv79/gf9/vz+/QD/' +
      'AAQAAAAA/gAA/w////////////oAAAAGAAAA//0AAAAAAAYAAAD//QAAAAD///8AAP8HAP4AAP///wAA/wcA/gAA//' +
      '//AAD/BwD+AAAA/gAAAAMAAAAAAAD+AAAAAwAAAAH8D/39/v79+/4HAfwP/f3+/v37/gcG8+/6BhP5+Pgl9gD/BQAA' +
      '/wD/AP8AAP8FAAD/AP8A/wD+/gz+Af///////v/+//8R//7//f/+/AD/AQAAAAYA///8AP8BAAAABgD//wAAAP4AAA' +
      'AABAD/AAAA/gAAAAAEAP8GAAD9AAAAAAD/AAYAAP0AAAAAAP8AAAAA/wD/AAMAAAAAAAD/AP8AAwAAAP8DBf39/v0F' +
      'BP79//0F/v7//gYE//0ABQD//wD//wAAAO96+PHvAfDx8gXmA/7//wb////+A/8D/v//Bv////4D/wP+//8G/////g' +
      'P/F/oN9hMA9wL39PYX+g32EwD3Avf09gAAAwAAAAAAAP8AAAADAAAAAAAA/wAB/w3+///////9/QD/AAQAAAAAAP8A' +
      '/v4A/wAAAAAABwD+/v8D//////8GAAD+AP/+//v//wcGAAAF/gAAAAAAAP8AAAX+AAAAAAAA/wABAAD/AAAAAgD//v' +
      '3+A/0D/Rb9+vv//v8N/v4H/v77/fD5/RD8/AP6/CD58Pn9EPz8A/r8IPkAAAD/AAAA/wQAAP//AAf/////////////' +
      'Bv////8D//8A/wAA/wD/AAAABAD/AAD/AP8AAAAE//8BAP///f4L/v8AAAAAAAAAAAAAAAAAAQEAAAAAAAAAA/////' +
      '/+/wf/AfwDAAAA/wAAAAAAAAMAAAD/AAAAAAAAAP8A/wAA//8EAAD//v//Af8H//78Bv/9//8A/wb+AvwGAAAAAAAA' +
      'AQAAAAAAAAAAAAABAAAAAAD/AP8AAP//AAAGAP8A/wAA//8AAAYABAAAAAD/AP8AAAAEAAAAAP8A/wAAAAf9C/sT+v' +
      'r5+vwA/wAAAAQAAP8AAAD/AAAABAAA/wAAAAAA/wD/AAUAAP8AAAD/AP8ABQAA/wAAAP8A/wAFAAD/AAf9C/sT+vr5' +
      '+vz+/f///P4C//8N/v79///8/gL//w3+AvcEBfr8+hP6BP4AAAAAAAAAAAIAAP8e/vz9/v38/f37ARQCAPf5+A75AP' +
      'kP+z/s//Hw+fIU7AEAAAAAAAAAAP8AAAABAAAAAAAAAAABAAAB/gD//f8FAAAAAAQAAP//AAD///7///3/Ef///vz/' +
      '/v///f8R///+/AIAAAAAAAAAAP4AAgAAAAAAAAAA/gACAAAAAAAAAAD+AP///wX/CP/9/v7/AAAA/wADAP8AAAAAAA' +
      'D/AAMA/wAAAAAAAwAAAAAAAP8AAAADAAAAAAAA/wD+//7///8L/////////////gz//v///v7+/v79F/79/v7/////' +
      '/wr//f8A////////Cv/9/wD/APv+/v4A/BL/B/cA/wAAAP//CQAA/QD7/v7+APwS/wf3AP8AAP///gAA/wcA/wAA//' +
      '/+AAD/BwD//////////wMDAP//////////AwMAAP8AAAD/BwD+AAAFAP8AAP//AP8AAAAAAAEAAAAAAAD///77/v/+' +
      'F/z//AAAAAABAAAAAAAA/vz++v0l/fv9+/wAAAQAAAAA/wD///8EAwj+Avz+/f/7+/3//gj/AP//CP4AAP3/CQD//w' +
      'D+/wAA/f8JAP//AP7/7yX37fr5BPkD+RwP8EDs//Lz+fIV7/7+Bv4J//7////9/v4G/gn//v////0A/wT///8A/wT/' +
      '/gD/AAYA//8A/wAAA/8AAAAAAAAAAP8D/wAAAAAAAAAA/wL/AP8AAP8AAAEAAv8A/wAA/wAAAQAA/wr//v///////w' +
      'AAAP8AAAAD/wAAAAAA/wAAAAP/AAD/AP39/v78BAT/CP//AP///wcAAAAA//8A////BwAAAAAAAAMAAAAAAAAAAAD/' +
      '//////////8JAAAAAAD/AgAAAAAAAAAAAP8CAAAAAAj59/sP/QL8+/wJB/33/w8BAPv6+wYA/wAA/wX///8A/wAAAA' +
      'AAAAAAAAAAAP8AAP8ABAAA/wD6AP8AAAD+AAAK//gA/v39/RP9BQb4AP///////////wgAAAAAAAACAAD/AP8D/wT/' +
      'AP/////+//3+/f7+/Rj8/v7++/f8/f79Kvr8/f/9/v3+/v0Y/P7+//8FAP8AAAAAAAAAAAIAAAAAAAD/AAAAAgAAAA' +
      'AAAP8AAP8AAP8A9P8AABEA/wAA/wD0/wAAEQAABQD/AAD/AP8A//8AAP///f8A/wgAAAUA/wAA/wD/AAD///8H/wH/' +
      '////AAAA//8A/wf+AP8AAP/7//8A//8LAAAGAAD/AP0AAP//AAAAAP///wAABf/9IPzz/fz5AvwR9PsT+gIG/Pr/+Q' +
      '/zABb5BwL59P74FPEAAAAFAAAAAP///gAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAP7/Aw7+//7////7' +
      '/v8DDv7//v////sCCf7/AP/+/wD9//7//wAEAAAAAAAAAAj9/wT//v8A/f8E+v//AAD/+g4A/vwR///+//3////+/B' +
      'H///7//f////78Ef///v/9/////gAA/wUA//8A////AP//BQAA////AAD/AAcA/gAAAP4A///+//4B/P7/DAD///7/' +
      '/gH8/v8MAP/9/AUH/vv8/gn//gD/AP//AP4AAAb/AP8A//8A/gAABv8AAAAAAAAAAAAAAQAAAAAAAAAAAAAB//z///' +
      'r//v3/CA3//wAA//8GAAAA////AAD//wYAAAD//vv//vn+BPz/BwwE/v78+/wb/f79+g0D//7////9/v/7BP7+/Pv8' +
      'G/3+/foBAAAAAAAAAAAAAAD/AP8A/wf//wAAAP8A/wD/B///AAD8/v/+//////8P/vz+//7//////w/+////////AA' +
      'AAAAb+C/f9/v4B/v4P/QAAAP8A/wQAAAD/AAAA/wD/BAAAAP//AgL/CP/9///9/v8A//4BAAv//v3+/wIB/Qn/B/79' +
      '+f3//wD+A////wAF/v//AP4D////AAX+//7+/f7+/RX9//4AAAD/AP4ABv8A/wAAAP8A/gAG/wD/AP///v////8MAP' +
      'wAAAAAAAAAAQAAAAf+/wD7AP0AAAn9AAAAAAAAAAEAAAAA///+/////wwA/AD///7/////DAD8//8AAP///f8A/wgA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/QAAAAD/BgAAAAAAAAAAAAAAAAD9AAT/AP///wX+//3/Af////7+C/7+//' +
      '/+/v4I/gz7/vco9Ozw8gb8/DnqAAAAAAAAAAP/AAAAAAAA/wACAAD/AAAAAAD/AAIAAP8A/////v8O//3//f8AAAD/' +
      '/wQAAAAAAP7+/vz+H/3+/Pr9//z9Hf/8/f39//n8+vsY/B/6+/j49gACAAAAAAAAAAD/AAIAAAAAAAAAAP8AAAEAAA' +
      'AAAAAAAAAAAQAAAAAAAAAAAAAA/wABAAAAAAAAAAD/AAEAAAAAAAz+/v79Af//////DP7+/v0B//////8M/v7+/QH/' +
      '/////wAACgAAAAAAAPgABAT+//4A//8A//4EBP7//gD//wD//gQE/v/+AP//AP/+Bf78AwIG/P0G+/wAAAD/AAUAAP' +
      '0AAAT++wICC/z9A/v8/wAA//8AAAb////////+/v///w7//v/+AwP9/v7+CvsC/////v7///8O//4ABQAAAAAA/wD/' +
      '//8EBP////////7//wkE/////////f4AAAD+AP8GAAAA/wP/C/7+///9/gD+AfoI+wkEAPoC/fz+/v0HC/4B/QX+9g' +
      'AAAAT/AAD/AAAAAAAABP8AAP8AAAAA/wAAAAD9AP8ABgEE/fgYBPj7BP34/QP8+/v9+foGDwj9A/z7+/35+gYPCAD+' +
      '//////3/AAAKB/z//vz+EP79+gEH/P/+/P4Q/v36AQf8//78/hD+/foBB/z//vz+EP79+gEI//7+Bv///v/+/wQA/Q' +
      'AAAAAAAAAABAD9AAAAAAAAAAAAAAAAAQAAAAAAAAD+AP8DAP8BBP/+AAAAAAAAAAEAAAAAAAAAAAAAAQAAAP8H//8E' +
      '/vz7AwT9+wf9/Av99PkBFfsA/wAAAAAHAAAA+wAAAP0A/wD/CAAA9+z3AQD08wNX8/D//wIJ///////+/v4AAAD+//' +
      '7/AAj//gAAAP7//v8ACP///wP//wMA////AP//A///AwD///8AAAIAAAAAAAAAAP8AAAAAAAL/AAAAAAAAAAAAAv8A' +
      'AAAA/P8K//8A/wAA/wAA//3/CAAA/wD/AP7//wAEAAAAAAAA/wb//gr9//7+//39Bv7+Dv3//v7//Q3//P////////' +
      '7/DP7///7//v///v8b8mbp+ffz8u/x8Az+///+//7///7/AP//////////CP8A//////////8I//7/AP////7/AAkA' +
      '/v///v7+/f//Ef8K//oAAAD/AAAAABj7BP/7+/f7BfkEEPFP6wzw6/nxEeL/B////wD//wAA/v8H////AP//AAD+DQ' +
      'j5+gkN9gz2+fADB/73+QQCCAX3/QMH/vf5BAIIBff9Awf+9/kEAggF9/3/AP/9///+DP7///8A//3///4M/v//AAAA' +
      '/wAI//3/AP8AAAAAAAAAAAAAAP//Df/+/////v7///8N//7////+/v//CgT//////v//+v8KBP/////+///6AP//C/' +
      '///////f8A//8K///////9/wD//wv///////3/BP8A/wAA/////AYE/wD/AAD////8BgAAAAAAAAAAAAAA/gf//v//' +
      'Cgb++PoAAAAAAAAAAAAAAAD+AP//AP8BBgD//QT+AAb+Av39+wb9Av7+BP4C/gT7BQAAAP//AAAG/wD/AAD/BgD//w' +
      'D///8ACgAJE/P2+gL0AAELAQMU8/f7A/QBAP8AAAIA/wADAP8A/wAAAgD/AAMA/wAAAAAAAgD/AAAABP/+BgD//v/+' +
      'AP/68/hC9hkD9fL36wAAAAgA/QD//wAA/PoCBvr7+SP9+/n///7+/wz/Bf75//v5AAz5A/gn+vT4AP///wD/AP///w' +
      'j/BwID/v7+AgH++f8HAgP+/v4CAf75AP8AAAAAAAACAAD//QAAAP///wAI/wAAAAAA/wAAAwAA//wA//////8EB/8A' +
      '//8Q///9/v//+/8AAf/+AP//AAAFDvoGBPz7+vv7+A8AAAgAAAAAAAD5AAAACAAAAAAAAPkA//8AAP4I/gAAAP8Q/f' +
      '///wD//QD/+/35BQL8FPwF+/z6/fkFAvwU/AX7/PoDAAAA/wAAAAD/AAMAAAD/AAAAAP8AGvT1+fn6Dvv7CwMAAP8F' +
      'AAAA/wAA/xsM9PX3+Qr29wcDGgvz+/f5Cfb2BgIBB//+//8KBv73+v4H//7//woG/vj6AP4AAP//CP8A//4AAAAAAA' +
      'ADAAAAAAD+AP//AAj/AAD9AP4A//8ACP8AAP0DAP8AAAAAAAAB/v8AAAADAAAAAAAA/wAAAAMAAAAAAAD//v79Af7+' +
      'Awz//QAA//8A//8G/wD///7//v4Q///+//7//v/+/hD///7//gAAAP8AAP8EAAD/AAAA/wAA/wQAAP8A/wAAAP///g' +
      'YA/wAAAwAAAAAA//8AAAADAAAAAAD//wD/Bv75/vv6/R/9+QEM/AP5Bfn6EPr5/xL6/fcA8/cu9/Ea+fv8+/0J/AL8' +
      '+wD/AAD/AAYAAAD++vz89Pz8+y0C/vr6/Pz0/Pz7LQL++v79/v79/v0e+P79AP///////wr9AP8AA//////+Bf8A//' +
      '8S///+Bf3+/P76AQP+Dv////39//kNAv4M/v/7/P38+QMAAAAAAAAAAAD/AwAAAAAAAAAAAP8AAP0A/wAAAAAABgAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAFAAAAAPwAAAAAAAUAAAAA/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAv' +
      '8AAAAAAP8AAQQA/vz//QECB/sABAP9/P79AQIG+wD/AAD/AP4A/wAF9/38Mf39/Pv6+/r/+/7+/fsT/gMB/QD//wcB' +
      '////////AP//BwH///////8BAAAAAAAAAAAAAAD/CP///////wD///8BAAD/AAD/AAUB/wj///////8A/wAAAAAAAA' +
      'AD/wAAAAAAAAAAAAP/AAAA/P4D+/4A/f0EDQ==',
  },
};
