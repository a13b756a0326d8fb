// Fish, crustaceans and molluscs by their trade names, in every language Hearth parses (issue 38, round
// J). A single species name is the commonest allergen the other tables missed ("500 g palamut", "1 kg de
// navajas", "8 canocchie"): a fish market sells dozens per country, and a recipe names the one it means.
// The names here are the species most sold for cooking in each country, read from:
// - Regulation (EU) No 1379/2013, Art. 35-37, and the Member States' published lists of commercial
//   designations of fishery and aquaculture products (Spain: Resolución de la Secretaría General de
//   Pesca, denominaciones comerciales; France: arrêté DGCCRF des dénominations commerciales; Italy:
//   decreto MIPAAF denominazioni in lingua italiana; Germany: Verzeichnis der Handelsbezeichnungen
//   für Fischereierzeugnisse (BLE); Netherlands, Portugal and Poland: their national lists).
// - FAO ASFIS List of Species for Fishery Statistics Purposes (names in English, French, Spanish).
// - Japan: Consumer Affairs Agency, 魚介類の名称のガイドライン; Turkey: Ministry of Agriculture and
//   Forestry, commercial names of aquatic products; Brazil: MAPA, Portaria 570/2022 (nomes comuns).
// Same grammar as allergen-table.ts. Names that are also other foods or words are left out or written
// long: Spanish "gallo" (rooster), Turkish "barbunya" (borlotti beans), Italian "cannella" (cinnamon),
// French "couteau" (a knife's tip of spice), Japanese "タイ" (Thai) and "貝割れ" (radish sprouts),
// English "dab" (a dab of butter) and "char" (char siu).

