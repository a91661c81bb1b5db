import { topicAdvice } from './types.js';

/** Ghosting, texting rhythm and keeping a conversation going. */
export const MESSAGING_ADVICE = [
  ...topicAdvice('ghosting', ['screenshot-advice', 'do-they-like-me'], [
    {
      concepts: ['ghost~ me', 'after * date', 'second date', 'two date~', 'first date'],
      text:
        'Silence usually says more about their bandwidth than your worth. Send one light, no-pressure message that\'s easy to answer, like "Still up for that coffee this week?", and if it stays quiet, let it go and put your energy where it\'s returned.',
    },
    {
      concepts: ['vanish~', 'every day', 'now nothing', 'disappear~', 'week~'],
      text:
        "It hurts when daily chats suddenly stop, because a rhythm had formed. Send one friendly check-in, something like 'Hey, I've enjoyed our chats. Still keen to talk?', then step back. If nothing comes, their silence is the answer, and you get to close the chapter without chasing.",
    },
    {
      concepts: ['again', 'wrong with me', 'every time', 'keep getting'],
      text:
        "Being ghosted again and again feels personal, but it's mostly a habit of app culture, not proof something is wrong with you. What you can control: move to a real plan sooner, so you learn about interest early. People who want to meet say yes; people who drift were drifting anyway.",
    },
    {
      concepts: ['write again', 'wait', 'text again', 'message again', 'follow up', 'since'],
      text:
        "One follow-up is fine; more starts to feel like chasing. Wait a couple of days, then send something easy to answer: 'Hope your week's going well, still up for that drink?' If it stays quiet after that, let it go gracefully. Your calm is more attractive than any perfect message.",
    },
    {
      concepts: ['came back', 'come back', 'hey stranger', 'months ago', 'zombie~'],
      text:
        "When a ghost returns with 'hey stranger', you decide whether they get another chance. If you're curious, reply lightly but ask for a little accountability: 'Hey! You vanished for a while, what happened?' A decent person will own it. Someone who dodges the question will likely disappear again.",
    },
    {
      concepts: ['unmatch~', 'block~', 'delet~'],
      text:
        "Being unmatched mid-conversation stings, but it's often about their situation, not yours: they met someone, went quiet on the app, or deleted it altogether. Don't search for reasons in what you wrote. Close the app for the evening and do something that reminds you you're good company.",
    },
    {
      concepts: ['breadcrumb~', 'hot and cold', 'like~ * stor~', 'pop~ up'],
      text:
        "If they vanish, then pop up with a like on your story or a vague 'hey', that's breadcrumbing: enough to keep you hoping, not enough to build anything. Ask for a plan: 'Want to grab a drink on Thursday?' A clear yes means interest; another vague reply means move on.",
    },
    {
      concepts: ['should i ghost', 'ghost someone', 'ghost them', 'ghost him', 'ghost her'],
      text:
        "Ghosting feels easier in the moment but leaves the other person guessing. If you've met even once, a short kind message is better: 'I enjoyed meeting you, but I don't feel a romantic connection. Wishing you the best.' It takes a minute and spares them days of wondering.",
    },
  ]),
  ...topicAdvice('texting-rhythm', ['screenshot-advice', 'do-they-like-me'], [
    {
      concepts: ['repl~ slow', 'slow', 'late', 'take~ * hour~', 'busy'],
      text:
        "Slow replies are usually about someone's day, not their feelings. Judge effort rather than speed: when they do reply, are they warm and engaged? If the gaps still bother you, say so lightly, or suggest a call, which often suits busy people better than constant texting.",
    },
    {
      concepts: ['double text~', 'text twice', 'send another'],
      text:
        "Double texting is fine when you have something new to say: a link they'd like, a follow-up question, a plan. What reads as pressure is a string of 'hello?' messages. One follow-up after a quiet day is normal; after that, switch to suggesting a plan.",
    },
    {
      concepts: ['how long * wait', 'wait before', 'too keen', 'seem~', 'play~ it cool'],
      text:
        "You don't need a waiting rule. Match their rhythm rather than a rule: reply when you have something real to say. Playing it cool often reads as disinterest, while steady, warm replies build trust. Being keen is fine; being intense is what puts people off.",
    },
    {
      concepts: ['how often', 'every day', 'once a day', 'text~ * back'],
      text:
        "There's no right amount of texting, only what works for the two of you. If you'd like more or less, ask casually: 'I'm more of a chat-in-the-evening person, what about you?' Mismatched rhythms are easy to fix once someone names them.",
    },
    {
      concepts: ['2am', 'late at night', 'only at night', 'night'],
      text:
        "Messages that only arrive late at night can just mean a busy day, but it's worth noticing whether they ever make daytime plans. Suggest one: 'Want to meet for brunch on Sunday?' How they respond tells you more than the timestamp ever will.",
    },
    {
      concepts: ['all day', 'too much', 'overwhelm~', 'constant~'],
      text:
        "Texting all day in the early days can burn through the excitement before you've met properly. Keep some stories for in person. Try 'Let's save this for Friday, I want to hear it properly' and enjoy the anticipation building instead.",
    },
    {
      concepts: ['read receipt~', 'seen', 'left on read', 'online'],
      text:
        "Seeing that they've read your message without replying can sting, but people often read a text, mean to answer and get pulled away. Give it a day before deciding anything. If it's a regular pattern, turn off read receipts on your side and stop checking; your peace is worth more.",
    },
    {
      concepts: ['needy', 'clingy', 'anxious', 'refresh~', 'keep check~'],
      text:
        'If you catch yourself refreshing the chat, put the phone in another room for an hour and do something absorbing. Anxious texting comes from uncertainty, and the fix is a plan, not more messages. Ask them to meet, and let real time together answer your questions.',
    },
  ]),
  ...topicAdvice('conversation-flow', ['screenshot-advice', 'rizz-boost', 'dm-opener'], [
    {
      concepts: ['die', 'dying', 'keep * conversation', 'three messag~', 'fizzl~'],
      text:
        "Conversations die when every message is a closed question. Swap 'How was your day?' for something with a story in it: 'What was the best part of your day?' Share a little of your own answer too, so they have something to respond to beyond a single word.",
    },
    {
      concepts: ['dry text~', 'one word', 'short answer~', 'low effort'],
      text:
        "A dry texter isn't always uninterested; some people just hate typing. Try one open, playful question about something they care about. If the answers stay one word, suggest a call or a meeting instead. If they won't do either, let the conversation go.",
    },
    {
      concepts: ['run out of thing~', 'what * talk about', 'thing~ to say', 'topic~'],
      text:
        "Going blank is normal. Keep three easy threads ready: something from their profile, a recent small adventure of yours, and a 'would you rather' question. Better still, follow up on what they just said: 'Wait, how did you end up doing that?' Curiosity always has somewhere to go.",
    },
    {
      concepts: ['talk too much', 'balance', 'about me', 'interrupt~', 'listen~'],
      text:
        "Noticing you talk about yourself a lot is already half the fix. Try a simple rhythm: share, then ask. After each story, hand it back with 'What about you?' and let their answer lead to your next question. People remember how well you listened more than what you said.",
    },
    {
      concepts: ['quiet', 'get * talk~', 'shy', 'open up'],
      text:
        'Quiet people often open up with questions about things they love rather than questions about themselves. Ask about a hobby, a favourite place or the story behind something they mentioned, and leave comfortable pauses. Doing something side by side, like a walk or a game, helps conversation flow without pressure.',
    },
    {
      concepts: ['awkward silence~', 'silence', 'pause~'],
      text:
        "A pause isn't a failure; it's a breath. Smile, take a sip, and pick up a thread from earlier: 'You mentioned your sister lives in Lisbon. Have you visited?' Returning to something they said shows you were listening, which feels better than any clever new topic.",
    },
    {
      concepts: ['small talk', 'deep~', 'question~ to ask', 'interesting question~'],
      text:
        "To move beyond small talk, ask questions with feelings attached: 'What's something you're looking forward to?' or 'What's a small thing that always makes your day?' Answer them yourself too. Depth comes from a little honesty on both sides, not from intense questions fired in a row.",
    },
    {
      concepts: ['humour', 'funny', 'joke~', 'boring', 'interesting'],
      text:
        "You don't need to be hilarious; you need to be playful. Notice something small and specific and riff on it, like a terrible pun on the menu or a bold opinion about pineapple on pizza. Shared silliness builds connection faster than polished anecdotes.",
    },
  ]),
];
