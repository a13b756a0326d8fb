// The known-food vocabulary (issue 38): plain foods that carry none of the EU's 14 allergens, and the
// words an ingredient line uses around a food (amounts, units, how it is cut, cooked or bought), in the
// nine languages Hearth parses. With the allergen tables (allergen-table.ts, allergen-table-europe.ts),
// whose every food is known too, it tells a line whose food the classifier can place from one it cannot
// ("1 jar Miracle Whip", "2 tbsp doubanjiang"): a recipe with such a line is "unknown" for safety, never
// "safe for everyone" (classify-allergens.ts, placed-lines.ts).
//
// A food is listed here only when none of its ordinary forms carries an allergen; anything processed
// (sauces, spreads, sausages, biscuits, mixes) belongs in the allergen tables or stays unknown. Sources
// for what is allergen-free:
// - Regulation (EU) No 1169/2011, Annex II, in its official translations on EUR-Lex (the 14 allergens
//   and the cereals that carry gluten: wheat, rye, barley, oats, spelt, kamut; rice, maize, millet,
//   buckwheat, quinoa, amaranth and sorghum do not).
//   https://eur-lex.europa.eu/eli/reg/2011/1169/oj
// - UK Food Standards Agency, "Allergen guidance for food businesses" and Coeliac UK's food lists
//   (naturally gluten-free grains, starches and flours; plain meat, fish, fruit and vegetables).
//   https://www.food.gov.uk/business-guidance/allergen-guidance-for-food-businesses
//   https://www.coeliac.org.uk/information-and-support/living-gluten-free/the-gluten-free-diet/
// - The national food composition tables for the food names in each language: Bundeslebensmittelschlüssel
//   (DE), Ciqual (ANSES, FR), BEDCA (ES), CREA (IT), NEVO (NL), INSA (PT), Livsmedelsverket (SE), and
//   IŻŻ (PL).
// Spices are listed one by one (a blend such as curry powder or garam masala may hold mustard or celery
// and is in the allergen tables). Celery, celeriac, mustard, sesame and lupin are never listed here.
//
// Words are read after the classifier's normalising (lower case, no accents, each word singular). A word
// in a line is known when it is listed, or when it is a listed word followed by an inflection of at most
// three letters ("marchewki", "pomodori"), or a compound of listed words ("Paprikaschoten").
// Turkish, Japanese, Arabic and Hebrew are in known-foods-world.ts.

export { LINE_WORDS_WORLD, PLAIN_FOODS_WORLD } from './known-foods-world.js';

