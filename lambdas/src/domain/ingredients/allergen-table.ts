// Foods -> allergens and diet conflicts, English (other languages: allergen-table-europe.ts).
//
// Sources, read for which foods carry which allergen:
// - Regulation (EU) No 1169/2011, Annex II (the 14 allergens; oats are a gluten cereal; fully refined
//   soybean oil and glucose syrups are exempt; sulphites count from 10 mg/kg as SO2).
//   https://eur-lex.europa.eu/eli/reg/2011/1169/oj
// - UK Food Standards Agency, "Allergen guidance for food businesses" and its technical guidance
//   (which products commonly hide each allergen: stock cubes and gravy granules with celery and wheat,
//   Worcestershire sauce with fish, pesto with nuts, dried fruit and wine with sulphites).
//   https://www.food.gov.uk/business-guidance/allergen-guidance-for-food-businesses
// - US FDA, "Food Allergies: What You Need to Know" and FALCPA/FASTER Act (the 9 major allergens;
//   coconut is no longer a tree nut in the FDA's 2025 guidance, nor is it one in the EU list).
//   https://www.fda.gov/food/food-labeling-nutrition/food-allergies
// - Anaphylaxis UK factsheets (pine nuts and chestnuts are not tree nuts in law but are listed here as
//   "may contain" for tree nuts, as many allergic people avoid them; lupin flour in baked goods).
// - Diets: The Vegan Society's definition (no meat, fish, dairy, eggs, honey, gelatine); kosher and halal
//   are read only as the rules a family sets here (no pork; kosher also no shellfish and no meat with
//   milk in one dish; halal also no alcohol); whether meat is slaughtered to either rule cannot be read
//   from a recipe, so the page never certifies them.
//
// Grammar: one food per line, `phrase, phrase = traits`. Phrases are read as whole words after the
// classifier's normalising (lower case, no accents, each word in the singular), except a phrase marked
// `~`, found inside a word (German, Dutch, Swedish and Polish compounds and inflections), and one marked
// `^`, found at a word's start whatever its ending (Italian "mandorle", Spanish "mejillones"). Traits are
// allergens and the diet tags meat, pork, poultry, honey, gelatin, alcohol; `x?` means "may contain x";
// `-` none. `replace` marks a food that stands in for the next `head` food (a plain one for a dairy
// head only when marked `plant-milk`: "rice milk", not "cauliflower cheese") ("almond milk", "rice
// flour", "vegan butter"): the head's traits are dropped. The longest phrase wins where phrases overlap.
/**
 * Compound foods by kind: what a food of the kind may hold besides what its name says, written once
 * (`@kind` in a table line). A compound food is never taken as free of an allergen its kind commonly
 * carries. Sources: the FSA's technical guidance above (bread improvers with soya flour and milk,
 * nougat with egg white and milk powder), the ingredient lists of the leading
 * supermarket ranges of each kind (sliced sandwich loaves: milk, soya flour; filled pasta:
 * egg dough, a cheese or meat filling with celery in the soffritto; biscuits and cakes: butter, egg,
 * soya lecithin), and the national food composition tables named in known-foods.ts.
 */
export const TRAIT_KINDS: Readonly<Record<string, string>> = {
  loaf: 'milk? soy?',
  filled: 'milk? celery?',
  sweets: 'milk? eggs?',
  baked: 'milk? eggs? soy?',
};

