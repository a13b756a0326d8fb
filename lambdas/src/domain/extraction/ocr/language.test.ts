// Pages as the English model first reads them (accents lost or mangled), and the language they are in.
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';

describe('detectLanguage', () => {
  it.each([
    [
      'de',
      'Kichererbsen-Bratlinge\nZutaten\n3 Friithlingszwiebel\n1 grofle Karotte\n2 Ei\n80 g Semmelbrosel\n4 EL Bratsl\nZubereitung\nDie Zwiebeln in Ringe schneiden und mit dem Mehl mischen. Etwa 5 Minuten braten.',
    ],
    [
      'fr',
      'Risotto champignons et courgettes\nFond de légumes - 1 cuillére a soupe\nSel - 1 cuillére a café\nFaire revenir les échalotes dans le beurre puis ajouter le riz et laisser cuire.',
    ],
    [
      'sv',
      'Brioche-hamburgerbrod\n2.5 dl vatten\n0.5 dl mjolk\n25 g jast\n2.5 msk strosocker\nSmalt smoret och blanda med mjolken. Satt ugnen pa 225 grader och lat jasa i 30 minuter.',
    ],
    [
      'es',
      'PAN DE ESPELTA Y CENTENO\n100 g de harina integral de centeno\n1 sobre de levadura de panaderia\nMezclar la harina con el agua y la sal hasta obtener una masa. Dejar reposar 30 minutos.',
    ],
    [
      'it',
      'Lasagne al radicchio e formaggio\n11di latte\n50 g di burro\nSale q.b.\nPreparazione\nTagliare il radicchio e cuocere con olio per 10 minuti, poi aggiungere la farina e il latte.',
    ],
    [
      'nl',
      'Aardappelschotel met bloemkool, prei en tomaten\n600 gram aardappelen\nlui\nBereiding\nSnijd de aardappelen in plakjes en kook ze in 10 minuten gaar. Voeg de prei toe met een snufje zout.',
    ],
    [
      'pt',
      'Strogonoff de Frango\nOleo de soja 2 colheres (sopa)\nSal a gosto\nModo de preparo\nEm uma panela, aqueca o oleo e doure o frango com a cebola ate ficar dourado. Acrescente o creme de leite.',
    ],
    [
      'pl',
      'Placki ziemniaczane\nZziemniaki 1 kilogram\ngalka muszkatolowa 1 szczypta\nmaka 3 lyzki\nPrzygotowanie\nZiemniaki obrac i zetrzec na tarce, dodac jajka i make oraz sol. Smazyc na oleju z obu stron.',
    ],
    [
      'da',
      'Karamelkage\n50 g farin\nEt nip salt\n120 g smar\n1 &eggeblomme\n1 dase sod kondenseret meelk\nSmelt smorret i en gryde og rores med sukker og farin. Bag kagen i ovnen i 25 minutter, til den er gylden.',
    ],
    [
      'no',
      'Kylling i karri\n4 båt hvitlek\n0,5 ss revet frisk ingefser\n100 g cashewnsgtter\n2 ss ngytral olje\nStek lok og hvitlok i olje i en kjele i ca 5 minutter. Tilsett krydder og la det putre litt.',
    ],
    [
      'hu',
      'Rakott krumpli\n1 kg burgonya\n6 tojas\n2 evokanal vaj\n1 csipet so\nA burgonyat es a tojast megfozzuk, majd karikakra vagjuk. Kozepes sutoben 180 fokon 30 percig sutjuk.',
    ],
    [
      'sk',
      'Zemiakovy salat\n500 g zemiakov\n2 lyzice oleja\n1 cibula\nsol a korenie podla chuti\nPostup\nZemiaky uvarime v Slupke, olupeme a nakrajame na kocky. Pridame cibulu, olej a ochutime solou alebo octom.',
    ],
    [
      'cs',
      'Bramborovy salat\n500 g brambor\n2 lzice oleje\n1 cibule\nsul a pepr podle chuti\nPostup\nBrambory uvarime ve slupce, oloupeme a nakrajime na kostky. Pridame cibuli, olej a dochutime soli nebo octem.',
    ],
    [
      'en',
      'Flourless Chocolate Cupcakes\n1 cup semisweet chocolate chips\n% cup unsalted butter\n3 large eggs\nSet your oven to 375F and line a muffin tin with cupcake liners. Stir until smooth.',
    ],
    [
      'en',
      'Margarita\n2 cl tequila\n1 cl lime juice\nShake with ice and strain into a glass with a salted rim.',
    ],
  ])('reads as %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('takes a page with too few words to tell for English', () => {
    expect(detectLanguage('Pasta\n200 g')).toBe('en');
  });
});
