// Hearth recipe library, everyday mains. Original recipes by Hearth contributors, CC0-1.0.
export default `
## Roast Chicken with Lemon and Garlic | 15 | 80 | 4 | Dinner
A whole chicken roasted over onions with lemon and herbs.
- 1 whole chicken (about 4 lb)
- 1 lemon, halved
- 1 head garlic, halved crosswise
- 4 sprigs fresh thyme
- 2 tbsp softened butter
- 2 onions, thickly sliced
- Salt and pepper
* Heat the oven to 425°F (220°C) and pat the chicken dry.
* Rub it all over with butter, salt and pepper; stuff with the lemon, garlic and thyme.
* Lay the onions in a roasting pan and set the chicken on top.
* Roast 70 to 80 minutes, until the juices run clear and the thigh reads 165°F (74°C).
* Rest 15 minutes before carving; spoon the pan juices over.

## Spaghetti Bolognese | 15 | 90 | 6 | Italian
A slow-simmered meat sauce with pasta.
- 2 tbsp olive oil
- 1 onion, finely chopped
- 1 carrot, finely chopped
- 1 celery stalk, finely chopped
- 2 cloves garlic, minced
- 1 lb ground beef
- 1/2 cup red wine
- 1 (28 oz) can crushed tomatoes
- 2 tbsp tomato paste
- 1/2 cup milk
- 1 lb spaghetti
- Grated Parmesan cheese, to serve
* Soften the onion, carrot and celery in the oil for 10 minutes; add the garlic.
* Add the beef and brown it, breaking it up.
* Pour in the wine and let it bubble away, then add the tomatoes, paste and milk.
* Simmer gently, partly covered, for 1 to 1 1/2 hours; season.
* Cook the spaghetti, toss with the sauce and serve with Parmesan.

## Chicken Stir-Fry with Vegetables | 15 | 10 | 4 | Asian
Quick chicken and crisp vegetables in a glossy sauce.
- 1 lb boneless chicken breast, thinly sliced
- 2 tbsp soy sauce
- 1 tbsp cornstarch
- 2 tbsp vegetable oil
- 1 red bell pepper, sliced
- 2 cups broccoli florets
- 1 carrot, thinly sliced
- 2 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 2 tbsp oyster sauce
- 1 tsp sesame oil
* Toss the chicken with 1 tbsp soy sauce and the cornstarch.
* Stir-fry the chicken in half the oil over high heat until cooked; remove.
* Stir-fry the vegetables in the rest of the oil for 3 minutes, adding the garlic and ginger.
* Return the chicken with the oyster sauce, remaining soy and a splash of water; toss until glossy.
* Finish with sesame oil and serve with rice.

## Beef Tacos | 10 | 15 | 4 | Mexican
Spiced ground beef in crisp or soft shells.
- 1 lb ground beef
- 1 onion, chopped
- 2 cloves garlic, minced
- 1 tbsp chili powder
- 1 tsp ground cumin
- 1/2 tsp dried oregano
- 1/2 cup tomato sauce
- 8 taco shells
- 2 cups shredded lettuce
- 1 cup shredded cheddar cheese
- 1 tomato, diced
* Brown the beef with the onion, then add the garlic and spices.
* Stir in the tomato sauce and a splash of water and simmer 5 minutes.
* Warm the taco shells.
* Fill with beef and top with lettuce, cheese and tomato.

## Salmon with Lemon Dill Butter | 5 | 15 | 4 | Seafood
Pan-roasted salmon fillets with a bright butter sauce.
- 4 salmon fillets
- 1 tbsp olive oil
- 3 tbsp butter
- 1 lemon, juiced
- 2 tbsp chopped dill
- Salt and pepper
* Season the salmon and sear skin-side down in the oil over medium-high heat for 5 minutes.
* Flip and cook 2 to 4 minutes more until just done; remove.
* Melt the butter in the pan with the lemon juice and dill.
* Spoon the sauce over the salmon and serve.

## Shepherd's Pie | 20 | 45 | 6 | British
Minced lamb in gravy under a mashed potato crust.
- 2 lb potatoes, peeled and cut up
- 4 tbsp butter
- 1/2 cup milk
- 1 tbsp vegetable oil
- 1 lb ground lamb
- 1 onion, chopped
- 2 carrots, diced
- 2 tbsp tomato paste
- 1 tbsp Worcestershire sauce
- 1 cup beef stock
- 1 cup frozen peas
* Boil the potatoes until tender and mash with the butter and milk.
* Brown the lamb in the oil, add the onion and carrots and cook 5 minutes.
* Stir in the tomato paste, Worcestershire and stock; simmer 15 minutes, then add the peas.
* Spread in a baking dish, cover with the mash and rough up the top.
* Bake at 400°F (200°C) for 25 minutes until golden.

## Chicken Curry | 15 | 40 | 4 | Indian
A homestyle curry with tomatoes, yogurt and warm spices.
- 2 tbsp vegetable oil
- 2 onions, finely chopped
- 3 cloves garlic, minced
- 1 tbsp grated fresh ginger
- 1 tbsp curry powder
- 1 tsp ground cumin
- 1 tsp garam masala
- 1 (14 oz) can diced tomatoes
- 2 lb boneless chicken thighs, cut in pieces
- 1/2 cup plain yogurt
- 1/4 cup chopped cilantro
* Fry the onions in the oil until deep golden, about 12 minutes.
* Add the garlic, ginger and spices and cook 1 minute.
* Add the tomatoes and cook down for 5 minutes.
* Add the chicken and a splash of water, cover and simmer 20 minutes.
* Stir in the yogurt off the heat, scatter with cilantro and serve with rice.

## Pork Chops with Apples and Onions | 10 | 25 | 4 | Dinner
Seared chops with soft apples and a cider pan sauce.
- 4 bone-in pork chops
- 1 tbsp vegetable oil
- 1 tbsp butter
- 1 onion, sliced
- 2 apples, cored and sliced
- 1/2 cup apple cider
- 1 tsp fresh thyme leaves
- Salt and pepper
* Season the chops and sear in the oil 4 minutes per side; set aside.
* Cook the onion and apples in the butter until soft and golden.
* Add the cider and thyme and scrape up the browned bits.
* Return the chops and simmer 5 minutes until cooked through.

## Beef Stew | 20 | 150 | 6 | Dinner
Chunks of beef braised with root vegetables.
- 2 lb beef chuck, cut in 1 1/2 inch cubes
- 3 tbsp all-purpose flour
- 3 tbsp vegetable oil
- 1 onion, chopped
- 3 cloves garlic, minced
- 2 tbsp tomato paste
- 1 cup red wine
- 3 cups beef stock
- 2 bay leaves
- 4 carrots, cut in chunks
- 1 lb potatoes, cut in chunks
* Toss the beef in the flour with salt and pepper and brown in batches in the oil.
* Soften the onion, add the garlic and tomato paste, then the wine.
* Return the beef with the stock and bay leaves; cover and simmer 1 1/2 hours.
* Add the carrots and potatoes and cook 45 minutes more until tender.

## Baked Ziti | 15 | 40 | 8 | Italian
Pasta baked in tomato sauce with ricotta and mozzarella.
- 1 lb ziti
- 1 tbsp olive oil
- 1 onion, chopped
- 3 cloves garlic, minced
- 1 (28 oz) can crushed tomatoes
- 1 tsp dried oregano
- 15 oz ricotta cheese
- 2 cups shredded mozzarella cheese
- 1/2 cup grated Parmesan cheese
* Cook the ziti until just short of done and drain.
* Make a sauce with the oil, onion, garlic, tomatoes and oregano; simmer 10 minutes.
* Toss the pasta with the sauce and spoon half into a baking dish.
* Dot with ricotta, add the rest of the pasta and top with mozzarella and Parmesan.
* Bake at 375°F (190°C) for 25 minutes until bubbling.

## Garlic Butter Shrimp | 10 | 10 | 4 | Seafood
Shrimp sautéed in garlic butter with lemon and parsley.
- 1 lb large shrimp, peeled and deveined
- 4 tbsp butter
- 5 cloves garlic, minced
- 1/4 tsp chili flakes
- 1 lemon, juiced
- 2 tbsp chopped parsley
* Melt the butter and cook the garlic and chili flakes for 1 minute.
* Add the shrimp and cook 2 minutes per side until pink.
* Squeeze over the lemon, add the parsley and toss.
* Serve with bread, rice or pasta.

## Meatloaf | 15 | 60 | 6 | American
A tender meatloaf with a tangy glaze.
- 2 lb ground beef
- 1 onion, finely chopped
- 2 large eggs
- 3/4 cup breadcrumbs
- 1/2 cup milk
- 1 tbsp Worcestershire sauce
- 1/2 cup ketchup
- 2 tbsp brown sugar
- 1 tbsp cider vinegar
* Heat the oven to 350°F (175°C).
* Mix the beef, onion, eggs, breadcrumbs, milk, Worcestershire, salt and pepper gently.
* Shape into a loaf on a lined baking sheet.
* Stir together the ketchup, brown sugar and vinegar and spread over the top.
* Bake about 1 hour; rest 10 minutes before slicing.

## Chicken Parmesan | 20 | 25 | 4 | Italian
Breaded chicken cutlets baked with sauce and cheese.
- 2 boneless chicken breasts, halved horizontally
- 1/2 cup all-purpose flour
- 2 large eggs, beaten
- 1 cup breadcrumbs
- 1/2 cup grated Parmesan cheese
- 1/4 cup olive oil
- 1 1/2 cups marinara sauce
- 1 1/2 cups shredded mozzarella cheese
* Coat the chicken in flour, then egg, then the breadcrumbs mixed with Parmesan.
* Fry in the oil until golden, 3 minutes per side.
* Lay in a baking dish, spoon over the marinara and cover with mozzarella.
* Bake at 425°F (220°C) for 15 minutes until bubbling.

## Fish Tacos with Lime Slaw | 20 | 10 | 4 | Mexican
Spiced white fish with crunchy cabbage slaw.
- 1 lb white fish fillets, such as cod
- 1 tsp chili powder
- 1 tsp ground cumin
- 1 tbsp vegetable oil
- 3 cups shredded cabbage
- 2 limes, juiced
- 1/4 cup sour cream
- 1/4 cup chopped cilantro
- 8 small corn tortillas
* Rub the fish with the spices and salt and pan-fry in the oil 3 minutes per side.
* Toss the cabbage with half the lime juice and a pinch of salt.
* Mix the sour cream with the rest of the lime juice.
* Flake the fish into warm tortillas and top with slaw, lime cream and cilantro.

## Sheet Pan Sausages and Vegetables | 10 | 35 | 4 | Dinner
Sausages roasted with potatoes, peppers and onions on one tray.
- 8 sausages
- 1 1/2 lb baby potatoes, halved
- 2 bell peppers, cut in strips
- 2 red onions, cut in wedges
- 3 tbsp olive oil
- 1 tsp dried rosemary
- Salt and pepper
* Heat the oven to 425°F (220°C).
* Toss the potatoes, peppers and onions with the oil, rosemary, salt and pepper on a large tray.
* Add the sausages and roast 30 to 35 minutes, turning once, until everything is browned.

## Teriyaki Chicken | 10 | 20 | 4 | Japanese
Chicken thighs glazed in a sticky homemade teriyaki sauce.
- 1 1/2 lb boneless chicken thighs
- 1 tbsp vegetable oil
- 1/3 cup soy sauce
- 1/4 cup mirin
- 2 tbsp sugar
- 1 tbsp grated fresh ginger
- 1 tsp sesame seeds
- 2 scallions, sliced
* Brown the chicken in the oil for 6 minutes per side.
* Mix the soy sauce, mirin, sugar and ginger and pour into the pan.
* Simmer, turning the chicken, until the sauce is thick and glossy.
* Slice and serve over rice with sesame seeds and scallions.

## Lemon Herb Roast Pork Tenderloin | 10 | 25 | 4 | Dinner
A quick roast with a herb crust.
- 2 pork tenderloins (about 1 lb each)
- 2 tbsp olive oil
- 3 cloves garlic, minced
- 1 tbsp chopped fresh rosemary
- 1 lemon, zested
- Salt and pepper
* Heat the oven to 425°F (220°C).
* Rub the pork with the oil, garlic, rosemary, lemon zest, salt and pepper.
* Sear all over in an ovenproof pan, then roast 15 to 18 minutes to 145°F (63°C).
* Rest 5 minutes and slice.

## Chili con Carne | 15 | 60 | 6 | Tex-Mex
Hearty beef and bean chili.
- 2 tbsp vegetable oil
- 2 onions, chopped
- 1 green bell pepper, chopped
- 4 cloves garlic, minced
- 2 lb ground beef
- 3 tbsp chili powder
- 2 tsp ground cumin
- 1 (28 oz) can crushed tomatoes
- 2 (15 oz) cans kidney beans, drained
- 1 cup beef stock
* Soften the onions and pepper in the oil, then add the garlic.
* Brown the beef, then stir in the spices.
* Add the tomatoes, beans and stock and simmer 45 minutes, stirring now and then.
* Season and serve with rice, sour cream and cheese.

## Pan-Seared Steak with Pepper Sauce | 5 | 15 | 2 | Dinner
Steak with a creamy peppercorn pan sauce.
- 2 sirloin steaks
- 1 tbsp vegetable oil
- 1 tbsp butter
- 1 shallot, minced
- 1 tbsp crushed black peppercorns
- 2 tbsp brandy
- 1/2 cup beef stock
- 1/3 cup heavy cream
* Season the steaks and sear in the hot oil 3 to 4 minutes per side; rest.
* Melt the butter and soften the shallot with the peppercorns.
* Add the brandy, then the stock, and boil to reduce by half.
* Stir in the cream, simmer until thick and pour over the steaks.

## Chicken Fajitas | 15 | 15 | 4 | Tex-Mex
Sizzling chicken and peppers for wrapping in tortillas.
- 1 1/2 lb chicken breasts, sliced
- 2 tbsp vegetable oil
- 1 tsp chili powder
- 1 tsp ground cumin
- 1 tsp smoked paprika
- 1 lime, juiced
- 3 bell peppers, sliced
- 1 onion, sliced
- 8 flour tortillas
- 1/2 cup sour cream
* Toss the chicken with half the oil, the spices and lime juice.
* Sear the chicken in a very hot pan until cooked; remove.
* Cook the peppers and onion in the remaining oil until charred at the edges.
* Return the chicken, toss and serve with warm tortillas and sour cream.

## Baked Cod with Tomatoes and Olives | 10 | 20 | 4 | Mediterranean
Cod baked on a bed of tomatoes, olives and capers.
- 4 cod fillets
- 2 cups cherry tomatoes, halved
- 1/2 cup pitted black olives
- 2 tbsp capers
- 2 cloves garlic, sliced
- 3 tbsp olive oil
- 2 tbsp chopped parsley
* Heat the oven to 400°F (200°C).
* Toss the tomatoes, olives, capers and garlic with the oil in a baking dish.
* Nestle in the seasoned cod and bake 15 to 20 minutes until it flakes.
* Scatter with parsley.

## Honey Garlic Salmon | 5 | 15 | 4 | Seafood
Salmon baked with a sweet garlicky glaze.
- 4 salmon fillets
- 3 tbsp honey
- 3 tbsp soy sauce
- 3 cloves garlic, minced
- 1 tbsp lemon juice
- 1 tsp sesame seeds
* Heat the oven to 400°F (200°C).
* Whisk the honey, soy sauce, garlic and lemon juice.
* Lay the salmon in a dish, pour over the glaze and bake 12 to 15 minutes.
* Sprinkle with sesame seeds.

## Turkey Meatballs in Tomato Sauce | 20 | 30 | 4 | Italian
Light meatballs simmered in a simple sauce.
- 1 lb ground turkey
- 1/2 cup breadcrumbs
- 1 large egg
- 1/4 cup grated Parmesan cheese
- 2 cloves garlic, minced
- 2 tbsp chopped parsley
- 2 tbsp olive oil
- 1 (28 oz) can crushed tomatoes
- 1 tsp dried basil
* Mix the turkey, breadcrumbs, egg, Parmesan, garlic, parsley, salt and pepper; roll into 16 balls.
* Brown the meatballs in the oil.
* Add the tomatoes and basil, cover and simmer 20 minutes.
* Serve with pasta or crusty bread.

## Lamb Chops with Rosemary | 10 | 10 | 4 | Dinner
Quick-seared lamb chops with garlic and rosemary.
- 8 lamb chops
- 2 tbsp olive oil
- 2 cloves garlic, minced
- 1 tbsp chopped fresh rosemary
- Salt and pepper
* Rub the chops with the oil, garlic, rosemary, salt and pepper; leave 15 minutes.
* Sear in a hot pan 3 minutes per side for medium-rare.
* Rest a few minutes before serving.

## Chicken Pot Pie | 25 | 35 | 6 | American
Creamy chicken and vegetables under a pastry lid.
- 3 tbsp butter
- 1 onion, chopped
- 2 carrots, diced
- 2 celery stalks, diced
- 1/3 cup all-purpose flour
- 2 cups chicken stock
- 1/2 cup milk
- 3 cups cooked chicken, shredded
- 1 cup frozen peas
- 1 sheet puff pastry
- 1 egg, beaten
* Soften the onion, carrots and celery in the butter for 8 minutes.
* Stir in the flour, then the stock and milk; simmer until thick.
* Add the chicken and peas, season and pour into a pie dish.
* Cover with the pastry, brush with egg and cut a vent.
* Bake at 400°F (200°C) for 30 to 35 minutes until golden.

## Pulled Pork | 15 | 480 | 8 | American
Slow-cooked pork shoulder for sandwiches.
- 4 lb pork shoulder
- 2 tbsp brown sugar
- 1 tbsp smoked paprika
- 1 tsp garlic powder
- 1 tsp onion powder
- 1 onion, sliced
- 1 cup apple cider
- 1 cup barbecue sauce
- 8 burger buns
* Rub the pork with the sugar and spices.
* Put the onion and cider in a slow cooker, add the pork and cook on low 8 hours.
* Shred the pork, discard the fat and mix with barbecue sauce and some cooking juices.
* Pile into buns.

## Cajun Chicken Pasta | 10 | 20 | 4 | American
Spicy chicken in a creamy pasta sauce.
- 12 oz penne
- 1 lb chicken breast, sliced
- 2 tsp Cajun seasoning
- 1 tbsp olive oil
- 1 red bell pepper, sliced
- 2 cloves garlic, minced
- 1 cup heavy cream
- 1/2 cup grated Parmesan cheese
* Cook the penne.
* Toss the chicken in the seasoning and sear in the oil until cooked; remove.
* Cook the pepper and garlic, then add the cream and simmer 3 minutes.
* Stir in the Parmesan, chicken and pasta.

## Fish and Chips | 20 | 30 | 4 | British
Beer-battered fish with thick oven chips.
- 2 lb potatoes, cut in thick chips
- 2 tbsp vegetable oil, plus more for frying
- 4 white fish fillets, such as haddock
- 1 cup all-purpose flour, plus more for dusting
- 1 tsp baking powder
- 1 cup cold beer
- 1 lemon, cut in wedges
* Toss the chips with oil and salt and roast at 425°F (220°C) for 30 minutes, turning once.
* Whisk the flour, baking powder and beer into a thick batter.
* Dust the fish in flour, dip in the batter and fry in 350°F (175°C) oil for 5 to 6 minutes.
* Drain and serve with the chips and lemon.

## Stuffed Bell Peppers | 20 | 45 | 4 | American
Peppers filled with beef, rice and tomato.
- 4 large bell peppers, tops cut off
- 1 lb ground beef
- 1 onion, chopped
- 1 cup cooked rice
- 1 (14 oz) can diced tomatoes
- 1 tsp dried oregano
- 1 cup shredded cheddar cheese
* Brown the beef with the onion, then stir in the rice, tomatoes and oregano.
* Fill the peppers and stand them in a baking dish with a little water.
* Cover and bake at 375°F (190°C) for 35 minutes.
* Top with cheese and bake 10 minutes more.

## Chicken Marsala | 10 | 20 | 4 | Italian
Chicken cutlets in a mushroom and Marsala sauce.
- 4 thin chicken cutlets
- 1/4 cup all-purpose flour
- 2 tbsp olive oil
- 2 tbsp butter
- 8 oz mushrooms, sliced
- 3/4 cup Marsala wine
- 1/2 cup chicken stock
- 2 tbsp chopped parsley
* Dust the chicken in seasoned flour and brown in the oil 3 minutes per side; set aside.
* Melt the butter and brown the mushrooms.
* Add the Marsala and stock and reduce by half.
* Return the chicken to warm through and finish with parsley.

## Glazed Ham | 10 | 120 | 12 | Holiday
A baked ham with a mustard and brown sugar glaze.
- 1 cooked bone-in ham (about 8 lb)
- 1/2 cup brown sugar
- 2 tbsp Dijon mustard
- 2 tbsp honey
- 1/4 tsp ground cloves
* Heat the oven to 325°F (160°C).
* Score the ham and bake, covered, for 1 1/2 hours.
* Mix the sugar, mustard, honey and cloves and brush over the ham.
* Bake uncovered 20 to 30 minutes more, basting, until glazed.

## Mussels in White Wine | 10 | 10 | 4 | French
Mussels steamed with garlic, wine and parsley.
- 4 lb mussels, scrubbed
- 2 tbsp butter
- 2 shallots, chopped
- 3 cloves garlic, minced
- 1 cup dry white wine
- 1/4 cup chopped parsley
* Melt the butter and soften the shallots and garlic.
* Add the wine, bring to a boil and tip in the mussels.
* Cover and steam 5 minutes, shaking the pot, until they open; discard any that stay closed.
* Scatter with parsley and serve with bread.

## Sloppy Joes | 10 | 20 | 6 | American
Saucy beef sandwiches.
- 1 1/2 lb ground beef
- 1 onion, chopped
- 1 green bell pepper, chopped
- 3/4 cup ketchup
- 1 tbsp Worcestershire sauce
- 1 tbsp brown sugar
- 1 tsp yellow mustard
- 6 burger buns
* Brown the beef with the onion and pepper.
* Stir in the ketchup, Worcestershire, sugar and mustard and simmer 10 minutes.
* Spoon onto toasted buns.

## Chicken and Rice Casserole | 15 | 60 | 6 | American
Chicken thighs baked on creamy seasoned rice.
- 1 1/2 cups long-grain rice
- 1 onion, chopped
- 2 cloves garlic, minced
- 3 cups chicken stock
- 1 cup milk
- 6 chicken thighs
- 1 tsp paprika
- 1 cup frozen peas
* Heat the oven to 375°F (190°C).
* Spread the rice, onion and garlic in a baking dish and pour over the stock and milk.
* Season the chicken with paprika, salt and pepper and lay on top.
* Cover and bake 45 minutes, then add the peas and bake uncovered 15 minutes.

## Grilled Chicken Souvlaki | 20 | 15 | 4 | Greek
Lemon and oregano chicken skewers.
- 1 1/2 lb chicken breast, cubed
- 3 tbsp olive oil
- 1 lemon, juiced
- 2 cloves garlic, minced
- 2 tsp dried oregano
- 4 pita breads
- 1 cup tzatziki
- 1 tomato, sliced
- 1/2 red onion, sliced
* Marinate the chicken in the oil, lemon, garlic and oregano for at least 30 minutes.
* Thread onto skewers and grill 10 to 12 minutes, turning.
* Serve in warm pitas with tzatziki, tomato and onion.

## Shrimp Scampi Linguine | 10 | 15 | 4 | Italian
Linguine tossed with garlicky shrimp and lemon.
- 12 oz linguine
- 1 lb shrimp, peeled
- 3 tbsp olive oil
- 3 tbsp butter
- 4 cloves garlic, minced
- 1/2 cup dry white wine
- 1 lemon, juiced
- 1/4 cup chopped parsley
* Cook the linguine.
* Sauté the shrimp in the oil until pink and remove.
* Melt the butter, cook the garlic, add the wine and lemon and reduce briefly.
* Toss in the pasta, shrimp and parsley with a splash of pasta water.

## Braised Short Ribs | 20 | 180 | 6 | Dinner
Beef short ribs braised until falling off the bone.
- 4 lb beef short ribs
- 2 tbsp vegetable oil
- 1 onion, chopped
- 2 carrots, chopped
- 2 celery stalks, chopped
- 3 cloves garlic, smashed
- 2 tbsp tomato paste
- 2 cups red wine
- 2 cups beef stock
- 2 sprigs fresh thyme
* Season and brown the ribs well in the oil; remove.
* Cook the vegetables until soft, then the garlic and tomato paste.
* Add the wine and reduce by half, then the stock and thyme.
* Return the ribs, cover and braise at 325°F (160°C) for 3 hours.

## Lemon Chicken Orzo | 10 | 25 | 4 | Mediterranean
One-pot chicken with orzo, spinach and lemon.
- 1 lb chicken breast, cubed
- 2 tbsp olive oil
- 1 onion, chopped
- 2 cloves garlic, minced
- 1 cup orzo
- 3 cups chicken stock
- 2 cups baby spinach
- 1 lemon, zested and juiced
- 1/4 cup crumbled feta cheese
* Brown the chicken in the oil and set aside.
* Soften the onion and garlic, add the orzo and stock and simmer 10 minutes.
* Return the chicken and cook until the orzo is tender.
* Stir in the spinach, lemon zest and juice; top with feta.

## Bangers and Mash | 10 | 30 | 4 | British
Sausages with buttery mash and onion gravy.
- 8 pork sausages
- 2 lb potatoes, peeled
- 4 tbsp butter
- 1/2 cup milk
- 2 onions, sliced
- 1 tbsp all-purpose flour
- 1 1/2 cups beef stock
* Boil and mash the potatoes with the butter and milk.
* Fry the sausages until browned and cooked.
* Cook the onions slowly in the sausage pan until soft and brown, stir in the flour, then the stock.
* Simmer until thick and pour over the sausages and mash.

## Pesto Chicken with Roasted Tomatoes | 10 | 25 | 4 | Italian
Chicken breasts baked with basil pesto and cherry tomatoes.
- 4 chicken breasts
- 1/3 cup basil pesto
- 2 cups cherry tomatoes
- 1 tbsp olive oil
- 1/2 cup shredded mozzarella cheese
* Heat the oven to 400°F (200°C).
* Spread the chicken with pesto in a baking dish and scatter the tomatoes around with the oil.
* Bake 20 minutes, top with mozzarella and bake 5 minutes more.

## Tuna Noodle Casserole | 15 | 30 | 6 | American
Egg noodles baked with tuna, peas and a creamy sauce.
- 12 oz egg noodles
- 3 tbsp butter
- 1 onion, chopped
- 3 tbsp all-purpose flour
- 2 1/2 cups milk
- 2 (5 oz) cans tuna, drained
- 1 cup frozen peas
- 1 cup shredded cheddar cheese
- 1/2 cup breadcrumbs
* Cook the noodles.
* Soften the onion in the butter, stir in the flour, then the milk, and simmer until thick.
* Stir in the tuna, peas, noodles and half the cheese; spoon into a dish.
* Top with the rest of the cheese and the breadcrumbs and bake at 375°F (190°C) for 20 minutes.

## Sticky Barbecue Ribs | 15 | 150 | 4 | American
Oven-baked pork ribs finished with sauce.
- 2 racks pork baby back ribs
- 2 tbsp brown sugar
- 1 tbsp smoked paprika
- 1 tsp garlic powder
- 1 cup barbecue sauce
* Rub the ribs with the sugar, paprika, garlic powder and salt.
* Wrap in foil and bake at 300°F (150°C) for 2 1/2 hours.
* Unwrap, brush with barbecue sauce and grill or broil until sticky.

## Chicken Shawarma Wraps | 20 | 20 | 4 | Middle Eastern
Spiced roasted chicken with garlic yogurt in flatbreads.
- 2 lb boneless chicken thighs
- 3 tbsp olive oil
- 1 lemon, juiced
- 2 tsp ground cumin
- 2 tsp paprika
- 1 tsp ground turmeric
- 1/2 tsp ground cinnamon
- 1 cup plain yogurt
- 1 clove garlic, grated
- 4 flatbreads
- 1 cucumber, sliced
- 2 tomatoes, sliced
* Marinate the chicken in the oil, lemon and spices for at least 1 hour.
* Roast at 425°F (220°C) for 20 minutes, then slice.
* Mix the yogurt with the garlic and a pinch of salt.
* Fill the flatbreads with chicken, cucumber, tomato and garlic yogurt.

## Creamy Tuscan Salmon | 10 | 15 | 4 | Italian
Salmon in a cream sauce with sun-dried tomatoes and spinach.
- 4 salmon fillets
- 1 tbsp olive oil
- 2 cloves garlic, minced
- 1/2 cup sun-dried tomatoes, chopped
- 1 cup heavy cream
- 1/2 cup grated Parmesan cheese
- 2 cups baby spinach
* Sear the salmon in the oil 4 minutes per side; remove.
* Cook the garlic and sun-dried tomatoes for 1 minute.
* Add the cream and Parmesan and simmer until slightly thick; wilt in the spinach.
* Return the salmon and spoon over the sauce.

## Pork Carnitas | 15 | 180 | 8 | Mexican
Pork slowly braised then crisped, for tacos.
- 3 lb pork shoulder, cut in large chunks
- 1 onion, quartered
- 4 cloves garlic
- 1 orange, juiced
- 1 tsp ground cumin
- 1 tsp dried oregano
- 2 bay leaves
- Corn tortillas, to serve
* Put the pork in a pot with the onion, garlic, orange juice, spices, bay leaves, salt and water just to cover.
* Simmer uncovered about 2 1/2 hours until the water has evaporated and the pork is tender.
* Shred the pork and fry in its own fat until crisp.
* Serve in tortillas with onion, cilantro and lime.
`;
