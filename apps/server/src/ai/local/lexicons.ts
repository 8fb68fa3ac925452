import { normalsOf, stemsOf, type Token } from './tokenize.ts';

/**
 * Word lists shared by the local classifiers, written in plain English and compiled once,
 * by default to Porter2 stems so that "harassed", "harassment" and "harassing" hit the same
 * entry. Sentiment lists compile to exact word forms instead: stems conflate "excel" with
 * "excellent" and "support" with "supportive". The theme catalogue and the emergency
 * patterns keep their own lists beside their logic.
 */

export type LexiconEntry = { phrase: string; keys: string[]; weight: number };
/** by: which token form is compared; index: first key -> entries, longest first, so a phrase wins over its first word. */
export type Lexicon = { by: 'stem' | 'normal'; index: Map<string, LexiconEntry[]> };
export type LexiconHit = { entry: LexiconEntry; start: number; end: number };

/** Splits a comma- or newline-separated word list (kept as text so the lists stay compact). */
export function list(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((w) => w.trim())
    .filter(Boolean);
}

/** Compiles weighted groups: [[weight, 'word, phrase, ...'], ...]. A repeated phrase keeps its last weight. */
export function compileLexicon(groups: [number, string][], by: Lexicon['by'] = 'stem'): Lexicon {
  const byKey = new Map<string, LexiconEntry>();
  for (const [weight, text] of groups) {
    for (const phrase of list(text)) {
      const keys = by === 'stem' ? stemsOf(phrase) : normalsOf(phrase);
      if (keys.length > 0) byKey.set(keys.join(' '), { phrase, keys, weight });
    }
  }
  const index = new Map<string, LexiconEntry[]>();
  for (const entry of byKey.values()) {
    const bucket = index.get(entry.keys[0]!) ?? [];
    bucket.push(entry);
    index.set(entry.keys[0]!, bucket);
  }
  for (const bucket of index.values()) bucket.sort((a, b) => b.keys.length - a.keys.length);
  return { by, index };
}

/** Every non-overlapping occurrence of a lexicon entry in the token stream ("on-call" matches "on call"). */
export function matchLexicon(lex: Lexicon, tokens: Token[]): LexiconHit[] {
  const hits: LexiconHit[] = [];
  const by = lex.by;
  for (let i = 0; i < tokens.length; i++) {
    const bucket = lex.index.get(tokens[i]![by]);
    if (!bucket) continue;
    for (const entry of bucket) {
      let j = i;
      let k = 1;
      for (; k < entry.keys.length; k++) {
        j++;
        if (tokens[j]?.normal === '-') j++;
        if (tokens[j]?.[by] !== entry.keys[k]) break;
      }
      if (k === entry.keys.length) {
        hits.push({ entry, start: i, end: j });
        i = j;
        break;
      }
    }
  }
  return hits;
}

/** A set of single-word stems (for quick membership tests). */
export function stemSet(words: string[]): Set<string> {
  return new Set(words.flatMap((w) => stemsOf(w)));
}

/**
 * Sentiment words that matter at work and that wink's general lexicon misses or misjudges
 * ("understaffed", "unpaid", "ignored"). Weights are -3..3 like AFINN. Exact word forms, so
 * inflections are listed.
 */