export const SPECIES_TABLE = `
grouper, red mullet, mullet, john dory, orange roughy, pompano, shad, smelt, sturgeon, walleye, zander, whiting, megrim, flounder, brill, gurnard, redfish, rockfish, sablefish, black cod, wahoo, amberjack, yellowtail, hamachi, kingfish, escolar, lingcod, bluefish, butterfish, arctic char, capelin, shishamo, tilefish, cobia, porgy, croaker, hoki, pangasius, basa, swai, milkfish, pomfret, hilsa = fish
langostino, spot prawn, rock shrimp, mantis shrimp, crawdad, yabby = crustaceans
geoduck, quahog, littleneck, cherrystone, pipi, limpet, sea snail, baby octopus = molluscs
mero, corvina, rodaballo, lenguado, salmonete, besugo, jurel, chicharro, palometa, pez espada, emperador, congrio, anguila, angula, mujol, breca, sargo, denton, cabracho, rascacio, sabalo, abadejo, bacaladilla, gallineta, pargo, pez limon, platija, solla, arenque, perca, carpa, esturion, cazon, marrajo, raya, acedia, melva, chanquete, pejerrey, robalo, mojarra, huachinango, bagre, surubi = fish
galera, santiaguino, jaiba = crustaceans
navaja, zamburina, volandeira, pechina, chirla, coquina, bigaro, lapa, oreja de mar, caracola, chopito, puntilla, pota, poton, ostion, concha fina, longueiron, canailla = molluscs
cherne, garoupa, linguado, badejo, tainha, cavala, carapau, enguia, congro, raia, cacao do mar, tamboril, peixe espada, espadarte, tilapia, pintado, tambaqui, pirarucu, truta, arenque, savel, tucunare, namorado, pescadinha = fish
lavagante, sapateira, santola, navalheira, percebe = crustaceans
lingueirao, berbigao, buzio, sururu, chocos = molluscs
julienne, vivaneau, sebaste, mulet, bonite, germon, merou, chinchard, tacaud, anguille, esturgeon, perche, silure, omble, fera, coregone, roussette, saumonette, pageot, capelan, eperlan, baudroie, grenadier = fish
etrille, cigale de mer = crustaceans
praire, amande de mer, vernis, petoncle, ormeau, patelle, murex, chipiron, supion, telline, coquillage = molluscs
pouce pied = crustaceans
^branzin, ^rombo, ^sogliol, ^triglia, ^triglie, ^cernia, ^dentic, ^pagell, ^sarag, ^ricciol, ^palamit, ^alalung, pesce spada, pescespada, ^stoccafiss, ^nasell, coda di rospo, rana pescatrice, ^scorfan, ^gallinell, ^cefal, ^muggin, ^anguill, ^capiton, ^luccio, ^lavarell, ^storion, ^aringh, ^platess, ^sugarell, ^ombrin, ^tonnett, ^bianchett, ^lampug = fish
^canocch, cicala di mare, cicale di mare, ^granseol, ^moleche, ^gamberett = crustaceans
^cannolicch, ^fasolar, ^tellin, ^muric, tartufi di mare, tartufo di mare, ^canestrell, datteri di mare, dattero di mare, ^garagol, ^seppiolin, ^calamarett = molluscs
~seehecht, ~rotbarsch, ~steinbutt, ~seezunge, ~heilbutt, ~dorade, ~wolfsbarsch, ~sprotte, aal, ~raucheraal, ~renke, ~saibling, ~hecht, wels, welsfilet, ~pangasius, ~rotzunge, ~kliesche, ~flunder, ~stint, ~meerbrasse, ~rotbarbe, ~seeteufel, ~anchovis, ~buckling, ~felchen = fish
~kaisergranat, ~gamba = crustaceans
~pulpo, ~calamari, ~venusmuschel = molluscs
~zeebaars, ~zeebrasem, ~tarbot, tong, ~zeetong, schar, ~heilbot, ~griet, ~wijting, poon, ~zeeduivel, ~snoekbaars, ~snoek, ~baars, ~karper, ~sprot, ~spiering, ~victoriabaars, ~roodbaars, ~zeewolf, heek, heekfilet, ~bokking, ~stokvis = fish
~langoestine, ~rivierkreeft = crustaceans
~scheermes, ~venusschelp, ~pijlinktvis, ~octopus, ~wulk, ~alikruik = molluscs
~halibut, ~fladr, ~sandacz, ~szczupak, karp, karpia, karpie, ~leszcz, ~okon, ~wegorz, ~sielaw, ~sieja, sola, ~turbot, ~morszczuk, ~miruna, ~tilapi, ~panga, ~dorad, ~labraks, ~szprot, ~kawior, ~jesiotr = fish
~langust = crustaceans
~sepi, ~malz brzytw = molluscs
palamut, lufer, istavrit, kalkan, mezgit, tekir, cupra, sinarit, mercan, karagoz, orkinos, lagos, minakop, tranca, iskorpit, kefal, alabalik, sazan, lakerda, cinekop, kolyoz, zargana, akya, fangri, kupes, mirmir = fish
pavurya = crustaceans
deniz taragi, subye, akivades, salyangoz, kidonya = molluscs
ししゃも, シシャモ, あじ, アジ, 鯵, ぶり, ブリ, 鰤, はまち, ハマチ, 鯛, 真鯛, さんま, サンマ, 秋刀魚, かれい, カレイ, 鰈, ひらめ, ヒラメ, 平目, 鮃, すずき, 鱸, 鮎, うなぎ, 鰻, あなご, 穴子, ほっけ, にしん, 鰊, めかじき, かじき, たちうお, 太刀魚, さわら, 鰆, 鱒, 鰯, 数の子, 白子, 金目鯛, のどぐろ, 赤魚, 銀鱈 = fish
甘えび, 車えび, ロブスター, ずわいがに, 毛蟹 = crustaceans
つぶ貝, ムール貝, ほっき貝, 北寄貝, 赤貝, さざえ, サザエ, 青柳, みる貝, アサリ, ハマグリ, シジミ, ホタテ, 蛸, 烏賊, するめ, スルメ = molluscs
هامور, ناجل, شعري, كنعد, بلطي, بوري, دنيس, قاروص, ماكريل, انشوفه, تراوت, سلطان ابراهيم = fish
استاكوزا, لانجوستين = crustaceans
سبيط, اسكالوب, سكالوب, جندوفلي, سيبيا, قواقع = molluscs
דקר, פלמידה, קוד, הליבוט, טילפיה, נסיכת הנילוס, מרלוזה, שפרוט, סרדין, מוסר ים = fish
לנגוסטין, חסילון = crustaceans
סקאלופ, צדפה, קלמרים, חלזונות = molluscs
`;