export const ENGLISH_TABLE = `
wheat, whole wheat, wholewheat, flour, plain flour, self raising flour, self rising flour, bread flour, strong flour, cake flour, pastry flour, pizza flour, graham flour, atta = gluten head
bisquick, baking mix = gluten milk?
jiffy mix = gluten milk? pork?
oreo, ritz cracker = gluten milk? soy?
cool whip, velveeta, cheez whiz = milk
craisin = sulphites?
spelt, rye, barley, pearl barley, malt, malted, malt extract, semolina, durum, kamut, einkorn, emmer, farro, freekeh, triticale = gluten
oat, oatmeal, porridge, rolled oat, oat bran, oat flour = gluten
oat milk, oat cream, oat drink, oat yogurt = gluten
bran, wheat germ, wheatgerm, bulgur, bulghur, cracked wheat, couscous, vital wheat gluten, gluten = gluten
seitan = gluten soy?
sandwich bread, sliced bread, white bread, sandwich loaf, toast bread, milk bread, shokupan, pullman loaf = gluten @loaf
macaron = nuts eggs
bread, breadcrumb, bread crumb, panko, toast, sourdough, baguette, ciabatta, focaccia, pita, pitta, flatbread, bagel, bun, roll, crumpet, breadstick, pretzel, matzo, rusk, stuffing = gluten
burger bun, hamburger bun, hot dog bun = gluten
crouton = gluten milk?
brioche = gluten eggs milk
challah = gluten eggs
croissant = gluten milk eggs?
english muffin = gluten milk?
pumpernickel = gluten
cornbread, corn bread, cornbread mix, corn muffin = gluten? eggs? milk?
oyster cracker = gluten
naan = gluten milk?
tortilla, wrap = gluten?
flour tortilla = gluten
corn tortilla, taco shell, tortilla chip = -
pasta, spaghetti, linguine, fettuccine, tagliatelle, pappardelle, penne, macaroni, lasagne, lasagna, rigatoni, fusilli, farfalle, orzo, conchiglie, orecchiette, bucatini, vermicelli, cannelloni, casarecce, paccheri, gemelli, ziti, cavatappi, mafaldine, trofie, strozzapreti, calamarata, radiatori, campanelle, ditalini, ditali, stelline, anelli, pipe rigate, lumache, lumaconi, tortiglioni, mezze maniche, spaghettini, capellini, angel hair, bigoli, pici, garganelli, candele, maccheroni, sedani, penne rigate, rotini, cellentani, mezzi rigatoni, fusilli lunghi, manicotti, jumbo shell, pastina, acini di pepe, elbow macaroni, tubetti, reginette, lasagnette, scialatielli, maltagliati, cencioni, busiate = gluten eggs? head
fresh pasta, egg pasta = gluten eggs
ravioli, tortellini, tortelloni, agnolotti, cappelletti, mezzelune = gluten eggs @filled
gnocchi = gluten eggs?
noodle, ramen = gluten eggs? head
udon, udon noodle = gluten
soba, soba noodle = gluten?
egg noodle = gluten eggs
rice noodle, glass noodle, cellophane noodle, rice vermicelli, rice stick, shirataki = -
wonton wrapper, dumpling wrapper, gyoza wrapper, egg roll wrapper, spring roll wrapper = gluten eggs?
cracker, water biscuit, oatcake = gluten milk?
cream cracker = gluten
biscoff, lotus biscoff, biscoff biscuit, lotus biscuit, biscoff cookie, biscoff spread, cookie butter, speculoos spread = gluten soy?
fish finger, fish stick, ~fischstabchen, ~fiskpinn, ~vissstick = fish gluten
tapenade = fish?
kerrie, kerriepoeder = mustard? celery?
graham cracker, graham crackers = gluten milk? soy?
biscuit, cookie, cookies, digestive, shortbread, gingernut, ginger snap, gingersnap = gluten milk? eggs?
wafer, vanilla wafer = gluten eggs? milk? soy?
oreo cookie, oreo cookies = gluten milk? soy?
ladyfinger, savoiardi, sponge finger = gluten eggs
amaretti, amaretti cookie, amaretti cookies, amaretti biscuit = nuts eggs gluten?
cake, sponge, cake mix, brownie mix, muffin, cupcake, pancake, waffle, crepe, doughnut, donut, batter, pancake mix = gluten eggs milk?
pastry, shortcrust, pie crust, pastry case, tart shell, pie dough, pizza dough, dough, pizza base = gluten milk?
puff pastry, puff pastry sheet, puff pastry shell = gluten milk? eggs?
filo, phyllo, filo pastry, phyllo dough, filo dough, yufka = gluten
cereal, cornflake, breakfast cereal = gluten?
granola = gluten nuts? milk?
muesli, bircher muesli = gluten nuts? milk? sulphites?
instant ramen, instant noodle, cup noodle, pot noodle = gluten eggs? soy?
beer, ale, lager, stout, porter = gluten alcohol
soy sauce, soya sauce, shoyu = soy gluten
tamari = soy gluten?
teriyaki, teriyaki sauce = soy gluten sulphites? alcohol?
hoisin, hoisin sauce = soy gluten? sesame?
miso, miso paste, white miso, red miso = soy gluten?
gochujang = soy gluten
doenjang, ssamjang, cheonggukjang = soy gluten?
black bean sauce, doubanjiang, toban djan, chili bean paste, chilli bean paste = soy gluten?
ponzu = soy gluten? fish?
yakisoba sauce, tonkatsu sauce, okonomiyaki sauce, bulldog sauce = soy gluten? fish? sulphites?
chili crisp, chilli crisp, chili oil crisp = soy? sesame? peanuts?
malt vinegar = gluten sulphites?
gravy, gravy granule = gluten? celery? meat? milk?
roux, bechamel, white sauce = gluten milk
couscous salad = gluten

prawn cracker, shrimp chip, krupuk, kroepoek, shrimp cracker = crustaceans
xo sauce = crustaceans molluscs fish? pork?
kimchi = fish? crustaceans? sulphites?
shrimp, prawn, king prawn, tiger prawn, crab, crabmeat, lobster, crayfish, crawfish, langoustine, scampi, krill, shrimp paste, dried shrimp, belacan = crustaceans
shellfish = crustaceans? molluscs?
seafood, seafood mix, fruits de mer, seafood stock = fish? crustaceans? molluscs?
fish stock, fish bouillon, fish stock cube = fish celery? gluten?
surimi, crab stick, imitation crab, krabstick, kanikama, kani kama, palito de cangrejo, palito de mar, bastoncini di granchio, bastoncino di granchio, ~paluszk krab = fish crustaceans? eggs? gluten?
pelmeni, vareniki, wareniki, kreplach = gluten eggs? @filled
mussel, clam, oyster, scallop, squid, calamari, octopus, cuttlefish, snail, escargot, whelk, cockle, abalone, conch, periwinkle, razor clam, vongole = molluscs
oyster sauce = molluscs gluten? soy?
oyster mushroom = -

fish, white fish, salmon, tuna, cod, haddock, halibut, tilapia, trout, sardine, anchovy, mackerel, herring, sea bass, bass, snapper, sole, plaice, pollock, pollack, hake, monkfish, swordfish, mahi mahi, catfish, carp, pike, perch, bream, turbot, kipper, eel, roe, caviar, bonito, dashi, katsuobushi, fish sauce, nam pla, anchovy paste, smoked salmon, lox, gravlax, whitebait, salt cod, bacalao, branzino, barramundi, pilchard, sprat, coley, skate, tuna steak = fish
worcestershire, worcestershire sauce, worcestersauce, worcestershiresauce, lea perrin, lea and perrin, perrin, salsa perrin, salsa inglesa, molho ingles, sauce anglaise = fish gluten? sulphites?
caesar, caesar dressing, caesar salad dressing = fish eggs milk mustard?
pad thai sauce, pad thai paste = fish

egg, egg yolk, egg white, yolk, whole egg, duck egg, quail egg, eggwash, egg wash, meringue, aioli = eggs
mayonnaise, mayo, tartar sauce, salad cream, remoulade = eggs mustard?
hollandaise, bearnaise = eggs milk
custard, creme anglaise, creme patissiere, lemon curd = eggs milk
eggplant, egg plant = -

peanut sauce = peanuts soy? gluten?
peanut butter chip = peanuts milk? soy?
pb, pb j, peanut, groundnut, monkey nut, peanut butter, peanut oil, groundnut oil, arachis oil, satay, satay sauce = peanuts
mixed nut, nut, nut butter = nuts peanuts? head
nut oil = nuts?

soy, soya, soybean, soya bean, edamame, tofu, tempeh, natto, bean curd, yuba, tvp, textured vegetable protein, soy milk, soya milk, soy yogurt, soy protein, soy lecithin, lecithin = soy

milk, whole milk, skim milk, skimmed milk, semi skimmed milk, milk powder, powdered milk, dried milk = milk head
butter, unsalted butter, salted butter, clarified butter, ghee, brown butter = milk head
cream, double cream, single cream, heavy cream, light cream, whipping cream, clotted cream, sour cream, soured cream, creme fraiche, half and half, creamer, squirty cream = milk head
cheese, cream cheese, cottage cheese, cheddar, parmesan, parmesano, parmesao, mucarela, goudse, parmigiano, parmigiano reggiano, grana padano, pecorino, mozzarella, burrata, ricotta, mascarpone, feta, gouda, edam, brie, camembert, gruyere, emmental, emmentaler, comte, halloumi, paneer, quark, manchego, provolone, fontina, taleggio, gorgonzola, stilton, roquefort, blue cheese, monterey jack, colby, queso, queso fresco, cotija, fromage frais, labneh, stracciatella, goat cheese, goats cheese, goat milk, sheep cheese, raclette, reblochon, asiago, jarlsberg, wensleydale, double gloucester, red leicester = milk head
yogurt, yoghurt, greek yogurt, natural yogurt, skyr, kefir, buttermilk, whey, casein, lactose, curd, milk solids = milk head
condensed milk, evaporated milk, dulce de leche, fudge = milk
toffee, toffee bit, butterscotch, butterscotch chip = milk soy? nuts?
vodka sauce = milk alcohol?
eggnog, egg nog = milk eggs alcohol?
horseradish sauce, creamed horseradish = milk? eggs? mustard?
miracle whip, sandwich spread = eggs mustard?
caramel, caramel sauce = milk?
ice cream, gelato, frozen yogurt = milk eggs?
tzatziki, raita = milk
alfredo, alfredo sauce, carbonara sauce = milk eggs? gluten?
margarine, spread, baking spread = milk?
white chocolate, milk chocolate = milk soy?
chocolate, dark chocolate, chocolate chip, chocolate bar, cooking chocolate = milk? soy? nuts?
nutella, chocolate spread, hazelnut spread, gianduja = nuts milk soy?
cocoa, cocoa powder, cacao, cacao nib, cocoa butter, cocoa nib = -
cream of tartar, coconut cream, coconut milk, creamed coconut, butter bean, butternut, butternut squash, shea butter, ice cubes = -
cream soda, mushroom, room temperature, room temp, apple butter, butterbean, fondant, fondant icing = -
fishcake, fish cake = fish gluten eggs?
crabcake, crab cake = crustaceans gluten eggs?
creamed corn, cream of mushroom soup, cream of chicken soup, cream of potato soup, condensed soup = milk gluten? celery?
cream of celery soup = milk celery gluten?
soup mix, onion soup mix, soup base, soup packet = gluten? celery?

almond, ground almond, flaked almond, almond flour, almond meal, marzipan, hazelnut, filbert, walnut, cashew, pecan, brazil nut, pistachio, macadamia, queensland nut, frangipane, almond butter, cashew butter, nut milk, almond milk, cashew milk, hazelnut milk, walnut oil, hazelnut oil, almond oil = nuts replace
almond extract, almond essence, amaretto = nuts? alcohol?
pine nut, pignoli, chestnut, pine nut butter = nuts?
fried onion, crispy onion, crispy fried onion, french fried onion, onion crisp, ~rostzwiebel, ~roestzwiebel, gebakken uitjes, gebakken uitje, oignons frits, oignon frit, cebolla frita, cebolla crujiente, cipolla fritta, cipolle fritte, cipolla croccante, cebola frita, cebola crocante, smazona cebulka, prazona cebulka, kizarmis sogan, フライドオニオン, بصل مقلي, بصل مقرمش, בצל מטוגן, בצל פריך = gluten soy?
nougat = nuts @sweets
praline, praline paste = nuts
pesto, pesto sauce, basil pesto = nuts? milk
nutmeg, water chestnut, coconut, desiccated coconut, coconut flour, coconut oil, coconut sugar, coconut water, doughnut peach = - replace plant-milk

celery, celeriac, celery root, celery salt, celery seed, celery leaf, celery stalk, mirepoix, soffritto, sofrito = celery
bouquet garni = celery?
stock, broth, bouillon, stock cube, bouillon cube, stock pot, consomme, demi glace = celery? gluten? meat?
vegetable stock, vegetable broth, veggie stock, vegetable bouillon = celery? gluten?
chicken stock, chicken broth, chicken bouillon = poultry celery? gluten?
beef stock, beef broth, veal stock, lamb stock, bone broth, beef bouillon = meat celery? gluten?
old bay, old bay seasoning, seasoning salt, cajun seasoning, jerk seasoning = celery? mustard?
taco seasoning, fajita seasoning, chili seasoning, chilli seasoning, seasoning mix, seasoning packet, spice mix = gluten? celery?
ranch seasoning, ranch seasoning mix, ranch mix = milk celery? mustard?
tomato paste, tomato puree, double concentrated tomato paste, garlic paste, ginger paste, ginger garlic paste, garlic ginger paste, lemongrass paste, tamarind paste, vanilla bean paste, vanilla paste, chipotle paste = -
italian seasoning, herbes de provence, mixed herbs, dried mixed herbs, fines herbes, garam masala, pumpkin pie spice, apple pie spice, mixed spice, five spice, chinese five spice = -
ketchup, tomato ketchup, catsup, tomato sauce, sweet chili sauce, sweet chilli sauce, hot sauce, hot pepper sauce, tabasco, sriracha, marinara, marinara sauce = -
adobo, adobo sauce = gluten?
marmite, vegemite, yeast extract = gluten celery?
bovril, beef extract, meat extract = gluten? celery? meat
boursin, cheese spread, laughing cow, philadelphia = milk
hobnob, rich tea, bourbon biscuit, custard cream = gluten milk?
rice krispy, rice krispie, corn flake, frosted flake, cheerio = gluten? milk?
grape nut, grapenut = gluten
stove top, stuffing mix = gluten celery? milk? soy?
hellmann, hellmanns = eggs mustard?
vegan mayo, vegan mayonnaise, egg free mayonnaise, eggless mayonnaise = mustard? soy?
quorn, mycoprotein = eggs gluten?
ovaltine, horlicks, malted milk, milo = gluten milk
twizzler, licorice, liquorice = gluten
branston, branston pickle, brown pickle = gluten? sulphites?
panettone, pandoro = gluten eggs milk
stollen = gluten milk eggs? nuts?
baba ganoush, baba ghanoush, moutabal = sesame
kecap, kecap manis, ketjap manis = soy gluten
nuoc mam, nuoc cham = fish
taramasalata, tarama = fish eggs? milk?
alioli = eggs
petit suisse, petits suisse = milk
curry powder, curry paste, madras powder = mustard? celery?
thai curry paste, red curry paste, green curry paste, yellow curry paste, massaman curry paste, panang curry paste = crustaceans? mustard? celery?

mustard, dijon, dijon mustard, english mustard, wholegrain mustard, yellow mustard, mustard seed, mustard powder, mustard oil, mustard green, piccalilli = mustard
honey mustard = mustard honey
vinaigrette, french dressing, salad dressing = mustard? sulphites?
ranch, ranch dressing, blue cheese dressing = milk eggs mustard?

sesame, sesame seed, sesame oil, toasted sesame oil, tahini, tahina, halva, halvah, hummus, houmous, gomasio, zaatar, za atar, benne = sesame
furikake = sesame fish? soy?
dukkah = sesame nuts?

chardonnay, sauvignon blanc, pinot grigio, pinot gris, pinot noir, merlot, cabernet, cabernet sauvignon, shiraz, syrah, malbec, riesling, zinfandel, chianti, rioja, sangria, moscato, burgundy, claret, lambrusco, beaujolais, chablis = sulphites alcohol
wine, red wine, white wine, rose wine, dry white wine, cooking wine, rice wine, shaoxing, shaoxing wine, sherry, port, vermouth, marsala, madeira, champagne, prosecco, cava = sulphites alcohol
cider = sulphites alcohol
mirin, sake = alcohol sulphites?
wine vinegar, red wine vinegar, white wine vinegar, sherry vinegar, balsamic, balsamic vinegar, balsamic glaze, champagne vinegar = sulphites
vinegar, cider vinegar, apple cider vinegar = sulphites?
rice vinegar, distilled vinegar, white vinegar = -
dried apricot, dried fruit, raisin, sultana, currant, dried cranberry, dried cherry, dried mango, dried fig, prune, candied peel, mixed peel, glace cherry, candied cherry, dried date, date, medjool = sulphites?
lime juice cordial, grape juice, maraschino cherry, cocktail cherry, candied ginger, crystallized ginger, crystallised ginger = sulphites?

lupin, lupine, lupini, lupin flour, lupin seed = lupin replace

beef, steak, ground beef, chuck, chuck roast, tri tip, pot roast, roast beef, flank steak, skirt steak, hanger steak, rump steak, topside, silverside, fillet steak, beef fillet, tenderloin, minced beef, mince, minced meat, ground meat, veal, lamb, mutton, goat, venison, rabbit, hare, meat, meatball, burger, brisket, sirloin, ribeye, rib eye, short rib, oxtail, liver, kidney, bone marrow, tongue, tripe, bresaola, pastrami, corned beef, beef jerky, suet = meat
kidney bean, red kidney bean, beef tomato, lamb lettuce, lambs lettuce = -
chicken, chicken breast, chicken thigh, chicken wing, turkey, duck, goose, quail, pheasant, pigeon, guinea fowl, poussin, foie gras, chicken liver = poultry
pork, pork belly, pork shoulder, pork chop, pork loin, pork mince, ground pork, bacon, streaky bacon, back bacon, ham, gammon, prosciutto, parma ham, pancetta, guanciale, lardon, lard, speck, serrano, serrano ham, jamon, pork rind, crackling, spare rib, spareribs, nduja = pork meat
black pudding = pork meat gluten
sausage, sausage meat, hot dog, frankfurter, bratwurst, kielbasa, merguez, wiener, bangers, cocktail sausage = meat pork? gluten? sulphites? milk? mustard? celery?
chorizo, pepperoni, salami, saucisson, sobrasada, chistorra, chourico, fuet = pork meat milk?
mortadella = pork meat milk? nuts?
liverwurst, liver pate, leverpastej = pork meat gluten? eggs? milk?
gelatin, gelatine, gelatine leaf, marshmallow, jelly, aspic = gelatin pork?
honey, runny honey, clear honey, manuka honey, honeycomb = honey

rum, dark rum, white rum, brandy, cognac, armagnac, whisky, whiskey, bourbon, scotch, vodka, gin, tequila, liqueur, kirsch, grand marnier, cointreau, triple sec, kahlua, coffee liqueur, schnapps, calvados, limoncello, creme de cassis, sambuca, ouzo, pastis = alcohol
baileys, irish cream = alcohol milk
vanilla extract = alcohol?

cassava flour, cassava, yuca, manioc, tigernut flour, plantain flour, sweet potato flour, banana flour, rice flour, buckwheat flour, buckwheat, corn flour, cornflour, cornmeal, maize, polenta, cornstarch, corn starch, potato starch, potato flour, tapioca, tapioca flour, arrowroot, chickpea flour, gram flour, besan, quinoa, millet, sorghum, teff, amaranth, potato, chickpea, lentil, pea, bean, cauliflower = - replace
rice, hemp, sunflower seed, pumpkin seed, sunbutter = - replace plant-milk
vegetable = - replace
gluten free, glutenfree, coeliac safe = not-gluten
dairy free, non dairy, milk free = not-milk
egg free, eggless = not-eggs
nut free = not-nuts not-peanuts
soy free = not-soy
vegan, plant based = not-milk not-eggs not-honey not-meat not-pork not-poultry not-fish not-gelatin
`;
