// The shop's aisles: a shared vocabulary, not a rule. The shopping API validates them, the frontend labels
// them, the aisle-correction repository reads them back, and domain/ingredients/aisles.ts decides which aisle
// a food is in. Kept here, below every layer that names them, so the data layer need not import the domain.

export const AISLES = ['produce', 'dairy', 'meat-fish', 'bakery', 'pantry', 'frozen', 'other'] as const;
export type Aisle = (typeof AISLES)[number];

export const AISLE_LABELS: Record<Aisle, string> = {
  produce: 'Produce',
  dairy: 'Dairy',
  'meat-fish': 'Meat and Fish',
  bakery: 'Bakery',
  pantry: 'Pantry',
  frozen: 'Frozen',
  other: 'Other',
};

export const isAisle = (value: unknown): value is Aisle => AISLES.includes(value as Aisle);
