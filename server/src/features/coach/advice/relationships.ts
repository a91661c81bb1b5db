import { topicAdvice } from './types.js';

/** Where things are going: labels, wanting different things, and distance. */
export const RELATIONSHIPS_ADVICE = [
  ...topicAdvice('exclusivity-and-labels', ['do-they-like-me', 'close-the-date'], [
    {
      concepts: ['exclusive', 'how * ask', 'dates'],
      text:
        "After several good dates, it's fair to ask. Keep it light but clear, and in person: 'I really like where this is going and I'm not seeing anyone else. How do you feel about us being exclusive?' Sharing your own position first makes it easier for them to answer honestly.",
    },
    {
      concepts: ['what are we', 'label~', 'situationship~'],
      text:
        "If you want a label and they avoid one, that difference matters more than the word itself. Tell them what you want without an ultimatum: 'I'm looking for a relationship, and I'd like to know if you want that too.' Then believe their answer, including a vague one.",
    },
    {
      concepts: ['delet~ * app~', 'app~', 'still on'],
      text:
        "Deleting the apps together is a nice milestone, but it works best after a conversation, not instead of one. Ask: 'I'm thinking of coming off the apps. Where are you at?' If they're not there yet, decide whether you're comfortable waiting, and for how long.",
    },
    {
      concepts: ['boyfriend', 'girlfriend', 'official', 'partner'],
      text:
        "Calling someone your partner is easier once you've both said it aloud. If you're ready, bring it up playfully: 'So, can I call you my boyfriend now?' A big smile is a yes; hesitation means you need a real conversation, which is fine too.",
    },
    {
      concepts: ['seeing other people', 'other people', 'still dating'],
      text:
        "Early on, dating several people is common, so don't assume either way. Ask kindly: 'Are you seeing other people at the moment?' and share your own answer too. Knowing where you stand is better than guessing, even when the answer isn't the one you hoped for.",
    },
    {
      concepts: ['where * going', 'future', 'serious'],
      text:
        "To find out where things are going without making it heavy, ask about the near future together: 'I'd love to do a weekend away with you this summer. Is that something you'd want?' Plans reveal intentions more gently than a big what-are-we conversation.",
    },
    {
      concepts: ['too soon', 'rush~', 'how long', 'when'],
      text:
        "There's no set number of dates before becoming exclusive; some couples know after a month, others after three. The right moment is when you're both spending most of your free time together and want to keep it that way. Ask when you're ready, not when a rule says so.",
    },
    {
      concepts: ['months', 'waiting', 'not ready', 'commit~'],
      text:
        "If you've been dating for months and they say they're not ready to commit, ask what would help them feel ready and how long they imagine that taking. Then decide your own limit. Patience is kind; waiting indefinitely without clarity usually isn't.",
    },
  ]),
  ...topicAdvice('mismatched-intent', ['do-they-like-me', 'red-flags'], [
    {
      concepts: ['casual', 'something serious', 'serious', 'can * work'],
      text:
        "When one of you wants something serious and the other wants casual, hope rarely changes it. Be honest with yourself: would you be happy if this stayed exactly as it is for a year? If not, it's kinder to both of you to step away now.",
    },
    {
      concepts: ['want kids', 'not want kids', 'children', 'kids'],
      text:
        'Kids are one of the few things compromise cannot really bridge. Take their answer at face value and ask how sure they are. If you want children and they truly do not, ending it early is painful but kinder than hoping someone changes their mind.',
    },
    {
      concepts: ['marri~', 'wedding'],
      text:
        "Different views on marriage are worth discussing early, calmly and without judgement. Ask what marriage means to them and share what it means to you. Sometimes it's about the word; sometimes it's about a future you see differently. Knowing which helps you decide.",
    },
    {
      concepts: ['hook up~', 'hookup~', 'one night', 'friends with benefits', 'physical'],
      text:
        "If they want something physical only and you want more, say so clearly, then listen. 'I'm looking for something that could grow' is enough. Quietly trying to turn casual into serious tends to hurt the person who hoped. Choose the arrangement you actually want.",
    },
    {
      concepts: ['not looking for * relationship', 'not ready for', 'relationship'],
      text:
        "When someone tells you they're not looking for a relationship, believe them, even if the dates are wonderful. You can enjoy their company if that suits you too, but don't invest your future in a maybe. Look for someone whose words and actions both say yes.",
    },
    {
      concepts: ['religio~', 'faith', 'values', 'politic~'],
      text:
        "Differences in faith or values can work when you both respect each other's and agree how they will shape daily life, holidays or children. Talk about specifics, not labels. The question isn't whether you're the same, but whether you can build a life that fits you both.",
    },
    {
      concepts: ['relocat~', 'career', 'abroad', 'plans'],
      text:
        "If your plans point to different places, like a job abroad or a move back home, talk about it early. Ask what's flexible for each of you. Love can handle logistics, but only when both people want to solve them.",
    },
    {
      concepts: ['same page', 'different things', 'want different', 'intention~'],
      text:
        "The easiest way to find out whether you want the same thing is to say what you want first: 'I'm dating to find a long-term partner. What about you?' It's not too heavy for a second or third date; it's a kindness that saves you both time.",
    },
  ]),
  ...topicAdvice('long-distance', ['do-they-like-me', 'date-ideas'], [
    {
      concepts: ['different countr~', 'different cit~', 'can * work', 'long distance'],
      text:
        'Long distance can work when there is a plan to end up in the same place. Before investing deeply, talk about how often you could visit, who might move, and when. Without an end point, even great connections tend to wear thin.',
    },
    {
      concepts: ['hours away', 'moved', 'keep * going'],
      text:
        'A few hours apart is manageable with rhythm: a set call night, shared shows or games online, and visits planned in advance so there is always something to look forward to. Take turns travelling, and keep texting light so calls feel special.',
    },
    {
      concepts: ['visit~', 'first visit', 'meet in person'],
      text:
        "Before a first in-person visit, agree on plans and where each of you will stay, and book your own room if you're not sure yet. Mix activities with downtime. Meeting after weeks online can feel strange at first, so give it a day to settle.",
    },
    {
      concepts: ['time zone~', 'time difference', 'schedule~'],
      text:
        "Across time zones, protect one overlap window you can both rely on, even a short one, rather than squeezing calls in at odd hours. Leave voice notes for the other person's morning. Small rituals make distance feel smaller.",
    },
    {
      concepts: ['trust', 'cheat~', 'jealous~', 'worr~'],
      text:
        "Distance magnifies worries, because you can't see each other's everyday lives. Share small details freely, like who you're with and what you're doing, because openness builds trust. If doubt becomes constant, talk about it honestly rather than checking up on them.",
    },
    {
      concepts: ['video', 'call', 'date night', 'online date'],
      text:
        'Virtual date nights can be fun: cook the same recipe together on a video call, watch a film in sync, or play an online game. Dress up a little and treat it like a real date. Shared experiences matter more than constant chatting.',
    },
    {
      concepts: ['far away', 'only online', 'never met', 'matched'],
      text:
        "If you've matched with someone far away, meet on video early to see whether the spark is real, and be honest about whether either of you could travel or move. It's easier to decide early than to fall for someone you can't realistically see.",
    },
    {
      concepts: ['hard', 'lonely', 'miss~'],
      text:
        'Missing each other is the hardest part of long distance. Plan the next visit before the current one ends, so there is always a date on the calendar. If the loneliness outweighs the joy for months, that is worth talking about together, not hiding.',
    },
  ]),
];