export const SENTIMENT = compileLexicon(
  [
    [
      -3,
      `burnout, burnt out, burned out, toxic, unsafe, terrible, awful, horrible, miserable, harassment, harassed, harassing,
       bullying, bullied, bully, discrimination, discriminated, hate, hates, hated, sucks, worst, dangerous, humiliated,
       humiliating, unacceptable, violence, nightmare, disgusting, appalling, killing me, killing us, murdering me, scared to`,
    ],
    [
      -2,
      `broken, unfair, ignored, exhausted, exhausting, stressed, stressful, understaffed, short staffed, short-staffed, frustrated,
       frustrating, rude, disrespect, disrespectful, worse, useless, annoying, ridiculous, impossible, overwhelmed, anxious, afraid,
       scared, angry, upset, demoralised, demoralized, chaos, chaotic, mess, crash, crashes, crashed, crashing, keeps crashing,
       fail, fails, failed, failing, failure, unpaid, underpaid, overworked, bad, poor, disappointed, disappointing, waste, wasted,
       wasting, outage, outages, dirty, hurt, hurts, injured, hazard, yelled, yelling, shouted, shouts, shouting, screamed,
       embarrassed, embarrassing, unheard, undervalued, unappreciated, favouritism, favoritism, micromanage, micromanaging,
       struggling, worried, fed up, sick of, tired of, does not work, do not work, not working, threat, threatened, steal,
       stealing, blame, blamed, lack of, unreliable, pointless, demotivated, drained, brutal, unbearable, joke, a joke, mystery,
       a mystery, terrified, furious, unusable, unsustainable, not sustainable, not okay, not ok, makes no sense, blindsided`,
    ],
    [
      -1,
      `broke, late, slow, slower, ignore, stress, problem, problems, complaint, complaints, missing, lack, confusing, unclear,
       delay, delays, delayed, leak, leaking, noisy, cramped, stuck, tired, struggle, cancelled, nobody, concern, concerns,
       concerned, freezing, quit, quitting, losing, lost, inconsistent, annoyed, difficult, hard, behind, overdue, outdated, clunky,
       messy, issue, issues, worry, nervous, uncomfortable, mistake, mistakes, error, errors, wrong, never, dropping, drops, cold,
       too hot, down again, not fixed, numb, dark, pitch black, rumours, rumors, anxious, resigned, leave, leaving, chasing,
       out of pocket, waiting, still waiting, times out, unable, can not, cannot`,
    ],
    [
      1,
      `good, better, easy, nice, crushed, smashed, flexible, improvement, helped, helps, works well, fair, clear, solid, calm,
       useful, listened, listens, sensible, accurate, faster, like, liked, welcome, supported`,
    ],
    [
      2,
      `great, thank, thanks, thank you, appreciate, appreciated, helpful, happy, proud, enjoy, enjoyed, supportive, improved,
       best, fun, welcoming, smooth, recognised, recognized, celebrate, celebrated, shout out, shout-out, shoutout, glad, win,
       wins, won, success, successful, excited, valued, made a difference, love working, really like, legends, legend,
       lovely, triumph, works really well`,
    ],
    [
      3,
      `love, loved, loving, amazing, awesome, excellent, fantastic, wonderful, kudos, well done, impressed, grateful,
       brilliant, big thanks, huge thanks, massive thanks, went above and beyond, above and beyond, outstanding, incredible,
       superb, great job, massive shout-out, massive shout out`,
    ],
  ],
  'normal',
);

/** Words so common in workplace feedback that they say nothing about its subject. */
export const GENERIC = stemSet(
  list(`work, working, job, team, company, people, employee, staff, thing, time, day, week, really, just, also, lot, way, get, got,
  make, need, want, feel, think, know, like, please, issue, problem, everyone, someone, anyone, one, year, month, today, still,
  always, never, again, new, good, bad, place, here, guy, stuff, kind, sort, bit, go, going, say, said, tell, told, keep, even,
  much, many, every, us, we, able, since, last, now, use, take, come, see, look, help, actually, lately, etc, maybe, something,
  anything, nothing, everything, ago, hour, right, well, yet, already, lol, seem, happen, start, try, put, give, ask, let, back,
  other, same, whole, basically, literally, honestly, thing, lots, today, tomorrow, yesterday, morning, week, months, weeks`),
);

/** Cues that the writer proposes something (gold impact, opportunities, suggested actions). */
export const SUGGESTION = compileLexicon(
  [
    [
      2,
      `could we, can we, suggest, suggested, suggesting, suggestion, propose, proposed, proposal, recommend, recommended,
       what if, how about, it would help, would help, would be great if, would be helpful, maybe we, if we had, if we could,
       it would be better, we could, please add, please consider, would it be possible, is it possible to,
       it would make sense, would save, would make, would be fairer, would be faster, would be better, would unblock,
       would cut, would catch, would ramp, would free up, would stick, would reduce, would improve, would fix, would stop,
       please give us, please make, should be, i would suggest, i'd suggest, could you`,
    ],
    [
      1,
      `should, idea, consider, we need to, we need a, we need, i wish, why not, let's, let us, instead of, could be, would love,
       would be nice if, add a, set up a, switch to, introduce, pilot, trial, rotate, automate, hire, allow us, provide`,
    ],
  ],
  'normal',
);

/** Cues that the proposal names its benefit ("so that", "would save"). */
export const BENEFIT = compileLexicon(
  [
    [2, `so that, which would, would mean, would save, would cut, would free up, would reduce, would improve`],
    [
      1,
      `save, saves, saving, reduce, reduces, improve, improves, faster, quicker, fewer, less time, efficient, avoid, prevent,
       boost, increase, cut, because, easier, retain, retention, morale, revenue, customer satisfaction, productivity, errors,
       mistakes, hours, minutes, cost, costs, catch, unblock, fairer`,
    ],
  ],
  'normal',
);

/** Strong insults and profanity: the "violent" quality warning covers abusive language too. */
export const ABUSIVE = compileLexicon([
  [1, `idiot, idiots, stupid, moron, morons, fuck, fucking, shit, bastard, bitch, asshole, scumbag, retard, retarded, dickhead`],
]);
