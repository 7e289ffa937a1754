/**
 * What the demo's ideas say (one file per plant), and the free texts that follow an idea through its stages,
 * each in Arabic and in English.
 */

import { FOOD_IDEAS } from './ideasFood.js';
import { PACK_IDEAS } from './ideasPack.js';
import { STEEL_IDEAS } from './ideasSteel.js';
import type { IdeaTemplate } from './ideaTemplate.js';
import type { Bilingual } from './plant.js';

export type { IdeaTemplate } from './ideaTemplate.js';

export const IDEA_TEMPLATES: IdeaTemplate[] = [...STEEL_IDEAS, ...FOOD_IDEAS, ...PACK_IDEAS];

/** Free-text reasons, per language: holding an idea, and rejecting one for another reason. */
export const HOLD_REASONS: Bilingual[] = [
  { en: 'Waiting for the supplier quotation', ar: 'في انتظار عرض سعر المورد' },
  { en: 'To be tried during the next planned shutdown', ar: 'تُجرب خلال التوقف المخطط القادم' },
  { en: 'Needs a trial on one shift first', ar: 'تحتاج إلى تجربة على وردية واحدة أولًا' },
  { en: 'Waiting for the budget of the next quarter', ar: 'في انتظار ميزانية الربع القادم' },
];
export const OTHER_REJECTIONS: Bilingual[] = [
  { en: 'The line is being replaced next year', ar: 'سيتم استبدال الخط العام القادم' },
  { en: 'The supplier already offers this as standard', ar: 'المورد يقدم هذا بالفعل ضمن المواصفة القياسية' },
];
export const REWARD_EVENTS: Bilingual[] = [
  { en: 'Quarterly Kaizen Day', ar: 'يوم الكايزن الربع سنوي' },
  { en: 'Best Idea of the Month', ar: 'أفضل فكرة في الشهر' },
  { en: 'Annual Excellence Awards', ar: 'حفل جوائز التميز السنوي' },
];
export const OPL_NOTES: Bilingual[] = [
  { en: 'Measured over four weeks after the change', ar: 'تم القياس على مدى أربعة أسابيع بعد التغيير' },
  { en: 'Confirmed by the shift supervisors', ar: 'تم التأكيد من مشرفي الورديات' },
];