/** Plain foods without any of the 14 allergens, by language (each word or phrase a food). */
export const PLAIN_FOODS = `
water ice salt pepper peppercorn sugar brown sugar icing sugar caster sugar powdered sugar demerara
muscovado jaggery molasses treacle golden syrup honey maple syrup agave syrup corn syrup glucose stevia
oil olive oil vegetable oil canola oil rapeseed oil sunflower oil corn oil coconut oil avocado oil
grapeseed oil lard suet dripping tallow shortening schmaltz cooking spray
vinegar rice vinegar apple cider vinegar cider vinegar white vinegar distilled vinegar
rice basmati jasmine arborio carnaroli risotto wild rice brown rice quinoa millet buckwheat amaranth
sorghum teff polenta grits cornmeal masa hominy popcorn corn maize cornstarch cornflour starch tapioca
arrowroot potato starch sago cassava yuca
baking powder baking soda bicarbonate yeast cream of tartar gelatin gelatine agar pectin vanilla
vanilla extract vanilla bean vanilla pod cocoa cocoa powder cacao coffee espresso tea matcha
apple apricot avocado banana blackberry blackcurrant blueberry cantaloupe cherry clementine coconut
cranberry currant date dragon fruit elderberry fig gooseberry grape grapefruit guava honeydew kiwi
kumquat lemon lime lychee mandarin mango melon mulberry nectarine orange papaya passion fruit peach
pear persimmon pineapple plantain plum pomegranate pomelo quince raspberry redcurrant rhubarb
satsuma starfruit strawberry tangerine watermelon berry fruit citrus zest juice
artichoke arugula rocket asparagus aubergine eggplant bean sprout beet beetroot bok choy pak choi
broccoli broccolini brussels sprout cabbage carrot cauliflower chard collard greens corn cob courgette
zucchini cucumber endive escarole fennel garlic ginger green bean runner bean kale kohlrabi leek
lettuce iceberg romaine little gem mushroom button mushroom chestnut mushroom shiitake oyster mushroom
porcini chanterelle enoki okra onion red onion shallot scallion spring onion green onion parsnip pea
snow pea snap pea mangetout pepper bell pepper capsicum chili chilli chile jalapeno habanero poblano
serrano chipotle ancho cayenne potato sweet potato yam pumpkin squash butternut radish daikon
rutabaga swede spinach tomato cherry tomato tomatillo turnip watercress sprout microgreens salad
greens vegetable veg lemongrass galangal turmeric horseradish wasabi seaweed nori kombu wakame
bean black bean kidney bean cannellini borlotti pinto bean butter bean lima bean broad bean fava
edamame chickpea garbanzo lentil split pea mung bean adzuki
herb basil bay bay leaf chervil chive cilantro coriander dill lovage marjoram mint oregano parsley
rosemary sage savory sorrel tarragon thyme lemon balm curry leaf kaffir lime leaf
spice allspice anise star anise caraway cardamom cinnamon clove cumin fenugreek juniper mace nutmeg
paprika smoked paprika saffron sumac chili flake red pepper flake chili powder chilli powder
peppercorn pink peppercorn szechuan pepper nigella fennel seed coriander seed cumin seed annatto
beef steak mince minced meat ground meat veal lamb mutton goat pork ham bacon pancetta prosciutto
chicken turkey duck goose quail pheasant pigeon guinea fowl rabbit venison boar bison liver kidney
heart oxtail tongue brisket sirloin ribeye tenderloin chuck flank rump shank shoulder loin rib chop
cutlet breast thigh drumstick wing leg fillet carcass bone marrow meat poultry game
tomato paste tomato puree passata canned tomato chopped tomato sun dried tomato pickle gherkin caper
olive jam jelly marmalade preserve compote juice lemon juice lime juice orange juice apple juice
raisin sultana prune dried apricot dried cranberry
`;

