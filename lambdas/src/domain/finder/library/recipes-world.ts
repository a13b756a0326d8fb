// Hearth recipe library, dishes from around the world. Original recipes by Hearth contributors, CC0-1.0.
export default `
## Pad Thai | 20 | 15 | 2 | Thai
Stir-fried rice noodles with egg, tofu, peanuts and tamarind.
- 6 oz flat rice noodles
- 3 tbsp fish sauce
- 2 tbsp tamarind paste
- 2 tbsp brown sugar
- 2 tbsp vegetable oil
- 8 oz shrimp, peeled
- 2 cloves garlic, minced
- 2 large eggs
- 1 cup bean sprouts
- 3 scallions, cut in lengths
- 1/4 cup chopped roasted peanuts
- 1 lime, cut in wedges
* Soak the noodles in warm water for 20 minutes and drain.
* Stir together the fish sauce, tamarind and sugar.
* Stir-fry the shrimp and garlic in the oil, push aside and scramble the eggs.
* Add the noodles and sauce and toss until the noodles are soft.
* Toss in the bean sprouts and scallions; serve with peanuts and lime.

## Thai Green Curry with Chicken | 15 | 20 | 4 | Thai
Fragrant coconut curry with chicken and vegetables.
- 1 tbsp vegetable oil
- 3 tbsp green curry paste
- 1 (14 oz) can coconut milk
- 1 lb chicken thighs, sliced
- 1 cup green beans, trimmed
- 1 small eggplant, cubed
- 1 tbsp fish sauce
- 1 tsp sugar
- 1 handful Thai basil leaves
* Fry the curry paste in the oil for 1 minute.
* Add half the coconut milk and cook until the oil separates.
* Add the chicken, the rest of the coconut milk and the vegetables; simmer 12 minutes.
* Season with fish sauce and sugar and stir in the basil. Serve with jasmine rice.

## Chicken Tikka Masala | 30 | 30 | 4 | Indian
Charred yogurt-marinated chicken in a creamy tomato sauce.
- 1 1/2 lb chicken breast, cubed
- 1 cup plain yogurt
- 2 tsp garam masala
- 1 tsp ground turmeric
- 2 tbsp butter
- 1 onion, finely chopped
- 3 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 1 tsp ground cumin
- 1 tsp paprika
- 1 (14 oz) can tomato puree
- 3/4 cup heavy cream
- 2 tbsp chopped cilantro
* Marinate the chicken in the yogurt, half the garam masala and the turmeric for 1 hour.
* Broil or grill the chicken until charred in spots.
* Soften the onion in the butter, add the garlic, ginger and remaining spices.
* Add the tomato puree and simmer 10 minutes, then the cream and chicken for 5 minutes.
* Garnish with cilantro and serve with rice or naan.

## Chana Masala | 10 | 30 | 4 | Indian
Chickpeas in a tangy spiced tomato gravy.
- 2 tbsp vegetable oil
- 1 tsp cumin seeds
- 1 onion, finely chopped
- 3 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 1 green chili, slit
- 2 tsp ground coriander
- 1 tsp garam masala
- 1/2 tsp ground turmeric
- 2 tomatoes, chopped
- 2 (15 oz) cans chickpeas, drained
- 1 lemon, juiced
- 2 tbsp chopped cilantro
* Toast the cumin seeds in the oil, then cook the onion until golden.
* Add the garlic, ginger, chili and ground spices for 1 minute.
* Add the tomatoes and cook to a paste, then the chickpeas and 1 cup water.
* Simmer 15 minutes, mashing a few chickpeas to thicken.
* Finish with lemon juice and cilantro.

## Beef Bulgogi | 20 | 10 | 4 | Korean
Thin-sliced beef in a sweet soy and pear marinade.
- 1 1/2 lb beef sirloin, very thinly sliced
- 1/3 cup soy sauce
- 2 tbsp brown sugar
- 1/2 Asian pear, grated
- 3 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 1 tbsp sesame oil
- 3 scallions, sliced
- 1 tbsp vegetable oil
- 1 tsp sesame seeds
* Mix the soy sauce, sugar, pear, garlic, ginger and sesame oil and marinate the beef 30 minutes.
* Cook in batches in a very hot oiled pan until caramelised.
* Scatter with scallions and sesame seeds and serve with rice and lettuce leaves.

## Bibimbap | 30 | 20 | 4 | Korean
Rice bowls with seasoned vegetables, beef, egg and chili paste.
- 4 cups cooked short-grain rice
- 8 oz ground beef
- 2 tbsp soy sauce
- 1 tbsp sesame oil
- 2 carrots, julienned
- 1 zucchini, julienned
- 2 cups spinach
- 1 cup bean sprouts
- 4 large eggs
- 4 tbsp gochujang
* Brown the beef with 1 tbsp soy sauce.
* Sauté each vegetable briefly in a little sesame oil and season with the remaining soy.
* Fry the eggs sunny side up.
* Divide the rice among bowls, arrange the vegetables and beef on top, add an egg and a spoon of gochujang.

## Japanese Chicken Katsu Curry | 20 | 30 | 4 | Japanese
Crisp breaded chicken with a mild, sweet curry sauce.
- 2 chicken breasts, halved horizontally
- 1/2 cup all-purpose flour
- 2 large eggs, beaten
- 1 1/2 cups panko breadcrumbs
- Vegetable oil, for frying
- 1 onion, chopped
- 2 carrots, diced
- 2 tbsp curry powder
- 2 cups chicken stock
- 1 tbsp soy sauce
- 1 tbsp honey
* Soften the onion and carrots in a little oil, add the curry powder and 1 tbsp flour.
* Whisk in the stock, soy and honey and simmer 15 minutes; blend smooth if you like.
* Coat the chicken in flour, egg and panko and shallow-fry until golden and cooked.
* Slice and serve on rice with the sauce.

## Vietnamese Pho Ga | 20 | 60 | 4 | Vietnamese
Chicken noodle soup perfumed with star anise and ginger.
- 8 cups chicken stock
- 1 onion, halved
- 3 inch piece fresh ginger, halved
- 3 star anise
- 1 cinnamon stick
- 2 boneless chicken breasts
- 2 tbsp fish sauce
- 8 oz flat rice noodles
- 1 cup bean sprouts
- 1 handful fresh basil and cilantro
- 1 lime, cut in wedges
* Char the onion and ginger in a dry pan.
* Simmer them in the stock with the star anise and cinnamon for 30 minutes.
* Poach the chicken in the broth for 15 minutes, then shred it; season with fish sauce.
* Cook the noodles and divide among bowls with the chicken; strain the hot broth over.
* Serve with sprouts, herbs and lime.

## Paella Valenciana | 20 | 45 | 6 | Spanish
Saffron rice with chicken, beans and smoked paprika.
- 3 tbsp olive oil
- 1 1/2 lb chicken thighs, cut in pieces
- 1 onion, chopped
- 1 red bell pepper, sliced
- 3 cloves garlic, minced
- 2 tomatoes, grated
- 1 tsp smoked paprika
- 1 pinch saffron threads
- 2 cups short-grain rice
- 5 cups chicken stock
- 1 cup green beans, cut in pieces
- 1 lemon, cut in wedges
* Brown the chicken in the oil in a wide pan.
* Add the onion, pepper and garlic, then the tomatoes and paprika and cook 5 minutes.
* Stir in the rice, saffron and hot stock; add the beans.
* Simmer without stirring for 18 to 20 minutes until the rice is tender and a crust forms on the bottom.
* Rest 5 minutes and serve with lemon.

## Moussaka | 40 | 60 | 8 | Greek
Layers of eggplant, spiced lamb and béchamel.
- 3 eggplants, sliced
- 1/3 cup olive oil
- 1 1/2 lb ground lamb
- 1 onion, chopped
- 2 cloves garlic, minced
- 1 tsp ground cinnamon
- 1 (14 oz) can crushed tomatoes
- 4 tbsp butter
- 1/3 cup all-purpose flour
- 2 1/2 cups milk
- 2 large eggs
- 1/2 cup grated Parmesan cheese
* Brush the eggplant with oil and roast at 425°F (220°C) until soft, 20 minutes.
* Brown the lamb with the onion and garlic, add the cinnamon and tomatoes and simmer 20 minutes.
* Make a béchamel with the butter, flour and milk; cool slightly and beat in the eggs and half the cheese.
* Layer eggplant and lamb in a dish, top with béchamel and the rest of the cheese.
* Bake at 350°F (175°C) for 45 minutes; rest before cutting.

## Falafel | 30 | 15 | 4 | Middle Eastern
Crisp herby chickpea fritters.
- 2 cups dried chickpeas, soaked overnight
- 1 onion, chopped
- 4 cloves garlic
- 1 cup parsley leaves
- 1/2 cup cilantro leaves
- 2 tsp ground cumin
- 1 tsp ground coriander
- 1 tsp baking powder
- Vegetable oil, for frying
- Pita and tahini sauce, to serve
* Drain the soaked chickpeas well; do not cook them.
* Pulse with the onion, garlic, herbs, spices and salt until finely chopped but not pasty.
* Stir in the baking powder and shape into small patties.
* Fry in 350°F (175°C) oil for 3 to 4 minutes until deep brown.
* Serve in pita with tahini sauce and salad.

## Beef Pho | 30 | 240 | 6 | Vietnamese
Rich beef broth with rice noodles and thin raw beef.
- 4 lb beef bones
- 1 onion, halved
- 4 inch piece fresh ginger, halved
- 5 star anise
- 6 whole cloves
- 1 cinnamon stick
- 3 tbsp fish sauce
- 1 tbsp sugar
- 1 lb rice noodles
- 8 oz beef sirloin, sliced paper thin
- Bean sprouts, basil, lime and chili, to serve
* Blanch the bones, rinse, then cover with fresh water.
* Add charred onion and ginger and the spices and simmer 4 hours, skimming.
* Strain and season with fish sauce and sugar.
* Put cooked noodles and raw beef in bowls and ladle over the boiling broth.
* Serve with the garnishes.

## Mapo Tofu | 10 | 15 | 4 | Chinese
Silken tofu in a fiery Sichuan pork sauce.
- 1 tbsp vegetable oil
- 4 oz ground pork
- 2 tbsp doubanjiang (chili bean paste)
- 2 cloves garlic, minced
- 1 tsp grated fresh ginger
- 1 tsp ground Sichuan pepper
- 1 cup chicken stock
- 1 lb silken tofu, cubed
- 1 tbsp cornstarch mixed with 2 tbsp water
- 2 scallions, sliced
* Fry the pork in the oil until browned.
* Add the bean paste, garlic and ginger and fry until red and fragrant.
* Add the stock and tofu and simmer gently 5 minutes.
* Thicken with the cornstarch mixture; finish with Sichuan pepper and scallions.

## Kung Pao Chicken | 15 | 10 | 4 | Chinese
Chicken with peanuts and dried chilies in a tangy sauce.
- 1 lb chicken thighs, diced
- 1 tbsp cornstarch
- 2 tbsp soy sauce
- 1 tbsp black vinegar
- 1 tbsp sugar
- 2 tbsp vegetable oil
- 8 dried red chilies
- 1 tsp Sichuan peppercorns
- 3 cloves garlic, sliced
- 3 scallions, cut in pieces
- 1/2 cup roasted peanuts
* Toss the chicken with the cornstarch and 1 tbsp soy sauce.
* Mix the remaining soy sauce, vinegar and sugar.
* Fry the chilies and peppercorns in the oil briefly, then stir-fry the chicken until cooked.
* Add the garlic and scallions, then the sauce and peanuts; toss until glossy.

## Egg Fried Rice | 5 | 10 | 4 | Chinese
Fluffy fried rice with egg, peas and scallions.
- 4 cups cooked rice, cold
- 3 large eggs, beaten
- 2 tbsp vegetable oil
- 1 cup frozen peas and carrots
- 3 scallions, sliced
- 2 tbsp soy sauce
- 1 tsp sesame oil
* Scramble the eggs in half the oil and set aside.
* Stir-fry the peas and carrots in the rest of the oil, then add the rice.
* Fry until hot, then add the soy sauce, eggs and scallions.
* Finish with sesame oil.

## Chicken Adobo | 10 | 40 | 4 | Filipino
Chicken braised in vinegar, soy sauce, garlic and bay.
- 2 lb chicken thighs and drumsticks
- 1/2 cup soy sauce
- 1/2 cup white vinegar
- 8 cloves garlic, smashed
- 3 bay leaves
- 1 tsp whole black peppercorns
- 1 tbsp brown sugar
* Put everything in a pot with 1/2 cup water and marinate 30 minutes.
* Bring to a boil, then cover and simmer 30 minutes.
* Remove the chicken and brown it in a hot pan.
* Reduce the sauce until slightly thick and pour over. Serve with rice.

## Jollof Rice | 15 | 50 | 6 | West African
Rice cooked in a smoky, spiced tomato and pepper base.
- 1 (14 oz) can plum tomatoes
- 2 red bell peppers
- 1 scotch bonnet pepper
- 2 onions
- 1/3 cup vegetable oil
- 2 tbsp tomato paste
- 1 tsp curry powder
- 1 tsp dried thyme
- 2 bay leaves
- 2 cups long-grain rice, rinsed
- 2 cups chicken stock
* Blend the tomatoes, peppers, scotch bonnet and one onion until smooth.
* Fry the other onion, sliced, in the oil, then the tomato paste for 3 minutes.
* Add the blended sauce and spices and cook 15 minutes until reduced.
* Stir in the rice and stock, cover tightly and cook on low 30 minutes until tender.

## Doro Wat | 20 | 90 | 6 | Ethiopian
Spicy Ethiopian chicken stew with hard-boiled eggs.
- 3 onions, very finely chopped
- 1/4 cup butter
- 3 tbsp berbere spice
- 4 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 3 lb chicken drumsticks and thighs
- 1 cup chicken stock
- 6 hard-boiled eggs, peeled
- 1 lemon, juiced
* Cook the onions in a dry pot over low heat for 20 minutes, then add the butter.
* Stir in the berbere, garlic and ginger and cook 5 minutes.
* Add the chicken and stock, cover and simmer 45 minutes.
* Score the eggs, add them with the lemon juice and simmer 10 minutes more.

## Moroccan Chicken Tagine | 20 | 60 | 4 | Moroccan
Chicken stewed with preserved lemon and green olives.
- 8 chicken thighs
- 2 tbsp olive oil
- 2 onions, sliced
- 3 cloves garlic, minced
- 1 tsp ground ginger
- 1 tsp ground cumin
- 1 tsp ground turmeric
- 1 cinnamon stick
- 1 cup chicken stock
- 1 preserved lemon, rind sliced
- 1/2 cup green olives
- 2 tbsp chopped cilantro
* Brown the chicken in the oil and set aside.
* Cook the onions until soft, then add the garlic and spices.
* Return the chicken with the stock, cover and simmer 40 minutes.
* Add the preserved lemon and olives and cook 15 minutes more; finish with cilantro.

## Lamb Kofta | 20 | 10 | 4 | Middle Eastern
Spiced lamb skewers with yogurt sauce.
- 1 1/2 lb ground lamb
- 1 onion, grated
- 2 cloves garlic, minced
- 1/4 cup chopped parsley
- 2 tsp ground cumin
- 1 tsp ground coriander
- 1/2 tsp ground cinnamon
- 1 cup plain yogurt
- 1 tbsp chopped mint
* Mix the lamb, onion, garlic, parsley and spices with salt and pepper.
* Shape around skewers into long sausages.
* Grill 8 to 10 minutes, turning.
* Serve with the yogurt mixed with mint.

## Gyoza | 45 | 15 | 6 | Japanese
Pan-fried pork and cabbage dumplings.
- 8 oz ground pork
- 2 cups finely chopped napa cabbage
- 2 scallions, minced
- 1 tsp grated fresh ginger
- 1 clove garlic, minced
- 1 tbsp soy sauce
- 1 tsp sesame oil
- 30 gyoza wrappers
- 1 tbsp vegetable oil
* Salt the cabbage for 10 minutes, squeeze dry and mix with the pork, scallions, ginger, garlic, soy and sesame oil.
* Put a spoonful on each wrapper, wet the edge and pleat closed.
* Fry in the oil until the bottoms brown, add 1/3 cup water, cover and steam 4 minutes.
* Uncover and cook until crisp again. Serve with soy and vinegar.

## Butter Chicken | 20 | 30 | 4 | Indian
Mild, buttery tomato curry with tender chicken.
- 1 1/2 lb boneless chicken thighs, cubed
- 1/2 cup plain yogurt
- 2 tsp garam masala
- 4 tbsp butter
- 1 onion, chopped
- 3 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 1 tsp chili powder
- 1 (14 oz) can tomato puree
- 1/2 cup heavy cream
- 1 tsp sugar
* Marinate the chicken in the yogurt and half the garam masala.
* Brown the chicken in 1 tbsp butter and set aside.
* Cook the onion, garlic and ginger in the remaining butter, add the spices and tomato puree and simmer 15 minutes; blend smooth.
* Add the cream, sugar and chicken and simmer 10 minutes.

## Carne Asada | 10 | 10 | 6 | Mexican
Citrus-marinated grilled steak.
- 2 lb flank steak
- 1/2 cup orange juice
- 2 limes, juiced
- 3 cloves garlic, minced
- 1 jalapeño, minced
- 1/4 cup chopped cilantro
- 1 tsp ground cumin
- 2 tbsp olive oil
* Mix everything but the steak, then marinate the steak for 2 to 8 hours.
* Grill over high heat 4 to 5 minutes per side.
* Rest 10 minutes and slice thinly against the grain.

## Enchiladas Rojas | 25 | 25 | 4 | Mexican
Chicken enchiladas baked in red chili sauce.
- 3 cups shredded cooked chicken
- 2 cups red enchilada sauce
- 10 corn tortillas
- 2 cups shredded Monterey Jack cheese
- 1 onion, finely chopped
- 1/4 cup sour cream
- 2 tbsp chopped cilantro
* Warm the tortillas so they bend.
* Dip each in sauce, fill with chicken, onion and a little cheese and roll up.
* Lay in a dish, pour over the rest of the sauce and cover with cheese.
* Bake at 375°F (190°C) for 20 minutes; top with sour cream and cilantro.

## Pierogi with Potato and Cheese | 60 | 20 | 6 | Polish
Dumplings filled with potato and cheese, fried with onions.
- 3 cups all-purpose flour
- 1 large egg
- 3/4 cup sour cream
- 1/4 cup water
- 1 lb potatoes, boiled and mashed
- 1 cup farmer cheese
- 2 onions, sliced
- 4 tbsp butter
* Mix the flour, egg, sour cream and water into a soft dough; rest 30 minutes.
* Fry the onions in the butter until golden; mix half into the potato with the cheese.
* Roll the dough thin, cut rounds, fill and pinch closed.
* Boil until they float, then fry in the remaining onion butter.

## Goulash | 20 | 120 | 6 | Hungarian
Beef and paprika stew.
- 2 lb beef chuck, cubed
- 2 tbsp vegetable oil
- 3 onions, chopped
- 3 tbsp sweet paprika
- 1 tsp caraway seeds
- 2 cloves garlic, minced
- 2 tbsp tomato paste
- 4 cups beef stock
- 2 potatoes, cubed
- 1 red bell pepper, chopped
* Brown the beef in the oil, then soften the onions.
* Off the heat stir in the paprika, caraway and garlic.
* Add the tomato paste and stock and simmer, covered, 1 1/2 hours.
* Add the potatoes and pepper and cook 30 minutes more.

## Ramen with Soy Egg | 20 | 20 | 2 | Japanese
A quick soy-seasoned ramen bowl.
- 4 cups chicken stock
- 2 tbsp soy sauce
- 1 tbsp miso paste
- 1 tsp grated fresh ginger
- 1 clove garlic, grated
- 2 portions ramen noodles
- 2 soft-boiled eggs, marinated in soy sauce
- 2 cups baby bok choy
- 2 scallions, sliced
- 1 sheet nori, cut in strips
* Simmer the stock with the soy sauce, ginger and garlic; whisk in the miso.
* Blanch the bok choy in the broth.
* Cook the noodles and divide between bowls.
* Pour over the broth and top with bok choy, halved eggs, scallions and nori.

## Singapore Noodles | 15 | 10 | 4 | Asian
Curried rice vermicelli with shrimp and vegetables.
- 8 oz rice vermicelli
- 2 tbsp vegetable oil
- 8 oz shrimp, peeled
- 2 large eggs, beaten
- 1 red bell pepper, sliced
- 1 cup shredded cabbage
- 2 tsp curry powder
- 2 tbsp soy sauce
- 3 scallions, sliced
* Soak the noodles in hot water and drain.
* Stir-fry the shrimp in oil and set aside; scramble the eggs and set aside.
* Stir-fry the pepper and cabbage, add the curry powder, noodles and soy sauce.
* Toss in the shrimp, egg and scallions.

## Chicken Satay with Peanut Sauce | 30 | 10 | 4 | Indonesian
Grilled chicken skewers with a rich peanut dip.
- 1 1/2 lb chicken thighs, cut in strips
- 2 tbsp soy sauce
- 1 tsp ground turmeric
- 1 tsp ground coriander
- 1 tbsp brown sugar
- 1/2 cup peanut butter
- 1/2 cup coconut milk
- 1 tbsp lime juice
- 1 tsp sriracha
* Marinate the chicken in the soy, turmeric, coriander and sugar for 30 minutes.
* Thread onto skewers and grill 8 to 10 minutes.
* Warm the peanut butter, coconut milk, lime juice and sriracha together until smooth.
* Serve the skewers with the sauce.

## Rogan Josh | 20 | 90 | 6 | Indian
Kashmiri lamb curry.
- 2 lb lamb shoulder, cubed
- 1 cup plain yogurt
- 3 tbsp vegetable oil
- 2 onions, sliced
- 4 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 2 tsp Kashmiri chili powder
- 2 tsp ground coriander
- 1 tsp garam masala
- 4 green cardamom pods
- 2 tomatoes, chopped
* Marinate the lamb in the yogurt for 1 hour.
* Fry the onions and cardamom in the oil until brown, then add the garlic, ginger and spices.
* Add the tomatoes and cook down, then the lamb with its marinade.
* Cover and simmer 1 1/4 hours until tender.

## Nasi Goreng | 15 | 15 | 4 | Indonesian
Sweet-savoury fried rice topped with a fried egg.
- 4 cups cooked rice, cold
- 2 tbsp vegetable oil
- 2 shallots, sliced
- 2 cloves garlic, minced
- 1 red chili, sliced
- 8 oz chicken breast, diced
- 2 tbsp kecap manis (sweet soy sauce)
- 1 tbsp soy sauce
- 4 large eggs
- 1 cucumber, sliced
* Fry the shallots, garlic and chili in the oil.
* Add the chicken and cook through.
* Add the rice and both soy sauces and fry until hot and coloured.
* Top each plate with a fried egg and serve with cucumber.

## Bobotie | 20 | 50 | 6 | South African
Curried mince baked under an egg custard.
- 2 slices white bread
- 1 cup milk
- 2 tbsp vegetable oil
- 2 onions, chopped
- 2 lb ground beef
- 2 tbsp curry powder
- 1 tsp ground turmeric
- 2 tbsp apricot jam
- 1/4 cup raisins
- 2 tbsp lemon juice
- 2 large eggs
- 4 bay leaves
* Soak the bread in the milk, then squeeze it out, keeping the milk.
* Fry the onions, add the beef and brown; stir in the spices, jam, raisins, lemon and soaked bread.
* Spread in a dish; beat the eggs into the reserved milk and pour over; add the bay leaves.
* Bake at 350°F (175°C) for 35 to 40 minutes until set.

## Arroz con Pollo | 15 | 45 | 6 | Latin American
Chicken and rice cooked together with peppers and peas.
- 2 lb chicken thighs
- 2 tbsp olive oil
- 1 onion, chopped
- 1 green bell pepper, chopped
- 3 cloves garlic, minced
- 1 tsp ground cumin
- 1 tsp dried oregano
- 2 cups long-grain rice
- 1 (8 oz) can tomato sauce
- 3 cups chicken stock
- 1 pinch saffron
- 1 cup frozen peas
* Brown the chicken in the oil and set aside.
* Soften the onion, pepper and garlic with the spices.
* Stir in the rice, tomato sauce, stock and saffron and return the chicken.
* Cover and cook on low 25 minutes; add the peas, cover and rest 10 minutes.

## Okonomiyaki | 15 | 15 | 2 | Japanese
Savoury cabbage pancakes with sauce and mayo.
- 1 cup all-purpose flour
- 2/3 cup dashi or water
- 2 large eggs
- 4 cups finely shredded cabbage
- 2 scallions, sliced
- 4 slices bacon
- 2 tbsp okonomiyaki sauce
- 2 tbsp Japanese mayonnaise
* Whisk the flour, dashi and eggs, then fold in the cabbage and scallions.
* Pour half into an oiled pan, lay bacon on top and cook 5 minutes per side.
* Repeat, then drizzle with sauce and mayonnaise.

## Chicken Biryani | 40 | 45 | 6 | Indian
Layered spiced chicken and saffron rice.
- 2 lb chicken thighs, cut in pieces
- 1 cup plain yogurt
- 2 tsp garam masala
- 1 tsp chili powder
- 1 tbsp grated fresh ginger
- 4 cloves garlic, minced
- 2 cups basmati rice
- 3 onions, thinly sliced
- 1/4 cup ghee
- 1 pinch saffron soaked in 3 tbsp warm milk
- 1/4 cup chopped mint
* Marinate the chicken in the yogurt, spices, ginger and garlic for 1 hour.
* Fry the onions in the ghee until dark golden; set half aside.
* Cook the chicken with the remaining onions for 15 minutes.
* Parboil the rice for 5 minutes, drain and layer over the chicken with the mint, fried onions and saffron milk.
* Cover tightly and cook on very low heat 25 minutes.

## Spanakopita | 30 | 45 | 8 | Greek
Spinach and feta pie in crisp filo.
- 2 lb spinach
- 1 onion, chopped
- 4 scallions, sliced
- 3 tbsp olive oil
- 8 oz feta cheese, crumbled
- 2 large eggs
- 1/4 cup chopped dill
- 1/4 tsp grated nutmeg
- 12 sheets filo pastry
- 1/2 cup melted butter
* Wilt the spinach, squeeze dry and chop.
* Soften the onion and scallions in the oil; mix with the spinach, feta, eggs, dill and nutmeg.
* Layer 6 buttered filo sheets in a dish, add the filling and cover with 6 more buttered sheets.
* Score the top and bake at 375°F (190°C) for 45 minutes.

## Jerk Chicken | 20 | 40 | 6 | Jamaican
Fiery allspice and scotch bonnet marinated chicken.
- 3 lb chicken pieces
- 4 scallions, chopped
- 2 scotch bonnet peppers
- 4 cloves garlic
- 1 tbsp ground allspice
- 1 tbsp fresh thyme leaves
- 1/4 cup soy sauce
- 2 tbsp brown sugar
- 2 limes, juiced
- 2 tbsp vegetable oil
* Blend everything except the chicken into a paste.
* Rub over the chicken and marinate overnight.
* Grill or roast at 400°F (200°C) for 35 to 40 minutes until charred and cooked through.

## Pastitsio | 30 | 60 | 8 | Greek
Baked pasta with spiced beef and béchamel.
- 1 lb tubular pasta
- 1 1/2 lb ground beef
- 1 onion, chopped
- 1 (14 oz) can crushed tomatoes
- 1 tsp ground cinnamon
- 5 tbsp butter
- 1/2 cup all-purpose flour
- 4 cups milk
- 2 large eggs
- 1 cup grated kefalotyri or Parmesan cheese
* Cook the pasta; brown the beef and onion and simmer with the tomatoes and cinnamon 20 minutes.
* Make a thick béchamel with the butter, flour and milk; beat in the eggs and half the cheese.
* Layer half the pasta, the meat and the rest of the pasta; pour over the béchamel and top with cheese.
* Bake at 350°F (175°C) for 45 minutes.

## Som Tam | 20 | 0 | 4 | Thai
Crunchy green papaya salad.
- 4 cups shredded green papaya
- 2 cloves garlic
- 2 red Thai chilies
- 1 cup cherry tomatoes, halved
- 1/2 cup green beans, cut short
- 2 tbsp fish sauce
- 2 limes, juiced
- 1 tbsp palm sugar
- 1/4 cup roasted peanuts
* Pound the garlic and chilies in a mortar.
* Add the beans and tomatoes and bruise lightly.
* Add the papaya, fish sauce, lime juice and sugar and toss while pounding gently.
* Serve topped with peanuts.

## Chicken Katsu Sandwich | 15 | 10 | 2 | Japanese
Crisp chicken cutlet in soft bread with tonkatsu sauce.
- 1 chicken breast, halved horizontally
- 2 tbsp all-purpose flour
- 1 large egg, beaten
- 1 cup panko breadcrumbs
- Vegetable oil, for frying
- 4 slices soft white bread
- 2 tbsp tonkatsu sauce
- 1 cup finely shredded cabbage
* Coat the chicken in flour, egg and panko and fry until golden and cooked.
* Spread the bread with tonkatsu sauce.
* Sandwich the chicken with the cabbage, trim the crusts and cut in half.

## Feijoada | 30 | 150 | 8 | Brazilian
Black bean stew with smoked sausage and pork.
- 1 lb dried black beans, soaked overnight
- 1 lb pork shoulder, cubed
- 8 oz smoked sausage, sliced
- 4 oz bacon, chopped
- 2 onions, chopped
- 4 cloves garlic, minced
- 3 bay leaves
- 1 orange, sliced
* Simmer the beans with the bay leaves in plenty of water for 1 hour.
* Brown the bacon, pork and sausage, then soften the onions and garlic in the fat.
* Add the meats to the beans and simmer 1 1/2 hours until thick.
* Serve with rice, greens and orange slices.

## Tom Yum Soup | 15 | 15 | 4 | Thai
Hot and sour shrimp soup with lemongrass.
- 4 cups chicken stock
- 2 stalks lemongrass, bruised
- 4 slices galangal or ginger
- 4 kaffir lime leaves
- 8 oz mushrooms, sliced
- 1 lb shrimp, peeled
- 3 tbsp fish sauce
- 3 tbsp lime juice
- 2 red Thai chilies, crushed
- 2 tbsp chopped cilantro
* Simmer the stock with the lemongrass, galangal and lime leaves for 10 minutes.
* Add the mushrooms and shrimp and cook until the shrimp are pink.
* Season with fish sauce, lime juice and chilies.
* Serve with cilantro.

## Dal Tadka | 10 | 35 | 4 | Indian
Yellow lentils finished with sizzling spiced butter.
- 1 cup yellow split lentils (toor dal), rinsed
- 1/2 tsp ground turmeric
- 2 tbsp ghee
- 1 tsp cumin seeds
- 2 dried red chilies
- 1 onion, finely chopped
- 3 cloves garlic, sliced
- 1 tomato, chopped
- 2 tbsp chopped cilantro
* Simmer the lentils with the turmeric in 3 cups water for 25 minutes until soft.
* Heat the ghee and fry the cumin and chilies, then the onion and garlic until golden.
* Add the tomato and cook 3 minutes, then pour into the lentils.
* Season and finish with cilantro.

## Chicken Quesadillas | 10 | 10 | 4 | Mexican
Crisp tortillas with chicken, peppers and melted cheese.
- 2 cups shredded cooked chicken
- 1 red bell pepper, diced
- 1 tsp chili powder
- 4 large flour tortillas
- 2 cups shredded cheddar cheese
- 1 tbsp butter
- 1/2 cup salsa
* Toss the chicken and pepper with the chili powder.
* Fill half of each tortilla with chicken and cheese and fold.
* Cook in butter until crisp on both sides and the cheese melts.
* Cut into wedges and serve with salsa.

## Swedish Meatballs | 25 | 25 | 4 | Swedish
Small meatballs in a creamy gravy.
- 1 lb ground beef and pork mix
- 1/2 onion, grated
- 1/2 cup breadcrumbs
- 1/4 cup milk
- 1 large egg
- 1/4 tsp ground allspice
- 2 tbsp butter
- 2 tbsp all-purpose flour
- 1 1/2 cups beef stock
- 1/2 cup heavy cream
* Mix the meat, onion, breadcrumbs, milk, egg and allspice; roll into small balls.
* Brown in the butter and set aside.
* Stir the flour into the fat, whisk in the stock and cream and simmer until thick.
* Return the meatballs to warm through. Serve with mashed potatoes and lingonberry jam.
`;
