// The reader of pages without structured data: section headings in many languages, ingredient lists
// found by their amounts, layout tables, the page's main text when no list is found, and repairs to
// broken JSON-LD. Every page here is written for the test.
import { describe, expect, it } from 'vitest';
import { extractMainRecipe } from './extract-recipes.js';
import { tidyIngredients } from './ingredients.js';
import { sectionOf } from './section-words.js';

const URL_ = 'https://cook.example/r/1';
const page = (head: string, body: string) =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const list = (tag: 'ul' | 'ol', items: string[]) =>
  `<${tag}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;

describe('section headings', () => {
  it.each([
    ['English', 'Ingredients', 'Method'],
    ['French', 'Ingrédients :', 'Réalisation'],
    ['German', 'Zutaten für 4 Personen', 'Zubereitung'],
    ['Spanish', 'Ingredientes', 'Elaboración'],
    ['Italian', 'Ingredienti', 'Preparazione'],
    ['Portuguese', 'Ingredientes', 'Modo de preparo'],
    ['Dutch', 'Ingrediënten', 'Bereidingswijze'],
    ['Polish', 'Składniki', 'Sposób przygotowania'],
    ['Hungarian', 'Hozzávalók 4 főre', 'Elkészítés'],
    ['Greek', 'Υλικά', 'Εκτέλεση'],
    ['Czech', 'Suroviny', 'Postup přípravy'],
    ['Swedish', 'Ingredienser', 'Gör så här'],
    ['Danish', 'Ingredienser', 'Fremgangsmåde'],
    ['Norwegian', 'Ingredienser', 'Slik gjør du'],
    ['Turkish', 'Malzemeler', 'Hazırlanışı'],
    ['Russian', 'Ингредиенты', 'Приготовление'],
    ['Romanian', 'Ingrediente', 'Mod de preparare'],
    ['Croatian', 'Sastojci', 'Priprema'],
    ['Chinese', '配料', '做法'],
    ['Chinese (run-on)', '材料清单', '步骤'],
    ['Japanese', '材料（2人分）', '作り方'],
    ['Korean', '재료', '만드는 법'],
    ['Indonesian', 'Bahan-bahan', 'Cara membuat'],
  ])('knows %s', (_language, ingredients, method) => {
    expect(sectionOf(ingredients)).toBe('ingredients');
    expect(sectionOf(method)).toBe('instructions');
  });

  it('reads a numbered or bare "recipe" heading as the method, and leaves prose alone', () => {
    expect(sectionOf('2. Zubereitung')).toBe('instructions');
    expect(sectionOf('A recept')).toBe('instructions');
    expect(sectionOf('Recipe notes')).toBeNull();
    expect(sectionOf('Ingredients we love to cook with all through the long winter months')).toBeNull();
  });
});

describe('pages without structured data', () => {
  it.each([
    [
      'Hungarian',
      'Hozzávalók',
      'Elkészítés',
      ['4 db tojás', '250 g porcukor'],
      ['A tojásokat felverjük a cukorral habosra.'],
    ],
    [
      'Greek',
      'Υλικά',
      'Εκτέλεση',
      ['500 γρ. αλεύρι', '2 αυγά'],
      ['Ανακατεύουμε το αλεύρι με τα αυγά σε ένα μπολ.'],
    ],
    [
      'Polish',
      'Składniki',
      'Przygotowanie',
      ['1 kg ziemniaków', '2 cebule'],
      ['Ziemniaki obrać i ugotować w osolonej wodzie.'],
    ],
    [
      'Chinese',
      '材料',
      '做法',
      ['鸡蛋 3个', '白糖 50克'],
      ['鸡蛋打散，加入白糖搅拌均匀，放入蒸锅蒸十五分钟。'],
    ],
  ])('reads a %s page by its headings', (_language, ing, method, ingredients, steps) => {
    const html = page(
      '<meta property="og:title" content="Kuglóf | Example"><meta property="og:image" content="/k.jpg">',
      `<h1>Kuglóf</h1><h2>${ing}</h2>${list('ul', ingredients)}<h2>${method}</h2>${list('ol', steps)}`,
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      title: 'Kuglóf',
      ingredients,
      instructions: steps,
      imageUrl: 'https://cook.example/k.jpg',
    });
    expect(extractMainRecipe(html, URL_)?.partial).toBeUndefined();
  });

  it('finds an ingredient list by its amounts under headings it does not know, and the steps after it', () => {
    const html = page(
      '<title>Toasted cheese</title>',
      `<h1>Toasted cheese</h1><p>A quick lunch.</p>
       <h2>From the shop</h2>${list('ul', ['2 slices bread', '50 g cheddar', '1 tbsp butter', 'a pinch of pepper'])}
       <h2>Let us go</h2>${list('ol', [
         'Butter the bread on one side and lay the cheese between the slices.',
         'Fry in a dry pan for three minutes a side until golden and melted.',
       ])}`,
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      ingredients: ['2 slices bread', '50 g cheddar', '1 tbsp butter', 'a pinch of pepper'],
      instructions: [
        'Butter the bread on one side and lay the cheese between the slices.',
        'Fry in a dry pan for three minutes a side until golden and melted.',
      ],
    });
  });

  it("names the recipe after its card's heading above the ingredients when it names the page's dish", () => {
    const card = (name: string) =>
      page(
        '<meta property="og:title" content="Our best ever lemon tart, a summer classic">',
        `<h1>Our best ever lemon tart, a summer classic</h1><p>Story.</p><h2>${name}</h2><h3>Ingredients</h3>
         ${list('ul', ['3 lemons', '150 g sugar'])}<h3>Method</h3>${list('ol', ['Bake the tart for forty minutes.'])}`,
      );
    expect(extractMainRecipe(card('Lemon tart'), URL_)?.title).toBe('Lemon tart');
    expect(extractMainRecipe(card('Why you will love it?'), URL_)?.title).toBe(
      'Our best ever lemon tart, a summer classic',
    );
    expect(extractMainRecipe(card('Print this page'), URL_)?.title).toBe(
      'Our best ever lemon tart, a summer classic',
    );
  });

  it("prefers the recipe's own ingredient list, with amounts, over the post's notes on the ingredients", () => {
    const html = page(
      '<title>Banana ice cream</title>',
      `<h1>Banana ice cream</h1><h2>Ingredients</h2>
       ${list('ul', ['Bananas – ripe ones with brown spots are sweetest.', 'Peanut butter – any kind works.'])}
       <div class="card"><h3>Ingredients</h3>${list('ul', ['▢ 2 bananas, sliced', '▢ 2 tbsp peanut butter'])}
       <h3>Instructions</h3>${list('ol', ['Freeze the bananas, then blend with the peanut butter until smooth.'])}</div>`,
    );
    expect(extractMainRecipe(html, URL_)?.ingredients).toEqual([
      '▢ 2 bananas, sliced',
      '▢ 2 tbsp peanut butter',
    ]);
  });

  it('reads steps written as paragraphs beside a short list of times, without their lone step numbers', () => {
    const html = page(
      '<title>Gazpacho</title>',
      `<h1>Gazpacho</h1><h2>Ingredientes</h2>${list('ul', ['1 kg de tomates', '1 pepino'])}
       <h2>Elaboración</h2>${list('ul', ['15 m', 'Fácil'])}
       <div><span>1</span><p>Trocea los tomates y el pepino y ponlos en el vaso de la batidora.</p></div>
       <div><span>2</span><p>Tritura todo con aceite y sal, y enfría en la nevera dos horas.</p></div>`,
    );
    expect(extractMainRecipe(html, URL_)?.instructions).toEqual([
      'Trocea los tomates y el pepino y ponlos en el vaso de la batidora.',
      'Tritura todo con aceite y sal, y enfría en la nevera dos horas.',
    ]);
  });

  it('takes amounts written after the food ("Mehl 200 g") as ingredients too', () => {
    const html = page(
      '<title>Rührkuchen</title>',
      `<h1>Rührkuchen</h1><div class="box">${list('ul', ['Mehl 200 g', 'Zucker 150 g', 'Eier 3', 'Butter 200 g'])}</div>
       <h3>Los geht es</h3><p>Alles verrühren und eine Stunde bei 180 Grad im Ofen backen.</p>`,
    );
    expect(extractMainRecipe(html, URL_)?.ingredients).toEqual([
      'Mehl 200 g',
      'Zucker 150 g',
      'Eier 3',
      'Butter 200 g',
    ]);
  });

  it('reads a layout table whose rows hold headings and their own tables', () => {
    const html = page(
      '<title>Fruit skewers</title>',
      `<h1>Fruit skewers</h1><table><tr><td><h3>Ingredients</h3><table>
         <tr><td><p>1 cup strawberries</p></td></tr><tr><td><p>½ cup blackberries</p></td></tr></table></td>
         <td><h3>Directions</h3><table><tr><td><p>Thread the fruit onto the skewers and serve cold.</p></td></tr></table></td></tr></table>`,
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      ingredients: ['1 cup strawberries', '½ cup blackberries'],
      instructions: ['Thread the fruit onto the skewers and serve cold.'],
    });
  });

  it('gives the title, image, description and main text when it finds no list, flagged partial', () => {
    const html = page(
      `<meta property="og:title" content="Nagymama pogácsája"><meta name="twitter:image" content="https://img.example/p.jpg">
       <meta name="description" content="Ahogy nagymama sütötte.">`,
      `<nav><p>Főoldal és a receptek listája, kategóriák szerint.</p></nav><h1>Nagymama pogácsája</h1>
       <article><p>A lisztet elmorzsoljuk a vajjal, hozzáadjuk a tejfölt és az élesztőt.</p>
       <p>Kinyújtjuk, kiszaggatjuk, és 200 fokon aranybarnára sütjük.</p></article>
       <aside class="related"><p>Ezek is érdekelhetnek: még több sós sütemény receptje.</p></aside>`,
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      title: 'Nagymama pogácsája',
      description: 'Ahogy nagymama sütötte.',
      imageUrl: 'https://img.example/p.jpg',
      ingredients: [],
      instructions: [
        'A lisztet elmorzsoljuk a vajjal, hozzáadjuk a tejfölt és az élesztőt.',
        'Kinyújtjuk, kiszaggatjuk, és 200 fokon aranybarnára sütjük.',
      ],
      partial: true,
    });
  });

  it('keeps an ingredient list found without steps, with the main text standing in for them', () => {
    const html = page(
      '<title>Limonada</title>',
      `<h1>Limonada</h1><h2>Ingredientes</h2>${list('ul', ['4 limones', '1 litro de agua', '100 g de azúcar'])}
       <div class="text"><p>Exprime los limones y mézclalos con el agua y el azúcar hasta disolver.</p></div>`,
    );
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      ingredients: ['4 limones', '1 litro de agua', '100 g de azúcar'],
      instructions: ['Exprime los limones y mézclalos con el agua y el azúcar hasta disolver.'],
    });
  });
});

describe('times and yield written on the page', () => {
  it.each([
    [
      'Polish',
      '<p>Czas przygotowania: 20 min</p><p>Czas gotowania: 1 godz. 10 min</p><p>4 porcje</p>',
      20,
      70,
      4,
    ],
    ['Greek', '<p>Προετοιμασία: 15 λεπτά</p><p>Χρόνος μαγειρέματος: 30 min</p><p>Μερίδες: 6</p>', 15, 30, 6],
    ['Czech', '<p>Doba přípravy: 10 min</p><p>Doba pečení: 45 min</p><p>4 porce</p>', 10, 45, 4],
    ['Swedish', '<p>Förberedelsetid: 5 min</p><p>Tillagningstid: 25 min</p><p>Portioner: 2</p>', 5, 25, 2],
    ['Turkish', '<p>Hazırlık süresi: 15 dk</p><p>Pişirme süresi: 40 dk</p><p>4 kişilik</p>', 15, 40, 4],
  ])('reads %s labels', (_language, facts, prep, cook, servings) => {
    const html = page(
      '<title>Dish</title>',
      `<h1>Dish</h1>${facts}<h2>Ingredients</h2>${list('ul', ['1 kg x', '2 y'])}<h2>Method</h2>${list('ol', ['Cook everything together for a while.'])}`,
    );
    const recipe = extractMainRecipe(html, URL_);
    expect(recipe?.prepTime).toBe(prep);
    expect(recipe?.cookTime).toBe(cook);
    expect(recipe?.servings).toBe(servings);
  });
});

describe('the recipe image without share tags', () => {
  it("takes the first photo after the title, passing over logos, icons and the page's chrome", () => {
    const html = page(
      '<title>Pão de queijo</title>',
      `<header><img src="/brand/logo.png"></header><nav><img src="/menu-photo.jpg"></nav><h1>Pão de queijo</h1>
       <img src="/images/printer.png"><img src="/i/chef.jpg" width="40" height="40"><img src="/fotos/pao-de-queijo.jpg">
       <h2>Ingredientes</h2><ul><li>500 g de polvilho</li><li>2 ovos</li></ul>`,
    );
    expect(extractMainRecipe(html, URL_)?.imageUrl).toBe('https://cook.example/fotos/pao-de-queijo.jpg');
  });
});

describe('structured data repairs', () => {
  it('splits an ingredient entry at its raw line breaks and drops the list headings inside it', () => {
    const json =
      '{"@type":"Recipe","name":"Špízy","recipeIngredient":"Suroviny\n\n\t1 kg mäsa\n\tsoľ<br>\n\t2 cibule",' +
      '"recipeInstructions":"Mäso nakrájame."}';
    const html = page(`<script type="application/ld+json">${json}</script>`, '<h1>Špízy</h1>');
    expect(extractMainRecipe(html, URL_)?.ingredients).toEqual(['1 kg mäsa', 'soľ', '2 cibule']);
  });

  it('splits a whole list given as one comma-separated entry, and reads steps given as JSON text', () => {
    const steps = JSON.stringify([
      { '@type': 'HowToStep', text: 'Warm the milk.' },
      { '@type': 'HowToStep', text: 'Whisk in the flour.' },
    ]);
    const json = JSON.stringify({
      '@type': 'Recipe',
      name: 'Crêpes',
      recipeIngredient: ['250ml milk, 1 egg, 125 g flour, a pinch of salt'],
      recipeInstructions: steps,
    });
    const html = page(`<script type="application/ld+json">${json}</script>`, '<h1>Crêpes</h1>');
    expect(extractMainRecipe(html, URL_)).toMatchObject({
      ingredients: ['250ml milk', '1 egg', '125 g flour, a pinch of salt'],
      instructions: ['Warm the milk.', 'Whisk in the flour.'],
    });
  });

  it('drops ingredient-list headings and group titles from ingredient lines', () => {
    expect(tidyIngredients(['Zutaten für 4 Personen', '200 g Mehl', 'Für den Teig:', '1 Ei'])).toEqual([
      '200 g Mehl',
      '1 Ei',
    ]);
  });
});