/** The same in the other eight languages; stems are cut where a language inflects or joins words. */
export const PLAIN_FOODS_EUROPE = `
wasser eis salz pfeffer zucker puderzucker rohrzucker brauner zucker honig sirup ahornsirup ol olivenol
rapsol sonnenblumenol pflanzenol schmalz essig apfelessig weinessig reis risottoreis basmatireis
quinoa hirse buchweizen polenta maisgriess maisstarke speisestarke backpulver natron hefe trockenhefe
gelatine vanille vanilleschote kakao kaffee tee apfel aprikose avocado banane birne brombeere
heidelbeere blaubeere kirsche zitrone limette orange mandarine mango melone pfirsich pflaume zwetschge
traube weintraube erdbeere himbeere johannisbeere stachelbeere rhabarber ananas feige dattel rosine
quitte obst frucht schale saft gemuse artischocke aubergine blumenkohl bohne brokkoli chinakohl
erbse fenchel gurke salatgurke karotte mohre mohrrube knoblauch knoblauchzehe kohl kohlrabi kurbis lauch
porree mais mangold paprika paprikaschote peperoni chili pilz champignon pfifferling steinpilz radieschen
rettich meerrettich rosenkohl rote bete rotkohl weisskohl wirsing salat kopfsalat feldsalat rucola spinat spargel
tomate zucchini zwiebel rote zwiebel schalotte fruhlingszwiebel lauchzwiebel kartoffel susskartoffel
pastinake ingwer kraut krauter petersilie schnittlauch dill basilikum thymian rosmarin oregano majoran
minze salbei estragon koriander lorbeer lorbeerblatt kummel kreuzkummel zimt nelke gewurznelke muskat
piment anis sternanis kardamom vanillezucker safran kurkuma wacholder linse kichererbse
rind rindfleisch kalb kalbfleisch lamm schwein schweinefleisch hackfleisch hack gehacktes fleisch
huhn hahnchen hahnchenbrust hahnchenkeule pute putenbrust ente gans wild reh hirsch kaninchen leber
speck schinken kotelett schnitzel filet keule brust gulasch braten
eau glace sel poivre sucre sucre glace cassonade miel sirop huile huile d olive vinaigre riz quinoa
millet sarrasin polenta mais fecule maizena levure bicarbonate gelatine vanille cacao cafe the
pomme abricot avocat banane poire mure myrtille cerise citron citron vert orange mandarine mangue
melon peche prune raisin fraise framboise groseille cassis rhubarbe ananas figue datte coing fruit
zeste jus legume artichaut aubergine chou chou fleur haricot haricot vert brocoli petit pois fenouil
concombre carotte ail gousse d ail courge courgette potiron citrouille poireau laitue salade mache
roquette epinard asperge tomate oignon echalote ciboule cebette pomme de terre patate douce panais
navet radis betterave champignon cepe girolle poivron piment gingembre herbe persil ciboulette aneth
basilic thym romarin origan marjolaine menthe sauge estragon coriandre laurier cumin cannelle
clou de girofle muscade noix de muscade cardamome safran curcuma anis badiane paprika genievre lentille
pois chiche boeuf veau agneau porc jambon lard poulet dinde canard oie lapin gibier viande hache
steak escalope cote filet darne cuisse blanc de poulet magret foie
agua hielo sal pimienta azucar azucar glas miel sirope aceite aceite de oliva vinagre arroz quinoa
maicena levadura bicarbonato gelatina vainilla cacao cafe te manzana albaricoque aguacate platano
banana pera mora arandano cereza limon lima naranja mandarina mango melon melocoton ciruela uva fresa
frambuesa grosella ruibarbo pina higo datil membrillo pasa fruta ralladura zumo jugo verdura hortaliza
alcachofa berenjena col coliflor repollo judia judia verde alubia brocoli guisante hinojo pepino
zanahoria ajo diente de ajo calabaza calabacin puerro lechuga canonigo rucula espinaca esparrago
tomate cebolla cebolleta chalota patata papa boniato batata chirivia nabo rabano remolacha seta
champinon pimiento pimiento rojo pimiento verde guindilla jengibre hierba perejil cebollino eneldo
albahaca tomillo romero oregano menta hierbabuena salvia estragon cilantro laurel comino canela
clavo nuez moscada cardamomo azafran curcuma anis pimenton lenteja garbanzo ternera res vaca buey
cerdo jamon panceta tocino pollo pavo pato conejo cordero cabrito carne carne picada pechuga muslo
solomillo lomo chuleta costilla higado
acqua ghiaccio sale pepe zucchero zucchero a velo miele sciroppo olio olio d oliva olio extravergine
aceto riso quinoa miglio grano saraceno polenta mais amido fecola lievito bicarbonato gelatina
vaniglia cacao caffe te mela albicocca avocado banana pera mora mirtillo ciliegia limone lime arancia
mandarino mango melone pesca prugna uva fragola lampone ribes rabarbaro ananas fico dattero
cotogna uvetta frutta scorza succo verdura carciofo melanzana cavolo cavolfiore verza fagiolo
fagiolino broccolo pisello finocchio cetriolo carota aglio spicchio d aglio zucca zucchina porro
lattuga insalata rucola spinacio asparago pomodoro pomodorino passata cipolla cipollotto scalogno
patata patata dolce pastinaca rapa ravanello barbabietola fungo champignon porcino peperone
peperoncino zenzero erba prezzemolo erba cipollina aneto basilico timo rosmarino origano maggiorana
menta salvia dragoncello coriandolo alloro cumino cannella chiodo di garofano noce moscata cardamomo
zafferano curcuma anice paprica ginepro lenticchia cece manzo vitello agnello maiale prosciutto
pancetta pollo tacchino anatra coniglio carne macinato petto coscia filetto lonza costoletta fegato
water ijs zout peper suiker poedersuiker basterdsuiker honing stroop olie olijfolie zonnebloemolie
azijn rijst quinoa gierst boekweit polenta mais maizena zetmeel bakpoeder baksoda gist gelatine
vanille cacao koffie thee appel abrikoos avocado banaan peer braam bosbes blauwe bes kers citroen
limoen sinaasappel mandarijn mango meloen perzik pruim druif aardbei framboos bes rabarber ananas
vijg dadel kweepeer rozijn fruit schil sap groente artisjok aubergine kool bloemkool witte kool
rode kool spruitje boon sperzieboon snijboon broccoli erwt doperwt venkel komkommer wortel peen
knoflook teen knoflook pompoen courgette prei sla ijsbergsla veldsla rucola spinazie asperge tomaat
ui rode ui sjalot bosui lente ui aardappel zoete aardappel pastinaak raap radijs biet champignon
paddenstoel paprika peper chilipeper gember kruid peterselie bieslook dille basilicum tijm rozemarijn
oregano marjolein munt salie dragon koriander laurier laurierblad komijn kaneel kruidnagel
nootmuskaat kardemom saffraan kurkuma anijs steranijs lijnzaad linze kikkererwt rund rundvlees kalf
lam varken varkensvlees ham spek kip kipfilet kalkoen eend konijn vlees gehakt biefstuk filet
karbonade lever
agua gelo sal pimenta acucar mel xarope oleo azeite vinagre arroz quinoa milho amido fecula fermento
bicarbonato gelatina baunilha cacau cafe cha maca damasco abacate banana pera amora mirtilo cereja
limao laranja tangerina manga melao pessego ameixa uva morango framboesa ananas abacaxi figo tamara
marmelo passa fruta raspa sumo suco legume alcachofra beringela couve couve flor repolho feijao
feijao verde brocolo ervilha funcho pepino cenoura alho dente de alho abobora curgete abobrinha
alho frances alface rucula espinafre espargo aspargo tomate cebola cebolinho chalota batata batata
doce nabo rabanete beterraba cogumelo pimento pimentao malagueta gengibre erva salsa coentro endro
manjericao tomilho alecrim oregaos hortela salva louro cominho canela cravinho noz moscada cardamomo
acafrao curcuma anis lentilha grao grao de bico vaca carne de vaca vitela borrego cordeiro porco
presunto toucinho frango peru pato coelho carne carne picada bife lombo costeleta peito coxa figado posta
vatten vatten is salt peppar socker stromjolsmjol florsocker farinsocker honung sirap olja olivolja
rapsolja vinager attika attiksprit ris quinoa hirs bovete polenta majs majsstarkelse potatismjol
bakpulver bikarbonat jast gelatin vanilj vaniljsocker kakao kaffe te apple aprikos avokado banan
paron bjornbar blabar korsbar citron lime apelsin mandarin mango melon persika plommon vindruva
jordgubbe hallon vinbar rabarber ananas fikon dadel russin frukt skal saft juice gronsak kronartskocka
aubergine kal blomkal vitkal rodkal brysselkal bona haricot vert broccoli art fankal gurka morot
vitlok vitloksklyfta pumpa squash zucchini purjolok sallad isbergssallad ruccola spenat sparris tomat
lok rodlok schalottenlok salladslok potatis sotpotatis palsternacka rova rodbeta svamp champinjon
kantarell paprika chili ingefara ort persilja gräslok gradslok dill basilika timjan rosmarin oregano
mejram mynta salvia dragon koriander lagerblad spiskummin kanel kryddnejlika muskot kardemumma saffran
gurkmeja anis stjarnanis kummin lins kikart not notkott kott fars kottfars kalv lamm flask flaskkott
skinka bacon kyckling kycklingfile kalkon anka kanin vilt ren alg biff file kotlett lever
woda lod sol pieprz cukier cukier puder miod syrop olej oliwa ocet ryz komosa jaglana kasza gryczana
kasza jaglana kukurydza maka ziemniaczana skrobia proszek do pieczenia soda drozdze zelatyna wanilia
kakao kawa herbata jablko morela awokado banan gruszka jezyna borowka jagoda wisnia czeresnia cytryna
limonka pomarancza mandarynka mango melon brzoskwinia sliwka winogrono truskawka malina porzeczka
agrest rabarbar ananas figa daktyl pigwa rodzynka owoc skorka sok warzywo karczoch baklazan kapusta
kalafior fasola fasolka brokul groszek groch koper ogorek marchew marchewka czosnek zabek czosnku
dynia cukinia por salata rukola szpinak szparag pomidor cebula szalotka szczypior dymka ziemniak
batat pasternak rzepa rzodkiewka burak pieczarka grzyb kurka borowik papryka chili imbir ziolo
pietruszka natka koperek bazylia tymianek rozmaryn oregano majeranek mieta szalwia estragon kolendra
lisc laurowy laur ziele angielskie kminek kmin rzymski cynamon gozdzik galka muszkatolowa kardamon
szafran kurkuma anyz soczewica ciecierzyca wolowina wolowy cielecina baranina wieprzowina wieprzowy
szynka boczek kurczak kurczaka piers indyk kaczka gesina krolik dziczyzna mieso mielone schab
poledwica zeberka watrobka
`;

