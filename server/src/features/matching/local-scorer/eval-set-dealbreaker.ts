import { pair, type EvalPair } from './eval-types.js';

/**
 * Pairs that share a lot, often word for word, where one side states a dealbreaker that the
 * other violates. A scorer that only counts overlap rates these highly; ours must not.
 */
export const DEALBREAKER_PAIRS: readonly EvalPair[] = [
  pair('d01', 'dev', 'dealbreaker', [
    'I love travel, hiking and my dog Max. Weekends are for road trips.',
    'Someone adventurous who loves dogs and travel. No smokers, please.',
    "Travel addict and dog lover, I hike whenever I can. I smoke a pack a day and I'm not quitting.",
    'An adventurous dog person to explore the world with.',
  ]),
  pair('d02', 'test', 'dealbreaker', [
    'Keen cyclist and foodie in Amsterdam; I love markets and cooking for friends.',
    'A foodie who loves cooking and cycling. Smoking is a dealbreaker for me.',
    "Foodie and cyclist, I love cooking big dinners. I'm a smoker, mostly roll-ups.",
    'Someone who loves food, cooking and bike rides.',
  ]),
  pair('d03', 'dev', 'dealbreaker', [
    'I love hiking and reading, and I want children someday soon.',
    "Someone who loves books and the outdoors. Must want kids, that's non-negotiable.",
    "Reader and hiker, I'm happiest on a mountain with a book. I don't want children, ever.",
    'A bookish hiker to share trails and novels with.',
  ]),
  pair('d04', 'test', 'dealbreaker', [
    'Childfree by choice; I love jazz, cooking and travel.',
    "Someone who loves jazz and cooking. I can't be with someone who wants kids.",
    'I love jazz clubs, cooking and travel. I really want to be a dad one day.',
    'A music lover who enjoys cooking and travel.',
  ]),
  pair('d05', 'dev', 'dealbreaker', [
    'I have three cats and two dogs, and I love cooking and gardening.',
    "A gardener and cook who loves animals. Anyone who can't live with cats and dogs is a dealbreaker.",
    "Gardening and cooking are my joys. I'm severely allergic to cats and dogs.",
    'Someone who enjoys gardening and cooking together.',
  ]),
  pair('d06', 'test', 'dealbreaker', [
    'Born and raised in Cork; my whole family is here and I love the sea and live music.',
    "Someone who loves the sea and live music. I won't do long distance, and I'm never leaving Ireland.",
    "Sea lover and gig-goer from Sydney. I'd want my partner to move to Australia to be with me.",
    'Someone who loves music and the ocean.',
  ]),
  pair('d07', 'dev', 'dealbreaker', [
    'Devout Catholic; I love hiking, travel and cooking for big family dinners.',
    "A man who loves hiking and travel and shares my faith; I won't marry outside the Church.",
    "Hiker, traveller, family guy. I'm an atheist and religion has no place in my life.",
    'Someone who loves hiking, travel and family dinners.',
  ]),
  pair('d08', 'test', 'dealbreaker', [
    'I love running, live music and my two cats.',
    "A runner who loves music and cats. I'm not religious and I can't date someone devout.",
    "Runner, music lover, cat dad. I'm a devout Christian and church is a huge part of my week.",
    'A fellow runner who loves music and pets.',
  ]),
  pair('d09', 'dev', 'dealbreaker', [
    'Ten years in recovery. I love surfing, yoga and cooking healthy food.',
    'Someone who surfs or does yoga. I absolutely cannot date someone who drinks.',
    'Surfer and yoga lover who cooks healthy meals. I love craft beer and a big night at the pub.',
    'A surfer who does yoga and loves healthy cooking.',
  ]),
  pair('d10', 'test', 'dealbreaker', [
    'Teetotal engineer; I love board games, hiking and travel.',
    'Someone into board games and hiking. Heavy drinkers are a dealbreaker.',
    'Board gamer and hiker who loves travel. I drink most nights and get properly drunk at weekends.',
    'A board game lover who likes hiking and travel.',
  ]),
  pair('d11', 'dev', 'dealbreaker', [
    "I love art galleries, cooking and travel, and I'm looking for one person to build a life with.",
    'An artsy foodie who travels. Strictly monogamous only; no open relationships.',
    "Art lover, cook and traveller. I'm polyamorous and already have a long-term partner.",
    'Someone who loves art, food and travel.',
  ]),
  pair('d12', 'test', 'dealbreaker', [
    'Climber and musician in Boulder. I practise ethical non-monogamy.',
    "A climber who loves music and is open to non-monogamy; I can't do exclusive relationships.",
    "Climber and musician; I love live shows and bouldering. I'm strictly monogamous.",
    'A climber who loves music.',
  ]),
  pair('d13', 'dev', 'dealbreaker', [
    'I love festivals, dancing and travel, but I stay completely clean.',
    'Someone who loves festivals and dancing. No drugs, absolutely no exceptions.',
    'Festival lover and dancer who travels a lot. I enjoy recreational drugs at raves.',
    'A dancer who loves festivals and travel.',
  ]),
  pair('d14', 'test', 'dealbreaker', [
    'Nurse, hiker, dog lover. I love cooking and camping.',
    "A hiker and dog lover. Weed is a dealbreaker, I can't be around it.",
    'Hiker and dog lover who loves camping and cooking. I smoke weed every evening to unwind.',
    'Someone who loves hiking, dogs and camping.',
  ]),
  pair('d15', 'dev', 'dealbreaker', [
    'Young professional in Madrid who loves tennis, travel and tapas.',
    "Someone who loves tennis and travel. I'm not ready to date a single parent.",
    "Tennis player and traveller, I love tapas nights. I'm a single dad to a wonderful six-year-old.",
    'Someone who enjoys tennis, travel and good food.',
  ]),
  pair('d16', 'test', 'dealbreaker', [
    'Bookworm and baker with a huge tabby cat called Biscuit.',
    "A reader who loves baking and cats. If you don't like cats, it's a dealbreaker.",
    "Book lover and keen baker. I really can't stand cats.",
    'Someone who reads and bakes.',
  ]),
  pair('d17', 'dev', 'dealbreaker', [
    'I love the outdoors, photography and cooking. I run every morning.',
    "An outdoorsy photographer who cooks. I won't date anyone who smokes or vapes.",
    'Outdoor photographer and home cook; I run most mornings. I vape constantly.',
    'An outdoorsy person who loves photography and running.',
  ]),
  pair('d18', 'test', 'dealbreaker', [
    'Vegan chef who loves yoga, hiking and animals.',
    'A yogi and hiker who loves animals. I can only be with a fellow vegan; meat eaters are a dealbreaker.',
    "Yoga teacher, hiker and animal lover. I'm a proud carnivore and I love a good steak.",
    'Someone who loves yoga, hiking and animals.',
  ]),
  pair('d19', 'dev', 'dealbreaker', [
    "Teacher who loves camping and board games. I can't wait to have kids.",
    'Someone who loves camping and games and wants a family. Not wanting children is a dealbreaker.',
    "Camping fan and board gamer. I'm definitely never having children.",
    'Someone who loves camping and board games.',
  ]),
  pair('d20', 'test', 'dealbreaker', [
    'British Pakistani doctor; I love cricket, travel and cooking biryani for friends.',
    'A practising Muslim woman who loves travel and cooking; I must marry within my faith.',
    "Doctor who loves cricket, travel and cooking. I'm not religious at all, I'm an atheist.",
    'Someone who loves travel, cooking and cricket.',
  ]),
  pair('d21', 'dev', 'dealbreaker', [
    'Living in Toronto; I love skiing, jazz and cooking.',
    'A skier who loves jazz. No long-distance relationships, please.',
    "Skier and jazz lover in Vancouver who loves cooking. I'm looking for a long-distance relationship for now.",
    'A skier who loves jazz and cooking, happy to do long distance.',
  ]),
  pair('d22', 'test', 'dealbreaker', [
    'Asthmatic but active: I swim, hike and love dogs.',
    "A swimmer and hiker who loves dogs. I can't be with a smoker because of my lungs.",
    "I swim, hike and adore dogs. I'm a heavy smoker.",
    'An active dog lover who swims and hikes.',
  ]),
  pair('d23', 'dev', 'dealbreaker', [
    'Progressive activist who loves books, coffee and travel.',
    'A reader who loves coffee and travel. Conservatives are a dealbreaker for me.',
    "Book lover, coffee snob and traveller. I'm a proud conservative and I vote that way.",
    'Someone who loves books, coffee and travel.',
  ]),
  pair('d24', 'test', 'dealbreaker', [
    'I love theatre, cooking and long walks. I want marriage and a lifelong partner.',
    'A theatre lover who cooks. No casual flings, I only want something serious.',
    "Theatre fan, cook, walker. I'm only after something casual and nothing serious right now.",
    'A theatre lover who enjoys cooking.',
  ]),
  pair('d25', 'dev', 'dealbreaker', [
    'Dog trainer with three border collies; I love running and country pubs.',
    'A runner who loves pubs; you must love dogs, no exceptions.',
    "Runner and pub quiz regular. I'm terrified of dogs and avoid them completely.",
    'A runner who loves pubs and quizzes.',
  ]),
  pair('d26', 'test', 'dealbreaker', [
    'Single mum of two boys; I love baking, hiking and live music.',
    'Someone who loves hiking and music and must be great with my kids.',
    "Hiker, baker and gig-goer. I don't want to date anyone with children.",
    'Someone who loves hiking, baking and live music.',
  ]),
  pair('d27', 'dev', 'dealbreaker', [
    "I'm moving to Singapore for work next year; I love diving, food and travel.",
    "A diver and foodie who'd relocate to Singapore with me; that's a must.",
    "Diver, foodie and traveller. I'm rooted in Chicago and will never relocate.",
    'A diving buddy who loves food and travel.',
  ]),
  pair('d28', 'test', 'dealbreaker', [
    'I love cycling, jazz and Sunday roasts. Smokers are an absolute no for me.',
    'Someone who loves cycling and jazz.',
    'Cyclist and jazz fan who loves a Sunday roast. I enjoy a cigar most evenings.',
    'Someone who loves cycling, jazz and roasts.',
  ]),
  pair('d29', 'dev', 'dealbreaker', [
    "I'm a keen gardener and cook, and I have a severe cat allergy.",
    'A gardener who cooks. Cat owners are a dealbreaker for me, sadly.',
    'Gardener and cook with two beloved cats who sleep on my bed.',
    'Someone who gardens and cooks.',
  ]),
  pair('d30', 'test', 'dealbreaker', [
    'Sober surfer and yoga teacher in Byron Bay.',
    "A surfer who does yoga. I don't date people who use drugs, full stop.",
    'Surfer and yoga lover. I microdose mushrooms and party with MDMA now and then.',
    'A surfer who does yoga.',
  ]),
  pair('d31', 'dev', 'dealbreaker', [
    'Orthodox Jewish; I keep kosher and Shabbat, and I love hiking and music.',
    'Someone Jewish who keeps Shabbat; I can only marry within my faith.',
    "Hiker and music lover. I'm Catholic and go to Mass every Sunday.",
    'Someone who loves hiking, music and faith.',
  ]),
  pair('d32', 'test', 'dealbreaker', [
    "I'm 51 and I've already raised my family; I love travel, golf and wine.",
    "A golfer who loves travel and wine. I definitely don't want more children, so someone wanting babies is a dealbreaker.",
    "Golfer, traveller, wine lover. I'm 34 and really hope to have a baby soon.",
    'Someone who loves golf, travel and wine.',
  ]),
];
