import type { InterestFragments } from './interest-types.js';

/** Interests that get people outside or moving. */
export const OUTDOOR_INTERESTS: readonly InterestFragments[] = [
  {
    interest: 'hiking',
    theme: 'outdoors',
    doing: [
      "Most Saturdays I'm somewhere on a mountain trail with a flask of tea and no phone signal, which is exactly how I like it.",
      'I recharge by walking uphill for hours and then sitting very still at the top.',
      'My idea of a perfect morning is a steep path, cold air and a view that makes the burning calves worth it.',
    ],
    phrases: ['spending Saturdays on mountain trails', 'chasing a summit view before breakfast', 'walking ridgelines until my legs give up'],
    share: ['lace up your boots for a sunrise trail', 'get a little lost on a mountain path with me'],
  },
  {
    interest: 'running',
    theme: 'active',
    doing: [
      "I run most mornings before the city wakes up; it's the only hour nobody can email me.",
      'I started jogging to clear my head after a rough year and somehow ended up with three half-marathon medals.',
      "Early runs along the water keep me sane, and I'm not above bribing myself with pastries afterwards.",
    ],
    phrases: ['pounding the pavement at dawn', "training for a race I'll definitely complain about", 'doing long, slow runs by the river'],
    share: ['cheer me over a finish line, or beat me to one', 'keep pace with me on a lazy Sunday run'],
  },
  {
    interest: 'fitness',
    theme: 'active',
    doing: [
      'The gym is my therapy: an hour with heavy weights and a good playlist fixes most moods.',
      'I take training seriously but myself not at all, so expect enthusiasm rather than lectures about protein.',
      'I love how strong my body feels after a hard session, and I like being around people who look after themselves too.',
    ],
    phrases: ['lifting heavy things and putting them back down', 'sweating through a spin class', 'working out before the world wakes up'],
    share: ['spot me at the gym, then share a very large breakfast', 'turn a workout into a date'],
  },
  {
    interest: 'yoga',
    theme: 'active',
    doing: [
      'Yoga taught me patience in a way no lecture ever did, and I still roll out my mat most evenings.',
      'A slow stretch on the balcony at sunset is my version of a reset button.',
      'I practise yoga to quiet my busy head, though my balance remains a work in progress.',
    ],
    phrases: ['unrolling my mat at sunset', 'wobbling through a tree pose', 'taking a slow Sunday yoga class'],
    share: ['try a beach yoga class with me, wobbles and all', 'help me stretch out a stressful week'],
  },
  {
    interest: 'cycling',
    theme: 'active',
    doing: [
      "I commute by bike, rain or shine, and I'll talk about gravel routes for longer than is socially acceptable.",
      'Weekends often mean a long ride into the countryside that ends, crucially, at a bakery.',
      "There's a special kind of freedom in freewheeling down a hill with the wind in your face, and I chase it often.",
    ],
    phrases: ['freewheeling along country roads', 'planning bike routes that end at a café', 'pedalling out of the city on a Sunday'],
    share: ['ride out of town with me for a long lunch', 'keep up on two wheels, or let me keep up with you'],
  },
  {
    interest: 'swimming',
    theme: 'active',
    doing: [
      'I swim laps three mornings a week and open water whenever the weather allows; cold water wakes up my whole soul.',
      "Put me near a lake, a river or the sea and I'll be in it within ten minutes.",
      'I only learned to swim as an adult, and it turned into my favourite way to switch off.',
    ],
    phrases: ['diving into cold lakes', 'swimming laps while the pool is still empty', 'floating in the sea until my fingers wrinkle'],
    share: ['brave a cold-water swim with me', 'race me to the buoy and back'],
  },
  {
    interest: 'surfing',
    theme: 'outdoors',
    doing: [
      'I live for the ocean; most dawns find me paddling out to catch a few waves before work.',
      "I'm a patient, mediocre surfer, and I've made peace with spending more time waiting than riding.",
      'Salt in my hair and sand in my car is my natural state for half the year.',
    ],
    phrases: ['waiting for the next good wave', 'chasing swells along the coast', 'paddling out at first light'],
    share: ['sit on a board beside me and wait for a good set', 'spend a lazy day at the beach with me'],
  },
  {
    interest: 'camping',
    theme: 'outdoors',
    doing: [
      'Give me a tent, a fire and a sky full of stars over a fancy hotel any day.',
      'I keep a camping bag packed by the door, because the best weekends are the ones decided on a Friday afternoon.',
      "Nature is where I feel most like myself, whether that's a forest, a riverbank or an empty stretch of desert.",
    ],
    phrases: ['sleeping under the stars', 'cooking dinner over a campfire', 'escaping to the wild for a weekend'],
    share: ['swap the city for a campfire and a sky full of stars', 'pitch a tent badly with me and laugh about it'],
  },
  {
    interest: 'climbing',
    theme: 'active',
    doing: [
      'Bouldering is my favourite puzzle: half strength, half problem solving and all chalk.',
      "I spend two evenings a week at the climbing wall, falling off the same route until suddenly I don't.",
      'Climbing taught me to trust people with my life, which turns out to be a decent lesson for relationships too.',
    ],
    phrases: ['hanging off a climbing wall', 'solving boulder problems with chalky hands', 'scrambling up sandstone on weekends'],
    share: ['hold my rope, and trust me with yours', 'try the climbing gym with me, no experience needed'],
  },
  {
    interest: 'skiing',
    theme: 'outdoors',
    doing: [
      'Winter is my favourite season because it means fresh snow and long days on the slopes.',
      'I save all year for one week in the mountains, skiing until my legs shake and then eating my body weight in fondue.',
      'I learned to snowboard embarrassingly late, fell over a thousand times and loved every one of them.',
    ],
    phrases: ['carving fresh snow', 'counting down the days until ski season', 'chasing powder in the mountains'],
    share: ['spend a snowy week in the mountains with me', 'race me down a blue run, then buy the hot chocolate'],
  },
  {
    interest: 'football',
    theme: 'social',
    doing: [
      'I play five-a-side on Thursdays with friends who are worse than me, which is exactly why I keep going.',
      "Match day is sacred: I'll be in the stands or shouting at a screen, and I'll be happy either way.",
      "I coach a kids' football team on Saturday mornings, and their joy is the best part of my week.",
    ],
    phrases: ['shouting at the telly on match day', 'playing five-a-side with old friends', 'coaching a very chaotic under-tens team'],
    share: ['come to a match with me, even if you support the wrong team', 'kick a ball around the park on a Sunday'],
  },
  {
    interest: 'tennis',
    theme: 'active',
    doing: [
      "I play tennis twice a week and padel whenever someone will have me; I'm competitive but a gracious loser.",
      'My favourite weekend ritual is an early tennis match followed by a long, lazy breakfast.',
      'I picked up a racket again after years away and fell straight back in love with the game.',
    ],
    phrases: ['rallying on a tennis court', 'playing padel with anyone who asks', 'watching Grand Slam finals with snacks'],
    share: ['play a friendly set of tennis where the loser buys coffee', 'learn padel with me'],
  },
  {
    interest: 'gardening',
    theme: 'home',
    doing: [
      'My balcony is a small jungle of tomatoes, herbs and one lemon tree I talk to more than I should.',
      'Getting my hands in the soil is how I unwind; nothing beats eating something you grew yourself.',
      'I spend Sunday mornings in the garden with a coffee, pulling weeds and making grand plans for next season.',
    ],
    phrases: ['pottering about in the vegetable patch', 'rescuing sad plants from the supermarket', 'growing more chillies than anyone needs'],
    share: ['help me plant something and watch it grow', 'potter around a garden centre with me on a Sunday'],
  },
  {
    interest: 'pets',
    theme: 'home',
    doing: [
      'My rescue dog is the great love of my life so far, and she has excellent judgement about people.',
      'I share my flat with two opinionated cats who will absolutely inspect you before they approve.',
      'Animals have always been my thing; I volunteer at a shelter and have to be physically stopped from adopting everyone.',
    ],
    phrases: ['walking my dog through the park', 'being politely ignored by my cat', 'fostering puppies who steal my socks'],
    share: ['come on long walks with me and my very friendly dog', 'let a cat sit on you without complaint'],
  },
];
