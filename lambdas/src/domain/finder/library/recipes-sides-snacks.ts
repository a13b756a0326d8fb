// Hearth recipe library, sides, snacks and sauces. Original recipes by Hearth contributors, CC0-1.0.
export default `
## Roasted Garlic Potatoes | 10 | 40 | 4 | Side
Crisp-edged potatoes roasted with garlic and rosemary.
- 2 lb baby potatoes, halved
- 3 tbsp olive oil
- 6 cloves garlic, smashed
- 1 tbsp chopped fresh rosemary
* Toss everything with salt and pepper on a tray.
* Roast at 425°F (220°C) for 35 to 40 minutes, turning once, until crisp.

## Creamy Mashed Potatoes | 10 | 20 | 6 | Side
Smooth, buttery mash.
- 3 lb potatoes, peeled and cut up
- 6 tbsp butter
- 3/4 cup warm milk
* Boil the potatoes in salted water until very tender and drain well.
* Mash with the butter, then beat in the milk and season.

## Garlic Bread | 5 | 10 | 6 | Side
Baguette baked with garlic parsley butter.
- 1 baguette
- 1/2 cup softened butter
- 3 cloves garlic, minced
- 2 tbsp chopped parsley
* Mix the butter, garlic and parsley.
* Slice the baguette almost through, spread the butter between slices and wrap in foil.
* Bake at 400°F (200°C) for 10 minutes, opening the foil for the last 3.

## Roasted Brussels Sprouts with Bacon | 10 | 25 | 4 | Side
Caramelised sprouts with crisp bacon.
- 1 1/2 lb Brussels sprouts, halved
- 4 slices bacon, chopped
- 2 tbsp olive oil
- 1 tbsp maple syrup
* Toss the sprouts and bacon with the oil on a tray.
* Roast at 425°F (220°C) for 25 minutes, then toss with the maple syrup.

## Honey Glazed Carrots | 5 | 20 | 4 | Side
Tender carrots in a buttery honey glaze.
- 1 lb carrots, sliced
- 2 tbsp butter
- 2 tbsp honey
- 1 tbsp chopped parsley
* Simmer the carrots in a little salted water until just tender; drain.
* Add the butter and honey and cook, stirring, until glazed. Add parsley.

## Green Bean Almondine | 5 | 10 | 4 | Side
Green beans with toasted almonds and lemon.
- 1 lb green beans, trimmed
- 2 tbsp butter
- 1/3 cup sliced almonds
- 1 tsp lemon juice
* Blanch the beans for 4 minutes and drain.
* Toast the almonds in the butter, add the beans and lemon juice and toss.

## Steamed Jasmine Rice | 2 | 20 | 4 | Side
Fluffy rice cooked by the absorption method.
- 1 1/2 cups jasmine rice
- 2 1/4 cups water
- 1/2 tsp salt
* Rinse the rice until the water runs clear.
* Bring to a boil with the water and salt, cover and cook on low 15 minutes.
* Rest 5 minutes off the heat and fluff.

## Mexican Rice | 5 | 25 | 6 | Mexican
Tomato-red rice with onion and garlic.
- 2 tbsp vegetable oil
- 1 1/2 cups long-grain rice
- 1/2 onion, finely chopped
- 2 cloves garlic, minced
- 1 (8 oz) can tomato sauce
- 2 cups chicken stock
- 1/2 tsp ground cumin
* Fry the rice in the oil until golden.
* Add the onion and garlic, then the tomato sauce, stock and cumin.
* Cover and simmer 20 minutes; rest 5 minutes and fluff.

## Refried Beans | 5 | 15 | 6 | Mexican
Creamy mashed pinto beans.
- 2 tbsp lard or vegetable oil
- 1/2 onion, finely chopped
- 2 (15 oz) cans pinto beans, with liquid
- 1/2 tsp ground cumin
* Soften the onion in the fat.
* Add the beans with their liquid and cumin and mash as they cook, until thick.

## Guacamole | 10 | 0 | 4 | Mexican
Chunky avocado dip with lime and cilantro.
- 3 ripe avocados
- 1 lime, juiced
- 1/4 onion, finely chopped
- 1 jalapeño, minced
- 1 tomato, diced
- 2 tbsp chopped cilantro
* Mash the avocados with the lime juice and salt.
* Fold in the onion, jalapeño, tomato and cilantro.

## Pico de Gallo | 10 | 0 | 6 | Mexican
Fresh chopped tomato salsa.
- 4 ripe tomatoes, diced
- 1/2 white onion, finely chopped
- 1 jalapeño, seeded and minced
- 1/4 cup chopped cilantro
- 1 lime, juiced
* Mix everything with a pinch of salt and rest 10 minutes before serving.

## Hummus | 10 | 0 | 6 | Middle Eastern
Smooth chickpea and tahini dip.
- 2 (15 oz) cans chickpeas, drained
- 1/3 cup tahini
- 1 lemon, juiced
- 1 clove garlic
- 3 tbsp olive oil
- 1/4 cup ice water
- 1/2 tsp ground cumin
* Blend the chickpeas, tahini, lemon, garlic and cumin.
* With the motor running add the ice water until very smooth.
* Serve with a pool of olive oil on top.

## Baba Ganoush | 10 | 40 | 6 | Middle Eastern
Smoky roasted eggplant dip.
- 2 large eggplants
- 3 tbsp tahini
- 1 lemon, juiced
- 1 clove garlic, grated
- 2 tbsp olive oil
- 1 tbsp chopped parsley
* Char the eggplants over a flame or roast at 450°F (230°C) for 40 minutes until collapsed.
* Scoop out the flesh and drain, then mash with the tahini, lemon and garlic.
* Finish with oil and parsley.

## Tzatziki | 10 | 0 | 6 | Greek
Cool yogurt and cucumber sauce.
- 2 cups Greek yogurt
- 1 cucumber, grated and squeezed
- 1 clove garlic, grated
- 1 tbsp olive oil
- 1 tbsp chopped dill
- 1 tbsp lemon juice
* Mix everything with salt and chill 30 minutes.

## Deviled Eggs | 15 | 12 | 12 | Snack
Creamy, tangy stuffed eggs.
- 6 large eggs
- 1/4 cup mayonnaise
- 1 tsp Dijon mustard
- 1 tsp white vinegar
- Paprika, for dusting
* Hard-boil the eggs for 12 minutes, cool and peel.
* Halve them and mash the yolks with the mayonnaise, mustard and vinegar.
* Pipe back into the whites and dust with paprika.

## Spinach Artichoke Dip | 10 | 25 | 8 | Snack
Hot, cheesy dip for chips and bread.
- 1 (14 oz) can artichoke hearts, chopped
- 10 oz frozen spinach, thawed and squeezed
- 8 oz cream cheese, softened
- 1/2 cup sour cream
- 1 cup grated Parmesan cheese
- 1 cup shredded mozzarella cheese
- 1 clove garlic, minced
* Mix everything but half the mozzarella.
* Spread in a dish, top with the rest of the mozzarella.
* Bake at 375°F (190°C) for 25 minutes until bubbling.

## Bruschetta | 15 | 5 | 6 | Italian
Toasted bread with garlicky tomatoes and basil.
- 1 baguette, sliced
- 4 ripe tomatoes, diced
- 1 clove garlic, halved
- 1 handful basil leaves, chopped
- 3 tbsp olive oil
- 1 tsp balsamic vinegar
* Toss the tomatoes with the basil, 2 tbsp oil and vinegar.
* Toast the bread, rub with garlic and brush with the rest of the oil.
* Spoon the tomatoes on top.

## Stuffed Mushrooms | 15 | 20 | 6 | Snack
Mushroom caps filled with garlicky cheese crumbs.
- 24 button mushrooms
- 2 tbsp butter
- 2 cloves garlic, minced
- 1/2 cup breadcrumbs
- 1/2 cup grated Parmesan cheese
- 4 oz cream cheese
- 2 tbsp chopped parsley
* Remove and chop the stems; cook them in the butter with the garlic.
* Mix with the breadcrumbs, cheeses and parsley and fill the caps.
* Bake at 375°F (190°C) for 20 minutes.

## Buffalo Chicken Wings | 10 | 45 | 4 | American
Crispy baked wings tossed in hot butter sauce.
- 2 lb chicken wings
- 1 tbsp baking powder
- 1/3 cup hot sauce
- 4 tbsp butter, melted
- Celery sticks and blue cheese dressing, to serve
* Pat the wings dry and toss with the baking powder and salt.
* Bake on a rack at 425°F (220°C) for 45 minutes, turning once.
* Toss in the hot sauce mixed with butter and serve with celery and dressing.

## Sweet Potato Fries | 10 | 30 | 4 | Side
Oven fries with smoked paprika.
- 2 sweet potatoes, cut in sticks
- 1 tbsp cornstarch
- 2 tbsp olive oil
- 1 tsp smoked paprika
* Toss the sticks with cornstarch, then oil and paprika.
* Spread out on a tray and bake at 425°F (220°C) for 25 to 30 minutes, turning once.

## Onion Rings | 15 | 15 | 4 | American
Crisp battered onion rings.
- 2 large onions, sliced into rings
- 1 cup all-purpose flour
- 1 tsp baking powder
- 1 cup cold milk
- 1 large egg
- 1 cup breadcrumbs
- Vegetable oil, for frying
* Whisk the flour, baking powder, milk and egg into a batter.
* Dip the rings in batter, then breadcrumbs.
* Fry at 375°F (190°C) until golden, 2 to 3 minutes.

## Corn on the Cob with Chili Lime Butter | 5 | 10 | 4 | Side
Sweet corn with zesty butter.
- 4 ears corn
- 4 tbsp softened butter
- 1 lime, zested
- 1/2 tsp chili powder
* Boil or grill the corn for 8 to 10 minutes.
* Mix the butter with the lime zest and chili and spread over the hot corn.

## Cornbread | 10 | 25 | 9 | American
Golden, slightly sweet skillet cornbread.
- 1 cup cornmeal
- 1 cup all-purpose flour
- 1/4 cup sugar
- 1 tbsp baking powder
- 1/2 tsp salt
- 1 cup milk
- 1 large egg
- 1/3 cup melted butter
* Heat the oven to 400°F (200°C) and grease a pan.
* Mix the dry ingredients, then stir in the milk, egg and butter.
* Bake 20 to 25 minutes until golden.

## Roasted Cauliflower with Parmesan | 10 | 25 | 4 | Side
Golden cauliflower with a cheesy crust.
- 1 head cauliflower, cut in florets
- 3 tbsp olive oil
- 1/2 cup grated Parmesan cheese
- 1/2 tsp garlic powder
* Toss the cauliflower with oil, garlic powder and salt.
* Roast at 425°F (220°C) for 20 minutes, sprinkle with Parmesan and roast 5 minutes more.

## Sautéed Spinach with Garlic | 2 | 5 | 2 | Side
Quick wilted spinach.
- 1 lb spinach
- 2 tbsp olive oil
- 3 cloves garlic, sliced
- 1 tsp lemon juice
* Cook the garlic in the oil until golden.
* Add the spinach and toss until wilted; finish with lemon.

## Ratatouille Tart | 20 | 35 | 6 | French
Puff pastry tart of tomatoes, zucchini and goat cheese.
- 1 sheet puff pastry
- 2 tbsp tomato paste
- 1 zucchini, thinly sliced
- 2 tomatoes, thinly sliced
- 1/2 red onion, thinly sliced
- 3 oz goat cheese
- 1 tbsp olive oil
- 1 tsp fresh thyme leaves
* Spread the pastry with tomato paste, leaving a border.
* Overlap the vegetables on top, dot with goat cheese and drizzle with oil and thyme.
* Bake at 400°F (200°C) for 30 to 35 minutes.

## Fried Rice Balls (Arancini) | 40 | 20 | 6 | Italian
Crisp risotto balls with a mozzarella centre.
- 3 cups cold risotto
- 4 oz mozzarella, cubed
- 2 large eggs, beaten
- 1 1/2 cups breadcrumbs
- Vegetable oil, for frying
* Shape the risotto into balls around a cube of mozzarella.
* Roll in egg, then breadcrumbs.
* Fry at 350°F (175°C) until deep golden, about 5 minutes.

## Hush Puppies | 10 | 15 | 6 | Southern
Fried cornmeal fritters with onion.
- 1 cup cornmeal
- 1/2 cup all-purpose flour
- 1 tsp baking powder
- 1/2 onion, grated
- 1 large egg
- 3/4 cup buttermilk
- Vegetable oil, for frying
* Mix everything into a thick batter.
* Drop spoonfuls into 350°F (175°C) oil and fry until golden, 3 minutes.

## Pickled Red Onions | 5 | 0 | 8 | Condiment
Bright pink quick pickles for tacos and salads.
- 2 red onions, thinly sliced
- 1 cup cider vinegar
- 1 tbsp sugar
- 1 1/2 tsp salt
- 1 cup hot water
* Pack the onions into a jar.
* Stir the vinegar, sugar, salt and water until dissolved and pour over.
* Leave 30 minutes; keeps a week in the fridge.

## Basil Pesto | 10 | 0 | 6 | Sauce
Classic Genovese pesto.
- 2 cups basil leaves
- 1/3 cup pine nuts
- 2 cloves garlic
- 1/2 cup grated Parmesan cheese
- 1/2 cup olive oil
* Blend the basil, pine nuts and garlic.
* Add the cheese and stream in the oil until smooth; season.

## Marinara Sauce | 5 | 30 | 6 | Sauce
Quick everyday tomato sauce.
- 3 tbsp olive oil
- 4 cloves garlic, sliced
- 1 (28 oz) can whole tomatoes, crushed by hand
- 1 tsp dried oregano
- 1 handful basil leaves
* Cook the garlic gently in the oil until golden.
* Add the tomatoes and oregano and simmer 25 minutes.
* Tear in the basil and season.

## Tortilla Española | 15 | 30 | 6 | Spanish
Thick potato and onion omelette.
- 1/2 cup olive oil
- 1 1/2 lb potatoes, thinly sliced
- 1 onion, thinly sliced
- 6 large eggs
* Cook the potatoes and onion slowly in the oil until soft, 20 minutes; drain, keeping the oil.
* Beat the eggs with salt and mix in the potatoes.
* Cook in an oiled pan over low heat until nearly set, flip with a plate and cook 3 minutes more.

## Patatas Bravas | 10 | 35 | 4 | Spanish
Crisp potatoes with a spicy tomato sauce.
- 2 lb potatoes, cubed
- 4 tbsp olive oil
- 1/2 onion, chopped
- 1 clove garlic, minced
- 1 tsp smoked paprika
- 1/4 tsp cayenne pepper
- 1 cup crushed tomatoes
* Roast the potatoes with 3 tbsp oil at 425°F (220°C) for 35 minutes.
* Cook the onion and garlic in the rest of the oil, add the spices and tomatoes and simmer 10 minutes; blend.
* Spoon over the potatoes.

## Spring Rolls | 30 | 15 | 6 | Asian
Crisp rolls filled with cabbage, carrot and noodles.
- 2 oz glass noodles, soaked
- 2 cups shredded cabbage
- 1 carrot, julienned
- 3 scallions, sliced
- 1 tbsp soy sauce
- 12 spring roll wrappers
- Vegetable oil, for frying
* Stir-fry the cabbage, carrot and scallions briefly, mix with the noodles and soy sauce.
* Roll up in the wrappers, sealing with water.
* Fry at 350°F (175°C) until golden.

## Edamame with Sea Salt | 2 | 5 | 4 | Snack
Steamed soybeans in the pod.
- 1 lb frozen edamame in pods
- 1 tsp flaky sea salt
* Boil the edamame for 5 minutes and drain.
* Toss with flaky salt and serve warm.

## Crispy Roasted Chickpeas | 5 | 30 | 4 | Snack
Crunchy spiced chickpeas.
- 2 (15 oz) cans chickpeas, drained and dried
- 2 tbsp olive oil
- 1 tsp smoked paprika
- 1/2 tsp ground cumin
* Toss the chickpeas with oil and spices.
* Roast at 400°F (200°C) for 30 minutes, shaking the pan, until crunchy.

## Cheese Straws | 15 | 15 | 24 | Snack
Flaky twists of puff pastry and cheese.
- 1 sheet puff pastry
- 1 egg, beaten
- 1 cup grated sharp cheddar cheese
- 1/2 tsp paprika
* Brush the pastry with egg and cover half with cheese and paprika.
* Fold over, press, cut into strips and twist.
* Bake at 400°F (200°C) for 12 to 15 minutes.

## Caramelized Onion Dip | 10 | 40 | 8 | Snack
Sweet onion and sour cream dip.
- 2 tbsp butter
- 2 onions, finely chopped
- 1 cup sour cream
- 4 oz cream cheese, softened
- 1 tsp Worcestershire sauce
* Cook the onions in the butter over low heat for 35 to 40 minutes until brown; cool.
* Mix with the sour cream, cream cheese and Worcestershire.

## Popcorn with Parmesan and Herbs | 2 | 5 | 4 | Snack
Stovetop popcorn with cheese.
- 1/2 cup popcorn kernels
- 2 tbsp vegetable oil
- 2 tbsp melted butter
- 1/3 cup finely grated Parmesan cheese
- 1 tsp dried oregano
* Heat the oil and kernels in a covered pot, shaking, until popping slows.
* Toss with the butter, Parmesan and oregano.

## Scalloped Potatoes | 20 | 75 | 8 | Side
Thin potatoes baked in cream with garlic.
- 3 lb potatoes, thinly sliced
- 2 cups heavy cream
- 1 cup milk
- 2 cloves garlic, minced
- 1 cup grated Gruyère cheese
* Heat the cream, milk and garlic with salt and pepper.
* Layer the potatoes in a buttered dish, pouring over the cream as you go.
* Top with cheese and bake at 350°F (175°C) for 1 1/4 hours.

## Braised Red Cabbage | 10 | 60 | 6 | Side
Sweet and sour cabbage with apple.
- 1 red cabbage, shredded
- 2 tbsp butter
- 1 onion, sliced
- 2 apples, sliced
- 1/4 cup red wine vinegar
- 2 tbsp brown sugar
* Soften the onion in the butter, add everything else and a splash of water.
* Cover and cook gently 1 hour, stirring now and then.

## Yorkshire Puddings | 10 | 25 | 12 | British
Tall, crisp batter puddings.
- 1 cup all-purpose flour
- 3 large eggs
- 1 cup milk
- 4 tbsp vegetable oil
* Whisk the flour, eggs, milk and salt and rest 30 minutes.
* Heat a little oil in each cup of a muffin tin at 450°F (230°C) until smoking.
* Pour in the batter and bake 20 to 25 minutes without opening the oven.
`;
