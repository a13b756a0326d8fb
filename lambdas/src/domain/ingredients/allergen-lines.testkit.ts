// How the allergen tests read one line: the allergens it contains or may contain (sorted, without the
// diet traits), and whether a part of it could not be checked.
import { classifyLine } from './classify-allergens.js';

export const readAllergens = (line: string) => {
  const traits = classifyLine(line);
  return {
    found: [...traits.contains, ...traits.may]
      .filter((trait) => !['meat', 'pork', 'poultry', 'alcohol', 'honey', 'gelatin'].includes(trait))
      .sort(),
    flagged: traits.unplaced.length > 0,
  };
};
