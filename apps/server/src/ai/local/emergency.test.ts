import { describe, expect, it } from 'vitest';
import { detectEmergencies, findEmergencies } from './emergency.ts';
import { clausesOf, isNegated, normalizeForPatterns, stripIdioms } from './emergency-text.ts';

describe('emergency detection', () => {
  it.each([
    ['He punched me in the stock room.', ['violence']],
    ['My supervisor shoved me against the racking yesterday.', ['violence']],
    ['She was slapped by a customer at the desk.', ['violence']],
    ['Two drivers got into a fist fight in the yard.', ['violence']],
    ['Marco threw a stapler at Jess during the review.', ['violence']],
    ['Someone has been stealing cash from the till for weeks.', ['crime']],
    ['The night lead is taking stock home in his van.', ['crime']],
    ['Finance is falsifying the expense reports before the audit.', ['crime']],
    ['A rep pays kickbacks to a buyer to keep the contract.', ['crime']],
    ['People are selling drugs in the car park.', ['crime']],
    ['I will hurt him if he does that again.', ['threat']],
    ["Dan said he'd bring his gun to work if he gets fired.", ['threat']],
    ['Tom told me he is going to kill Mark after the shift.', ['threat']],
    ['He keeps following me to my car after shifts.', ['threat']],
    ['He said I should watch my back if I keep complaining.', ['threat']],
    ['honestly i dont want to be here anymore, i think about ending it all', ['self_harm']],
    ['A customer said he would come to the office and hurt the agent who refused him.', ['threat']],
    ["He pinned me against the wall and said next time he'd break my face.", ['violence', 'threat']],
  ])('flags: %s', (text, types) => {
    expect(detectEmergencies(text)).toEqual(types);
  });

  it.each([
    'The deadline is killing me.',
    'We crushed our sales target this quarter!',
    'No one got hurt, but the ladder in aisle 6 is broken.',
    'Nothing was stolen but the back door was left open.',
    'I would never hurt anyone, I just want a raise.',
    'My manager threatened to write me up for being late.',
    'Can you shoot me an email with the numbers?',
    'The news really hit me hard.',
    'He punched in late again.',
    'She stole the show at the conference.',
    'She stole my idea in the meeting and took the credit.',
    'We need to attack the support backlog.',
    'The fraud prevention team needs two more analysts.',
    'This heat is going to kill someone one day, the fans do not work.',
    "I'd kill for a coffee machine that works.",
    'We were robbed in the semi-final of the five-a-side tournament.',
    'The kitchen knives are blunt.',
    'Pick rates went up again. People are skipping breaks to hit them.',
    'I was hit by a forklift and nobody cares about safety.',
  ])('lets go: %s', (text) => {
    expect(detectEmergencies(text)).toEqual([]);
  });

  it('reports the evidence it used', () => {
    expect(findEmergencies('He grabbed me by the arm.')).toEqual([{ type: 'violence', evidence: 'grabbed me' }]);
  });

  describe('text preparation', () => {
    it('expands contractions, including ones typed without apostrophes', () => {
      expect(normalizeForPatterns("I won't, he'll, she'd, we dont, cant")).toBe('I will not, he will, she would, we do not, can not');
    });

    it('blanks idioms that borrow violent words', () => {
      expect(stripIdioms('the deadline is killing me')).not.toMatch(/killing/);
      expect(stripIdioms('we smashed our quarterly target')).not.toMatch(/smashed/);
    });

    it('splits clauses at punctuation and linking words, and at "and" only before a new subject', () => {
      expect(clausesOf('No one was hurt, but he hit her and she fell')).toEqual(['No one was hurt', 'he hit her', 'she fell']);
      expect(clausesOf('threw a chair and a stapler at me')).toEqual(['threw a chair and a stapler at me']);
    });

    it('sees negation right before the verb or as a negative subject', () => {
      expect(isNegated('he did not hit me', 'he did not '.length)).toBe(true);
      expect(isNegated('no one was hurt', 'no one was '.length)).toBe(true);
      expect(isNegated('I can not believe he punched me', 'I can not believe he '.length)).toBe(false);
    });
  });
});

/**
 * Four rounds of phrasings written blind after the detector was built, to see how it
 * generalises (each round was measured first, then the patterns were widened by category).
 * Recall on each fresh round before widening: 0.50, 0.47, 0.40, 0.20; the rounds are kept
 * as regression cases. Known misses stay listed so the figures below stay honest.
 */
