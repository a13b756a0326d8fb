// Hearth recipe library, vegetarian mains. Original recipes by Hearth contributors, CC0-1.0.
export default `
## Mushroom Risotto | 10 | 30 | 4 | Italian
Creamy arborio rice with browned mushrooms and Parmesan.
- 6 cups vegetable stock
- 2 tbsp olive oil
- 3 tbsp butter
- 1 lb mushrooms, sliced
- 1 onion, finely chopped
- 1 1/2 cups arborio rice
- 1/2 cup dry white wine
- 3/4 cup grated Parmesan cheese
* Keep the stock warm. Brown the mushrooms in the oil and set aside.
* Soften the onion in half the butter, add the rice and stir 1 minute, then the wine.
* Add the stock a ladle at a time, stirring, until the rice is creamy and tender, about 20 minutes.
* Stir in the mushrooms, the rest of the butter and the Parmesan.

## Vegetable Lasagna | 30 | 50 | 8 | Italian
Layers of roasted vegetables, ricotta and tomato sauce.
- 2 zucchini, sliced
- 1 eggplant, sliced
- 1 red bell pepper, sliced
- 3 tbsp olive oil
- 3 cups marinara sauce
- 12 lasagna noodles, cooked
- 15 oz ricotta cheese
- 1 large egg
- 2 cups shredded mozzarella cheese
- 1/2 cup grated Parmesan cheese
* Roast the vegetables with the oil at 425°F (220°C) for 20 minutes.
* Mix the ricotta with the egg.
* Layer sauce, noodles, ricotta, vegetables and mozzarella three times, ending with sauce and cheeses.
* Bake at 375°F (190°C) for 45 minutes; rest 10 minutes.

## Black Bean Burgers | 20 | 15 | 4 | American
Smoky bean patties that hold together.
- 2 (15 oz) cans black beans, drained and dried
- 1/2 cup breadcrumbs
- 1 large egg
- 1/2 onion, grated
- 1 tsp smoked paprika
- 1 tsp ground cumin
- 2 tbsp vegetable oil
- 4 burger buns
- Lettuce, tomato and avocado, to serve
* Mash the beans roughly and mix with the breadcrumbs, egg, onion and spices.
* Shape into four patties and chill 15 minutes.
* Fry in the oil 5 minutes per side until crisp.
* Serve in buns with the toppings.

## Eggplant Parmesan | 30 | 40 | 6 | Italian
Fried eggplant slices baked with tomato and cheese.
- 2 large eggplants, sliced 1/2 inch thick
- 1 cup all-purpose flour
- 3 large eggs, beaten
- 2 cups breadcrumbs
- 1/2 cup olive oil
- 3 cups marinara sauce
- 2 cups shredded mozzarella cheese
- 1/2 cup grated Parmesan cheese
- 1 handful basil leaves
* Coat the eggplant in flour, egg and breadcrumbs and fry in the oil until golden.
* Layer with sauce, mozzarella, Parmesan and basil in a baking dish.
* Bake at 375°F (190°C) for 30 minutes until bubbling.

## Vegetable Curry with Chickpeas | 15 | 30 | 4 | Indian
A coconut curry of cauliflower, potato and chickpeas.
- 2 tbsp vegetable oil
- 1 onion, chopped
- 3 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 2 tbsp curry powder
- 1 small cauliflower, cut in florets
- 2 potatoes, cubed
- 1 (15 oz) can chickpeas, drained
- 1 (14 oz) can coconut milk
- 1 (14 oz) can diced tomatoes
- 2 cups baby spinach
* Soften the onion, then add the garlic, ginger and curry powder.
* Add the cauliflower, potatoes, chickpeas, coconut milk and tomatoes.
* Simmer 25 minutes until the vegetables are tender.
* Stir in the spinach until wilted.

## Spinach and Ricotta Cannelloni | 30 | 35 | 6 | Italian
Pasta tubes filled with spinach and ricotta under tomato sauce.
- 1 lb spinach, wilted and chopped
- 15 oz ricotta cheese
- 1 cup grated Parmesan cheese
- 1 large egg
- 1/4 tsp grated nutmeg
- 12 cannelloni tubes
- 3 cups tomato sauce
- 1 cup shredded mozzarella cheese
* Mix the spinach, ricotta, half the Parmesan, the egg and nutmeg.
* Pipe or spoon into the tubes and lay in a dish over half the sauce.
* Pour over the rest of the sauce and top with mozzarella and Parmesan.
* Cover and bake at 375°F (190°C) for 25 minutes, then uncover for 10.

## Stuffed Portobello Mushrooms | 10 | 20 | 4 | Vegetarian
Big mushrooms filled with garlicky spinach and cheese.
- 4 large portobello mushrooms
- 2 tbsp olive oil
- 2 cloves garlic, minced
- 3 cups baby spinach
- 1/2 cup ricotta cheese
- 1/2 cup breadcrumbs
- 1/4 cup grated Parmesan cheese
* Remove the stems and brush the mushrooms with oil; roast gill side up 10 minutes at 400°F (200°C).
* Cook the garlic and spinach in the rest of the oil and mix with the ricotta.
* Fill the mushrooms, top with breadcrumbs and Parmesan and roast 10 minutes more.

## Tofu Stir-Fry with Broccoli | 15 | 15 | 4 | Asian
Crisp tofu and broccoli in a ginger soy glaze.
- 14 oz firm tofu, pressed and cubed
- 2 tbsp cornstarch
- 3 tbsp vegetable oil
- 3 cups broccoli florets
- 2 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 3 tbsp soy sauce
- 1 tbsp maple syrup
- 1 tbsp rice vinegar
- 1 tsp sesame oil
* Toss the tofu in cornstarch and fry in 2 tbsp oil until crisp; remove.
* Stir-fry the broccoli in the rest of the oil with a splash of water until bright green.
* Add the garlic and ginger, then the soy sauce, syrup and vinegar.
* Toss in the tofu and finish with sesame oil.

## Margherita Pizza | 90 | 12 | 2 | Italian
A classic pizza of tomato, mozzarella and basil.
- 2 1/2 cups bread flour
- 1 tsp instant yeast
- 1 tsp salt
- 1 cup warm water
- 1 tbsp olive oil
- 1/2 cup crushed tomatoes
- 8 oz fresh mozzarella, torn
- 1 handful basil leaves
* Mix the flour, yeast, salt, water and oil and knead 8 minutes; let rise 1 hour.
* Heat the oven as hot as it goes with a tray or stone inside.
* Divide the dough in two and stretch thin; spread with tomato and top with mozzarella.
* Bake 8 to 12 minutes until blistered; finish with basil and a drizzle of oil.

## Veggie Chili | 15 | 40 | 6 | Tex-Mex
Three-bean chili with sweet potato.
- 2 tbsp olive oil
- 1 onion, chopped
- 1 red bell pepper, chopped
- 3 cloves garlic, minced
- 1 sweet potato, diced
- 2 tbsp chili powder
- 1 tsp ground cumin
- 1 (28 oz) can diced tomatoes
- 1 (15 oz) can black beans, drained
- 1 (15 oz) can kidney beans, drained
- 1 (15 oz) can pinto beans, drained
- 1 cup vegetable stock
* Soften the onion and pepper in the oil, then add the garlic and spices.
* Add the sweet potato, tomatoes, beans and stock.
* Simmer 35 minutes until the sweet potato is tender and the chili thick.

## Shakshuka Verde | 10 | 20 | 4 | Middle Eastern
Eggs baked in a bed of garlicky greens.
- 2 tbsp olive oil
- 1 leek, sliced
- 2 cloves garlic, minced
- 1 bunch kale, chopped
- 3 cups spinach
- 1 tsp ground cumin
- 6 large eggs
- 1/2 cup crumbled feta cheese
* Soften the leek in the oil, then the garlic and cumin.
* Add the kale and spinach and cook until wilted.
* Make wells, crack in the eggs, cover and cook until set.
* Top with feta.

## Pasta Primavera | 15 | 15 | 4 | Italian
Spring vegetables tossed with pasta and Parmesan.
- 12 oz penne
- 2 tbsp olive oil
- 1 zucchini, sliced
- 1 cup asparagus, cut in pieces
- 1 cup cherry tomatoes, halved
- 1 cup frozen peas
- 2 cloves garlic, minced
- 2 tbsp butter
- 1/2 cup grated Parmesan cheese
- 1 lemon, zested
* Cook the penne, adding the peas for the last 2 minutes.
* Sauté the zucchini and asparagus in the oil, then add the tomatoes and garlic.
* Toss with the drained pasta, butter, Parmesan and lemon zest.

## Mac and Cheese | 10 | 25 | 6 | American
Stovetop macaroni in a creamy cheddar sauce, baked under crumbs.
- 1 lb elbow macaroni
- 4 tbsp butter
- 1/4 cup all-purpose flour
- 3 cups milk
- 3 cups shredded sharp cheddar cheese
- 1 tsp mustard powder
- 1/2 cup breadcrumbs
* Cook the macaroni.
* Melt the butter, stir in the flour, whisk in the milk and simmer until thick.
* Stir in the cheese and mustard until melted, then the macaroni.
* Spoon into a dish, top with breadcrumbs and bake at 375°F (190°C) for 15 minutes.

## Ratatouille | 20 | 50 | 6 | French
Provençal stew of summer vegetables.
- 1/3 cup olive oil
- 1 onion, chopped
- 3 cloves garlic, minced
- 1 eggplant, cubed
- 2 zucchini, cubed
- 2 bell peppers, chopped
- 4 tomatoes, chopped
- 1 tsp dried thyme
- 1 handful basil leaves
* Brown the eggplant in some of the oil and set aside; do the same with the zucchini.
* Cook the onion, garlic and peppers in the rest of the oil until soft.
* Add the tomatoes, thyme and browned vegetables and simmer 30 minutes.
* Stir in torn basil.

## Lentil Shepherd's Pie | 20 | 45 | 6 | British
Savoury lentils under a mashed potato crust.
- 2 lb potatoes, peeled and cut up
- 3 tbsp butter
- 1/2 cup milk
- 2 tbsp olive oil
- 1 onion, chopped
- 2 carrots, diced
- 2 celery stalks, diced
- 1 cup brown lentils
- 2 tbsp tomato paste
- 3 cups vegetable stock
- 1 tsp dried thyme
* Boil and mash the potatoes with the butter and milk.
* Soften the onion, carrots and celery in the oil, add the lentils, tomato paste, stock and thyme.
* Simmer 25 minutes until thick; spread in a dish and top with the mash.
* Bake at 400°F (200°C) for 20 minutes.

## Halloumi and Vegetable Skewers | 20 | 10 | 4 | Mediterranean
Grilled halloumi, peppers and zucchini with lemon.
- 8 oz halloumi, cubed
- 1 zucchini, cut in chunks
- 1 red bell pepper, cut in chunks
- 1 red onion, cut in wedges
- 12 cherry tomatoes
- 3 tbsp olive oil
- 1 lemon, juiced
- 1 tsp dried oregano
* Toss everything with the oil, lemon and oregano.
* Thread onto skewers and grill 8 to 10 minutes, turning, until charred.

## Mushroom Stroganoff | 10 | 20 | 4 | Russian
Mushrooms in a paprika and sour cream sauce over noodles.
- 2 tbsp butter
- 1 onion, sliced
- 1 1/2 lb mushrooms, sliced
- 2 cloves garlic, minced
- 1 tsp paprika
- 1 cup vegetable stock
- 1 tbsp Dijon mustard
- 3/4 cup sour cream
- 12 oz egg noodles
- 2 tbsp chopped parsley
* Cook the onion in the butter, then the mushrooms over high heat until browned.
* Add the garlic and paprika, then the stock and mustard and simmer 5 minutes.
* Off the heat stir in the sour cream.
* Serve over cooked noodles with parsley.

## Caprese Pasta Bake | 10 | 30 | 6 | Italian
Pasta baked with tomatoes, mozzarella and basil.
- 1 lb rigatoni
- 2 tbsp olive oil
- 3 cloves garlic, minced
- 1 (28 oz) can crushed tomatoes
- 8 oz fresh mozzarella, cubed
- 1 handful basil leaves
- 1/2 cup grated Parmesan cheese
* Cook the pasta until just short of done.
* Simmer the garlic in the oil, add the tomatoes and cook 10 minutes.
* Toss the pasta with the sauce, basil and half the mozzarella; top with the rest and the Parmesan.
* Bake at 400°F (200°C) for 20 minutes.

## Sweet Potato and Black Bean Tacos | 15 | 25 | 4 | Mexican
Roasted sweet potato with beans, avocado and lime.
- 2 sweet potatoes, cubed
- 2 tbsp olive oil
- 1 tsp chili powder
- 1 tsp ground cumin
- 1 (15 oz) can black beans, drained
- 8 corn tortillas
- 1 avocado, sliced
- 1/4 cup crumbled feta cheese
- 1 lime, cut in wedges
* Roast the sweet potatoes with the oil and spices at 425°F (220°C) for 25 minutes.
* Warm the beans.
* Fill the tortillas with sweet potato, beans, avocado and feta; serve with lime.

## Palak Paneer | 15 | 25 | 4 | Indian
Paneer cubes in a spiced spinach sauce.
- 1 lb spinach
- 2 tbsp ghee
- 1 onion, chopped
- 3 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 1 green chili, chopped
- 1 tsp ground cumin
- 1 tsp garam masala
- 8 oz paneer, cubed
- 1/4 cup heavy cream
* Blanch the spinach, then blend smooth.
* Fry the onion in the ghee, then the garlic, ginger, chili and spices.
* Add the spinach puree and simmer 5 minutes.
* Add the paneer and cream and heat through.

## Vegetable Fried Noodles | 15 | 10 | 4 | Asian
Lo mein-style noodles with crisp vegetables.
- 8 oz egg noodles
- 2 tbsp vegetable oil
- 1 carrot, julienned
- 1 red bell pepper, sliced
- 2 cups shredded cabbage
- 1 cup snow peas
- 2 cloves garlic, minced
- 3 tbsp soy sauce
- 1 tbsp oyster sauce
- 1 tsp sesame oil
* Cook the noodles and drain.
* Stir-fry the vegetables and garlic in the oil for 3 minutes.
* Add the noodles and sauces and toss until hot.

## Quiche Lorraine | 25 | 40 | 6 | French
A savoury custard tart with bacon and Gruyère.
- 1 unbaked pie crust
- 6 slices bacon, chopped
- 1 cup grated Gruyère cheese
- 4 large eggs
- 1 1/2 cups heavy cream
- 1/4 tsp grated nutmeg
* Blind-bake the crust at 375°F (190°C) for 15 minutes.
* Fry the bacon until crisp and scatter over the crust with the cheese.
* Whisk the eggs, cream, nutmeg, salt and pepper and pour in.
* Bake 35 to 40 minutes until just set.

## Vegetable Quiche | 25 | 40 | 6 | French
Egg custard tart with broccoli, peppers and cheddar.
- 1 unbaked pie crust
- 1 cup small broccoli florets
- 1/2 red bell pepper, diced
- 1/2 onion, diced
- 1 tbsp butter
- 1 cup shredded cheddar cheese
- 4 large eggs
- 1 1/4 cups milk
* Blind-bake the crust at 375°F (190°C) for 15 minutes.
* Soften the vegetables in the butter and spread in the crust with the cheese.
* Whisk the eggs and milk with salt and pepper and pour over.
* Bake 35 to 40 minutes until set.

## Gnocchi with Brown Butter and Sage | 5 | 10 | 2 | Italian
Pan-crisped gnocchi in nutty butter.
- 1 lb potato gnocchi
- 4 tbsp butter
- 10 sage leaves
- 1/4 cup grated Parmesan cheese
* Boil the gnocchi until they float and drain.
* Melt the butter and cook until nutty brown; add the sage.
* Add the gnocchi and fry until golden in spots.
* Serve with Parmesan.

## Vegetable Paella | 15 | 40 | 6 | Spanish
Saffron rice with artichokes, peppers and peas.
- 3 tbsp olive oil
- 1 onion, chopped
- 1 red bell pepper, sliced
- 3 cloves garlic, minced
- 2 tomatoes, grated
- 1 tsp smoked paprika
- 1 pinch saffron
- 2 cups short-grain rice
- 5 cups vegetable stock
- 1 (14 oz) can artichoke hearts, quartered
- 1 cup frozen peas
* Soften the onion, pepper and garlic in the oil, add the tomatoes and paprika.
* Stir in the rice, saffron and hot stock; add the artichokes.
* Simmer without stirring for 18 minutes, scatter over the peas and cook 5 minutes more.

## Cauliflower Steaks with Chimichurri | 15 | 25 | 4 | Vegetarian
Roasted cauliflower slabs with a herby sauce.
- 2 heads cauliflower
- 4 tbsp olive oil
- 1 cup parsley leaves
- 2 cloves garlic
- 2 tbsp red wine vinegar
- 1/2 tsp chili flakes
* Cut each cauliflower into two thick steaks, brush with 2 tbsp oil and season.
* Roast at 425°F (220°C) for 25 minutes, turning once.
* Chop the parsley and garlic finely and mix with the vinegar, chili and remaining oil.
* Spoon over the steaks.

## Bean and Cheese Enchiladas | 20 | 25 | 4 | Mexican
Pinto beans and cheese rolled in tortillas with red sauce.
- 2 (15 oz) cans pinto beans, drained
- 1 tsp ground cumin
- 2 cups shredded Monterey Jack cheese
- 10 corn tortillas
- 2 cups red enchilada sauce
- 2 scallions, sliced
* Mash half the beans with the cumin and mix with the whole beans and half the cheese.
* Dip tortillas in sauce, fill and roll, and lay in a dish.
* Pour over the rest of the sauce, cover with cheese and bake at 375°F (190°C) for 20 minutes.
* Top with scallions.

## Pesto Pasta with Green Beans and Potatoes | 10 | 15 | 4 | Italian
Ligurian trofie with pesto, potatoes and beans.
- 12 oz trofie or fusilli
- 2 small potatoes, diced
- 1 cup green beans, cut in pieces
- 2 cups basil leaves
- 1/4 cup pine nuts
- 1 clove garlic
- 1/2 cup grated Parmesan cheese
- 1/2 cup olive oil
* Blend the basil, pine nuts, garlic, Parmesan and oil into pesto.
* Boil the pasta with the potatoes; add the beans for the last 5 minutes.
* Drain, keeping a little water, and toss with the pesto.

## Tofu Scramble | 5 | 10 | 2 | Vegan
Turmeric-spiced tofu scrambled with vegetables.
- 14 oz firm tofu
- 1 tbsp olive oil
- 1/2 onion, diced
- 1/2 red bell pepper, diced
- 1/2 tsp ground turmeric
- 1 tbsp nutritional yeast
- 1 handful spinach
* Soften the onion and pepper in the oil.
* Crumble in the tofu, add the turmeric and nutritional yeast and cook 5 minutes.
* Stir in the spinach until wilted and season.

## Falafel Bowls | 20 | 0 | 4 | Middle Eastern
Falafel with hummus, salad and pickles over grains.
- 16 cooked falafel
- 2 cups cooked couscous
- 1 cup hummus
- 1 cucumber, diced
- 2 tomatoes, diced
- 1/4 red onion, sliced
- 1/4 cup tahini sauce
- 1/2 cup pickled turnips or pickles
* Divide the couscous among bowls.
* Add the falafel, hummus, cucumber, tomato, onion and pickles.
* Drizzle with tahini sauce.

## Mushroom and Leek Pie | 25 | 35 | 6 | British
Creamy mushrooms and leeks under puff pastry.
- 2 tbsp butter
- 2 leeks, sliced
- 1 1/2 lb mushrooms, quartered
- 2 cloves garlic, minced
- 2 tbsp all-purpose flour
- 1 cup vegetable stock
- 1/2 cup heavy cream
- 1 tsp fresh thyme leaves
- 1 sheet puff pastry
- 1 egg, beaten
* Soften the leeks in the butter, add the mushrooms and garlic and cook until browned.
* Stir in the flour, then the stock, cream and thyme; simmer until thick.
* Pour into a pie dish, cover with pastry and brush with egg.
* Bake at 400°F (200°C) for 30 to 35 minutes.

## Saag Aloo | 10 | 25 | 4 | Indian
Potatoes and spinach cooked with mustard seeds and spice.
- 1 1/2 lb potatoes, cubed
- 2 tbsp vegetable oil
- 1 tsp mustard seeds
- 1 onion, chopped
- 2 cloves garlic, minced
- 1 tsp grated fresh ginger
- 1 tsp ground turmeric
- 1 tsp garam masala
- 8 oz spinach
* Parboil the potatoes for 6 minutes.
* Pop the mustard seeds in the oil, then fry the onion, garlic and ginger.
* Add the spices and potatoes and fry until golden.
* Add the spinach and cook until wilted.

## Baked Falafel Wraps with Tahini Slaw | 20 | 25 | 4 | Middle Eastern
Oven-baked chickpea patties in wraps with crunchy slaw.
- 2 (15 oz) cans chickpeas, drained
- 1/2 onion, chopped
- 2 cloves garlic
- 1/2 cup parsley leaves
- 1 tsp ground cumin
- 3 tbsp all-purpose flour
- 2 tbsp olive oil
- 2 cups shredded red cabbage
- 3 tbsp tahini
- 1 lemon, juiced
- 4 large wraps
* Pulse the chickpeas, onion, garlic, parsley, cumin and flour; shape into 12 patties.
* Brush with oil and bake at 400°F (200°C) for 25 minutes, turning once.
* Toss the cabbage with the tahini, lemon juice and salt.
* Fill the wraps with patties and slaw.

## Risotto Primavera | 10 | 30 | 4 | Italian
Risotto with asparagus, peas and lemon.
- 6 cups vegetable stock
- 2 tbsp butter
- 1 onion, finely chopped
- 1 1/2 cups arborio rice
- 1/2 cup dry white wine
- 1 bunch asparagus, cut in pieces
- 1 cup frozen peas
- 1 lemon, zested
- 1/2 cup grated Parmesan cheese
* Soften the onion in the butter, stir in the rice, then the wine.
* Add hot stock a ladle at a time, stirring, for 15 minutes.
* Add the asparagus and peas and continue until the rice is tender.
* Stir in the lemon zest and Parmesan.

## Cheese Soufflé | 20 | 30 | 4 | French
A tall, airy cheese soufflé.
- 3 tbsp butter, plus more for the dish
- 3 tbsp all-purpose flour
- 1 cup milk
- 4 large eggs, separated
- 1 cup grated Gruyère cheese
- 1/2 tsp Dijon mustard
- 2 tbsp grated Parmesan cheese
* Butter a soufflé dish and dust with the Parmesan.
* Make a thick sauce with the butter, flour and milk; off the heat beat in the yolks, Gruyère and mustard.
* Whisk the whites to stiff peaks and fold in gently.
* Bake at 375°F (190°C) for 25 to 30 minutes until risen and golden. Serve at once.

## Pumpkin Ravioli with Sage Butter | 45 | 10 | 4 | Italian
Homemade ravioli filled with roasted pumpkin.
- 2 cups roasted pumpkin puree
- 1/2 cup grated Parmesan cheese
- 1/4 tsp grated nutmeg
- 2 cups all-purpose flour
- 3 large eggs
- 4 tbsp butter
- 8 sage leaves
* Mix the pumpkin, Parmesan and nutmeg.
* Make a dough with the flour and eggs, rest 30 minutes, then roll thin.
* Place spoonfuls of filling on one sheet, cover with another and cut out ravioli.
* Boil 3 to 4 minutes and toss in butter browned with the sage.

## Vegetable Pot Pie | 25 | 35 | 6 | American
Creamy vegetables under a flaky crust.
- 3 tbsp butter
- 1 onion, chopped
- 2 carrots, diced
- 2 potatoes, diced
- 1 cup mushrooms, sliced
- 1/4 cup all-purpose flour
- 2 cups vegetable stock
- 1/2 cup milk
- 1 cup frozen peas
- 1 sheet puff pastry
* Soften the onion, carrots, potatoes and mushrooms in the butter for 10 minutes.
* Stir in the flour, then the stock and milk, and simmer until the vegetables are tender.
* Add the peas, pour into a dish and cover with pastry.
* Bake at 400°F (200°C) for 30 minutes.

## Mujadara | 10 | 45 | 4 | Lebanese
Lentils and rice with deeply caramelised onions.
- 1 cup brown lentils
- 1 cup long-grain rice
- 1/3 cup olive oil
- 3 onions, thinly sliced
- 1 tsp ground cumin
- 1 cup plain yogurt
* Simmer the lentils in water for 15 minutes.
* Fry the onions in the oil slowly until dark brown and crisp, about 30 minutes.
* Add the rice, cumin, half the onions and 2 cups water to the lentils; cover and cook 20 minutes.
* Serve topped with the rest of the onions and yogurt.

## Zucchini Fritters | 15 | 15 | 4 | Vegetarian
Crispy grated zucchini cakes with feta and dill.
- 2 zucchini, grated
- 2 large eggs
- 1/2 cup all-purpose flour
- 1/2 cup crumbled feta cheese
- 2 scallions, sliced
- 2 tbsp chopped dill
- 3 tbsp olive oil
* Salt the zucchini, leave 10 minutes and squeeze dry.
* Mix with the eggs, flour, feta, scallions and dill.
* Fry spoonfuls in the oil 3 minutes per side.

## Baked Sweet Potatoes with Black Beans | 5 | 50 | 4 | Vegetarian
Jacket sweet potatoes loaded with beans and salsa.
- 4 sweet potatoes
- 1 (15 oz) can black beans, drained
- 1 cup corn kernels
- 1 tsp ground cumin
- 1/2 cup salsa
- 1/2 cup sour cream
- 2 tbsp chopped cilantro
* Bake the sweet potatoes at 400°F (200°C) for 45 to 50 minutes.
* Warm the beans and corn with the cumin.
* Split the potatoes and fill with beans, salsa, sour cream and cilantro.

## Japchae | 20 | 15 | 4 | Korean
Sweet potato glass noodles with vegetables and sesame.
- 8 oz sweet potato glass noodles
- 2 tbsp vegetable oil
- 1 onion, sliced
- 1 carrot, julienned
- 1 red bell pepper, sliced
- 4 oz shiitake mushrooms, sliced
- 3 cups spinach
- 3 tbsp soy sauce
- 1 tbsp sugar
- 1 tbsp sesame oil
- 1 tsp sesame seeds
* Cook the noodles, drain and cut into shorter lengths.
* Stir-fry the vegetables and mushrooms in the oil; wilt in the spinach.
* Toss in the noodles, soy sauce, sugar and sesame oil.
* Sprinkle with sesame seeds.
`;