/**
 * Words around a food: amounts, units and containers, how it is cut, cooked, sized or bought, and the
 * little words between (English and the eight other languages).
 */
export const LINE_WORDS = `
a an the of and or to for with without in into on at from by as such plus more less about around
approximately roughly some any few little lot extra each per about other your own if needed
cup c tablespoon tbsp tbs tbl teaspoon tsp t ounce oz pound lb gram g kilogram kg milliliter ml liter
litre l deciliter dl centiliter cl quart qt pint pt fluid fl inch cm mm pinch dash drop splash drizzle
knob handful bunch bundle sprig stalk stem leaf clove head bulb piece chunk slice strip wedge cube
sheet stick bar block round ring fillet portion serving can tin jar bottle box pack packet package pkg
bag sachet pouch carton tub pot container envelope punnet glass mug scoop spoon spoonful heaped
heaping level rounded scant generous good big large medium small baby mini jumbo thick thin whole half
quarter third dozen one two three four five six seven eight nine ten eleven twelve twenty
fresh freshly dried dry frozen thawed canned tinned jarred bottled raw cooked uncooked leftover
chopped finely roughly coarsely diced minced sliced thinly thickly grated shredded crushed ground
cubed cut halved quartered peeled unpeeled trimmed deseeded seeded pitted stoned cored hulled
rinsed washed drained patted dried soaked torn picked stripped zested juiced squeezed mashed pureed
melted softened chilled cold warm hot boiling lukewarm room temperature beaten whisked lightly
sifted packed loosely firmly toasted roasted grilled fried steamed boiled blanched poached smoked
cured pickled salted unsalted sweetened unsweetened plain natural organic free range wild farmed
boneless skinless bone skin lean fatty fat trim trimming ripe firm tender young old new mature
red green yellow white black brown pink purple golden orange light dark pale
hot mild sweet sour spicy smoky fine coarse flaky crunchy chunky smooth thick thin
optional divided reserved separated taste garnish decorate serve serving dusting greasing frying
brushing needed desired store bought homemade good quality best bite sized size bite strip ribbon
long short wide side top bottom end tip part mixed assorted variety kind type favorite favourite
de du des la le les l un une et ou a au aux en pour avec sans sur dans environ quelque petit petite
grand grande gros grosse moyen moyenne frais fraiche sec seche surgele cuit cru hache emince coupe
rape pele epluche fondu mou tiede froid chaud tranche morceau cuillere cuillere a soupe cuillere a cafe
c s cas cac pincee brin botte feuille gousse boite sachet pot verre tasse bol paquet rouleau barquette
sel au gout selon facultatif bien un peu de fine finement grossierement
el y o con sin para en al unos unas un una cucharada cucharadita pizca taza vaso lata bote sobre
paquete tarrina manojo ramita rama hoja diente rebanada loncha trozo cubo chorrito puñado pellizco
grande pequeno mediano fresco seco congelado cocido crudo picado cortado rallado pelado fundido
troceado laminado en rodajas al gusto opcional
il lo gli i le di del della dei delle al alla e o con senza per in un uno una cucchiaio cucchiaino
pizzico tazza bicchiere barattolo scatola confezione busta rametto mazzetto foglia spicchio fetta
pezzo cubetto grande piccolo medio fresco secco surgelato cotto crudo tritato tagliato grattugiato
sbucciato fuso qb q b quanto basta facoltativo
het een en of met zonder voor in op van uit el eetlepel tl theelepel kopje glas blik pot potje
zakje pakje pak bakje bosje takje blad teen plak stuk snufje scheut grote kleine middelgroot vers
gedroogd diepvries gekookt rauw gehakt gesneden geraspt geschild gesmolten naar smaak eventueel
o a os as de do da dos das e ou com sem para em um uma colher colher de sopa colher de cha sopa cha
pitada chavena xicara copo lata frasco pacote embalagem emb saqueta ramo raminho folha dente fatia
pedaco grande pequeno medio fresco seco congelado cozido cru picado cortado ralado descascado
derretido q b qb a gosto opcional
och eller med utan till for i pa av en ett msk matsked tsk tesked krm kryddmatt dl cl liter nypa
kopp glas burk flaska paket forp forpackning pase knippe kvist blad klyfta skiva bit stor liten
medelstor farsk torkad fryst kokt ra hackad skuren riven skalad smalt efter smak valfritt
i lub z ze bez do na w we od po lyzka lyzeczka lyzki lyzeczki szklanka szczypta garsc peczek
galazka lisc zabek plaster platek kawalek kostka puszka sloik opakowanie torebka paczka butelka
duzy duza male mala sredni swiezy swieza suszony mrozony gotowany surowy posiekany pokrojony
starty obrany roztopiony do smaku opcjonalnie
all purpose allpurpose grain long short active instant quick rapid rise semisweet bittersweet crumbled
granulated refrigerated unflavored unflavoured strong brewed kosher sea table deep hard soft boiled
rotisserie shelled deveined cleaned scrubbed elbow whipped low sodium reduced salt free fat free
skim lite light full fat double single pure neutral day old crusty rustic country style homestyle
tail lump littleneck jumbo colossal extra large ball boule loaf sleeve tube log round block
greek plain natural unsweetened silken extra firm soft firm pressed cube shaving deli
thai asian italian french spanish mexican chinese japanese indian korean american english
cremini baby bella portobello kalamata castelvetrano nicoise gaeta sushi bomba calasparra
steel cut old fashioned rolled quick cooking stone ground whole grain wholegrain multigrain wholemeal
candied crystallised crystallized glace roast roasted toasted blanched slivered flaked sliced halved
hemp heart poppy seed chia flaxseed flax linseed nigella seed sunflower seed pumpkin seed pepita
nutritional yeast
tail end hock knuckle trotter neck cheek belly collar skirt hanger tri tip short rib spare rib
bone in boneless skin on skinless thigh breast leg fillet loin shoulder butt picnic crown rack
vom vortag zum bestreichen verquirlt geriebener gerieben gemahlen gemahlene gehackt gehackte frisch
frische getrocknet getrocknete mittelscharf mittelscharfer trocken trockener scheibe scheiben rolle
becher dose bund packchen pck pkg prise stange stangen stuck zehe zehen msp messerspitze tl el
und oder mit ohne fur nach belieben etwas ca gross grosse klein kleine mittelgross weich kalt warm
fein grob gewurfelt geschalt halbiert geviertelt ungesalzen gesalzen vollfett mager magerstufe
tranche tranch entier entiere doux douce nature pave decortique decortiquee cerneau branche
chimique jaune rouge vert verte blanc blanche noir noire battu battus effile effilee demi sel
epais epaisse concasse concassee tournesol pur bouchot cisele ciselee hachee emincee rapee
litro semilla virgen negro negra quimica tostado tostada pelado pelada anilla copa molde desalado
desalada rojo roja verde blanco blanca amarillo fino fina picada cortada rallada dulce
rigate rigati rotolo intero intera intere sott sotto olio tostato tostate costa semi seme cucchiai
cucchiaini spicchi pelato pelati bustina tenero rimacinata rimacinato digione granella dorato
dorata bufala qualche fino rosso rossa bianco bianca nero nera giallo gialla dolce
sneetje ongezouten gezouten stengel gesnipperd kruimig kruimige pure volle halfvolle magere belegen
jong jonge oud oude hollandse gerookt gerookte gepeld gepelde fijngehakt geraspt geraspte
demolhado torrado talo limpo dessalgado rosca floco cremoso caixa calice branco branca preto preta
vermelho vermelha amarelo verde doce inteiro meio gordo
stjalk stjalkar gul rod vit svart inlagd inlagda klyftor skivor skivad hackad riven farsk fryst
zolt zolty bial bialy czerwon zielon tart naciow rzepakow muszkatolow platy plat platek platkow
granule prepared virgin sharp heavy lbs condensed ruby shaved liquid eigenen campagne rose rosa non
lamina integral integrale pecora gambo kromki tygrysich forma naturalnego griego griega griekse
vollkorn albacore groat sonnenblume kern kerne branch lodyg zabk
wedzon swiez mielon posiekan krojon starty drobno grubo
flocke flocken brosel graupe perlgraupe rohmasse blattchen raucher hutten berg nordsee mies port rost
volkoren dijon tarning massa gryn zaad fro fron ulor bla jajeczn warzywn sledziow toast band
miesmuschel etti etto loffel ontbijt floury waxy pulver edelsuss bouquet ciuffo majeran vera ready rolled you have want enough
whatever lying line genovese aus dem kuhlregal wurfel ancienne batido romano fles zak serra
francuskiego laugen weiss sot knorr heinz jacob mcvitie paso jijona
`;
