// The few fixed rolls the legacy rules name (Rending's and Destroyer's D3, Destroyer's D6+6, a single Wound or Hull Point).
import { Dist } from '../../dice/dist.js';
import { diceDist, parseDice } from '../../dice/expression.js';

export const D3 = diceDist(parseDice('D3'));
export const D6_PLUS_6 = diceDist(parseDice('D6+6'));
export const ONE = Dist.constant(1);
