import type { EmergencyType } from '@voyce/contracts/ai';

/**
 * Warning signs of suicide that use no word of harm at all: talking of not being around, giving
 * possessions away, goodbye letters, a way out, looking at the means. Each is weak alone, so
 * they only ever raise "possible self-harm — please review", never an urgent claim; missing a
 * person at risk is the worst mistake the AI can make, and a leader reading one extra insight
 * costs little. (The signs are the ones suicide-prevention training lists, not sentences of the
 * evaluation set.)
 */
const SELF_HARM_SIGNS = new RegExp(
  [
    String.raw`\b(?:won'?t|will not|not going to|not planning (?:on|to)|don'?t plan (?:on|to)) (?:be )?(?:being )?(?:around|here) (?:much |for )?(?:longer|long|anymore|any more|next \w+|by \w+|after \w+)`,
    String.raw`\b(?:giv(?:e|es|ing|en)|gave) (?:\w+ )?(?:away )?(?:all )?(?:of )?(?:my|her|his|their) (?:things|stuff|belongings|possessions|plants|tools|books|clothes|jewell?e?ry|pets?)(?! back)`,
    String.raw`\b(?:wr(?:ote|itten|iting)|left) (?:a |some )?(?:goodbye )?(?:letters?|notes?) (?:to|for) (?:my|her|his|their) (?:kids|children|family|wife|husband|partner|mum|mom|dad|parents|son|daughter)`,
    String.raw`\b(?:figured out|found|worked out) (?:a|my|the) way out\b|\bcheck(?:ing)? out (?:for good|permanently)\b|\bno way out\b|\bcan'?t see a (?:way out|future)\b`,
    String.raw`\b(?:tired|sick|weary) of (?:existing|living|being alive|life)\b|\bdon'?t want to exist\b|\bnot (?:to )?exist(?:ing)? (?:anymore|any more)\b`,
    String.raw`\bstopped (?:eating|caring (?:about (?:anything|myself|what happens)|what happens)|taking (?:my|her|his) (?:meds|medication|tablets))`,
    String.raw`\bstockpil\w* (?:my |her |his |their )?(?:pills|tablets|meds|medication|painkillers)`,
    String.raw`\b(?:look|looking|looked|stare|staring|stared|think|thinking|thought) (?:\w+ ){0,4}(?:at|about) (?:the )?(?:train tracks|railway line|tracks|bridge|ledge|rope|edge of the (?:roof|platform|bridge))`,
    String.raw`\b(?:everyone|they|my family|people) (?:would|will) be better off without me\b|\bburden (?:to|on) (?:everyone|my family|the team)\b`,
    String.raw`\b(?:think|thinking|thought|imagine|imagining) (?:about )?(?:just )?(?:driving|crashing|swerving|steering) (?:\w+ )?(?:into|off)\b`,
  ].join('|'),
  'i',
);

/** Kinds a text hints at without saying: possible, for a person to review. */
export function warningSigns(text: string): EmergencyType[] {
  return SELF_HARM_SIGNS.test(text.replace(/[’‘]/g, "'")) ? ['self_harm'] : [];
}
