import { topicAdvice } from './types.js';

/** Getting from chat to a date: asking, planning the first one, and the nerves before it. */
export const MEETING_UP_ADVICE = [
  ...topicAdvice('asking-out', ['ask-them-out'], [
    {
      concepts: ['help me with', 'ask them out', 'ask * out', 'how * ask'],
      text:
        'Keep it short and specific so it is easy to say yes to: "I\'ve enjoyed talking. Fancy a coffee on Saturday afternoon?" Name a day and an activity, and make it easy for them to suggest another time.',
    },
    {
      concepts: ['when', 'how long', 'week~', 'chat~ for', 'suggest meet~'],
      text:
        "After a few days of good back-and-forth, it's time to suggest meeting. Waiting weeks lets the chat peak before you've met. A good moment is right after a fun exchange: 'I'm enjoying this, let's continue it over a drink. Are you free this week?'",
    },
    {
      concepts: ['awkward', 'natural~', 'smooth~'],
      text:
        "The least awkward way is to link the invite to something you've talked about: 'You said you've never tried Ethiopian food. There's a great place near me, want to go on Thursday?' It feels like a natural next step rather than a big question.",
    },
    {
      concepts: ['scared', 'say~ no', 'reject~', 'afraid', 'nervous'],
      text:
        'Fear of a no is normal, but a casual, specific invite is low-risk: if they decline, you lose nothing but a maybe. Send it and put your phone down for an hour. A no leaves you free to meet someone who is keen; a yes is worth every nervous second.',
    },
    {
      concepts: ['drink~', 'coffee', 'dinner', 'what to suggest', 'where'],
      text:
        "For a first meeting, suggest something short with an easy way to extend it: a coffee, a drink or a walk. Dinner can feel like a big commitment with someone new. Offer two options and a day: 'Coffee or a drink, maybe Thursday?'",
    },
    {
      concepts: ['invit~', 'too direct', 'direct', 'pushy'],
      text:
        "Being direct is a good thing when you're warm about it. 'I'd love to meet you in person. How about a walk by the river on Sunday?' is clear without pressure. Add 'no worries if that's too soon' only if you mean it; too many disclaimers make it sound like you expect a no.",
    },
    {
      concepts: ['maybe', 'not sure', 'later', 'vague'],
      text:
        "If they say maybe, make it easy: 'No rush. Let me know if a day next week suits you.' Then leave the next move to them. If they come back with a time, great; if not, you have your answer without having to ask twice.",
    },
    {
      concepts: ['video call', 'call first', 'phone call', 'voice note~'],
      text:
        "If meeting feels like a big step, suggest a short video call first: 'Fancy a quick call this week before we meet?' It settles nerves on both sides and makes the first date feel like a second one. Keep it to about fifteen minutes so you both leave wanting more.",
    },
    {
      concepts: ['over text', 'in person', 'how to word', 'what to say'],
      text:
        "Asking over text is completely fine. Use their name, mention something you share, and propose a specific plan: 'Sam, you mentioned loving jazz. There's a trio playing Friday, want to come?' Specific plans get more yeses than 'we should hang out sometime'.",
    },
  ]),
  ...topicAdvice('first-date-plans', ['ask-them-out', 'date-ideas'], [
    {
      concepts: ['how long', 'hour~', 'short'],
      text:
        'Keep a first date short, public and easy to extend: coffee or a walk for about an hour. Ask about something they lit up about in your chats, and if it goes well, say so before you leave.',
    },
    {
      concepts: ['lunch', 'dinner', 'brunch', 'day or night'],
      text:
        "Lunch or an early drink usually beats dinner for a first date: it's shorter, cheaper and easier to end or extend. Dinner works better once you know you enjoy each other's company. Whatever you pick, choose somewhere quiet enough to hear each other.",
    },
    {
      concepts: ['wear', 'outfit', 'dress', 'clothes'],
      text:
        "Wear something you feel good in and can forget about: clothes that suit the place, are comfortable, and feel like you on a good day. One step smarter than everyday is perfect. Then settle the basics: where you're meeting, how you're getting there and when.",
    },
    {
      concepts: ['where', 'venue', 'place', 'go'],
      text:
        'Pick a place you know, with space to talk: a cafe with corner tables, a wine bar before the evening rush, or a park with a coffee stand. Somewhere familiar keeps you relaxed, and knowing a nearby spot to move on to makes extending the date easy.',
    },
    {
      concepts: ['plan~', 'organis~', 'organiz~', 'book~'],
      text:
        'When planning, decide three things: a time, a place, and a possible next step if it goes well, like a walk or dessert nearby. Confirm the day before with a friendly message. A little structure lets you both relax and focus on each other.',
    },
    {
      concepts: ['confirm~', 'day before', 'cancel~', 'reschedul~', 'late'],
      text:
        "Send a short confirmation the day before: 'Still on for seven at the Corner Cafe? Looking forward to it.' It shows you're reliable and gives either of you an easy moment to reschedule. If you're running late on the day, message before your arrival time, not after.",
    },
    {
      concepts: ['bring', 'gift', 'flower~'],
      text:
        "You don't need to bring anything to a first date, and gifts can make it feel heavier than it is. Bring your curiosity, a charged phone and enough for your share of the bill. A thoughtful question about something they mentioned is the best gift.",
    },
    {
      concepts: ['weekday', 'weekend', 'what time', 'evening', 'morning'],
      text:
        'A weekday evening or a weekend afternoon works well for a first date because neither feels like a big occasion. Avoid late nights when you are both tired. Choose a time with a natural end, like before another plan, so the pressure stays low.',
    },
  ]),
  ...topicAdvice('first-date-nerves', ['ask-them-out', 'rizz-boost'], [
    {
      concepts: ['nervous', 'first date', 'saturday', 'friday'],
      text:
        'Nerves mean you care, and they are easier with a plan: pick a place you know, prepare two curious questions about them, and remember they are probably a little nervous too. Aim to enjoy the hour, not to impress.',
    },
    {
      concepts: ['freez~', 'froze', 'blank', 'what if i'],
      text:
        "If you're worried about freezing, carry a tiny safety net: two or three questions in your back pocket and one short story about your week. If your mind goes blank, say so with a smile: 'Sorry, I'm a bit nervous.' Honesty like that is charming and usually relaxes you both.",
    },
    {
      concepts: ['anxiety', 'anxious', 'shak~', 'panic~', 'breath~', 'heart'],
      text:
        'When anxiety spikes before a date, slow your breathing: in for four, hold for four, out for six, for a few rounds. Arrive five minutes early to settle in, and hold something warm. Your body calms faster when it has a simple job.',
    },
    {
      concepts: ['cancel', 'want to cancel', 'back out'],
      text:
        "Wanting to cancel is often anxiety talking, not intuition. Ask yourself: is something actually wrong, or am I just scared? If it's fear, go, and give yourself permission to leave after one drink. Most people are glad they went, and anxiety shrinks each time you face it.",
    },
    {
      concepts: ['tomorrow', 'tonight', 'night before'],
      text:
        "The night before, sort the practical bits so your mind doesn't have to: outfit chosen, route checked, phone charged. Then do something that relaxes you, like a film, a run or a call with a friend. Tomorrow's date is just an hour of getting to know someone, not a performance.",
    },
    {
      concepts: ['awkward', 'say something stupid', 'embarrass~', 'mess~ up'],
      text:
        "Everyone says something awkward on a first date, and the other person rarely remembers it. If you stumble, laugh it off: 'That came out wrong, let me try again.' Being relaxed about your mistakes is far more attractive than never making any.",
    },
    {
      concepts: ['first date ever', 'never been', 'first time', 'long time', 'years'],
      text:
        "If this is your first date in a long while, or ever, you don't have to mention it, though you can if it helps. Keep it simple: somewhere easy, a short plan, and questions about them. Nobody is grading you; you're both just finding out whether you'd like to meet again.",
    },
    {
      concepts: ['worried', 'worry', 'overthink~', 'what if they'],
      text:
        "Overthinking usually tries to predict how they'll see you. Flip the question: you're there to find out whether you like them. Pick one thing you're curious about and let that guide the conversation. Curiosity leaves much less room for worry.",
    },
  ]),
];
