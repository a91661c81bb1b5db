import { topicAdvice } from './types.js';

/** What to do on a date, who pays for it, and how to end it well. */
export const DATES_ADVICE = [
  ...topicAdvice('date-ideas', ['date-ideas'], [
    {
      concepts: ['help me with', 'date idea~', 'idea~', 'tip~'],
      text:
        'Pick something that makes talking easy: a food market, a gallery with coffee after, a sunset walk, or a cooking class for two. Shared small tasks take the pressure off and give you something to laugh about.',
    },
    {
      concepts: ['cheap', 'free', 'budget', 'broke', 'money'],
      text:
        "Great dates needn't cost much: a picnic in the park, a free museum evening, a walk to a viewpoint with takeaway coffee, or a second-hand bookshop where you each pick a book for the other. Effort and a little imagination matter more than the price.",
    },
    {
      concepts: ['rain~', 'indoor~', 'cold', 'winter'],
      text:
        'For a rainy day, go indoors with something to do together: a board game cafe, a museum or aquarium, a pottery or cooking class, or a cosy pub quiz. Activities give you easy talking points and a reason to laugh when things go gloriously wrong.',
    },
    {
      concepts: ['live music', 'music', 'gig~', 'concert~', 'band~'],
      text:
        'If you both love music, try a small gig or an open-mic night where you can chat between sets, or visit a record shop and each pick an album for the other. Quieter venues beat big concerts for early dates, because you can actually hear each other.',
    },
    {
      concepts: ['second date', 'third date', 'next date'],
      text:
        'For a second date, build on the first: if you laughed about food, try a market; if you talked about travel, cook a dish from a place you both want to visit. Choose something with a shared activity, so you see a new side of each other.',
    },
    {
      concepts: ['dinner and a movie', 'something fun', 'fun', 'different', 'unusual', 'creative'],
      text:
        'To break the dinner-and-a-movie habit, pick something you do side by side: mini golf, a climbing wall, a pottery class, an escape room or a trivia night. Light competition and a shared challenge make conversation flow and give you a story to tell afterwards.',
    },
    {
      concepts: ['nature', 'outdoor~', 'hik~', 'walk~', 'park'],
      text:
        'For someone who loves nature, suggest a gentle walk to somewhere with a view and a cafe at the end, a botanical garden, or a morning by a lake. Keep the first outdoor date short and easy, and bring snacks. Walking side by side makes conversation feel relaxed.',
    },
    {
      concepts: ['not drink', 'sober', 'alcohol', 'bar', 'does not drink'],
      text:
        'Plenty of great dates have nothing to do with alcohol: a specialty coffee shop, a dessert place, a bookshop crawl, a gallery, or an early evening walk with ice cream. Suggest one without making a fuss; offering an option that suits them shows you listened.',
    },
    {
      concepts: ['weekend', 'day date', 'together', 'activit~'],
      text:
        "For a weekend day, try a farmers' market followed by cooking lunch together, a bike ride to a cafe, or a day trip to a nearby town. Daytime dates feel relaxed and give you plenty to notice and talk about along the way.",
    },
    {
      concepts: ['food', 'cook~', 'restaurant~', 'eat~', 'foodie'],
      text:
        "If you're both into food, make it an adventure: try a cuisine neither of you has had, do a street-food crawl with one small dish at each stop, or take a cooking class for two. Tasting and rating things together is an easy way to laugh.",
    },
    {
      concepts: ['romantic', 'special', 'anniversary', 'impress~'],
      text:
        'For a romantic evening, keep it simple and personal: a rooftop bar at sunset, a small candlelit restaurant, stargazing with a blanket and hot chocolate, or a late museum opening. Tie it to a detail they told you; that is what makes it feel special.',
    },
    {
      concepts: ['first date', 'what to suggest', 'low key', 'easy'],
      text:
        "For an easy first date, choose something with a natural end and room to talk: coffee and a walk, a quiet wine bar, or a dessert spot. Offer it as a question with a day attached: 'There's a lovely cafe by the canal, fancy it on Saturday?'",
    },
  ]),
  ...topicAdvice('money-on-dates', ['date-ideas', 'close-the-date'], [
    {
      concepts: ['who pay~', 'pay~', 'first date'],
      text:
        "There's no universal rule. A simple approach: whoever suggested the date offers to pay, and the other offers to split. Whatever happens, say thank you warmly. If paying matters to you either way, mention it lightly: 'I'd like to get this one, you can get the next.'",
    },
    {
      concepts: ['insist~', 'always pay~', 'weird', 'uncomfortable'],
      text:
        "If they always insist on paying and it feels unbalanced, say so kindly: 'I love that you're generous, and I'd like to treat you too.' Then pick up the coffee or plan the next date yourself. Generosity is lovely; a balance you're both comfortable with is better.",
    },
    {
      concepts: ['broke', 'afford', 'money', 'tight', 'somewhere nice'],
      text:
        'Being short on money does not have to mean a bad date. Suggest something you can pay for comfortably: a walk with takeaway coffee, a free exhibition, a picnic. Confidence in a simple plan is more attractive than a bill you will worry about all night.',
    },
    {
      concepts: ['split~', 'go dutch', 'half', 'bill'],
      text:
        "Suggesting you split is completely normal, especially early on. Say it simply and early: 'Shall we split it?' If they'd prefer to treat you, let them and say thank you. What matters is that neither of you ends the night feeling awkward.",
    },
    {
      concepts: ['expensive', 'fancy', 'pricey', 'order~'],
      text:
        "If they suggest somewhere expensive, it's fine to offer an alternative or to say you'll keep it to a drink. If you chose the fancy place, expect to pay for it. A relaxed word about plans beforehand saves an awkward moment at the till.",
    },
    {
      concepts: ['expect~', 'owe', 'in return', 'paid for'],
      text:
        'Paying for a date is a kindness, not a down payment. Nobody owes anything in return for a meal, and anyone who hints otherwise is showing a real red flag. If you pay, do it because you want to, and expect only good company.',
    },
    {
      concepts: ['gift~', 'present~', 'spend', 'how much'],
      text:
        "Early on, small and thoughtful beats big and expensive: a book you talked about, their favourite snack, a ticket to something they mentioned. Big gifts too soon can feel like pressure. Spend in a way you'd be comfortable with even if things don't go further.",
    },
    {
      concepts: ['earn~', 'income', 'rich', 'salary', 'more than me'],
      text:
        'When you earn very different amounts, plan dates you can both enjoy without strain and take turns choosing. Talk about it lightly when it comes up, not as a confession. Money habits matter more than money itself, so notice generosity and respect on both sides.',
    },
  ]),
  ...topicAdvice('closing-the-date', ['close-the-date'], [
    {
      concepts: ['help me with', 'close the date', 'end * date', 'set up', 'next one'],
      text: 'Near the end, say one specific thing you enjoyed and then make a concrete plan: "I had a great time. Want to try that ramen place on Thursday?" Specific beats "we should do this again."',
    },
    {
      concepts: ['kiss~', 'go for', 'lean in'],
      text:
        "If you'd like to kiss them, read the moment: are they lingering, close and relaxed, with plenty of eye contact? You can simply ask: 'I'd really like to kiss you, can I?' It's confident and respectful. If the signals are unclear, a warm hug and a clear plan to meet again is perfect.",
    },
    {
      concepts: ['text after', 'after * date', 'what * text', 'went great', 'went well'],
      text:
        "Text the same evening or next morning, short and warm: 'Home now. I had a really good time, especially your story about the camping trip. Let's do it again soon?' Mentioning a specific moment shows you were present. There's no need to wait a set number of days.",
    },
    {
      concepts: ['goodbye', 'how * leave', 'hug', 'awkward'],
      text:
        "For the goodbye, keep it warm and simple: stand up, say something like 'This was really fun', and offer a hug if it feels right. Walking out together to the station or the corner gives a natural ending. Having your own way home keeps it relaxed for both of you.",
    },
    {
      concepts: ['went badly', 'not interested', 'end early', 'leave early', 'boring'],
      text:
        "If the date isn't working, you can end it kindly without a fake emergency: 'It's been nice meeting you. I'm going to head off now.' Pay your share, thank them, and go. Later, if they ask to meet again, a short honest message is kinder than silence.",
    },
    {
      concepts: ['see * again', 'again', 'second date'],
      text:
        "If you want to see them again, say it before you part: 'I'd love to do this again. Are you free next week?' Clarity in person beats decoding texts later. If they light up and suggest a day, you have your answer; if they're vague, give them space to reply.",
    },
    {
      concepts: ['extend', 'go somewhere else', 'another drink', 'longer'],
      text:
        "If it's going well, offer to extend it lightly: 'I'm having fun. Fancy a walk or dessert nearby?' Give them an easy way to decline: 'Or we can save it for next time.' Ending on a high is fine too; it leaves you both wanting more.",
    },
    {
      concepts: ['come back', 'nightcap', 'invite * in', 'my place'],
      text:
        "If you're thinking of inviting them back, ask plainly and make it easy to decline: 'Would you like to come back for a drink? Totally fine if not.' Accept the answer warmly either way. Early on, ending with a clear plan to meet again is often the better move.",
    },
    {
      concepts: ['no reply', 'not heard', 'thank you message', 'follow up'],
      text:
        'If you sent a thank-you message after the date and heard nothing, give it a day or two; people process dates differently. One light follow-up with a plan is fine. After that, their silence is an answer, and you can be proud you ended things gracefully.',
    },
  ]),
];
