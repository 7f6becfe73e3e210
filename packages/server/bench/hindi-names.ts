import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { products } from '../src/db/schema.js';
import { grains, type Random } from '../test/generated-catalogue.js';

/** Each generated grain's name in Hindi and the other names shoppers type for it (issue 34). */
const hindiGrains: Record<string, { hindi: string; aliases: string[] }> = {
  'Basmati Rice': { hindi: 'बासमती चावल', aliases: ['बासमती', 'basmathi'] },
  'Sona Masoori Rice': { hindi: 'सोना मसूरी चावल', aliases: ['sona masuri', 'सोना मसूरी'] },
  'Ponni Rice': { hindi: 'पोन्नी चावल', aliases: ['ponni arisi'] },
  'Red Matta Rice': { hindi: 'लाल मट्टा चावल', aliases: ['kerala matta', 'rosematta'] },
  'Brown Rice': { hindi: 'ब्राउन चावल', aliases: ['भूरा चावल'] },
  'Jeerakasala Rice': { hindi: 'जीरकसाला चावल', aliases: ['jeeraga samba'] },
  'Toor Dal': { hindi: 'तूर दाल', aliases: ['arhar', 'tuvar', 'अरहर', 'तुअर'] },
  'Moong Dal': { hindi: 'मूंग दाल', aliases: ['mung', 'हरी मूंग'] },
  'Chana Dal': { hindi: 'चना दाल', aliases: ['bengal gram', 'कडलई'] },
  'Urad Dal': { hindi: 'उड़द दाल', aliases: ['urid', 'black gram', 'उड़द'] },
  'Masoor Dal': { hindi: 'मसूर दाल', aliases: ['red lentils', 'मसूर'] },
  Rajma: { hindi: 'राजमा', aliases: ['kidney beans'] },
  'Kabuli Chana': { hindi: 'काबुली चना', aliases: ['chickpeas', 'chole', 'छोले'] },
  'Ragi Flour': { hindi: 'रागी आटा', aliases: ['nachni', 'finger millet', 'मडुआ'] },
  'Jowar Flour': { hindi: 'ज्वार आटा', aliases: ['sorghum', 'jola'] },
  'Bajra Flour': { hindi: 'बाजरा आटा', aliases: ['pearl millet flour', 'sajje'] },
  'Whole Wheat Atta': { hindi: 'गेहूँ का आटा', aliases: ['chakki atta', 'आटा'] },
  Besan: { hindi: 'बेसन', aliases: ['gram flour', 'kadalai maavu'] },
  'Rice Flour': { hindi: 'चावल का आटा', aliases: ['chawal atta'] },
  'Foxtail Millet': { hindi: 'कंगनी', aliases: ['navane', 'kangni', 'thinai'] },
  'Little Millet': { hindi: 'कुटकी', aliases: ['samai', 'saame'] },
  'Kodo Millet': { hindi: 'कोदो', aliases: ['varagu', 'harka'] },
  'Barnyard Millet': { hindi: 'सांवा', aliases: ['sanwa', 'kuthiraivali'] },
  'Pearl Millet': { hindi: 'बाजरा', aliases: ['bajra', 'kambu'] },
  'Turmeric Powder': { hindi: 'हल्दी पाउडर', aliases: ['haldi', 'हल्दी'] },
  'Red Chilli Powder': { hindi: 'लाल मिर्च पाउडर', aliases: ['lal mirch', 'मिर्च'] },
  'Coriander Seeds': { hindi: 'साबुत धनिया', aliases: ['dhania', 'धनिया'] },
  'Cumin Seeds': { hindi: 'जीरा', aliases: ['jeera', 'jeerige'] },
  'Black Pepper': { hindi: 'काली मिर्च', aliases: ['kali mirch', 'menasu'] },
  Cardamom: { hindi: 'इलायची', aliases: ['elaichi', 'yelakki'] },
  'Groundnut Oil': { hindi: 'मूंगफली तेल', aliases: ['peanut oil', 'kadalai ennai'] },
  'Sesame Oil': { hindi: 'तिल का तेल', aliases: ['gingelly', 'til oil', 'nallennai'] },
  'Coconut Oil': { hindi: 'नारियल तेल', aliases: ['nariyal tel', 'thengai ennai'] },
  'Mustard Oil': { hindi: 'सरसों तेल', aliases: ['sarson', 'kachi ghani'] },
  'Desi Ghee': { hindi: 'देसी घी', aliases: ['ghee', 'घी'] },
  'Cashew Nuts': { hindi: 'काजू', aliases: ['kaju', 'godambi'] },
  Almonds: { hindi: 'बादाम', aliases: ['badam'] },
  Raisins: { hindi: 'किशमिश', aliases: ['kishmish', 'drakshi'] },
  Dates: { hindi: 'खजूर', aliases: ['khajur', 'kharjura'] },
  Walnuts: { hindi: 'अखरोट', aliases: ['akhrot'] },
  Jaggery: { hindi: 'गुड़', aliases: ['gur', 'bella', 'vellam'] },
  'Palm Jaggery': { hindi: 'ताड़ गुड़', aliases: ['karupatti', 'tal gur'] },
  Honey: { hindi: 'शहद', aliases: ['shahad', 'jenu'] },
};

/**
 * Gives every generated product a Hindi title (its grain in Hindi, then its pack) and its
 * grain's other names, as a shop that translated its catalogue has them. Longer grain names
 * go last, so "Palm Jaggery" wins over "Jaggery".
 */
export async function addHindiNames(db: Database): Promise<void> {
  const byLength = [...grains].sort((a, b) => a.length - b.length);
  for (const grain of byLength) {
    const { hindi, aliases } = hindiGrains[grain]!;
    const rest = sql`substring(${products.title} from position(${grain} in ${products.title}) + ${grain.length})`;
    await db
      .update(products)
      .set({
        translations: sql`jsonb_build_object('hi', jsonb_build_object('title', ${hindi} || ${rest}))`,
        aliases: sql`${JSON.stringify(aliases)}::jsonb`,
      })
      .where(sql`${products.title} like ${`% ${grain} %`}`);
  }
}

/** What a Hindi-reading shopper types: Hindi names, their first letters, and the other names. */
export function hindiQueries(count: number, { pick, next }: Random): string[] {
  const names = Object.values(hindiGrains);
  const queries = new Set<string>();
  for (let tries = 0; queries.size < count && tries < count * 20; tries++) {
    const { hindi, aliases } = pick(names);
    const kind = next();
    const word = pick(hindi.split(' '));
    if (kind < 0.4) queries.add(hindi);
    else if (kind < 0.6) queries.add([...word].slice(0, 2 + Math.floor(next() * 2)).join(''));
    else queries.add(pick(aliases));
  }
  return [...queries];
}
