import { describe, expect, it } from 'vitest';
import { repairAmountAndUnit } from './ocr-slips.js';

describe('repairAmountAndUnit', () => {
  it.each([
    ['1 Thsp White truffle oil', '1 Tbsp White truffle oil'],
    ['1.5 Ibs baby potatoes', '1.5 lbs baby potatoes'],
    ['1 1b Chicken breast', '1 lb Chicken breast'],
    ['172 cup guacamole', '1/2 cup guacamole'],
    ['V4 cup sour cream', '1/4 cup sour cream'],
    ['1 (14-0z.) can tomatoes', '1 (14-oz.) can tomatoes'],
  ])('repairs %s', (read, meant) => {
    expect(repairAmountAndUnit(read)).toBe(meant);
  });

  it.each(['172 g flour', '1 tbsp olive oil', '12 eggs', 'Ib'])('leaves %s alone', (line) => {
    expect(repairAmountAndUnit(line)).toBe(line);
  });
});
