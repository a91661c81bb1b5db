import type { InterestFragments } from './interest-types.js';

/** Music, stories and making things. */
export const CULTURE_INTERESTS: readonly InterestFragments[] = [
  {
    interest: 'music',
    theme: 'music',
    doing: [
      "Music is the soundtrack to everything I do; I have a playlist for every mood, including 'doing the dishes angrily'.",
      "I play guitar badly and sing in the car loudly, and I've made my peace with both.",
      'My record collection is my pride and joy, and Sunday mornings mean coffee and an old vinyl spinning.',
    ],
    phrases: ['digging through crates at record shops', "making playlists for people who didn't ask", "playing piano when nobody's listening"],
    share: ['swap songs with me until two in the morning', 'let me make you a playlist and tell me honestly what you think'],
  },
  {
    interest: 'concerts',
    theme: 'music',
    doing: [
      "Live music is my favourite thing in the world; I'll happily stand at the front of a sweaty little venue on a Tuesday.",
      'I go to at least one festival a year and come home sunburnt, hoarse and completely happy.',
      'Nothing beats the moment the lights go down and the first chord hits.',
    ],
    phrases: ['dancing at small gigs', 'queuing for festival tickets', 'discovering bands before they get famous'],
    share: ['come to a gig with me and sing along badly', 'dance at the back of a tiny venue with me'],
  },
  {
    interest: 'dancing',
    theme: 'social',
    doing: [
      "Salsa on Wednesday nights is non-negotiable; I'm not brilliant, but I'm enthusiastic and I never step on toes twice.",
      "Put on a good song and I will dance, whether we're at a wedding, in the kitchen or in a supermarket aisle.",
      'I took up ballroom dancing on a dare and stayed for the sequins and the people.',
    ],
    phrases: ['dancing salsa on weeknights', 'dancing around the kitchen', 'being the first one on the dance floor at weddings'],
    share: ['let me teach you a few salsa steps', 'dance with me in the kitchen while dinner burns'],
  },
  {
    interest: 'movies',
    theme: 'culture',
    doing: [
      "I'm a film nerd who'll happily watch a three-hour subtitled drama and then talk about it all the way home.",
      'Rainy Sundays were invented for old movies, blankets and an unreasonable amount of popcorn.',
      "I keep a list of every film I've ever seen, with ratings, and yes, I'll defend them.",
    ],
    phrases: ['catching late screenings at the independent cinema', 'rewatching comfort films', 'arguing about endings over pizza'],
    share: ['come to a midnight screening and argue about the ending after', 'build a blanket fort for a movie marathon'],
  },
  {
    interest: 'photography',
    theme: 'culture',
    doing: [
      "I always have a camera on me; I love catching strangers' small moments of joy.",
      'I shoot on old film cameras, which means I only find out months later whether a holiday was any good.',
      "Golden hour is my favourite hour, and I'll drag anyone to a rooftop to catch it.",
    ],
    phrases: ['wandering the city with a film camera', 'chasing golden-hour light', 'developing photos in my bathroom'],
    share: ['be photographed badly and forgive me', 'chase the golden hour with me on a rooftop'],
  },
  {
    interest: 'art',
    theme: 'culture',
    doing: [
      "I paint watercolours on Sunday afternoons; they're mostly clouds, and they're mostly fine.",
      "I can lose an entire afternoon in a gallery and come out feeling like I've had a long nap.",
      "Making things with my hands keeps me grounded, whether that's sketching, pottery or fixing an old chair.",
    ],
    phrases: ['sketching in cafés', 'wandering galleries on rainy days', 'throwing wonky pots at a pottery class'],
    share: ['spend a slow afternoon in a museum with me', 'try a pottery class together and make something terrible'],
  },
  {
    interest: 'theatre',
    theme: 'culture',
    doing: [
      "I'm a sucker for live theatre, from big musicals to tiny fringe shows in rooms above pubs.",
      'Stand-up comedy nights are my favourite cheap date; laughing with strangers is good for the soul.',
      "I did amateur dramatics for years and still can't resist a stage, or a dramatic entrance.",
    ],
    phrases: ['catching fringe shows', 'laughing at open-mic comedy nights', 'singing show tunes in the shower'],
    share: ['sit through a strange fringe play with me', 'come to a comedy night and laugh at the bad jokes too'],
  },
  {
    interest: 'writing',
    theme: 'culture',
    doing: [
      'I write short stories in the margins of my life, usually on trains, mostly unfinished.',
      "Journaling every night is how I make sense of my days, and it's made me a much better listener.",
      "I've been working on the same novel for six years; ask me about it at your own risk.",
    ],
    phrases: ['scribbling poems in notebooks', 'writing in cafés until they close', 'journaling by candlelight'],
    share: ['read my terrible first drafts and tell me the truth', 'sit in a café with me, writing or reading in comfortable silence'],
  },
  {
    interest: 'reading',
    theme: 'culture',
    doing: [
      'I always have a book on the go and another two waiting, and my bookshelf is in constant danger of collapsing.',
      "I'm in two book clubs, partly for the books and partly for the arguments about them.",
      'My happy place is a second-hand bookshop on a rainy afternoon, with nowhere else to be.',
    ],
    phrases: ['getting lost in second-hand bookshops', 'reading in the bath until the water goes cold', 'staying up too late for one more chapter'],
    share: ['swap favourite books with me and read them', 'spend a Sunday reading side by side'],
  },
  {
    interest: 'podcasts',
    theme: 'culture',
    doing: [
      'I listen to history podcasts on long walks, so I have a fun fact about medieval plumbing whether you want it or not.',
      "I'm always halfway through three podcasts, and I'll recommend them all to you within an hour.",
      'Curiosity is my whole personality; I fall down rabbit holes on everything from octopuses to ancient Rome.',
    ],
    phrases: ['falling down rabbit holes about random history', 'listening to podcasts on long walks', 'learning useless facts'],
    share: ['send me a podcast episode and then discuss it for hours', 'nerd out with me about something obscure'],
  },
  {
    interest: 'karaoke',
    theme: 'social',
    doing: [
      "Karaoke is my love language; I have a signature song and I'm not afraid to use it.",
      'I sing in a community choir, which is the most joyful two hours of my week.',
      'Put a microphone in my hand and my shy side disappears instantly.',
    ],
    phrases: ['belting out power ballads at karaoke', 'singing harmonies in a community choir', 'choosing the perfect karaoke duet'],
    share: ['sing a karaoke duet with me, badly and loudly', 'come and hear my choir, then take me for noodles'],
  },
  {
    interest: 'nights out',
    theme: 'social',
    doing: [
      "Friday nights mean good friends, a busy dance floor and at least one song I shouldn't know all the words to.",
      'I love a proper night out: dinner that turns into drinks that turns into dancing.',
      "I'm usually the one rounding everyone up for a night out, and the last to leave the dance floor.",
    ],
    phrases: ['going out dancing with friends', 'finding new cocktail bars', 'dancing until the lights come on'],
    share: ['come out dancing with me and my friends', 'check out a new cocktail bar with me'],
  },
];
