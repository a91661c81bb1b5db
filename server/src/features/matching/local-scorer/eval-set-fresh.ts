import { pair, type EvalPair } from './eval-types.js';

/**
 * A second held-out batch, written after the first test run had been inspected (see
 * docs/matching.md). It is all 'test' and was scored once, with no tuning afterwards.
 */
export const FRESH_PAIRS: readonly EvalPair[] = [
  pair('f01', 'test', 'strong', [
    "Retired postman in Galway. I'm out on the bog roads with my binoculars most mornings.",
    'A lady who likes fresh air and a bit of birdsong.',
    "Widowed, 66, and I've walked every coastal path in Connemara at least twice.",
    'Someone gentle who enjoys the wild places as much as I do.',
  ]),
  pair('f02', 'test', 'strong', [
    "I'm a sound engineer in Nashville; my evenings are spent in small venues listening to new bands.",
    'Someone who gets as excited about a great set as I do.',
    "I play fiddle in a bluegrass band and go to a show almost every week.",
    'A fellow music nerd to share headphones with.',
  ]),
  pair('f03', 'test', 'strong', [
    "I'm 29 and I want a big family one day, ideally with four kids running around.",
    "A man who's ready to be a dad in the next few years.",
    "Eldest of seven, and I can't wait to raise a family of my own.",
    'Someone who sees children in our future and wants to build a home together.',
  ]),
  pair('f04', 'test', 'strong', [
    'Cantonese home cook, I make dumplings from scratch every Sunday.',
    'Someone who will eat anything I put in front of them.',
    "I'm a pastry chef and I spend my days off hunting down hole-in-the-wall noodle shops.",
    'A fellow food lover who likes to cook together.',
  ]),
  pair('f05', 'test', 'strong', [
    'Quiet PhD student in Uppsala; I read philosophy and drink far too much tea.',
    'Someone thoughtful who enjoys slow evenings talking about ideas.',
    "I'm a librarian who writes poetry and prefers a quiet café to a loud bar.",
    'A curious, calm person who loves books.',
  ]),
  pair('f06', 'test', 'strong', [
    "I'm an Anglican vicar's daughter and church is where I feel at home.",
    'A Christian man whose faith is real and lived.',
    'I lead worship at my church and volunteer with the youth group.',
    'A woman who loves Jesus and serves others.',
  ]),
  pair('f07', 'test', 'strong', [
    'Personal chef by day, Muay Thai at night; I train five times a week.',
    'Someone who loves to sweat and push themselves.',
    "Marathoner and spin instructor; I'm happiest when my legs are aching.",
    'A partner who lives an active, healthy life.',
  ]),
  pair('f08', 'test', 'strong', [
    'I teleworked from Lisbon, Mexico City and Tbilisi last year.',
    "Someone who'd happily pack up and move countries with me.",
    "I'm a travel nurse, so I relocate every few months and love it.",
    'An adventurous soul who loves new places.',
  ]),
  pair('f09', 'test', 'dealbreaker', [
    'I love hiking, cooking and my cat Luna.',
    "Someone who loves hiking and cooking. Please, no smokers: I can't stand the smell.",
    "Hiker and keen cook; I have a cat too. I'm a smoker and I enjoy it.",
    'Someone who loves hiking, cats and cooking.',
  ]),
  pair('f10', 'test', 'dealbreaker', [
    "I'm 35, I love travel and live music, and I'm ready for kids.",
    'A music lover who travels, and who definitely wants children.',
    "Music lover and traveller. I've decided I never want children.",
    'Someone who loves live music and travel.',
  ]),
  pair('f11', 'test', 'dealbreaker', [
    'Dog lover and runner in Leeds.',
    'A runner who loves dogs. I will not date anyone who does drugs.',
    'Runner with two dogs. I take cocaine at parties most weekends.',
    'A runner who loves dogs.',
  ]),
  pair('f12', 'test', 'dealbreaker', [
    'I love reading, cooking and the theatre. My faith matters to me.',
    'A reader who loves the theatre. He must share my Christian faith.',
    "Reader, cook and theatre lover. I'm an atheist.",
    'Someone who loves books, cooking and the theatre.',
  ]),
  pair('f13', 'test', 'dealbreaker', [
    'Swimmer and foodie who loves long dinners with friends.',
    "A swimmer who loves food. I'm sober, so heavy drinking is a red flag.",
    "Swimmer and foodie. I'm a heavy drinker and I love a boozy dinner.",
    'Someone who swims and loves food.',
  ]),
  pair('f14', 'test', 'dealbreaker', [
    'Artist and traveller; I want one partner for life.',
    'An artsy traveller who is monogamous. Open relationships are a dealbreaker.',
    "Artist and traveller. I'm in an open relationship and looking for another partner.",
    'Someone who loves art and travel.',
  ]),
  pair('f15', 'test', 'dealbreaker', [
    'I love gardening, baking and my two rabbits.',
    'A gardener who bakes. Must be fine with pets.',
    "Gardener and baker. I don't like animals in the house, and pets are a no for me.",
    'Someone who gardens and bakes.',
  ]),
  pair('f16', 'test', 'dealbreaker', [
    "I love surfing and music, and I'm staying in Cornwall for good.",
    "A surfer who loves music. I won't move, so you must live nearby.",
    "Surfer and music lover. I'm moving to Bali next month and want my partner to come with me.",
    'A surfer who loves music and wants to relocate abroad.',
  ]),
  pair('f17', 'test', 'weak', [
    "I'm a competitive powerlifter and I meal-prep every Sunday.",
    'Someone who lifts.',
    "I'm a poet who hates exercise and lives on toast.",
    'Someone dreamy and bookish.',
  ]),
  pair('f18', 'test', 'weak', [
    'I love heavy nights out, festivals and travelling on a whim.',
    'Someone who likes to party.',
    'I go to bed at nine and I love my routine, my garden and my church.',
    'A calm, home-loving Christian man.',
  ]),
  pair('f19', 'test', 'weak', [
    "I'm a devout Muslim who prays five times a day.",
    'A practising Muslim woman.',
    "I'm a Buddhist nun's niece and I meditate daily.",
    'Someone spiritual and gentle.',
  ]),
  pair('f20', 'test', 'weak', [
    'I want three kids and a house in the suburbs.',
    'A family man.',
    "I'm a digital nomad and I don't plan to settle down or have children.",
    'Someone free-spirited who travels.',
  ]),
  pair('f21', 'test', 'weak', [
    "I'm a stockbroker who loves golf and fine dining.",
    'A polished, ambitious woman.',
    "I'm an anarchist squatter who plays in a punk band.",
    'Someone anti-establishment.',
  ]),
  pair('f22', 'test', 'weak', [
    "I'm a kind, honest person who likes a laugh.",
    'Someone kind and honest.',
    "I'm honest to a fault and work long hours in logistics.",
    'Someone loyal.',
  ]),
  pair('f23', 'test', 'weak', [
    'I love quiet evenings with a puzzle and classical music.',
    'Someone calm who likes staying in.',
    "I'm a bartender who works till 3am and loves techno.",
    'Someone who loves the club scene.',
  ]),
  pair('f24', 'test', 'weak', [
    'Vegan chef and animal rights activist.',
    'Someone who shares my values about animals.',
    'Cattle rancher who loves a steak and hunting season.',
    'A country girl who loves meat and horses.',
  ]),
];
