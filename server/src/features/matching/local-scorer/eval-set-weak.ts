import { pair, type EvalPair } from './eval-types.js';

/**
 * Pairs a matchmaker would not introduce: little in common, lives that pull apart, or only the
 * generic words everybody uses ("kind", "honest"). No explicit dealbreaker is stated.
 */
export const WEAK_PAIRS: readonly EvalPair[] = [
  pair('w01', 'dev', 'weak', [
    "Investment banker in London; I work 80-hour weeks and unwind at members' clubs.",
    'A glamorous partner who loves nightlife, fine dining and city breaks.',
    'Sheep farmer in rural Wales, early to bed and early to rise.',
    'Someone who loves the quiet country life and mucking in on the farm.',
  ]),
  pair('w02', 'test', 'weak', [
    'Gamer and anime fan who rarely leaves the house.',
    'Someone who loves video games and quiet nights in.',
    "Mountaineer and ultra-runner; I'm outside in all weathers.",
    'An adventurous athlete to climb peaks with.',
  ]),
  pair('w03', 'dev', 'weak', [
    "I'm a party girl; I love clubbing and cocktails until dawn.",
    'Someone wild and spontaneous who loves a night out.',
    'Quiet, introverted accountant who goes to bed at nine.',
    'A calm homebody who likes routine.',
  ]),
  pair('w04', 'test', 'weak', [
    'Devout evangelical Christian who spends Sundays at church.',
    'A God-fearing woman who wants a traditional family.',
    'Free-spirited atheist artist who travels constantly.',
    "Someone unconventional who doesn't want to settle down.",
  ]),
  pair('w05', 'dev', 'weak', [
    "I'm 30 and I dream of having three children.",
    'Someone family-oriented who wants kids soon.',
    "I love my freedom and I'm not interested in being a parent.",
    'Someone independent who likes spontaneous travel.',
  ]),
  pair('w06', 'test', 'weak', [
    'Fitness fanatic; I train twice a day and eat clean.',
    'Someone equally disciplined about health and fitness.',
    'Proud couch potato; I love takeaway pizza and TV marathons.',
    'Someone laid-back who likes lazy weekends.',
  ]),
  pair('w07', 'dev', 'weak', [
    'Opera lover and classical violinist in Vienna.',
    'A cultured partner who enjoys the symphony and art museums.',
    'Mechanic who loves monster trucks and motocross.',
    'Someone who loves cars, engines and racing.',
  ]),
  pair('w08', 'test', 'weak', [
    "I'm a city girl: rooftop bars, gallery openings and brunch.",
    'Someone stylish and urban who loves city life.',
    'I live off-grid in a cabin in Alaska and hunt for my food.',
    'Someone self-sufficient who wants to live far from towns.',
  ]),
  pair('w09', 'dev', 'weak', [
    "I'm kind and honest, and I work in insurance.",
    'Someone kind, honest and fun.',
    'Honest guy; I like fixing cars and watching football.',
    'A kind woman who likes football.',
  ]),
  pair('w10', 'test', 'weak', [
    'Night owl musician who sleeps till noon.',
    'Someone who loves late nights and jam sessions.',
    "I'm up at 5am every day for my farm chores.",
    'An early riser who loves the outdoors.',
  ]),
  pair('w11', 'dev', 'weak', [
    'Politically conservative rancher; I love hunting and country music.',
    'A traditional woman who loves the country life.',
    'Progressive vegan activist in San Francisco who loves techno.',
    'A progressive partner who cares about animal rights.',
  ]),
  pair('w12', 'test', 'weak', [
    'I love spontaneous road trips and never plan anything.',
    'Someone adventurous who goes with the flow.',
    "I'm a meticulous planner who likes routines and spreadsheets.",
    'Someone organised and predictable.',
  ]),
  pair('w13', 'dev', 'weak', [
    'Marathon runner and nutritionist.',
    'A health-conscious runner.',
    'Chain-smoking novelist who lives on coffee and cigarettes.',
    'A bohemian soul who loves late-night conversations.',
  ]),
  pair('w14', 'test', 'weak', [
    'Gentle introvert who loves gardening and birdwatching.',
    'Someone quiet and patient.',
    'Loud, competitive salesman who loves extreme sports and parties.',
    'Someone who can keep up with my energy and loves partying.',
  ]),
  pair('w15', 'dev', 'weak', [
    'I collect stamps and study medieval history.',
    'Someone who loves history and museums.',
    "I'm a professional surfer who lives on the beach.",
    'Someone who loves surfing and the ocean.',
  ]),
  pair('w16', 'test', 'weak', [
    'Tech startup founder who works all hours and travels for business.',
    'Someone ambitious who loves the hustle.',
    'I work part time so I can spend afternoons painting and napping.',
    'Someone relaxed who values slow living over careers.',
  ]),
  pair('w17', 'dev', 'weak', [
    'I want to get married and have a big family.',
    'A committed partner ready for marriage.',
    "I'm just looking for something casual, nothing serious.",
    'Someone fun for the summer, no strings.',
  ]),
  pair('w18', 'test', 'weak', [
    'Vegan animal rights campaigner.',
    'Someone who cares about animals.',
    'Butcher and avid hunter; I love a barbecue.',
    'Someone who loves meat and the outdoors.',
  ]),
  pair('w19', 'dev', 'weak', [
    "I love reading, but I'm a heavy drinker and I party every night.",
    'Someone wild who will keep up with me at the bar.',
    "I love reading and I've been sober for years; I'm in bed by ten.",
    'Someone calm and sober.',
  ]),
  pair('w20', 'test', 'weak', [
    'Retired naval officer who loves sailing and golf.',
    'A refined lady who enjoys the yacht club.',
    'Twenty-four-year-old skater and tattoo artist.',
    'Someone edgy who loves punk shows.',
  ]),
  pair('w21', 'dev', 'weak', [
    "I'm a homebody who loves baking and knitting.",
    'Someone who enjoys staying in.',
    'I travel nine months a year as a travel blogger.',
    'Someone who will come along on my travels.',
  ]),
  pair('w22', 'test', 'weak', [
    'Buddhist monk-in-training who meditates daily.',
    'A spiritual seeker.',
    'Wall Street trader who loves fast cars and nightclubs.',
    'Someone glamorous who loves luxury.',
  ]),
  pair('w23', 'dev', 'weak', [
    'Sports fanatic; I watch every football match in the pub.',
    'Someone who loves sport and a pint.',
    "I hate sports and I don't drink.",
    'Someone into poetry and quiet cafés.',
  ]),
  pair('w24', 'test', 'weak', [
    "I'm an extrovert who needs people around me all the time.",
    'A social butterfly with lots of friends.',
    "I'm a recluse; I work from home and rarely see anyone.",
    'Someone who respects my need for solitude.',
  ]),
  pair('w25', 'dev', 'weak', [
    'Nomadic photographer; I never stay anywhere more than three months.',
    'Someone who wants to roam the world with me.',
    "I've lived in the same village my whole life and I'll never leave it.",
    'Someone rooted in the community who wants to stay here.',
  ]),
  pair('w26', 'test', 'weak', [
    'Software engineer who loves coding side projects.',
    'Someone techy.',
    "I'm a yoga instructor who avoids screens and technology.",
    'Someone spiritual and unplugged.',
  ]),
  pair('w27', 'dev', 'weak', [
    'I love horror films and heavy metal concerts.',
    'Someone who loves metal and gore.',
    'I love romantic comedies and pop music.',
    'Someone sweet and romantic.',
  ]),
  pair('w28', 'test', 'weak', [
    'Cat lady with five cats; I love crosswords.',
    'Someone who loves cats and puzzles.',
    'Allergic to everything with fur; I love hiking and climbing.',
    'An adrenaline junkie.',
  ]),
  pair('w29', 'dev', 'weak', [
    "I'm a workaholic surgeon with little free time.",
    "Someone independent who doesn't need much attention.",
    "I'm very affectionate and I need lots of quality time.",
    'Someone who is always available and loves cuddles.',
  ]),
  pair('w30', 'test', 'weak', [
    'Christian youth pastor who loves worship music.',
    'A woman of faith.',
    'Atheist comedian who jokes about religion.',
    'Someone irreverent with a dark sense of humour.',
  ]),
  pair('w31', 'dev', 'weak', [
    'I love skiing and luxury holidays in the Alps.',
    'Someone who can afford to travel in style.',
    "I'm a student on a tight budget who loves cheap camping trips.",
    'Someone frugal who enjoys simple pleasures.',
  ]),
  pair('w32', 'test', 'weak', [
    'Early-rising baker in a small Italian town; I love Sunday Mass and my big family.',
    'A traditional, family-focused man.',
    'Berlin DJ; I sleep all day and play techno all night.',
    'Someone who lives for the party scene.',
  ]),
  pair('w33', 'test', 'weak', [
    'I love live music, late nights and a cold beer with the band.',
    "Someone who loves going out and doesn't want to settle down.",
    "I sing in my church choir and I'm hoping to marry and start a family soon.",
    'A faithful, family-minded man who wants children.',
  ]),
  pair('w34', 'dev', 'weak', [
    "I travel a lot for work and I'm a fairly serious, private person.",
    'Someone reserved and quiet.',
    "I love travelling and I'm the loudest person at every party.",
    'Someone loud and fun who loves to party.',
  ]),
];