const HELD_OUT: [string, string[]][] = [
  ['The new driver kicked a pallet jack into my leg on purpose and laughed.', ['violence']],
  ['Someone keyed my car in the staff car park and slashed two tyres.', ['crime']],
  ['My line manager pushed me down the stairs during the argument on Friday.', ['violence']],
  ['I overheard the shift lead saying he would stab the next person who reports him.', ['threat']],
  ['Petty cash has been short by £200 every week and the receipts are forged.', ['crime']],
  ['A colleague hit his girlfriend in the car park in front of everyone after work.', ['violence']],
  ['If they cut my hours again I swear I will make them all pay for it.', ['threat']],
  ['The regional manager is claiming mileage for trips he never made. That is fraud.', ['crime']],
  ['Somebody has been sending me messages saying they know which bus I take home.', ['threat']],
  ['He choked me with my lanyard as a joke and I could not breathe.', ['violence']],
  ['A customer threw a coffee at our cashier this morning.', ['violence']],
  ['Our team lead keeps taking tips out of the shared jar for himself.', ['crime']],
  ['We absolutely slaughtered the competition at the trade show this year.', []],
  ['My inbox is a crime scene after two weeks of holiday.', []],
  ['The new pricing is daylight robbery for our smaller clients.', []],
  ['This bug is going to be the death of me.', []],
  ['I could murder a pizza after that stocktake.', []],
  ['Nobody was injured when the shelf collapsed, but it was close.', []],
  ['The auditors found no evidence of theft in the stock discrepancies.', []],
  ['He lost his temper in the meeting but nobody was threatened or hurt.', []],
  ['Our sales team is killing it this month.', []],
  ['Stop stealing my pens, whoever you are :)', []],
  ['That presentation was a knockout, well done Jess.', []],
  ['I am dying to know what the new bonus scheme looks like.', []],
  ['The forklift driver rammed his truck into a colleague on purpose after they argued.', ['violence']],
  ['Last night a security guard beat a shoplifter until he was bleeding.', ['violence']],
  ['My co-worker bit me during a scuffle over the last parking space.', ['violence']],
  ['The store manager slapped a junior for dropping a box.', ['violence']],
  ['Someone broke into the cash office over the weekend and emptied the safe.', ['crime']],
  ['Two of the drivers are selling fuel from the company tank to their mates.', ['crime']],
  ['I think my manager is embezzling money from the charity collection.', ['crime']],
  ['The payroll clerk gave herself an extra £500 a month through a fake employee.', ['crime']],
  ['There is cocaine being passed around at the Christmas do, in the toilets.', ['crime']],
  ["He told me he's got a knife in his bag and he isn't afraid to use it.", ['threat']],
  ['She said next time I report her she will get her brothers to sort me out.', ['threat']],
  ['I keep thinking about killing myself before my shifts.', ['self_harm']],
  ['If I get sacked I am coming back with a baseball bat.', ['threat']],
  ['A former partner of one of our agents keeps turning up at reception and threatening her.', ['threat']],
  ['He said he would burn the warehouse down if they do not pay him.', ['threat']],
  ['Our new CRM rollout was an absolute massacre of productivity.', []],
  ['The quarter-end push nearly killed the whole finance team.', []],
  ['We got beaten by a competitor on price again.', []],
  ['I was shot down every time I suggested a change.', []],
  ['The interview panel grilled me like a criminal.', []],
  ['Nobody attacked anyone, but the shouting match was awful.', []],
  ['The printer is a weapon of mass frustration.', []],
  ['Our team fought hard to hit the launch date.', []],
  ['The IT team has been hammered with tickets after the update.', []],
  ['Nothing has been stolen since they fixed the gate.', []],
  ['Sales absolutely destroyed their target this quarter.', []],
  ['We need to kill off the weekly status meeting, it is pointless.', []],
  ['The fire drill was a shambles, people did not know where to go.', []],
  ['Security theft training was useful and short.', []],
  ['The new rota is a threat to everyone’s work-life balance.', []],
  ['A picker was kicked in the ribs by the night team leader in aisle 9.', ['violence']],
  ['My manager grabbed my throat when I refused to stay late.', ['violence']],
  ['Customers have been spitting at the delivery drivers at the Elm Street drop.', ['violence']],
  ['An agent got headbutted by a drunk visitor in reception.', ['violence']],
  ["He smashed a chair over a colleague's back during the night shift.", ['violence']],
  ['Someone is nicking laptops from the IT store room; six are gone this month.', ['crime']],
  ['Our depot manager takes cash payments from customers and never records them.', ['crime']],
  ['The finance director asked me to hide losses from the auditors.', ['crime']],
  ['One of the temps was caught stealing parcels from the conveyor.', ['crime']],
  ['I found out a team lead is taking bribes to give people the good shifts.', ['crime']],
  ['He texted me a photo of a gun with the words see you Monday.', ['threat']],
  ['A colleague said that if he is made redundant, people will get hurt.', ['threat']],
  ['I have been having thoughts of suicide since the restructure.', ['self_harm']],
  ['The ex-employee posted online that he is going to shoot up the depot.', ['threat']],
  ['My supervisor said he will break my legs if I go to HR again.', ['threat']],
  ['The rollout killed our morale for a month.', []],
  ['Our CEO crushed it at the town hall, best talk in years.', []],
  ['This spreadsheet is a crime against humanity.', []],
  ['Customer support is getting hammered by the outage.', []],
  ['The vending machine robbed me of two pounds again.', []],
  ['I have been fighting with the expense tool all week.', []],
  ['Nobody was hurt in the fire drill but it took 20 minutes to evacuate.', []],
  ['My back is killing me from the old chairs.', []],
  ['We are going to smash the Q4 target if the stock arrives.', []],
  ['The new manager is a breath of fresh air, she actually listens.', []],
  ['The budget cuts will hit the warehouse team hardest.', []],
  ['I would never steal from the company, but the bag checks feel insulting.', []],
  ['Our competitors are stealing our customers with cheaper shipping.', []],
  ['The knife-edge margins on the new contract worry me.', []],
  ['The bomb of an announcement about the office move caught everyone off guard.', []],
  ['The line lead shoved a new starter off the loading ramp and he sprained his ankle.', ['violence']],
  ['Two warehouse lads were scrapping in the canteen and one got a bloody nose.', ['violence']],
  ['My team leader threw his phone at my head when the numbers came in.', ['violence']],
  ["A patient's relative assaulted one of the receptionists this afternoon.", ['violence']],
  ['she pulled my hair and dragged me across the floor in the changing room', ['violence']],
  ['Cash from the raffle has gone walkabout and the manager is the only one with the key.', ['crime']],
  ["Somebody has been swiping customers' card details at the returns desk.", ['crime']],
  ['The shift manager clocks his mates in when they are not even on site and they get paid.', ['crime']],
  ['I was told to change the temperature logs so the inspection passes.', ['crime']],
  ['Our purchasing lead gets envelopes of cash from a supplier every month.', ['crime']],
  ['He keeps saying he is going to do something drastic to the managers, and he has been researching where they live.', ['threat']],
  ["If they cut my shifts again, I'll make sure that office goes up in flames.", ['threat']],
  ['I honestly feel like ending my life, work is the last straw.', ['self_harm']],
  ["An angry customer rang back three times saying he'd wait for our driver after work and deal with him.", ['threat']],
  ["Someone left a note on my locker saying I'm dead if I speak to HR again.", ['threat']],
  ['The Monday meeting is murder on my calendar.', []],
  ['Our team got absolutely slammed with orders this week.', []],
  ["I'd shoot for a 10% improvement next quarter.", []],
  ['Management keeps shooting down ideas from the floor.', []],
  ['This heat wave is brutal on the dock, we need more fans.', []],
  ['We nailed the audit, zero findings.', []],
  ['Nobody stole anything, the missing pallets were in bay 4 after all.', []],
  ['Please stop killing the good initiatives before they start.', []],
  ['The migration broke everything and took the whole day to fix.', []],
  ['That pitch was a total bomb, we need to rehearse more.', []],
  ['My manager fights for us in every budget meeting, really appreciate it.', []],
  ['Whoever keeps taking the last coffee pod without replacing it, shame on you.', []],
  ['The threat of redundancy is making everyone anxious.', []],
  ['I was robbed of a promotion I had earned.', []],
  ['The scanner guns on the dock keep dying mid-shift.', []],
];

describe('held-out phrasings', () => {
  it('keeps recall and precision at the level reached (known misses: see the list)', () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const misses: string[] = [];
    for (const [text, want] of HELD_OUT) {
      const got = detectEmergencies(text);
      for (const g of got)
        if (want.includes(g)) tp++;
        else {
          fp++;
          misses.push(`false ${g}: ${text}`);
        }
      for (const w of want)
        if (!got.includes(w as never)) {
          fn++;
          misses.push(`missed ${w}: ${text}`);
        }
    }
    console.log(
      'held-out emergencies',
      JSON.stringify({ cases: HELD_OUT.length, recall: +(tp / (tp + fn)).toFixed(3), precision: +(tp / (tp + fp)).toFixed(3) }),
    );
    if (misses.length) console.log(misses.join('\n'));
    expect(tp / (tp + fn)).toBeGreaterThanOrEqual(0.9);
    expect(tp / (tp + fp)).toBeGreaterThanOrEqual(0.9);
  });
});
