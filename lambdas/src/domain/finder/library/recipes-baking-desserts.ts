// Hearth recipe library, baking and desserts. Original recipes by Hearth contributors, CC0-1.0.
export default `
## Chocolate Chip Cookies | 15 | 12 | 24 | Dessert
Chewy cookies with crisp edges.
- 1 cup softened butter
- 3/4 cup brown sugar
- 1/2 cup sugar
- 2 large eggs
- 2 tsp vanilla extract
- 2 1/4 cups all-purpose flour
- 1 tsp baking soda
- 1/2 tsp salt
- 2 cups chocolate chips
* Heat the oven to 375°F (190°C).
* Cream the butter and sugars, then beat in the eggs and vanilla.
* Stir in the flour, baking soda and salt, then the chocolate chips.
* Scoop onto lined trays and bake 10 to 12 minutes.

## Classic Apple Pie | 40 | 55 | 8 | Dessert
Double-crust pie with cinnamon apples.
- 2 unbaked pie crusts
- 6 apples, peeled and sliced
- 3/4 cup sugar
- 2 tbsp all-purpose flour
- 1 tsp ground cinnamon
- 1 tbsp lemon juice
- 1 tbsp butter
- 1 egg, beaten
* Toss the apples with the sugar, flour, cinnamon and lemon juice.
* Fill the bottom crust, dot with butter and cover with the top crust; seal and cut vents.
* Brush with egg and bake at 425°F (220°C) for 15 minutes, then 350°F (175°C) for 40 minutes.

## Brownies | 15 | 25 | 16 | Dessert
Fudgy chocolate brownies.
- 1/2 cup butter
- 6 oz dark chocolate, chopped
- 1 cup sugar
- 2 large eggs
- 1 tsp vanilla extract
- 1/2 cup all-purpose flour
- 1/4 cup cocoa powder
* Melt the butter and chocolate together.
* Whisk in the sugar, eggs and vanilla, then fold in the flour and cocoa.
* Bake in a lined 8-inch pan at 350°F (175°C) for 25 minutes; cool before cutting.

## Lemon Bars | 20 | 45 | 16 | Dessert
Shortbread base under a tart lemon curd.
- 1 cup softened butter
- 1/2 cup powdered sugar
- 2 cups all-purpose flour
- 4 large eggs
- 1 1/2 cups sugar
- 1/2 cup lemon juice
- 2 tbsp lemon zest
* Press the butter, powdered sugar and 1 3/4 cups flour into a pan and bake 20 minutes at 350°F (175°C).
* Whisk the eggs, sugar, lemon juice, zest and remaining flour.
* Pour over the hot base and bake 20 to 25 minutes until set; cool and dust with sugar.

## Banana Pudding | 20 | 10 | 8 | Dessert
Layers of vanilla custard, bananas and wafers.
- 2/3 cup sugar
- 1/4 cup cornstarch
- 3 cups milk
- 4 egg yolks
- 2 tsp vanilla extract
- 4 bananas, sliced
- 1 box vanilla wafers
- 1 cup heavy cream, whipped
* Cook the sugar, cornstarch, milk and yolks, whisking, until thick; stir in vanilla and cool.
* Layer wafers, bananas and custard in a dish.
* Top with whipped cream and chill 4 hours.

## Carrot Cake | 25 | 40 | 12 | Baking
Spiced carrot cake with cream cheese frosting.
- 2 cups all-purpose flour
- 2 tsp baking powder
- 1 tsp baking soda
- 2 tsp ground cinnamon
- 1 1/2 cups sugar
- 1 cup vegetable oil
- 4 large eggs
- 3 cups grated carrots
- 1 cup chopped walnuts
- 8 oz cream cheese, softened
- 1/4 cup softened butter
- 2 cups powdered sugar
* Whisk the flour, leaveners and cinnamon.
* Beat the sugar, oil and eggs, then fold in the flour, carrots and walnuts.
* Bake in two 9-inch pans at 350°F (175°C) for 30 to 35 minutes; cool.
* Beat the cream cheese, butter and powdered sugar and fill and frost the cake.

## Vanilla Cupcakes | 15 | 20 | 12 | Baking
Light vanilla cupcakes with buttercream.
- 1 1/2 cups all-purpose flour
- 1 1/2 tsp baking powder
- 3/4 cup sugar
- 1/2 cup softened butter
- 2 large eggs
- 1/2 cup milk
- 2 tsp vanilla extract
- 1 cup softened butter for the frosting
- 3 cups powdered sugar
* Cream the butter and sugar, beat in the eggs and vanilla.
* Fold in the flour and baking powder alternately with the milk.
* Bake in lined cups at 350°F (175°C) for 18 to 20 minutes.
* Beat the frosting butter with the powdered sugar and pipe onto the cooled cakes.

## Oatmeal Raisin Cookies | 15 | 12 | 24 | Dessert
Soft, spiced oat cookies.
- 1 cup softened butter
- 1 cup brown sugar
- 2 large eggs
- 1 tsp vanilla extract
- 1 1/2 cups all-purpose flour
- 1 tsp baking soda
- 1 tsp ground cinnamon
- 3 cups rolled oats
- 1 cup raisins
* Cream the butter and sugar, beat in the eggs and vanilla.
* Mix in the flour, baking soda and cinnamon, then the oats and raisins.
* Bake spoonfuls at 350°F (175°C) for 10 to 12 minutes.

## Tiramisu | 30 | 0 | 8 | Italian
Coffee-soaked ladyfingers with mascarpone cream.
- 4 egg yolks
- 1/2 cup sugar
- 16 oz mascarpone cheese
- 1 cup heavy cream
- 1 1/2 cups strong coffee, cooled
- 2 tbsp coffee liqueur
- 24 ladyfingers
- 2 tbsp cocoa powder
* Whisk the yolks and sugar until pale, then beat in the mascarpone.
* Whip the cream and fold in.
* Dip the ladyfingers in the coffee and liqueur and layer with the cream.
* Chill overnight and dust with cocoa.

## Chocolate Cake | 20 | 35 | 12 | Baking
A moist one-bowl chocolate layer cake.
- 2 cups all-purpose flour
- 2 cups sugar
- 3/4 cup cocoa powder
- 2 tsp baking soda
- 1 tsp baking powder
- 1 tsp salt
- 2 large eggs
- 1 cup buttermilk
- 1/2 cup vegetable oil
- 1 cup hot coffee
- 2 tsp vanilla extract
* Whisk the dry ingredients in a large bowl.
* Add the eggs, buttermilk, oil and vanilla and beat, then stir in the hot coffee.
* Bake in two 9-inch pans at 350°F (175°C) for 30 to 35 minutes.
* Frost with your favourite chocolate frosting.

## New York Cheesecake | 30 | 70 | 12 | Dessert
Dense, creamy baked cheesecake.
- 1 1/2 cups graham cracker crumbs
- 5 tbsp melted butter
- 32 oz cream cheese, softened
- 1 cup sugar
- 1 cup sour cream
- 4 large eggs
- 2 tsp vanilla extract
* Press the crumbs and butter into a springform pan and bake 10 minutes at 325°F (160°C).
* Beat the cream cheese and sugar, then the sour cream, vanilla and eggs one at a time.
* Pour over the crust and bake 60 to 70 minutes until the centre barely wobbles.
* Cool in the oven with the door ajar, then chill overnight.

## Peach Cobbler | 15 | 45 | 8 | Dessert
Juicy peaches under a buttery batter crust.
- 6 peaches, sliced
- 1 cup sugar
- 1/2 cup butter
- 1 cup all-purpose flour
- 2 tsp baking powder
- 1 cup milk
- 1 tsp ground cinnamon
* Toss the peaches with half the sugar and the cinnamon.
* Melt the butter in a baking dish in the oven at 350°F (175°C).
* Whisk the flour, baking powder, remaining sugar and milk and pour over the butter.
* Spoon the peaches on top and bake 40 to 45 minutes.

## Apple Crumble | 15 | 40 | 6 | British
Soft apples under a crunchy oat crumble.
- 6 apples, peeled and chopped
- 1/4 cup sugar
- 1 tsp ground cinnamon
- 1 cup all-purpose flour
- 1/2 cup rolled oats
- 1/2 cup brown sugar
- 1/2 cup cold butter, cubed
* Toss the apples with the sugar and cinnamon in a dish.
* Rub the flour, oats, brown sugar and butter into crumbs and scatter over.
* Bake at 375°F (190°C) for 40 minutes until bubbling.

## Shortbread | 10 | 25 | 16 | Scottish
Buttery three-ingredient biscuits.
- 1 cup softened butter
- 1/2 cup sugar
- 2 cups all-purpose flour
* Cream the butter and sugar, then work in the flour.
* Press into a pan, prick all over and mark into pieces.
* Bake at 325°F (160°C) for 25 minutes until pale gold.

## Rice Pudding | 5 | 40 | 6 | Dessert
Creamy stovetop rice pudding with vanilla.
- 3/4 cup short-grain rice
- 4 cups milk
- 1/2 cup sugar
- 1 tsp vanilla extract
- 1/4 tsp ground cinnamon
* Simmer the rice, milk and sugar, stirring often, for 35 to 40 minutes until thick.
* Stir in the vanilla and dust with cinnamon.

## Crème Brûlée | 20 | 40 | 6 | French
Vanilla custard under a crackling sugar top.
- 2 cups heavy cream
- 1 vanilla bean, split
- 5 egg yolks
- 1/2 cup sugar, plus more for the tops
* Heat the cream with the vanilla.
* Whisk the yolks and sugar, then whisk in the hot cream; strain into ramekins.
* Bake in a water bath at 325°F (160°C) for 35 to 40 minutes; chill.
* Sprinkle with sugar and caramelise with a torch.

## Pumpkin Pie | 15 | 55 | 8 | Dessert
Spiced pumpkin custard pie.
- 1 unbaked pie crust
- 1 (15 oz) can pumpkin puree
- 3/4 cup brown sugar
- 2 large eggs
- 1 cup evaporated milk
- 1 tsp ground cinnamon
- 1/2 tsp ground ginger
- 1/4 tsp ground cloves
* Whisk everything but the crust until smooth.
* Pour into the crust and bake at 425°F (220°C) for 15 minutes, then 350°F (175°C) for 40 minutes.
* Cool completely before slicing.

## Strawberry Shortcake | 20 | 15 | 6 | Dessert
Tender biscuits with strawberries and cream.
- 2 cups all-purpose flour
- 1/4 cup sugar
- 1 tbsp baking powder
- 1/2 cup cold butter
- 3/4 cup heavy cream
- 1 lb strawberries, sliced
- 2 tbsp sugar for the berries
- 1 cup heavy cream, whipped
* Rub the butter into the flour, sugar and baking powder, stir in the cream and pat out.
* Cut rounds and bake at 425°F (220°C) for 15 minutes.
* Toss the strawberries with sugar; split the biscuits and fill with berries and cream.

## Pound Cake | 15 | 70 | 12 | Baking
A classic dense butter cake.
- 1 cup softened butter
- 1 1/2 cups sugar
- 4 large eggs
- 2 tsp vanilla extract
- 2 cups all-purpose flour
- 1/2 tsp salt
- 1/2 cup milk
* Cream the butter and sugar until fluffy, then beat in the eggs one at a time and the vanilla.
* Fold in the flour and salt alternately with the milk.
* Bake in a loaf pan at 325°F (160°C) for 65 to 70 minutes.

## Snickerdoodles | 15 | 10 | 24 | Dessert
Soft cinnamon-sugar cookies.
- 1 cup softened butter
- 1 1/2 cups sugar
- 2 large eggs
- 2 3/4 cups all-purpose flour
- 2 tsp cream of tartar
- 1 tsp baking soda
- 2 tbsp sugar mixed with 2 tsp ground cinnamon
* Cream the butter and sugar, beat in the eggs.
* Mix in the flour, cream of tartar and baking soda.
* Roll into balls, coat in cinnamon sugar and bake at 375°F (190°C) for 9 to 10 minutes.

## Chocolate Mousse | 20 | 0 | 6 | French
Airy dark chocolate mousse.
- 6 oz dark chocolate
- 3 tbsp butter
- 3 large eggs, separated
- 2 tbsp sugar
- 1/2 cup heavy cream
* Melt the chocolate and butter and stir in the yolks.
* Whip the whites with the sugar to soft peaks and the cream to soft peaks.
* Fold both into the chocolate and chill 3 hours.

## Blueberry Crisp | 10 | 35 | 6 | Dessert
Bubbling blueberries under an oat topping.
- 5 cups blueberries
- 1/4 cup sugar
- 1 tbsp cornstarch
- 1 lemon, zested
- 3/4 cup rolled oats
- 1/2 cup all-purpose flour
- 1/2 cup brown sugar
- 1/2 cup melted butter
* Toss the berries with the sugar, cornstarch and zest in a dish.
* Mix the oats, flour, brown sugar and butter and scatter over.
* Bake at 375°F (190°C) for 35 minutes.

## Lemon Drizzle Cake | 15 | 45 | 10 | British
A loaf soaked in lemon syrup.
- 3/4 cup softened butter
- 3/4 cup sugar
- 3 large eggs
- 1 1/2 cups self-rising flour
- 2 lemons, zested and juiced
- 1/2 cup sugar for the drizzle
* Beat the butter, sugar, eggs, flour and lemon zest until smooth.
* Bake in a loaf pan at 350°F (175°C) for 45 minutes.
* Mix the lemon juice with the drizzle sugar and spoon over the hot cake.

## Panna Cotta | 15 | 5 | 6 | Italian
Silky vanilla cream set with gelatin.
- 2 1/2 cups heavy cream
- 1/2 cup milk
- 1/3 cup sugar
- 1 vanilla bean, split
- 2 1/2 tsp powdered gelatin
- 2 cups mixed berries
* Sprinkle the gelatin over the milk and leave 5 minutes.
* Heat the cream, sugar and vanilla until steaming, then stir in the gelatin milk until dissolved.
* Pour into glasses and chill 4 hours. Serve with berries.

## Flan | 20 | 50 | 8 | Latin American
Caramel-topped baked custard.
- 3/4 cup sugar
- 1 (14 oz) can sweetened condensed milk
- 1 (12 oz) can evaporated milk
- 4 large eggs
- 1 tsp vanilla extract
* Melt the sugar to an amber caramel and pour into a round dish.
* Blend the milks, eggs and vanilla and pour over the caramel.
* Bake in a water bath at 350°F (175°C) for 50 minutes; chill and turn out.

## Churros with Chocolate Sauce | 20 | 20 | 6 | Spanish
Crisp fried dough sticks rolled in cinnamon sugar.
- 1 cup water
- 1/4 cup butter
- 1 tbsp sugar
- 1 cup all-purpose flour
- 2 large eggs
- Vegetable oil, for frying
- 1/2 cup sugar mixed with 1 tsp ground cinnamon
- 4 oz dark chocolate
- 1/2 cup heavy cream
* Boil the water, butter and sugar, beat in the flour, then the eggs one at a time.
* Pipe lengths into 350°F (175°C) oil and fry until golden.
* Roll in cinnamon sugar.
* Melt the chocolate with the cream for dipping.

## Pecan Pie | 15 | 60 | 8 | Dessert
Rich caramel pecan filling in a flaky crust.
- 1 unbaked pie crust
- 3 large eggs
- 1 cup corn syrup
- 3/4 cup brown sugar
- 1/4 cup melted butter
- 1 tsp vanilla extract
- 2 cups pecan halves
* Whisk the eggs, syrup, sugar, butter and vanilla.
* Scatter the pecans in the crust and pour over the filling.
* Bake at 350°F (175°C) for 55 to 60 minutes until just set.

## Sticky Toffee Pudding | 20 | 35 | 8 | British
Date sponge with hot toffee sauce.
- 1 cup chopped dates
- 1 cup boiling water
- 1 tsp baking soda
- 1/4 cup softened butter
- 3/4 cup brown sugar
- 2 large eggs
- 1 1/2 cups self-rising flour
- 1/2 cup butter for the sauce
- 1 cup brown sugar for the sauce
- 3/4 cup heavy cream
* Soak the dates in the water with the baking soda.
* Cream the butter and sugar, beat in the eggs, then fold in the flour and dates.
* Bake in a dish at 350°F (175°C) for 30 to 35 minutes.
* Boil the sauce butter, sugar and cream for 3 minutes and pour over.

## Baklava | 40 | 50 | 24 | Middle Eastern
Layers of filo, nuts and honey syrup.
- 1 lb filo pastry
- 1 cup melted butter
- 3 cups chopped walnuts and pistachios
- 1 tsp ground cinnamon
- 1 cup sugar
- 3/4 cup water
- 1/2 cup honey
- 1 tbsp lemon juice
* Layer 10 buttered filo sheets in a pan, sprinkle with nuts and cinnamon, and repeat in layers.
* Finish with 10 buttered sheets and cut into diamonds.
* Bake at 325°F (160°C) for 45 to 50 minutes.
* Boil the sugar, water, honey and lemon for 10 minutes and pour over the hot baklava.

## Madeleines | 15 | 10 | 24 | French
Shell-shaped butter sponge cakes.
- 2 large eggs
- 1/2 cup sugar
- 1 lemon, zested
- 1 cup all-purpose flour
- 1/2 tsp baking powder
- 1/2 cup melted butter
* Whisk the eggs and sugar until thick, add the zest.
* Fold in the flour, baking powder and butter; chill 1 hour.
* Spoon into buttered madeleine moulds and bake at 375°F (190°C) for 9 to 10 minutes.

## Peanut Butter Cookies | 10 | 10 | 20 | Dessert
Crumbly cookies with a fork pattern.
- 1 cup peanut butter
- 1/2 cup softened butter
- 1 cup brown sugar
- 1 large egg
- 1 1/4 cups all-purpose flour
- 1 tsp baking soda
* Beat the peanut butter, butter and sugar, then the egg.
* Mix in the flour and baking soda.
* Roll into balls, flatten with a fork and bake at 350°F (175°C) for 10 minutes.

## Key Lime Pie | 20 | 15 | 8 | Dessert
Tangy lime custard in a graham crust.
- 1 1/2 cups graham cracker crumbs
- 6 tbsp melted butter
- 1 (14 oz) can sweetened condensed milk
- 4 egg yolks
- 1/2 cup key lime juice
- 1 cup heavy cream, whipped
* Press the crumbs and butter into a pie dish and bake 8 minutes at 350°F (175°C).
* Whisk the condensed milk, yolks and lime juice and pour in.
* Bake 15 minutes, cool and chill. Top with whipped cream.

## Bread and Butter Pudding | 15 | 40 | 6 | British
Buttered bread baked in a vanilla custard.
- 8 slices white bread, buttered
- 1/2 cup raisins
- 3 large eggs
- 2 cups milk
- 1/2 cup heavy cream
- 1/3 cup sugar
- 1 tsp vanilla extract
- 1/4 tsp grated nutmeg
* Cut the bread into triangles and layer in a dish with the raisins.
* Whisk the eggs, milk, cream, sugar and vanilla and pour over; leave 20 minutes.
* Sprinkle with nutmeg and bake at 350°F (175°C) for 40 minutes.

## Focaccia | 20 | 25 | 12 | Italian
Olive oil bread dimpled with rosemary and salt.
- 4 cups bread flour
- 2 tsp instant yeast
- 2 tsp salt
- 1 3/4 cups warm water
- 1/2 cup olive oil
- 1 tbsp chopped fresh rosemary
- 1 tsp flaky sea salt
* Mix the flour, yeast, salt and water into a wet dough; rest 1 hour, folding twice.
* Pour half the oil into a tray, stretch the dough in and rest 45 minutes.
* Dimple with your fingers, drizzle with the rest of the oil and scatter with rosemary and flaky salt.
* Bake at 425°F (220°C) for 25 minutes.

## Soda Bread | 10 | 40 | 8 | Irish
A quick yeast-free loaf.
- 4 cups all-purpose flour
- 1 tsp baking soda
- 1 tsp salt
- 1 3/4 cups buttermilk
* Mix the flour, soda and salt, then stir in the buttermilk to a soft dough.
* Shape into a round, cut a deep cross on top.
* Bake at 425°F (220°C) for 35 to 40 minutes until it sounds hollow.

## Simple White Sandwich Bread | 20 | 35 | 12 | Baking
A soft everyday loaf.
- 3 1/2 cups bread flour
- 2 tsp instant yeast
- 1 1/2 tsp salt
- 1 tbsp sugar
- 1 1/4 cups warm milk
- 2 tbsp softened butter
* Mix and knead everything for 10 minutes; rise until doubled.
* Shape into a loaf, put in a greased tin and rise 45 minutes.
* Bake at 375°F (190°C) for 30 to 35 minutes.

## Zucchini Bread | 15 | 55 | 10 | Baking
A moist spiced quick bread.
- 2 cups grated zucchini
- 2 large eggs
- 1 cup sugar
- 1/2 cup vegetable oil
- 1 tsp vanilla extract
- 2 cups all-purpose flour
- 1 tsp baking soda
- 1 tsp ground cinnamon
* Whisk the eggs, sugar, oil and vanilla, then stir in the zucchini.
* Fold in the flour, baking soda and cinnamon.
* Bake in a loaf pan at 350°F (175°C) for 50 to 55 minutes.

## Poached Pears in Red Wine | 10 | 30 | 4 | French
Pears simmered in spiced wine syrup.
- 4 firm pears, peeled
- 3 cups red wine
- 3/4 cup sugar
- 1 cinnamon stick
- 2 strips orange peel
* Bring the wine, sugar, cinnamon and peel to a simmer.
* Add the pears and poach, turning, for 25 to 30 minutes until tender.
* Remove the pears and reduce the syrup until thick; spoon over.

## Coconut Macaroons | 10 | 20 | 20 | Dessert
Chewy coconut mounds dipped in chocolate.
- 3 cups shredded coconut
- 2/3 cup sweetened condensed milk
- 2 egg whites
- 1 tsp vanilla extract
- 4 oz dark chocolate, melted
* Mix the coconut, condensed milk and vanilla.
* Whip the whites to stiff peaks and fold in.
* Scoop onto a lined tray and bake at 325°F (160°C) for 20 minutes; dip the bases in chocolate.

## Berry Galette | 20 | 40 | 6 | Dessert
A rustic free-form berry tart.
- 1 unbaked pie crust
- 3 cups mixed berries
- 1/3 cup sugar
- 2 tbsp cornstarch
- 1 egg, beaten
* Roll the crust into a circle on a lined tray.
* Toss the berries with sugar and cornstarch and pile in the middle.
* Fold the edges over, brush with egg and bake at 400°F (200°C) for 40 minutes.

## Chocolate Lava Cakes | 15 | 12 | 4 | Dessert
Little cakes with molten centres.
- 4 oz dark chocolate
- 1/2 cup butter
- 2 large eggs
- 2 egg yolks
- 1/4 cup sugar
- 2 tbsp all-purpose flour
* Melt the chocolate and butter.
* Whisk the eggs, yolks and sugar until thick, then fold in the chocolate and flour.
* Divide among buttered ramekins and bake at 425°F (220°C) for 12 minutes; turn out at once.

## Mango Sticky Rice | 15 | 25 | 4 | Thai
Sweet coconut rice with ripe mango.
- 1 cup glutinous rice, soaked 4 hours
- 1 (14 oz) can coconut milk
- 1/3 cup sugar
- 1/2 tsp salt
- 2 ripe mangoes, sliced
- 1 tsp toasted sesame seeds
* Steam the rice for 20 to 25 minutes until tender.
* Warm the coconut milk with the sugar and salt, and stir two-thirds into the hot rice; rest 20 minutes.
* Serve with mango, the rest of the coconut milk and sesame seeds.

## Gingerbread Cookies | 25 | 10 | 24 | Holiday
Spiced molasses cut-out cookies.
- 3 cups all-purpose flour
- 1 tbsp ground ginger
- 1 tsp ground cinnamon
- 1 tsp baking soda
- 3/4 cup softened butter
- 3/4 cup brown sugar
- 1/2 cup molasses
- 1 large egg
* Mix the flour, spices and soda.
* Cream the butter and sugar, beat in the molasses and egg, then the dry mix.
* Chill the dough 1 hour, roll out and cut shapes.
* Bake at 350°F (175°C) for 8 to 10 minutes.

## Fruit Salad with Mint and Lime | 15 | 0 | 6 | Dessert
Fresh fruit in a light honey lime dressing.
- 2 cups strawberries, halved
- 2 cups pineapple chunks
- 2 kiwis, sliced
- 1 cup grapes, halved
- 1 mango, diced
- 2 tbsp honey
- 1 lime, juiced
- 2 tbsp chopped mint
* Combine the fruit in a bowl.
* Whisk the honey and lime juice, pour over and toss with the mint.
`;
