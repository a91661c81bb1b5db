import { concept, type Concept } from './concept-types.js';

/** Interests of the mind and the table: music, books, art, food, travel, games, science. */
export const CULTURE_CONCEPTS: readonly Concept[] = [
  concept('music', 'interest', {
    theme: 'music',
    pos: ['music(al|ian|ians)?', 'songs?', 'sing(s|ing|er|ers)?', 'choirs?', 'bands?', 'guitar(s|ist|ists)?', 'piano', 'pianists?', 'bass', 'drums?', 'drummers?', 'violin(s|ist|ists)?', 'cello', 'jazz', 'blues', 'trio', 'vinyl', 'records?', 'record collection', 'playlists?', 'djs?', 'djing', 'jam sessions?', 'karaoke', 'melod(y|ies)', 'tunes', 'genres?', 'saxophone', 'sax', 'trumpet', 'flute', 'clarinet', 'ukulele', 'harp', 'instruments?', 'scales', 'country music', 'worship music', 'music lovers?'],
  }),
  concept('live-music', 'interest', {
    theme: 'live music',
    pos: ['gigs?', 'gig[- ]goers?', 'concerts?', 'concert[- ]goers?', 'festivals?', 'live music', 'live shows?', 'punk shows', 'open mics?'],
    implies: ['music'],
  }),
  concept('classical-music', 'interest', {
    theme: 'classical music',
    pos: ['classical(ly)?', 'opera', 'symphony', 'orchestras?', 'violinists?', 'classically trained'],
    implies: ['music'],
  }),
  concept('heavy-music', 'interest', {
    theme: 'rock and metal',
    pos: ['(heavy )?metal', 'punk', 'rock', 'hardcore'],
    implies: ['music'],
  }),
  concept('pop-music', 'interest', {
    theme: 'pop music',
    pos: ['pop( music)?', 'top 40', 'charts', 'boy bands?', 'k-?pop'],
    implies: ['music'],
  }),
  concept('electronic-music', 'interest', {
    theme: 'electronic music',
    pos: ['techno', 'house music', 'edm', 'drum and bass', 'trance'],
    implies: ['music'],
  }),
  concept('books', 'interest', {
    theme: 'books',
    pos: ['books?', 'book(ish|worm|worms)', 'book ?(shops?|stores?|clubs?)', 'read(s|ing|er|ers)?', 'novels?', 'paperbacks?', 'librar(y|ies|ian|ians)', 'literature', 'literary', 'poetry', 'poems?', 'poets?', 'classics', 'fiction', 'authors?', 'kindle', 'page[- ]turners?', 'stories', 'devourer', 'audio ?books?'],
  }),
  concept('writing', 'interest', {
    theme: 'writing',
    pos: ['writ(e|es|ing|er|ers)', 'journal(l)?ing', 'blog(s|ger|gers|ging)?', 'novelists?', 'screenplays?'],
    implies: ['creativity'],
  }),
  concept('film', 'interest', {
    theme: 'films',
    pos: ['films?', 'movies?', 'cinema', 'netflix', 'tv', '(tv )?series', 'tv shows?', 'binge[- ]?watch(es|ing)?', 'marvel', 'box sets?', 'documentar(y|ies)', 'sitcoms?', 'rom[- ]?coms?', 'romantic comedies', 'film buffs?'],
  }),
  concept('horror', 'interest', {
    theme: 'horror',
    pos: ['horror( films?| movies?)?', 'gore', 'slashers?', 'scary (films?|movies?)', 'zombies?'],
    implies: ['film'],
  }),
  concept('theatre', 'interest', {
    theme: 'theatre',
    pos: ['theat(re|er|res|ers)', 'musicals', 'broadway', 'west end', 'drama school'],
  }),
  concept('art', 'interest', {
    theme: 'art',
    pos: ['art', 'arts', 'artsy', 'artists?', 'artwork', 'galler(y|ies)', 'museums?', 'exhibitions?', 'paint(s|ing|er|ers|ings)?', 'canvas(es)?', 'sketch(es|ing)?', 'draw(ing|ings)', 'illustrat(or|ors|ion|ions)', 'watercolou?rs?', 'sculpt(ure|ures|ing|or)', 'ceramic(s|ist)', 'potter(y|s)?', 'graphic design(er)?', 'the wheel', 'culture', 'cultural'],
    implies: ['creativity'],
  }),
  concept('crafts', 'interest', {
    theme: 'making things by hand',
    pos: ['crafts?', 'crafty', 'crafting', 'knit(s|ting)?', 'crochet', 'sew(ing)?', 'embroider(y|ies)?', 'woodwork(ing)?', 'carpent(er|ry)', 'diy', 'makers?', 'mak(e|es|ing) things', 'with (my|their|your|his|her) hands', 'quilting', 'etsy', 'fixing things'],
    implies: ['creativity'],
  }),
  concept('photography', 'interest', {
    theme: 'photography',
    pos: ['photograph(y|er|ers|s)?', 'photos?', 'cameras?'],
    implies: ['creativity'],
  }),
  concept('food', 'interest', {
    theme: 'good food',
    pos: ['food(ie|ies)?', 'restaurants?', 'cuisines?', 'dinners?', 'meals?', 'feasts?', 'markets?', 'street[- ]?food', 'tapas', 'brunch', 'fine dining', 'gourmet', 'eating (out|well)', 'ramen', 'sushi', 'biryani', 'pasta', 'curry', 'curries', 'lasagne', '(sunday )?roasts?', 'bbq', 'barbecues?', 'spices?', 'spice cabinet'],
  }),
  concept('cooking', 'interest', {
    theme: 'cooking',
    pos: ['cook(s|ing|ed|ery)?', 'home cooks?', 'chefs?', 'recipes?', 'kitchen', 'bak(e|es|ing|er|ers)', 'bread', 'cakes?', 'dinner part(y|ies)', 'feeding people', 'hosting', 'mak(e|es|ing) a mean', 'from scratch'],
    implies: ['food'],
  }),
  concept('coffee', 'interest', {
    theme: 'coffee and tea',
    pos: ['coffee', 'tea', 'cups? of tea', 'tea lovers?', 'caf(e|é)s?', 'espresso', 'flat whites?', 'baristas?', 'coffee snob'],
  }),
  concept('travel', 'interest', {
    theme: 'travel',
    pos: ['travel(s|led|ling|ler|ed|ing|er|lers|ers)?', 'trips?', 'road ?trips?', 'backpack(s|ing|er|ers)?', 'abroad', 'overseas', 'globe[- ]?trott(er|ers|ing)', 'wanderlust', 'passport( stamps)?', 'explor(e|es|ing|er|ers)', '(see|seeing|explore|exploring) the world', 'holidays?', 'vacations?', 'countries', 'jet[- ]?set(ter|ters|ting)?', 'city breaks?', 'foreign', 'new cultures', 'flight attendant', 'one[- ]way ticket', 'getaways?', 'somewhere new'],
  }),
  concept('languages', 'interest', {
    theme: 'languages',
    pos: ['languages?', 'bilingual', 'multilingual', 'polyglot', 'fluent'],
  }),
  concept('gaming', 'interest', {
    theme: 'video games',
    pos: ['video ?games?', 'gam(er|ers|ing)', 'playstation', 'ps5', 'xbox', 'nintendo', 'zelda', 'twitch', 'raids?', 'co[- ]?op', 'consoles?', 'esports'],
    implies: ['geek'],
  }),
  concept('board-games', 'interest', {
    theme: 'games and puzzles',
    pos: ['board ?games?', 'board gam(er|ers|ing)', 'chess', 'puzzles?', 'jigsaws?', 'crosswords?', 'sudoku', 'quiz(zes)?', 'pub quiz(zes)?', 'trivia', 'd&d', 'dungeons (and|&) dragons', 'games night', '(strategy|card) games', 'scrabble', 'catan', 'shelf of \\d+ games'],
    implies: ['geek'],
  }),
  concept('geek', 'interest', {
    theme: 'geeky passions',
    pos: ['nerd(y|s)?', 'geek(y|s)?', 'anime', 'manga', 'sci[- ]?fi', 'comic books?', 'star wars', 'star trek', 'cosplay'],
  }),
  concept('science', 'interest', {
    theme: 'science',
    pos: ['science', 'scien(tist|tists|tific)', 'physics', 'astro(nomy|nomer|nomers|physics|physicist)', 'space', 'the universe', 'cosmos', 'telescopes?', 'meteor( showers?)?', 'planets?', 'big questions', 'biology', 'chemistry'],
    implies: ['curiosity'],
  }),
  concept('tech', 'interest', {
    theme: 'tech',
    pos: ['tech', 'techy', 'technology', 'coding', 'code', 'programm(er|ers|ing)', 'software', 'developers?', 'gadgets?', 'computers?', 'screens'],
  }),
  concept('history', 'interest', {
    theme: 'history',
    pos: ['history', 'historical', 'medieval', 'antiques?', 'heritage', 'archaeolog(y|ist)', 'stamps'],
  }),
  concept('cars', 'interest', {
    theme: 'cars and engines',
    pos: ['cars?', 'engines?', 'motor(bikes?|cycles?|sports?)', 'motocross', 'racing', 'monster trucks?', 'mechanics?', 'petrol ?heads?', 'formula (1|one)', 'f1'],
  }),
  concept('volunteering', 'values', {
    theme: 'giving back',
    pos: ['volunteer(s|ing|ed)?', 'charit(y|ies|able)', 'food ?banks?', 'giv(e|ing) back', 'community work', 'serv(e|ing) (my|the|our) community', 'serving others', 'helping others', 'give blood', 'refugees', 'for free', 'make a difference'],
    implies: ['kindness'],
  }),
  concept('environment', 'values', {
    theme: 'caring for the planet',
    mirror: 'both',
    pos: ['environment(al|alist|alists)?', 'eco[- ]?(conscious|friendly|warrior)?', 'sustainab(le|ly|ility)', 'climate', 'zero[- ]waste', 'the planet', 'recycl(e|es|ing)', 'carbon footprint', 'cycle everywhere'],
  }),
  concept('alt-culture', 'interest', {
    theme: 'alternative culture',
    pos: ['tattoo(s|ed)?', 'tattoo artist', 'skat(e|er|ers|ing)', 'skateboard(s|ing|er)?', 'edgy', 'alternative', 'goth', 'bohemian'],
  }),
];
