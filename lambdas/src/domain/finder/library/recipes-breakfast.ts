// Hearth recipe library, breakfasts and brunch. Original recipes by Hearth contributors, CC0-1.0.
export default `
## Buttermilk Pancakes | 10 | 15 | 4 | Breakfast
Fluffy diner-style pancakes with a tender crumb.
- 2 cups all-purpose flour
- 2 tbsp sugar
- 2 tsp baking powder
- 1/2 tsp baking soda
- 1/2 tsp salt
- 2 cups buttermilk
- 2 large eggs
- 3 tbsp melted butter, plus more for the pan
* Whisk the flour, sugar, baking powder, baking soda and salt in a large bowl.
* In another bowl whisk the buttermilk, eggs and melted butter.
* Pour the wet ingredients into the dry and stir until just combined; a few lumps are fine.
* Heat a buttered griddle over medium heat and pour 1/4 cup of batter per pancake.
* Flip when bubbles form on the surface, then cook 1 minute more. Serve warm.

## Classic French Toast | 10 | 15 | 4 | Breakfast
Thick bread soaked in vanilla custard and fried in butter.
- 8 thick slices day-old bread
- 4 large eggs
- 1 cup milk
- 1 tbsp sugar
- 1 tsp vanilla extract
- 1/2 tsp ground cinnamon
- 2 tbsp butter
- Maple syrup, for serving
* Whisk the eggs, milk, sugar, vanilla and cinnamon in a shallow dish.
* Melt a little butter in a large frying pan over medium heat.
* Dip each slice of bread in the custard for a few seconds per side.
* Fry until golden, about 3 minutes per side, adding butter as needed.
* Serve hot with maple syrup.

## Shakshuka | 10 | 25 | 4 | Middle Eastern
Eggs poached in a spiced tomato and pepper sauce.
- 2 tbsp olive oil
- 1 onion, diced
- 1 red bell pepper, diced
- 3 cloves garlic, minced
- 1 tsp ground cumin
- 1 tsp paprika
- 1/4 tsp chili flakes
- 1 (28 oz) can crushed tomatoes
- 6 large eggs
- 1/4 cup chopped fresh parsley
- Salt and pepper
* Heat the oil in a wide pan and soften the onion and pepper for 6 minutes.
* Add the garlic, cumin, paprika and chili flakes and cook for 1 minute.
* Pour in the tomatoes, season and simmer for 10 minutes until thickened.
* Make six wells in the sauce and crack an egg into each.
* Cover and cook on low heat for 6 to 8 minutes until the whites are set.
* Scatter with parsley and serve from the pan with bread.

## Spinach and Feta Omelette | 5 | 5 | 1 | Breakfast
A quick folded omelette with wilted spinach and salty feta.
- 3 large eggs
- 1 tbsp milk
- 1 tsp butter
- 1 handful baby spinach
- 2 tbsp crumbled feta cheese
- Salt and pepper
* Beat the eggs with the milk, salt and pepper.
* Melt the butter in a small non-stick pan over medium heat and wilt the spinach.
* Pour in the eggs and stir gently until mostly set but still soft on top.
* Scatter the feta over one half, fold the omelette and slide onto a plate.

## Overnight Oats | 5 | 0 | 1 | Breakfast
No-cook oats that soak overnight in the fridge.
- 1/2 cup rolled oats
- 1/2 cup milk
- 1/4 cup plain yogurt
- 1 tbsp chia seeds
- 1 tbsp honey
- 1/2 cup mixed berries
* Stir the oats, milk, yogurt, chia seeds and honey together in a jar.
* Cover and refrigerate overnight, or at least 4 hours.
* Top with the berries in the morning and eat cold.

## Banana Oat Smoothie | 5 | 0 | 2 | Breakfast
A thick, filling breakfast smoothie.
- 2 ripe bananas
- 1/2 cup rolled oats
- 1 1/2 cups milk
- 1/2 cup plain yogurt
- 1 tbsp peanut butter
- 1 tsp honey
- 4 ice cubes
* Put everything in a blender.
* Blend until completely smooth, about 1 minute.
* Pour into two glasses and drink straight away.

## Huevos Rancheros | 15 | 20 | 4 | Mexican
Fried eggs on warm tortillas with a quick ranchero sauce and beans.
- 1 tbsp vegetable oil
- 1 onion, chopped
- 1 jalapeño, seeded and minced
- 2 cloves garlic, minced
- 1 (14 oz) can diced tomatoes
- 1 tsp ground cumin
- 1 (15 oz) can black beans, drained
- 8 corn tortillas
- 8 large eggs
- 1/2 cup crumbled queso fresco
- 1/4 cup chopped cilantro
* Cook the onion and jalapeño in the oil for 5 minutes, then add the garlic for 1 minute.
* Add the tomatoes and cumin and simmer 10 minutes; season with salt.
* Warm the black beans in a small pan with a splash of water.
* Warm the tortillas in a dry pan and fry the eggs to your liking.
* Place two tortillas on each plate, top with beans, eggs and sauce.
* Finish with queso fresco and cilantro.

## Breakfast Burritos | 15 | 15 | 4 | Mexican
Scrambled eggs, potatoes and cheese rolled in flour tortillas.
- 2 medium potatoes, diced small
- 2 tbsp vegetable oil
- 6 large eggs
- 1 cup shredded cheddar cheese
- 1/2 cup salsa
- 4 large flour tortillas
- 2 green onions, sliced
- Salt and pepper
* Fry the potatoes in the oil over medium heat until crisp and tender, about 12 minutes; season.
* Scramble the eggs in the same pan until just set.
* Warm the tortillas.
* Divide potatoes, eggs, cheese, salsa and green onions among the tortillas.
* Fold in the sides and roll up tightly. Serve at once or wrap in foil to go.

## Blueberry Muffins | 15 | 22 | 12 | Baking
Tender muffins bursting with blueberries and a sugar crust.
- 2 cups all-purpose flour
- 3/4 cup sugar
- 2 tsp baking powder
- 1/2 tsp salt
- 1/2 cup melted butter
- 2 large eggs
- 3/4 cup milk
- 1 tsp vanilla extract
- 1 1/2 cups blueberries
- 2 tbsp coarse sugar, for the tops
* Heat the oven to 375°F (190°C) and line a 12-cup muffin tin.
* Whisk the flour, sugar, baking powder and salt.
* Whisk the butter, eggs, milk and vanilla, then stir into the dry ingredients until just combined.
* Fold in the blueberries and divide among the cups.
* Sprinkle with coarse sugar and bake 20 to 22 minutes until a skewer comes out clean.

## Granola with Nuts and Honey | 10 | 30 | 8 | Breakfast
Crunchy clustered granola to keep in a jar.
- 3 cups rolled oats
- 1 cup chopped almonds
- 1/2 cup pumpkin seeds
- 1/2 cup shredded coconut
- 1/3 cup honey
- 1/4 cup vegetable oil
- 1 tsp ground cinnamon
- 1/2 tsp salt
- 1/2 cup raisins
* Heat the oven to 325°F (160°C) and line a baking sheet.
* Mix the oats, almonds, seeds, coconut, cinnamon and salt.
* Warm the honey and oil together, pour over and stir until everything is coated.
* Spread on the sheet, press down and bake 25 to 30 minutes, stirring once.
* Cool completely on the sheet, then break up and stir in the raisins.

## Eggs Benedict | 20 | 15 | 4 | Brunch
Poached eggs and ham on English muffins with blender hollandaise.
- 4 English muffins, split
- 8 slices ham
- 8 large eggs
- 1 tbsp white vinegar
- 3 egg yolks
- 1 tbsp lemon juice
- 1/2 cup butter, melted and hot
- Pinch of cayenne pepper
* Blend the egg yolks and lemon juice, then pour in the hot butter slowly with the motor running; season with salt and cayenne.
* Toast the muffins and warm the ham in a pan.
* Bring a pan of water to a gentle simmer with the vinegar and poach the eggs for 3 minutes.
* Top each muffin half with ham and a poached egg.
* Spoon over the hollandaise and serve immediately.

## Cheese and Herb Scones | 15 | 15 | 8 | Baking
Savoury scones with sharp cheddar and chives.
- 2 cups all-purpose flour
- 1 tbsp baking powder
- 1/2 tsp salt
- 6 tbsp cold butter, cubed
- 1 cup grated sharp cheddar cheese
- 2 tbsp chopped chives
- 3/4 cup milk
- 1 egg, beaten, for brushing
* Heat the oven to 425°F (220°C).
* Rub the butter into the flour, baking powder and salt until it looks like breadcrumbs.
* Stir in the cheese and chives, then the milk, to make a soft dough.
* Pat out 1 inch thick on a floured surface and cut into 8 rounds.
* Brush with egg and bake 12 to 15 minutes until risen and golden.

## Breakfast Hash with Sausage | 10 | 25 | 4 | Breakfast
Crispy potatoes, sausage and peppers topped with eggs.
- 1 lb potatoes, cut into small cubes
- 2 tbsp olive oil
- 8 oz breakfast sausage, casings removed
- 1 onion, diced
- 1 green bell pepper, diced
- 1 tsp smoked paprika
- 4 large eggs
- Salt and pepper
* Boil the potatoes for 5 minutes, then drain well.
* Brown the sausage in a large skillet, breaking it up, and set aside.
* Add the oil and potatoes and fry until crisp, about 10 minutes.
* Add the onion, pepper and paprika and cook 5 minutes, then return the sausage.
* Make four wells, crack in the eggs, cover and cook until set.

## Dutch Baby | 5 | 20 | 3 | Breakfast
A big puffed oven pancake with lemon and powdered sugar.
- 3 large eggs
- 1/2 cup all-purpose flour
- 1/2 cup milk
- 1 tbsp sugar
- Pinch of salt
- 3 tbsp butter
- 1 lemon, cut in wedges
- 2 tbsp powdered sugar
* Heat the oven to 425°F (220°C) with a 10-inch cast-iron skillet inside.
* Blend the eggs, flour, milk, sugar and salt until smooth.
* Melt the butter in the hot skillet, pour in the batter and bake 18 to 20 minutes until puffed and browned.
* Dust with powdered sugar and serve with lemon wedges.

## Avocado Toast with Egg | 5 | 5 | 2 | Breakfast
Smashed avocado on toasted sourdough with a jammy egg.
- 2 slices sourdough bread
- 1 ripe avocado
- 1 tsp lemon juice
- 2 large eggs
- Pinch of chili flakes
- Salt and pepper
* Boil the eggs for 6 1/2 minutes, then cool in cold water and peel.
* Toast the bread.
* Mash the avocado with the lemon juice, salt and pepper.
* Spread on the toast, top with the halved eggs and a pinch of chili flakes.

## Waffles | 10 | 20 | 4 | Breakfast
Crisp-edged waffles with a light inside.
- 2 cups all-purpose flour
- 1 tbsp sugar
- 1 tbsp baking powder
- 1/2 tsp salt
- 2 large eggs
- 1 3/4 cups milk
- 1/2 cup vegetable oil
- 1 tsp vanilla extract
* Heat the waffle iron.
* Whisk the dry ingredients in one bowl and the eggs, milk, oil and vanilla in another.
* Stir the wet into the dry until just combined.
* Cook in the greased waffle iron until golden and crisp, about 5 minutes each.

## Congee with Ginger and Scallions | 5 | 60 | 4 | Chinese
Silky rice porridge, a comforting savoury breakfast.
- 1 cup jasmine rice
- 8 cups chicken stock
- 2 inch piece fresh ginger, thinly sliced
- 1 tbsp soy sauce
- 1 tsp sesame oil
- 3 scallions, thinly sliced
- 4 soft-boiled eggs (optional)
* Rinse the rice, then bring it to a boil with the stock and ginger.
* Lower the heat and simmer, partly covered, for about 1 hour, stirring now and then, until creamy.
* Season with soy sauce.
* Serve in bowls with sesame oil, scallions and halved eggs.

## Chilaquiles Verdes | 10 | 15 | 4 | Mexican
Tortilla chips simmered in green salsa with eggs and crema.
- 6 cups tortilla chips
- 2 cups salsa verde
- 1/2 cup chicken stock
- 4 large eggs
- 1 tbsp vegetable oil
- 1/2 cup sour cream
- 1/2 cup crumbled queso fresco
- 1/4 onion, thinly sliced
- 2 tbsp chopped cilantro
* Warm the salsa verde and stock in a large skillet until simmering.
* Add the chips and toss for 1 to 2 minutes until coated but still a little crisp.
* Fry the eggs in the oil in another pan.
* Divide the chips among plates, top with eggs, sour cream, cheese, onion and cilantro.

## Bircher Muesli | 10 | 0 | 4 | Swiss
Oats soaked in apple juice with grated apple and nuts.
- 2 cups rolled oats
- 1 1/2 cups apple juice
- 1 cup plain yogurt
- 2 apples, grated
- 1/4 cup chopped hazelnuts
- 2 tbsp honey
* Soak the oats in the apple juice overnight in the fridge.
* In the morning stir in the yogurt and grated apple.
* Serve topped with hazelnuts and a drizzle of honey.

## Frittata with Potato and Peppers | 10 | 25 | 6 | Italian
A thick oven-finished omelette, good warm or cold.
- 2 tbsp olive oil
- 2 medium potatoes, thinly sliced
- 1 red bell pepper, sliced
- 1 onion, sliced
- 8 large eggs
- 1/2 cup grated Parmesan cheese
- 2 tbsp chopped parsley
- Salt and pepper
* Heat the oven to 375°F (190°C).
* Cook the potatoes in the oil in an ovenproof pan for 10 minutes, then add the pepper and onion for 5 minutes.
* Beat the eggs with the Parmesan, parsley, salt and pepper and pour over the vegetables.
* Cook on the hob for 3 minutes until the edges set, then bake 10 to 12 minutes until firm.

## Cinnamon Rolls | 30 | 25 | 12 | Baking
Soft yeasted rolls with cinnamon sugar and cream cheese icing.
- 1 cup warm milk
- 2 1/4 tsp instant yeast
- 1/4 cup sugar
- 1/3 cup melted butter
- 1 large egg
- 3 1/2 cups all-purpose flour
- 1/2 tsp salt
- 3/4 cup brown sugar
- 2 tbsp ground cinnamon
- 1/3 cup softened butter
- 4 oz cream cheese, softened
- 1 cup powdered sugar
* Mix the milk, yeast, sugar, melted butter and egg, then add the flour and salt and knead 5 minutes.
* Cover and let rise until doubled, about 1 hour.
* Roll out to a large rectangle, spread with the softened butter and sprinkle with brown sugar and cinnamon.
* Roll up, cut into 12 pieces and set in a greased pan; let rise 30 minutes.
* Bake at 350°F (175°C) for 22 to 25 minutes.
* Beat the cream cheese and powdered sugar and spread over the warm rolls.

## Breakfast Quesadillas | 5 | 10 | 2 | Mexican
Eggs and cheese crisped in a tortilla.
- 4 large eggs
- 2 large flour tortillas
- 3/4 cup shredded Monterey Jack cheese
- 1/4 cup salsa
- 1 tbsp butter
* Scramble the eggs in half the butter until just set.
* Lay a tortilla in a pan, cover half with cheese and eggs, and fold.
* Cook in the remaining butter until crisp on both sides and the cheese has melted.
* Cut into wedges and serve with salsa.

## Menemen | 10 | 15 | 2 | Turkish
Soft Turkish scrambled eggs with tomatoes and peppers.
- 2 tbsp olive oil
- 1 green bell pepper, chopped
- 3 ripe tomatoes, chopped
- 1/2 tsp chili flakes
- 4 large eggs
- Salt
* Soften the pepper in the oil for 5 minutes.
* Add the tomatoes and chili flakes and cook until saucy, about 8 minutes.
* Crack in the eggs and stir gently until softly set.
* Season with salt and serve with bread.

## Yogurt Parfait with Berries | 5 | 0 | 2 | Breakfast
Layers of yogurt, fruit and granola.
- 2 cups Greek yogurt
- 2 tbsp honey
- 1 cup strawberries, sliced
- 1/2 cup blueberries
- 1 cup granola
* Stir the honey into the yogurt.
* Layer yogurt, berries and granola in two glasses.
* Repeat the layers and serve at once so the granola stays crisp.

## Sweet Potato Hash | 10 | 20 | 4 | Breakfast
Crispy sweet potatoes with onion, peppers and eggs.
- 2 sweet potatoes, peeled and diced
- 2 tbsp olive oil
- 1 red onion, diced
- 1 red bell pepper, diced
- 1 tsp ground cumin
- 4 large eggs
- 1 avocado, sliced
* Fry the sweet potatoes in the oil over medium heat for 12 minutes until nearly tender.
* Add the onion, pepper and cumin and cook until browned.
* Make four wells and crack in the eggs; cover until set.
* Serve with sliced avocado.

## Porridge with Apples and Cinnamon | 5 | 10 | 2 | Breakfast
Creamy stovetop oats with soft spiced apples.
- 1 cup rolled oats
- 2 cups milk
- 1 apple, diced
- 1 tbsp butter
- 1/2 tsp ground cinnamon
- 2 tbsp maple syrup
* Simmer the oats in the milk with a pinch of salt, stirring, for 5 minutes.
* Meanwhile cook the apple in the butter with the cinnamon until soft.
* Spoon the porridge into bowls and top with the apples and maple syrup.

## Crepes | 10 | 20 | 4 | French
Thin French pancakes for sweet or savoury fillings.
- 1 cup all-purpose flour
- 2 large eggs
- 1 1/4 cups milk
- 2 tbsp melted butter
- 1 tbsp sugar
- Pinch of salt
* Blend all the ingredients until smooth and rest the batter 15 minutes.
* Heat a lightly buttered pan and pour in a thin layer of batter, tilting to cover the base.
* Cook 1 minute, flip and cook 30 seconds more.
* Fill with lemon and sugar, jam or ham and cheese.

## Ham and Cheese Breakfast Strata | 15 | 50 | 8 | Brunch
A make-ahead bread and egg bake.
- 8 cups cubed day-old bread
- 2 cups diced ham
- 2 cups shredded cheddar cheese
- 8 large eggs
- 2 1/2 cups milk
- 1 tsp Dijon mustard
- 3 green onions, sliced
* Layer the bread, ham, cheese and green onions in a greased baking dish.
* Whisk the eggs, milk, mustard, salt and pepper and pour over.
* Cover and refrigerate at least 2 hours or overnight.
* Bake at 350°F (175°C) for 45 to 50 minutes until puffed and set.

## Tamagoyaki | 10 | 10 | 2 | Japanese
A sweet rolled Japanese omelette.
- 4 large eggs
- 1 tbsp sugar
- 1 tsp soy sauce
- 1 tbsp mirin
- 1 tsp vegetable oil
* Beat the eggs with the sugar, soy sauce and mirin.
* Oil a small pan over medium-low heat and pour in a thin layer of egg.
* When almost set, roll it to one side, add another thin layer beneath and roll again.
* Repeat until the egg is used, then rest and slice.

## Breakfast Fried Rice | 10 | 10 | 2 | Asian
Leftover rice fried with bacon, egg and scallions.
- 3 slices bacon, chopped
- 2 cups cooked rice, cold
- 2 large eggs, beaten
- 1 tbsp soy sauce
- 2 scallions, sliced
- 1/2 cup frozen peas
* Fry the bacon until crisp.
* Add the rice and peas and fry until hot.
* Push to one side, scramble the eggs, then mix through.
* Season with soy sauce and finish with scallions.

## Ricotta Pancakes with Lemon | 10 | 15 | 4 | Breakfast
Light pancakes made tender with ricotta.
- 1 cup ricotta cheese
- 3 large eggs, separated
- 3/4 cup milk
- 1 cup all-purpose flour
- 1 tsp baking powder
- 2 tbsp sugar
- 1 lemon, zested
- Butter, for the pan
* Whisk the ricotta, egg yolks, milk and lemon zest.
* Stir in the flour, baking powder and sugar.
* Whip the egg whites to soft peaks and fold in.
* Cook spoonfuls in a buttered pan for 2 minutes per side.

## Mushroom and Gruyère Toast | 5 | 10 | 2 | Brunch
Buttery mushrooms on toast under melted cheese.
- 8 oz mushrooms, sliced
- 2 tbsp butter
- 1 clove garlic, minced
- 1 tsp fresh thyme leaves
- 2 slices thick bread
- 1/2 cup grated Gruyère cheese
* Cook the mushrooms in the butter until browned, then add the garlic and thyme.
* Toast the bread and pile on the mushrooms.
* Cover with cheese and grill until bubbling.

## Morning Glory Muffins | 20 | 25 | 12 | Baking
Carrot, apple and nut muffins.
- 2 cups all-purpose flour
- 1 cup sugar
- 2 tsp baking soda
- 2 tsp ground cinnamon
- 2 cups grated carrots
- 1 apple, grated
- 1/2 cup raisins
- 1/2 cup chopped walnuts
- 3 large eggs
- 2/3 cup vegetable oil
- 1 tsp vanilla extract
* Heat the oven to 350°F (175°C) and line a muffin tin.
* Mix the flour, sugar, baking soda and cinnamon.
* Stir in the carrots, apple, raisins and walnuts.
* Whisk the eggs, oil and vanilla and stir in until just combined.
* Fill the cups and bake 22 to 25 minutes.

## Egg and Cheese Breakfast Sandwich | 5 | 5 | 1 | Breakfast
A fried egg and melted cheese on a toasted muffin.
- 1 English muffin, split
- 1 large egg
- 1 slice cheddar cheese
- 1 tsp butter
* Toast the muffin.
* Fry the egg in the butter, breaking the yolk, and lay the cheese on top to melt.
* Sandwich in the muffin and eat warm.

## Savory Oatmeal with Egg | 5 | 10 | 1 | Breakfast
Oats cooked in stock with a fried egg and greens.
- 1/2 cup rolled oats
- 1 cup vegetable stock
- 1 handful spinach
- 1 large egg
- 1 tsp soy sauce
- 1 scallion, sliced
* Simmer the oats in the stock for 5 minutes, stirring in the spinach at the end.
* Fry the egg.
* Top the oats with the egg, soy sauce and scallion.

## Banana Bread | 15 | 60 | 10 | Baking
Moist loaf made with very ripe bananas.
- 3 very ripe bananas, mashed
- 1/3 cup melted butter
- 3/4 cup brown sugar
- 1 large egg
- 1 tsp vanilla extract
- 1 tsp baking soda
- Pinch of salt
- 1 1/2 cups all-purpose flour
- 1/2 cup chopped walnuts (optional)
* Heat the oven to 350°F (175°C) and grease a loaf pan.
* Mix the bananas and butter, then the sugar, egg and vanilla.
* Stir in the baking soda and salt, then the flour and walnuts.
* Pour into the pan and bake 55 to 65 minutes until a skewer comes out clean.

## Kedgeree | 15 | 25 | 4 | British
Curried rice with smoked fish, eggs and herbs.
- 1 lb smoked haddock
- 2 cups milk
- 2 tbsp butter
- 1 onion, chopped
- 1 tbsp curry powder
- 1 1/2 cups basmati rice
- 4 hard-boiled eggs, quartered
- 2 tbsp chopped parsley
- 1 lemon, cut in wedges
* Poach the fish in the milk for 8 minutes, then flake it and keep the milk.
* Soften the onion in the butter, stir in the curry powder and the rice.
* Add the poaching milk made up to 3 cups with water, cover and simmer 12 minutes.
* Fold in the fish, eggs and parsley and serve with lemon.

## Croque Monsieur | 10 | 15 | 2 | French
Ham and cheese sandwich baked under béchamel.
- 4 slices white bread
- 4 slices ham
- 1 cup grated Gruyère cheese
- 1 tbsp butter
- 1 tbsp all-purpose flour
- 1/2 cup milk
- 1 tsp Dijon mustard
* Melt the butter, stir in the flour, then whisk in the milk until thick; season.
* Spread two slices of bread with mustard, add ham and half the cheese, and close the sandwiches.
* Spread the béchamel on top and cover with the rest of the cheese.
* Bake at 400°F (200°C) for 10 minutes, then grill until browned.

## Breakfast Tacos with Chorizo | 10 | 15 | 4 | Mexican
Chorizo and egg in warm corn tortillas.
- 8 oz Mexican chorizo
- 6 large eggs, beaten
- 8 small corn tortillas
- 1 avocado, sliced
- 1/4 cup chopped cilantro
- 1 lime, cut in wedges
* Brown the chorizo in a skillet, breaking it up.
* Pour in the eggs and scramble until just set.
* Warm the tortillas and fill with the egg, avocado and cilantro.
* Serve with lime wedges.

## Polenta Porridge with Berries | 5 | 15 | 2 | Breakfast
Creamy cornmeal breakfast bowl.
- 1/2 cup fine cornmeal
- 2 cups milk
- 1 tbsp honey
- 1 cup raspberries
- 2 tbsp toasted almonds
* Whisk the cornmeal into the simmering milk.
* Cook, stirring, for 12 minutes until thick and smooth.
* Sweeten with honey and top with raspberries and almonds.

## Baked Eggs with Spinach and Cream | 5 | 15 | 2 | French
Eggs baked in ramekins over creamy spinach.
- 2 cups baby spinach
- 1 tbsp butter
- 4 large eggs
- 4 tbsp heavy cream
- 2 tbsp grated Parmesan cheese
- Pinch of nutmeg
* Heat the oven to 375°F (190°C).
* Wilt the spinach in the butter, season with nutmeg and divide between two buttered ramekins.
* Crack two eggs into each, spoon over the cream and sprinkle with Parmesan.
* Bake 12 to 15 minutes until the whites are set.

## Apple Cinnamon Baked Oatmeal | 10 | 40 | 6 | Breakfast
A sliceable oat bake for busy mornings.
- 2 cups rolled oats
- 1 tsp baking powder
- 1 tsp ground cinnamon
- 2 cups milk
- 1 large egg
- 1/4 cup maple syrup
- 2 tbsp melted butter
- 2 apples, diced
* Heat the oven to 375°F (190°C).
* Mix the oats, baking powder and cinnamon in a baking dish.
* Whisk the milk, egg, maple syrup and butter and pour over; stir in the apples.
* Bake 35 to 40 minutes until golden and set.

## Smoked Salmon Bagels | 10 | 0 | 2 | Brunch
Bagels with cream cheese, salmon, capers and red onion.
- 2 bagels, split and toasted
- 4 tbsp cream cheese
- 4 oz smoked salmon
- 1 tbsp capers
- 1/4 red onion, thinly sliced
- 1 tbsp chopped dill
* Spread the bagels with cream cheese.
* Top with smoked salmon, capers, red onion and dill.
* Finish with black pepper and a squeeze of lemon if you like.

## Corn Fritters | 10 | 15 | 4 | Brunch
Crisp golden fritters full of sweet corn.
- 2 cups corn kernels
- 2 large eggs
- 1/2 cup all-purpose flour
- 1 tsp baking powder
- 2 green onions, sliced
- 1/4 cup chopped cilantro
- 3 tbsp vegetable oil
* Mix the eggs, flour and baking powder into a batter and stir in the corn, green onions and cilantro.
* Heat the oil in a frying pan and drop in spoonfuls of batter.
* Fry 2 to 3 minutes per side until golden and serve with sour cream or salsa.

## Gallo Pinto | 10 | 15 | 4 | Costa Rican
Rice and black beans fried with onion, pepper and cilantro.
- 2 tbsp vegetable oil
- 1 onion, finely chopped
- 1 red bell pepper, finely chopped
- 2 cloves garlic, minced
- 3 cups cooked rice
- 2 cups cooked black beans with a little of their liquid
- 2 tbsp Worcestershire sauce
- 1/4 cup chopped cilantro
* Soften the onion and pepper in the oil, then add the garlic.
* Add the beans and their liquid and simmer 3 minutes.
* Stir in the rice and Worcestershire sauce and fry until hot and well mixed.
* Finish with cilantro and serve with fried eggs.
`;
