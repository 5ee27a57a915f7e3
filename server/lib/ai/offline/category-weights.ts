// Written by `node scripts/train-category.ts --write`: do not edit by hand. Decision 0150.
// softmax λ=0.0001 prefijo=5 bigramas=no letras=0×1 norm=no equipo=sí · mezcla modelo 3 léxico 0.5 base 0.1; trained on 3156 ideas; cross-validation 90.09 % (first split 90.2 %), with typos 83.23 %.
import type { CategoryWeights } from './category-model.ts';

export const CATEGORY_WEIGHTS: CategoryWeights = {
  options: { prefix: 5, normalize: false, bigrams: false, ngram: 0, ngramWeight: 1 },
  mix: { model: 3, lexicon: 0.5, knowledge: 0.1 },
  model: {
    kind: 'softmax',
    bias: [-1.203, -0.49, -0.202, 0.798, -0.067, -0.177, 0.465, 0.416, 0.033, -0.39, 0.817],
    scale: 0.0344023,
    features:
      '3x3 a1 abandonado abandonar aband~ abastecer abastos abast~ abdominal abdom~ abeja abierta ' +
      'abierto abier~ abogado abogar aboga~ abonado abonar abona~ abonos abrir abuela abuelo ' +
      'aburrar aburrir aburr~ acabar acabo academia academico acade~ acampada acampar acamp~ ' +
      'acceso accesorio acces~ accion accionar accio~ aceitar aceite aceituna aceituno aceit~ ' +
      'aceptar acepto acept~ acertar acertijo acert~ acido acoger acogido acogi~ acompanamiento ' +
      'acompanar acomp~ aconcagua aconc~ acondicionar acond~ aconsejar acons~ acordar acorde ' +
      'acord~ acta actitud actit~ activar actividad activo activ~ actuacion actualizar actua~ ' +
      'acuarela acuario acuar~ acuatico acuat~ acuerdo acuer~ acumular acumu~ adaptacion adaptar ' +
      'adapt~ adelantado adelantar adela~ adivinanza adivinar adivi~ adjunto adjun~ adolescente ' +
      'adole~ adopcion adopc~ adoptar adopt~ adorno adulto aeropuerto aerop~ afectado afectar ' +
      'afect~ aficion aficionado aficionar afici~ afilador afila~ afiliado afiliar afili~ aforar ' +
      'agencia agenciar agenc~ agenda agendar agend~ agente agostar agosto agost~ agradecer ' +
      'agrad~ agricola agricultor agric~ agua aguar aguinaldo aguin~ ahi ahorrar ahorro ahorr~ ' +
      'airar aire aislado aislar aisla~ ajedrez ajedr~ ajustar ajust~ alarma alarmar alarm~ ' +
      'albanil alban~ albergar albergue alber~ album alcohol alcoh~ aleman alergeno alergia ' +
      'alerg~ alerta alertar alert~ alfabetizacion alfab~ alfajor alfaj~ alfombra alfombrar ' +
      'alfom~ alguien algui~ alimentacion alimentar alimentario alimento alime~ almacen almac~ ' +
      'almazara almaz~ alojado alojamiento alojar aloja~ alpaca alquila alquilar alquiler alqui~ ' +
      'alrededor alred~ alta alto altura alumno alzheimer alzhe~ amantar amante amant~ amarrar ' +
      'amarre amarr~ amateur amate~ ambientar ambiente ambie~ ambulancia ambulante ambul~ ' +
      'amenities ameni~ america ameri~ amgos amigar amigo amortizacion amort~ anada anadir ' +
      'analisis analitica analitico anali~ analogico analo~ anatomia anato~ anciano ancia~ ' +
      'andando andan~ andino anecdota anecd~ anemia animal animar animo aniversario anive~ ano ' +
      'anonimo anoni~ anotador anotar anota~ ansiedad ansie~ antepasado antep~ anterior anter~ ' +
      'antibiotico antib~ anticipada anticipado anticipar anticoagulante anticonceptiva antic~ ' +
      'antidepresivo antid~ antiguedad antiguo antig~ anual anuncios anunc~ aparcar aparc~ ' +
      'aparecer apare~ apartamento apartar apart~ apertura apert~ api apicultor apicultura apicu~ ' +
      'aportacion aportar aport~ apostar apost~ apoyar aprender aprendiz aprendizaje apren~ ' +
      'aprobado aprobar aprob~ aptitud aptit~ apuntado apuntar apunte apunt~ arbitraje arbitro ' +
      'arbit~ arbol arbolar arbol~ archivar archivo archi~ arcilla arcillar arcil~ arcon area ' +
      'arepas armar armario armar~ aromatico aroma~ arquitecto arquitectura arqui~ arrastrar ' +
      'arras~ arreglar arreglo arreg~ arte arterial arter~ artesanal artesania artesano artes~ ' +
      'articulo artic~ artificial artif~ artrosis artro~ asado asamblea asamb~ asar ascensor ' +
      'ascensorista ascen~ asegurado asegurar asegu~ asesinar asesinato asesino asesi~ asesor ' +
      'asesoria aseso~ asiento asien~ asignado asignar asignatura asignaturas asign~ asistencia ' +
      'asist~ asma asociar asoci~ aspirador aspir~ astronomia astro~ asunto atacar atencion ' +
      'atenc~ atender atend~ atleti atletismo atlet~ atopico atopi~ atras atrasado atrasar atras~ ' +
      'audio audioguia audiolibro audiovisual audio~ auditoria auditorio audit~ aula ausencia ' +
      'ausen~ autenticar auten~ autismo autis~ auto autobus autobuses autob~ autocaravana autoc~ ' +
      'autoescuela autoevaluacion autoe~ automatica automatico autom~ autonomo auton~ autopista ' +
      'autopublicados autop~ autor auxiliar auxilio auxil~ avance avanzar avanz~ ave averia ' +
      'averiar averi~ avisar aviso avistamiento avist~ avon ayuda ayudar ayunar ayuno ' +
      'ayuntamiento ayunt~ azafata azafa~ azucar azul b2 bachillerato bachi~ bailar baile baja ' +
      'bajar bajo balance balan~ balcon baloncesto balonmano balon~ banado banar bancal bancario ' +
      'banca~ banco banda bandeja bandera bande~ bano bar barato barbacoa barba~ barberia barbero ' +
      'barbe~ barco bariatrica baria~ barniz barra barrar barrer barrica barriga barril barrio ' +
      'barri~ basal basar base basico basura bateria bater~ bazar bebe bebedero bebed~ beber ' +
      'bebido beca becar becario becar~ belleza belle~ bello beneficiar beneficio benefico benef~ ' +
      'betis biblia biblioteca bibli~ bici bicicleta bicic~ bienestar biene~ bienvenida ' +
      'bienvenido bienv~ billar bimestre bimes~ bingo biografia biografiar biogr~ bipolar bipol~ ' +
      'bisabuelo bisab~ bisuteria bisut~ bitacora bitac~ bizcochar bizcocho bizco~ blanco bloc ' +
      'blog bloque bloquear bloqueo bloqu~ bocadillos bocad~ boceto boda bodega bogota boletin ' +
      'bolet~ bolleria bolle~ bolo bolsa bolso bombero bombe~ bombillas bombi~ bombona bombo~ ' +
      'bondi bono bonsai bonsais bonsa~ bootcamp bootc~ boquillas boqui~ bordado bordar borda~ ' +
      'borrador borra~ bosque botanico botan~ botar bote botella botel~ botiquin botiq~ boton ' +
      'boutique bouti~ boxear boxeo boxes bracket brackets brack~ braille brail~ bricolaje brico~ ' +
      'bros brotar brote bucal bucear buceo buena bueno bufanda bufan~ bullet bungalow bunga~ ' +
      'busca buscador buscar buscarla busca~ busqueda busqu~ butaca butano c1 cabalgata caballo ' +
      'cabal~ cabana cabecero cabec~ caber cabeza cabina cable cabra cachorro cacho~ cactus ' +
      'cadena cadera caduca caducar caducidad caduco caduc~ caer cafe cafeina cafei~ cafeteria ' +
      'cafetero cafet~ caido caja cajera cajero calcetin calce~ calculador calcular calculo ' +
      'calcu~ caldera calde~ calefaccion calef~ calendario calen~ calidad calid~ calientitas ' +
      'calie~ calificaciones calif~ call callar calle callejero calle~ calor caloria calor~ ' +
      'calzado calzar calza~ cama camara camarero camar~ cambiar cambio cambi~ caminante caminar ' +
      'caminata camino camin~ camion camionero camio~ camiseta camis~ campamento campana campano ' +
      'campar campa~ campeonato campera campero campe~ camping campi~ campo campus cana canal ' +
      'canalon canal~ canario canar~ cancelar cance~ cancha cancion canci~ candado candar canda~ ' +
      'candidato candi~ canguro cangu~ canina canino cano cansado cansar cansa~ cantabrico cantar ' +
      'canta~ cante cantidad canti~ canto capilar capil~ capital capitular capitulo capit~ ' +
      'captacion capta~ captura capturar captu~ caracol carac~ carbohidrato carbon carbo~ ' +
      'cardiaco cardiologo cardi~ carga cargador cargar carga~ carnaval carna~ carne carnet ' +
      'carniceria carnivoro carni~ carpa carpeta carpe~ carpinteria carpintero carpir carpi~ ' +
      'carrera carreta carrete carre~ carril carrito carri~ carro carta cartel cartelero cartera ' +
      'cartero carte~ carton cartucho cartu~ casa casar cascar casco casera casero caseta caso ' +
      'cata catalogar catalogo catal~ catar categoria categ~ catequesis cateq~ catering cater~ ' +
      'cebar cebo cegar celiaco celiaquia celia~ celu celular celul~ cena cenar cenir center ' +
      'central centrar centro centr~ cepillar cepil~ cepo cera ceramica ceramico ceram~ ceremonia ' +
      'cerem~ cero cerrada cerrado cerrar cerra~ certificaciones certificado certificar certi~ ' +
      'cervecero cerveza cerve~ cesta cetogenica cetog~ cetona chacra chal chalar chale champions ' +
      'champ~ chapa chapar chapo charla charlar charl~ chat chaval che checklist check~ chica ' +
      'chico chile chimenea chime~ chirigota chiringuito chiri~ chistar chiste chist~ chocolate ' +
      'choco~ churro ciar ciclar ciclismo ciclista cicli~ ciclo ciego cielo cien ciencia cienc~ ' +
      'cientifico cient~ cierre cierto cifrado cifrar cifra~ cinco cincuenta cincu~ cine circo ' +
      'cita citar ciudad ciudadano ciuda~ civico clara claro clase clasica clasico clasificar ' +
      'clasi~ clienta cliente clien~ clinica clinico clini~ clorar cloro closet club coach cobaya ' +
      'cobertura cober~ cobra cobrar cobre cobro coche cocina cocinar cocin~ coctel codigo ' +
      'codorniz codor~ cofradia cofra~ cola colaborar colab~ colada colar colchon colch~ ' +
      'coleccion coleccionables coleccionar colectar colec~ colegiar colegio coleg~ colesterol ' +
      'coles~ colgar colico colirio colir~ colmena colme~ colon color colorante colorar color~ ' +
      'columna columnista colum~ comandar coman~ comarca comarcar comar~ combustible combu~ ' +
      'comedero comedir comedor comedy comed~ comentar comentario comen~ comer comercial ' +
      'comerciar comercio comer~ comestible comes~ comic comida comido comision comisionar comis~ ' +
      'comite comodin comod~ compaginar companero compania comparador comparar comparsa ' +
      'compartido compartir compas compatibilidad compatriota compa~ competencia competicion ' +
      'competir compe~ complementar complementario complemento completar completo compl~ ' +
      'composicion compo~ compra comprador comprar compraventa comprension comprobar compr~ ' +
      'computador compu~ comun comunicacion comunicado comunicar comunidad comunion comunitario ' +
      'comun~ concentrado concentrar concertar concesionario conce~ concierto conci~ concretar ' +
      'concreto concr~ concursar concu~ condicion condicionar condi~ conducir conductor condu~ ' +
      'conejo confianza confirmar confi~ congelado congelador congelar conge~ congreso congr~ ' +
      'conjuntar conjunto conju~ conmemorativas conme~ conocer conocimiento conoc~ consejo ' +
      'consentimiento conserje conserva conservar conservatorio conse~ consigna consignar consi~ ' +
      'consola conso~ constante construccion constructor const~ consulta consultar consultor ' +
      'consultoria consultorio consumar consumidor consumir consu~ contabilidad contactar ' +
      'contactos contado contador contar conta~ contener contenido contestar contexto contextos ' +
      'conte~ continuar continuo conti~ contralto contrasena contrasenar contratar contratos ' +
      'control controlar contr~ conversacion convertir conve~ convocatoria convocatorio convo~ ' +
      'convulsion convulsionar convu~ cooperativa cooperativo coope~ coordinar coord~ copa copar ' +
      'copia copiar cordero corde~ coreano corea~ coro corporal corporativo corpo~ corral correar ' +
      'correccion corredor correduria corregir correr correspondencia corre~ cortacesped cortado ' +
      'cortar corta~ corte cortes cortina cortitos corti~ corto cortometraje corto~ cosecha ' +
      'cosechar cosec~ coser cosmetico cosme~ costar coste costo costura costurera costu~ ' +
      'cotidiano cotid~ cotizacion cotiz~ covid coworking cowor~ crear creativo creat~ ' +
      'crecimiento creci~ credito credi~ creer crema cria criadero criad~ crianza crian~ criar ' +
      'crio cripto criptomoneda cript~ crisis cristal crist~ critica criticar critico criti~ crm ' +
      'crochet croch~ cromo cronica cronico croni~ cronograma cronometrar cronometro crono~ ' +
      'croquis croqu~ crossfit cross~ cruce crucero cruce~ crucigrama cruci~ cruz cruzar cuaderno ' +
      'cuade~ cuadra cuadrante cuadrar cuadrillas cuadro cuadr~ cuajado cuajar cuaja~ cualquier ' +
      'cualq~ cuanto cuarenta cuare~ cuartar cuarto cuart~ cuatro cubo cubrir cuchillo cuchi~ ' +
      'cuenta cuento cuero cuesta cuestionario cuest~ cuidado cuidador cuidar cuida~ cultivar ' +
      'cultivo culti~ cultura cultural culturar cultu~ cumpleanos cumplir cumpl~ cuna cunar cuota ' +
      'cupcakes cupca~ cupon curacion curac~ currar curro cursar curso curva curvar curvo da dado ' +
      'dan danar dano danza danzar dar dardo darle das dato debajo debatir debat~ deber decants ' +
      'decan~ decidir decid~ decima decimo decir decision decis~ declaracion decla~ decoracion ' +
      'decor~ dedal dedicar dedicatoria dedicatorio dedic~ deduccion deducibles deduc~ defectos ' +
      'defec~ degustar degus~ deja dejar dejo dele delegar deleg~ delivery deliv~ demandar deman~ ' +
      'demas demasiado demas~ demencia demen~ demo dentadura dental dentar denta~ dentista denti~ ' +
      'dentro departamento depar~ dependiente depen~ depilacion depil~ deportar deportista ' +
      'deportivo depor~ depositar depositos depos~ depresion depre~ depurador depur~ derecho ' +
      'derec~ dermatologia dermatologo derma~ derrama derramar derra~ desarrollar desarrollo ' +
      'desar~ desayunar desayunos desay~ descansar descanso descargables descargar descartar ' +
      'desca~ descongelar desconocer descontar desco~ descripcion descr~ descuadrar descuentos ' +
      'descu~ deseo desfilar desfile desfi~ designar desig~ desnivel desni~ despachar despacho ' +
      'desparasitaciones desparasitar despa~ despedida despedir despensa despertar despe~ ' +
      'desplazamiento despl~ destenir deste~ destilar destinar desti~ detallar detalle detal~ ' +
      'detective detector detec~ deuda deudo devolucion devoluciones devolver devol~ dia diabetes ' +
      'diabetico diabeticos diabe~ diagrama diagramar diagr~ diario dibujar dibujo dibuj~ ' +
      'diccionario dicci~ dictado dictar dicta~ didactico didac~ diente dieron dieta dietar diez ' +
      'dificultad dificultar dific~ digital digitalizar digit~ dije dinero dio diploma diplomar ' +
      'diplo~ direccion directa directamente directivo directo director direc~ disco discografia ' +
      'disco~ discutir discu~ disenador disenar diseno disen~ disfraz disfrazar disfr~ dislexia ' +
      'disle~ disney dispersar disperso dispe~ disponer disponibilidad disponibles dispo~ ' +
      'distancia distanciar dista~ distinto disti~ distraccion distribuidor distribuir distr~ ' +
      'divertido divertir diver~ dividendo dividir divid~ divisa divisar divis~ divulgacion ' +
      'divul~ dni doce docena doceno doctor doctoral doctorar docto~ documentacion documentado ' +
      'documental documentar documento docum~ doler dolor dolorosa doloroso dolor~ domesticar ' +
      'domestico domes~ domiciliar domicilio domic~ dominar domingo domino domin~ dona donacion ' +
      'donac~ donante donan~ donar donativo donat~ dormida dormir dormi~ dorsal dosis doy dragons ' +
      'drago~ dron dropshipping drops~ duda dudar duelo duena dueno dulce dungeons dunge~ ' +
      'duracion durac~ durante duran~ durar echar ecografia ecogr~ ecologico ecolo~ economia ' +
      'econo~ edad edicion edici~ edificio edifi~ editor editorial edito~ educacion educador ' +
      'educativo educa~ eeuu efectivo efecto efect~ efemerides efeme~ egresar egres~ ejemplar ' +
      'ejemplo ejemp~ ejercicio ejerc~ elaborar elabo~ eleccion elecc~ electoral electricista ' +
      'electrico electrodomestico electronico elect~ elegir elemento eleme~ elijar eliminatoria ' +
      'eliminatorio elimi~ elo embalsar embalse embal~ embarazado embarazar embarazo embarcar ' +
      'embarque embar~ embotellar embot~ embudar embudo embud~ embutido embutir embut~ emergencia ' +
      'emerg~ emigrante emigr~ emitir emocion emocional emocionar emoci~ emojis empanado empanar ' +
      'empan~ emparejamiento empar~ empeorar empeo~ empezar empez~ empiece empie~ empleado ' +
      'emplear empleo emple~ emprendedor emprendimiento empresa empresas empre~ encadenado ' +
      'encadenar encad~ encamar encam~ encargado encargar encargos encargue encar~ enchufar ' +
      'enchufe enchu~ enciclopedia encic~ encontrado encontrar encon~ encuentro encuestar encue~ ' +
      'endocrino endoc~ endometriosis endom~ energia energ~ enfermedad enfermeria enfermero ' +
      'enfer~ enlace enlazar enlaz~ enmarcar enmar~ ensayar ensayos ensay~ ensenar ensen~ ' +
      'entender enten~ enterar enter~ entrada entrado entrar entra~ entrega entregada entregar ' +
      'entrenador entrenamiento entrenar entrevistar entrevisto entre~ envasar envase envas~ ' +
      'enviado enviar envia~ envio envoltorio envol~ epilepsia epile~ episodio episo~ epoc ' +
      'equilibrio equil~ equipacion equipar equipo equip~ equitacion equit~ erasmus erasm~ error ' +
      'escalada escalado escalar escalera escal~ escandallo escanear escan~ escapar escape escap~ ' +
      'escasez escas~ escena escenario escen~ esclerosis escle~ escolar escoliosis escol~ ' +
      'esconder escon~ escribir escrita escrito escritor escritorio escritura escriturar escri~ ' +
      'escuchar escuc~ escuela escue~ esencial esenc~ eslora espaciar espacio espac~ espalda ' +
      'espal~ espana espanol espan~ especial especialidad especie espectaculo espec~ espera ' +
      'esperar esper~ esquejar esqueje esquela esque~ esqui estacion estacionar estac~ ' +
      'estadistica estadistico estado estad~ estamos estampado estampar estam~ estan estancar ' +
      'estanque estanteria estan~ esten esterilizacion ester~ estetica esteticista estetico ' +
      'estet~ estilar estilista estilo estil~ estimar estim~ estiramiento estirar estir~ estoy ' +
      'estrategia estra~ estrella estrellar estrellitas estreno estres estre~ estudiado ' +
      'estudiante estudiar estudio estud~ estuve etapa etiqueta etiquetar etiqu~ euro europa ' +
      'eurovision eurov~ euskera euske~ evaluacion evaluar evalu~ evento evolucion evolu~ ex ' +
      'exalumnos exalu~ examen excedente exced~ excel exclusion exclusivo exclu~ excursion excur~ ' +
      'exhibicion exhib~ expedientar expediente exped~ experiencia experimentar experimento ' +
      'exper~ explicacion explicar explicativo expli~ exposicion expos~ express expre~ extra ' +
      'extraescolar extranjero extraordinaria extraordinario extra~ fabrica fabricar fabri~ facil ' +
      'factura facturacion facturar factu~ facu facultad facultar facul~ falla fallar fallecer ' +
      'fallecido falle~ fallido falli~ fallo falta faltar falto familia familiar famil~ famoso ' +
      'fans fantasia fantasy fanta~ fanzine fanzi~ farmacia farma~ fas fase favor favorito favor~ ' +
      'febril fecha fechar federacion feder~ feedback feedb~ felicitacion felicitar felic~ ' +
      'femenino femen~ feria feriar fermentacion ferme~ ferreteria ferre~ fertil fertilidad ' +
      'ferti~ festival festi~ fiado fianza fiar fibra fibromialgia fibro~ ficha fichaje fichar ' +
      'ficha~ fidelidad fidelizacion fidelizar fidel~ fiebre fiel fiesta fifa figura figurar ' +
      'figur~ fijar fijo fila filar filtrar filtro filtr~ fin final financiacion financiero ' +
      'finanza finan~ finar finca fincar finde findes fines finiquitar finiquito finiq~ firma ' +
      'firmar firme fiscal fisica fisico fisio fisioterapeuta fisioterapia fisio~ flamenco flame~ ' +
      'flashcards flash~ flor flora floracion floral florar flora~ florecer florero flore~ ' +
      'floristeria flori~ flota flotar flujo fodmap folclore folcl~ fondo fontaneria fontanero ' +
      'fonta~ food formacion formar forma~ formula formular formulario formu~ foro forum forzar ' +
      'foto fotografia fotografiar fotografico fotografo fotog~ fp fragmento fragm~ frances ' +
      'francia franc~ frangir frang~ franja franjar franj~ franquicia franq~ frase frecuencia ' +
      'frecuentar frecuente frecu~ freelance freelancers freel~ fregar freno frente fresca fresco ' +
      'friega frigorifico frigo~ fronton front~ fruta frutal frutar fruto fue fuente fuera fuerza ' +
      'fui fuimos fumar fumigar fumig~ funcion funcionar funci~ funda fundacion fundar funda~ ' +
      'fundir fundo funeral funer~ furgoneta furgo~ futbol futbolin futbo~ gadgets gadge~ gafar ' +
      'gafe gafo gala galerias galer~ galicia galic~ gallego galle~ gallina galli~ gana ganado ' +
      'ganador ganad~ ganancia ganan~ ganar ganir gantt garaje garantia garan~ garrafa garra~ gas ' +
      'gasoil gasolina gasolinera gasol~ gastado gastar gasta~ gasto gastronomico gastr~ gato ' +
      'gemelo genealogico genea~ general generar genero gener~ gente geografia geogr~ ' +
      'geolocalizacion geolo~ gestion gestionar gesti~ gestor gestoria gesto~ gimnasio gimna~ ' +
      'gincana ginca~ ginecologica ginec~ gira girar giro gitano glaucoma glauc~ glosario glosa~ ' +
      'glucemia gluce~ glucosa gluco~ gluten gol golf golosina golosinar golos~ gordo gorra gota ' +
      'gp gps grabacion grabado grabar graba~ gracia gradar grado graduacion gradu~ grafica ' +
      'grafico grafiti grafi~ granada granado granar grana~ grand grande granel granja grano ' +
      'gratis gratuito gratu~ gremio gripe grua grupo gtd guadalajara guada~ guarda guardado ' +
      'guardamuebles guardar guarderia guardia guard~ guia guiado guiar guion guitarra guita~ ' +
      'gustar gusto gymkana gymka~ habia habitacion habito habitual habit~ habla hablar hacendar ' +
      'hacen~ halloween hallo~ hamburgues hamburguesa hambu~ hamster hamst~ harry he hecha hecho ' +
      'hectarea hecta~ helada helado helar hemeroteca hemer~ hemodialisis hemod~ hemos heno ' +
      'herencia heren~ hermanar hermandad hermandar hermano herma~ herrador herramienta herrar ' +
      'herra~ hice hidratar hidra~ hielo hierro higiene higie~ hijo hilar hilo hincha hinchar ' +
      'hinchir hinch~ hipertension hiper~ hipico hipoteca hipotecar hipot~ historia historial ' +
      'historiar historico histo~ hito hizo hockey hogar hoja hombre hombro homeopatia homeo~ ' +
      'homilia homil~ hora horario horar~ hornada horna~ hornear horne~ horno hortaliza horta~ ' +
      'hospital hospi~ hostal hosteleria hoste~ hotel hoy hoyo hucha hueco huerta huerto huesped ' +
      'huesp~ huevar huevo humano humar humedad humed~ humo humor humorista humor~ iberico iberi~ ' +
      'ibi ictus idear idioma iglesia igles~ ilustracion ilustraciones ilustrado ilustrador ' +
      'ilustrar ilust~ imagen imei importadores importantes importar impor~ imprenta impresion ' +
      'impreso impre~ imprimible impri~ impuesto impue~ incendiar incendio incen~ incidencia ' +
      'incid~ incluir inclu~ independiente independientes independizar indep~ indexar index~ ' +
      'indicador indic~ indigena indig~ industrial indus~ infantil infan~ infartar infarto infar~ ' +
      'influencer influ~ informacion informar informatica informatico informe infor~ ingle ingles ' +
      'ingrediente ingresar ingreso ingre~ inhalador inhal~ iniciacion inici~ inmersion inmer~ ' +
      'inmigrante inmig~ inmobiliaria inmobiliario inmob~ inquilino inqui~ inscripcion inscrito ' +
      'inscr~ insistente insis~ inspeccion inspeccionar inspector inspe~ instagram instalacion ' +
      'instalador insta~ instituto insti~ instruccion instructor instrumentar instrumento instr~ ' +
      'insuficiencia insuf~ insulina insul~ inteligencia intel~ intensidad intentar inten~ ' +
      'interactivos intercambiar interes interesado interesar interior internacional internar ' +
      'internet interno intervalo inter~ intolerancia intol~ intraocular intra~ inundacion inund~ ' +
      'inusuales inusu~ inventariar inventario inven~ invernadero inversion inversiones inver~ ' +
      'investigacion inves~ invierno invie~ invisible invis~ invitacion invitado invitar invit~ ' +
      'inyeccion inyec~ irme irpf irregulares irreg~ irritar irrit~ itinerario itine~ its itv iva ' +
      'jabon jabonar jabon~ japon japones japon~ jardin jardinera jardinero jardi~ jaula jazz ' +
      'jefa jefe jornada jornal jornalar jornalero jorna~ journal journ~ joven joya jubilacion ' +
      'jubilado jubilar jubil~ juega juego jueves jugada jugador jugad~ jugamos jugam~ jugando ' +
      'jugan~ jugar jugo juguete jugue~ junta juntar junto jurado jurar justificante justificar ' +
      'justi~ juvenil juven~ kanban karaoke karao~ kart kawaii kayak kayaks kilo kilometro kilom~ ' +
      'kinesiologo kines~ kiosco kit laboral laboratorio labor~ laburo lactancia lacta~ lactosa ' +
      'lacto~ lamina laminar lamin~ lampar lampara lampa~ lana lanar lanzamiento lanzar lanza~ ' +
      'largar largo laser lata latinar latino latinoamerica latinoamericano latin~ latir lato ' +
      'lavadero lavado lavador lavad~ lavanda lavan~ lavar lavavajillas lavav~ leads leccion ' +
      'lecci~ leche lector lectura lectu~ leer leido lena lenar lenceria lence~ lengua lenguaje ' +
      'lengu~ lentilla lenti~ lesion lesionar lesio~ letra letrado letra~ levantar levan~ leyenda ' +
      'leyen~ liar libra librar libre libreta libre~ libro licencia licenciar licen~ licor liga ' +
      'ligar limitado limitar limite limit~ limonero limon~ limpia limpiador limpiar limpieza ' +
      'limpio limpi~ linea linear lineo linkedin linke~ lio liquidacion liquidar liqui~ lisboa ' +
      'lista listado listar lista~ listening liste~ listo literario literatura liter~ litro ' +
      'llamada llamado llamar llama~ llanta llave llavero llave~ llega llegada llegado llegar ' +
      'llega~ llena llenar lleno lleva llevar llover lluvia local logistica logistico logis~ logo ' +
      'logopedia logop~ lonja looks loro lote loteria loter~ lucir lucrar lucro ludoteca ludot~ ' +
      'lugar luna lunes luz maceta macro madera madre madrid madrugada madrugar madru~ maestra ' +
      'maestro maest~ magia magic maillots maill~ mal maleta malito mama mamar mamografia mamog~ ' +
      'manana manar manda mandar mandarin manda~ mando manejar manejo manej~ manicuristas manic~ ' +
      'mano manta mantel mantener mantenimiento mante~ manual manualidad manua~ mapa maqueta ' +
      'maquetar maqueto maque~ maquillaje maquina maquinar maquinaria maqui~ mar maraton marat~ ' +
      'marca marcado marcador marcar marca~ marco marea marear margen maridajes marido marid~ ' +
      'mario mariposa marip~ marisco maris~ marketing marketplace marke~ marte masa masaje masar ' +
      'mascota masco~ master matcha matematica matematico matem~ materia material maternidad ' +
      'mater~ matricula matricular matriz matri~ matrona matro~ maximo mayor mayorista mayor~ ' +
      'mazo mecanica mecanico mecanismo mecan~ medalla medal~ media mediar medicacion medicamento ' +
      'medicar medicina medicinal medicinar medico medic~ medida medieval medie~ medio mediodia ' +
      'medio~ medir meditacion meditar mediterraneo medit~ mejor mejora mejorar mejor~ meme ' +
      'memoria memor~ menopausia menop~ mensaje mensajeria mensa~ menstruacion menstrual menst~ ' +
      'mensual mensualidad mensu~ mental mentor mentorias mento~ menu mercado mercancia mercar ' +
      'merca~ merceria merce~ merch merendero meren~ merma mermar mermelada merme~ mes mesa mesar ' +
      'meta meteorologico meteo~ meter metodo metro metronomo metro~ mexicano mexico mexic~ ' +
      'mezclar mezcl~ miar micro microrrelatos micro~ miel miembro miemb~ mientras mient~ ' +
      'miercoles mierc~ migrana migra~ mil mimica mimico mindfulness mindf~ minecraft minec~ ' +
      'mineral miner~ minimo minuto mio mirador mirad~ mirar misa misar mision misionar misio~ ' +
      'misterio miste~ mitad mixto ml mochila mochilero mochi~ moda modelar modelo model~ ' +
      'moderacion moder~ modulo moldar molde moldura moldurar moldu~ moler molestar molestia ' +
      'moles~ molido moneda monedar moned~ monitor monit~ monologo monol~ monta montador montajes ' +
      'montana montanismo montano montar monta~ monte monterrey monte~ montura montu~ monumento ' +
      'monum~ morder moroso mosca moscar mosco mostrador mostrar mostr~ motivar motiv~ moto movil ' +
      'movilidad movil~ movimiento movim~ mucho muda mudanza mudan~ mudar mudo mueblar mueble ' +
      'muebl~ muestra muest~ mujer multiple multiplicar multi~ mundial mundi~ mundo municipal ' +
      'municipio munic~ mural murar muro mus muscular muscu~ museo musica musical musico music~ ' +
      'mutualidad mutua~ nacer nacido nacimiento nacim~ nacionalidad nacio~ nadar nadie naranja ' +
      'naran~ narrar natacion natac~ natillera natil~ nativo natural naturaleza natur~ navaja ' +
      'navajo navidad navid~ necesario necesidad neces~ negativa negativo negat~ negociar negocio ' +
      'negoc~ negro neopreno neopr~ netflix netfl~ neto neumatico neuma~ neumologa neumologo ' +
      'neumo~ neurologo neuro~ nevar nevera newsletter newsl~ nidada nieto nieve ninera ninero ' +
      'nino nivel nivelar nivel~ noche nochevieja noche~ nocturno noctu~ nomada nombrar nombre ' +
      'nombr~ nomina nominar nomin~ nordico nordi~ norma nosotros nosot~ nota notar notario ' +
      'notar~ noticia noticiar notic~ notificacion notif~ noto novar novedad noved~ novel novela ' +
      'novelar novel~ noventa noven~ novio nuestro nuest~ nueva nueve nuevo numerar numero ' +
      'numeroso numer~ nunca nutricion nutricional nutricionista nutriente nutri~ obeso objecion ' +
      'objec~ objetivar objetivo objeto objet~ obligatorio oblig~ obra obrador obrad~ obrar ' +
      'observacion observar obser~ oca ocasion ocasionar ocasi~ ociar ocio ocupacion ocupada ' +
      'ocupar ocupa~ ocurrir ocurr~ odontograma odont~ oferta ofertar ofert~ oficina oficio ' +
      'ofici~ ofrecer ofrec~ oftalmologo oftal~ ojo ola olimpiada olimp~ oliva olivar olivo ' +
      'olvidar olvido olvid~ ong online opcion operacion operar operario opera~ opinar opinion ' +
      'opini~ oportunidad oport~ oposicion opositor oposi~ optico oracion oraci~ oral orden ' +
      'ordenado ordenador ordenar ordeno orden~ organico organizacion organizado organizador ' +
      'organizar organ~ orientacion orientador orien~ origen original origi~ orquesta orquestar ' +
      'orque~ ortodoncia ortod~ ortografia ortog~ oscar osteopata osteo~ otonar otono outlet ' +
      'oveja ovillo oxigenar oxigeno oxige~ oximetro oxime~ paciente pacie~ packs pactar paddle ' +
      'padel padre padrino padri~ paella paga pagado pagar paginar pagin~ pago pais paisaje ' +
      'paisa~ paises pajaro palabra palab~ palet palets pan pana panaderia panad~ panal panel ' +
      'panico panificadora panif~ pantalla panta~ papa papar papel papelear papeleo papeleria ' +
      'papeleta papelitos papel~ papo paquete paqueteria paque~ parafarmacia paraf~ parametro ' +
      'param~ parar parcela parcelar parce~ parchis parch~ pared pareja parejo parir parking ' +
      'parki~ paro parque parroquia parro~ parte participante participar participativo particular ' +
      'partida partido partir partitura parti~ parto pasa pasado pasajero pasaj~ pasaportar ' +
      'pasaporte pasap~ pasar pasatiempo pasat~ pasear paseo pasillo pasil~ paso pasta pastel ' +
      'pasteleria paste~ pastillas pastillero pasti~ patata patin patinaje patinar patin~ patio ' +
      'pato patrimonio patri~ patrocinador patrocinar patrocinio patron patronal patro~ pausa ' +
      'pausar pauta pautar pdf peaje pecar pecera pecero pechar pecho pediatra pediatrico pedia~ ' +
      'pedido pedir pelar pelicula pelic~ peligro pelig~ pelis pelo peluqueria peluquero peluq~ ' +
      'pelvico pelvi~ pena penar pendiente pendi~ pensar pension pensionar pensi~ pequenito ' +
      'pequeno peque~ perder perdida perdido perdi~ peregrino pereg~ perfumar perfume perfu~ ' +
      'periodico periodista perio~ periquito periq~ permiso permitir permi~ pernoctar perno~ ' +
      'perra perrito perri~ perro persiana persiano persistente persi~ persona personaje personal ' +
      'personalizables personalizacion personalizar personar perso~ peru peruano perua~ pesar ' +
      'pesca pescador pescar pesca~ peso pestana pesta~ petanca petan~ peticion petic~ pez ph ' +
      'piano picar picnic piel pienso pieza pila pilar pilates pilat~ piloto ping pins pintar ' +
      'pintor pintura pintureria pintu~ pique pirata pisar piscina pisci~ piso pista pistar ' +
      'pizarra pizar~ pizza pizzeria pizze~ placa placar plaga plagar plan planchar planc~ ' +
      'planear plane~ planificacion planificador planificar planir plani~ planner plann~ plano ' +
      'planta plantar plantilla plantillar planton plant~ plastico plast~ plata plato playa plaza ' +
      'plazos ple pleno pluma plusvalia plusv~ poblar poda podar podcast podcasts podca~ ' +
      'podologia podol~ podrian podri~ poema poesia poeta pokemon pokem~ poker polen policia ' +
      'polic~ polideportivo polid~ poligono polig~ politico polit~ poliza pollo pomodoro pomod~ ' +
      'ponente ponen~ poner pong pop popular popul~ porcelana porce~ porra porro portafolio ' +
      'portal porta~ portfolio portf~ portugues portu~ posada posado posar posible posib~ ' +
      'posparto pospa~ post postal postrar postre postr~ posts postura postu~ posventa posve~ ' +
      'potable potab~ potencial poten~ potter pozo practica practicar practico pract~ preciar ' +
      'precio preci~ prediccion predicciones predi~ preescolar prees~ preferencia preferir prefe~ ' +
      'pregunta preguntar pregu~ prematuro prema~ premiar premio premi~ prenda prendar prender ' +
      'prend~ prensa prensar prens~ preocupar preoc~ preparacion preparar preparativo prepa~ ' +
      'presencial presentacion presentar presente preservar prese~ presidente presion presi~ ' +
      'prestamo prestar preste presto prest~ presupuestar presupuesto presu~ prevenir preventa ' +
      'preventivo preve~ previo previsto previ~ prima primar primario primavera prima~ primer ' +
      'primerizo primero prime~ primo principiante princ~ prioridad priorizar prior~ privada ' +
      'privado privar priva~ probado probador probar proba~ problema probl~ procedencia ' +
      'procedimiento procesal procesar procesion procesiones proceso proce~ produccion ' +
      'productividad producto productor produ~ profe profesional profesor profe~ profundar ' +
      'profundidad profu~ programa programacion programar progresar progresion progresivo ' +
      'progreso progr~ promo promocion promotores promo~ pronosticar pronostico prono~ ' +
      'pronunciacion pronu~ propietario propinar propio propi~ proponer proporcion propo~ ' +
      'propuesto propu~ prospeccion prospectos prosp~ proteccion protector proteger protegido ' +
      'proteina prote~ proveedor prove~ provincia provi~ provocar provo~ proximo proxi~ ' +
      'proyeccion proyectar proyecto proye~ prueba psicologia psicologico psicologo psico~ ' +
      'psiquiatra psiqu~ publica publicacion publicar publicidad publico publi~ pueblo puede ' +
      'pueden puerta puerto puesta puesto puja pujar pulsacion pulsar pulsa~ pulsera pulse~ pulso ' +
      'punk puntar punto puntuacion puntuar puntu~ pure purgar puzzles puzzl~ pyme python qr ' +
      'quechua quech~ queda quedar quedo quehacer queha~ queja quejar quemada quemar quema~ ' +
      'quesera quese~ queso quimica quimico quimio quimioterapia quimi~ quince quincena quincenal ' +
      'quinceno quinc~ quiniela quini~ quinta quintar quinto quint~ quiosco quios~ quiz racha ' +
      'rachar racion racionar racio~ radiador radiar radia~ radio rally ramo ranking ranki~ ' +
      'rapido raro rastrar rastrillar rastro rastr~ raza reacondicionada reacondicionadas reaco~ ' +
      'reactivarlos react~ reading readi~ real rebanar reban~ recado recambio recam~ recargar ' +
      'recar~ recaudacion recaudar recau~ recepcion recepcionista recep~ receta recetar recetario ' +
      'recet~ rechazar recha~ recibir recibo recib~ reciclaje recic~ recien recital recit~ ' +
      'reclamacion recla~ recoger recogida recogido recog~ recomendacion recomendar recompensa ' +
      'recompensar recom~ reconocimientos recon~ recopilar recop~ recordar recordatorio records ' +
      'recorrer recor~ recrear recreo recre~ recuerdo recue~ recuperacion recuperar recup~ ' +
      'recurrente recursos recur~ red redaccion redac~ redar reencontrar reencuentro reenc~ ' +
      'referir refer~ reflexion reflexionar refle~ reformar reforzar refor~ refrescar refresco ' +
      'refre~ refrigerar refri~ refuerzo refue~ refugiado refugiar refugio refug~ regalar regalo ' +
      'regal~ regante regan~ regar regatas regat~ region registrar registro regis~ rehabilitacion ' +
      'rehab~ reina reinar reiniciar reini~ reir relacion relacionar relac~ relajacion relajante ' +
      'relaj~ relato religion relig~ rellenan rellenando rellenar relleno relle~ reloj remar ' +
      'remesar remes~ remo renal rendir renovacion renovar renov~ renta rentabilidad rentar ' +
      'renta~ reparacion repartidor repartir repartos repar~ repasar repaso repas~ repertorio ' +
      'reper~ repeticion repeticiones repetir repet~ reponer repon~ reportaje reportar repor~ ' +
      'reposar reposicion repositorio reposteria repos~ representante repre~ reproducir repro~ ' +
      'repuesto repue~ resaltar resal~ resenar resen~ reserva reservado reservar reser~ ' +
      'residencia residenciar residente residuo resid~ resistencia resis~ resolver resol~ ' +
      'respetuoso respe~ respiracion respi~ responder responsabilidad responsable respo~ ' +
      'respuesta respu~ restar restauracion restaurante restaurar restaurnte resta~ resto ' +
      'resuelto resue~ resultado resultar resul~ resumen resumir resum~ retar retencion reten~ ' +
      'retirar retir~ reto retomar retom~ retrasar retraso retra~ retro reunion reuniones reunir ' +
      'reuni~ reutilizables reutilizar reuti~ revelar reveler revel~ revestir reves~ revisar ' +
      'revision revisiones revista revistar revisto revis~ rey riego rifa rifar rincon rio ritmar ' +
      'ritmo robo robot robotica robot~ rock roda rodaje rodar rol romper ronda rondar room ' +
      'roomie ropa rosario rosar~ rosca roscar roscon rotacion rotac~ rotar rotativo rotat~ ' +
      'rubrica rubricar rubri~ rueda rugby ruido rural ruta rutar rutina sabado sabana saber ' +
      'sabor sacada sacar saco saga sal sala salar saldar saldo salga salgar salida salido salio ' +
      'salir salita salon salsa salso salud saludables saludar salud~ sangrar sangre sangr~ ' +
      'sanitario sanit~ santa santiago santi~ santo sastre satisfaccion satis~ saturar satur~ ' +
      'scout scouts seca secar seco secreta secretar secreto secre~ secundar secundario secun~ ' +
      'segmentar segme~ seguido seguidor seguimiento seguir segui~ segun segunda segundar segundo ' +
      'segun~ segur seguridad seguro segur~ seis seleccion selectividad selec~ sellar sello ' +
      'semana semanal seman~ sembrar sembr~ semilla semil~ senal senalar senal~ sencillez ' +
      'sencillo senci~ senderismo sendero sende~ senor sentar sentir separado separar separ~ ' +
      'seriar serie sermon serrar service serviciar servicio servidor servir servi~ sesion ' +
      'sesionar sesio~ seta setlist setli~ sexto sexual sidreria sidre~ siembra siemb~ siempre ' +
      'siemp~ sierra siesta signo siguiente sigui~ silaba silabar silab~ silla simple simulacro ' +
      'simulador simul~ sindicato sindi~ sintoma sinto~ situacion situa~ smash sms sobra sobrar ' +
      'sobrino sobri~ social socio socorrista socor~ sofa sofoco software softw~ sol solar ' +
      'soldadura soldar solda~ solicitud solic~ solidar solidario solid~ soltar soltero solte~ ' +
      'solucion solucionar soluc~ somo son sonado sonar sonido sonoro sopa sopar soportar soporte ' +
      'sopor~ soprano sopra~ sordo sorpresa sorpr~ sortear sorteo sorte~ sostener soste~ ' +
      'souvenirs souve~ soy spa spoilers spoil~ spotify spoti~ squash stand star startup start~ ' +
      'stock suave subasta subastar subas~ subir submarino subma~ subtareas subta~ subtitulos ' +
      'subti~ suculento sucul~ sucursal sucur~ sudadera sudad~ sudamerica sudam~ sudoku suegra ' +
      'suegro sueldo suelo suelta suelto sueno sugerencia sugerir suger~ suma sumar sumiller ' +
      'sumil~ sumir sumo super superheroes superior supermercado super~ surf suscribir ' +
      'suscripcion suscriptor suscr~ sushi suyo tabaco tabla tablar tablatura tabla~ tablero ' +
      'tablet tablets table~ tablon tachar tactico tacti~ taladrar taladro talad~ talavera talav~ ' +
      'talento talen~ talla tallar taller tamales tamal~ tamano tanda tapa tapar taper taperes ' +
      'taper~ tapiceria tapic~ taquillero taqui~ tararear tarar~ tardar tarde tardo tarea tarifa ' +
      'tarifar tarif~ tarjeta tarje~ tarrinas tarri~ tarta tasar tatuador tatuaje tatua~ taxi ' +
      'taza tazar tdah teatro tecnica tecnico tecni~ tecnologia tecnologico tecno~ tejado tejar ' +
      'tejer tejida tejido telar tele telecomunicacion telec~ telefonico telefono telef~ ' +
      'telemedicina telem~ telescopio teles~ teletrabajo telet~ tema temario temar~ tematica ' +
      'tematico temat~ temer temperatura tempe~ temporada temporal temporizador tempo~ tender ' +
      'tenia tenido tenir tenor tension tensi~ tentativa tentativo tenta~ teoria teorico teori~ ' +
      'tequenos teque~ terapeuta terapeutico terapia terap~ tercero terce~ terminar termino ' +
      'termi~ termometro termo~ terrario terraza terra~ terror tesis tesoreria tesoro tesor~ test ' +
      'testimonio testi~ tests textil texto ticket tickets ticke~ tiempo tienda tiendita tiend~ ' +
      'tierra tiktok tintar tinte tintorera tinto~ tipico tirada tirado tirar tiroides tiroi~ ' +
      'tisana toalla tobillo tobil~ toca tocar toefl toldo toma tomado tomar tomate tomo top ' +
      'topar tope toque tornear torneo torne~ torta tortillas torti~ tortuga tortu~ tostador ' +
      'tostar tosta~ total tour tours trabajado trabajador trabajar trabajo traba~ tracks tractor ' +
      'tractorar tract~ tradicional tradi~ traduccion traducir traductor tradu~ traer traje ' +
      'tramitar tramite trami~ transcripcion transcrito transferencia transfusion transportar ' +
      'transporte transportista trans~ traslado trasl~ traspaso trasplantar trasp~ trastero ' +
      'trastornar trastorno trast~ tratamiento tratar trata~ trato travesio trave~ trazable ' +
      'traza~ tren tres triatlon triat~ trimestral trimestre trime~ tripulacion tripu~ trivia ' +
      'trivial trivi~ trocar trofeo tropical tropico tropi~ trucar truck truco trueque trueq~ ' +
      'tueste tupperware tuppe~ turismo turista turistico turis~ turnar turno tute tutelar tutel~ ' +
      'tutor tutorar tutoria tutorial tutor~ ubicacion ubica~ ubrique ubriq~ ukelele ukele~ ' +
      'ultimar ultimo ultim~ ultraprocesados ultra~ unico unidad uniformar uniforme unifo~ unir ' +
      'universidad universitario unive~ up urbanizacion urbano urban~ urgencia urgente urgen~ ' +
      'urico usado usar uso usuario usuar~ util va vacacion vacacional vacac~ vaciar vacio vacuna ' +
      'vacunar vacunatorio vacuno vacun~ valencia valen~ valor valoracion valor~ vamos van ' +
      'vaquita vaqui~ variar variedad varie~ vario vaso vayamos vayam~ ve vecino vegano vehiculo ' +
      'vehic~ veinte vela velar velero velocidad veloc~ ven vencer vencida vencimiento venci~ ' +
      'vendar vendedor vender vende~ vendimia vendimiar vending vendi~ vendo venir venta ventana ' +
      'venta~ ver veranar verano veran~ verbena verbe~ verbo verdad verdura verdu~ verificacion ' +
      'verif~ version versionar versi~ vertical vertigo verti~ vestido vestir vesti~ veterano ' +
      'veterinario veter~ vi via viajar viaje viajero viaje~ vial vid video videoblog videojuego ' +
      'videollamada video~ viejo viernes viern~ vigilancia vigilante vigilar vigil~ vineta vinilo ' +
      'vino vinoteca vinot~ vintage vinta~ violin vip virtual virtu~ viruta visibilidad visible ' +
      'visib~ visita visitante visitar visit~ vispera vispe~ vista visto visual vital vitamina ' +
      'vitam~ viudo vivero vivienda vivie~ vivir vivo vlog vocabulario vocab~ volar voleibol ' +
      'volei~ voley volumen volum~ voluntariado voluntario volun~ volver vomito votacion votac~ ' +
      'votar voto voy voz vuelo vuelta vuelto vulcanizadora vulca~ wars waterpolo water~ wattpad ' +
      'wattp~ webinar webin~ wedding weddi~ whatsap whatsapp whats~ wifi wiki yoga youtube youtu~ ' +
      'zapaterias zapatero zapatillas zapato zapat~ zombies zombi~ zona',
    weights:
      'AAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAwAAAAAA/gABAAADAAAAAAD+AAEAAP8A/wAAAAAAAAIAAA' +
      'ABAAAAAAAAAAD/AAAAAAAAAAACAAD+AAAAAAUAAAD/AP4AAAAABQAAAP8AAAABAAAAAAAAAAX/AAD///8A/wD/CP8A' +
      'Av/+//////8I/wAC//7//////wEM/v3+//3+/wD+AQz+/f7//f7/AP4BDP79/v/9/v8A/gAAAAD/AAAAAAMA//b+//' +
      '7//f/+AhQAAAAA/wAAAAADAP8DAv////7//wICDhj+/fz8+v38+Pv+EQMM//v7DPn87fkIAP/3/AYV+PcDAAAAAAAC' +
      'AAAAAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAB//+/wD///8BAAAAAAAAAAAAAAAAAA/4+/wOCfb5/Ab6AAAAAP8H/g' +
      'AAAP4P9/v7DRD0+fwF+AAHAP7//QAAAgD+AAX//P/7//0C/wkABf/8//v//QL/CQD////5BP///wn/AP8H//8A//8A' +
      '/v8A/wf//wD//wD+/wAI+/wY/vv9/v34+An+/Rn++/7+//j4Cf79Gf77/v7/+AT/BP79//7///wIBP8E/v3//v///A' +
      'j//v/////+//8DBf/+//////7//wMFA/0D/Pz//f7+/w4HAAAA/gAAAAD+AAYAAAD+AAAAAP4ABwAAAP4AAAAA/gD/' +
      '///+/v//Df7//wAAAAAAAAACAAAA//7//v7//w79//8AAAD+AAAGAAAA/wAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAA' +
      'AAAAAAAAIAAAD/AAAAAAAABAAA//7//v///f8M/////v7+///9/xD//wAAAP8AAAMAAAAAAAAA/wAAAwAAAAD//QD+' +
      '///9//8DCP/9AP7///3//wMI/wD///////4J////AP///////gn//wD///8AAP///v8GAAAAAQABAP8AAAAA////AA' +
      'D///7/BgAAAAj/AAD//QD/AAAAAAABAAAAAAAAAAAAAAEAAAAAAAD7/wAAAAj/AAAA/hP9+vwK+P4L/fUA+/8AAAAI' +
      '/wAAAP0P/Pn8CgD9C/30//7/Ef/+/v3//v0A/wz7////AP///v/9Cwz+/f7+/v37AAAAAAAD/gAAAAAA//////////' +
      '8ACAD/////Av3//wAIAP4A/wAA/v//CP8A/gD/AAD+//8I/wkI//78//7+/v/+CQj//vz//v7+//4AAAAAAAAAAwAA' +
      'AAAAAAAAAAADAAAA/QAAAP8H/gAAAAAAAAAAAAL/AAAAAP3/AAD/Cf0A/wAAAP8I//8A//8A/v///wj//f77Df/9/P' +
      '//CP/9/vsN//38AP///v0A/wz+AP////r+//7/E/7//v/++vz8/v4f/P/9AAAAAAACAAAAAAAAAAAAAAIAAAAAAP7/' +
      '/vn8ARf7Bf75/v/++fwBF/sF/vkAAAACAAD/AAAAAAAAAAIAAP8AAAAABQAAAP8A/wD/AAAFAAAA/wD/AP8AAP/+AP' +
      '//AAD+AP4J/v3++/4j9f7+/vsA/gD/AP///wAABwD+AP8A////AAAHAP7/AAAAAAAFAP8A/v8AAAAAAAUA/wD+/wAA' +
      'AAAABQD/AP8AAAAA/AAAAAf//v/8/v//BA/9/f/+//z+//8ED/39//z//P3++wQP/QQCAAAAAAAAAAD/AAIAAAAAAA' +
      'AAAP8ABv8AAv8A/AD//wAG/wAC/wD8AP//AAb/AAL/APwA//8AAAAAAAD8AAAABQAR/f7++/37//8G/hH9/v77/fv/' +
      '/wb+Ef3+/vv9+///Bv4CEv369f7/BekRBQES/fr1/gAF6RAFARL9+vX+AAXpEAUH/wD//wAAAP4A/wAAAAAAAAD/Ag' +
      'AAAAAAAAAAAP8CAAAAAAAAAAAA/wIAAAUAAP/+AP8AAAAABQAA//4A/wAAAAAE//7///////8G/gP/BAT/AP////3/' +
      'A/4CA/7//v/+Bfz9Av39/fwG+v/7FP0C/f39/Ab6//sU//7//BT9/vz//v7//v/8FP3+/P/+/gAAAP0A/wD/BgAA/f' +
      'r8+iT7Cfz7/ff+/P77Jf76/fz++f36/Pok+wn8+/33/vv/BP3++/8AAQ7++/8E/f77/wABDgAAAAAAAAAAAQAAAAAA' +
      'AAAAAAABAAAAAAAAAAAAAAEAAP/+/gAGCvsD//76//7+AAYK+wP//voA/wD//wAEAAAAAAD/AP//AAQAAAAA/wf+/P' +
      '7+AP78Awj/B/78/v4A/vwDCP8H/vz+/gD+/AMIAAAA/wUAAAAA/gAAAAD/BQAAAAD+AAAEAAAAAAD//wEAAAQAAAAA' +
      'AP//AQAABAAAAAAA//8BAAL6/vr+/vwO+v4OAP8AAAAAAwAAAAAA/wAAAAADAAAAAP/+//3/Dv///v//AAACAAAAAA' +
      'AA/wAM/P///vwV+//79Qz8Af7+/BX7//v1/gX9/Az+/P0DA/r+Bf38DP78/QMD+v4F/fwM/vz9AwP6AAAAAAAC/wAA' +
      'AAAAAAAAAAL/AAAAAAAAAwD/AAAAAAAAAAADAP8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAP8AAPz+AAkAAAAA/wAA/P4ACQAA//7//v3/C////QX/AAAA//4GAAAA/v7/AAD//QoAAAD+//7//v3+B/8O/P38' +
      '+/77+fob/Qz4AP7++//8//z7/x38/v77//z//Pv/HfwAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAQD/BQ' +
      'D////+/gH/AgIAAAAAAAAAAAD//wUA/////v4B/wIAAAEAAAAAAAAAAAAA/wAAAAAAAAP/B/3+/gL//v7/DPf5+v/7' +
      'C/z4+/0XBf/4/fkO+vb6/CT8AAAA/wAAAAADAAAAAAD/AAAAAAMAAP8C//7/CPz//QP///7//v4I/P/9AwQAAAD/AA' +
      'ADAAAAABLu9/ryTPPxEPLrAP8AAAAABQD/AP4A/wAAAAAFAP8A/gAAAP4AAAAAAwAAAAAA/gAAAAADAAAAAAD+AAAA' +
      'AAMAAAD/AAACAP8AAAH/AP8AAAIA/wAAAf8A/wAAAgD/AAAB/wAAAAAAAAABAAAAAAAAAAAAAAEAAAAA/wAAAAX/AP' +
      '8A/wD/AAAABf8A/wD/AP8AAAAF/wD/AP8AAAAAAAAAAAABAAIAAAAAAAAAAP8AAgAAAAAAAAAAAAAEAP8AAAAAAAD/' +
      '/wQA/wAAAAAAAP//AP///v8D/wf+//4A///+/wP/B/7//gAAAP8AAP8G////A/3//gD///kP//356PQCDO73MBz19g' +
      'AAAAAGAP4AAP//AAAAAAYA/gAA//8AAAAAAAD/AAD8BwAAAAAAAP8AAPwH/v7+BP3+Efz//P4AAAAAAAACAAAAAAAA' +
      'AAAAAAIAAAAA/v7+BP3+E/z//P0AAP8JAP////8A/QAA/wkA/////wD9/////v4KAP//AAD////+/goA//8AAAAAAA' +
      'AAAAIAAAAAAAAAAAAAAgAAAAAA/QD/AP7/AAkA/wD9AP8A/v8ACQD/AAABAAAAAAAAAAAA//8E/v////0ABgD//wT+' +
      '/////QAG/f8AAP7/CQAAAP8H//0H/vsF/v///QL4+wAA9RIEDvz3/P3//f38HPsA/v0G/wAAAAAAAAAA/Ab/AAAAAA' +
      'AAAAD8CQL4Cw0A8P307RcAAAD/AAX//gAAAAAAAP8ABf/+AAAA/w3//////v///v0hAfT8A/0D/Pr5+v8N//////7/' +
      '//79//z++v7+H/7/+/v//P76/v4f/v/7+wAAAPgA//8AAAAKAAAA+AD//wAAAAoD/////wb//////wP/////Bv////' +
      '////0A////Cv8A/////QD///8K/wD//wAAAgADAP//AP//AAADAAAAAAAA/wD+/g3/A//+/v/7/wAAAAAAAAEAAAAA' +
      '//0A//8ADv8AAPn++w3+Av8O/f/79wD+AAAAAAYAAAD+AP4AAAAABgAAAP4R///+/////v7+/P79BhH8+/r//fwGD/' +
      'wFDvv6+f36+gIM/v/+B//2///9AgD/AAQAAAAA/QAAAP8ABAAAAAD9AAD//P///v7+//3/Ef/8///+/v7//f8RAAAA' +
      'AgAAAAAAAP8AAAACAAAAAAAA/wD6AAD/AAAAAAgA+/0I/gz//////P/79wj9C//+//8E/gAAAAAAAQAAAAAAAAAAAA' +
      'ABAAAAAAAAAAAFAAAAAAD9AAAAAAT/AAD/AP8AAAACAQAAAAAA/wAA/wIF/////wD+/wf+/vwX/vz8/f38BP7//g7/' +
      '/v/7//0L/P35Jvz6+/j8+f////7+/v0P/v/+/////v7+/Q/+//79/f77/Qj6/Rb+/fwA/PL6PfP0AfcBAAAAAAABAA' +
      'AAAAAAAAAAAAEAAAAAAPwA/PL6PvPzAfcB+wAAAAAAAAAABwD8/f/+//7+//8T/vz9//7//v7//xP+/////f7/Dv7/' +
      '/P/////9/v8O/v/8/wABAAAAAAAAAAAAAiH07PIC+fUK9B78AP//ABP9//z//AIh9OzyAvn1CvQeAP4A/wkA//3+AA' +
      'AAAAD/AAAA/v8GAAD+//4J///7/Qb/Av//9////v///w8C///+AAD/////BQL///4AAP////8F/v39J/39/Pj7/vr+' +
      'CP0h/f38+Pr+9/4I/SH9/fz4+v73AP8EAAAAAAAAAAAA/wQAAAAAAAAAAAD/BAAAAAAAAAAAAP8AAP4A+wAA/A3/Aw' +
      'AAAAAAAAD/AAAAAgAAAAAAAP8AAAAAAAABAAAAAAAA+wAAAAD/AAD7DQD7AAAAAP8AAPsNAAAFAP8AAAAA//8AAAUA' +
      '/wAAAAD//wD+/wv//v////7/A/3/AQAB/wAAAAAD+/8M///////9/gAAAAAAAAAAAAAAAAAAAAAAAAAAAAD/9P////' +
      '7//wL/EQH7AP7+/Pz+BQUIAfD//v78/P4EBRX+/QsX/fL+/f39/gD+AAD/AAj/AAD+AP4AAP8ACP8AAP7//wf//v//' +
      '//8C/v4AAP4N/gD///z///4MAgX9/vr9+Ab8/Q8AEvv8+fz2BP7+AiH9/fz9+/r4/v4CIf39/P37+vgA/wADAAAAAA' +
      'AAAAD/AAMAAAAAAAAAAAAAAAD/AgAAAAAAAAAAAP8CAAAAAP4ABgAAAAD/AP4AAAAAAAEAAAAAAAAAAAAAAQAAAAAA' +
      'AP4ABgAAAAD/AP4A//7//gX//v/7DvsABQAAAAAAAP0AAP8C//4E//7/+A77AQAAAAAAAAAAAAABAAAAAAAAAAAAAA' +
      'EAAAAAAAAAAAAAAAAA/wAAAAMAAAAAAAAAAAAAAv8AAAAAAP8AAAADAAAAAAAA/wAAAAX/AAAC/wAAAAD/AAAAAAj9' +
      'AP//AP8AAP8ACP0A//8A/wAA/wD/AAD+/wAACf///f8AAP7/AAAJ///9AAL//f//////Bv/+/v76/QD9/f0c+wAJ//' +
      '//Bf7///v+AP8AAAAH+wAAAAD+Bv35+w32/PwW+f/+//79F/j+/gL8//7//v0X+P7+Avz//gAA/f8OAAD//PwB/A0O' +
      'A/oK8Pz5/AH8DQ4D+grw/PkA/AD////8/wAADAD8AP////z/AAAMAP//BP8A//8DAP4A//8E/wD//wMA/gEAAAAAAA' +
      'AAAAAA//7//v38Hv7///H7APwMAAAAAAD+APsA/AwAAAAAAP4AAwL///8AAv////8DAv///wAC/////wAAAP8AAAAG' +
      '+wAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAD//wUAAP//AAAAAP//BQAA//8A/v7++P/+BP//DwAB//8EAAD///' +
      '8AAAH//wQAAP///wAAAf//BAAA////AP36/Bv8Dwb59vz4AAD/BQAAAP8A/wAA//8R////APUA/wAAAAAAAAAAAAAA' +
      'AP7+Ff/////1/v8AAwAAAAAAAAAA/wADAAAAAAAAAAD/AAMAAAAAAAAAAP/+/P77/B/+/fz+/gAAAP//AAAAAAX/AA' +
      'AA//8AAAAABf8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAD/AAAA//8AAQMAAAAA' +
      'AAD+AAQAAAAM///+/////v/+/wz///7+/f8B//7/AP0A//4A/v//AQkA/QD//gD+//8BCQX/AP///P//AAX//////f' +
      '8O/v7///4E/v/9/gr9/f4E/gEAAAABAAAAAAAA/wP/BAP//f7//QP/A/8EA//9/v/9Awn//v0M/vn+AAP7Cf/+/Qz+' +
      '+f4AA/sCAAAAAP//AAACAAAAAQAAAAAAAAAAAgABAAD//wAAAgD//v4Y/f3//v3/+gD/AAAA/wMAAAD/AP8AAP8FAA' +
      'D/AP8A/wAA/wQD//8A//8AAP/+/v8AAAkA/wAA//7+/wAACQD/AAD//v7/AAAJAAAAAAH/AP8AAAAD/////////v//' +
      'Dvz////////+//8O/P////////7//w78Hw3z9gL2B/kA/fcEDvT/APv/9hH+/QAAAAAAAP8AAAADAAAAAAAA/wAAAA' +
      'MHAPkAAAAAAAAAAP78/QEB/gr9Cv75/Pr7AP4HCfsT/PYA//8A/gAJAAAA/AD//wD+AAkAAAD8/wH9Df4C+/75/gb/' +
      'Af0N/gL7/vn+BgAAAAD/AAAAAAIAAAAAAP8AAAAAAgD/+QP9+/4c/v/9+v/8/wD+AP7//wANAAAAAAABAAAAAAD///' +
      '///w38////////////Dfz/////BP7+/P8A9AgO/P4E///9/wH9CQD9/gr8/foB+wf9/Qn8CfoC9f/4Hvv6C/EK+wP9' +
      'APoF/PwL+AAAAAACAAAAAAAAAAAAAAIAAAAAAAD//P/9///8/v7/FP/6//4F//wMAv7+AAAA/wAA/wT/AP//+v/9Bf' +
      '78EQH9/gAAAP7//////wAIA/7//Pr+/f7+/RYAAAAAAAAAAAAAAQAAAAACAAAAAAAAAAAAAAIAAAAAAAD8A/sLCgLv' +
      '+Bn59//+/g/+/v4H+v78AAIB//8AAP//Av8AAAAAAAIA/wAAAAACAf//Av///wL/AwT//vr/+////Q347f35Cvn5GB' +
      'gD9gAAAAP+AAAAAAAAAAACAAIAAP//AAAAAAIAAgAA//8AAAD+//7///j//xL/AP//////+P//Ev8A/v/+///4//8S' +
      '//4J/gwB+vz9/Af3AAAAAAAAAQAAAAAAAAAAAAABAAAAAAD/AAAAAP8AAAADAP0G/wL/////Av0A/Qb/Av////8C/f' +
      'f4CwH19foQHff9AAAAAAAAAAAAAQAAAAAAAP8CAAAAAAAA/v8AAAD//w349/oFAvP2+xEe9v8AAP8AAP8CAAABAAD/' +
      'AAD/AAwAAPn+GP78Bv3+/fz6/v0Y/vwG/f79/Pr+/QAAAP0ABv8AAP8A/xn//////v3t/gUAAAAAAAL/AAAAAAAAAA' +
      'AAAv8AAAAAAAAF/wAAAP8A//8DBQT5+vwK+Q76+wAAAAAAAP8AAAACAAAAAAAA/wAAAAL8DgL29vog9gv/7/sAAP8A' +
      'AP///wr//f8AAAcE/v8A//79/wAABwT+/wD//gD5AAAAAP8AAAkAAPkAAAAA/wAACQAA///////7//8M/wD///////' +
      'v//wz//wADCf/5AP////8AAPYADQAAAAAAAAAA9gANAAAAAAAAAP///wAAAAQAAAD///X/DAAABAD/AAD/AP//AP8H' +
      'AP//AAAA/wD+AAQAAAD9+fwT+Q37+gX4BP35/BP5Dfv6BfgE/voBDfr8/vYE/g7+/g/7/v78/v0ABv7+D/v+/vz+/Q' +
      'AGAP8A/wD/B///AP4A/wD/AP8H//8A/gIAAAMA//8AAP4AAgAAAwD//wAA/gACAAADAP//AAD+AAD//wAAAAAAAAQA' +
      'AAAA/wADAP8AAAAAAAD/AAMA/wAAAP7+/PX6/fw48/z5AP//Df///v7///0A//8N///+/v///QD//w3///7+///9AA' +
      'AAAAAAAQAAAP8AAAAAAAABAAAA/wD/AAQAAAD/AAD/AP8ABAAAAP8AAP8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAr/' +
      '//////7+AP4ACv///////v4A/gD/BQAAAAD/AAD+AP8FAAAAAP8AAP4A/wUAAAAA/wAA/gAAAAIAAAAAAAAA/wUAAA' +
      'AAAP8AAP77+Ppl9/T29vX56/8I//3+Af7+Bf7+AAoA/v///v////8AAwAAAAD/AAAAAAAKAP7///7/////AAABAAAA' +
      'AAT9AAAAAAEAAAAABP0AAAAAAAEAAAAAAAAAAgwHBP36+gH5/f4I/f79/f75/f4KB///AgQAAAAAAAD+////FPz///' +
      '75//////8U/P///vn//wAABwAAAAAA//0AAAAHAAAAAAD//QAA////////BgAA/wD//////////wAGAAAIAP4AAAAA' +
      'AP3/BP///wME//v///8E////AwT/+///AP8AAAAA/gAAAAQA/wAAAAD+AAAABAD+AAAAAP8AAAAEAP4AAAAA/wAAAA' +
      'QAAAAAAQAAAAAAABH7AvkK+wL9/vv8AAAAAAAA/wAAAAQA/wD8AAD//wEABgD/APwAAP//AQAGAP8A/wADAAAAAAAA' +
      '/wD/AAMAAAAAAAAAAgAAAAAAAP8AAAACAAAAAAAA/wAA/wkA/wAA/wD8AAD/CQD/AAD/APwAAP8JAP8AAP8A/AAAAQ' +
      'AAAAAAAAAAAAABAAAAAAAAAAAAAAD//wD//wb/AP8AAP8IAAAAAAAA+gAA/wgAAAAAAAD6//0A/g3//gP8//7//QD+' +
      'Df/+A/z//v//Av/////+/wr9//8C//////7/Cv3+/gD/AP4QAP/9+/7+AP8A/hAA//37AAMAAAAAAAAA/wABAAAAAA' +
      'AAAAAAAAEAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAEAAAD//wAAAAb/AP8AAAAAAAAA' +
      'AgAAAAAA//7//wAH/wD/AAAAAAAB/wAAAAAAAAAAAAH/AAAAAAD/AAcA/wD/AAD9AP8ABwD/AP8AAP0AAAAAAAAAAQ' +
      'AAAAAAAAD//wUAAP//AAAAAP//BQAA//8AAAACAAAAAAAAAAAAAP0ABQAAAP8AAAAA/QAFAAAA/wAAAAD+AAD//v8A' +
      'B/8A/wb////+/v4F/wAFAP8AAP4AAAD/AAUA/wAA/gAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAABAA' +
      'T/AAD/AAAA/wAA/wgDDf79/vv6/vwDCAj8+vr88B76+fkACAEAAAAA//8A+AgLDv39/vv6/vz//v75///+HPr/+//+' +
      '/vn///4c+v/7AAD//gAAAAcA/AAA/gAAAAD/AAAABAAAAAAAAAAAAAAAAAUAAAAAAAD8AAD7/wL+9fsJ//8EDfsDAv' +
      '71+wn/+wQNAAD/AAAA//8ABAD//wAAAAAJAAD7AP//AAAAAAkAAPsAAAAAAP8ABgAA/v4AAwD/AAAAAAD/AP//AP//' +
      '//P//xT//gkAAAAAAAD/APwAAAAA/wAGAAD+/gUIAAD/AAAA///4BQgAAP8AAAD///gA///7///+/v//Dhb8+Pz+//' +
      'z1B/8HAAAAAAD/AwAAAAAA/////v/6///8E/8A//79/wL///sN/gT///7+BP//C/YA/////v/6///8E/0E/v37/Qb+' +
      '/gYDAAD/AAD8BgD/AAD/Agj9/v37/gX8BgD/AAAAAAMAAAD/AP8AAAAAAwAAAP8U+wAB/v379AkD+gAJAAAAAP8AAA' +
      'D5EwMAAf79+vQIA/QAAP8AAPwGAP8AAPnyCfI5+vXx9fwQAP4AAAAA/wAABQAA/gAAAAD/AAAFAAAAAgAAAAAAAAAA' +
      'AAACAAAAAAAAAAAAAAAAAgAAAAAAAP0F/PwgB/X9+/z2//3+/hEI9//8//39Bfz8Iwf1/fr79v/9AP//AP7/AAUD//' +
      '0A//8A/v8ABQMA/gD//wD9AAAACAD+AP//AP0AAAAI+yD0+/QA+g7vAQr7IPT79AD6Du8BCgAAAAD/APoAAA38AAAA' +
      'AP8A+gAADfz5AAj/AAAAAAD/APkACP8AAAAAAP8A/////v4T/f7+//3////+/hP9/v7//QT/AAAAAP8AAAAAAPoA/v' +
      '/+/wIP//wA+gD+//7/Ag///AAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAP8AAAAAAAIAAAD///79/xH///38AP///v3/' +
      'Ef///fwAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAD+Dv/////+//8C+/7+/gf7/vb8/hIE//v8+wQG/P' +
      'z8FPz/+/z7BAb8/PwU/P4B/Pj6+gf+BPsV/QEF+f/8/wUH/AD+Afz4+voH/gT7FQAAAAAAAAAAAgAA//z+/fz+GfwF' +
      '/vf//wD+//8A////CP/+///+/wn/B//5/vz++/v9GfsG/v//+P7+/wf+/v4Q/P//AA7/AP/8AP78//8ADv8A//wA/v' +
      'z+/hX8/P/9+/3/BP7+Ffz8//37/f8EBwr/Av4H+/z6BfIL+fj+APv8AwYBBQv5+P4A+/wDBgEF/wD+BP73/P79BQ8S' +
      'BPcA/gP3/wAG9//+/gH+/vwX+vz+AAACAAAAAAAAAP8AAAIAAAAAAAAA///+AAH9/vwX+vz9//8D//////7/B////w' +
      'P//////v8H//8A/gT+9/z+/QUPAP7//f8P//7+//8AAAAAAAAAAAIA///8/ir++vv9+fz5AP8AAAAA/wAAAAQA/wAA' +
      'AAD/AAAABAD/AP//AP7//wAJAP8A//8A/v//AAkAAAAABgD9AAAA/wAAAAAGAP0AAAD/AAAAAAAAAP8CAAD99f0R+w' +
      'L7Ffz9+f31/RH7AvsV/P35AAAAAAAAAAIAAP8AAAAAAAAAAgAA/wAAAAAAAAACAAD/Av//+////gAAC/8C///7///+' +
      'AAAL/wAAAAAAAAAAAQAAAAAAAAAAAAABAAAF///////+//8F/QX///////7//wX9AAAAAAAAAAACAP8AAAAAAP4DAA' +
      'AAAAAAAAAA/gMAAAAAAAAAAAD+AwAAAAAAAAAHAAD/AAD//AAAAAIAAf8AAAAAAAAABwAA/wAA//wAAAACAP8AAAAA' +
      'AAD/AgAAAAAAAP8AAP8CAAAAAAAA/wAAAAAAAAL/AAAAAAMAAAAAAP4AAAAAAwAAAAAA/gAAAAAAAAAAAAIA/wAAAP' +
      '7+//r//v8OBf7+/f79C/37/QYJ/P39/v0L/f39BQn8/QQAAAAA/QAAAAAABAAAAAD9AAAAAAD+A/4J/v39+vwBB/4D' +
      '/gn+/f36/AEH/gP+Cf79/fr8AQcAAP/+///+Cf8A/wAA//7///4J/wD/AAAAAP8ABgAAAPwAAAMAAAAAAAD+AAAAAA' +
      'D/AAYAAAD8AAAAAP//BAAA//8A/wAAAAAK/wD8/gD/AP///g7///v+AP8AAAAAAAABAQD9C//////////9AQD/AAAA' +
      'AAAAAQEA/Qv//////////QEB/f8KBv7+APz+/AH9/woG/v4A/P78AAABAAACAP8A/wAC+f/+/gv7/v/+Cvv/Dv7+//' +
      '/8/gf+AAAB/wAAAAAAAAL6/g/+/v///P4GAAAA//8AAAAABAAAAAsA+gAAAAD/AP0ACwD6AAAAAP8A/QD8////Bv//' +
      '/wIBAAAAAwD/AAAAAAAAAP//AAAAAAQAAP/8/wL/Bf///wIB//j9+/4TCwf7/fcAAAAAAAAAAAIAAAEA/wkA//////' +
      '/9APf8BP0SCgb8/PMA/wD//wAAAAUA//79Ffz6/v7+B/38/v0V/Pr+/v4H/fz/////BP/+/wYA/Pn6Cvz6/fQV+/oS' +
      '////BP7//gn+/f///v4B/f7+Fv39+wf6/v4X/vz9/v36B/r+/hf+/P3+/foG+Pz/FPz6E/v69gD///z///4Q/P//AA' +
      'D//wAAAPwAAAcAAP//AAAA/AAAB/sT/PYB8QX4+vYfARX89QDxAfj99R7///8H////Bf8A+v///wf///8F/wD6//8D' +
      '/////gAA/wX//wL9/v79////DQACAAAAAAAA/wAABfr/Cf8C+/4D/v4P/v4F/v39+f/5BwH8Dw73/Pv6+fkLAfwTEP' +
      'j8+/r5+QMB/A8O9/z7+vn5Cw/9/QX9/fz//vkF//3+Cgv+/v7+/vv//f4KC/7+/v7++wD+AP//DP3////+AP4A//8M' +
      '/f////4H/v7+/v///f0L/wf+/v7+///9/Qv/AP8AAAAAAAAAAAMA/wAAAAAAAAAAAwD//xH///8A9QD/AAAA//8ABw' +
      'AAAPwAAAD/AAADAP8A/wD/AP///woAAAD7AAf///8A////AP8C/QL9/wYC///9/wL9Av3/BgL///3/AvX9+g37/AQS' +
      '/fsC9f36Dfv8BBL9+wjz/QL8+/sV/QT9BP8AAAAA/wAAAAAA/vsAAAAAAAAJAP/4/Pv7DQ78+wQC//j8+/sNDvz7BA' +
      'L+9vj6+wwN/PsNAf/8/////wT///8H//z/////BP///wf//P////8E////BwAAAgAAAAAAAP8AAf8CBf8D/////vwB' +
      '/wIF/wP////+/AH/AgX/A/////78AAD/AAAAAAAAA/8AAP8AAAAAAAAD/wD/Av//BP//////BAAAAAAAAAAA/wAE//' +
      '////8A//4FAAYj+/sW/fn6//blBP//////AP/+BQAAAAD9AAUAAAAAAP4N/v39EPr++v78/g3+/f0Q+v76/vz+Df76' +
      '/RX6/vr9/AAAAAD/AP8AAAP///4C/v/+/vr//xD//gH+/v79+v8CD/j/Fv////////r///0AAAAABgAAAP///QAAAA' +
      'AGAAAA///9AAAAAAYAAAD/AAACAAAAAAAAAAAAAAMAAAAAAAD+AAAAAwAAAAAAAP4AAAADAAAAAAAA/gAAAAAAAAAA' +
      'AwAAAAAAAAAAAAADAAAA/gD//v////8AAgX+AP/+/////wACBf4A//7/////AAIF//7+/v78/v4T//7//v7+/vz+/h' +
      'T//v/+/v7+/P7+FP/+//3//fz//v0Z//sA/wAAAP//BgD+AAQA/wD+AAAAAAAA/yT9/f3+/P78+Pz/JP39/f78/vz4' +
      '/AAAAP8BBf0AAAAAAAAA/wEG/f//AAAAAAAAAAAAAAAAAAD+AAAAAP8AAAAEAP4AAAAA/wAAAAQAAAABAAAAAAAAAA' +
      'D/AAD/AAAAAAT/AP8AAf8AAAAABP8A//8G/v//Bv0A/QD//wb+//8G/QD9AP//Bv7//wb9AP0AAAIAAAAAAAAAAAAA' +
      'AgAAAAAAAAAA/f8A/g3///////7//wMAAAAAAAAAAAD8AP///w/+AP/7AP8AAAMA/wH/AAD/+//9Af8F/g3+/P/7/v' +
      '4F/gT/DP78APwA////D/4A//sA//8R////APUA/wAAAP4AAP/+/wAH//8DAAAAAAAAAAD//f8F/xD++P///f/9/wX/' +
      'EP74///9/wD/Df///v7+//3/AP8N///+/v7//f4P/f4L//3+Avn5AAAA/wQA/wAA/wAACQD+AP4A/wAA/gAJAP4A/g' +
      'D/AAD+AAkA/gD+AP8AAP7/Bf79/wAF//4B/wAAAAQAAAD/AAD/AAAABAAAAP8AAP8I8/0C/Pv7Ff0E/f8AAP7/AQAJ' +
      '///9+Qj59Pj3HPYCHvL5CPn0+Pcc9gIe8vrv+xD2+PUgDvgEAAAAAwD/AAAAAP8AAAADAP8AAAAA////////C/3///' +
      '//AP8A/wf/AP/+AP8A/wD/B/8A//4A//f49OQOSgXpEPfsAP0A/gD/AAIH//7//QAG////AwH//v/8/vz9Av4Z+/79' +
      '/vn+Av0B/Rz8/fsj/fT9/f/9/v/9/Tj6DwX98fH08wznW/cDAvrv7vLyCuQM/f78/f0J/f0L9gz9/vv9AQn8/Qv1DP' +
      '3++/0BCfz9C/UA/gAA/wD+AAD7CwD+AAD/AP4AAPsLAAABAAAAAAAAAAAY8PkB+u8BGhv65QEAAAAAAP8AAAAAAP4A' +
      'AAAAAAAAAAQA/wUAAAAA/wAA/gD/BQAAAAD/AAD+AAAE//8AAAD/AAD8+QH8LP35+vr8+wD/AAAFAP4AAAD/8/v6/S' +
      'b8/f3+BPwABfn6/PXx/hkDDf0L/QD/Dvn+/Qb0/BT7+f0I9/wEAf78FPv5/Qj3/AQB/gD8AAIA//8AAAAF+f0CAvj+' +
      '/QL+GP0A/wD/+gD/AAAACwD/AP/6AP8AAAAL////CQP9/v////3///8JA/3+/////f/+AP///wn///7/B/0AAP0AAA' +
      'AAAAAH/QAA/QAAAAAAAAAEAAAAAP8AAAD+/QH9+/0CBv0V/fcBAAMAAAAA/gAAAAEAAwAAAAD+AAAA/vYC/PP5+P/4' +
      '+TsAAA7//////v8A+gv//f3//wD/AP8BAAD//woAAP/9AP0E9Qz3+/f2+/T4MwAV/wX3Av0CA/X2BxH+AvcF/AEC9/' +
      'UHEf4C9wX8AQL39QAAAAD/AAYAAP7+AAAAAP8ABgAA/v7///8GAAD///8A/wAAAAAAAAQAAAD+AP4AAAAABQAAAP8A' +
      '/gAAAAAFAAAA///+Af7/APz/AP8L//4B/v8A/P8A/wsAAAAAAAADAAAA/gIABP/+/////wL+AAACAAAAAAAA/wD/AA' +
      'b//wD///////8ACP////////7/AAUAAP8AAAD+AAAAAP8GAAD//wAA/v8E/wX//////v/+//7+AP8AAP//CAD//v4A' +
      '/wAA//8IAP7+AQL///73/v8S/v4BAv///vf+/xL+/gEC///+9/7/EgAAAAABAAAAAAAAAAAAAAEAAAAAAAD//wD///' +
      '/9/wAACvwCBfsB/An8AfkF////AQr/Av8D/Pn/AAD+/wAABwD+//oABPsK+wf6BPUI//7+Bf4CAfYL//7++f0M/Qv8' +
      'AAb+9v33/BH7Dv72Ef31+vUD/Pz6Dvn88yYV+/j+B/35/v78BP8AAAACAAAAAAAA/wAACAH///8AAPwU+/gGCPz4/f' +
      '78AAAAAAUAAAAAAAD+AAAABQAAAAAAAP4C+fwU/f79Dvv8+PwCBfsB/An8AfkF/AIF+wH8CfwB+QX+APQAFv/9////' +
      '/wAA9gAMAAAAAAAA/gD0ABb//f////8AAAAAAAAA/f8GAP//AP//AP4J/gD///8A//8A/gn+AP8ABQAA//8AAP//AP' +
      '39+/v/+fkaFfr2A/7/BgD+//8A///////+Cv8A//wAAP////8K/////QD/AP8A/Qj//wL+AP7/Av/9CA7+//MA/fkU' +
      '+An8CvXrJ/TxAPgA/wAQAAD8AP8A/wv8/wAA//4A/gAAAAAAAAAAAQAA9w37ABX+6QMz6+MAAAAAAAIAAAAAAAAA//' +
      '3///8L+wD/AAAAAAACAP8AAAAA///9/wT/Cvv//wAAAAAAAAQAAAD+AAAAAAAABAAAAP4AAAP/AAAAAAD//wAAAAAA' +
      'AQAAAAAAAAAAAAABAAAAAAD//wP//wADAAD//gAAAAIAAAD/AAAAAAAAAgAAAP8AAAD+9/cGDvwA+wX7Ch79Av7++/' +
      'r+//74DAEE/AL2+fP89hsC/wb//////wAA//3+//3/F/j////+/gsAAAAAAP8AAPoiCAv3/gjq7vrzCwD9AP4ABwAA' +
      'AAD/AP0A/gAHAAAAAP/+Bv78Fv399wP9+wcAAP//AAAA/QAAAAAAAwAAAAD/AAAAAAADAAAAAP8AAPwRAPgN+PfwIv' +
      'n2/wAI/wMA/wD8/v//AP8CAP///gf//gEQBfoO9/XtIfbyAAQA////AAAAAAD/EP/9/v7+/f///v///wf///8B////' +
      'A/8AAAAAAAAAAAABD/0E/f3+//7+/fz5/wn8/PofAfv2/Pn/Cfz8+h8B+/YFAAAA/wD/AP8AAAUAAAD/AP8A/wAABQ' +
      'AAAP8A/wD/AAD7/P77/fz9KPv++vv8/vv9/P0o+/76CQD+//8AAAD+/v8JAP7//wAAAP7+/wkA/v//AAAA/v7/AQL/' +
      '/v8O/v3//f3+/v77/QP9/v4U/v8A/fn8Efv7/RH7AP8AAP8A8QAA/RUA/wAAAAAAAAgA+gD//////wD8/wv/AP///v' +
      '////wHC/oAAAQAAAAAAAD/AP/8//7////+//4QAAAEAAAAAAAA/wD//AP+///+/f/8DwECAAX//v///gD/AQIABf/+' +
      '///+AP8AAAAABwD/AP8A/AAAAAAHAP8A/wD8AAAAAAcA/wD/APwAAAAAAAAAAAAAAwAAAAAAAAAAAAADAPb8+P38+/' +
      'ou/vsAAAAFAAAAAP4A/wD2/P39/Pv6LP37//v9DPsJ/v4H/Pv7AAAAAAAAAAAHAAAGAAD//wAA//4AAP///v7//f//' +
      'BAgA///+/v/9//8ECP///wD/DP7///79+f77CfcS9/wEBAAA/wD/AAUAAAD/AAD/AP8ABQAAAP8AAP8A/wAFAAAA/w' +
      'D/AAL/AAAA/AD/B/8AAv8AAAD8AP8HAAAAAAAAAgAAAAAA//8P///9//8A+wAAAAAAAP8AAAMA//7+Dv7///7/AvsX' +
      '/Pr3APsX+/34+Rf8+vgA+xf7/fj5AQAAAAAAAAAAAAD+BAAAAAAAAAAAAAX8AAAAAAAAAAAA+f3//g7/+//9/gv/AA' +
      'f//wD//wD///n9//4O//v//f4LE/kA9Q35Efj59AL6/vf7Kv78/f37/Bj8/Qb7/v7+/fr7MPf9/Pn8/vz/+Pn+//8A' +
      '/f/+/v//Df8AAAD8//4A//8K+Pb1DR/9Bvj1+Ao+8fD8F/f19fjtCP//AAcA////AP////8ABwD///8A//8LAAD/+g' +
      'AAAP///wADAAAAAAAAAAD+/wcA//4A/wAAAAAJCf8F9/79/v///AAAAAD/Bf8AAAD/AAAAAP8F/wAAAP8AAAAA/wX/' +
      'AAAA/wAAAAQAAP//AAD/AP4AAP4A/gAA/wkA/gAA/gD+AAD/CQ39///9//z/AAP+CAb///kA/wAAAP3vBubsF/0f7e' +
      'wlCPkB/v8H/wH//wED+wfj7BL6GerqKA8N+//+/wH//Qb/+wcLAP0A/v3+//36FQf++/8A/PsF/PUAAAACAAAAAAAA' +
      'AAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAA/wAA/v4MAAD9/QD/AAD+/gwAAP39AP8AAP7+DAAA/f0B/QADCP39+/0J+w' +
      'H9/wII/f0E+Qn7Af3/Agj9/QT5CfsAAAD+AAAAAAAEAAAAAP4AAAAAAAQAAAAA/////wf/AP8AAAD/////B/8A//8A' +
      'Bf8AAP//AAD//wAF/wAA//8AAP8AAAUAAAAA/wD+AAAABQAAAAD/AP4A+QAJ/wAAAAAA/wD5AAn/AAAAAAD/AAD+/x' +
      'D////9//79+wD/AAAACQAA/wACAAAAAAAAAAAAAP3///8AAAkAAP4AAAAAAP4A8wAA/BYLBf8G/P7+/fn//f/8//z/' +
      'Fvz//v7///wH/P7+AvwN/v0AAAAAAAAAAAAAAAD/AP4AB/8A/wAAAQj6+/3/CvkN/vj/AAD+//r//Q8A/wj9BPr4E/' +
      'n1Evr4AAAAAAAAAAABAAAA/wD//wAAAAUA///7AAL7Aff+Cf0MAP8A//8A/wAFAP8B/gED/f/5/wX9CP///wP/APv/' +
      'BQAB//7/AAAA/gAAAAYAAwAAAAAAAAAA//8B////AP4AAAAG/vv+APwJDQL7/fsAAAD/AAAAAgAAAAAAAP8AAAACAA' +
      'AA//wD/f7+/f0DBwT//AL8/f78/AEGDf/8Avz9/vz8AQYNAAAA/wAAAAADAAD4+gwO///+/f/+/fj6DA7///79//79' +
      '/f77/hz6//7+/v0AAAAAAQAAAAAAAP///v8EAP///wADDfwE//71/v7/CP7//f3/AP8AAAAL/w38BP/+9f7+/wj+AA' +
      'AAAAADAAAAAAAAAAAAAAMAAAAAAAAA/wADAAAAAAD/AAD/AAMAAAAAAP///wD///8K/wD//v/+/v////7+/wz///7+' +
      '/////v7/DP8AAAAAAP8AAwAAAAD/AP8ABQAAAP8AAP8A/wAFAAAA/wD//v/+/v8G/v/8Cf/+//7+/wb+//wJ/v///w' +
      '8H/f//9//+////Dwf9///3/wAAAAAA/wAD/wAABv8B/v//Bf///vwA/wD//wD+//8ACQUAAAD/AP8A/wAABQAAAP8A' +
      '/wD/AAAA//8I///+/////wD//wj///7/////AP8A//8A/v//AAkA/wD//wD+//8ACQD///8M///////9AP//AAUAAP' +
      '8AAP8A//8ABQAA/wAA///+AAD+/xD/AP/5AAAAAAAAAAAAAgAAAAAAAAAAAAACAP///xD////3////////EP////f/' +
      '//////8Q////9////////xD////3////FPv//vz//////P8AAP8LAP///wAA+QAA/wsA////AAD5//4M+/79/QwE//' +
      'T//f8c/v39+P3//v/8/hf9/An3/f77//z+F/38Cff9/vsABwAA/wD+////AP8GAP//AP//////AAQA/wD/AAAAAAD/' +
      'Df/+/gD9/////wAA/wYA//8A////AAD/BgD//wD///8A///+//8JAP/+/wD///7//wkA//7/AAAAAAAAAAIAAAAAAA' +
      'AAAAAAAgAAAAAAAAAAAAACAAAAAP8A/P///Q8A//sA/wD8///9DwD/+///CP////8A////AAAAAAAAAAIAAAD/BwX+' +
      '/gr++/3++/8HBf7+Cv77/f77AAD+//8A/wAEAQD9F/38/P76/PsN+wD9/f0J//4JAvr+/vz//v3+/v7/FP78/QwB+/' +
      '7+CAH7/vsQ+fcD+vYD/Bv3/f8AAAAAAAAABgD9/wAAAAAAAAAGAP3/AAAAAAAAAAYAAP8AAAAAAwAAAP4A/wAAAAAD' +
      'AAAA/gry7vEw+xD97/sCAAQAAAAAAAD9AAAABAAAAAAAAP0AAAAAAAAAAgD+AP8CAAAAAAACAP4A/wIAAAAAAAIA/g' +
      'D/Av//AP////7//gUEABMAAP8A/wDx/wAAAQAAAwD+AAL//wAAAf8AAAAAAAADAAAB/wAAAAAAAAP89vj1K/sE/vP7' +
      'Df35/hn7+/z9Cv77AAABAAAAAAAAAAD/////Evv+/////P79//r8EQn//f/6/v3/+vwRCf/9//oACf7+/f39/fr6FP' +
      '/+/wH/BQD/A//+Bgb5/PwB/vwB+A7/Bv3//AL9/P35Ev//BP7///7+Af8G//8E/v///v4B/wb//wT+///+/gH/BgD/' +
      'AAAAAQACAAAA/v8AAwMI/f/+/f8A/wAAAAEAAgAAAP7+/wIDCf0B/f3+CwYC+vv99gD78hgD/v/////+Bv3/Ag4FAf' +
      'n6/PQH+PEa/wAABQAAAP4AAAD/AAAFAAAA/gAAAP36/vtC/Pf76/34AAADAAAAAP8AAAAAAAMAAAAA/wAAAAAAA///' +
      'AAAAAP8A/P7/AP4AAAAACgD8/v8A/gAAAAAKAP8N///+//3//v///w3///7//f/+//8NAgL2AxT49//+9goE//D/P+' +
      '70+fvvAAAAAAAABgAA/f4AAAAAAAAGAAD9/gAAAAAAAAYAAP3+AAAA/wQD/////v8AAAD/AAAABf8AAAD///3+/gv+' +
      'Av///wAA/wD/Bv//AP///wD///8F//8B/wD/AAb/AP///gAAAP8ABv8A///+AAD//P///wD8/gEADAAAAP8AAAAEAA' +
      'AAAfv///8A+wAAAA0AAAAAAP4AAAQA/xn+/Ar9/f37+/z7AAAAAwAAAAAAAP7////9/wD/Cf//AP////3/AP8J//8A' +
      'BPj3/BEc+Pz4/fr//wb//wAA/wD/AP//Bv//AAD/AP8AAwAAAPsA/gAGAAADAAAA+wD+AAYAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAD+EAH99/0I/AP9+wACAAT/AP///v//AAIABP8A///+//8A/wD/Cf/////+/gD/AP8J//////7+//wD' +
      'AP8A/wD//gj//AMA/wD/AP/+CAAAAP8AAAAAAAAE/RcA//3//QAA+vsAAAEAAAAAAAAAAAAAAQAAAAAAAAAA/RYB//' +
      '3//f//+fsAAAAAAgAAAAAA/wAAAAAGAP0AAAD//wAA/wgA/f8AAP8AAAAAAAD/AAACAAAAAAAAAP8AAAIAAP8FAP0A' +
      'AAAAAAAA/wUA/QAAAAAAAAEAAAACAP8AAP8ABAv3/e37HPj89hACCf/+///5////AwAAAAAAAf8AAAAAAAEAAAAAAA' +
      'AAAAAAAQAAAAAAAAAAAAAAAwAAAAD/AAAAAAADAAAAAP8AAAAAAAb/AAD//wD//wAABv8AAP//AP//AP/+//8A/wAJ' +
      '//0ACAAA/wD7AAD/AAAIAAD/APsAAP8AAAAA/wAA/wAEAAAAAAD/AAD/AAQAAAcA/wD/AP8AAP0A//8A//8ACv//AP' +
      'wH/gABAAADAAD9/QD9AAD/APoAAAAL//8A//8ACv//APz++f/+//8Z/v39/P75//7//xn+/f38AAL//v8A//8A/wX/' +
      'Cv//A//////7//8K//8D//////v/AAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAP8AAAIAAAAAAAAA/wAAAgAC//' +
      '7////+/wcA/wAAAAEAAAMAAAD+AP4EAPv/Dv7+/P4C/QL/+v4O/QX7/P/+//8G//z//v8IAAD/////////B////f7+' +
      'Bf/8/v4HB//9AAD+/QsAAAAA//0AAP79CwAAAAAA/gAA/wD+AAD7CQD+AAD/AP4AAPsJAP8A/gAH//8AAP8A/wD+AA' +
      'f//wAA//8A/vz/AAz/AAD+AAAAAAAAAQAAAAD///78/wAN//8A/v////8S////9QD//////xL////1AP//////Ev//' +
      '//UA/wABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAABv8AAAAA/v8AAAABAAAAAAAAAAAAAAf/AAD///' +
      '7///38/////xD+///+/RL//v75Bv///v0A//8MAAD//wAA+AD/C/n/BP///gD//w3//////v///v37HAcC/PwH+vz6' +
      '8QD///////////8IAAAA/wD/APcNAP8F/wb8///+Bv79/AT+Bfr+/v79CvwDAAD/DQAA////APcAAP8NAAD///8A9w' +
      'AAAAACAAAAAP8AGf/+/v72///8//8Z//7+APb//vz+/v/z//8AAP8L//8IAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAA' +
      'AAAAAAACAAAAAAAA/wAAAP3/BwAAAAD/AAAA/f8HAAAAAP8AAP8A//8FAAAA/wAA/wD//wUDAv/+///+/wAD/wMC//' +
      '7///7/AAP/AAAAAP8A9wAA/w3//gAA/wD+AAAABgIA//7+//T//wIS//3//wD//wr+/////f//AP//Cv7////+//7+' +
      '//n///oY/wb////+Cf7///r+Av78/fwAB/z4EQAAAP8AAAD9/wcAAAAA/wAAAP3/BwAAAAAE/gAAAP8AAAAAAAT+AA' +
      'AA/wAAAAAAAAAAAAAAAAIAAAAE/gAAAP8AAAAAAAP+AAAA/wACAgAAAAAAAP8AAAACAAAAAAAA/wAAAAIAAAAAAAD/' +
      'AAAAAAAAAAD/AAQAAP8A/wAAAAD9AAAABgD+AP8A//0E//8F//78/hv//f35//7//vz+G//9/fn//gD6AAATAP///f' +
      '/6/v8H/QIB/f7+BP75/f/+AP///vsWAPf2BvsVAPv79Rn49SMM6vjtK+byEPsA/////wAKAAMA+P8AAAD//wkAAAD7' +
      '//8E////Bv8A/v3+/gT//f4Y/wL98AABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAPAR5gP19RkD4wArAA' +
      'AAAAAF/QAAAAD+/AQL+wL7+vv/DAAAAAAABf0AAAAAAAAA/gAH////AP8AAAD+AAf///8A/wAAAP8ACv3+/wD//wT/' +
      'Cv8I/f3///QAAAD/AAr9/v8A/wD///7/DQAA+///AP///v8NAAD7//8A/QAA/wD6AAAACwYAAAD//f8AAAAA/vr//P' +
      '3+I/7+/Pb++v/8/f4j/v789g3//v7+AAH////9AAAABAABAAD/AP4AAAAEAAEAAP8A/gAAAAQAAQAA/wD+AfgKD/kF' +
      '+AP8/Pz//f8J//8A/wAA/gH1CRj4BPgD/Pz7AAAAAAAAAAAAAAD7+f79K/kD/Pz2+wgAAAD///4AAP/8AAAA/wAG/w' +
      'D/AP8AAAD/AAb/AP8A/wAAAP8ABv8A/wD/Av4C/////f///gcA/wUAAAD/AAD/AP//Cv/////////+AAIAAAAAAAAA' +
      'AAD+/ggA/vz+Cv7+////////Cf4A//8A/fwT/fsD+Aj8+gP//Pv5/f79Ev3/DQAAAAgAAAD7AAD/AAAACAAAAPsAAP' +
      '8AAAAAAQAAAAAAAAAAAAABAAAAAAAA8xICC/z9/v///P0HAgYE/f/+/f79/QMBCAP8/v38/QP9+xQIDvj8+/z9+PoB' +
      '/v/8/P7+DQf+/AH+//39//8JCP78Af7//Pz+/g0H/vwAAAAAAAL/AAAAAAAAAAAAAv8AAAAAAP///gT//wP/AP8AAQ' +
      'AAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAAIA/wAAAP4AAAAAAAQAAAAA//8AAP3/CP///wD9' +
      '/////AEM/gAA//oAAP////8MAAD/+gAA/////wwAAP/6AAD/////DAEH/wEC+P76C/3+AQf/AQL4/voL/f4ACAAAAA' +
      'D/AAD7AAb/+v////3//wr+AAEAAAAAAAAAAAAFCPr//v/8//8F/gAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAAA' +
      'AAAAAP8AAAADAP8AAAAA/wX//wP///7/////BP//Bv///v///wAAAAACAAAAAAD/AAAAAAIAAAAAAP8AAAAAAgAAAA' +
      'AA/wAAAAcA//8AAAD9AAAABwD//wAAAP3/FP8A/QD+AAD/9f/9AAAAAP8AAAEFAAABAAAAAAAAAAAAAAEAAAAAAAAA' +
      'AAAAAAMA/wAAAAAAAAIAAAAAAAAAAAAAAAADAP8AAAAAAAACAAMA//8AAP8ABPz/D/7//v/+/P4A/wAEAAAAAAD/AA' +
      'D//wgA/f8AAP////7/D/////////3+F/78/f37/v75CAER+yH6+Pf7+/MCAP8A////AgADAAD////7//0W///++gAA' +
      'AAAAAAIAAAD/AAAAAAAAAgAAAP8AAAAAAAACAAAA//4F//8Q/f7//fr//gX//xD9/v/9+v/+Bf//EP3+//36/wT8DP' +
      '0D/QP+/vz8CvwN/fv+A/7+/PwE/Az9A/0D/v78/AAAAP8AAAAF/gD//QEDAP39/PsO+wYAAAD/AAAABf4A//0BAv/9' +
      '/Pz/DfsFBP////8A/wACAP8F/v39Df4D/v3++gX+/f0N/gP+/f76Dv3/+/v+Cf79//4O/f/7+/4J/v3//gP9+/z8/f' +
      'r6IPsCAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAD/AAAAAAMAAAD//wP++/v+H/39/vYA/wAAAAADAAAA/wAACv3/////' +
      '///+/f8A//3/EP8A//sA/wD/BAL/AP8A/wAAAP8AAAAEAP//AAAA/wAAAAQA//8AAAAAAAEAAAAAAAAADPv///////' +
      '/+AAAM+/////////4AAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAA/wAAAAADAAD6/gAAAAAAAAAJAAX+//7+/wD+CwP5' +
      'AP8L/v7///////8AAAD/AAAABAD//wAAAP8AAAAEAP////4AAP7/D/8A//r//gAA/v8P/wD/+v8I////AAABAf77/w' +
      'j///8AAAEB/vsA/QD//gAL/wAA/QAA////AP8MAAD4AP8AAP8ABgAA/QAA/wAA/wAGAAD9AAH/Cf/9////AP//Af8J' +
      '//3///8A/////gD/Ef/+AP36///+AP8R//4A/fr//v8F//4M/v7+/f//ARD7/v/+/v/+//8BEPv+//7+//7//wD//f' +
      'z+/f4HD/n/AP/9/P79/gcP+QAAAAEAAAAAAAAAAgH/Cv///v3//v0CAf8K///+/f/+/f/9/wT+C/39CP34//8A//4E' +
      '/wD/Bf8A/wAD/wX//P////78/wb8FPv4BwH2AP8L/v7////////+////Ev39///+/QAAAAAAAAIAAAAA/v///xL9/f' +
      '///v0AAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAD+AAAAAgAAAAAAAP4ABQACAAAA' +
      '/QAA/gAFAAIAAAD9APr2+fL4Ji739/j0+vb58vgmLvf3+PQAAAAA/wD/AAAAAwAAAAD/AP8AAAADAAAA//8A/wb/AP' +
      '8AAAD//wD/Bv8A//8AAAACAAAAAAAAAP7//v////7/D/0A/wv8A/////7//P77AAX6/vn///4VAAAEAP8AAAAA///8' +
      '+A7+/f33+/sLDvH8I/v8/v0H//z7AAAAAAADAP8AAAAAAAAAAAMA/wAAAPz+CQAAAAAAAP8A/////v///wr//f////' +
      '/+////Cv/9//////7///8K//3/AAAAAAAAAAIAAAAAAAAAAAD/AAAAAwAAAAAAAP8AAAADAAAAAAAA/wAAAAMA////' +
      '/vsN//8A///+//4B+hb//vv9//7//wL/Cf///P7+CAAAAAAA/wAA/P4IAAAAAAD/AAD8/Qb//gD6Fv7++/n//wD///' +
      '////8I////AP///////wj/FwDvAP/9AAAA/wAXAO8A//0AAAD/ABcA7wD//QAAAP8A//8CAP4AAAAABP///wIA/gAA' +
      'AAAE////AgD+AAAAAAT/AAAA//8AAgADAP4AAAD//wACAAMA/v8AAP8AAP//BQD//wAA/wAA//8FAP8A/wAABAAAAA' +
      'D/AAAAAAAAAAEAAAAAAAAA/wD/Bv//AP4AAAAAAAABAAAAAAD/AP8A/wf//wD+AAAAAAAAAAEAAAD5AAr/AQAAAAD/' +
      'APkACv8BAAAAAP8A+QAK/wEAAAAA/wAA/wD/////B////wD/AP////8H////AP8A+wAADP8A//0A/wD7AAAM/wD//f' +
      '8G/wED//8A/v/9/wb/AQP//wD+//0AAAABAAAAAAAAAAAAAAEAAAAAAAAAAfD1AA0D/fz9GPz8A/QFBgH4+/wV+/sT' +
      '/gX6/vv///7//AP0BQYB+Pv8Ffv9//8A/////g3//wAAAAMAAP8AAP8ABfT5BQr7/Qf0H+0b/Qn99v7+//z6/RvxAA' +
      'X++PkE/BfpAAAAAAD/AAX+AP8AAAAAAP8ABf4A/wAAAAAA/wAF/gD/AAAAAAAAAwD/AP8AAAAAAAADAP8A/wEG//8A' +
      'AP4AAAD//BQb/Pv+/Pz4+/j9BxD9+fv4/v0N+wAAAwD/AAAAAAAA+Bsr+PX58/r1CPMAAAAAAP4AAAQA/wAAAAAA/g' +
      'AABAD/AAAAAAD+AAAEAP8AAP8OAAD+//8A+QAA/w4AAP7//wD5AAAA/wAAAAAFAP79+v359vsH9yn8//36/fn2+wf3' +
      'Kfz//vv99/38BAQW/QACAAAAAAAAAAAAAAD7/ff9/AMDFvwAAAAAAAAAAgAAAP8AAAAAAAACAAAA/wD/AP8AAAb/AA' +
      'D+AP8A/wAABv8AAP4AAgAAAAAAAAAAAAACAAAAAAAAAAAAAAAAA/8A/wAAAAAAAAD/AAf//gD/APr+/wH+Agz+/gP9' +
      '+v7+A/0JC/39AvwA//8J/////v////8K/wf//P78///9/wr/B//8/vz///0BAAP/AAAAAAD//wEAA/8AAAAAAP//AP' +
      '8ABAAA//0AA/8AAQD//wb///8A//8A/wP/Bv79/gP+/vn9//sWBfoI/Pf++f3/+xYF+gj89wAAAAAAAQAAAAAAAAAA' +
      'AAABAAAAAAAJ/QD/AP///wT//Qn9AP8A////BP/9A/76AgD7+BT6AgAD/voCAPv4FPoCABAC9/7/9/UL+hrwA/76Ag' +
      'D7+BT6AgD9DAv8+gjw+gQK9QL/AAAAAAAAAAAAABEN+/gK6vkDDPT9/v/+/v8R///9//0A+/b8BSz5/Pr2AAAA/wD/' +
      'BAD/AAD+9/0W/gb6/fwG/f73/Rb+Bvr9/Ab9+AUDA/ATJe75B+YAAAf/AAAA/wD+/wAAB/8AAAD/AP7/AAAH/wAAAP' +
      '8A/v8J/v7/Af////////8MLfj++vT6+vn4Cf7+/wH////////6+yf7Afz6/Pv/+gAAAwAAAAAAAAAAAAADAAAAAAAA' +
      'AAAA/gAA//8JAAD//QD+AAD//wkAAP/9//z/FP/9/vz///3//P8U//3+/P///QAAAP///gcA/wD/AAD/AAD8BgD/AA' +
      'AAAP8AAPwGAP8AAP8ABQD/AAD+AAAA/xL3/Qz5APsF+/v9GPT3Bvb6Gf8D7f4S+/0L+f/6Bfv7AAAAAAD8AAAABQAA' +
      'AAAAAPwAAAAFAAAHAP8A///+BAD6AAcA/wD///4EAPoAAAAAAAIA/wAAAAD/AgX/////Af//AP8CBf////8B//8A/w' +
      'IF/////wH//////v/+////D//8//4AA/3+/v0Q/vsAAAAAAAAAAAABAAAL//7///8D/f/7/wv//f7//wP9Afv//v78' +
      '/vz+G/79+//+/vz+/P4b/v37//7+/P78/hv+/fv+/wD//wAL//wAAP7/AP//AAv//AAAAAcAAP8A/v///wD///////' +
      '//A///Bf////////8D//8FAAAAAP8AAwAA/wAAAAAA/wADAAD/AAH9+wz7HvP5/gP3AAAA/wD6CAAAAAAA/fsK+xn7' +
      '+f0D9gAA/wT/AP8D///+AAD/BP8A/wP///4cEPoT+fj1+/r68QD/AAb/AAD+/wAAAAMABv8AAP7//QD7/P4T//7///' +
      '///wABAP8AAAAAAAAAAAL//v8H/gD///8AAv/+/wf+AP///xYT+Cn3/fH39/Xv//3/Av///xP+//f//f8C////E/7/' +
      '9wP9/An/Efr7+Qb5A/38Cf8R+vv5BvkAAAX//wAAAAD/AAAABf//AAAAAP8AAP8AAP0AAAAABQD+/v8B/gv//gD//w' +
      'AAAAIAAQD+AQAA/v7/Af4L//4A//8A/gAAAP0IAAAA/wD+AAAA/QgAAAD///8E/f8I//////4A//8B/wL//wP//wD/' +
      '/wH/Av//A///Af4A//8H/v8AAP///wAD/v/8////B///AAj////+//8C/////f7//w7+//7/+/8H+gT4Cvz9Bv/+AP' +
      '8ABAD//wP///4A/wAEAP//A////gD/AAQA//8D/wAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAADAAAAAAAA/wAAAAIA' +
      'AAD/AgD+AAAAAAAAAAAAAQD/+f8A/v79/v0BEwD6AAAAAAAAAAAH//n/AP7+/f79ARP/Cf/+/wH/AP7///8J//7/Af' +
      '8A/v//9QgC8gT5DPb8FP//Cf/+/wH/AP7//wIA/wAAAAAAAAAAAAAG/wAA//8A//8AAAb/AAD//wD//wIABv////7/' +
      '/////vn9AQD/+voLCQQAAAAA/wD6AAD/CQAAAAD/APoAAP8JAP8AAAAAAAcAAPwA/wAA/wD6BwD/BQAGAAAA/QAA/g' +
      'AA/wAAAAAAAwAAAP//AAAAAAADAAAA/woAAP////X//wf///3/////+f7/Ff0KAAD////1//8H/wn9//7///L+/xX8' +
      '////C////////f/////+///6//8P/////wv///////3///3/Cv7/+f7+DP4HCv7//v///v/8/QcK/v/+///+//z9//' +
      'j+/f7+G/79//4ABQAAAAD8AAAAAP/9/v3+/hb9/f7+Bv0A//3/+gL//goAAAAGAAAA//0AAAAAAAYAAAD//QAAAP8A' +
      '/f////n//w8A/wD9////+f//DwAAAAAAAwAAAAD///r//P///hf//vwAAAAAAAABAAAAAP/5/vn+AfwQ/v4KAAAAAA' +
      'ABAAAAAAD8AwAIAv/1BBf48AYR+//2FfL6+wL6Bgb7AwYCA/z1AfoBCPoIBxD3/gv46AAAAAIAAAAAAAD/CP/9B/7/' +
      '/v4A/f//Ff4K/vr++vr+/f8V/gv++v76+f78/xX+C/76/vr5/vz//wD/B/////7/Av//AA7/AP/8AP78AP/////+/w' +
      'v///4A//////7/C////gAAAAAAA/4AAAAAAAAAAAAD/gAAAAD+/v/9/hn9/v/8+gAAAP8AAgAAAAAA/v7//P4b/f7/' +
      '/PoI/wD/8vr5CwwG9///AAABAAMAAP8A//8AAAEAAwAA/wD////9//r//w8A/wf9/v3////+CP//B/3+/f////4I//' +
      '/9/f30+0X09vz89P8ABAD/AAAAAP///wAEAP8AAAAA//8A/v4M///+/v///wAAAP8AAP8E/wD/AQD/AAAAAAAAAAAB' +
      'AP//AAD/BP8A/wD4/voF+/3/C/4MAPj++gX7/f8L/gwAAAAAAAIAAP8AAAAAAAAAAgAA/wAABf///wAAAAAA/wAF//' +
      '//AAAAAAD/AAX///8AAAAAAP8AAP8AA////wACAP8AC//7AAD///8A/v8L////Bf79///8/wr+Av4E/f0B//z////9' +
      '/hL+//3//gAAAAQA//8AAAD/AAAAAwAAAAAAAP/+/v8E/RD9/vz//Qb++hH+/f7+///8Bv76Ef79/v7///wAAAEAAA' +
      'AAAAAAAAAAAQAAAAAAAAAA/wb+Bwj89/7///4AFP////////n/+gD+//7//v//Cv//AAAAAAYAAAD8AAAAAAAABgAA' +
      'APwAAP8S/v0D/v7+///5/v76Afz+Af7+Fvr+/voB/P4B/v4W+v7++gH8/gH+/hb6AAYA/wAA/wD+AP/x+gv8Hv38/f' +
      '35BfUR/v4J+v3+/Qf88voL/B79/P39+QXnDAn6Jff5+/oAAf8L//v+Dv7++v38/wT///8P///+9v//BP///w////72' +
      '//8E////D////vb/AAAAAAACAP8AAAAAAAAAAAIA/wAAAAD/AAUAAAD//gAAAP8ABQAAAP/+AAAA/wAFAAAA//4AAA' +
      'AAAP4A9/8AAAANAAAA/gD3/wAAAA0A/wD/AAYA/gAAAP0K/vwGBfz9+/0E/AX9+wwA/Pv5/A79Cv78DQH8/Pv9BAAA' +
      '+/wJ+f70GPIM/Pv/BAP+AwT9/gT8+/oAC/cB+BbvEAAAAP8AAAAHAAD8/v7+Av39/g0G/vsA/wAIAP///wAA/v/+//' +
      'z9//4b9v/+//7+BPz9/hn2//wAAP8L/////P4A/wAA/wv////8/gD/Avr6///+Av7+BgsC+vr///4C/v4GCwD///z/' +
      '//35//8TAw39+vn6+vj9CQ39//39/v/+/Rj+/A76/u7+/vkP/P0QDvr+7v7++Q/8/RAA/wAA/v4MAAD9/QwT9fkF/v' +
      'P+8/0PDBP1+QX+8/7z/Q8AAAAB/wAA/P8GAAAAAAH/AAD8/wYABvwAAAAAAAAAAAAG/AAAAAAAAAAAAAIAAAAAAAAA' +
      'AAAABP//AAAAAAAA/wAF////AAAAAAD/AAD+/wcA/wD//wD/AP7/BwD/AP//AP8KAfn+Bf78/v4I+goB+f4F/vz+/g' +
      'j6/////v7//P//Awn////+/v/8//8DCQX/Af7+//3//wj8Bf8B/v7//f//CPwA/wAA/wAMAAD5/gAAAAAAAAIAAP8A' +
      'AAAAAAAAAgAA/wAB+P/6/fz8IgH8+gH4//r9/PwiAfz6AQAAAAAAAAAAAAD//v//BP/8AAAH/QH+AP8AAAAABQD/AP' +
      '8A/wAAAP8ABf8A/wD/AAAG/wAA/gD/AP8AAAb/AAD+E/oDB/oH+QL7/vT///v//gD//gAN/xP6Awf6B/kC+/70///7' +
      '//4A//4ADf8Z//v9/v//9v///xEA+P///wD///7/CAAA//8AAAD///4x//L7/P7+9P78+wD/AAAA/wQAAP8AAP4AAA' +
      'AAAAAFAP/4+/j8APX1Lw72/AD/AAAAAAACAAAA///7/f8A////AA3///v9/wD///8ADf//+/3/AP///wAN/wAA/wb/' +
      'AAD/AP//////B/8A//4A/wD//wAAAAUAAP4AAP//AAAABQAA/gD+BAL////9////BP4CAf3+//r+/v4R/gQC/////f' +
      '///wT4+QUEBO35FQ34BP3+/vUKGfwF9f38AAAAAAAAAAAAAAAC/wAAAAH/AAAAAP7+7/4dBP3//v78AP3v/R0G/f/+' +
      '/vwA/f///////wkA/wD9A/4A//T+/wkJAP0D/gD/9P7/CQn//v//CAD8//8ABAAAAP8AAAAA/wADAP3///////8JAP' +
      '8AAP8AAgAAAAAAAAAA/wACAAAAAAAAAAD/AAIAAAAAAAAC/f79///+/wMJ//8BDPf9/vv9AQ78Av3+/f///v8DCf8F' +
      '/gD/AAAAAAD/AP/+//7/E/v//v7+//7//v8T+//+/v7////7//8E//8K/v//AAAA/gUAAAAADP////7///7/Av0L/v' +
      '/+/v0E/v8C/AAAAAEAAf8AAAAAAAAAAQAB/wAAAAD//v/8/xX6/v7//v/+//z/Ffr+/v/+APwR/P7/+/7+/gUD//8E' +
      'AAD//wAA/QAAAP8A/////wAGAAAEAAAAAAAA/gD//BEB/v77/f7+AwAAAP8A/////wAGAAAAAAAAAAAAAAIA/wAAAA' +
      'D8AAAABgD/AAAAAPwAAAAH/v4GAP8AAAD/AAD+/gYA/wAAAP8AAP//AP//AP7/AAv+//8A//8A/v8AC/4AAAAAAgAA' +
      'AAAAAAAAAAAAAAIAAAD/AAAAAwAAAAD/AAAAAAADAAAAAP8AAP/7/v0I/vn+/vgYAP8AAP/8AAAIAAAD/P/9/P/8//' +
      '4JCAP7/v37+/z/BggICP3/APUA/QAADvz//f76/R79/v37/QAAAAAAAAAAAgAA//3++v0e/f79+/0A/wD+/wD/CvwA' +
      '/wD/AP7/AP8K/AD/BP8ACP/5//8AAP8E/v8G/vn/Cvz///36/fj3Afz6MP34AAAAAAAAAAEAAAAA///+//0L//8A/+' +
      '/1CzPs7Pb3AvEmAvv8Bf0H/QIG+/wC+/wF/Qf9Agb7/P///w3///8B/wD6CP3+Df7+/vwA/vwJ9/kf+wX6/wX48wAA' +
      'AAAAAwAAAP4AAAAAAwAAAAAA/wAAAAADAAAAAAD/AAD/APwADP///wD+AAAA/wAAAAX+AP8A///7/wv/Bf7//AAB/w' +
      'AAAP///wP/AAH/AAAA////A/8AAf8AAAD///8D/wAB/wAAAP///wP/AAH/AAAA////A/8A//8A/wD9AAAIAAD//wD/' +
      'AP0AAAgAAPwA/wAK//////4BBAAAAAAAAAD+APP//xL/Af/+AP8A8///Ev8B//4A/wD0BP8S/wH//f/9/wIF/wYC+f' +
      '////3/AAYA/wD///8AAAACC/8FAfj+/v/8/v8k/v79//f+/v31AP4A/wAAAP8A/An//v//Bv4I/v/+/gD+B/8AAP//' +
      'AAD/AP4H/wAA//8AAP//Fv/+/v/9/v7++f/////+//v9/xT7//////7/+/3/FPsAAAAAAAAAAQAAAAAAAAAAAAABAA' +
      'AA+f4L/Pz+/v7+CgQC///+AAD/////BfP/EP39//7+/wQGAAAAAP8AAwAA//8FAAD//gH/AAAAAP/9/wH+/f7+/v4R' +
      '//4A/w4A+v4D/v0A///+//0L//8A/wf+//39AAAOAP34AAAAAAMAAAAAAP///v/+8/8V/wT//v//AP8AAAAAAAX///' +
      '8A/wAAAAAABf8AAAAGAP////8A/wAAAAYA/////wD/AAAABgD/////AP8AAAIAAAAAAAD/AAv+/gD+BP7//v7+AAAC' +
      'AAAAAAAA/wAL/v4A/gT+//7+/gAAAgAAAAAAAP8AAAACAAAAAAAA/wAAAAQAAQAAAAD9AAAABAABAAAAAP0A//7/Bw' +
      'P/+/7/Bf7//v8HA//7/v8F/v3/AAIM+/oP+Pv///8A//8AAAj//gD//wD//wAACP/+AAAADPv////////+AAAM+///' +
      '//////4C/wX+//79/v/9CgL/Bf7//v3+//0KAv8F/v/+/f7//Qr++v07/ef9+/v9/P///wr////+////////Cv////' +
      '7///8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAP/9///9//H///8b//3///3/8f//' +
      '/xsD///++f8HCfz//gP/AAAAAAAAAAD/AAAABgAAAP0AAAAAAAAGAAAA/QAAAP7++v8T///////8/v76/xP///////' +
      'wD+/z7DPsIDvr99gH9/PwN/AIN+/77AAEAAAAAAAAAAAD+BP/9//39/f74Ff0DCP75/v3+/gQF/QMI/vn+/f7+BAUA' +
      'AAEAAAAAAAAAAAAAAQAAAAAAAAAAAgX//wD//P//BP0A/gD/AgD8/wAABwD///8JAP////7+AvYA/////v//Ef8B9f' +
      '/+B//9//8P/f////8M/////v/9//z9+yz69vwB+/n/////DP////7//ffy5/V/8O727gf0AAAAAQAAAAAAAAAAAAAB' +
      'AAAAAAAAAP7+//38/vv+BP4S////A/7///8H//4AAAD4AP//AAAACgAAAPgA//8AAAAKAAAAAAD/AAMAAAAAAAACAA' +
      'AAAAAAAAAAAAIAAAAAAAAAAAAAAQD/AAP/AAD99Q4U9vX68Sn88gAAAP8ABQAA/wD/AAAA/wAFAAD/AP8AAAD/AAD/' +
      'Bv8A/wAAAP8AAP8G/wD/EQbk8wPwBfbyP/QKEAD+/P/6/v70BBsV4/H/7//08DL4CBT//f37/f3+//v9/gAABgAAAA' +
      'AAAP3+AAAGAAAAAAAA/f/8CwH8EvoA//X9//wLAfwS+gD/9QD//////v8L////AP/////+/wv//////QD//wAJAAAA' +
      '/v/9AP//AAkAAAD+//8A/wAAAAj8AP///wD/AAAACPwA////AP8AAAAI/AD/AAAAAAAAAAABAAAA/wAA/gAJAAD9/g' +
      'D/AAD+AAkAAP3+AAD/BgD/AP8AAP4AAP8GAP8A/wAA/gAAAAAAAAIAAAD/AAAAAAAAAgAAAP///v///f4Y////9P/+' +
      '///9/hj////0AAAC/wAAAwD/////////////Cf///wb/////+P4D/gj/BgD8AP8AAAAAAAAGAPwA/wAAAAAAAAYA/A' +
      'D/AAAAAAAAAP0AAP8AAAn9/wAAAAIAAAAAAAAAAP/6AAD//xcAAP/0AAAAAAAAAAMAAAAAAAAE////AP8D/v/9/hP/' +
      'BP75/v79//8ECf8B+/3////+/QMO/AYH+/f9/f78Axz9Bfn1/fz7AP0AAAAAAP8AAAb+/P8C/wv+//////78/wf+C/' +
      '3///7+//8A//8ACf//AP3//wD//wAJ//8A/f/4CAcB/QH////+//cIBgr8//79/v0AAP8IAAAA//8A/P73Bw4K/P/+' +
      '/f74AAAAAQAAAAAAAAAAAAABAAAAAAAAAAAABQH/AAD/////AAAAAQAAAAAAAAAA////AP//B/4A//8CAP////4HAf' +
      '/+AAACAAAAAAAAAAD///4H//z+//8J/QAABf//AAAAAP8ADP4K/f0G/v74/PwA+/8JAAAAAAD//wD7/wkAAAAAAP//' +
      'AAEAAAMA/wAA/wAA/wAAAAAGAAD+/wAAAAAAAAAAAAAA+Qn1AP0A9P86++T/BwD//gD/AAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAwABAAAAAAD8AP8FAAAAAAAAAAAAAAAH+v33+v39+/z8JAD/AP8J//3/AAP7/yb/' +
      '/v7+9/31+QAHHvz0Afvx9/H4H/z6AyX7/fn39Q34//z/+/8CEP///v/79gMg+f8J9vQL9wAH////AP7//wD//////Q' +
      'X6/v8O//7////9Bfr+/w7//gb4+/z+/vYEDPsOBvkI/P3//gUA/wAA/QD/////Cf8A/wD9AP////8J/wD/AP8AAP//' +
      'BgAAAP7++/78//78/f0XA/8X/v7//wH9/v33BgD+AAAAAAAA/v8E+/z7/v78/f0VAgAAAAAA/gMAAAAAAgT++/0A//' +
      '4O//kABAD//wD///8AAAAEAP//AP///wAAAAAAAAAAAAP/AAAAAAAAAAAAA/8AAAAAAgAAAAABAP8AAAACAAAAAAEA' +
      '/wAAAAIAAAAAAQD/AAD/AAAAAP0AAAAGAP8AAAAA/QAAAAYAAAD/AP8AAwAAAP73//z4/AQG/v8VBQX/AP8A/wAA+v' +
      '8IFgr4/Pr8/Pv8+wAAAAADAAAA/wAAAAAAAAMAAAD/AAAL/f7+/v/+/v//BgX9Af3+//4C//8GBf0C/QH+/QP+/gQA' +
      '/f8I//8A/wAA/wD9/wj//wD/AAD//AAAAP//BwAAAAD8AAAA//8HAAAAAAUAAAAAAAD//gAAAP4AAAAAAAAAAAT+Av' +
      '//Cv/8//////4C//8K//z//////wAA/wL//wUA//8AAAAAAgAAAAAAAAAAAAACAAAAAAAA/Rf9/gr+/gP99vb9Fv39' +
      'DP7+A/329gAAAADwAAAAAAAR//7/Av3+/v4G/gYA/gD//v0Q///9/P/+/wHt/v3+Bv4XBBz/+/7/+f79/fgA/gAA/v' +
      '8S/gD7+gD+AAD+/xL+APv6AAAC/wL/AAH///8A/gD//v0Q///9/P//AgH/AAL///////8CAf8AAv/////19/z3CRMJ' +
      'CgX48wH/AQAAAAAAAAAAAf8CAAAAAAAA/wAAAAD//wAA9g0AAAAAAP//AAD2DQAAAAAA//8AAPYNAAAAAAD//wAA9g' +
      '0AAAAAAPwAAAoA/v/+AAAA/AAACgD+//77AAD/AAALAAD//f8F//0Q/f7/+v7//wX//RD9/v/6/v//Bf/9EP3+//r+' +
      '//X6+w/7EQn79vcLFP//+f7/AAD/+/71+vsP+xEJ+/b3CwAA/wcAAAAAAAD7Cfj5D/kQCfr08wT/BQAAAAD/AAD/AA' +
      'T///8AAAAAAAAAAP8AAgAAAAAAAAAAAf//////Bv3/AQABAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAP8BAAAAAP8A' +
      'AAAAAAIAAAAA/wAAAAAAAgAAAAAA/wAEAAAAAP8AAAD/AAQAAAAA/wAA7iIK8vf5Dv39Fef++v//9v8FD/QS+v76//' +
      '/2/wUP9BL6AAD9AAAAAAAABAAAAP0AAAAAAAAEAAAAAAAAAP8AAAMAAAAAAAAA/wAAAwAA+f/+///+//8FC///CP7/' +
      '/wD///////8I/v//AP//////Cv/8//75/hH7/P8K//z//vn+Efv8AvgA////////DP8AAAAAAAIAAAAAAAAAAAAAAg' +
      'AAAAAAEfkA/P39+AP9D/n+Gf79/v78/P4B+/8AAAD///8EAAAAAP///gv+/v//AP8AAwAA/wAAAAAA///+Bv79//3+' +
      'AP8I/fz9+fn49voa9x8M/f/+/v7+Bf8H9gz9//7+/v4F/wf2AAAAAP8AAwAA/////AL+9v/3//8AHAABAAAAAAAAAA' +
      'AAAP8AAAAA/QAAAAYA/wAAAAD+AAAABAD/AAAAAP4AAAAEAP8AAAAA/QAAAAb//f8a///6Bf/69QD/AAAAAAAEAAD+' +
      'AP8AAAAAAAQAAP4AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAP4DAAAAAP4P/fv9/Pf9+PwbB/' +
      '3++v4T/f4A+f4A//8G/////wL//wD//wb/////Av////8ABQAAAAAAAAD//wb/////////////BQ3////+/v/5//3+' +
      'E/7//v7//v7//wUN/////v7/+f36CST7/Pv7/P32/v3+DvwP+P39//0AAPwAAAAAAAAI/QMAAAAAAAAAAAAA/gL//v' +
      '7/+/7//w8AAv/8Cf///////AEE/voH/vr+/v4LBPv6/////v//Df8AAAb/AAD//wD//wAABv8AAAAAAP7/BPsG/v7/' +
      '/P//Cv4AAAABAAAAAAAAAAAAAAEAAAAAAAAA/v///w///P/////+////D//8/////wAAAAAAAAAAAQD/AAAAAAAAAA' +
      'ABAP8AAAAAAAAAAAEA/wUDAAD+AP8AAP7/BQMAAP4A/wAA/v8AAAb/AAAAAP8A/wAABv8AAAAA/wD/AAAAAQAAAAAA' +
      'AAAAAAAFAAD//QAAAAAAAP8AAwAAAAD/AP8ABQAD//3/AP8AAAAAAgAAAAAAAAAAAAACAAAAAAAA//79//0A/v8AD/' +
      '7//v3//QD+/wAP/gD/B/78////BAD/AP8H/vz///8EAP8BAPwAAAAAAAAG/wEA/AAAAAAAAAb/APAE/f8HAwUJ8wUA' +
      '8AT9/wcDBQnzBQAAAAD/AAQAAP//AAAAAP8ABAAA//8AAAAA/wAEAAD//wb+AAD+AAAAAAAABv4AAP4AAAAAAAAV//' +
      '////j/AAD4AAAK//7//////gD//wL+/v4I/v//Af//Av7+/gj+//8B/wAK//7//////gD/Ewv9/PwA/f79+f3/+f38' +
      '+xb9+BD9/P/5/fz7Fv34EP38//4ADP/+/v////8AAAD//wMAAAAAAP79/PwcAv7+/vb+/vr8CBsB/P799v3//gAA/f' +
      '8OAAD//P/+AAD9/w4AAP/8//////8HAP//AAD//////wcA//8AAAAAAP0ABQAAAAAAAAAA/QAFAAAAAAAA/gD/////' +
      '/wcAAAD+AP//////BwAACP7/B//+/P////8CAAAAAAAAAAAAAAr+/wf+/vv/////Af///wr//////P8B////Cv////' +
      '/8///9/vr+C/0ICf73BAAAAAD9AAAAAAAD/f76/gj9CAn+9wABAAAAAAAAAAD/AAEAAAAAAAAAAP/////+///6//8R' +
      '/gAAAAAAAP8AAAIAAP///wAA/f//CgD////+///6//8R/gQAAQAAAAAAAP4A//3//v///P7/Ef0A/gH/AP8A/wAGAA' +
      'L6Af3+/vz9/xX8/v79BP0R+gr8+/z+/v0E/RH6Cvz7/AAAAAAAAAAAAAABAAAAAAACAAAA/wAAAAAAAAIAAAD/AAUA' +
      '/P8AAgD/AAL+BP/8//8DAP8AAv8AAAAA/wAEAAD//gAAAAD/AAQAAP/+//8AAP7/CwAA//v//wAA/v8LAAD/+wD/AA' +
      'MAAAAAAAAAAP8AAwAAAAAAAAAA/wD7AAAM/wD//QYAAAD//f8AAAAABf8A+//9Cv8A//0AAP/+/wn/AP8A/v78+/r+' +
      '+Pz6NP71/v7+/RD+//sG//4W/v///fv9//7//Rn9+vwE+vz6Bf78//4F/v7//f/9/woAAAQA/QAAAAAAAP4G/gv+BP' +
      '79/fv+Av4V/////v36+/79Cf4L/QT+/f36/QACAAD/AAAAAAAAFP8P+wL77+0p7vMA/wAA/wAIAAD/+wD/AAD/AAgA' +
      'AP/7AP8AAP4ACQAA/f4A/wAA/gAJAAD9/gD+/wAAAAAABQD/AP7/AAAAAAAFAP8AAAAAAQAAAAAAAAAAAAABAAAAAA' +
      'AA/Prz+vn7+vr4Hh78+vP6+fv6+vgeHvz68/r5+/r6+B4e//////7+/P///w/+/v//Ef/7/////f////4L//7/////' +
      '/Pz+/Br89f3+/gsAAwD/AAAAAAAAAAADAP8AAAAAAAAAAv7///kA/P///BMC/v//+QD8///8E//+/////woE///5//' +
      '7/////CgT///kAAAAAAAAAAAAAAP///wr///7///8ABv7+Cv//+////QAH/v4K///7///9AAAAAAAAAAIAAP8AAAAA' +
      'AAAAAgAA/wAACQAAAAAA/wAA+wAAAAACAAAAAAAAAAAA/wAIAPz/AP8AAAD/AAgA/P8A/wAAAAAAAAMAAAD+AAAAAA' +
      'AAAwAAAP4ABAAAAAAAAAAA/gAEAAAAAAAAAAD+AAUAAP8AAAD+AAD+E/7+/P/7//4K9wD///8S//z///z9AAACAAAA' +
      'AAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAMAAP8D////AP0AAAAAAAP/AAAA/wAAAAAAA/8AAAD//vT8/vz89v' +
      '0D+iwF/QgB/v79/v7+A//8//7////+BAv9BPkHAP39/PwCCQAA/f///wD6////D////Pr///8A/v8R/Q7/AP/+/AAA' +
      '//7/Cv/8/v/+//kM/QUH/vz8/fsJ/QP8AP8AAAAAAP8ABP8A/wAAAAAA/wAE/wD/AAAAAAD/AAn8BQT+/Pv9+wj8EP' +
      'cAAgAAAAAAAAAAAAACAAAAAAAAAAAA/v39+f0D/P8Z/vwCAAUA/AAAAAAA/wAA//8KAP///QD+/vgH+/z+/QQU/vz9' +
      'Bgf7+/77AxP3+/0FB/sF/foDEPb4AAAABQD/AP0AAAD39PX38h3wUPfq+f/+A/v8/f8LBf/+AAAA/wAAAAYAAPz99/' +
      '4B9/wM/hb+/P33/gH3/Az+Fv78AP8AAAAAAAT/AP8A/wAAAAAABP8A/wAAAAAAAQAAAAAAAAAAAAABAAAAAAD9+vr3' +
      '+Pn6MAr99gD/AAAAAAAE/wD//v4H/fv9/f0U+wD+/gf9+/39/RT7AP4R/gIA/P79/f7+/hD9/wD6+vYT/fz9Df39/P' +
      'n5+B79+wD//////wAH////AP//////AAf/////AAD+Cf///wD///wFAAAAAAAAAAAA+wUA/gn//v////8A/wAG/wAA' +
      '/v8AAAD/AAb/AAD+/wAA/xr+/P36/v3+//7/9v/7/v79If3+/P/2//v+/v0h/f78AP8A/v///wv8/wAAAAYA/gAAAA' +
      'D//wAA//kA/wAA/wMIAAAAAAAAAAAAAQAAAAAAAAACAAAAAP/+/vsA/Qz8/QEI//7++wD9DPz9AQgAAAAAAP8DAAD/' +
      'AAAAAAAA/wMAAP8A//3//g3///////7+/xf9/v3+/f7+/QELAP/+Bv7+APf/Awj+AP8AA/7//P0EE/3//QYB/P7z/P' +
      '8S//z//v7+/v3+//8AAP//BgAAAAD//wAA//8GAAAAAAD/AAD/AAgAAP/7AP8AAP8ACAAA//v/AAb+/wD///8A//8A' +
      'Bv7/AP///wD//wAG/v8A////AP8AAAIAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAMAAAAAAAD/AAAAAw' +
      'AAAAAAAP8A//8G/v///wT///8AAAAFAAD//gAA////Bv7///8E////AAcA////////AP8ABf8A/P7+C/z//QAAAQAA' +
      'AAAAAAAAAP8A/////QAA/AsAAAAAAAMAAP8A/wAAAAAAAwAA/wD/AAADAAAAAAAA/wAAAAACAAAA/wAAAP8AAgH/Aw' +
      'D/////AP8A/////QAA/AsA/wD////9AAD8CwH/AAAAAAAAAAIAAQAAAAAAAAAAAAD/AQD////+////Cf8AAP7///7/' +
      '/wEI+v4AAAAAAAAAC//6/gAAAAAAAAAL//v+AAAAAAAAAAn/AP8A/wAAAAAA/wQA/wD/AAAAAAD/BBz8//7+/vv///' +
      'b//v3++P4k/Pr9/v3+/f74/iT8+v3+/fz9AAD+AP4A/wQK/f39Cf0U9Pz9B/r4AvwD9RD1+g/8CPgC/AP1EPX6D/wI' +
      '+w/8EAMJ8/MD/Pn/+AD/AAIA/wAACv//AwD6//0AAPsO//8DAPr//QAA+w4GAPwAAAAAAAD/AAYA/AAAAAAAAP8A//' +
      '///v8M+v8D//4AAAAAAAEAAAAAAAAAAAAAAQAAAAAA//wA//4ADf8AAPz//AD//gAN/wAA/Pz+//79/hj+/v/8/v4A' +
      '//7/Df////3+/gD//v8N/////f38/Rj8AfkO/P30/f//AAAA/wAACAD9//8AAAD/AAAIAP8EAAD9/wYA///9/wQAAP' +
      '3/BgD///3/AAAL/gD///8A/f8AAAv+AP///wD9AAQAAAAA/wAA//8FAAEA/wD///8A//3++w0ZA/z8/fX2//7/CP0E' +
      '/wAA//4A/wAAAAAAAAAAAgD/AAAAAAAAAAAC+QEKBAgD+OsJ7xT+B/8H/wD9/v7//f4H/wf/AP3+/v/9/gf/B/8A/f' +
      '7+//0AAAMAAAAAAAAAAP38/f38/Pwo+vz7/fz9/fz8/Cj6/Pv+/g/+/gP9/v7//f4BD/0HA/3+/vb8/wQAAAkA/wAA' +
      '9//+AQ/9BwP9/v72/AD/AP7///v+//8NAP8A/v//+/7//w0A/AAA/QD/AAAEBgD4AAD/AP//AA7+/Qz8Avn98/sG9x' +
      'f9CQT7+v3+/PcRAv/6/wr8/wP//gIB+RAA/fL68vf9EBn//AYH/gD5/AUG+f/8Bgf+APn8BQb5//wGB/4A+fwFBvkA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/wD/DAAA/vkAAAAAAP8AAAD9/wcAAP8A/gz///r5Bv8A/w' +
      'AAAAAAAAIAAAId+fvv9fYM8v0ZBP7/AAAAAP8A/wIGGvj77vT2C/EAGQT+/wAAAAD/AP8CAP8AAAAEAP8AAAAA/wAA' +
      'AAQA/wAAAAIc+Pvv9fYL8QEXAAAABAAAAP4AAAAA/wAEAAAAAAAA/wD//wj////+/wD/AP8AAP8ABv//AP8X/P///v' +
      '38/v79/gEAAAAAAAAAAAAAMhX7/Pv4APoA9t4X/P///v38/v79/gIAAAAAAAAAAAD//QD+/v///P77/xUAAP///wAA' +
      'AP8ABQAA////AAAA/wAFAwD3/wAA/wD/Cv/9Bv///////wAJ+v0G//7///7/Agj6GQD1//33+v0CD/f9Bv/+///+/w' +
      'II+v//AAAABAAA/wAA//8AAAEEAAD/AAD//wAAAAQAAP8AAP4S//0I/gX8+f34DhX99gX2BPH7+AcA/QAAAAD9AAAA' +
      'CAD5/////vj///8Y+xb+Bw4A9QL39vcA////AP8AAP8EAAD///8A/wAA/wQAAP///wD/AAD/BAAAAAMAAAAAAAD/AP' +
      '//AAD/AgUAAAD///8AAP8CBQAAAP8A/wQAAAD/AAD/AAAAAAMAAAAAAAAAAP7//wAA/QAA/wn2/An9+v77/gIj8wAA' +
      'AP//AP8F/wD+AAAA//8A/wX/AP7/BwAAAAAA/wAA/P8AAP4HAP//AAD//wAA/gcA//8AAP8A/wD/AP//BwAA/gD/AP' +
      '8A//8HAAD++RT8AAD+9/b3/BgA///8///9+f//E/8BAgb+//////7//gH7/Qv++/sDBAP//wr8/v////7/AgAAAP8A' +
      'AAYAAAD8//4NDv7//P72/f767wf3AP0G/Af9FwAAAAAAAAAAAgAAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAA' +
      'AAAAIAAP8A/v8K/v//AP//+//+/xP8///+///7//7/E/z///7/AAAA//8AAAQA/wAAAP7/AAAABgAA/wAAAP8GAP8A' +
      '/wD+AAAA/wYA/wD/AP4AAAAACAAB//0A/AD6AP//AAD+AP8MAAAAAP8A/QAAAAX/BAEA/v/+/gn8//8EAQD+//7+Cf' +
      'z///0A//8ACQAAAP7//QD//wAJAAAA/v4kBvv7+wX7/P7v/v0T/f78A/7+/v0AAAAABv/+AAD//zD6//z3AfT69/gG' +
      'AAAAAAAGAPwAAAAAAAAAAAYA/AAAAP3+/vn//gX+//8RAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAP' +
      '8AAAAA/AAABwAA/wAAAAD8AAAHAP79E/3+/AP+/v79AP///////v0N/////gcA/wAAAAD//gD/AP8IAP//AP/9AAL8' +
      '+QH89/r7EQ4AAfz4Cvv2+vsQC/4GAAn///////z9AP0B///++////w8A/QH///77////D/v4+Bf4BvH3+Pkm////AP' +
      '//AAAAAAX///8A//8AAAAABf///wD//wAAAAAF////AP//AAAAAAUF/v8G/wD///3+//37//78APr//xv9APv+/vv/' +
      '+v//G/0DAP8A/wD/AAAB/wX4/gT6APn9/Bn8AAAAAAADAAD//wD//Qb7/vwRAv3++v/9Bvv+/BEC/f76Cfb+DPv8Bv' +
      'sD/v3/CwD/AAD6AAAA/gAAAP8A/wAH//8ACAX9C/r9//oCBPX/C//+///6B/7//QEABP8AAAAA//8AAAAAAAD/AAAA' +
      'AQAAAAAAAP8AAAABAP4A+P8R/gAAAP3/AAABAgAAAAAAAAAAAAEAAAAAAAAAAAAAAQIAAAAAAAAAAP8A/v///wv8/w' +
      'AAAAD/AAD/AAAABAAAAP8AAP8AAAAEAP8EAAAA/wAA/wAA/wQAAAD/AAD/AAf/////Av3///////4Y/fr//v79/v4G' +
      '/hf8+AH7/v39/QD9///////+Av8J/////f//BP//BQIBAAAAAAAAAAAAAP////3//wT//wUCAgMD/wP+/QAI/PYCAw' +
      'P/A/79AAj89gEH/v3+Bf4D/P7+AAACAAAAAAAA/wD//f/+/xT6/v7////9//7/FPr+/v////3//v8U+v7+//8A+QD/' +
      'AA8AAPwA//j+CwT9C/r49wkDAAAAAQAAAAAAAAD49woE/Br59/MJAgcA/P0GCf39/AD7Ef38/QUI+v37//sAAgAAAA' +
      'AAAAAAABH9/P0FCPr9+//7+/8AAAD/DAAA/AD7/wAAAP8MAAD8AAAEAAABAAAAAAD9+PsK+wUJ/vwj7fD7AP8AAAAA' +
      'AAAJ//sA/wAAAAAAAAn/AAAAAAAAAAIAAAAAAAD+AAUAAAD/AAD+//3/BP///wf+AAAAAAAAAAAAAAIA/v/9/wT///' +
      '8H////Bf//Bv7//v////8F//8G/v/+////B/////8C/////f8G////BAH//v/8/vz//v7+Hf79/vf+/QD///4T///9' +
      '+v4O/v3+/P79AvkI//3//P4QCv3+/fsAAP8JAAD+AP8A/P/9//z+EAr9/v37+wT8+QD/H/oA8AT6Bfr/+Ag09/zx8P' +
      '75Av3+/Q/+/PwJAAAAAwD/AAAAAP8AAAADAP8AAAAA//8G////BAH//v/8AP8A//8AB///AP8A/wD//wAH//8A//0B' +
      'Afz9/Bb9/PsC//r+BP39G/35/P0ACQAAAAD4AAAAAAAAAAAAAAEAAAAA/wT+BPz9Ff35/PwP/fsF+/z6EPv8+wAAAP' +
      '8AAAD/AwAAAP3+Cf3+AAX8/gMA/f4J/f4ABfz+AwD9/yT+///95wD/A///A/8H+//+AP8D//8D/wf7//4A/wAAAAAA' +
      'AAIAAP8AAAAAAAAAAgAA/wANBAv9+/33/QL8/QD/AP//AP8AAAb/DAML/Pv99/0CAfwA/wAA//8IAAAA/QD/AP8AAA' +
      'b/AAD///4A//7/Dv7///z6AwsKCvj6AvYH9AD+//8I//8AAP//+QIJCRP2+QH2BvMA/wD//wcA////AP////7/Bf3+' +
      'Cf//AAAA/wAF/QAAAAAAAAD/AAX9AAAAAAT1CP77/ff8+AEd+/0E/////wD/AQj/AAAA/wD//gAI/fv9BP////8A/w' +
      'EI+/wE//7//v7/CgYD/wAAAAAAAAD/AAP/AAAAAAAAAP8AAAADAAAAAP//AAAA///8////////CwD///z///////8L' +
      'AAAAAAAAAAAAAQAAAAAAAAAAAAABAP8ABP8AAAD//wAA/wAE/wAAAP//AAAHHfYFKfj+7/D46/YDAwD6+PkJCgf9+/' +
      'UC//33+QgJBgv/AP/8EP///////AAAAAAAAP8AAAADAAAAAAAA/wAAAAP//v/7D/7//v//AP4H//0G//7/////AAMA' +
      'AP//AwAAAfwAAAD/AAIAAAAAAAAAAP8AAgAAAAAAAP8M/v7///////4AAAABAAAAAAAAAAD/DP7+///////+AAABAA' +
      'AAAAAAAAAAAAEAAAAAAAAAAAAAAAEAAAAAAAAAAP8AAAAA/wUAAP4AAAACAAAA/wAAAAAAAAIAAAD/AAAA//4G////' +
      '/P///gYAAQAAAAACAP8A/wABAAAAAAIA/wD/AAkA/v/+//////8ACQD+//7//////wAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAD//QD//v8W/wD/8//9AP/+/xb/AP/zAAEAAAAAAAAAAAD/AP8A//4ABwAAAP8A/wD//gAHAAAAAP///P/+Dv//' +
      '//8A///8//4O/////wAAAAMAAAAAAP//AAAAAwAAAAAA//8AAAD/AAAAAP8AAgAAAP8AAAAA/wACAAABAAAA/wAAAg' +
      'D/Bf77/v4U/f7++gAAAAEAAAAAAAAA/wAA/wAA/wAA/wb/AAD/AAD/AAD/BgAL//8A//7+///+AAAAAgAAAAAAAAAA' +
      'AAACAAAAAAAAAAAAAP8AAAADAAAAAAAA/wAAAAMAAAAAAAD/AAAAAwAAAP///wD//v8J////////AP/+/wn///8AAA' +
      'EAAAAAAAAAAAAAAAAAAAACAAAA//8G//8AAP8A/wAADf8AAAD3AAAA/gAAAP8AAAAAAwD/AA3//wD/9/8CAP0AAAAD' +
      'AAAAAAAAAAX/A////wD/////Bf8D/v8A//////8F/wP///8A/////wAAAAQAAAAA/gAAAAAABAAAAAD+AAD//v79/x' +
      'P+/v3//gAAAgAAAP8AAAEAAAACAAAA/wAAAQABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAMAAAAA' +
      'AAAAAAAFAAAAAAAA/AAAAQAAAAAAAAAAAAAABQAAAAAAAPwAAAAAAwAAAAAAAAAAAP///QIA////AAYA///9AgD///' +
      '8ABgD///0CAP///wAG/vr//v78/f7+Gf/++v/+/vz9/v4Z/wD/AAAAAAAEAAD+AP8AAAAAAAQAAP4AAgAAAAAAAP8A' +
      'AAAAAAAAAAAAAAEAAP4A/wAAAP8ABgD9/QP/AAD+/wb+BQAAAAEAAAAAAAAA/f0D/wAA/v8G/gX/AQAA/////wf//v' +
      'z6A/////3+BgUEAAD8AQAAAAAABv8CAAAAAAAAAAAAAAIAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAAA' +
      '/wcA///////+AAD/BwD///////7//gD/AAAKAAAA+wD/AP8TAAAA8AAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAA' +
      'IAAAAAAAAAAAABAAAAAAAAAAADDwT8/v78/QL++QMPBPz+/vz9Av75APv///8AC/////8A+////wAL/////wL0Av78' +
      'Afr9Bg0E/gUB9fgG+Rf3DvYAAP8AAP4FAAAAAAAA/wAA/gUAAAAAAAAAAAD+AwAAAAAAAAAAAP4DAAAAAP/8AP//Ag' +
      'f/BP/8AAAAAP8A/QAAAAUABv7+/f7//v8J/wAG/v79/v/+/wn///3/////+/8E/wsAAAAA/wD9AAAABf//Bfz9/vz8' +
      'AwEI//8F/P3+/PwDAQj//wX8/f78/AMBCAQIBPv///7+///9BAgE+////v7///39//8L/v/+/Qf//QAAAAD/AAMAAP' +
      '8AAAAAAAAD//8AAAAAAAAA/wMC/wD//wD8//////4R/QD9APz//////hH9AP0A/wAS/wD//fwA+Af7/wf+/vz6/g/6' +
      'AP8A/gAFAAAAAAAH+v8F/gP7+f4P+v///woAAAD//gD9AP4AAAAAAAAEAAAA/gAAAAAAAAQAAAD///7///8ACP/+AA' +
      'AA/wAABgAAAPwAAAD/AAAGAAAA/P78/Ar9/P0DAAv8A/j8A/0B/RP8/vz//wD9/wD+Dv7+/gP4/AP9Af0T/P78//8A' +
      '/f8A/g7+/v4AAP//BQD//wD//wAA//8FAP//AP//Bw7//wAA/v3///QH/AD/AAAAAAAA/gf6Bv8AAAD/AP/+B/oG/w' +
      'AAAP8A//7/BAD//wL//wAAAP8EAP//Av//AAAAAAkAAAAAAAAA+/4AAQAAAAAAAAMA/wAABAAAAAAAAP//AAAEAAAA' +
      'AAAA//8A//8R////APUA///+/wT//gn9///+//7/BP/+Cf3///4A/wD/BQAAAP4AAAD/AP8FAAAA/gAAAAAAAAACAA' +
      'AA/wD+/woD/wH//v///AD9/wQA///9AAAG/vwJB/8A//r+/gIAAAD/AAAAAAAAAwAAAP8AAAAAAAAD/fkG+/v9+hQE' +
      '9gn9+Qb7+/36FAT2CQAHAAD/AP7///8A/f0A+v8H/gAJAP/9BP/6/gf8/wj//wEAAAAAAAAAAAAAAQAAAAAAAAAAAA' +
      'ABAAAAAAAAAAAAAA4K/fz9+fv9/gf7Dgr9/P35+/3+CPsOCv38/fn7/f4I+wAAAAIAAAAAAAAAAAAAAAD/AAAAAQAA' +
      'AAAAAP8AAAABAAAAAAAGAP0AAAD/AAAAAAYA/QAAAP8AAPYADQAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAA' +
      'D/AP8FAP8A/wD/AAD//wYAAAD+AP4A///+CwD/AP0A/wAA/wAGAAD//gD/AAD/AAYAAP/+AAEAAAAAAAAAAAD//v79' +
      '/v/5/f7+Gvn9/SH+/v38/f38+f39If7+/fz9/fwA/wD//wD+//8ACQAAAA0AAAAAAAD1AAEAAAAAAAAAAAAA/wD//w' +
      'AAAAQAAAD/AP//AAAABAAA+gP6+P4sBO8B6ggD9/vz9x8G/xH49P78//z8Ev4M/fv6/vz//PwS/gz9+/r5C/r4APYS' +
      'EPnzBAAAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAD/AAAA/wQAAAAAAP8AAAD/BAAAAAAA/QAA/v4LAP3//gn8/v///v' +
      '78Cf/+Cfz+///+/vwJ//4J/P7///7+/An//fz/E//7/v4B/v/9/P8T//v+/gH+//38/xP/+/7+Af4AAAEAAAAAAAAA' +
      'AAAAAQAAAAAAAAAAAAAABgD//v8AAP8AAAD+AAAAAAAAAwAAAP4AAAAAAAAD/wz6+fgO+Qv3+gf/DPr5+A75C/f6Bw' +
      'AD/wABAAAA/wAAAAP/AAEAAAD/AAD+/f4g/f79AfT+/P79/iD9/v0B9P78/v3+IP3+/QH0/vwAAP//+wD/////DQAA' +
      '///7AP////8N/wz6+fgO+Qv3+gcAAAABAAAAAAAAAP///BX/+//9//7+///8Ff/7//3//v7//gYK/v7+/v7+/f/+Bg' +
      'n+/v7+/v79//4GCv7+/v7+/v3//gYK/v7+/v7+/QAAAP////8G/wD/AAAA/////wb/AP8G/v7+Af77Dv/9/Ar+BAb+' +
      '/v3+/f39Cv4EBv7+/f79/f0IAQT9+v/8/A78+wgBBP36//z8Dvz7CxD/Cv39/P38/e4C/f0D+v79B/36DQL9/An8Av' +
      'z7+gMKAAAAAAMAAAD/AP8C/f0D/f79B/v6DQD/AAAAAAACAAAAAgAA/gAABwAA+wAAAAABAAAAAAAAAP/+//4AAA0A' +
      'AAD7AAAAAAAAAwAAAP8B/f/+//8U///7+gAAAAAAAAMAAP//BgD9AAAAAAAA/gAGAP0AAAAAAAD+AAAAAAACAAAAAA' +
      'AA/xb//gD++v7//vv////+//////7/DP8W//4A/vr+//77//3//v4I/v//C/v//f/+/gj+//8L+/r8+Q7+/fME/B73' +
      '//8F//7//P/9Cv7//wX//v/8//0K/vr8+Q7+/fME/B73//7/Af4G+v3+/g0A///+/////gIABv79/v/9Bfn7AP4TAA' +
      'AAAP//+AIA/wkA/gAHAP8A//3/AgAAAAAAAAD/AAADAP4ABwD/AP/9/wIA/P//AAAAC////gD8//8AAAAL///+//7/' +
      '/wD///8ACf8AAAAA/wAA/wAEAP//AP/8AP///wkA//7///////7/Df8ABAAAAAAAAAAA/gAEAAAAAAAAAAD+//4AAA' +
      'AACQAA//3//gAAAAAJAAD//Q/7BQIF/f39/vz5D/sFAgX9/f3+/PkP+wUCBf39/f78+f0NEAT0/QYE+vf1AP//Av7+' +
      '//4J//79DRAE9P0GBPr39Rv5+/z9+fb8GPz6G/n7/P359vwY/Pr+/wD//wAJ//8A/f7/AP//AAn//wD9APsAAAAACQ' +
      'AAAP4AAP8AAAAAAAIAAAD/AP8ACP/+/wD/AP8A/wAI//7/AP8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAP8A/wH//v//' +
      '/wb8Bf/9/v7+/P7+EAAAAAABAAAAAAAA/AX//f7+/vz+/hAF/gH5Dv74/wj++v70JgH6CwUN7vbsAP//B///////AP' +
      '/+/wD//v4K/wD//wAAAAAAAAAAAQAAAP8A//8A/v8ACf/+/v///f4H//8I/gYA/QAAAAAAAP4AB/4CAf7+/vr3+xEH' +
      '/gIB/v7++vf7EQgA/v//AAD/AP4ACAD+//8AAP8A/gAH/P/9/Bf5/gT2/gAAAAAA/wQAAAD/B/v+/PwW/f4D9v0F//' +
      '//AAD//wAC/wD/AP8AAAAAAwAAAP8A/wAAAAADAAAAAAD+AAQAAAAAAAD///0C//8H/////wv+Cf4A/fz9/P8BBQAA' +
      'AP7/AAD/APwL/AD7//v5+xX/AAUA/gD/AAAAAP/9EPwA+v36+foU/gD/Av8ABAD+/wAAAAcAAAAAAAD8/wAA/gAEAP' +
      '////4ABAIM/////v////399x7u+fb28gckB/X5L+/39ffxBB0D8QAAAAD/B/4AAAD+AAAA/wD/Bv//AP7//wD//wcE' +
      '/////P//AAD///z/AP8J/wAF/wAA//8AAP//AAX/AAD//wAA/wAAAP4A//8H/wAAAAAA/gD//wf/AAAAAAD+AP//B/' +
      '8AAP////7+/xH////6/////v7/Ef////oA/////w7++v8A/wD/////Dv76/wD/AAAA//8A/wb/AP8AAAAAAAACAAAA' +
      'AAAAAAAAAAIAAAAAAv0A//8A+///AAoC/QD//wD7//8ACv//Cf///////wD+AAAAAAAABwAA//sAAAEAAAAAAAAAAP' +
      '//AAD//w0AAAD5//8AAP//DQAAAPn//wAA//8NAAAA+QAAAP8A/wUA/wD/AAAA/wD/BQD/AP8X+P36+/sg/Pv0+Bf4' +
      '/fr7+yD8+/T4//8L/f////////8H//4AAAAAAAD9AAAAAAAAAAAAAAEAAvz+/P38/f4W//4E/wHyEQX/7Rvv/wAAAA' +
      'AAAAAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAIAAP7/Af8GAAD///8A/vwC/xj//f7++fzrBjbzIPbv8vME9v8V//3+' +
      '/vv+///9/xX//f7++/7///337Bj2R/Lv8/QX6//9/gn+/v79/f8JAAAD/wAAAAAAAP8AAAP/AAAAAAAA/wD+/gL++f' +
      '78Df8E//7//f7/+/7//xL////9/wv+BP3//v////3/C/4E/f/+AAABAAAAAAAAAAAA/wP//wAA/v8E///7Efb+//z+' +
      '/v0MAAAAAAD+AAMAAAAA+AL//wD+/v4S/QD4Av//AP7+/hL9AP4AAP4A/QD//goA/uf/9f/+/wAt/gAAAAAA/gQAAA' +
      'AAAAAAAP8A+gAAC/0AAAAA/wD6AAAL/f/+/Pz+/gsK/QL7//78/P7+Cwr9AvsA/wD/AAYA//8A/wD/AP8ABgD//wD/' +
      '/hsA//z9/f3++f0ABwAAAAAAAAAA+gAHAAAAAAAAAAD6AAAGAP4AAAAA//8AAAD+AAAABP8A/wABAAAAAAAAAAAA/w' +
      'cG/v7//wT///kA/wD/AAYA//8A/wP/AP/+/wAABf//AP///////gD/BwAD/v/+/v7+/wQG//8AB/8AAAAA/wD+/wAH' +
      '/wAAAAD/AP4AAAAAAAAAAAAAAwAAAAAAAAAAAAADAAMAAAAA/wAB/////v//AAD//wgAAP/+//8AAP//CAAA//7//w' +
      'AA//8IAAAAAAAAAAD/A/8AAAAAAAAAAP8D/wAAAAUAAP8AAAD+AAD+BQP9BPv7+xD5//4FA/0E+/v7EPn/AAAAAAAA' +
      'AAABAAD//v/9/v/8/v0CEv/+//3+//z+/QISAAAAAAAAAAABAAD9//r7+/v3Bw8FCAL//wb9/P0BCf78Av//Bv38/Q' +
      'EJ/vz6//77Af/8/AIY+wAAAAMA/wAAAAD/AP8AAAD/AwAAAP8AAAAA+wAAAAYAAP7///8T/Pv+/v///vz++/4B+x77' +
      '/f78+vsC+v73HwUA+vD4+vv6+wYaBhT0//7/C/8H/vz//v359vkOBwDyGAf89fr/AP///xP///z+//n//v////0DDf' +
      '8G/wAAAAAAAAD+AA4AAAAAAAAAAPQADgAAAAAAAAAA9AD+Av/////8/wAACP4C//////z/AAAI/gL//////P8AAAj4' +
      'BA0O/wXw+v8E+QD/AP4A/P0PAAD9AP8A/gD8/Q8AAP0A/f/+/////g7//v/8/vvu//D8AP42APsAAAAAAAAAAAcA+w' +
      'AAAAAAAAAAB/0N+/z8Bwf4/QX8//j/////C////wX9/w7//QD+///+////AwD/AP0AAAf///8DAP8A/QAAB//++f//' +
      '//8T/////AD/AP//AAf//wD//vj//v7/Gf7+//sAAAEAAAAAAAAAAAAAAAAAAP//AAAEAAAAAAABAAAAAAAAAAAAAA' +
      'D//wAABAAAAAAAAP//AAAEAP4AAAAA/wAAAAQAAAAAAAD5AAD/CQAAAAABAAAAAAAAAAAAAAEAAAAAAAAH/wD//wAA' +
      '////AAEAAAAAAAAAAAAAAAAAAAIAAAAAAAD+/wcN//7+/v4A9wAAAP8AAP8DAAAACP///gD//wL+/v//Cf///v0O/P' +
      '/5/f4JAP7+/Q78/vn9/wAAAAAAAgAAAAD/AAAAAAACAAAAAP4ACP//AP//////AAAAAAEAAAAAAAAAAAAAAAMAAAAA' +
      '/wD/AAAAAP8AAAADAP8AAAAA/wAAAAP//wAA//8GAAAAAP//AAD//wYAAAAA//7/////EP/+/Pz+/gAAAAAIAAAA/f' +
      '39/////xj+/vz5+/VA9vP48PbxKu0e7z/s5fL/8AEU7gD/AQD+AP4AAP4H/QP+/v7+/h/9/vD9A/7+/v7+H/3+8AAA' +
      'AAAAAAAAAQAAAAAAAAAAAAABAAAA/QD+////Df7//gD/AQD+AP4AAP4HCv39/Qf/+/39CvkA//8AAAD//wAFAAr9/f' +
      '0H//v9/Qr5AAAAAAAAAQAAAAAAAAAAAAABAAAAAP8F/gAH/fsIAPz7/wX+AAf9+wgA/PsFI/75B/j4+fr3/wUj/vkH' +
      '+Pj5+vf/AAD7/Ab//v//Awb/////DP/+//7//AAAAAAGAP8AAAD+/////wz//v/+//wBAAAAAAAAAAAAAAkB/f4I//' +
      '39BPv7CgH9/gj//f0E+vsH+/j5Af39+gb7FwD/AP8G////BAD8//3+/AT//f0K/gT//f78BP/9/Qr+BAAAAAAAAP8A' +
      'AgAAAAAAAAAA/wACAAD//wb/////////Av//Bv////////8C//8G/////////wL//f8K/wX//P///gj6/g7//f/+//' +
      '/7B/f9GP0C/vr+/vkAAAAA/wD9AAAABQAAAAD/AP0AAAAF/w7//v///v//Avn//QAAAAAGAAAA//8L//7//wP//wL4' +
      'AP4A/v4A/v//AAoA/gD+/gD+//8ACv/9AAAAAP8AAAAFAAAAAP4A/gAA/gcAAAAA/gD+AAD+Bwn6//z7+/H6Ef4SAA' +
      'ACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAP8AAAX/AAD+AP8C//8ABf8A//4HAPgC/wAJ9xf29P///gX//v4N/f78+QP3' +
      '+Av8/vb0HQoAAAIAAAAAAAD/AAD9BwAAAAAAAP//9v0b/Pn//v39+woHAPgC/wAJ9xf29PX8EfsB+AL2BQoEAAABAA' +
      'AAAAAAAAAAAAEDAAAAAAAA/wAAAQMAAAAAAAD//fkC/fn9FAD9/Aj/+//8AP77/v4CEwAAAAEDAAAAAAD///v//AD+' +
      '+/7+AhMAAAABAwAAAAAA//z5Av37/RUA/PwHAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAABAgAAAAAAAAAAAA' +
      'ECAAAH/wD//gAAAAAA/gf/AP/+AAAAAAD+//7///7/9f///xUA/gAA/wD+AAD7CwD///z/C///////AAAAAAAAAAEA' +
      'AAAAAAYAAAAAAAD8AP///vz//xH////9Af/8//z/////Awn7/QED/P/9+f4FEQD+AAD/APsAAAAJAP4AAP8A+wAAAA' +
      'kM/v/7//UG//8F/wz+//v/9Qb//wX/AAAAAAABAAAAAAAAAAAAAAAAAQAAAAAAAP8AAAAAAAADAAkAAAD+AAAA+/4D' +
      'AP8E/gAA/wD/AAX+AP////8A/wIAAwAAAP4AAAAAAAAH/gD//f//AP8CAAAAAAAAAAABAAAAAAAA///+/wf/AP/+Ef' +
      '36DP3++fn4Cgj7//79/vj//wIMCPv//v3++P//AgwBEP36C/39+fj4Cf78+/z7+v0c/Av5/vz7/Pv6/Rz8C/kAAAAA' +
      'AAIAAAAAAAAAAAAAAgAAAAAA/f8H/v///wj9/f8J/gD//////////wn+AP//////////EP7w/wAA//8AB/8Q/vD/AA' +
      'D//wAH/wEAAAAAAAAAAAAAAQAAAAAAAAAAAAD6/vPrAvkx8f31Gvr+AAAAAAAAAAkA+v4AAAAAAAAACQAABAAAAAAA' +
      'AAAA/gAEAAAAAAAAAAD+/g/09voA+Pv7LfT+Gf79/fj9//34B/77/f0G/v3+/QAS//f/+/3+/v0O/g76Iu/w/fby+P' +
      'UmDQABAAAAAAAAAAAAAAEAAAAAAAAAAAAA/v8M//7////+//36Bgb6/AD8BfsK/PkEA/r8/vsD+Rn+D/4L/f76/v0L' +
      '8P4P/gv9/vr+/QvwAAAE/gAAAAAA/wD6BwYN9/n4+AADCAAAAgAAAAAAAP8AAAACAAAAAAAA/wD//wT/C////vwA/A' +
      '0FAAf8Af36/Pr+/fb9/AX8+P8M/hII+v/+/AX9/gAI/v0aAfwB/fv9/v77AgD//wX////+AP8A//8M//////sA/wAA' +
      'AAD/AP0AAAAF/v//AAoA/wAAAPz+//8ACgD/AAAA/Prl/Ar6+/8ME/0LAwP//P///f///wcD/v/8AP/9////Df77Ai' +
      'T9/Pv6/P37AAAABAD9AAAAAAD++wIo/fn7+fz9+gT8AAAAAAIAAAD/BPwAAAAAAgAAAP8AAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAA+//+G//9/v3+//r///8K/////v///wAA/wf///8A/wD/AP///////xH2//4A////////Efb//gD/AAAAAA' +
      'ADAAD///4CAP//BwAA//4AAAAAAAEAAAAAAAAAAAAAAQAAAAAAAPoA//8AAAAACv8A+gD//wAAAAAK/wD4AP/+AP0A' +
      'Cwb+APgA//4A/QALBv4AAAAEAAAAAP4AAAAAAAQAAAAA/gAAAQAAAAAAAAAAAAD+AAIAAAAAAAAAAAAL//7////+//' +
      '//AAv//v////7///8AAQAAAAAAAAAAAAABAAAAAAAAAAAAAAkG+AUABPv39QkAAAAAAAAAAQAAAAAAAP0AAAAJ+wAA' +
      'AQAAAAAAAAIAAAABAAAAAAAAAgAAAAAAAP8AAAAAAAABAAAA/wAAAAAAAAH//P78/f/+Hfn+/f/7/vz9/gQc+P78//' +
      '3+E/7+/v7+/v4AAAAAAAAAAAEAAP/9/hP+/v7+/v7+APn/Ef/9AP7/AP8A+f8R//0A/v8A/wAAAP8AAP8ABAD/AAAA' +
      '/wAA/wAEAP8E/wAAAAD//wAAAAT/AAAAAP//AAAABP8AAAAA//8AAAAG/v8AAP///wAAAAb+/wAA////AAAA//0AAP' +
      '79CwAAAAD//QAA/v0LAAAAAAAFAAD/AAAA/gAA/wAG/P//////AAMAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAABAAAA' +
      'AAAAAAD//wAHAP///wD////7////9xr//f/+//v////3Gv/9//4C/wAAAAAAAAAAAAL/AAAAAAAAAAAAAAAA/gD///' +
      '//AAcAAAD+AP////8ABwUAAAAAAP8AAP4ABQAAAAAA/wAA/gAAAAD/AP8AAwAAAAD/AAAAAAAAAAAC/////v8L////' +
      'Af/9+/35+yP6/AIA/P////7/Df7//wH+/fv9+fsl+fwCAPwD+gn8C/79Bfz8+wT5FvsJ+/wF+/j6A/oJ/Av+/QX8/P' +
      'sA/wD/AAAG/wAA/wAAAAD+AAAFAAD/AP8A//7/BQT/AP4AAAAAAAUA/QAAAAAAAAAABQD9AAAADP8AAP8A/gAA//oD' +
      'AAAAAAAAAAD/AA//////AP7///768vf6BPoWAhj6/PkKA/kD+A75E/j59goD+QP4DvkT+Pn2//8AAAAABAAAAP///w' +
      'AAAAAEAAAA/wMA/wAAAAAAAAAADv719Pz8/iL5/fwDAP8AAAAAAAAAAPz+AAAAAAAAAAr//P4AAAAAAAAACv/8/gAA' +
      'AAAAAAAK//z+AAAAAAAAAAr/Cf0AAAAAAP8AAPwJ/QAAAAAA/wAA/An9AAAAAAD/AAD8AQAAAAAAAAAAAAABAAAAAA' +
      'AAAAAAAPoD//v9FAj+/fr7/R39+fwU9fn6/PwAAQAAAAAAAAAAAPch/PP6J/33+PX3AP8A/wACAAAAAAD/Cv8E////' +
      '///8/gMA/wAAAP8AAAAAAwD/AAAA/wAAAAAAAAEAAAAAAAAAAAIJ/wP/AP7+/vz9Af8AAAAAAAAAAAAA/wAA/v8LAA' +
      'D8/gH/AP/+/wsAAPz++/X+/BMS+ggP8PH58vv5Hgz48wX4D//8//4D///8+v4S//8A/wz///7+AP357vr3Fwz2/Rvs' +
      'CxH6+Pga/Pn5B/YBE/r3+hf7+vgF+AAS+ff6Gfv6+AX4AAAA/wAA/AYA/wAA//4a+vz+/v7+/vsABgAAAAAAAAAB+v' +
      '8FGfn8+wT9/v/2AAAA/wAACf/+/v4AAAAAAwAAAAD/AAAAAAADAAAAAP8AAP/////+/wv//////f78/hX9A/7+/f/+' +
      '//3/F/74/v/+AgAAAAAAAAAA/wAB/v/9/xf++P7+/gb8//7/BAP////9AAAAAAAAAAABAAAE+wH3/Qn7Afz8DgT6Af' +
      'f9CfsB/fwO//7//v/9/hD///7////9/wv///////////3/C////////xv+/v7/+/3+/fsAAgAAAAAAAAAAAP4d/v3+' +
      '/vr9/v37AP4A/wD/AP8ABv8H+//////+//8G/wf7//////7//wb/B/v//////v//Bv8A/wAAAAAAAAAAAgAAB////w' +
      'D/AP///AEB+PoOAAj6+Aj//wf///7//wD/AQD9/vz9FP35Bf7+AP3+/P0U/fkF/v4AAP/9/wD/////CPb/ABH/AP//' +
      'AP7/AAgA//8AAP8A/f8A///8///+AP8L/wAAAP8EAAAAAAD/AAAABwD+//8AAP///v4I/v79//4J/vQE/Bz/+/r7/A' +
      'MC+/30/f3++v7/KvoACAAAAAD/AAD7AAP6HQf7/fsD/PT5AP8G//8AAP8A/////hYE9/v0AfoY8v/9//f/E/7/////' +
      'AAAAAAACAAAAAP/8BAT89RX6+vcQ/PwDBPz1F/n69xD7AAgAAAAA/wAA+wAAAAAA/wD//AAABwAIAP//AP78APsHDf' +
      '38Bv30Ef38/f3//v/9/hH6A/7+/gv6+wr8/gsC+fv6/v///gEO/P////8A/wD/AP8FAAAAAP8AAP8A/wb//wD//v//' +
      '/gEO/P////8H9vgD+hsNA/b49QP/////+/7/Cf//Av3//v/+/v4N//4DAAAAAAAA/wAAAAX9//7//v79DP/+AAAAAA' +
      'AAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAACAAAAAAAAAAAF/wAAAP4AAAAAAAX/AAAA/gn+//79///7DP/9//v//xz/' +
      '/v/+9v0AAAQAAAAAAP8AAAj5/f0Z/vz6CvX5AAX+/f7//v4Q/vkAAAAAAwAAAP4AAAAE/v0B//79D/75D/z+/f7+/v' +
      '4M+vwP/P79/v7+/gz6/AIA/wAAAAAAAAAACP0AAP8A/wAA//8K/f///wD//////gD/AAD/AAAAAAMABgL///3/Af4F' +
      '//z+CAEAAAD/AP8A/AAAAQAAAAAAAAAAAAAAAP8ABQAA/v8ECQD++/4F/QT/9/r9//kJ/v3+/hb7+v3/+Qn+/f7+Fv' +
      'sF//4FAAD+AAD//QX//gUAAP4AAP/9AP8A/wAABv8AAP4A/wD/AAAG/wAA/hEN+/36/QMB/Pv4EQ37/fr9AwH8+/j/' +
      '///8////Dv3//wQY/vr+/P3+/v78CB/7B/oQ+fj58PMHHvoD+A/4B/fw8v75A/r7EAUN/Pv4/////wT/C/8A+P///Q' +
      'AA/AAL//8AAAD6AAAAAAgAAP8A/fb//wD+H/7+9/8AAAAAAAABAAAAAAAAAAAAAAEAAAAAAP8AAgAAAAAAAAAAAAAB' +
      'AAAAAAAAAPz+/Df6/vr5+Pv2AQAAAAIA/wAA/wD/Bv/6/wP+Bv/+/f3/+zb9/fn5+Pn2+eT8B/n6/wMW/Bj//AD//w' +
      'AHAAUA/AQA/QAAAAAAAAAABf4AAAD//wD/AP8A/wAB/QD/AAAH/wEA/QAAAAAAAAMA/P0A/BP+/P3+CPwAAAn9////' +
      '//7//wAACf3//////v//AAAAAAD/BwAAAP3//gAA/v4SAAD++QAAAAAA/wcAAAD9AAAA/wAAAAEA/wEAAAD/AAAAAQ' +
      'D/Af/+AAD+/hIAAP75AAAAAQAAAAAAAAAA/wgD/////v7+/x0A+Pz6AfYKAvn4/vr+A/0E+xL9/v0A/wD//wD+CP8A' +
      '//75/QL8BPka/f78AAAAAAAAAQAAAAD//QD//wD7/wAAC/////7+///7//8N/////v7///v//w0AAAAAAgAAAAD/AA' +
      'AAAAAABf4AAAD/AAAAAAAAAAIAAAAAAP8A/wb//////wAA/wD/Bv///////gT+/AkC+wL2+wv9/PbvBPPrAE3yAP4H' +
      '/vwJAvsC9PoLAAUAAAAAAP8AAP0ABQAAAAAA/wAA/Qj//wAAAP8AAP3/CP//AAAA/wAA/f8AAAD///8H//8A/wAAAP' +
      '///wf//wD/AAAA////B///AP/8/wEAAAAAAAAFAPz/AQAAAAAAAAUA/P4G////////Bf/////+/w3//f////////7/' +
      'Df/9////AP4AAAAADf/8//4AAAAAAAACAAAAAP7///7+DQD9//////z/BQT/BP4AAPwA/gAAAwAAAAAAAP8AAAAAAA' +
      'IAAAAAAP4AAAMAAAAAAAD//gAAAwABAAAAAP/+//39//4T/f/+//7//f3//hP9//4EAAAA/wAAAAAA/wQAAAD/AAAA' +
      'AAD/BAAAAP8AAAAAAP8EAAAA/wAAAAAA/wD///8LAP////3+AP///wsA/////f7//P75/QX8Gv39/P8b/v7///r///' +
      '/2/xv+/v//+v////YA/gAAAAAAAAADAAD+AAAAAAAAAAMAAP4AAAAAAAAAAwD//QD//wD7/wAAC/7//hD/+P0E////' +
      '//0A//8A+/8AAAv+//4Q//j9BP///wAAAP8AAAADAAAAAvwL/////v/////+/f36/QD8Kvj7+v79/fr9APwq+Pv6/x' +
      'H/Bv/+/wD//vEAAAAD/wD/AP8AAgAAAAABAAAAAAAAAAMAAAAAAAD9AAAAAwAAAQAAAP0AAAADAAABAAAA/QAA/wAD' +
      'AP8AAP8D/v8AAAQA/wAAAAD//wAABAAAAAAAAAD//wAI//////8A//4DAAAAAAD/AP8AAAMAAAAAAP8A/wAAAAAAAA' +
      'ABAAAAAAAAAAAAAAEAAAAAAP4B/gAS//7+/P39AP8AAP4ADQAA/vkA/wAA/gANAAD++f8Q/////////v/5AP8J/P7/' +
      '///+Bv0A/wn8/v////4G/QAABf8AAAD/AP//AAAF/wAAAP8A///9/gD/AP79//8O/wAAAAAD/wD/AAAA/f7//wP9/f' +
      '//Dv8AAAAAAAAAAAABAAD+AP8AAP///wf/AP4A/wAA////CP/89v0U+gIL+P/7BPz2/RT6Agv4//sE//r+Bv39/P77' +
      '+Rn78PsP9wAH9vv0KAEAAAAAAAAAAAAAAQAAAAAAAAAAAAD++gH+Dvv4/ggD//4F/v0k+Pz+9/n7/voB/g77+P4IA/' +
      '8A/f//////////CQD9//////////8JB/wA//8A//8EAP4AAP8H////AP8A/wAA/wf///8A/wD/Gf8A/////v//8/wZ' +
      '/wD////+///z/Pb+Fvr8/Pr4DAAG/vgB/P7+/fsIBA7++AH8/v79+wgEDvb+Fvr8/Pr4DAAGBPv/Df78/wX9//sG/f' +
      '/+/////QD/Bv8AAP8AAAn/AAD7/wAA/wAACf8AAPsJ+P4K/fsHAf3+/P7///3+/xP+//n//v///f7/E/7/+f8AAP8I' +
      '//8AAP4A/gAA/wj//wAA/gD+BgL8+/v9GAH9/fYJHPPs/vQW8u7zIAD/AP//CPcJ//7+//8AEP8A//z//vsOHe71+P' +
      'kl+OrrDgD/Af8A//8G//7/AP8B/wD//wb//v8A/wH/AP//Bv/+///7/wD8/wD7/gAU//v/APz/APv+ABT8/f///P4T' +
      '/////wL+//8K/AD///7//vz+/Qb6E/7+/f7/Ef//AgD/AP/+9AABAAEAAAAAAAAA/xL/AAL//////vP6+Pr0+fn4+U' +
      '/78wACAAAABP8A//3/AAIAAAAE/wD//f//Bf4S/v39/P79/P////7/+///Dv////8A/wAAAAAEAAD////+//v//w7/' +
      '/wMAAAAAAAD+AAAAAwAAAAAAAP4AAAAAAAAFAP4AAAD/AAAAAAUA/gAAAP8AAAAABQD+AAAA/wD//f4EBvz5/v4GBg' +
      'AAAAAABf7//wAA//3+AwUB9/7+BgUAAAAAAAAAAAAAAgAAAAAAAAAAAAACAAAAAAAAAAAAAAIAAAMAAAAAAAAAAAAA' +
      'AwAAAAAAAAAAAAAAAAAF/v//AAAAAAAAAAX+//8AAAAAAP8AA/8AAQD/AAYA//8C///9//8ABgAAAQAAAPz/AAAG//' +
      '8BAv///f//Av4F/AP+/fwN/P0A8hD7A/j6+P35IQL+BfwD/v38Dfz9AAIAAAQAAAD+AAAAAgAABAAAAP4AAOwP+/v8' +
      '/vL9BQkYAAAAAQAAAAAAAAAAAAABAAAAAAAAAP8A/wr9/////wD/EgTv7A8CEPft9xLyCvLu+wMZ+u8PFRIE7+wOAg' +
      'v37QIP////+//6Ff////7////7//oV/////gD/AAAAAAAAAAACAP8AAAAAAAAAAAIAAQAAAAAAAAAAAAABAAAAAAAA' +
      'AAAAAAAA/gAAAP8B/wQL//7/////AP/9/wAAAAAAAAAAAAAAC//+/////wD//f8AAAD+AAAJ/wD+/gD///7//wj///' +
      '//AP///P//Ef7//f37/f8S/////v///wD/AP8ABQD//wAAAP8A/wAFAP//AAAAAAAAAAEAAAAAAAD/AAAAAAAAAAAC' +
      'AP4A//8A/P8AAAoA/wUAAAAA/wAA/v/7Bf//APv///8KAAAA/gAAAAAAAAUAAAABAAAAAAAAAP7//gAL//0A/wD//v' +
      '/+AAv//QD/AP8AAAABAAAAAAAAAAAAAAAAAAIAAAD/AAIAAAAAAAAAAAAS///////////2/wsJ/fr9/Pj+//0KHAn8' +
      '+fz79/7+8goAAAAABgD9AAAA///+//8Q//7///77AAAAAAYA/QAAAP///v//EP/+///++//p+wT7+vj9/hYa/f0G/w' +
      'H//f//CP77Ewz1G/j5+AD88AD+AAAAAAAAAAMA9/cO9xfy7fT9Hgf/Bv/8/xP/+P7/+f4F/vz9HvT7/v/+/wb//P8T' +
      '//j+//kAAAAH//////4AAAAAAAf//////gAAAAEAAAAAAAAAAAAAAAAAAAAD/wAA/wYA//n9//z+/fgYBgD++P3+//' +
      '399xcHBPn//wD///8J+AcE+f//AP///wn4/wD+Ef79/////P4AAAAAAAAA/wACAP8A/hD+/f7+//7+AAAAAAAAAAAA' +
      'AAL//////v/9AAAL/wD7/wsA/wD/////AAACAwD//wAA///++QAN/f38/v8KAAQAAAAAAP8AAP7/BAAAAAAA/wAA/v' +
      '8AAAD/AAAABgAA/AAAAP8AAAAGAAD8/v8T/vz///7//f7+/xP+/P///v/9/gAAAAMAAAAAAP8AAAAAAwAAAAAA/wD7' +
      '/QUg/f3++Pz8+/v9BSD9/f74/Pz7//4D9/UC+P/4LvYAAP8ABAAAAAD/AAr6C/X2APr+9SbzCvoL9fYA+v71JvP8+v' +
      'z6+/sHDQsG+Pz6/Pr7+wcNCwb4/wUAAP//Av////0AAAAAAAAAAP8D//v/+/r7+wQMCgn3AAAA/wAAAwAAAAAAAAD/' +
      'AAADAAAAAAT/AAAAAAAC////BP8AAAAAAAL///8AAAABAAAAAAAAAAAAAAEAAAAAAAAAAAAA/wD9B/8AAP8AAAD/AP' +
      '0H/wAA/wUJAfv/BvkA///9ABL///4AAP/1AAD9E//+///+///7/gEtAPj7BPb+8vr7GP/7/P4D+Qb/+/oY//v8/gP5' +
      'Bv/7+gABAAQAAAAA/QAA/wAABgAAAP8AAPwU9P4EDPv19QAP9gAABAAAAAAAAP0AAP8A////////BwAS8wEJC/vz9P' +
      '8T8gABAAQAAAAA/QAAAP///v8K/P//AP8A///+/wr8//8A/wID/QH9/QIM/Pr/AgP9Af39Agz8+v8CA/0B/f0CDPz6' +
      '//8B/hj9C/359f75/woA/v////8A//7/Af4Y/Qv9+fX++f/6/v4H/hT7/v78AP8AAAwA/AAA/P4A/wAADAD8AAD8/g' +
      'AAAAABAAAAAAAAAAAAAAEAAAAAAAD++Pz4BA0QEfD9+AMAAAAAAP4AAAAAAwAAAAAA/gAAAAAAAP//Cf///wD9//8E' +
      'AAAAAAAAAP8A/wP//gn//////P8AAAD/AAAA/wD+B/8MAP8A//3//gD+ACX9/P35/P39AfUAAAD//wAAAAMAAP4w/P' +
      'z9+Pr8+wHz/wwA/wD/APwA/v0A+wAAAAAA/wD/Cf8HAP8A/wD7AP0GAQD/AAAAAAAAAAABAP8AAAAAAAAAAAEA/wAA' +
      'AAAAAAAA/wD+D//9/v/+//7/AP4P//3+//7//gAQAAH+//f///7/EQcD+vv+C/z8+fb6//76+/0L/P0HDv8A/g///f' +
      '7//v/+/wD+D//9/v/+//7/AP4P//3+//7//goW/wPz9gz19f0BAAQBAAAAAAD8/wDt/P76/f76/QYLGwD+AAAL//3/' +
      '//7/AP4AAAv//f///v8AAAACAAAAAP8AAAAAAP4AAAD/Af8EAP8AAAABAgAAAP8A/wD//wEE/wAA/wAAAP/+AAD/Bg' +
      'D///wA//8A+/8AAAz//AD+/w7///7+AP/8AP7/Dv///v4AAAAD/v8A/wX///7+///7/v4R/////wAHAAD/AP7///8A' +
      '//3///7//v//+xL//v77/vz9FQX9/QD//wD8AP8BAAAIAP8AAP///gEAB/4A/wAA///+AQAH/v/+/vz//f4X/v38/x' +
      'AA/wAAAAD+APT6AxL58fvw+hMIBgQA/v8AAAAAAAAABAD+/wAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAB' +
      'AAAAAAAA/wAADQAA/wD//wAA9wANAAD/AP//AAD3AAIAAAAAAAAAAAAABwAAAAD/AP/+/wAHAAAAAP8A//7/AAAAAA' +
      'ACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAgAAAAAA//3///7//v//+xL+//8I//4G/v///AAAAP/+AAD/BgD/Dvv6AQUD' +
      '+/7+CvP/+fsM+Pv29AkLEf/5+wz4+/b0CQsR+Bn68/r1Nfr6+vH6/gj//P//BAj+/gAE//////7//wAFDAn79Q7+/g' +
      'L5+f7//gYAAAAAAAD/AAD/AAAAAP0AAAAF/h3++AUB+vvs+w7//gf/////Af7/AgD//g///v/+///8/vj9/v39Bgz8' +
      'DPv++P0B/f79Df4M/QLx9/gC+v0S/w8FAAAA/wkA/v///v4AAAD/CQD+///+/gD+AAAAAAAFAAD/AP4AAAAAAAUAAP' +
      '/9A/z4BQD79wwP+f0D/PgFAPv3DA/5/gn////////9/wP+DfPsDPv3/RUP+AD/AAAAAAX//v8AAP//////+///DP8A' +
      'AAAAAP4AAAQAAAAAAAAA/gAABAAA/vv/Af37If4B9PwA+wL/AP8I/wD/AAAAAP4AC/8A/gD8APsB/f8KB//+//z+/f' +
      '7+/f8V/QD9/f7+/v7+/xT9AP3+/v3+/v3/Ff0A/f0A/wUAAAAAAAD+AAD/BQAAAAAAAP4AAP8D/wAA//8CAP4A/wD/' +
      '/wD+/wgA/wD/AP//AP7/CAD///wD//////4C/wcAAAABAAAAAAAAAAMAAAAAAAAAAP8AAwAAAAAAAAAA/wAA/wAAAA' +
      'AIAAAA+gD/AAAAAAgAAAD6/xT/BAj8/v749v0ABAD+AAAAAAP+/wAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEA/wAD' +
      'AAD//wAAAP8AAAADAAAAAAAA/wAAAAMAAAAAAAD/AAAAAwAAAAAAAP8AAAADAAAAAAAAAAACAAAAAAAAAAAAAAIAAA' +
      'AAAAAAAAAAAgAAAAAABAD9AAAAAAAAAAAEAP0AAAAAAAAAAAMJAAD+APgAAAAAAAAA/wAAAAIAAAAhDPLqEwsY7+70' +
      '8AQI/Rb9//YC+/7zIwzy6hELGPHt9PAIBAL2A/IBAvUJBv7+D/7////////+/v4P/v////////7+/g7+//7+Av///f' +
      '7+Dv7//v4C///9/wj//v0F/P/9Bf3/CP/+/QX8//0F/QoSAPkP/Pf8+/j7/wj//v0F/P/9Bf0E+gL//v8IAP///QD/' +
      '//z///4AAAv/AAAA/gAI/v8AAP8A///6/wf8//8K/gIAAP8AAAAAAP8BG/z6+vn9/vz8/gwDIwb4APnsDQXw9fcTBA' +
      'QDAQD4/PQC9xMEBAMBAPj89AL/9wP9///+/v7+Ff/3A/3///7+/v4V/v4K+/r///4K/gD+/gr7+v///gr+APj9B//7' +
      '/wH//xD8AAAAAAAAAgD/AAAAAAAAAAACAP8AAAAAAAMA/wAAAAAAAAD//QcG/f7///8AAP8ABgX9/f7//v7+/vv+/v' +
      '38E/4EAAAAAQAAAAAAAAD+/v78/v79/BP+BAAA/wADAAAAAAD/AP4AAAAACAAAAPz//f7///4R/////AAAAAAAAAD/' +
      'BAD/AAAAAAAAAP8EAP8AAAAAAAAA/wQA//z4/An6+/wj/wH0/Pj8Cfr7/CP/AfQAAP8GAP////8A/////wL///7+//' +
      '8IAP8AAAAA/wAAAwAJCP/////////6/QcC/Pn7/fn8+x76AAAAAwAAAAAA/////f///wAIAAAE+wYC/Pz7/Pn8+yD5' +
      'B/3+/f4BFP36+/z//v7+/gMX/fv7/P/+/v7+Axf9+/v8//3/Bf7//f79/w0A/gD8AAD+EQAA+AD+APwAAP4RAAD4AA' +
      'AAAAAH+wAAAP8AAAD/AAX//gAAAAAA/wAAAAD//gYAAAD/AAAAAP/+BgD/AAT+AAD/////A/8ABP4AAP////8DAAP+' +
      '/wH//v///wYAA/7/Af/+////Bv///wL///7+//8IAAAAAP8ABQD//v8AAAD//wr9AP4A/wn8Bv////kE/v/9CfwG//' +
      '//+QT+//0AAAD//wj//f8A/wAAAP//CP/9/wD/AAAA//8I//3/AP8ABQD//v/9/wYA/f0I//4M//3+/v/6//r//P8W' +
      '/v///f/////+C/////wA///5/voKFf3++/3+Bv8AAv8A/AD//wAG/wAC/wD8AP//AP/8/vz9/ij8/vzz//z+/P3+KP' +
      'z+/PP/AP8A/wAGAP//AP8A/wD/AAYA//8AAAAAAAAAAAEAAAAEAAAAAAD8AAAAAP////4B//3+CwL9/v4C+gX+/AcH' +
      'AfkA//8AAAAAAP8ABQD//wAAAAAA/wAF/gf7/QUAA/0I+vwo/P3+C/f9APb39v8F//7///3+/A/9/wX//v///f78D/' +
      '3/////APz/AP8M/wAAAAAAAAIAAP8AEv/8//7//v//+/8S//z//v/+///7////B////v3///4GFP3u/f//AP4HBv0A' +
      'AAAAAAEAAAAAAAD/AP0KAAAAAAD9AAAAAAABAAAAAAAEGP//+/j7///8/wQY///7+Pv///z//wAF/f////4J/v7//w' +
      'P8Av7//gv+/f//A/wC/v/+C/79AAYAAAAA/wAAAPz//f/9//7+Bwn//v/9//3//v4HCf/+AP8A//8GAP//AP8A/wD/' +
      '/wYA//8A/wD/AP//BgD//wD/APf/////AgMEBv0AAAAFAAAAAAAA/gAAAAAAAAAAAAAA//n//v3+IP3++vsA///+//' +
      '8H/v8G+wAAAAUAAAAA/wD/AP8A/P///Q8A//sA/wD8///9DwD/+wQB/AT/AP///v//BAH8BP8A///+//8EAfwE/wD/' +
      '//7//wAAAAQAAP//AAD/AAAABAAA//8AAP8AAAAA/wYAAP4A///+Ef37///2C//+//4R/fv///YL//4A///9/gD/D/' +
      '8A+wD///3+AP8P/wD7AP///f4A/w//APv/AAUC///////+//8ABQL///////7/AAADAAAAAP8A/wAAAAMAAAAA/wD/' +
      'AA3+/gH4B//8/Aj4Av0C/v///P3/D/wA/wD6/////Q0AAAD/APr////9DQAAAAAAAAYA/QAAAP8AAAAABgD9AAAA/w' +
      'AAAAD/AAD+AAQA/wAA/v8AAAcA/v//APv+/wAAAAAAC/oA/wgCAAAAAP8A+gD/CAIAAAAA/wD+/vb//P/8/v8f/AD/' +
      'AP8A/Aj/AAD///8Z/P7//v39//n//xn8/v/+/f3/+f//Gfz+//79/f/5/PcAKPoBBvj9+/MAAAAA/wD//AAABwAAAA' +
      'D/AP/8AAAHAAIAAAAAAAAAAP8AAgAAAAAAAAAA/wAAAAb/////AAD/AAAABv////8AAP8AAP/+////////BwAA//7/' +
      '//////8H//79//0A/v8AD/7//v3//QD+/wAP/gAAAwAAAAD//wAAAAADAAAAAP//AAAAAAACAAAAAAAA/wAAAAIAAA' +
      'AAAAD/AP8A/gD8/Q8AAP0A/wAAAwAAAP8A/wD/AAADAAAA/wD/AP8A/QoAAAAAAP0AAAAAAAABAAAAAAAGAAAAAP8A' +
      'AAD8AAYAAAAA/wAAAPz/+f/+/f4g/f76+wEAAAAAAAAAAAAABP8AAAAAAAAAAP8F/wAAAAD/AAAA/wAAAAAAAAABAA' +
      'AAAAAAAAAAAAIAAAAAAAACAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAQAAAP0J+v8BAAD//f8F' +
      'AAAAAAAAAAIAAAAA/wAAAAMAAAAAAAH9AAAAAP8AAAX/Af3///8C/wH/Bf8D////Av7///4DAP///wn//////////v' +
      'wd+wP++/3+/fwAAAABAAAAAAAAAP37HAYC/fn7/Pz6AAAFAAAAAAAA/QAAAAABAwAAAP8A/wD/AAD7AAkAAAD//v7/' +
      '/QEDBQP+Av3+/v/9AQMFA/4C/QAAAP4ABAAAAAAAAAAA/gAEAAAAAAD/Fv79APr+/v3//gD//f8A//8H/QT/AP8AAP' +
      'oL/wD/////Ff79+wX9/vz+/f3//gP////+Cv///xP///7///7+//kAAAAGAAAA//0AAAAAAAYAAAD//QAAAAAA//8A' +
      'AAAIAPwAAAD//wAAAAgA/AAAAP//AAAACAD8AAABAAAAAAAAAAAAAAEAAAAAAAAAAAAAAP8AAAADAAAAAAAA/wAAAA' +
      'MAAAAB+wn9/P39/PsKBgH7Cf38/f38+woGCOXs+QoZ9vb2NvQA/wQAAAAAAAD/AAD/BAAAAAAAAP8A/f4M/gH/////' +
      '//7+/P//FP/9//3//PwAAAEAAAAEAAAA/AAAAQAAAAQAAAAA/wAA/gD7AAD8DQAAAP4AAAAAAwAAAAAA/gAAAAADAA' +
      'AI/v/6//z///8J/wj+//r//P///wn/AP4A/wAA/v//CP8A/gD/AAD+//8I/wAAAAAAAAACAAAAAAAAAAAAAAIAAAD+' +
      'DQX8+P75AAL8B/8BBfz9/vsBA/4JAA0AAPsA/v8A/v7ud/bu7gL18esO6Ab9//4F/////QP+Bv3//gX////9A/4G/f' +
      '/+Bf////0D/hz/C/UUA/b/+PHwHP8L9RQD9v/48fAAAAIAAAAAAAD/AAAAAgAAAAAAAP8AAAQL/v//////+v0BAAAA' +
      'AAD/AAAAAAD/AAQAAAAAAP8AAvz//gAAAAAABgAC/P8C//////8F/wD/AP/+//wA/wYE//8G/f///////wT//wb9//' +
      '//////BAADAAD//wAAAgD//vz+B/4D/Rf79/n//v8L//4I/v/6/ez2/Q38AAL7/CP87Pb9DfwAAvv8I/wAAAD/AAAA' +
      'AAMAAAD/AAb/AP//////////Bv////8C/////gD/AgD/AP//Bf/+AP8CAP8A//8F//8C//8A/fwM/v4AAAEAAAAAAA' +
      'AAAAAAAgEAAAAAAAAA//4HAP8AAAAA//4C/gH///7/CP8B/QIAAAD/AAAAAAAAAgAAAP8AAAAAAAAA/wAAAAAAAAQA' +
      'AAH8Af8A/gP//voMAPwB/gD+Av4B+gsAAAAAAAABAAAAAAAAAAAAAAEAAAAAAP//Af///v7+/wkA//8B///+/v7/Cf' +
      '8OAAD/AP7+//r//w4AAP8A/v7/+v//CvwH+xf4+vn6+///////CP////////////8I//////8AAAD/AP8AAwAAAAD/' +
      '/wD//f8K///+AP//AP/9/wr///7/CvwH+xf4+vn6+/78///7/wH//wwB/vz///v/Af//DAEB+AYI+fz7FPoC+gAAAA' +
      'AAAAAAAgAA/x7+/P7+/fz9/fsAFQQD9vr4EPj/9REDNuoG8Oz+8RPoAQAAAAAAAAAAAAAAAAEAAAAAAAAAAAH//gH+' +
      '///9Agb/AAAABAAA//8AAP///P///f4Z/v79+v/8///9/hn+/v36AQAAAAAAAAAA/wABAAAAAAAAAAD/AAEAAAAAAA' +
      'AAAP8A//7/C/4L/vr+/v0A/wD/AAQA/wAAAAD/AP8ABAD/AAAAAAACAAAAAAAA/wAAAAIAAAAAAAD/AP7//v///wn/' +
      '////AAAAAAD8BgAAAP8A/wD///4K/////v7+/v7++hn+/v79/wAA//8K//z/AP//AAD//wr//P8A/wr7/vz8+PwT/g' +
      'T8////BAD//ggAAPsK+/4A/Pf7E/4E+gD/AAD///4AAAAHAP8AAP///gAAAAcAAAAAAAAAAAAAAQD///////v/AAQH' +
      '////////+/4ABAgA/v8FAP//AwD+//8KAP/+////AP/8AAAA/wYA/wAA/////v75///+HPr/+wAAAP8GAP8AAP///v' +
      'v++f0r/Pr9+vz///8K/////v///////wr////+/////////f8N/v7//////goA/wAA/wD//QEF/hj+APz8+v33+v0A' +
      '/QoAAP8ACP3+APz/CgD//wD///4A/P8KAP//AP//7TYA6fH1APcI+xQR9zfqBvDy/vEU7P7+B/4K//7+///9/v4H/g' +
      'r//v7///0A/wIAAAAA/wX//QD/AAUA/wAA/wAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAAEAAQAAAAAA' +
      'AAAAAQAA/wv+/v///////wAAAP8AAAAD/wAAAAAA/wAAAAP/AAD/AP7+/v/6BAP/CP7+AP///w3/AAD8/v4A////Df' +
      '8AAPwAAAIA/wAAAAAAAAD/////AP///wAHAAAAAAD/AQAAAAAAAAAAAP8BAAAAAAkC9vsR/f/8+vkJCAX1/BD7/fsB' +
      '+AYA/wAAAAT/AAAAAAEAAAAAAAAAAAAA/v3///7+Ev/+//35AAAAAAD+AAAL//b//fz7/B78AQf4//7//v7//v7+/x' +
      'AAAAAAAAACAAD/AAD/AP7//wAI/wD+AAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAE/wIAAP8AAP/+//38/f0B/Rz6/v3+' +
      '+fL9/QD8Mvf7/f/9/P39Af0c+v79//8GAAAAAP8A/wAAAAEAAAAAAQAAAAAAAQAAAAABAAAAAAAAAP8A7gAAABYAAA' +
      'AA/wDuAAAAFgAABAAAAAD/AP////8AAP///P8A/wkAAAQAAAAA/wD//wD/AP8FAAH/////AAAA/wAA/wf+AP8AAP/8' +
      'AP8AAP8IAAAG/wAMAPsA//b///7//f3/C/7/A//6IfvvCPz1AAAP8/0W+gEC+Pn+/w/y/xD5Awj2/fv9FPAAAAAEAA' +
      'AAAP8A/gAAAQAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAAAAAAP7/Aw/9//7////7/v8DD/3//v////sCDf8A/P/+' +
      'AAD8/gD/AAAAAAAAAgAA//7+AAYAAAAA/wABC/3/Av/9/wH8/QP3AP8AAP/4EQD/AAD/AAAAAAAAA//8Fv7/+v/8/w' +
      'H//vwW/v/6//z/Af/+/Bb+//r//P8B//4AAAAEAAD/AAAAAAD/AAQAAAD/AAD//QAGAAT9/wD///8AAAAA/v0KAAD9' +
      '///+//0B+/7/DgH///7//QH7/v8OAf8EAAD//gAAAAAAAAD8BQQB9Qb9C/z8AP8A//8A/gAABv8A/wD//wD+AAAG//' +
      '8A9gD/AAAAAA0AAAD//v///////wf///X+/////v8MB//7///5//79/wgM//8AAP//BQAAAP///wAA//8FAAAA//77' +
      '///4/gP9/wgL//v9+/r7Ffz+CAEQAQD/AP///P//+f/7/fv6+xX8/ggBAQAAAAAAAAAAAAAA//8D//4G//4A/wD//w' +
      'P//gb//gD//P7//v//////Df/8/v/+//////8N///+/wD////+BAAFAAft/Pv9/v7+IvwAAAAAAP8EAAAA/wAAAAAA' +
      '/wQAAAD/AAEC/wv//P8A/P7////+AQMK/v39/v8AAP0MAwX+/fn8//8A/wIAAAAABP7//wD/AgAAAAAE/v/+//3+//' +
      '0U/f/+//8A/////wj/AP7//wD/////CP8A/gD///7/////DAD7AAAG//8A/////wAAAAMA/wAAAAAAAAD/AAAAAAcA' +
      'AAD8//8DAP4ABgAAAPwAAAAAAAAAAQAAAAj9/wD1AP0AAA78AAAAAgAAAAEAAAAA///+/////wwA+wD///7/////DA' +
      'D7//8AAP///P8A/wkBAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAA/gAAAAAABAD6AP///wAAAgAJAAD6AAMAAAD//wf/' +
      '+fn/AP///wH/FP7+9v39/PwK+xQD/fMs8Ofr7xz59UbgAAAAAAAAAAL/AAAAAAAAAAABAAAAAAAAAAAAAAEAAAAA/g' +
      'b//f4P/fz//f4A/gD9/wkA//8A//3+/v3+H/3+/ff9//z9Jf77/f37/vf8+Psf+yP5+vf18wABAAAAAAAAAAD/AAEA' +
      'AAAAAAAAAP8AAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAEAAAAAABH//f7+APz/////Ef/9/v' +
      '4A/P////8R//3+/gD8/////wD7////AAv/////APv///8AC/////8AAA4AAAAAAAD0AAAAAAAAAAQAAP/+AgX/AP8A' +
      'AAAAAP4CBf8A/wAAAAAA/gIF/wD/AAAAAAD+AAEAAAAAAAAAAAAF/vsEBAX9/QP8/f7//v8AB///A/8AA/35AwQL/P' +
      'wG+vz/AAD+/wAABwD+///9/vwB/vv+Ev8C//0BA/v+/v4S+v///f78Af77/hL/Av8U//z//v7+//38AAIEAAAAAAAA' +
      '/QD/FgP8//7+/v/6/AAAAP4AAAYAAAD/Af8M/v////3+//7++wr4CQIA+Az6+v79AAYN/QL9Cf3xCP8AAv///v8A//' +
      'wI/wAC///+/wD//AD+AP8AAPv//gAMBQb68x0B9foI//X9Avz6/f33+gcQBwAAAAADAAAAAP7//QL8+gD99/oHDwb/' +
      '/P/+///7/wAADgAAAP8AAAAAAAACBvn+/Pv9FP39+gYG+f78+/0U/f36BgD/AAAAAAYAAP7/Bvn+/Pv9FP39+gYG+f' +
      '78+/0U/f36BgAAAAAAAAAAAwD/AAAAAAAAAAADAP8I//3/BP/////+/wQA/AAAAAAAAAAABAD8AAAAAAAAAAAAAAAA' +
      'AQD/AAAAAgD/AAACAAAAAwD+AAAAAAAAAAEAAAAAAAAAAAAAAQAAAP8H//4D//v6BgT9AAAAAAAAAAAAAAMAAAAAAA' +
      'AAAAAAA/oG/f0I/vL4BRf7AP8AAAAADAAAAPYA/wAAAAAAAAAAAgD/AAAAAAAAAAACAAAA/QAAAP8GAAD29/cHAfPv' +
      'AlPv7v//Agn///////7+/gAAAP8A/wAABgD+AAAA/wD/AAAGAP/9////AAX//wT/AP8D//7/////BP8A/wP//v////' +
      '8E/wABAAMAAAD//wD/AAAAAAACAAAAAAAAAAAAAAIAAAAAAPsACQD/AAAAAP4A/f79/wwA//8A////AP8AAwAAAAAA' +
      'AP0L//0M/v3+/v78/Av+/Q/9/f7+/vwP/vz//v/7//8E/gz9//////7////+IfJn5Pf38fLs9PAM/f/////+/////g' +
      'AA/////////wf/AAD/////////B//+/wD//v/9AAAKAP3///7+/v3//xH+DP/8//////////8o/QT7+fry9wH1ChXv' +
      'VecD8er68Bvc/wb///0ACP//APr/Bv///QAI//8A+g4D+AwQDvIM5AToBwb99/oGAQUD9QEHBv33+gYBBQP1AQcG/f' +
      'f6BgEFA/UB////+//+/RH+///////7//79Ef7//wAAAP8ACAD8/wD/AAEAAAAAAAAAAAD//gv//f////7+BP/+C//9' +
      '/////v4EAAoC////AP8A//kACgL///8A/wD/+QD//wv///////3/AP8ACv///////f8A//8L///////9/wUAAP8AAP' +
      '//APsE//8AAP//CQAA//sE/wD//v8I///6AAAA/wAAAAAAAAP//QX+/v7+DQ7+9vcAAP8AAAAAAAAD/wD+AP/+AP8A' +
      'BwD/+wb9/gX9A/39+Qv7BP39A/0C/QT5Cv////7///4A/f8NAAD/BgD//wD///8DDAAHD+z7+A7z+wMNAQQV7fv5Bv' +
      'P8AP8AAAIAAAACAP8A/wAAAgAAAAIA/wAAAAAAAgD/AAAAA///BAAA/wD/AP/58vdM9RkI8vD14gAAAAgA/AD/AAAA' +
      '/PYCB/v8+ib8/PYA/////w3/BP/3//v1AQ36Bfkp+/L1AP7+/wAAAP///wn/BwQC/v7+BAH99/8HBAL+/v4EAf33AP' +
      '8AAAAAAAABAAAA/AAAAAD/AAAHAAAAAAAAAAAAAgAA//wA//////8DB/8A/v8a///7/f//9v//Av////////8EBPYK' +
      'A/z7+fv79B8BAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAMAAAAAAAA9QAAAAwAAAAAAAD1AP8AAAD+B/4AAAD/Ef0A/w' +
      'AA//wA//n9+QUC/Bj8BPr8+v35BQL8GPwE+vz6AAAAAAAA/gAAAAQCAAAAAAAAAAD/AAAABQAAAAAAAP0AAgAFAP8A' +
      'AAAA/AAV8/T6+vsR+/sOAQAA/wQAAAAAAAD+Gg7y9ff5BvL4BwoZDfL69/kF8vgHCAABAAAAAAAAAAAAAAEAAAAAAA' +
      'AAAAD/C//9/v4OBP7z+/0F//7+/w0O/vP4APwAAP8ACAAA//4AAAAAAAACAAAAAAD+AAAAAAYAAAD+AP4AAAAABgAA' +
      'AP4A/wD/AP/+/wcA/wMAAAAAAAAAAAH+AAAAAAIAAAAAAAAAAAAAAgAAAAAAAP4I//0A/v4BDv72AAD//wD//wb/AP' +
      '///wAO/wD//AD+/P/+//3/D////v////7//f8P///+///+CAAAAAAA/wAA/AAAAAAAAAACAAAAAAAAAAAAAAIAAAAA' +
      'AAAAAAD//wUA/wAAAwAAAAAAAP8AAAADAAAAAAAA/wD/C/72/vr5/SD99f8L/Af5CPb6Eff4/hb6/fcC8Pgy9e0o9f' +
      'v7+/sH/AL99wAAAAAAAAQAAAD++vv98/v9/DH+/fr6+/3z+/38Mf79+v/9/vn9/v0j+P79AP///////wn9AP///v/9' +
      '///6Df7+Bf4Q///+CPz+/f75/ggAAAAAAP8AAPwABP8S/wD//fwA9hgD/xH+/+78/P31AgAAAAAAAAAAAP8CAAAAAA' +
      'AAAAAA//8A+/7/AAAAAAALAAAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAEAAAAAP0A' +
      'AAAAAAQAAAAA/QAAAAAAAAEAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAQAAAAAAAAAA/gEB/v3//gECCP39AQP+/f/+AQ' +
      'IH/QD+AAD/AP4AAP8H9f39Nf39+/v5+/n/+gT9/PEf/QH+/QD/AAYA/////wD/AP8ABgD/////AP//APYA/wAAAAAN' +
      'AAEAAAAAAAAAAAAAAP8H////////AP///gEAAP8AAP8ABQD//f///////w3/AAAAAAAAAAL/AAAAAAAAAAAAAv8AAP' +
      '8B+wH5/P38AwUN',
  },
};
