/**
 * What demo daters do for a living, each told in their own words. Age bounds keep a 21-year-old
 * from being a head surgeon and a 58-year-old from being a final-year student.
 */
export interface Occupation {
  /** Capitalised, for the short bio: "Paediatric nurse". */
  title: string;
  sentences: readonly string[];
  minAge?: number;
  maxAge?: number;
}

export const OCCUPATIONS: readonly Occupation[] = [
  { title: 'Paediatric nurse', sentences: ["I'm a paediatric nurse, so I'm very good at staying calm when everyone else isn't.", "I work night shifts as a children's nurse, which has made me an expert in both bravery and bad vending-machine coffee."] },
  { title: 'Primary school teacher', sentences: ["I teach seven-year-olds, so I can tie a shoelace, settle an argument and find a lost jumper in under a minute.", "By day I'm a primary school teacher, which means I'm fluent in glitter, patience and knock-knock jokes."] },
  { title: 'Civil engineer', sentences: ["I'm a civil engineer who builds bridges for a living, and I still get a thrill driving over one of mine.", "I design water systems for growing towns, which is less glamorous than it sounds and far more satisfying."], minAge: 24 },
  { title: 'Software developer', sentences: ["I write software for a living and spend a lot of my free time trying to be away from screens.", "I'm a developer at a small start-up, where I fix bugs by day and occasionally cause them by night."] },
  { title: 'Chef', sentences: ["I'm a chef, so my hours are strange, my knives are sharp and my Sunday brunch is excellent.", "I run the kitchen at a little neighbourhood bistro and still get nervous when a plate goes out to a critic."], minAge: 22 },
  { title: 'Architect', sentences: ["I'm an architect who spends my days designing homes and my evenings judging other people's doorways.", "I work as an architect, which mostly means I notice every badly placed window in every café."], minAge: 26 },
  { title: 'Veterinarian', sentences: ["I'm a vet, so yes, I'll want to meet your dog before I meet your parents.", "I work as a country vet, which means early call-outs, muddy boots and a lot of grateful farmers."], minAge: 26 },
  { title: 'Graphic designer', sentences: ["I'm a graphic designer with strong opinions about fonts and very few about anything else.", "I design book covers for a living, so yes, I do judge books by them."] },
  { title: 'Physiotherapist', sentences: ["I'm a physiotherapist, which means I'll notice your posture before your shoes.", "I help athletes recover from injuries, and nothing beats seeing someone run again after months of work."], minAge: 23 },
  { title: 'Accountant', sentences: ["I'm an accountant, and I promise I'm more fun than that sounds; the spreadsheets are just my day job.", "Numbers are my job as an auditor, but my weekends are anything but orderly."], minAge: 23 },
  { title: 'Marine biologist', sentences: ["I'm a marine biologist, so I spend a surprising amount of time counting fish and loving it.", "I study coral reefs for a living and I'm quietly obsessed with saving them."], minAge: 24 },
  { title: 'Journalist', sentences: ["I'm a journalist, so I ask a lot of questions; consider yourself warned.", "I write for a local newspaper, chasing stories about the people nobody else is paying attention to."] },
  { title: 'Electrician', sentences: ["I'm an electrician with my own small business, and I'm at my happiest solving a problem other people gave up on.", "I wire houses for a living and I can fix almost anything, except my own terrible handwriting."] },
  { title: 'Doctor', sentences: ["I'm a GP in a busy community clinic, and I care a lot about people feeling heard.", "I'm an emergency doctor, which has taught me that most things matter less than we think and a few matter enormously."], minAge: 28 },
  { title: 'Lawyer', sentences: ["I'm a human rights lawyer, so I argue for a living, but I'm surprisingly gentle off the clock.", "I work as a family lawyer, which has given me a lot of respect for people who communicate well."], minAge: 26 },
  { title: 'Musician', sentences: ["I'm a session musician, so I've played on songs you've probably heard without knowing it was me.", "I teach piano during the week and play jazz in a little bar on Friday nights."] },
  { title: 'Pilot', sentences: ["I'm a commercial pilot, so I've seen a lot of sunrises from thirty thousand feet and still want to see them from a beach.", "I fly regional routes, which means I know every small airport's best sandwich."], minAge: 26 },
  { title: 'Social worker', sentences: ["I'm a social worker, and the job has taught me that kindness is a skill you practise, not a mood.", "I work with young people leaving foster care, and it's the hardest and best job I've had."], minAge: 23 },
  { title: 'Farmer', sentences: ["I run the family farm, so my days start early and end muddy, and I wouldn't swap them.", "I grow organic vegetables on a small farm outside town and sell them at the Saturday market."] },
  { title: 'Pharmacist', sentences: ["I'm a pharmacist at a neighbourhood chemist, where I hear everyone's secrets and keep them.", "I'm a pharmacist, which means I'm the calm person you ask about rashes at parties."], minAge: 24 },
  { title: 'University student', sentences: ["I'm in my final year of university studying environmental science, and I'm equal parts hopeful and caffeinated.", "I'm finishing a degree in psychology and working part-time in a café to pay for it."], maxAge: 26 },
  { title: 'Barista', sentences: ["I'm a barista saving up to open my own café one day, so I take latte art very seriously.", "I make coffee for a living and write songs in between customers."], maxAge: 32 },
  { title: 'Data scientist', sentences: ["I'm a data scientist, which means I can find patterns in anything except my own sleep schedule.", "I work with data for a health charity, trying to make numbers tell useful stories."], minAge: 24 },
  { title: 'Firefighter', sentences: ["I'm a firefighter, so I cook for eleven people at a time and I'm very calm in a crisis.", "I work as a firefighter, and the team I work with feels like a second family."], minAge: 23 },
  { title: 'Librarian', sentences: ["I'm a librarian, and I'll find you the perfect book whether you asked or not.", "I run a small public library and spend my days helping people find exactly what they didn't know they needed."], minAge: 24 },
  { title: 'Entrepreneur', sentences: ["I run a small business making handmade leather goods, and I'm proud of every stitch.", "I started my own bakery three years ago, and I've never worked harder or been happier."], minAge: 25 },
  { title: 'Nurse', sentences: ["I'm an intensive-care nurse, so I don't sweat the small stuff, but I do notice it.", "I work in palliative care as a nurse, and it's taught me to say what I feel while I can."], minAge: 23 },
  { title: 'Tour guide', sentences: ["I'm a tour guide, so I know a ridiculous number of facts about old buildings and where to find the best lunch.", "I lead hiking tours for visitors, which means I get paid to show off my favourite mountains."] },
  { title: 'Personal trainer', sentences: ["I'm a personal trainer, but I promise I won't judge your takeaway habits.", "I coach people through their first marathons, and seeing them cross the line never gets old."] },
  { title: 'Translator', sentences: ["I'm a translator, so I spend my days hunting for the perfect word and my evenings forgetting them all.", "I translate novels from Spanish into English, which is a lovely excuse to read all day."], minAge: 24 },
  { title: 'Photographer', sentences: ["I'm a wedding photographer, so I've seen a lot of love stories and I'd like one of my own.", "I photograph food for magazines, which means I've eaten a lot of slightly cold masterpieces."] },
  { title: 'Mechanic', sentences: ["I'm a mechanic with my own workshop, and I can bring almost anything with an engine back to life.", "I restore classic cars, which takes patience, grease and a lot of swearing."] },
  { title: 'Researcher', sentences: ["I'm a research scientist working on malaria vaccines, which keeps me humble and hopeful.", "I research climate patterns at the university, and I'm happiest when the data surprises me."], minAge: 25 },
  { title: 'Midwife', sentences: ["I'm a midwife, so I've been present for hundreds of first breaths and it still moves me every time.", "I deliver babies for a living, which has made me unflappable and a little sentimental."], minAge: 24 },
  { title: 'Marketing manager', sentences: ["I work in marketing for a sustainable fashion brand, and I'm always chasing the next good idea.", "I lead a small marketing team, so I'm good at herding people and terrible at sitting still."], minAge: 25 },
  { title: 'Carpenter', sentences: ["I'm a carpenter, and there's nothing I love more than making something that'll outlive me.", "I build furniture by hand, slowly, and the smell of fresh sawdust is my favourite perfume."] },
  { title: 'Park ranger', sentences: ["I'm a park ranger, so my office has mountains, rivers and the occasional grumpy goat.", "I work as a ranger in a national park and spend most days outside, which suits me perfectly."] },
  { title: 'Dentist', sentences: ["I'm a dentist, and yes, I will notice your smile first, but in a nice way.", "I run a small dental practice and spend my days convincing nervous patients that it'll be fine."], minAge: 26 },
  { title: 'Flight attendant', sentences: ["I'm a flight attendant, so I've had breakfast in Lisbon and dinner in Nairobi on the same day.", "I work as cabin crew, which has made me great at small talk and even better at napping anywhere."] },
  { title: 'Psychologist', sentences: ["I'm a psychologist, but I promise I'm not analysing you, at least not on the first date.", "I'm a counsellor who helps people through grief, and I've learned to find joy in small things."], minAge: 27 },
  { title: 'Project manager', sentences: ["I'm a project manager, so I love a plan but I've learned to love surprises even more.", "I manage building projects, which means I'm organised at work and delightfully chaotic at home."], minAge: 25 },
  { title: 'Retail manager', sentences: ["I manage a bookshop, which is basically my childhood dream with more paperwork.", "I run a busy outdoor gear store and give out free advice about tents to anyone who asks."], minAge: 22 },
  { title: 'Police officer', sentences: ["I'm a community police officer, and most of my job is listening to people and helping them feel safe.", "I work in community policing and I'm proud of the trust I've built on my beat."], minAge: 23 },
  { title: 'Economist', sentences: ["I'm an economist at a development bank, trying to make money do some good in the world.", "I work in policy as an economist, which means I love a good debate and a better graph."], minAge: 25 },
  { title: 'Hairdresser', sentences: ["I run my own hair salon, so I'm a good listener and I'll notice if you've had a trim.", "I'm a hairdresser, which basically makes me a part-time therapist with scissors."] },
  { title: 'Sound engineer', sentences: ["I'm a sound engineer, so I spend my nights in dark rooms making bands sound better than they are.", "I mix podcasts and records for a living and have the world's most sensitive ears as a result."] },
  { title: 'Occupational therapist', sentences: ["I'm an occupational therapist, helping people get back to the small everyday things they love.", "My job as an occupational therapist is helping people reclaim independence, and I find it deeply rewarding."], minAge: 24 },
  { title: 'Winemaker', sentences: ["I make wine on a small family estate, so harvest season is my busiest and happiest time.", "I'm a winemaker, which is mostly early mornings, sticky hands and a lot of patience."], minAge: 26 },
  { title: 'Air traffic controller', sentences: ["I'm an air traffic controller, so I'm excellent under pressure and very bad at switching off.", "I guide planes safely into the sky for a living, which makes me calm, precise and secretly very silly off duty."], minAge: 25 },
  { title: 'Teacher', sentences: ["I teach high school history and I'm still amazed when a teenager gets genuinely excited about the past.", "I teach maths to teenagers who insist they hate it, and I love proving them wrong."], minAge: 23 },
];
