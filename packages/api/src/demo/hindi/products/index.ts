import type { HindiProductText } from '../types';
import { hindiDryFruitTexts } from './dry-fruits';
import { hindiFlourTexts } from './flours';
import { hindiJaggeryAndSweetenerTexts } from './jaggery-and-sweeteners';
import { hindiMilletAndGrainTexts } from './millets-and-grains';
import { hindiOilTexts } from './oils';
import { hindiFreshProduceTexts } from './organic-fresh-produce';
import { hindiPulseAndDalTexts } from './pulses-and-dals';
import { hindiRiceTexts } from './rice';
import { hindiSpiceTexts } from './spices';

/** Every demo product's title and description in Hindi, by product key. */
export const hindiProductTexts: Record<string, HindiProductText> = {
  ...hindiRiceTexts,
  ...hindiMilletAndGrainTexts,
  ...hindiPulseAndDalTexts,
  ...hindiFlourTexts,
  ...hindiSpiceTexts,
  ...hindiOilTexts,
  ...hindiDryFruitTexts,
  ...hindiFreshProduceTexts,
  ...hindiJaggeryAndSweetenerTexts,
};
