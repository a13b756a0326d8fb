// Hearth recipe library, soups and salads. Original recipes by Hearth contributors, CC0-1.0.
export default `
## Tomato Basil Soup | 10 | 30 | 4 | Soup
Smooth tomato soup finished with cream and basil.
- 2 tbsp olive oil
- 1 onion, chopped
- 2 cloves garlic, minced
- 2 (28 oz) cans whole tomatoes
- 2 cups vegetable stock
- 1 tsp sugar
- 1/2 cup heavy cream
- 1 handful basil leaves
* Soften the onion and garlic in the oil.
* Add the tomatoes, stock and sugar and simmer 20 minutes.
* Blend with the basil until smooth and stir in the cream.

## Chicken Noodle Soup | 15 | 40 | 6 | Soup
Classic comfort soup with carrots, celery and egg noodles.
- 2 tbsp butter
- 1 onion, chopped
- 2 carrots, sliced
- 2 celery stalks, sliced
- 8 cups chicken stock
- 1 lb chicken breasts
- 1 bay leaf
- 2 cups egg noodles
- 2 tbsp chopped parsley
* Soften the vegetables in the butter.
* Add the stock, chicken and bay leaf and simmer 20 minutes; shred the chicken.
* Add the noodles and cook until tender; return the chicken and add parsley.

## French Onion Soup | 15 | 75 | 4 | French
Deeply caramelised onion soup under cheesy toast.
- 3 tbsp butter
- 3 lb onions, thinly sliced
- 1 tsp sugar
- 1/2 cup dry white wine
- 6 cups beef stock
- 2 sprigs fresh thyme
- 4 slices baguette, toasted
- 1 1/2 cups grated Gruyère cheese
* Cook the onions in the butter with the sugar over low heat for 45 minutes until deep brown.
* Add the wine, then the stock and thyme and simmer 20 minutes.
* Ladle into ovenproof bowls, top with toast and cheese and grill until bubbling.

## Minestrone | 15 | 40 | 6 | Italian
Vegetable soup with beans and small pasta.
- 2 tbsp olive oil
- 1 onion, chopped
- 2 carrots, diced
- 2 celery stalks, diced
- 2 cloves garlic, minced
- 1 zucchini, diced
- 1 (14 oz) can diced tomatoes
- 6 cups vegetable stock
- 1 (15 oz) can cannellini beans, drained
- 1/2 cup small pasta
- 2 cups chopped kale
- Grated Parmesan cheese, to serve
* Soften the onion, carrots, celery and garlic in the oil.
* Add the zucchini, tomatoes and stock and simmer 15 minutes.
* Add the beans, pasta and kale and cook until the pasta is tender.
* Serve with Parmesan.

## Lentil Soup | 10 | 40 | 6 | Soup
Hearty red lentil soup with cumin and lemon.
- 2 tbsp olive oil
- 1 onion, chopped
- 2 carrots, diced
- 3 cloves garlic, minced
- 2 tsp ground cumin
- 1 1/2 cups red lentils
- 8 cups vegetable stock
- 1 lemon, juiced
* Soften the onion and carrots, then add the garlic and cumin.
* Add the lentils and stock and simmer 30 minutes.
* Blend partly and finish with lemon juice.

## Butternut Squash Soup | 15 | 35 | 6 | Soup
Silky squash soup with a hint of nutmeg.
- 2 tbsp butter
- 1 onion, chopped
- 1 butternut squash, peeled and cubed
- 1 apple, chopped
- 5 cups vegetable stock
- 1/4 tsp grated nutmeg
- 1/2 cup heavy cream
* Soften the onion in the butter.
* Add the squash, apple and stock and simmer 25 minutes until soft.
* Blend smooth with the nutmeg and cream.

## Split Pea Soup with Ham | 15 | 90 | 8 | Soup
Thick green pea soup with smoky ham.
- 1 lb dried split peas, rinsed
- 1 ham hock
- 1 onion, chopped
- 2 carrots, diced
- 2 celery stalks, diced
- 8 cups water
- 1 bay leaf
* Put everything in a pot and bring to a boil.
* Simmer 1 1/2 hours, stirring now and then, until the peas have broken down.
* Shred the meat from the hock back into the soup.

## Potato Leek Soup | 10 | 30 | 6 | Soup
Creamy blended potato and leek soup.
- 3 tbsp butter
- 3 leeks, sliced
- 2 lb potatoes, peeled and diced
- 6 cups chicken stock
- 1/2 cup heavy cream
- 2 tbsp chopped chives
* Soften the leeks in the butter for 10 minutes.
* Add the potatoes and stock and simmer 20 minutes.
* Blend with the cream and top with chives.

## Black Bean Soup | 10 | 35 | 6 | Latin American
Smoky black bean soup with lime.
- 2 tbsp olive oil
- 1 onion, chopped
- 1 red bell pepper, chopped
- 3 cloves garlic, minced
- 2 tsp ground cumin
- 3 (15 oz) cans black beans
- 4 cups vegetable stock
- 1 lime, juiced
- 1/2 cup sour cream
* Soften the onion, pepper and garlic with the cumin.
* Add the beans with their liquid and the stock and simmer 20 minutes.
* Blend half and stir back in; add lime juice and serve with sour cream.

## Clam Chowder | 15 | 30 | 6 | American
New England chowder with potatoes and bacon.
- 4 slices bacon, chopped
- 1 onion, chopped
- 2 celery stalks, diced
- 3 tbsp all-purpose flour
- 2 (10 oz) cans clams, with juice
- 2 cups clam juice or fish stock
- 1 lb potatoes, diced
- 1 cup heavy cream
- 1 cup milk
* Fry the bacon, then soften the onion and celery in the fat.
* Stir in the flour, then the clam juices and potatoes; simmer 15 minutes.
* Add the clams, cream and milk and heat without boiling.

## Gazpacho | 20 | 0 | 6 | Spanish
Chilled raw tomato and cucumber soup.
- 2 lb ripe tomatoes, chopped
- 1 cucumber, peeled and chopped
- 1 red bell pepper, chopped
- 1/2 red onion, chopped
- 1 clove garlic
- 1 slice stale bread
- 3 tbsp olive oil
- 2 tbsp sherry vinegar
* Blend everything until very smooth and season.
* Chill at least 2 hours.
* Serve cold with a drizzle of oil.

## Chicken Tortilla Soup | 15 | 30 | 6 | Mexican
Spiced chicken soup with crunchy tortilla strips.
- 2 tbsp vegetable oil
- 1 onion, chopped
- 2 cloves garlic, minced
- 1 jalapeño, minced
- 1 tsp ground cumin
- 1 (14 oz) can diced tomatoes
- 6 cups chicken stock
- 2 cups shredded cooked chicken
- 1 cup corn kernels
- 1 lime, juiced
- 2 cups tortilla chips, crushed
- 1 avocado, diced
* Soften the onion, garlic and jalapeño with the cumin.
* Add the tomatoes and stock and simmer 15 minutes.
* Add the chicken, corn and lime juice.
* Serve topped with tortilla chips and avocado.

## Miso Soup | 5 | 10 | 4 | Japanese
A simple broth with tofu, wakame and scallions.
- 4 cups dashi
- 3 tbsp white miso paste
- 7 oz silken tofu, cubed
- 1 tbsp dried wakame, soaked
- 2 scallions, sliced
* Heat the dashi until steaming.
* Whisk the miso with a little broth and stir back in.
* Add the tofu and wakame and warm through without boiling; add scallions.

## Italian Wedding Soup | 25 | 25 | 6 | Italian
Tiny meatballs and greens in broth.
- 1/2 lb ground beef
- 1/2 lb ground pork
- 1/4 cup breadcrumbs
- 1 large egg
- 1/4 cup grated Parmesan cheese
- 8 cups chicken stock
- 1 carrot, diced
- 1/2 cup small pasta
- 4 cups chopped escarole or spinach
* Mix the meats, breadcrumbs, egg and Parmesan and roll into small balls.
* Bring the stock to a simmer with the carrot and drop in the meatballs.
* Add the pasta and cook 8 minutes, then the greens until wilted.

## Caesar Salad | 15 | 10 | 4 | Salad
Crisp romaine with a garlicky anchovy dressing and croutons.
- 2 heads romaine lettuce, torn
- 2 cups cubed bread
- 3 tbsp olive oil
- 1 clove garlic
- 2 anchovy fillets
- 1 egg yolk
- 1 tbsp lemon juice
- 1 tsp Dijon mustard
- 1/3 cup olive oil for the dressing
- 1/2 cup grated Parmesan cheese
* Toss the bread with 3 tbsp oil and bake at 400°F (200°C) for 10 minutes.
* Mash the garlic and anchovies, whisk in the yolk, lemon and mustard, then the oil slowly.
* Toss the lettuce with the dressing, Parmesan and croutons.

## Greek Salad | 15 | 0 | 4 | Greek
Tomatoes, cucumber, olives and feta with oregano.
- 4 ripe tomatoes, cut in wedges
- 1 cucumber, sliced
- 1 green bell pepper, sliced
- 1/2 red onion, thinly sliced
- 1/2 cup kalamata olives
- 7 oz feta cheese, in one piece
- 1/4 cup olive oil
- 1 tsp dried oregano
* Arrange the vegetables and olives in a bowl.
* Lay the feta on top, drizzle with oil and sprinkle with oregano.

## Cobb Salad | 20 | 15 | 4 | American
A composed salad of chicken, bacon, egg, avocado and blue cheese.
- 1 head romaine lettuce, chopped
- 2 cups cooked chicken, diced
- 6 slices bacon, cooked and crumbled
- 3 hard-boiled eggs, chopped
- 1 avocado, diced
- 2 tomatoes, diced
- 1/2 cup crumbled blue cheese
- 1/2 cup red wine vinaigrette
* Spread the lettuce on a platter.
* Arrange the toppings in rows over it.
* Drizzle with vinaigrette.

## Caprese Salad | 10 | 0 | 4 | Italian
Tomatoes, mozzarella and basil.
- 4 ripe tomatoes, sliced
- 8 oz fresh mozzarella, sliced
- 1 handful basil leaves
- 3 tbsp olive oil
- 1 tbsp balsamic vinegar
* Alternate the tomato and mozzarella slices on a plate with basil.
* Drizzle with oil and balsamic and season with salt and pepper.

## Quinoa Salad with Roasted Vegetables | 15 | 30 | 4 | Salad
Nutty quinoa with roasted peppers, zucchini and feta.
- 1 cup quinoa
- 1 red bell pepper, diced
- 1 zucchini, diced
- 1 red onion, diced
- 3 tbsp olive oil
- 1/2 cup crumbled feta cheese
- 2 tbsp lemon juice
- 2 tbsp chopped parsley
* Cook the quinoa in 2 cups water for 15 minutes.
* Roast the vegetables with 2 tbsp oil at 425°F (220°C) for 25 minutes.
* Toss everything with the remaining oil, lemon, feta and parsley.

## Tabbouleh | 20 | 0 | 4 | Lebanese
A parsley-heavy bulgur salad with lemon.
- 1/2 cup fine bulgur
- 3 cups chopped parsley
- 1/2 cup chopped mint
- 3 tomatoes, finely diced
- 4 scallions, sliced
- 1/4 cup lemon juice
- 1/4 cup olive oil
* Soak the bulgur in boiling water for 15 minutes and drain well.
* Mix with the herbs, tomatoes and scallions.
* Dress with lemon juice and oil and season.

## Coleslaw | 15 | 0 | 6 | American
Creamy cabbage and carrot slaw.
- 4 cups shredded green cabbage
- 2 cups shredded red cabbage
- 2 carrots, grated
- 1/2 cup mayonnaise
- 2 tbsp cider vinegar
- 1 tbsp sugar
* Whisk the mayonnaise, vinegar and sugar.
* Toss with the vegetables and chill 30 minutes.

## Potato Salad | 15 | 15 | 6 | American
Tender potatoes in a mustardy dressing with eggs and celery.
- 2 lb waxy potatoes, cubed
- 3 hard-boiled eggs, chopped
- 2 celery stalks, diced
- 1/4 red onion, finely chopped
- 3/4 cup mayonnaise
- 1 tbsp Dijon mustard
- 1 tbsp cider vinegar
- 2 tbsp chopped dill
* Boil the potatoes until just tender, drain and cool.
* Mix the mayonnaise, mustard and vinegar.
* Fold in the potatoes, eggs, celery, onion and dill.

## Nicoise Salad | 20 | 15 | 4 | French
Tuna, eggs, potatoes, green beans and olives.
- 1 lb small potatoes
- 8 oz green beans
- 4 large eggs
- 2 (5 oz) cans tuna in oil, drained
- 2 tomatoes, cut in wedges
- 1/2 cup niçoise olives
- 1 head butter lettuce
- 1/3 cup olive oil
- 2 tbsp red wine vinegar
- 1 tsp Dijon mustard
* Boil the potatoes, beans and eggs until done; cool and cut.
* Whisk the oil, vinegar and mustard.
* Arrange everything on the lettuce and drizzle with dressing.

## Asian Chicken Salad | 20 | 0 | 4 | Asian
Shredded chicken and cabbage in a sesame ginger dressing.
- 3 cups shredded cooked chicken
- 4 cups shredded napa cabbage
- 1 carrot, julienned
- 1 red bell pepper, sliced
- 3 scallions, sliced
- 1/4 cup chopped cilantro
- 3 tbsp rice vinegar
- 2 tbsp soy sauce
- 1 tbsp sesame oil
- 1 tsp grated fresh ginger
- 1/4 cup toasted almonds
* Whisk the vinegar, soy sauce, sesame oil and ginger.
* Toss with the chicken and vegetables.
* Top with almonds.

## Waldorf Salad | 15 | 0 | 4 | American
Apples, celery, grapes and walnuts in a light dressing.
- 2 apples, diced
- 2 celery stalks, sliced
- 1 cup red grapes, halved
- 1/2 cup walnuts, toasted
- 1/3 cup mayonnaise
- 1/3 cup plain yogurt
- 1 tbsp lemon juice
* Mix the mayonnaise, yogurt and lemon.
* Fold in the apples, celery, grapes and walnuts.

## Panzanella | 15 | 10 | 4 | Italian
Tuscan bread and tomato salad.
- 4 cups cubed stale bread
- 1/3 cup olive oil
- 2 lb ripe tomatoes, chopped
- 1 cucumber, chopped
- 1/2 red onion, thinly sliced
- 2 tbsp red wine vinegar
- 1 handful basil leaves
* Toast the bread in half the oil until crisp.
* Toss the tomatoes, cucumber and onion with the vinegar and rest of the oil.
* Add the bread and basil and leave 15 minutes before serving.

## Kale Salad with Lemon and Parmesan | 15 | 0 | 4 | Salad
Massaged kale with a bright dressing.
- 1 bunch kale, stems removed, sliced
- 3 tbsp olive oil
- 2 tbsp lemon juice
- 1/2 cup grated Parmesan cheese
- 1/4 cup toasted pine nuts
- 1/4 cup dried cranberries
* Massage the kale with the oil, lemon and a pinch of salt for 2 minutes.
* Toss with the Parmesan, pine nuts and cranberries.

## Three Bean Salad | 10 | 0 | 6 | American
Green, kidney and chickpea salad in a sweet vinaigrette.
- 2 cups cooked green beans, cut short
- 1 (15 oz) can kidney beans, drained
- 1 (15 oz) can chickpeas, drained
- 1/2 red onion, finely chopped
- 1/3 cup cider vinegar
- 1/4 cup olive oil
- 2 tbsp sugar
* Whisk the vinegar, oil and sugar.
* Toss with the beans and onion and chill 1 hour.

## Thai Beef Salad | 20 | 10 | 4 | Thai
Seared steak with herbs, lime and chili.
- 1 lb sirloin steak
- 1 cucumber, sliced
- 1 cup cherry tomatoes, halved
- 1/2 red onion, sliced
- 1 cup mint and cilantro leaves
- 3 tbsp lime juice
- 2 tbsp fish sauce
- 1 tsp sugar
- 1 red chili, sliced
* Sear the steak to medium-rare, rest and slice thinly.
* Mix the lime juice, fish sauce, sugar and chili.
* Toss the beef with the vegetables, herbs and dressing.

## Mulligatawny Soup | 15 | 35 | 6 | Anglo-Indian
Curried chicken and lentil soup with apple.
- 2 tbsp butter
- 1 onion, chopped
- 2 carrots, diced
- 1 apple, diced
- 2 tbsp curry powder
- 1/2 cup red lentils
- 6 cups chicken stock
- 2 cups shredded cooked chicken
- 1/2 cup coconut milk
* Soften the onion, carrots and apple in the butter with the curry powder.
* Add the lentils and stock and simmer 25 minutes.
* Blend partly, then add the chicken and coconut milk.

## Corn Chowder | 15 | 30 | 6 | American
Sweet corn soup with potatoes and bacon.
- 4 slices bacon, chopped
- 1 onion, chopped
- 2 potatoes, diced
- 4 cups corn kernels
- 4 cups chicken stock
- 1 cup milk
- 1/2 cup heavy cream
- 2 scallions, sliced
* Fry the bacon, then soften the onion in the fat.
* Add the potatoes, corn and stock and simmer 15 minutes.
* Blend a third of the soup, stir in the milk and cream and heat through.
* Top with bacon and scallions.

## Ribollita | 15 | 60 | 6 | Italian
Tuscan bread and bean soup with cavolo nero.
- 3 tbsp olive oil
- 1 onion, chopped
- 2 carrots, chopped
- 2 celery stalks, chopped
- 3 cloves garlic, sliced
- 1 (14 oz) can diced tomatoes
- 2 (15 oz) cans cannellini beans
- 1 bunch cavolo nero, chopped
- 6 cups vegetable stock
- 4 slices stale bread, torn
* Soften the vegetables and garlic in the oil.
* Add the tomatoes, beans, cavolo nero and stock and simmer 40 minutes.
* Stir in the bread and simmer until it thickens the soup.

## Hot and Sour Soup | 15 | 15 | 4 | Chinese
Tangy, peppery soup with tofu, mushrooms and egg.
- 6 cups chicken stock
- 4 oz shiitake mushrooms, sliced
- 7 oz firm tofu, cut in strips
- 1/4 cup rice vinegar
- 3 tbsp soy sauce
- 1 tsp ground white pepper
- 2 tbsp cornstarch mixed with 3 tbsp water
- 2 large eggs, beaten
- 2 scallions, sliced
* Simmer the stock with the mushrooms and tofu for 5 minutes.
* Add the vinegar, soy sauce and pepper and thicken with the cornstarch.
* Drizzle in the eggs while stirring slowly; add scallions.

## Avgolemono | 10 | 30 | 6 | Greek
Greek chicken, rice and lemon egg soup.
- 8 cups chicken stock
- 1/2 cup long-grain rice
- 2 cups shredded cooked chicken
- 3 large eggs
- 1/3 cup lemon juice
- 2 tbsp chopped dill
* Simmer the rice in the stock until tender, about 15 minutes; add the chicken.
* Whisk the eggs and lemon, then whisk in two ladles of hot broth.
* Stir the mixture back into the pot over low heat until silky; do not boil.
* Serve with dill.

## Watermelon Feta Salad | 10 | 0 | 6 | Salad
Juicy watermelon with salty feta and mint.
- 6 cups cubed watermelon
- 1 cup crumbled feta cheese
- 1/4 red onion, thinly sliced
- 1/4 cup mint leaves
- 2 tbsp olive oil
- 1 lime, juiced
* Combine the watermelon, feta, onion and mint.
* Dress with oil and lime just before serving.

## Chickpea Salad with Cucumber and Herbs | 10 | 0 | 4 | Mediterranean
A quick lemony chickpea salad.
- 2 (15 oz) cans chickpeas, drained
- 1 cucumber, diced
- 1 cup cherry tomatoes, halved
- 1/4 red onion, finely chopped
- 1/4 cup chopped parsley
- 3 tbsp olive oil
- 2 tbsp lemon juice
* Toss everything together and season well.

## Roasted Beet and Goat Cheese Salad | 15 | 60 | 4 | Salad
Sweet beets with tangy cheese and walnuts.
- 4 beets
- 4 cups arugula
- 4 oz goat cheese, crumbled
- 1/3 cup walnuts, toasted
- 3 tbsp olive oil
- 1 tbsp balsamic vinegar
* Wrap the beets in foil and roast at 400°F (200°C) for 1 hour; peel and slice.
* Toss the arugula with the oil and vinegar.
* Top with beets, goat cheese and walnuts.

## Vegetable Soup | 15 | 35 | 6 | Soup
A simple everyday soup of garden vegetables.
- 2 tbsp olive oil
- 1 onion, chopped
- 2 carrots, diced
- 2 celery stalks, diced
- 2 potatoes, diced
- 1 cup green beans, cut short
- 1 (14 oz) can diced tomatoes
- 8 cups vegetable stock
- 1 tsp dried thyme
* Soften the onion, carrots and celery in the oil.
* Add the remaining vegetables, tomatoes, stock and thyme.
* Simmer 25 minutes until all is tender.

## Cream of Mushroom Soup | 10 | 30 | 4 | Soup
Earthy blended mushroom soup.
- 3 tbsp butter
- 1 onion, chopped
- 1 1/2 lb mushrooms, sliced
- 2 cloves garlic, minced
- 2 tbsp all-purpose flour
- 4 cups chicken stock
- 1/2 cup heavy cream
- 1 tsp fresh thyme leaves
* Cook the onion in the butter, then the mushrooms until browned, then the garlic.
* Stir in the flour, add the stock and thyme and simmer 15 minutes.
* Blend and stir in the cream.

## Carrot Ginger Soup | 10 | 30 | 4 | Soup
Bright, smooth carrot soup with fresh ginger.
- 2 tbsp olive oil
- 1 onion, chopped
- 2 lb carrots, sliced
- 2 tbsp grated fresh ginger
- 5 cups vegetable stock
- 1/2 cup coconut milk
* Soften the onion in the oil, add the carrots and ginger.
* Add the stock and simmer 25 minutes.
* Blend with the coconut milk.

## Broccoli Cheddar Soup | 10 | 25 | 4 | American
Thick, cheesy broccoli soup.
- 3 tbsp butter
- 1 onion, chopped
- 3 tbsp all-purpose flour
- 3 cups chicken stock
- 1 cup milk
- 4 cups broccoli florets
- 1 carrot, grated
- 2 cups shredded sharp cheddar cheese
* Soften the onion in the butter, stir in the flour, then the stock and milk.
* Add the broccoli and carrot and simmer 15 minutes.
* Blend partly and stir in the cheese until melted.

## Cucumber Salad with Dill | 10 | 0 | 4 | Salad
Thin cucumbers in a creamy dill dressing.
- 2 cucumbers, thinly sliced
- 1/4 red onion, thinly sliced
- 1/2 cup sour cream
- 1 tbsp white vinegar
- 2 tbsp chopped dill
* Salt the cucumbers for 10 minutes and pat dry.
* Mix the sour cream, vinegar and dill and toss with the cucumbers and onion.

## Pasta Salad | 15 | 10 | 8 | Salad
Picnic pasta with vegetables, salami and Italian dressing.
- 1 lb rotini
- 1 cup cherry tomatoes, halved
- 1 cucumber, diced
- 1 red bell pepper, diced
- 1/2 cup black olives
- 4 oz salami, diced
- 4 oz mozzarella, cubed
- 1/2 cup Italian dressing
* Cook the pasta, rinse under cold water and drain.
* Toss with everything else and chill.
`;
